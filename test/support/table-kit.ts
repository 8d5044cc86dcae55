/**
 * Small conveniences on top of scenario.ts for the rule-family tests in
 * test/rules/: a two-seat match with chosen Major Arcana, hand look-ups,
 * the latest act on the floor, suit counts, and the `says` of a check.
 * Everything still goes through the real engine (act/judge).
 */
import assert from 'node:assert/strict';
import {
  act, controlledSuits, type Action, type CardId, type Ctx, type GameState, type InstanceId, type Judgement, type PlayerId, type Suit,
} from '../../src/kult/index.js';
import { deckOf, newMatch, ok, toStep } from './scenario.js';

export interface Seat {
  readonly major: CardId;
  /** Opening hand (padded with Priests). */
  readonly hand?: readonly CardId[];
  /** Cards in the draw pile, available to place()/toHand(). */
  readonly rest?: readonly CardId[];
}

/** Seats 'a' and 'b'. Whoever has the lower Hierarchy starts (Kether 1, Golab 10, Malkuth 19). */
export function table(a: Seat, b: Seat, opts: Parameters<typeof newMatch>[1] = {}) {
  return newMatch([
    { id: 'a', major: a.major, deck: deckOf(a.hand ?? [], a.rest ?? []) },
    { id: 'b', major: b.major, deck: deckOf(b.hand ?? [], b.rest ?? []) },
  ], opts);
}

/** The first instance of `card` in `player`'s hand. */
export function inHand(state: GameState, player: PlayerId, card: CardId, nth = 0): InstanceId {
  const p = state.players.find((x) => x.id === player)!;
  const all = p.hand.filter((i) => state.cards[i]?.card === card);
  assert.ok(all[nth], `${player} holds no ${card} (#${nth}) in hand`);
  return all[nth];
}

/** The id of the latest act on the open window's chain. */
export function lastAct(state: GameState): number {
  const chain = state.window?.chain ?? [];
  assert.ok(chain.length > 0, 'no act on the floor');
  return chain[chain.length - 1]!.id;
}

export function suits(ctx: Ctx, state: GameState, player: PlayerId): Record<Suit, number> {
  return { ...controlledSuits(ctx, state, player).counts };
}

/** Judges without applying; returns the judgement. */
export function judgeOnly(ctx: Ctx, state: GameState, action: Action): Judgement<unknown> {
  return act(ctx, state, action).judgement;
}

/** The `says` of the first failing check citing `rule`, else of the first passing one. */
export function says(j: Judgement<unknown>, rule: string): string {
  const c = j.checks.find((x) => x.rule === rule && !x.ok) ?? j.checks.find((x) => x.rule === rule);
  assert.ok(c, `no check cites ${rule}: ${j.checks.map((x) => x.rule).join(', ')}`);
  return c.says;
}

type Mut<T> = { -readonly [K in keyof T]: Mut<T[K]> };

/** A deep copy to arrange freely (tests only); keep the invariants. */
export function arrange(state: GameState, fn: (s: Mut<GameState>) => void): GameState {
  const s = structuredClone(state) as Mut<GameState>;
  fn(s);
  return s as GameState;
}

/** Markers eliminated from the game (taken out of the Pool), as a card effect would (K-POOL-04, K-WIN-04). */
export function eliminate(state: GameState, n: number): GameState {
  return arrange(state, (s) => {
    assert.ok(s.pool >= n, 'not enough markers in the Pool to eliminate');
    s.pool -= n;
    s.eliminated += n;
  });
}

/** Plays the rest of the active player's turn without acting (no discard) and stops at the next player's Sway step. */
export function nextTurn(ctx: Ctx, state: GameState): GameState {
  let s = toStep(ctx, state, 'discard');
  s = ok(ctx, s, { type: 'discard', player: s.active, card: null });
  return toStep(ctx, s, 'sway');
}
