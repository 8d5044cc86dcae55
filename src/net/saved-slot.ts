/**
 * Where a seat's copy of a saved match is kept (its slot), and what differs between what IndexedDB
 * holds of it and a new save: the match store and its journal write only that.
 */
import type { LogRecord } from './lockstep/lockstep.js';
import type { SavedHeader, SavedSession } from './saved-session.js';

export type Seat = 'host' | 'guest';

/** Where a seat's copy of a match is kept: both players' tables name the match alike. */
export function slotOf(match: string, seat: Seat): string {
  return `${match}@${seat}`;
}

export const slotOfSaved = (saved: { readonly match: string; readonly role: Seat }): string => slotOf(saved.match, saved.role);

/** What IndexedDB holds of one match, as last written or read by this store (records by reference). */
export interface Durable {
  readonly header: SavedHeader | null;
  readonly log: readonly LogRecord[];
  /** Unknown: this store has not read or written the match; the first write replaces every event. */
  readonly known: boolean;
}

export const UNKNOWN: Durable = { header: null, log: [], known: false };

/** What differs between IndexedDB and a save: events from `from` on, the header if it changed. */
export function diff(durable: Durable, saved: SavedSession): { from: number; truncate: boolean; header: SavedHeader | null } | null {
  const header = durable.header && sameHeader(durable.header, saved) ? null : headerOf(saved);
  if (!durable.known) return { from: 0, truncate: true, header };
  const from = sharedPrefix(durable.log, saved.log);
  if (!header && from === durable.log.length && from === saved.log.length) return null;
  return { from, truncate: durable.log.length > from, header };
}

/** How many leading records two logs share (by reference: logs only ever append or drop their tail). */
function sharedPrefix(a: readonly LogRecord[], b: readonly LogRecord[]): number {
  const n = Math.min(a.length, b.length);
  // Usual case: one extends the other.
  if (n === 0 || a[n - 1] === b[n - 1]) return n;
  let i = 0;
  while (i < n && a[i] === b[i]) i++;
  return i;
}

function headerOf(saved: SavedSession): SavedHeader {
  const { log: _log, ...header } = saved;
  return header;
}

/** The parts of a saved session that are not its log are the same (by reference, one level into `mine`). */
function sameHeader(a: SavedHeader, b: SavedHeader): boolean {
  if (a.match !== b.match || a.room !== b.room || a.role !== b.role || a.name !== b.name || a.settings !== b.settings || a.agreement !== b.agreement || a.instances !== b.instances) return false;
  const am = a.mine as Record<string, unknown>;
  const bm = b.mine as Record<string, unknown>;
  for (const k of Object.keys(am)) if (am[k] !== bm[k]) return false;
  return Object.keys(am).length === Object.keys(bm).length;
}
