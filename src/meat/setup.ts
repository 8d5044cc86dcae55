/**
 * The Start (M-SETUP): teams and seats, the Leader pick order by dice, both decks shuffled and
 * the starting vitality. Teams alternate in seat order (A, B, A, B…) and each seat faces the next
 * one (seats 1–2, 3–4, 5–6 are opposite pairs, M-PLAYERS-03): the lobby's order is the seating.
 */
import * as v from 'valibot';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { Agreed, SeatId, StartResult } from '../engine/game.js';
import { judgement, type Check } from '../engine/judgement.js';
import { say } from './say.js';
import { jointShuffle, LINK_PATTERN } from '../engine/random-chain.js';
import { designOf, type MeatCards } from './cards/types.js';
import type { Chains, MeatSettings, MeatState, PlayerState, Side } from './state.js';
import { newInstances } from './rules/decks.js';
import { settle } from './rules/flow.js';
import { newNet } from './net/decks.js';
import { deepFreeze } from './rules/model.js';

export const settingsSchema = v.strictObject({
  vitality: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(200))), null),
  cleaveIgnoresEmptyCentre: v.optional(v.boolean(), false),
  oneActionPerTeamTurn: v.optional(v.boolean(), false),
  telestarionResetEachRound: v.optional(v.boolean(), false),
});

/** No secret choice at the start: Leaders are chosen in the open, in roll order (M-AMB-04). */
export const choiceSchema = v.picklist(['any']);

/** M-TEAM-02: 25 each in 1 v 1, 40 for a team of two, 50 for a team of three. */
export const startingVitality = (players: number): number => (players === 2 ? 25 : players === 4 ? 40 : 50);

/** The one-page seed as a 64-hex link: every roll and reshuffle is a joint draw from it (rules/dice.ts). */
export const seedLink = (seed: number): string => bytesToHex(sha256(utf8ToBytes(`taroticum/meat/seed/${seed >>> 0}`)));

export function start(cards: MeatCards, agreed: Agreed<MeatSettings>): StartResult<MeatState> {
  const fail = (c: Check): StartResult<MeatState> => ({ ok: false, judgement: judgement(agreed, [c]) });
  const parsed = v.safeParse(settingsSchema, agreed?.settings ?? {});
  if (!parsed.success) return fail(say('NET-SETTINGS-01', false, null, 'meat.says.setup.settings'));
  const settings = parsed.output;
  const seats = Array.isArray(agreed?.seats) ? agreed.seats : [];
  const ids = seats.map((s) => s?.id);
  if (![2, 4, 6].includes(seats.length) || new Set(ids).size !== ids.length || ids.some((x) => typeof x !== 'string')) {
    return fail(say('M-PLAYERS-01', false, null, 'meat.says.setup.players', { count: seats.length }));
  }
  if (seats.some((s) => (s.cards?.length ?? 0) > 0 || (s.commitments?.length ?? 0) > 0)) return fail(say('M-COMP-01', false, null, 'meat.says.setup.noCardsRefused'));
  if (cards.leaders.length < seats.length) return fail(say('M-AMB-04', false, null, 'meat.says.setup.leaders'));
  const players: Record<SeatId, PlayerState> = {};
  ids.forEach((seat, i) => {
    const side: Side = i % 2 === 0 ? 'A' : 'B';
    players[seat as SeatId] = {
      seat: seat as SeatId, side, opposite: ids[i % 2 === 0 ? i + 1 : i - 1] as SeatId, leader: null, hand: [], telestarion: 0,
      lanes: { left: null, front: null, right: null }, guard: 'left', laid: [], placed: false, committed: false, passed: false, deferred: false, paid: false, sealed: null,
    };
  });
  const vitality = settings.vitality ?? startingVitality(seats.length);
  // Between friends every seat brings the head of its hash chain: every roll then waits for their links (NET-RANDOM-01).
  const heads = seats.map((s) => s.chain);
  if (heads.some((h) => h !== undefined) && !heads.every((h) => typeof h === 'string' && LINK_PATTERN.test(h))) return fail(say('NET-RANDOM-01', false, null, 'meat.says.setup.chainHead'));
  const chains: Chains | null = heads.every((h) => h !== undefined) ? { tips: Object.fromEntries(ids.map((id, i) => [id, heads[i]!])), used: Object.fromEntries(ids.map((id) => [id, 0])), pending: null } : null;
  const d: MeatState = {
    seats: ids as SeatId[], settings, players, ident: {}, next: { C: 1, D: 1 }, revealed: false, turnQueue: [], teamTurns: 0,
    vitality: { A: vitality, B: vitality }, round: 1, phase: 'start', step: chains ? 'deal' : 'leader-roll', unordered: [], owedDraws: [], chains, net: null,
    leaders: cards.leaders.map((l) => l.id), leaderOrder: [], pool: [], draftOrder: [], draftAt: 0, draftSkips: 0,
    decks: { creature: [], destiny: [] }, graves: { creature: [], destiny: [] },
    turnSide: 'A', firstSide: 'A', window: null, stack: [], triggers: [], rolls: [], lastRound: null,
    seed: seedLink(agreed.seed), draws: 0, ended: null,
  };
  if (chains) {
    // M-SETUP-07, M-FLOW-R02 between friends: the Destiny deck is a shared hidden deck every table
    // keys and shuffles; the Creature deck's cards are all public (each is turned face up into the
    // pool), and each pool is drawn from it at its reveal by every table's links (house detail).
    d.decks.creature = newInstances(d, 'creature', cards.creatureDeck.map(designOf));
    d.net = newNet(cards, d);
    settle(cards, d);
    return { ok: true, state: deepFreeze(d) };
  }
  // M-SETUP-07, M-FLOW-R02: both decks shuffled; instances numbered in deck order, so an id says nothing of its card.
  d.decks.creature = newInstances(d, 'creature', jointShuffle('meat/shuffle-creature', d.draws++, [d.seed], cards.creatureDeck.map(designOf)));
  d.decks.destiny = newInstances(d, 'destiny', jointShuffle('meat/shuffle-destiny', d.draws++, [d.seed], cards.destinyDeck.map(designOf)));
  settle(cards, d);
  return { ok: true, state: deepFreeze(d) };
}
