/**
 * Turning what the tables agreed during setup into the shared starting state. Every table runs
 * this on the same agreed data and gets the same state (and fingerprint) without knowing the
 * others' hidden cards. Game-agnostic: the game builds its state from the agreed seats.
 */
import { hashFields } from '../../engine/commitment.js';
import type { AnyGame, Secret, SeatId, Secrets, StartResult } from '../../engine/game.js';
import { seedFromString, seedRng, shuffled } from '../../engine/rng.js';

export interface SeatAgreement {
  readonly id: SeatId;
  /** The seat's revealed secret choice (KULT: its Major Arcanum). */
  readonly choice: string;
  /** The owner's per-card commitments, in the order the owner sent them. */
  readonly commitments: readonly string[];
  /** The adversary's cut seed for these commitments (K-SETUP-04). */
  readonly cut: string;
  /** The commitment to the list this seat plays (after an exchange, the other seat's). */
  readonly listCommit: string;
  /** The head of the seat's hash chain for in-game random draws (NET-RANDOM-01). */
  readonly chain: string;
}

export interface Agreement {
  /** Seating order: host first. */
  readonly seats: readonly SeatAgreement[];
  readonly seed: number;
  /** The game's settings both tables play by. */
  readonly settings: Readonly<Record<string, unknown>>;
  /** The seats exchanged their lists (K-SETUP-03). */
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

/** The starting state both tables (and the audit) build from the agreement: piles in cut order, identities hidden. */
export function matchFromAgreement(game: AnyGame, a: Agreement): StartResult<unknown> {
  return game.start({
    seats: a.seats.map((s) => ({ id: s.id, choice: s.choice, commitments: cutOrder(s.commitments.length, s.cut).map((k) => s.commitments[k]!), chain: s.chain })),
    seed: a.seed,
    settings: a.settings,
  });
}

/** The identities of my instances after the cut: the instance at pile position `pos` is my secret `order[pos]`. */
export function myInstances(game: AnyGame, me: SeatId, secrets: readonly Secret[], cut: string): Secrets {
  const order = cutOrder(secrets.length, cut);
  const out: Record<string, Secret> = {};
  order.forEach((k, pos) => (out[game.setup.pileInstance(me, pos)] = secrets[k]!));
  return out;
}
