/**
 * Whether this table passes by itself in a response window (K-TIMING-04), for solo practice and
 * friend matches alike.
 *
 * In a friend match the decision may rest on public information only: the window, the act on
 * its floor, the card set both tables agreed on, and the player's settings. Were it to look at
 * the hand ("pass when a pass is all you can do"), a table that answers 120 ms after the window
 * opens would tell the friend, by its delay alone, that the hand holds no response; a table
 * that waits, that it does. So the table passes by itself where no card of the set could answer
 * the act on the floor (Q-19: a response names the act kinds it directly affects, K-TIMING-03),
 * after its own act came back to it, and in a draw window nobody has acted in; everywhere else it
 * stops, and the player passes by hand, holding a response or not. Either way the delay is the
 * same for every hand.
 *
 * Solo practice has no adversary to read the delay: there the hand decides, as it always did.
 */
import type { ActKind, CardSet, GameState, PlayerId } from '../kult/index.js';
import { floorHolder } from '../kult/index.js';
import type { PlaySettings } from './match-port.js';

/** `pass`: this table passes for the player; `stop`: the player decides; null: no window of theirs. */
export type AutoPass = 'pass' | 'stop' | null;

/** Why a friend-match table stops in a window of the player's (shown by the timing bar). */
export type StopReason = 'settings' | 'answerable' | 'combat' | 'open';

export interface AutoPassQuestion {
  readonly game: GameState;
  readonly me: PlayerId;
  readonly cards: CardSet;
  readonly settings: PlaySettings;
  /**
   * Solo practice: whether a pass is the only legal move (this reads the hand). Absent in a
   * friend match, where the decision is made on public information alone.
   */
  readonly onlyPass?: () => boolean;
}

/**
 * @example
 * autoPass({ game, me: 'guest', cards, settings: { autoPass: true, hold: false } })
 * // 'stop' after the friend's Repel (Fly in the Ointment answers Repels), 'pass' after its Sway
 */
export function autoPass(q: AutoPassQuestion): AutoPass {
  const { game, me } = q;
  if (!game.window || game.ended || floorHolder(game) !== me) return null;
  if (!q.settings.autoPass || q.settings.hold) return 'stop';
  if (q.onlyPass) return q.onlyPass() ? 'pass' : 'stop';
  return stopReason(game, me, q.cards) === null ? 'pass' : 'stop';
}

/**
 * Why a friend-match table with auto-pass on stops in this window of `me`'s, from public
 * information only; null when it passes by itself.
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
