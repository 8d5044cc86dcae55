/**
 * A saved M.E.A.T. state's shape, checked before a restore reads it: saves come from storage and
 * replays, which are as untrusted as a peer. Every list and number is bounded.
 */
import * as v from 'valibot';
import { KEYWORDS } from './cards/types.js';
import { LANES, WINDOWS } from './state.js';
import { settingsSchema } from './setup.js';
import { CHAIN_LENGTH } from '../engine/random-chain.js';

const seat = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const hex64 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));
const int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
const iid = v.pipe(v.string(), v.regex(/^[CD]\d{3,4}$/));
const iids = (max: number) => v.pipe(v.array(iid), v.maxLength(max));
const side = v.picklist(['A', 'B']);
const design = v.pipe(v.string(), v.maxLength(32));
const ref = v.strictObject({ seat, lane: v.picklist(LANES) });
const rollPurpose = v.picklist(['leader', 'draft', 'first', 'triggers', 'damage', 'pool']);
const triggers = v.pipe(v.array(v.strictObject({ seat, card: iid, kind: v.picklist(['reveal', 'death']), lane: v.nullable(v.picklist(LANES)) })), v.maxLength(256));

const unit = v.nullable(v.strictObject({
  card: iid, attack: int(-999, 999), defence: int(-999, 999), granted: v.pipe(v.array(v.picklist(KEYWORDS)), v.maxLength(4)),
  equipment: v.pipe(v.array(v.strictObject({ card: iid, owner: seat })), v.maxLength(64)), specialUsed: v.boolean(),
}));
const player = v.strictObject({
  seat, side, opposite: seat, leader: v.nullable(design), hand: iids(256), telestarion: int(0, 1_000_000),
  lanes: v.strictObject({ left: unit, front: unit, right: unit }), guard: v.picklist(['left', 'right']),
  laid: v.pipe(v.array(v.strictObject({ card: iid, paid: v.boolean(), resolved: v.boolean() })), v.maxLength(256)),
  placed: v.boolean(), committed: v.boolean(), passed: v.boolean(), deferred: v.boolean(), paid: v.boolean(),
  sealed: v.nullable(v.strictObject({
    place: v.nullable(v.strictObject({ hash: hex64, filled: v.tuple([v.boolean(), v.boolean(), v.boolean()]) })),
    commit: v.nullable(v.strictObject({ hash: hex64, count: int(0, 32) })),
    opened: v.boolean(),
  })),
});

/** A deck generation's setup and history: restore rebuilds it by judging every event again (net/rebuild.ts). */
const savedDeck = v.looseObject({
  setup: v.strictObject({ deckId: v.pipe(v.string(), v.maxLength(128)), cards: v.pipe(v.array(v.pipe(v.string(), v.maxLength(32))), v.maxLength(512)), seats: v.pipe(v.array(seat), v.maxLength(6)) }),
  log: v.pipe(v.array(v.unknown()), v.maxLength(20_000)),
});
const gens = v.pipe(v.array(v.strictObject({ base: int(1, 9999), deck: savedDeck })), v.maxLength(200));

export const stateSchema = v.strictObject({
  seats: v.pipe(v.array(seat), v.minLength(2), v.maxLength(6)),
  settings: settingsSchema,
  players: v.pipe(v.record(seat, player), v.check((r) => Object.keys(r).length <= 6)),
  ident: v.pipe(v.record(iid, v.nullable(design)), v.check((r) => Object.keys(r).length <= 2048)),
  next: v.strictObject({ C: int(1, 9999), D: int(1, 9999) }),
  revealed: v.boolean(),
  turnQueue: v.pipe(v.array(seat), v.maxLength(6)),
  teamTurns: int(0, 1_000_000),
  vitality: v.strictObject({ A: int(-10_000, 10_000), B: int(-10_000, 10_000) }),
  round: int(1, 1_000_000),
  phase: v.picklist(['start', 'opening', 'tactics', 'activation', 'battle', 'summary', 'over']),
  step: v.picklist(['deal', 'leader-roll', 'leaders', 'income', 'pool', 'draft-roll', 'draft', 'destiny', 'hand-limit', 'place', 'commit', 'reveal', 'pay', 'first', 'act', 'battle-reflex', 'battle-normal', 'summary', 'over']),
  leaders: v.pipe(v.array(design), v.maxLength(64)),
  leaderOrder: v.pipe(v.array(seat), v.maxLength(6)),
  pool: iids(64),
  draftOrder: v.pipe(v.array(seat), v.maxLength(6)),
  draftAt: int(0, 10_000),
  draftSkips: int(0, 6),
  decks: v.strictObject({ creature: iids(1024), destiny: iids(1024) }),
  graves: v.strictObject({ creature: iids(1024), destiny: iids(1024) }),
  turnSide: side,
  firstSide: side,
  window: v.nullable(v.strictObject({ at: v.picklist(WINDOWS), priority: seat, passes: int(0, 6) })),
  stack: v.pipe(v.array(v.strictObject({ card: iid, player: seat, target: v.nullable(ref) })), v.maxLength(256)),
  triggers,
  rolls: v.pipe(v.array(v.strictObject({
    purpose: v.picklist(['leader', 'draft', 'first', 'triggers', 'damage']),
    rolls: v.pipe(v.array(v.strictObject({ who: v.pipe(v.string(), v.maxLength(64)), dice: v.pipe(v.array(int(1, 6)), v.maxLength(64)) })), v.maxLength(6)),
  })), v.maxLength(12)),
  lastRound: v.nullable(v.strictObject({ winner: v.nullable(side), damage: int(0, 10_000), rule: v.pipe(v.string(), v.maxLength(40)) })),
  unordered: triggers,
  owedDraws: v.pipe(v.array(v.strictObject({ seat, n: int(0, 99) })), v.maxLength(64)),
  net: v.nullable(v.strictObject({ gens: v.strictObject({ creature: gens, destiny: gens }), filled: v.strictObject({ creature: int(-1, 199), destiny: int(-1, 199) }) })),
  seed: hex64,
  chains: v.nullable(v.strictObject({
    tips: v.pipe(v.record(seat, hex64), v.check((r) => Object.keys(r).length <= 6)),
    used: v.pipe(v.record(seat, int(0, CHAIN_LENGTH)), v.check((r) => Object.keys(r).length <= 6)),
    pending: v.nullable(v.strictObject({ purpose: rollPurpose, links: v.pipe(v.array(hex64), v.maxLength(6)) })),
  })),
  draws: int(0, 100_000_000),
  ended: v.nullable(v.strictObject({ winners: v.pipe(v.array(seat), v.maxLength(6)), rule: v.pipe(v.string(), v.maxLength(40)), says: v.pipe(v.string(), v.maxLength(200)) })),
});
