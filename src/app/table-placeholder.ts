/**
 * Stands in for `<kult-table>` in a build made before components/kult-table exists
 * (scripts/build.mjs resolves the table's import here only when that file is missing), so
 * the lobby, the connection and the result screen still run end to end. It draws no table:
 * it says where the match stands.
 */
import type { MatchPort } from './match-port.js';
import { msg } from '../../components/i18n/catalog.js';

class TablePlaceholder extends HTMLElement {
  private current: MatchPort | null = null;
  private off: (() => void) | null = null;

  get port(): MatchPort | null {
    return this.current;
  }

  set port(port: MatchPort | null) {
    this.off?.();
    this.current = port;
    this.off = port?.subscribe(() => this.draw()) ?? null;
    this.draw();
  }

  disconnectedCallback(): void {
    this.off?.();
    this.off = null;
  }

  private draw(): void {
    const s = this.current?.snapshot;
    this.setAttribute('role', 'status');
    this.textContent = s ? msg('app.table.placeholder', { turn: s.view.turn, step: s.view.step, majors: s.view.players.map((p) => p.major).join(' – ') }) : '';
  }
}

if (!customElements.get('kult-table')) customElements.define('kult-table', TablePlaceholder);
