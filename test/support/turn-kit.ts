/**
 * Turn-level conveniences on top of scenario.ts for the rule-family tests in
 * test/rules/ (setup, draw, hand, sway, recruit…): finding a card in hand,
 * playing a turn out to the next player's pre-draw window, arranging a
 * discard pile, and reading a judgement's checks. Actions still go through
 * the real engine (act/judge); the arrangement helpers only move real card
 * instances between zones, like place() and toHand() do.
 */
import assert from 'node:assert/strict';
import coreSet from '../../src/kult/cards/core-set.json' with { type: 'json' };
import {
  act, controlledSuits, createMatch, loadCardSets, floorHolder, type Action, type CardId, type Check, type Ctx, type GameState, type InstanceId, type Judgement, type PlayerId, type Suit,
} from '../../src/kult/index.js';
import { deckOf, findCard, newMatch, ok } from './scenario.js';

export interface SeatPlan {
  readonly major: CardId;
  /** Opening hand (padded with Priests by deckOf). */
  readonly hand?: readonly CardId[];
  /** Draw-pile cards, available to place()/attach()/toHand(). */
  readonly rest?: readonly CardId[];
}

/** Two seats, 'a' then 'b'; the lower Hierarchy starts (Kether 1 … Golab 10 … Malkuth 19, Nahemoth 20). */
export function two(a: SeatPlan, b: SeatPlan, opts: Parameters<typeof newMatch>[1] = {}) {
  return newMatch([
    { id: 'a', major: a.major, deck: deckOf(a.hand ?? [], a.rest ?? []) },
    { id: 'b', major: b.major, deck: deckOf(b.hand ?? [], b.rest ?? []) },
  ], opts);
}

/**
 * Like two(), but over the core set plus `extra` test-only card records, for
 * rules whose printed example needs a card the core set lacks (e.g. a
 * "TURN:" ability). Same options as newMatch(): unshuffled, collection mode.
 */
export function twoWith(extra: readonly unknown[], a: SeatPlan, b: SeatPlan) {
  const cards = loadCardSets([coreSet, { set: 'test-extra', version: 1, cards: extra }]);
  if (!cards.ok) assert.fail(`test cards: ${cards.problems.map((p) => `${p.card}.${p.field}: ${p.message}`).join('; ')}`);
  const r = createMatch(cards.set, {
    players: [
      { id: 'a', major: a.major, deck: deckOf(a.hand ?? [], a.rest ?? []) },
      { id: 'b', major: b.major, deck: deckOf(b.hand ?? [], b.rest ?? []) },
    ],
    struggle: 'continent',
    seed: 1,
    shuffle: false,
    options: { collectionMode: true },
  });
  if (!r.ok) assert.fail('setup failed');
  return { ctx: r.ctx, state: r.state };
}

/** The `nth` instance of `card` in `player`'s hand. */
export function handCard(state: GameState, player: PlayerId, card: CardId, nth = 0): InstanceId {
  const p = state.players.find((x) => x.id === player)!;
  const all = p.hand.filter((i) => state.cards[i]?.card === card);
  assert.ok(all[nth], `${player} holds no ${card} (#${nth}) in hand`);
  return all[nth];
}

/** Card ids (not instances) of a zone, for readable assertions. */
export function ids(state: GameState, iids: readonly InstanceId[]): CardId[] {
  return iids.map((i) => state.cards[i]!.card!);
}

export function suitCounts(ctx: Ctx, state: GameState, player: PlayerId): Record<Suit, number> {
  return { ...controlledSuits(ctx, state, player).counts };
}

/** Judges (and would apply) an action, returning only the judgement. */
export function judged(ctx: Ctx, state: GameState, action: Action): Judgement<unknown> {
  return act(ctx, state, action).judgement;
}

/** The check citing `rule` (the failing one first, if any). */
export function checkFor(j: Judgement<unknown>, rule: string): Check {
  const c = j.checks.find((x) => x.rule === rule && !x.ok) ?? j.checks.find((x) => x.rule === rule);
  assert.ok(c, `no check cites ${rule}: ${j.checks.map((x) => x.rule).join(', ')}`);
  return c;
}

/**
 * Plays the active player's turn out with no further acts (passing every
 * window, ending or declining every step) until the next player's turn has
 * begun: it stops in their pre-draw window, before they draw.
 */
export function finishTurn(ctx: Ctx, state: GameState, limit = 100): GameState {
  const me = state.active;
  const turn = state.turn;
  let s = state;
  for (let i = 0; i < limit; i++) {
    if (s.turn !== turn && s.active !== me && s.window?.kind === 'preDraw') return s;
    const p = floorHolder(s);
    if (s.window) s = ok(ctx, s, { type: 'pass', player: p });
    else if (s.step === 'sway' || s.step === 'deeds') s = ok(ctx, s, { type: 'endStep', player: p });
    else if (s.step === 'recruit') s = ok(ctx, s, { type: 'recruit', player: p, accept: false });
    else if (s.step === 'attack') s = ok(ctx, s, { type: 'declineAttack', player: p });
    else if (s.step === 'discard') s = ok(ctx, s, { type: 'discard', player: p, card: null });
    else assert.fail(`cannot advance from ${s.step}`);
  }
  assert.fail('the turn did not end');
}

type Mut<T> = { -readonly [K in keyof T]: Mut<T[K]> };

/** Arrangement: moves a card from `player`'s hand or draw pile onto their discard pile. */
export function toDiscard(state: GameState, player: PlayerId, card: CardId): { state: GameState; iid: InstanceId } {
  const iid = findCard(state, player, card);
  const s = structuredClone(state) as Mut<GameState>;
  const p = s.players.find((x) => x.id === player)!;
  for (const zone of [p.hand, p.drawPile]) {
    const i = zone.indexOf(iid);
    if (i >= 0) zone.splice(i, 1);
  }
  p.discardPile.push(iid);
  return { state: s as GameState, iid };
}
