/**
 * Registers `<kult-app>`: the game-blind app shell (kult-app.component.ts) playing KULT unless
 * given another game's `shell`; its lobby switches between KULT, Cult and M.E.A.T. (`games`). The page registers `<kult-table>` (components/kult-table).
 */
import '../kult-lobby/kult-lobby.js';
import { kultShell } from '../kult-shell.js';
import { cygwShell } from '../cygw/cygw-shell.js';
import { meatShell } from '../meat/meat-shell.js';
import { KultApp } from './kult-app.component.js';

export * from './kult-app.component.js';

/** `<kult-app>`: the shell with KULT as its game; the lobby also offers Cult: Choose Your God Wisely and M.E.A.T. The Cult. */
class KultAppElement extends KultApp {
  constructor() {
    super();
    this.shell = kultShell;
    this.games = [kultShell, cygwShell, meatShell];
  }
}

if (!customElements.get('kult-app')) customElements.define('kult-app', KultAppElement);

declare global {
  interface HTMLElementTagNameMap {
    'kult-app': KultApp;
  }
}
