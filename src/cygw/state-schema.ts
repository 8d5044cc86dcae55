/**
 * A saved Cult state's shape, checked before a restore reads it: saves come from storage and
 * replays, which are as untrusted as a peer. Every list and number is bounded.
 */
import * as v from 'valibot';
import { CULT_IDS } from './cards/types.js';
import { COLOURS } from './state.js';
import { settingsSchema } from './setup.js';

const seat = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const count = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max));
const iid = v.pipe(v.string(), v.regex(/^[MIL]\d{2}$/));
const iids = (max: number) => v.pipe(v.array(iid), v.maxLength(max));
const strengths = v.pipe(v.array(count(5)), v.maxLength(15));

const cult = v.strictObject({
  seat, colour: v.picklist(COLOURS), sheet: v.picklist(CULT_IDS), side: v.picklist(['light', 'dark']),
  followers: count(9), coins: count(1_000_000), mobs: count(16), free: strengths, onSheet: strengths,
  patriarch: v.picklist(['free', 'sheet', 'board']), hand: iids(99), licenses: iids(33),
  prayed: v.boolean(), placements: count(20), celebrating: v.boolean(), summoned: v.boolean(),
});
const piece = v.strictObject({ id: count(1_000_000_000), owner: seat, patriarch: v.boolean(), strength: count(5), boost: count(100), coins: count(13) });
const prompt = v.variant('kind', [
  v.strictObject({ kind: v.literal('celebrate'), seat }),
  v.strictObject({ kind: v.literal('benefit'), seat, location: count(13), via: v.picklist(['win', 'community', 'mob']) }),
  v.strictObject({ kind: v.literal('return'), seat }),
  v.strictObject({ kind: v.literal('give'), seat, to: seat, rule: v.pipe(v.string(), v.maxLength(40)), handOnly: v.boolean() }),
  v.strictObject({ kind: v.literal('altar-loss'), seat }),
  v.strictObject({ kind: v.literal('iniquity'), seat, cards: iids(3) }),
]);

const savedDeck = v.looseObject({
  setup: v.strictObject({ deckId: v.pipe(v.string(), v.maxLength(128)), cards: v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.maxLength(64)), seats: v.pipe(v.array(seat), v.maxLength(5)) }),
  log: v.pipe(v.array(v.unknown()), v.maxLength(4000)),
});

export const stateSchema = v.strictObject({
  game: v.literal('cygw'),
  settings: settingsSchema,
  seats: v.pipe(v.array(seat), v.minLength(2), v.maxLength(5)),
  cults: v.pipe(v.record(seat, cult), v.check((r) => Object.keys(r).length <= 5)),
  reserve: v.pipe(v.record(v.picklist(COLOURS), v.pipe(v.array(count(3)), v.length(5))), v.check((r) => Object.keys(r).length <= 5)),
  mobs: count(16),
  board: v.pipe(v.array(v.strictObject({ priests: v.pipe(v.array(piece), v.maxLength(80)), altars: v.pipe(v.array(v.strictObject({ owner: seat, token: count(5) })), v.maxLength(5)) })), v.length(13)),
  decks: v.strictObject({ miracle: iids(33), intrigue: iids(33), license: iids(33) }),
  market: v.pipe(v.array(v.nullable(iid)), v.length(3)),
  ident: v.pipe(v.record(iid, v.nullable(v.pipe(v.string(), v.maxLength(64)))), v.check((r) => Object.keys(r).length <= 99)),
  supremacy: v.strictObject({ owner: v.nullable(seat), faceUp: v.boolean(), gainedRound: count(1_000_000) }),
  round: count(1_000_000),
  first: seat,
  phase: v.picklist(['deal', 'supremacy', 'intention', 'resolution', 'over']),
  turn: v.nullable(seat),
  dealing: v.boolean(),
  mobBenefitUsed: v.boolean(),
  active: count(13),
  acted: v.pipe(v.array(seat), v.maxLength(5)),
  seize: v.nullable(seat),
  chalice: v.boolean(),
  raid: v.boolean(),
  winner: v.nullable(seat),
  step: v.picklist(['actions', 'benefits', 'done']),
  communityTaken: v.pipe(v.array(seat), v.maxLength(5)),
  lastWinner: v.nullable(seat),
  prompts: v.pipe(v.array(prompt), v.maxLength(20)),
  nextPiece: count(1_000_000_000),
  ended: v.nullable(v.strictObject({ winners: v.pipe(v.array(seat), v.maxLength(5)), rule: v.pipe(v.string(), v.maxLength(40)), says: v.pipe(v.string(), v.maxLength(200)) })),
  // A shared deck's setup and history: restore rebuilds the deck by judging every event again (src/cygw/net/rebuild.ts).
  net: v.nullable(v.strictObject({ decks: v.strictObject({ miracle: savedDeck, intrigue: savedDeck, license: savedDeck }) })),
});
