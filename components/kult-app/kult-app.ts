/** Registers `<kult-app>` and the lobby; the page registers `<kult-table>` (components/kult-table). */
import '../kult-lobby/kult-lobby.js';
import { KultApp } from './kult-app.component.js';

export * from './kult-app.component.js';

if (!customElements.get('kult-app')) customElements.define('kult-app', KultApp);

declare global {
  interface HTMLElementTagNameMap {
    'kult-app': KultApp;
  }
}
