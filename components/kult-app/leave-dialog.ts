import { css, html, type TemplateResult } from 'lit';
import { ref } from 'lit/directives/ref.js';
import { msg } from '../../src/i18n/catalog.js';

/**
 * "Leave this match?": a modal dialog (the browser's own `<dialog>`: focus stays inside, Escape
 * stays at the table) saying what happens to the match; Stay has the focus, so a stray Enter
 * does not leave.
 */
export function leaveDialog(kind: 'practice' | 'friend', to: { leave(): void; stay(): void }): TemplateResult {
  // The ref fires as the dialog is drawn, before it is in the document: open it right after.
  const open = (el: Element | undefined): void => {
    if (!(el instanceof HTMLDialogElement)) return;
    queueMicrotask(() => {
      if (!el.isConnected || el.open) return;
      el.showModal();
      el.querySelector<HTMLButtonElement>('button.stay')?.focus();
    });
  };
  return html`<dialog class="leave-dialog" aria-labelledby="leave-h" aria-describedby="leave-p" ${ref(open)} @cancel=${(e: Event) => {
    e.preventDefault();
    to.stay();
  }}>
    <h2 id="leave-h">${msg('app.leave.title')}</h2>
    <p id="leave-p">${msg(kind === 'practice' ? 'app.leave.practice' : 'app.leave.friend')}</p>
    <div class="row">
      <button class="stay primary" @click=${to.stay}>${msg('app.leave.stay')}</button>
      <button class="confirm-leave" @click=${to.leave}>${msg('app.leave.confirm')}</button>
    </div>
  </dialog>`;
}

export const leaveDialogStyles = css`
  .leave-dialog {
    max-width: min(440px, calc(100vw - 32px));
    border: 1px solid var(--_line);
    border-radius: 14px;
    background: var(--_surface);
    color: var(--_ink);
    padding: 18px 20px;
  }
  .leave-dialog::backdrop {
    background: rgba(0, 0, 0, 0.55);
  }
  .leave-dialog h2 {
    margin: 0 0 8px;
    font-size: 1.15rem;
  }
  .leave-dialog .row {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    justify-content: flex-end;
  }
`;
