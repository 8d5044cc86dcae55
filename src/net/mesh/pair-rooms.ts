/**
 * The mesh of a friend match of three to six tables, as names: who talks to whom over which
 * PeerJS room. Pure, importable in node; the link that opens the rooms is `mesh-link.ts`.
 *
 * Slots are numbered 1..N. Slot 1 is the peer that opened the link's room. Every pair of slots
 * (i, j), i < j, has a room of its own, `${room}-${i}${j}`, that slot i hosts and slot j joins. A
 * newcomer claims a slot by joining slot 1's rooms in {@link claimOrder}: a room holds one guest,
 * so the first that welcomes it is its slot.
 *
 * @example
 * pairRoom('kult-7hq3x9mzk2ta', 2, 4); // 'kult-7hq3x9mzk2ta-24'
 * slotPeer('kult-7hq3x9mzk2ta', 3);    // 'kult-7hq3x9mzk2ta-3' (the roster's peer for slot 3)
 * claimOrder(4);                       // [2, 3, 4]
 * hostedBy(2, 4);                      // [3, 4]: slot 2 hosts (2,3) and (2,4)
 * joinedBy(3, 4);                      // [1, 2]: slot 3 joins (1,3) and (2,3)
 */
import { isRoomId } from '../rooms.js';
import { MAX_SEATS } from '../roster.js';

/** The fewest seats a mesh seats: two tables use one room without slots. */
export const MIN_MESH_SEATS = 3;
/** The most seats a mesh seats (the roster's limit). */
export const MAX_MESH_SEATS = MAX_SEATS;
/** Longest link room id: its pair rooms add three characters and must stay within a PeerJS id's 64. */
export const MAX_MESH_ROOM_CHARS = 61;

/** True when `seats` is a seat count a mesh can hold (3..6). */
export function isMeshSeats(seats: number): boolean {
  return Number.isInteger(seats) && seats >= MIN_MESH_SEATS && seats <= MAX_MESH_SEATS;
}

/** True when `room` can name a mesh: a room id short enough that every pair room is one too. */
export function isMeshRoom(room: string): boolean {
  return room.length <= MAX_MESH_ROOM_CHARS && isRoomId(room);
}

/** True when `slot` is one of the slots of a table of `seats`. */
export function isSlot(slot: number, seats: number): boolean {
  return Number.isInteger(slot) && slot >= 1 && slot <= seats;
}

function checkSlot(slot: number, what: string): void {
  if (!Number.isInteger(slot) || slot < 1 || slot > MAX_MESH_SEATS) throw new RangeError(`${what}: slot ${slot} is not between 1 and ${MAX_MESH_SEATS}`);
}

/** The room of the pair of slots `a` and `b` (either order): `${room}-${low}${high}`, hosted by the lower slot. */
export function pairRoom(room: string, a: number, b: number): string {
  checkSlot(a, 'pairRoom');
  checkSlot(b, 'pairRoom');
  if (a === b) throw new RangeError(`pairRoom: a slot has no pair with itself (${a})`);
  return `${room}-${Math.min(a, b)}${Math.max(a, b)}`;
}

/** The peer name of slot `k` in rosters (never registered on the signalling server: only pair rooms are). */
export function slotPeer(room: string, k: number): string {
  checkSlot(k, 'slotPeer');
  return `${room}-${k}`;
}

/** Which of the pair `slot` and `other` hosts its room: the lower slot. */
export function pairRole(slot: number, other: number): 'host' | 'guest' {
  return slot < other ? 'host' : 'guest';
}

/** The slots a newcomer tries in turn, joining slot 1's room with each: 2..N. */
export function claimOrder(seats: number): number[] {
  return Array.from({ length: seats - 1 }, (_, k) => k + 2);
}

/** The slots whose pair room `slot` hosts: every higher one. */
export function hostedBy(slot: number, seats: number): number[] {
  return Array.from({ length: Math.max(0, seats - slot) }, (_, k) => slot + 1 + k);
}

/** The slots whose pair room `slot` joins: every lower one (slot 1's is the claim's own room). */
export function joinedBy(slot: number, seats: number): number[] {
  return Array.from({ length: Math.min(slot, seats + 1) - 1 }, (_, k) => k + 1);
}

/** Every other slot of the table, in order: the pairs a seated peer keeps. */
export function otherSlots(slot: number, seats: number): number[] {
  return [...joinedBy(slot, seats), ...hostedBy(slot, seats)];
}
