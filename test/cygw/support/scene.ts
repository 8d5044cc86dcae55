/**
 * Rule scenarios for Cult: a small card set written inline (one of each effect, title and License
 * kind, with the house placeholder numbers), a game started from it, then set to the position a
 * catalog example describes; `play` judges and applies, `refused` asserts the rule a refusal cites.
 */
import assert from 'node:assert/strict';
import type { CygwCards, CultId, CultSheet, IntrigueDef, LicenseDef, MiracleDef } from '../../../src/cygw/cards/types.js';
import { CULT_IDS } from '../../../src/cygw/cards/types.js';
import type { CygwState, Piece } from '../../../src/cygw/state.js';
import { start } from '../../../src/cygw/setup.js';
import { applyAct, deepFreeze, judgeAct } from '../../../src/cygw/rules/judge.js';
import type { CygwAction } from '../../../src/cygw/actions.js';

const sheet = (id: CultId, i: number): CultSheet => ({ id, name: id, light: { dm: 10 + i, abilities: [`${id}-l1`, `${id}-l2`] }, dark: { dm: 20 + i, abilities: [`${id}-d1`, `${id}-d2`] } });

const MIRACLES: MiracleDef[] = [
  { id: 'place', name: 'Place', effect: 'place', dark: false, copies: 1 },
  { id: 'move', name: 'Move', effect: 'move', dark: false, copies: 1 },
  { id: 'boost-2', name: 'Boost 2', effect: 'boost', dark: false, boost: 2, copies: 1 },
  { id: 'boost-7', name: 'Boost 7', effect: 'boost', dark: true, boost: 7, copies: 1 },
  { id: 'remove', name: 'Remove', effect: 'remove', dark: false, copies: 1 },
  { id: 'altar', name: 'Altar', effect: 'altar', dark: false, copies: 1 },
  { id: 'mob', name: 'Mob', effect: 'mob', dark: false, copies: 1 },
  { id: 'gift-1', name: 'Gift', effect: 'gift', dark: false, gift: { followers: 1, coins: 4 }, copies: 1 },
  { id: 'gift-2', name: 'Great Gift', effect: 'gift', dark: true, gift: { followers: 2, coins: 7 }, copies: 1 },
];
const TITLES = ['blackmail', 'exorcism', 'foiled-plot', 'slaughter', 'disperse', 'secret-search', 'threat', 'vandalism', 'ambush', 'raid', 'seize'] as const;
const INTRIGUES: IntrigueDef[] = TITLES.map((title) => ({ id: title, name: title, title, value: 2, dark: false, copies: 1 }));
const LICENSES: LicenseDef[] = [
  { id: 'approval-4', name: 'Approval 4', kind: 'approval', placement: 4, cost: 4, bonus: 1, copies: 1 },
  { id: 'approval-5', name: 'Approval 5', kind: 'approval', placement: 5, cost: 4, bonus: 1, copies: 1 },
  { id: 'community-6', name: 'Community (Trade District)', kind: 'community', locations: [6], cost: 4, bonus: 1, copies: 1 },
  { id: 'community-8', name: 'Community (Academy)', kind: 'community', locations: [8], cost: 4, bonus: 1, copies: 1 },
  { id: 'novitiates', name: 'Novitiates', kind: 'novitiates', cost: 4, bonus: 1, copies: 1 },
  { id: 'oracle', name: 'Oracle', kind: 'title', locations: [13], cost: 4, bonus: 1, copies: 1 },
  { id: 'admiral', name: 'Admiral', kind: 'title', locations: [9], cost: 4, bonus: 1, copies: 1 },
  { id: 'tithe-6', name: 'Tithe (Trade District)', kind: 'tithe', locations: [6], cost: 4, bonus: 1, copies: 1 },
  { id: 'tithe-4', name: 'Tithe (Forum)', kind: 'tithe', locations: [4], cost: 4, bonus: 1, copies: 1 },
  { id: 'exiles', name: 'Exiles', kind: 'exiles', cost: 4, bonus: 1, copies: 1 },
  { id: 'aulic', name: 'Aulic Magus', kind: 'aulic', cost: 4, bonus: 1, copies: 1 },
  { id: 'bonus-3', name: 'Mentor', kind: 'title', locations: [10], cost: 6, bonus: 3, copies: 1 },
];

const expand = <T extends { id: string; copies: number }>(defs: readonly T[]) => defs.flatMap((d) => Array<string>(d.copies).fill(d.id));

/** The inline test set (house placeholders: light DMs 10–17, dark 20–27, C-AMB-03). */
export const TEST_CARDS: CygwCards = {
  cults: new Map(CULT_IDS.map((id, i) => [id, sheet(id, i)])),
  miracles: new Map(MIRACLES.map((m) => [m.id, m])),
  intrigues: new Map(INTRIGUES.map((x) => [x.id, x])),
  licenses: new Map(LICENSES.map((l) => [l.id, l])),
  decks: { miracle: expand(MIRACLES), intrigue: expand(INTRIGUES), license: expand(LICENSES) },
  contentHash: 'test-cards',
};

/** Instance id of the first instance of a definition in a deck (`M03` is boost-2 in TEST_CARDS). */
export function iidOf(deck: 'miracle' | 'intrigue' | 'license', def: string, cards: CygwCards = TEST_CARDS): string {
  const i = cards.decks[deck].indexOf(def);
  assert.ok(i >= 0, `${def} is not in the ${deck} deck`);
  return `${deck === 'miracle' ? 'M' : deck === 'intrigue' ? 'I' : 'L'}${String(i + 1).padStart(2, '0')}`;
}

/** A game of `sheets.length` seats (`a`, `b`, `c`…) with these Cults, then changed by `edit` on a draft. */
export function scene(sheets: readonly CultId[], edit: (d: CygwState) => void = () => {}, cards: CygwCards = TEST_CARDS, seed = 7): CygwState {
  const seats = sheets.map((choice, i) => ({ id: 'abcde'[i]!, choice }));
  const r = start(cards, { seats, seed, settings: { sheets: 'chosen', communityDeclineGivesAlms: false } });
  assert.ok(r.ok, 'the scene starts');
  const d = structuredClone(r.state) as CygwState;
  edit(d);
  return deepFreeze(d);
}

/** Moves a card instance out of whatever deck holds it into a seat's hand (or Licenses). */
export function giveTo(d: CygwState, seat: string, iid: string): void {
  for (const deck of Object.values(d.decks)) {
    const i = deck.indexOf(iid);
    if (i >= 0) deck.splice(i, 1);
  }
  d.market = d.market.map((x) => (x === iid ? null : x));
  if (iid.startsWith('L')) d.cults[seat]!.licenses.push(iid);
  else d.cults[seat]!.hand.push(iid);
}

/** Puts a Priest on the board in a draft (strength 0: the Patriarch); tokens come from the Free ones when there, else from the reserve. */
export function put(d: CygwState, seat: string, strength: number, loc: number): Piece {
  const c = d.cults[seat]!;
  if (strength === 0) c.patriarch = 'board';
  else if (c.free.includes(strength)) c.free.splice(c.free.indexOf(strength), 1);
  else d.reserve[c.colour]![strength - 1]! -= 1;
  const piece: Piece = { id: d.nextPiece++, owner: seat, patriarch: strength === 0, strength, boost: 0, coins: 0 };
  d.board[loc - 1]!.priests.push(piece);
  return piece;
}

/** Sets the draft into a Location's action round, with `turn` to act (everyone else after, from the First Player). */
export function inActionRound(d: CygwState, loc: number, turn: string): void {
  d.phase = 'resolution';
  d.prompts = [];
  d.active = loc;
  d.step = 'actions';
  d.turn = turn;
  d.first = turn;
  d.acted = [];
  d.dealing = false;
  for (const c of Object.values(d.cults)) c.prayed = false;
}

/** Judges and applies; fails the test with the first failing check when the judge refuses. */
export function play(s: CygwState, a: CygwAction, cards: CygwCards = TEST_CARDS): CygwState {
  const j = judgeAct(cards, s, a);
  assert.ok(j.ok, `refused: ${JSON.stringify(j.checks.filter((c) => !c.ok))}`);
  return applyAct(cards, s, a);
}

/** Asserts the judge refuses with `rule` among its failing checks. */
export function refused(s: CygwState, a: unknown, rule: string, cards: CygwCards = TEST_CARDS): void {
  const j = judgeAct(cards, s, a);
  assert.equal(j.ok, false, 'the judge allowed it');
  assert.ok(j.checks.some((c) => !c.ok && c.rule === rule), `refused, but not by ${rule}: ${JSON.stringify(j.checks.filter((c) => !c.ok))}`);
}

/** Every seat passes its action while the action round of the Active Location (or the ones after) is open, up to `untilLoc`'s benefits. */
export function passRound(s: CygwState, cards: CygwCards = TEST_CARDS): CygwState {
  let state = s;
  const loc = state.active;
  for (let i = 0; i < 10 && state.phase === 'resolution' && state.step === 'actions' && state.active === loc && state.prompts.length === 0 && state.turn !== null; i++) {
    state = play(state, { type: 'pass', player: state.turn }, cards);
  }
  return state;
}

/** Altars a seat has on the board. */
export function altarsOf(s: CygwState, seat: string): number {
  return s.board.reduce((n, p) => n + p.altars.filter((a) => a.owner === seat).length, 0);
}
