/** Registers `<kult-hand>`; import this file (not the component file) to use the element. */
import { customElement } from 'lit/decorators.js';
import { KultHand } from './kult-hand.component.js';

export * from './kult-hand.component.js';

customElement('kult-hand')(KultHand);

declare global {
  interface HTMLElementTagNameMap {
    'kult-hand': KultHand;
  }
}
