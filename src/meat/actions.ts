/**
 * M.E.A.T.'s acts and their shape as a schema: acts arrive from peers, saves and replays, so the
 * judge validates the shape before reading a field. Every list and string is bounded.
 */
import * as v from 'valibot';
import type { SeatId } from '../engine/game.js';
import { DeckEventSchema } from '../engine/hidden/schema.js';
import type { DeckEvent } from '../engine/hidden/index.js';
import { LANES } from './state.js';

const id = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
/** A card instance: `C001`… or `D001`… */
const card = v.pipe(v.string(), v.regex(/^[CD]\d{3,4}$/));
const maybeCard = v.nullable(card);
const cards = (max: number) => v.pipe(v.array(card), v.maxLength(max));
const target = v.optional(v.nullable(v.strictObject({ seat: id, lane: v.picklist(LANES) })));
/** A step of a shared hidden deck (between friends only), named with its deck and generation. */
const deckStep = v.strictObject({ deck: v.picklist(['creature', 'destiny']), gen: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999)), event: DeckEventSchema });
/** Between friends, the deck steps only the acting table can make, sealed to its act: a card of its hand shown, and its share. */
const steps = v.optional(v.pipe(v.array(deckStep), v.maxLength(64)));
const p = { player: id, steps };
const hex64 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));
const salt = v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/));

export const actionSchema = v.variant('type', [
  // M-SETUP-02/04: a Leader from those still face up.
  v.strictObject({ type: v.literal('leader'), ...p, leader: v.pipe(v.string(), v.maxLength(32)) }),
  // M-OPEN-DRAFT-02: one creature of the pool.
  v.strictObject({ type: v.literal('draft'), ...p, card }),
  // M-HAND-01: the excess over 8, chosen by the player (M-AMB-26).
  v.strictObject({ type: v.literal('discard'), ...p, cards: cards(32) }),
  // M-TACTIC-01..03: creatures face down by position, and which flank guards the Front (M-AMB-17);
  // between friends only its commitment and the filled positions (M-TACTIC-05), opened later.
  v.strictObject({ type: v.literal('place'), ...p, left: v.optional(maybeCard), front: v.optional(maybeCard), right: v.optional(maybeCard), guard: v.optional(v.picklist(['left', 'right'])), sealed: v.optional(v.strictObject({ hash: hex64, filled: v.tuple([v.boolean(), v.boolean(), v.boolean()]) })) }),
  // M-TACTIC-04: any Destiny cards face down; between friends only their commitment and count.
  v.strictObject({ type: v.literal('commit'), ...p, cards: cards(32), sealed: v.optional(v.strictObject({ hash: hex64, count: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(32)) })) }),
  // M-ACTIVATE-01 between friends: a table opens its two commitments (its table sends it by itself).
  v.strictObject({ type: v.literal('open'), ...p, left: maybeCard, front: maybeCard, right: maybeCard, guard: v.picklist(['left', 'right']), cards: cards(32), salts: v.tuple([salt, salt]) }),
  // M-ACTIVATE-02..04: the revealed Destiny cards kept and paid for.
  v.strictObject({ type: v.literal('pay'), ...p, cards: cards(32) }),
  // M-ACTIVATE-08: a paid Destiny card or a creature's ♦, aimed where its text needs it.
  v.strictObject({ type: v.literal('resolve'), ...p, card, target }),
  // M-ACTIVATE-10 (and a window's pass, M-INSTANT-07).
  v.strictObject({ type: v.literal('pass'), ...p }),
  // M-ACTIVATE-09: a teammate acts first this team turn.
  v.strictObject({ type: v.literal('defer'), ...p }),
  // M-INSTANT-01/02: an Instant from hand, paid at once.
  v.strictObject({ type: v.literal('instant'), ...p, card, target }),
  // NET-DECK-01/02/05: a table's own steps of the shared decks: its keys, its shuffles, the shares it owes.
  v.strictObject({ type: v.literal('deck'), ...p, events: v.pipe(v.array(deckStep), v.minLength(1), v.maxLength(256)) }),
  // NET-RANDOM-01: the seat's next hash-chain link, for the roll the flow waits on (its table sends it by itself).
  v.strictObject({ type: v.literal('link'), ...p, link: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)) }),
  // M-AMB-22: which of the player's own waiting triggers resolves next.
  v.strictObject({ type: v.literal('trigger'), ...p, card }),
]);

type Raw = v.InferOutput<typeof actionSchema>;

export interface DeckStepOf {
  readonly deck: 'creature' | 'destiny';
  readonly gen: number;
  readonly event: DeckEvent;
}
export type MeatAction = Raw & { readonly player: SeatId };
export type ActOf<T extends MeatAction['type']> = Extract<MeatAction, { type: T }>;
