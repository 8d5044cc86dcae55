/**
 * Registers `<kult-lobby>`: the game-blind lobby (kult-lobby.component.ts) with KULT's choice
 * panel and settings unless given another game's `shell`; import this file to use the element.
 */
import { kultShell } from '../kult-shell.js';
import { KultLobby } from './kult-lobby.component.js';

export * from './kult-lobby.component.js';
export { errorWords, phaseWords, progressSteps, EXPLAINED_ERRORS, type ProgressStep, type StepKey } from './progress.js';
export { qrRuns, qrSvg } from './qr-svg.js';

/** `<kult-lobby>`: the lobby with KULT as its game. */
class KultLobbyElement extends KultLobby {
  constructor() {
    super();
    this.shell = kultShell;
  }
}

if (!customElements.get('kult-lobby')) customElements.define('kult-lobby', KultLobbyElement);

declare global {
  interface HTMLElementTagNameMap {
    'kult-lobby': KultLobby;
  }
}
