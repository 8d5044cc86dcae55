/**
 * The shape of a stored or received GameState. Snapshots come back from
 * IndexedDB, files and peers, so `restore` validates before trusting them.
 */
import * as v from 'valibot';
import { hex64 as hex64Of } from '../engine/hex-schemas.js';
import { STATIONS, STEPS, SUITS } from './types.js';

const id = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const nat = v.pipe(v.number(), v.integer(), v.minValue(0));
const hex64 = hex64Of();
const attachment = v.strictObject({ iid: id, src: nat });
const slot = v.strictObject({ base: id, faceUp: v.boolean(), markers: nat, attachments: v.array(attachment) });
const spot = v.picklist(['hub', ...STATIONS]);
const target = v.strictObject({ card: v.optional(id), player: v.optional(id), act: v.optional(nat), suit: v.optional(v.picklist(SUITS)), from: v.optional(spot), to: v.optional(spot) });
const actKind = v.picklist(['sway', 'recruit', 'repel', 'proclaim', 'influence', 'commandment', 'spell', 'ability', 'attack', 'discard', 'weapon']);

const pending: v.GenericSchema = v.variant('kind', [
  v.strictObject({ kind: v.literal('placeMarker'), player: id, cross: id, options: v.array(v.picklist(STATIONS)), count: nat, rule: v.string() }),
  v.strictObject({ kind: v.literal('recommit'), player: id, count: nat, owed: nat, rule: v.string() }),
  v.strictObject({ kind: v.literal('cut'), player: id, owner: id, owed: nat, rule: v.string() }),
  v.strictObject({ kind: v.literal('random'), player: id, links: v.array(hex64), discardFrom: id, then: v.nullable(v.lazy(() => pending)), rule: v.string() }),
]);

export const stateSchema = v.strictObject({
  v: v.literal(1),
  options: v.strictObject({
    profile: v.picklist(['FAQ', 'BASE_V1', 'IT']),
    faqSuggestedLists: v.boolean(),
    minDeckSize: nat,
    kingpinDrawTarget: v.boolean(),
    reshuffle: v.picklist(['seeded', 'cut']),
    wager: v.optional(v.boolean()),
    turnCap: nat,
  }),
  struggle: v.picklist(['continent', 'world']),
  players: v.pipe(v.array(v.strictObject({
    id,
    major: id,
    cross: v.strictObject({
      hubCard: v.nullable(id),
      hubMarkers: nat,
      majorAttachments: v.array(attachment),
      stations: v.record(v.picklist(STATIONS), slot),
    }),
    hand: v.array(id),
    drawPile: v.array(id),
    discardPile: v.array(id),
    removed: v.array(id),
    inEffect: v.optional(v.array(id), []),
  })), v.minLength(2), v.maxLength(6)),
  cards: v.record(id, v.strictObject({ owner: id, card: v.nullable(id), commit: v.optional(hex64) })),
  pool: nat,
  totalMarkers: nat,
  eliminated: nat,
  turn: nat,
  active: id,
  step: v.picklist(STEPS),
  attackUsed: v.boolean(),
  stepDone: v.boolean(),
  window: v.nullable(v.strictObject({
    kind: v.picklist(['react', 'preDraw', 'postDraw', 'combat']),
    chain: v.array(v.strictObject({ id: nat, player: id, kind: actKind, card: v.optional(id), iid: v.optional(id), cancels: v.optional(nat), target: v.optional(target) })),
    cycle: v.array(id),
    order: v.array(id),
    passed: v.array(id),
    answering: v.optional(nat),
    outer: v.optional(v.array(v.strictObject({ act: nat, order: v.array(id), passed: v.array(id) }))),
  })),
  combat: v.nullable(v.strictObject({ attacker: id, target: id, weapons: v.record(id, id) })),
  pending: v.nullable(pending),
  lasting: v.array(v.variant('kind', [
    v.strictObject({ src: nat, kind: v.literal('suit'), player: id, suit: v.picklist(SUITS), why: v.string() }),
    v.strictObject({ src: nat, kind: v.literal('suitLoss'), player: id, suit: v.picklist(SUITS), why: v.string() }),
    v.strictObject({ src: nat, kind: v.literal('combatCv'), target: id, amount: v.pipe(v.number(), v.integer()), why: v.string() }),
  ])),
  nextAct: nat,
  nextInstance: nat,
  winner: v.nullable(id),
  ended: v.nullable(v.strictObject({ rule: v.string(), says: v.string() })),
  rng: v.array(v.pipe(v.number(), v.integer())),
  chains: v.optional(v.strictObject({ tips: v.record(id, hex64), used: v.record(id, nat), draws: nat })),
});
