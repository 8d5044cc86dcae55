/** Registers `<kult-table>`; import this file (not the component file) to use the element. */
import { KultTable } from './kult-table.component.js';

export * from './kult-table.component.js';
export * from './intent.js';
export { respondersFor } from './table-responders.js';

if (!customElements.get('kult-table')) customElements.define('kult-table', KultTable);

declare global {
  interface HTMLElementTagNameMap {
    'kult-table': KultTable;
  }
}
