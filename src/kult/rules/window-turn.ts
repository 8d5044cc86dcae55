/**
 * A response window a player holds the floor in, judged on public information only (K-TIMING-04):
 * whether that player's table may pass by itself, or why it stops for the player. In a friend
 * match the decision may rest on nothing else: were it to look at the hand ("pass when a pass is
 * all you can do"), a table that answers 120 ms after the window opens would tell the friend, by
 * its delay alone, that the hand holds no response. So the table passes by itself where no card
 * of the set could answer the act on the floor (Q-19: a response names the act kinds it directly
 * affects, K-TIMING-03), after its own act came back to it, and in a draw window nobody has acted
 * in; everywhere else it stops, and the player passes by hand, holding a response or not.
 */
import type { CardSet } from '../cards/card-set.js';
import { floorHolder } from '../state/access.js';
import type { ActKind, Action, GameState, PlayerId } from '../types.js';
import { affectsSeat, type Affects } from './window-affects.js';

/** Why a table stops in a window of its player's (shown by the timing bar). */
export type StopReason = 'settings' | 'answerable' | 'combat' | 'open';

/**
 * The window `me` holds the floor in, with its pass, why the table stops (null: no card could
 * answer, it may pass by itself) and how the act on the floor directly affects `me`
 * (window-affects.ts; null: it does not); null when `me` holds no window.
 */
export function windowTurn(cards: CardSet, game: GameState, me: PlayerId): { readonly pass: Action; readonly stop: Exclude<StopReason, 'settings'> | null; readonly affects: Affects | null } | null {
  if (!game.window || game.ended || game.pending || floorHolder(game) !== me) return null;
  return { pass: { type: 'pass', player: me }, stop: stopReason(game, me, cards), affects: affectsSeat(cards, game, me) };
}

/**
 * Why a table with auto-pass on stops in this window of `me`'s, from public information only;
 * null when it passes by itself.
 */
export function stopReason(game: GameState, me: PlayerId, cards: CardSet): Exclude<StopReason, 'settings'> | null {
  const w = game.window;
  if (!w) return null;
  // The combat modification loop: both combatants' cards are in it (K-ATTACK-06/07).
  if (w.kind === 'combat') return 'combat';
  const top = w.chain[w.chain.length - 1];
  // A draw window nobody acted in, or one's own act come back round (Q-17: the actor answers last).
  if (!top || top.player === me) return null;
  // An open window after the friend acted: anything whose timing allows it may follow.
  if (w.kind !== 'react') return 'open';
  return answerableKinds(cards).has(top.kind) ? 'answerable' : null;
}

/** The act kinds some card of the set can answer in a reaction window (its `affects`, Q-19). */
export function answerableKinds(cards: CardSet): ReadonlySet<ActKind> {
  let kinds = answerable.get(cards);
  if (!kinds) {
    const found = new Set<ActKind>();
    for (const c of cards.cards.values()) {
      for (const k of c.affects ?? []) found.add(k);
      for (const a of c.abilities ?? []) for (const k of a.affects ?? []) found.add(k);
    }
    kinds = found;
    answerable.set(cards, kinds);
  }
  return kinds;
}

const answerable = new WeakMap<CardSet, ReadonlySet<ActKind>>();
