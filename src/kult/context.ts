import type { CardSet } from './cards/card-set.js';

/** What every rule function needs besides the state: the loaded card data. */
export interface Ctx {
  readonly cards: CardSet;
}
