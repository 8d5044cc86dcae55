/**
 * Turning what the two peers agreed during setup into the shared starting
 * state. Both peers run this on the same agreed data and get the same state
 * (and hash) without either knowing the other's cards.
 */
import { hashFields } from '../../engine/commitment.js';
import { seedFromString, seedRng, shuffled } from '../../engine/rng.js';
import { createMatch, type CardId, type CardSet, type Ctx, type GameState, type MatchConfig, type PlayerId, type Profile, type Struggle } from '../../kult/index.js';
import type { CardSecret } from '../secrets.js';

export interface SeatAgreement {
  readonly id: PlayerId;
  readonly major: CardId;
  /** The owner's per-card commitments, in the order the owner sent them. */
  readonly commitments: readonly string[];
  /** The adversary's cut seed for these commitments (K-SETUP-04). */
  readonly cut: string;
  readonly listCommit: string;
  /** The head of this seat's hash chain, from its hello: in-game random outcomes are drawn from its links (NET-RANDOM-01). */
  readonly chain: string;
}

export interface Agreement {
  /** Seating order: host first. */
  readonly seats: readonly SeatAgreement[];
  readonly seed: number;
  readonly struggle: Struggle;
  readonly ruleset: Profile;
  readonly exchanged: boolean;
}

/** The draw order the cut gives: position k of the pile is commitment `order[k]`. */
export function cutOrder(count: number, cut: string): number[] {
  return shuffled(seedRng(seedFromString(cut)), Array.from({ length: count }, (_, k) => k))[0];
}

/**
 * The setup seed every table derives from every table's revealed seed, in seat order (NET-SEED-01):
 * a hash of them all, so no table's reveal decides it alone and none can be opened two ways.
 */
export function sharedSeed(revealsInSeatOrder: readonly string[]): number {
  return Number.parseInt(hashFields('taroticum/seed/1', revealsInSeatOrder).slice(0, 8), 16) | 0;
}

/**
 * The engine config both peers (and the audit) build from the agreement: decks in cut order,
 * identities hidden, and each seat's hash chain, so that in-game random outcomes are drawn from
 * the tables' links rather than from a generator every table could run ahead (NET-RANDOM-01).
 */
export function configFromAgreement(a: Agreement): MatchConfig {
  return {
    players: a.seats.map((s) => {
      const order = cutOrder(s.commitments.length, s.cut);
      return { id: s.id, major: s.major, deck: order.map(() => null), commitments: order.map((k) => s.commitments[k]!), chain: s.chain };
    }),
    struggle: a.struggle,
    seed: a.seed,
    shuffle: false,
    decksExchanged: a.exchanged,
    options: { profile: a.ruleset, reshuffle: 'cut' },
  };
}

export function matchFromAgreement(cards: CardSet, a: Agreement): { ok: true; ctx: Ctx; state: GameState } | { ok: false; error: string } {
  const r = createMatch(cards, configFromAgreement(a));
  if (!r.ok) return { ok: false, error: r.setup.checks.filter((c) => !c.ok).map((c) => `${c.rule}: ${c.says}`).join('; ') };
  return { ok: true, ctx: r.ctx, state: r.state };
}

/** The identities of my instances after the cut: `<me>#k` is my secret `order[k]`. */
export function myInstances(me: PlayerId, secrets: readonly CardSecret[], cut: string): Record<string, CardSecret> {
  const order = cutOrder(secrets.length, cut);
  const out: Record<string, CardSecret> = {};
  order.forEach((k, pos) => (out[`${me}#${pos}`] = secrets[k]!));
  return out;
}
