/** Registers `<kult-table>`; import this file (not the component file) to use the element. */
import { customElement } from 'lit/decorators.js';
import { KultTable } from './kult-table.component.js';

export * from './kult-table.component.js';
export * from './intent.js';
export { respondersFor } from './table-responders.js';

// The app page and the embed module may both be on one page: register once.
if (!customElements.get('kult-table')) customElement('kult-table')(KultTable);

declare global {
  interface HTMLElementTagNameMap {
    'kult-table': KultTable;
  }
}
