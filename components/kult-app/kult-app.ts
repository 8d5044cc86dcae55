/**
 * Registers `<kult-app>`: the game-blind app shell (kult-app.component.ts) playing KULT unless
 * given another game's `shell`. The page registers `<kult-table>` (components/kult-table).
 */
import '../kult-lobby/kult-lobby.js';
import { kultShell } from '../kult-shell.js';
import { KultApp } from './kult-app.component.js';

export * from './kult-app.component.js';

/** `<kult-app>`: the shell with KULT as its game. */
class KultAppElement extends KultApp {
  constructor() {
    super();
    this.shell = kultShell;
  }
}

if (!customElements.get('kult-app')) customElements.define('kult-app', KultAppElement);

declare global {
  interface HTMLElementTagNameMap {
    'kult-app': KultApp;
  }
}
