/**
 * Who sits where in a friend match, apart from who connects to whom. A roster lists the seats in
 * seating order (the order the floor goes round the table), each with the peer that plays it;
 * every table confirms the same roster by its hash (NET-ROSTER-01) before it commits to anything,
 * so no table can later claim another seating, another seat or another count of players.
 *
 * Two-seat matches keep their seat ids (`host`, `guest`); larger ones number their seats
 * (`p1`…`p6`). Network roles (who opened the room, who joined) play no part in either.
 *
 * @example
 * const roster = rosterOf('kult', ['peer-a', 'peer-b', 'peer-c']);
 * roster.seats.map((s) => s.seat); // ['p1', 'p2', 'p3']
 * cutterOf(roster, 'p3'); // 'p1': the player to the left cuts (K-SETUP-04)
 */
import * as v from 'valibot';
import { hashFields } from '../engine/commitment.js';
import type { SeatId } from '../engine/game.js';

/** The most seats the core seats at one table (KULT's Pool sizes reach six, K-POOL). */
export const MAX_SEATS = 6;

export interface RosterSeat {
  readonly seat: SeatId;
  /** The network peer that plays this seat (a PeerJS id, or a test's name for a memory transport). */
  readonly peer: string;
}

export interface Roster {
  /** The game played (`kult`): a roster for one game is never confirmed for another. */
  readonly game: string;
  /** Seating order: the floor goes round in this order. */
  readonly seats: readonly RosterSeat[];
}

const seatId = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9]{0,15}$/, 'a seat id'));
const peerId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'a peer id'));

/** A roster as a peer sends it: untrusted until this schema accepts it (NET-SHAPE-01). */
export const rosterSchema = v.pipe(
  v.strictObject({
    game: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,31}$/, 'a game id')),
    seats: v.pipe(v.array(v.strictObject({ seat: seatId, peer: peerId })), v.minLength(2), v.maxLength(MAX_SEATS)),
  }),
  v.check((r) => new Set(r.seats.map((s) => s.seat)).size === r.seats.length, 'every seat once'),
  v.check((r) => new Set(r.seats.map((s) => s.peer)).size === r.seats.length, 'every peer at one seat'),
);

/** The seat ids of a table of `count` seats: `host`, `guest` for two (as two-table matches always had), else `p1`…. */
export function seatIds(count: number): SeatId[] {
  if (count === 2) return ['host', 'guest'];
  return Array.from({ length: count }, (_, k) => `p${k + 1}`);
}

/** The roster that seats `peers` in this order. */
export function rosterOf(game: string, peers: readonly string[]): Roster {
  const ids = seatIds(peers.length);
  return { game, seats: peers.map((peer, k) => ({ seat: ids[k]!, peer })) };
}

/** The roster's hash (64 hex digits), which every table confirms before any commitment (NET-ROSTER-01). */
export function rosterHash(r: Roster): string {
  return hashFields('taroticum/roster/1', [r.game, String(r.seats.length), ...r.seats.flatMap((s) => [s.seat, s.peer])]);
}

/** The seat a peer plays, or null when the roster does not seat it. */
export function seatOf(r: Roster, peer: string): SeatId | null {
  return r.seats.find((s) => s.peer === peer)?.seat ?? null;
}

/** The peer that plays a seat, or null. */
export function peerOf(r: Roster, seat: SeatId): string | null {
  return r.seats.find((s) => s.seat === seat)?.peer ?? null;
}

/**
 * The seat that cuts `seat`'s pile (K-SETUP-04): the player to its left, the next in seating
 * order (with two seats, each cuts the other's).
 */
export function cutterOf(r: Roster, seat: SeatId): SeatId {
  const k = r.seats.findIndex((s) => s.seat === seat);
  if (k < 0) throw new RangeError(`cutterOf: no seat ${seat}`);
  return r.seats[(k + 1) % r.seats.length]!.seat;
}

/** The seat whose pile `seat` cuts: the player to its right. */
export function cutsFor(r: Roster, seat: SeatId): SeatId {
  const k = r.seats.findIndex((s) => s.seat === seat);
  if (k < 0) throw new RangeError(`cutsFor: no seat ${seat}`);
  return r.seats[(k - 1 + r.seats.length) % r.seats.length]!.seat;
}
