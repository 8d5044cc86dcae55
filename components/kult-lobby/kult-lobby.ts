/** Registers `<kult-lobby>` (and the elements it draws with); import this file to use the element. */
import '../kult-card/kult-card.js';
import '../kult-judge/kult-judge.js';
import { KultLobby } from './kult-lobby.component.js';

export * from './kult-lobby.component.js';
export { errorWords, phaseWords, progressSteps, EXPLAINED_ERRORS, type ProgressStep, type StepKey } from './progress.js';
export { qrRuns, qrSvg } from './qr-svg.js';

if (!customElements.get('kult-lobby')) customElements.define('kult-lobby', KultLobby);

declare global {
  interface HTMLElementTagNameMap {
    'kult-lobby': KultLobby;
  }
}
