/** Registers `<kult-piles>`; import this file (not the component file) to use the element. */
import { customElement } from 'lit/decorators.js';
import { KultPiles } from './kult-piles.component.js';

export * from './kult-piles.component.js';

customElement('kult-piles')(KultPiles);

declare global {
  interface HTMLElementTagNameMap {
    'kult-piles': KultPiles;
  }
}
