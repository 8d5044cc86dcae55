/**
 * Instants (M-INSTANT): played from hand in a window, paid at once, and answered by other
 * Instants; the stack resolves last in, first out (M-INSTANT-03). An Instant whose target is gone
 * fizzles to the graveyard, its payment lost (M-INSTANT-04, M-AMB-21).
 */
import type { MeatCards } from '../cards/types.js';
import type { MeatState } from '../state.js';
import { toGrave } from './decks.js';
import { needsChoice, resolveEffect } from './effects.js';
import { destinyOf, unitAt } from './model.js';

export function resolveTop(cards: MeatCards, d: MeatState): void {
  const top = d.stack.pop();
  if (!top) return;
  const effect = destinyOf(cards, d, top.card)?.effect;
  toGrave(d, top.card);
  if (!effect) return;
  if (effect.kind === 'counter') {
    // Cancels the Instant below it, which fizzles (nothing below: nothing to cancel).
    const below = d.stack.pop();
    if (below) toGrave(d, below.card);
    return;
  }
  if (needsChoice(effect) && (!top.target || !unitAt(d, top.target))) return; // fizzled
  resolveEffect(cards, d, effect, { seat: top.player, lane: null, source: top.card, chosen: top.target });
}
