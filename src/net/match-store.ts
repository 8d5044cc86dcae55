/**
 * Saved friend matches, append-only: in IndexedDB (through `idb`) one record per match for
 * the agreed setup and this player's secrets (store `matches`) and one record per event
 * (store `events`, keyed by match and seq), with a write-ahead journal in `localStorage` so
 * that saving an event costs microseconds and never waits for a database transaction.
 *
 * `save(saved)` makes the stored match equal to `saved` and writes only what changed since
 * the previous save: new events, the setup when it changed (a reshuffle's new salts), and
 * the removal of rolled-back events. Its synchronous part puts the change in the journal
 * (a few `localStorage.setItem` calls, which the browser process holds as soon as they
 * return: a reload or a crashed tab keeps them); a batched IndexedDB transaction follows
 * shortly after and empties the journal. Reading a match merges the two, so whatever `save`
 * returned from is found again. Without `localStorage` (some sandboxed frames) each save
 * requests its IndexedDB transaction at once instead.
 *
 * Records are validated on the way back in; a damaged one is reported and left alone rather
 * than half-loaded.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { LogRecord } from './lockstep/lockstep.js';
import { parseSavedSession, type SavedHeader, type SavedParse, type SavedSession } from './saved-session.js';

interface MatchRow {
  readonly match: string;
  readonly room: string;
  /** The SavedSession without its log (version 1 databases kept the log here too). */
  readonly saved: unknown;
  readonly updated: number;
}

interface EventRow {
  readonly match: string;
  readonly seq: number;
  readonly record: unknown;
}

interface StoreSchema extends DBSchema {
  matches: { key: string; value: MatchRow; indexes: { room: string } };
  events: { key: [string, number]; value: EventRow };
}

export interface MatchStore {
  /**
   * Makes the stored match equal to `saved`, writing only what changed since the last save of
   * that match (by this store). When it returns, the change survives a reload of the page;
   * the promise settles when it is in IndexedDB.
   */
  save(saved: SavedSession): Promise<void>;
  /** The match saved for a room link, if any (the most recently started one). */
  forRoom(room: string): Promise<SavedParse | null>;
  load(match: string): Promise<SavedParse | null>;
  remove(match: string): Promise<void>;
  /** Writes what is pending and closes the database. */
  close(): void;
}

/** Events are written to IndexedDB in batches, at most this long after the first one is saved. */
const FLUSH_MS = 200;
/** ...or at once when this many wait (the journal stays small). */
const FLUSH_EVENTS = 256;

/** What IndexedDB holds of one match, as last written or read by this store (records by reference). */
interface Durable {
  readonly header: SavedHeader | null;
  readonly log: readonly LogRecord[];
  /** Unknown: this store has not read or written the match; the first write replaces every event. */
  readonly known: boolean;
}

/** One match this store has written or read. */
interface Tracked {
  /** What IndexedDB holds for certain (the journal keeps the rest). */
  durable: Durable;
  /** What it will hold once the transactions requested so far complete (the next one writes the rest). */
  requested: Durable;
  /** Bumped when a transaction fails: later ones were written on a wrong assumption. */
  epoch: number;
  /** The latest save. */
  latest: SavedSession;
  /** What the journal holds: `log[base..]` one key per event, and `header` if not yet durable. */
  journal: { base: number; log: readonly LogRecord[]; header: SavedHeader | null } | null;
  timer: ReturnType<typeof setTimeout> | null;
  /** Settles when the latest save is in IndexedDB. */
  flushed: Promise<void> | null;
  settle: (() => void) | null;
  fail: ((e: unknown) => void) | null;
}

/** Opens (creating or upgrading) the match database. */
export async function openMatchStore(name = 'taroticum'): Promise<MatchStore> {
  const db: IDBPDatabase<StoreSchema> = await openDB<StoreSchema>(name, 2, {
    async upgrade(database, oldVersion, _newVersion, tx) {
      if (oldVersion < 1) database.createObjectStore('matches', { keyPath: 'match' }).createIndex('room', 'room');
      if (oldVersion < 2) {
        database.createObjectStore('events', { keyPath: ['match', 'seq'] });
        // Version 1 kept each match's whole log in its record: split it into one record per event.
        const matches = tx.objectStore('matches');
        const events = tx.objectStore('events');
        for (let cursor = await matches.openCursor(); cursor; cursor = await cursor.continue()) {
          const row = cursor.value;
          const saved = row.saved as { log?: unknown } | null;
          if (!saved || typeof saved !== 'object' || !Array.isArray(saved.log)) continue;
          const { log, ...header } = saved;
          for (const [seq, record] of (log as unknown[]).entries()) await events.put({ match: row.match, seq, record });
          await cursor.update({ ...row, saved: header });
        }
      }
    },
    // A newer version of the page wants to upgrade the database: let it.
    blocking() {
      db.close();
    },
  });
  const journal = openJournal(name);
  const tracked = new Map<string, Tracked>();
  let closed = false;

  function track(saved: SavedSession): Tracked {
    let t = tracked.get(saved.match);
    if (!t) {
      const unknown: Durable = { header: null, log: [], known: false };
      t = { durable: unknown, requested: unknown, epoch: 0, latest: saved, journal: null, timer: null, flushed: null, settle: null, fail: null };
      tracked.set(saved.match, t);
    }
    return t;
  }

  /** Writes the difference between the latest save and IndexedDB in one transaction (requested synchronously). */
  function flush(t: Tracked): void {
    if (t.timer) clearTimeout(t.timer);
    t.timer = null;
    const target = t.latest;
    const d = diff(t.requested, target);
    const settle = t.settle;
    const fail = t.fail;
    t.flushed = t.settle = t.fail = null;
    if (!d || closed) {
      settle?.();
      return;
    }
    const tx = db.transaction(['matches', 'events'], 'readwrite');
    const events = tx.objectStore('events');
    const written: Durable = { header: d.header ?? t.requested.header, log: target.log, known: true };
    if (d.header) void tx.objectStore('matches').put({ match: target.match, room: target.room, saved: d.header, updated: Date.now() });
    // Rolled-back events, and whatever an earlier page left beyond what this store knows, go first.
    if (d.from < target.log.length || d.truncate) void events.delete(IDBKeyRange.bound([target.match, d.from], [target.match, Infinity]));
    for (let i = d.from; i < target.log.length; i++) void events.put({ match: target.match, seq: i, record: target.log[i] });
    tx.commit();
    const epoch = t.epoch;
    t.requested = written;
    tx.done.then(
      () => {
        // Transactions complete in the order they were requested: an earlier failure bumped the epoch.
        if (epoch === t.epoch) {
          t.durable = written;
          // The journal now only needs what was saved after this transaction began.
          if (journal) t.journal = journal.write(t.journal, t.durable, t.latest);
        }
        settle?.();
      },
      (e: unknown) => {
        // Nothing of it was written, and later transactions assumed it was: the next one
        // rewrites the whole match. Meanwhile the journal still holds everything.
        t.epoch++;
        t.requested = { header: null, log: [], known: false };
        fail?.(e);
      },
    );
  }

  function schedule(t: Tracked): Promise<void> {
    t.flushed ??= new Promise<void>((resolve, reject) => {
      t.settle = resolve;
      t.fail = reject;
    });
    const waiting = t.latest.log.length - (t.journal?.base ?? t.latest.log.length);
    if (closed) {
      // After close() only the journal keeps a save (and a reload reads it).
    } else if (!journal || waiting >= FLUSH_EVENTS) flush(t);
    else t.timer ??= setTimeout(() => flush(t), FLUSH_MS);
    return t.flushed;
  }

  /** Reads a match: its IndexedDB records merged with the journal, and remembers what IndexedDB holds. */
  async function read(row: MatchRow | undefined, match: string): Promise<SavedParse | null> {
    const fromDb = row ? (await db.getAll('events', IDBKeyRange.bound([match, 0], [match, Infinity]))).map((r) => r.record) : [];
    const j = journal?.read(match) ?? null;
    const headerRaw = j?.header ?? (row?.saved as Record<string, unknown> | undefined);
    if (!headerRaw) return null;
    const parsed = parseSavedSession({ ...headerRaw, log: j ? [...fromDb.slice(0, j.base), ...j.events] : fromDb });
    if (!parsed.ok) return parsed;
    // Later saves of this match append to what IndexedDB holds (the parsed records, by reference).
    const t = track(parsed.saved);
    t.latest = parsed.saved;
    const { log, ...header } = parsed.saved;
    // Rows beyond the journal's base are stale or superseded: the next transaction replaces them.
    t.durable = t.requested = { header: j?.header ? null : header, log: log.slice(0, j ? Math.min(j.base, fromDb.length) : fromDb.length), known: true };
    t.journal = j ? { base: j.base, log, header: j.header ? header : null } : null;
    // What only the journal holds goes to IndexedDB now.
    if (j) void schedule(t).catch(() => undefined);
    return parsed;
  }

  return {
    save(saved) {
      const t = track(saved);
      t.latest = saved;
      if (journal) {
        try {
          t.journal = journal.write(t.journal, t.durable, saved);
        } catch {
          // Full or refused: an empty journal, and IndexedDB at once instead.
          journal.clear(saved.match);
          t.journal = null;
          if (!diff(t.requested, saved)) return t.flushed ?? Promise.resolve();
          const done = schedule(t);
          flush(t);
          return done;
        }
      }
      if (!diff(t.requested, saved)) return t.flushed ?? Promise.resolve();
      return schedule(t);
    },
    async forRoom(room) {
      const rows = await db.getAllFromIndex('matches', 'room', room);
      const candidates: Array<{ match: string; row: MatchRow | undefined; updated: number }> = rows.map((row) => ({ match: row.match, row, updated: row.updated }));
      for (const j of journal?.headers() ?? []) {
        if (j.room !== room) continue;
        const found = candidates.find((c) => c.match === j.match);
        if (found) found.updated = Math.max(found.updated, j.updated);
        else candidates.push({ match: j.match, row: undefined, updated: j.updated });
      }
      candidates.sort((x, y) => y.updated - x.updated);
      const best = candidates[0];
      return best ? read(best.row, best.match) : null;
    },
    async load(match) {
      return read(await db.get('matches', match), match);
    },
    async remove(match) {
      const t = tracked.get(match);
      if (t?.timer) clearTimeout(t.timer);
      t?.settle?.();
      tracked.delete(match);
      journal?.clear(match);
      const tx = db.transaction(['matches', 'events'], 'readwrite');
      void tx.objectStore('matches').delete(match);
      void tx.objectStore('events').delete(IDBKeyRange.bound([match, 0], [match, Infinity]));
      await tx.done;
    },
    close() {
      for (const t of tracked.values()) if (t.timer) flush(t);
      closed = true;
      // IndexedDB lets the requested transactions finish before the connection closes.
      db.close();
    },
  };
}

/** What differs between IndexedDB and a save: events from `from` on, the header if it changed. */
function diff(durable: Durable, saved: SavedSession): { from: number; truncate: boolean; header: SavedHeader | null } | null {
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

// ---------------------------------------------------------------------------------------------
// The write-ahead journal in localStorage

interface JournalState {
  /** First event not (yet) the same in IndexedDB; keys hold `log[base..]`. */
  readonly base: number;
  readonly log: readonly LogRecord[];
  readonly header: SavedHeader | null;
}

interface Journal {
  /** Updates the journal from `prev` to hold what `saved` has beyond `durable`; returns the new state (null: empty). */
  write(prev: JournalState | null, durable: Durable, saved: SavedSession): JournalState | null;
  read(match: string): { base: number; events: unknown[]; header: Record<string, unknown> | null } | null;
  /** Matches with a journalled header (new, or re-committed since the last transaction). */
  headers(): Array<{ match: string; room: string; updated: number }>;
  clear(match: string): void;
}

/**
 * Keys, per database name and match: `…:head:<match>` = `{ room, base, length }`,
 * `…:event:<match>:<seq>` = one LogRecord, `…:header:<match>` = `{ updated, header }`.
 * Returns null where localStorage cannot be used.
 */
function openJournal(dbName: string): Journal | null {
  let storage: Storage;
  try {
    storage = globalThis.localStorage;
    const probe = `taroticum-journal-probe:${dbName}`;
    storage.setItem(probe, '1');
    storage.removeItem(probe);
  } catch {
    return null;
  }
  const prefix = `taroticum-journal:${dbName}:`;
  const headKey = (match: string): string => `${prefix}head:${match}`;
  const eventKey = (match: string, seq: number): string => `${prefix}event:${match}:${seq}`;
  const headerKey = (match: string): string => `${prefix}header:${match}`;
  const parse = (text: string | null): unknown => {
    if (text === null) return null;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return null;
    }
  };
  const clearFrom = (match: string, from: number, to: number): void => {
    for (let i = from; i < to; i++) storage.removeItem(eventKey(match, i));
  };

  return {
    write(prev, durable, saved) {
      const match = saved.match;
      const d = diff(durable, saved);
      const prevBase = prev?.base ?? 0;
      const prevLog = prev?.log ?? [];
      if (!d) {
        // IndexedDB has it all: empty the journal.
        if (prev) {
          clearFrom(match, prevBase, prevLog.length);
          storage.removeItem(headerKey(match));
          storage.removeItem(headKey(match));
        }
        return null;
      }
      const base = d.from;
      // The setup first (a reshuffle's new salts), so that no journalled event lacks its secrets.
      let header: SavedHeader | null = null;
      if (d.header) {
        header = prev?.header && sameHeader(prev.header, saved) ? prev.header : d.header;
        if (header !== prev?.header) storage.setItem(headerKey(match), JSON.stringify({ updated: Date.now(), header }));
      } else if (prev?.header) storage.removeItem(headerKey(match));
      // Events: write the ones the journal does not hold yet, drop the ones it no longer needs.
      const kept = prev ? sharedPrefix(prevLog, saved.log) : 0;
      for (let i = base; i < saved.log.length; i++) {
        if (i >= prevBase && i < kept) continue;
        storage.setItem(eventKey(match, i), JSON.stringify(saved.log[i]));
      }
      if (prev) {
        clearFrom(match, Math.max(saved.log.length, prevBase), prevLog.length);
        clearFrom(match, prevBase, Math.min(base, prevLog.length));
      }
      // The head last: until it is written, a reader sees the journal as it was.
      if (!prev || prevBase !== base || prevLog.length !== saved.log.length) {
        storage.setItem(headKey(match), JSON.stringify({ room: saved.room, base, length: saved.log.length }));
      }
      return { base, log: saved.log, header };
    },
    read(match) {
      const head = parse(storage.getItem(headKey(match))) as { base?: unknown; length?: unknown } | null;
      if (!head || typeof head.base !== 'number' || typeof head.length !== 'number') return null;
      const events: unknown[] = [];
      for (let i = head.base; i < head.length; i++) {
        const e = parse(storage.getItem(eventKey(match, i)));
        // A missing event: the journal is cut short there (the saved session's parse says so if it matters).
        if (e === null) break;
        events.push(e);
      }
      const h = parse(storage.getItem(headerKey(match))) as { header?: unknown } | null;
      const header = h && typeof h.header === 'object' && h.header !== null ? (h.header as Record<string, unknown>) : null;
      return { base: head.base, events, header };
    },
    headers() {
      const out: Array<{ match: string; room: string; updated: number }> = [];
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (!key?.startsWith(`${prefix}header:`)) continue;
        const match = key.slice(`${prefix}header:`.length);
        const h = parse(storage.getItem(key)) as { updated?: unknown; header?: { room?: unknown } } | null;
        if (h && typeof h.updated === 'number' && typeof h.header?.room === 'string') out.push({ match, room: h.header.room, updated: h.updated });
      }
      return out;
    },
    clear(match) {
      const head = parse(storage.getItem(headKey(match))) as { base?: unknown; length?: unknown } | null;
      if (head && typeof head.base === 'number' && typeof head.length === 'number') clearFrom(match, head.base, head.length);
      storage.removeItem(headKey(match));
      storage.removeItem(headerKey(match));
    },
  };
}
