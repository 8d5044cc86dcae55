/**
 * Rule scenes for M.E.A.T.: a real game started with `start()` on the fixture set, then set on a
 * draft copy to the moment a catalog example describes (a battlefield before Battle, a draft, an
 * Activation turn), settled by the real flow and frozen. From there tests drive it only through
 * the real judge and reducer: `play` judges and applies, `refused` asserts the rule a refusal cites.
 */
import assert from 'node:assert/strict';
import type { SeatId } from '../../../src/engine/game.js';
import { seedRng } from '../../../src/engine/rng.js';
import type { MeatCards } from '../../../src/meat/cards/types.js';
import type { MeatAction } from '../../../src/meat/actions.js';
import { meatGame } from '../../../src/meat/game.js';
import { start } from '../../../src/meat/setup.js';
import type { Lane, MeatSettings, MeatState, Side } from '../../../src/meat/state.js';
import { applyAct, judgeAct, newUnit } from '../../../src/meat/rules/judge.js';
import { settle } from '../../../src/meat/rules/flow.js';
import { floorNow } from '../../../src/meat/rules/floor.js';
import { deepFreeze, draftOf } from '../../../src/meat/rules/model.js';
import { FIXTURE } from './cards.js';

export const SETTINGS: MeatSettings = { vitality: null, cleaveIgnoresEmptyCentre: false, oneActionPerTeamTurn: false, telestarionResetEachRound: false };
/** Seats in lobby order: a, b, c… (a and c on side A, facing b and d). */
export const SEATS = ['a', 'b', 'c', 'd', 'e', 'f'] as const;

export function begin(n = 2, opts: { cards?: MeatCards; seed?: number; settings?: Partial<MeatSettings> } = {}): MeatState {
  const r = start(opts.cards ?? FIXTURE, { seats: SEATS.slice(0, n).map((id) => ({ id, choice: 'any' })), seed: opts.seed ?? 1, settings: { ...SETTINGS, ...opts.settings } });
  assert.ok(r.ok, `the game starts: ${r.ok ? '' : JSON.stringify(r.judgement.checks)}`);
  return r.state;
}

/**
 * A started game of `n` seats with 7 ounces each (one income), changed by `edit` on a draft, then
 * moved on by the real flow until a seat must decide, and frozen. No seat has a Leader unless
 * `leaders` names them (in seat order), so no Leader's bonus touches the numbers.
 */
export function scene(n: number, edit: (d: MeatState) => void, opts: { cards?: MeatCards; seed?: number; settings?: Partial<MeatSettings>; settle?: boolean; leaders?: readonly string[] } = {}): MeatState {
  const cards = opts.cards ?? FIXTURE;
  const d = draftOf(begin(n, opts));
  for (const seat of d.seats) d.players[seat]!.telestarion = 7;
  (opts.leaders ?? []).forEach((l, i) => {
    d.players[d.seats[i]!]!.leader = l;
    d.leaders = d.leaders.filter((x) => x !== l);
  });
  edit(d);
  if (opts.settle !== false) settle(cards, d);
  return deepFreeze(d);
}

/** Takes an instance of `design` out of its deck (the card stays one card in one place). */
export function take(d: MeatState, design: string): string {
  for (const deck of [d.decks.creature, d.decks.destiny]) {
    const i = deck.findIndex((iid) => d.ident[iid] === design);
    if (i >= 0) return deck.splice(i, 1)[0]!;
  }
  throw new Error(`no ${design} left in the decks`);
}

export function give(d: MeatState, seat: SeatId, design: string): string {
  const iid = take(d, design);
  d.players[seat]!.hand.push(iid);
  return iid;
}

/** A creature face down (or up, once revealed) at `lane`, with its owner's Leader's bonuses. */
export function field(d: MeatState, seat: SeatId, lane: Lane, design: string, cards: MeatCards = FIXTURE): string {
  const iid = take(d, design);
  d.players[seat]!.lanes[lane] = newUnit(cards, d, seat, iid, lane);
  return iid;
}

/** A Destiny card put down in Tactics step 2 (paid or not yet). */
export function lay(d: MeatState, seat: SeatId, design: string, paid = false): string {
  const iid = take(d, design);
  d.players[seat]!.laid.push({ card: iid, paid, resolved: false });
  return iid;
}

/** Every seat placed and committed: the Tactics are done. */
function tacticsDone(d: MeatState): void {
  for (const seat of d.seats) Object.assign(d.players[seat]!, { placed: true, committed: true, passed: false, deferred: false });
}

/** The moment before Battle: everything revealed, Activation over, the pre-Reflex window open. */
export function atBattle(d: MeatState): void {
  tacticsDone(d);
  for (const seat of d.seats) d.players[seat]!.paid = true;
  d.revealed = true;
  d.phase = 'battle';
  d.step = 'battle-reflex';
  d.window = { at: 'pre-reflex', priority: d.seats[0]!, passes: 0 };
}

/** Tactics over and revealed: each seat pays for its laid cards next (Activation step 1). */
export function atPay(d: MeatState): void {
  tacticsDone(d);
  d.phase = 'activation';
  d.step = 'reveal';
}

/** Activation step 2 about to begin (payments done): the flow picks the first side and opens the reveal window. */
export function atActivation(d: MeatState): void {
  tacticsDone(d);
  for (const seat of d.seats) d.players[seat]!.paid = true;
  d.revealed = true;
  d.phase = 'activation';
  d.step = 'first';
}

/** Tactics step 1 about to begin for everyone. */
export function atPlace(d: MeatState): void {
  d.phase = 'tactics';
  d.step = 'place';
  for (const seat of d.seats) Object.assign(d.players[seat]!, { placed: false, committed: false, paid: false, passed: false, deferred: false });
}

/** Judges and applies; fails the test with the failing checks when the judge refuses. */
export function play(s: MeatState, a: MeatAction, cards: MeatCards = FIXTURE): MeatState {
  const j = judgeAct(cards, s, a);
  assert.ok(j.ok, `refused ${JSON.stringify(a)}: ${JSON.stringify(j.checks.filter((c) => !c.ok))}`);
  return applyAct(cards, s, a);
}

/** Asserts the judge refuses with `rule` among its failing checks, and returns the judgement. */
export function refused(s: MeatState, a: unknown, rule: string, cards: MeatCards = FIXTURE) {
  const j = judgeAct(cards, s, a);
  assert.equal(j.ok, false, `the judge allowed ${JSON.stringify(a)}`);
  assert.ok(j.checks.some((c) => !c.ok && c.rule === rule), `refused, but not by ${rule}: ${JSON.stringify(j.checks.filter((c) => !c.ok))}`);
  return j;
}

/** The judgement as the Game labels it (house defaults marked). */
export const gameJudge = (s: MeatState, a: unknown, cards: MeatCards = FIXTURE) => meatGame(cards).judge(s, a as MeatAction);

/** Passes priority until the open window closes (or a trigger must be ordered). */
export function closeWindow(s: MeatState, cards: MeatCards = FIXTURE): MeatState {
  const at = s.window?.at;
  for (let i = 0; i < 50 && s.window && s.window.at === at && s.triggers.length === 0; i++) {
    const before = s.window;
    s = play(s, { type: 'pass', player: s.window.priority }, cards);
    if (s.window === before) break;
  }
  return s;
}

/** Passes every window until `stop` holds, a trigger waits, or no window is open. */
export function passUntil(s: MeatState, stop: (s: MeatState) => boolean, cards: MeatCards = FIXTURE): MeatState {
  for (let i = 0; i < 200 && !stop(s) && s.window && s.triggers.length === 0; i++) s = play(s, { type: 'pass', player: s.window.priority }, cards);
  return s;
}

/** Through Battle: the battlefield as it stands after both strike sub-steps (the post-normal window). */
export const throughBattle = (s: MeatState, cards: MeatCards = FIXTURE) => passUntil(s, (x) => x.window?.at === 'post-normal' || x.phase === 'opening' || x.phase === 'over', cards);

/** The design of an instance. */
export const design = (s: MeatState, iid: string) => s.ident[iid];

/** The creature at a seat's lane, or null. */
export const at = (s: MeatState, seat: SeatId, lane: Lane) => s.players[seat]!.lanes[lane];

export const sideOf = (s: MeatState, seat: SeatId): Side => s.players[seat]!.side;

/** Who holds the floor now. */
export const floorSeat = (s: MeatState) => floorNow(s)?.seat ?? null;

/**
 * A real game between the sensible bots (each reading only its view) until `stop` holds or the
 * game ends; `each` sees every state after every act.
 */
export function playBots(cards: MeatCards, n: number, seed: number, stop: (s: MeatState) => boolean = () => false, each: (s: MeatState, a: MeatAction) => void = () => {}, maxActs = 4000, settings: Partial<MeatSettings> = {}): MeatState {
  const game = meatGame(cards);
  const r = game.start({ seats: SEATS.slice(0, n).map((id) => ({ id, choice: 'any' })), seed, settings: { ...SETTINGS, ...settings } });
  assert.ok(r.ok);
  return botsFrom(cards, r.state, seed, stop, each, maxActs);
}

/** The bots play on from `from` (a scene or a started game), as `playBots` does. */
export function botsFrom(cards: MeatCards, from: MeatState, seed: number, stop: (s: MeatState) => boolean = () => false, each: (s: MeatState, a: MeatAction) => void = () => {}, maxActs = 4000): MeatState {
  const game = meatGame(cards);
  let s = from;
  let rng = seedRng(seed);
  for (let i = 0; i < maxActs && !stop(s); i++) {
    const f = game.floor(s);
    if (f.kind !== 'seat') break;
    const [a, next] = game.bots.sensible!(game.view(s, f.seat), f.seat, rng);
    rng = next;
    assert.ok(a, `${f.seat} has an act`);
    const j = game.judge(s, a);
    assert.ok(j.ok, `seed ${seed}: the bot's act is legal: ${JSON.stringify(a)} ${JSON.stringify(j.checks.filter((c) => !c.ok))}`);
    s = game.apply(s, a);
    each(s, a);
  }
  return s;
}

/**
 * Activation step 2 with side A first (its vitality lower unless `edit` sets it): the reveal
 * triggers have run and the reveal window has closed, so the first actor holds the floor.
 */
export function actScene(n: number, edit: (d: MeatState) => void, opts: Parameters<typeof scene>[2] = {}): MeatState {
  const s = scene(n, (d) => {
    d.vitality.A = 20;
    edit(d);
    atActivation(d);
  }, opts);
  return closeWindow(s, opts.cards ?? FIXTURE);
}

/** The instance of `designId` a seat holds in hand, laid, or on its lanes. */
export function mine(s: MeatState, seat: SeatId, designId: string): string {
  const p = s.players[seat]!;
  const all = [...p.hand, ...p.laid.map((l) => l.card), ...(['left', 'front', 'right'] as const).flatMap((l) => (p.lanes[l] ? [p.lanes[l]!.card] : []))];
  const iid = all.find((x) => s.ident[x] === designId);
  assert.ok(iid, `${seat} has no ${designId}`);
  return iid;
}
