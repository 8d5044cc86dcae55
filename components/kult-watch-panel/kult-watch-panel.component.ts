import { css, html, nothing, type TemplateResult } from 'lit';
import { Localized } from '../localized.js';
import { property, state } from 'lit/decorators.js';
import { msg } from '../../src/i18n/catalog.js';
import { KultWatchSwitchEvent } from '../events/kult-watch-switch.js';
import { themeTokens } from '../theme.styles.js';

/** What the host's table says of its spectators: the watch link, whether it lets them in, how many watch. */
export interface WatchStatus {
  readonly link: string;
  readonly open: boolean;
  readonly count: number;
  /** The most spectators the host takes at once. */
  readonly max: number;
}

/**
 * The host's spectators, in the lobby's friend panel and the table's bar: how many watch, the
 * switch that lets them in or lets go of them, and "Copy the watch link" (the link shows in a
 * field when the clipboard refuses).
 *
 * @event kult-watch-switch - The host turned spectating on or off.
 * @csspart count - How many watch.
 */
export class KultWatchPanel extends Localized {
  static override styles = [themeTokens, css`
    :host {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 6px 12px;
      color: var(--_ink);
    }
    label {
      display: inline-flex;
      align-items: center;
      gap: 6px;
    }
    input[type='checkbox'] {
      width: 1.2em;
      height: 1.2em;
    }
    button,
    input.link {
      font: inherit;
      min-height: 32px;
    }
    input.link {
      max-width: 100%;
    }
    .help {
      flex-basis: 100%;
      margin: 0;
      color: var(--_muted);
    }
  `];

  @property({ attribute: false }) status: WatchStatus | null = null;
  /** Show the sentence on what spectators see (the lobby's panel; the bar leaves it out). */
  @property({ type: Boolean }) explain = false;
  @state() private copied: 'idle' | 'copied' | 'failed' = 'idle';

  override render(): TemplateResult | typeof nothing {
    const s = this.status;
    if (!s) return nothing;
    return html`<label class="switch"><input type="checkbox" .checked=${s.open} @change=${this.onSwitch} />${msg('watch.switch')}</label>
      <span class="count" part="count" role="status" data-count=${s.count}>${s.open ? (s.count > 0 ? msg('watch.count', { count: s.count }) : msg('watch.count.none')) : msg('watch.off')}</span>
      ${s.open ? html`<button class="copy-watch" @click=${() => void this.copy(s.link)}>${this.copied === 'copied' ? msg('watch.copied') : msg('watch.copy')}</button>` : nothing}
      ${s.open && this.copied === 'failed' ? html`<input class="link" type="url" readonly .value=${s.link} aria-label=${msg('watch.link')} />` : nothing}
      ${this.explain ? html`<p class="help">${msg('watch.switch.help', { max: s.max })}</p>` : nothing}`;
  }

  private readonly onSwitch = (e: Event): void => {
    this.dispatchEvent(new KultWatchSwitchEvent({ on: (e.target as HTMLInputElement).checked }));
  };

  private async copy(link: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(link);
      this.copied = 'copied';
    } catch {
      // No clipboard here (an insecure origin, an iframe): the link shows to copy by hand.
      this.copied = 'failed';
    }
  }
}
