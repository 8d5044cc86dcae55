/** Registers `<kult-card>`; import this file (not the component file) to use the element. */
import { customElement } from 'lit/decorators.js';
import { KultCard } from './kult-card.component.js';

export * from './kult-card.component.js';
export { suitIcon, SUIT_ART } from './suit-icons.js';
export { cardLabel, kindLine } from './describe.js';

customElement('kult-card')(KultCard);

declare global {
  interface HTMLElementTagNameMap {
    'kult-card': KultCard;
  }
}
