import { html, type TemplateResult } from 'lit';
import { Localized } from '../localized.js';
import { property, query } from 'lit/decorators.js';
import { msg } from '../../src/i18n/catalog.js';
import { styles } from './kult-help.styles.js';
import '../../src/i18n/en/table-words.js';

/** One line of the overlay: the keys, and what they do. */
export interface HelpLine {
  readonly keys: string;
  readonly does: string;
}

/**
 * The keyboard shortcuts overlay: a modal dialog (the browser's own `<dialog>`, so focus stays
 * inside it and the page behind is inert) listing each shortcut's keys and what they do. Escape
 * or Close shuts it, and focus returns where it was when it opened.
 *
 * @example
 * html`<kult-help .lines=${shortcutList()}></kult-help>`; help.show();
 *
 * @csspart dialog - The dialog.
 */
export class KultHelp extends Localized {
  static override styles = styles;

  @property({ attribute: false }) lines: readonly HelpLine[] = [];

  @query('dialog') private dialog!: HTMLDialogElement | null;

  /** Where focus was when the overlay opened, to give it back on close. */
  private returnTo: HTMLElement | null = null;

  /** Whether the overlay is showing. */
  get open(): boolean {
    return this.dialog?.open ?? false;
  }

  /** Opens the overlay as a modal dialog, focus on its Close button. */
  async show(): Promise<void> {
    await this.updateComplete;
    const d = this.dialog;
    if (!d || d.open) return;
    this.returnTo = deepActive();
    d.showModal();
    this.renderRoot.querySelector<HTMLButtonElement>('button.close')?.focus();
  }

  close(): void {
    this.dialog?.close();
  }

  override render(): TemplateResult {
    return html`<dialog part="dialog" aria-labelledby="help-h" aria-describedby="help-intro" @close=${this.onClose}>
      <h2 id="help-h">${msg('keys.help.title')}</h2>
      <p id="help-intro">${msg('keys.help.intro')}</p>
      <table>
        <thead><tr><th scope="col">${msg('keys.help.key')}</th><th scope="col">${msg('keys.help.does')}</th></tr></thead>
        <tbody>
          ${this.lines.map((l) => html`<tr><td><kbd>${l.keys}</kbd></td><td>${l.does}</td></tr>`)}
        </tbody>
      </table>
      <form method="dialog"><button class="close" type="submit">${msg('keys.help.close')}</button></form>
    </dialog>`;
  }

  private readonly onClose = (): void => {
    const back = this.returnTo;
    this.returnTo = null;
    if (back?.isConnected) back.focus();
  };
}

/** The focused element, looking into open shadow roots. */
function deepActive(): HTMLElement | null {
  let a: Element | null = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a instanceof HTMLElement ? a : null;
}
