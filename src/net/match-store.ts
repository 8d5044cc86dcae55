/**
 * Saved friend matches, append-only: in IndexedDB (through `idb`) one record per match for
 * the agreed setup and this player's secrets (store `matches`) and one record per event
 * (store `events`, keyed by match and seq), plus a write-ahead journal in `localStorage` for
 * what must survive a reload before IndexedDB has it.
 *
 * `save(saved)` makes the stored match equal to `saved` and writes only what changed since
 * the previous save: new events, the setup when it changed (a reshuffle's new salts), and
 * the removal of rolled-back events. IndexedDB gets the changes in batches, one transaction
 * at most {@link FLUSH_MS} after the first waiting change. An `urgent` save (an own event,
 * before its envelope is sent) also puts everything not yet in IndexedDB into the journal at
 * once: one `localStorage.setItem`, whose value the browser process holds as soon as it
 * returns, so a reload or a crashed tab keeps it. So does the page hiding (`pagehide`, or
 * `visibilitychange` to hidden): the journal gets what waits. Reading a match merges the
 * two. Without `localStorage` (some sandboxed frames) those moments request an IndexedDB
 * transaction instead.
 *
 * Records are validated on the way back in; a damaged one is reported and left alone rather
 * than half-loaded.
 *
 * A match is kept per seat, under `<match id>@<host|guest>` (its "slot"): both players share
 * the match id, and two tabs of one browser can be the two players (a player trying the game
 * against themselves), whose secrets must not overwrite each other.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { parseSavedSession, type SavedParse, type SavedSession } from './saved-session.js';
import { diff, slotOf, slotOfSaved, UNKNOWN, type Durable, type Seat } from './saved-slot.js';
import { openJournal } from './match-journal.js';

export { slotOf, type Seat } from './saved-slot.js';

interface MatchRow {
  /** The slot: the match id and the seat (see {@link slotOf}). */
  readonly match: string;
  readonly room: string;
  /** The SavedSession without its log (version 1 databases kept the log here too). */
  readonly saved: unknown;
  readonly updated: number;
}

interface EventRow {
  /** The slot. */
  readonly match: string;
  readonly seq: number;
  readonly record: unknown;
}

interface StoreSchema extends DBSchema {
  matches: { key: string; value: MatchRow; indexes: { room: string } };
  events: { key: [string, number]; value: EventRow };
}

export interface SaveOptions {
  /**
   * The save must survive a reload of the page from the moment `save` returns (an own event
   * about to be sent): it is journalled at once instead of only waiting for the next batch.
   */
  readonly urgent?: boolean;
}

export interface MatchStore {
  /**
   * Makes the stored match equal to `saved`, writing only what changed since the last save of
   * that match (by this store). The promise settles when the change is in IndexedDB.
   */
  save(saved: SavedSession, options?: SaveOptions): Promise<void>;
  /**
   * The match saved for a room link, if any: the most recently started one, or with `seat`,
   * that seat's if this browser has one (a tab that knows it hosts the room).
   */
  forRoom(room: string, seat?: Seat): Promise<SavedParse | null>;
  load(match: string, seat: Seat): Promise<SavedParse | null>;
  remove(match: string, seat: Seat): Promise<void>;
  /** Requests the IndexedDB writes still waiting and closes the database. */
  close(): void;
}

/** Changes wait at most this long for their IndexedDB transaction. */
export const FLUSH_MS = 200;

/** One match this store has written or read. */
interface Tracked {
  /** What IndexedDB holds for certain. */
  durable: Durable;
  /** What it will hold once the transactions requested so far complete (the next one writes the rest). */
  requested: Durable;
  /** Bumped when a transaction fails: later ones were written on a wrong assumption. */
  epoch: number;
  /** The latest save. */
  latest: SavedSession;
  /** The journal holds something for this match. */
  journalled: boolean;
  timer: ReturnType<typeof setTimeout> | null;
  /** Settles when the latest save is in IndexedDB. */
  flushed: Promise<void> | null;
  settle: (() => void) | null;
  fail: ((e: unknown) => void) | null;
}

/** Opens (creating or upgrading) the match database. */
export async function openMatchStore(name = 'taroticum'): Promise<MatchStore> {
  // An open tab of an older version holds the database open and never lets the upgrade through:
  // say so instead of waiting for ever (a connection that opens later is closed at once).
  let refused = false;
  let blockedBy: (e: Error) => void = () => {};
  const opening = openDB<StoreSchema>(name, 3, {
    blocked() {
      refused = true;
      blockedBy(new Error('saved matches are held open by another taroticum tab of an older version: close it and reload this page'));
    },
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
      if (oldVersion >= 1 && oldVersion < 3) {
        // Version 2 kept a match under its id alone: move each to its seat's slot.
        const matches = tx.objectStore('matches');
        const events = tx.objectStore('events');
        for (const row of await matches.getAll()) {
          const role = (row.saved as { role?: unknown } | null)?.role;
          // A record without a seat is damaged: it stays where it is, and reads report it.
          if (row.match.includes('@') || (role !== 'host' && role !== 'guest')) continue;
          const slot = slotOf(row.match, role);
          const range = IDBKeyRange.bound([row.match, 0], [row.match, Infinity]);
          for (const e of await events.getAll(range)) await events.put({ ...e, match: slot });
          await events.delete(range);
          await matches.delete(row.match);
          await matches.put({ ...row, match: slot });
        }
      }
    },
    // A newer version of the page wants to upgrade the database: let it, keeping in the
    // journal what waits, and refuse later saves' transactions (their journal still takes them).
    blocking() {
      hiding();
      closed = true;
      db.close();
    },
  });
  const db: IDBPDatabase<StoreSchema> = await new Promise((resolve, reject) => {
    blockedBy = reject;
    opening.then(
      (opened) => {
        if (refused) opened.close();
        else resolve(opened);
      },
      reject,
    );
  });
  const journal = openJournal(name);
  const tracked = new Map<string, Tracked>();
  let closed = false;

  function track(saved: SavedSession): Tracked {
    const slot = slotOfSaved(saved);
    let t = tracked.get(slot);
    if (!t) {
      t = { durable: UNKNOWN, requested: UNKNOWN, epoch: 0, latest: saved, journalled: false, timer: null, flushed: null, settle: null, fail: null };
      tracked.set(slot, t);
    }
    return t;
  }

  /** Puts what IndexedDB lacks into the journal (or empties it); false if the journal cannot take it. */
  function journalNow(t: Tracked): boolean {
    if (!journal) return false;
    try {
      t.journalled = journal.write(t.durable, t.latest);
      return true;
    } catch {
      // Full or refused: the journal keeps its last whole value (see Journal.write), which may
      // hold own events IndexedDB lacks; the transaction that covers them clears it.
      t.journalled = journal.has(slotOfSaved(t.latest));
      return false;
    }
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
    const slot = slotOfSaved(target);
    if (d.header) void tx.objectStore('matches').put({ match: slot, room: target.room, saved: d.header, updated: Date.now() });
    // Rolled-back events, and whatever an earlier page left beyond what this store knows, go first.
    if (d.from < target.log.length || d.truncate) void events.delete(IDBKeyRange.bound([slot, d.from], [slot, Infinity]));
    for (let i = d.from; i < target.log.length; i++) void events.put({ match: slot, seq: i, record: target.log[i] });
    tx.commit();
    const epoch = t.epoch;
    t.requested = written;
    tx.done.then(
      () => {
        // Transactions complete in the order they were requested: an earlier failure bumped the epoch.
        if (epoch === t.epoch) {
          t.durable = written;
          // The journal now only needs what was saved after this transaction began.
          if (t.journalled) journalNow(t);
        }
        settle?.();
      },
      (e: unknown) => {
        // Nothing of it was written, and later transactions assumed it was: the next one
        // rewrites the whole match. What only this page holds goes to the journal meanwhile.
        t.epoch++;
        t.requested = UNKNOWN;
        journalNow(t);
        fail?.(e);
      },
    );
  }

  function schedule(t: Tracked): Promise<void> {
    t.flushed ??= new Promise<void>((resolve, reject) => {
      t.settle = resolve;
      t.fail = reject;
    });
    if (!closed) t.timer ??= setTimeout(() => flush(t), FLUSH_MS);
    return t.flushed;
  }

  /** The page may be going away (reload, navigation, closed or backgrounded tab): keep what waits. */
  const hiding = (): void => {
    for (const t of tracked.values()) {
      // A journal that holds more than the latest save (a rollback since) is rewritten too.
      if (!t.journalled && !diff(t.durable, t.latest)) continue;
      if (!journalNow(t) && t.timer) flush(t);
    }
  };
  const onVisibility = (): void => {
    if (globalThis.document?.visibilityState === 'hidden') hiding();
  };
  globalThis.addEventListener?.('pagehide', hiding);
  globalThis.document?.addEventListener('visibilitychange', onVisibility);

  /** Requests the transactions that saves of these matches still wait for, and waits for them. */
  async function settle(which: (t: Tracked) => boolean): Promise<void> {
    const waits: Promise<void>[] = [];
    for (const t of tracked.values()) {
      if (!which(t) || closed) continue;
      if (t.timer) {
        const done = t.flushed;
        flush(t);
        if (done) waits.push(done.catch(() => undefined));
      }
    }
    await Promise.all(waits);
  }

  /** Reads a match's slot: its IndexedDB records merged with the journal, and remembers what IndexedDB holds. */
  async function read(row: MatchRow | undefined, slot: string): Promise<SavedParse | null> {
    // A version-1 record the upgrade could not split still holds its (damaged) log: report it.
    if (row && typeof row.saved === 'object' && row.saved !== null && 'log' in row.saved) return refuse(parseSavedSession(row.saved), 'its record');
    const fromDb = row ? (await db.getAll('events', IDBKeyRange.bound([slot, 0], [slot, Infinity]))).map((r) => r.record) : [];
    const j = journal?.read(slot) ?? null;
    // Stored data is untrusted: a damaged journal is reported, never dropped or written back.
    if (j && 'error' in j) return { ok: false, error: `saved match is damaged: ${j.error}` };
    if (j && j.base > fromDb.length) return { ok: false, error: `saved match is damaged: its journal starts at event ${j.base}, but only ${fromDb.length} are stored` };
    const headerRaw = j?.header ?? (row?.saved as Record<string, unknown> | undefined);
    if (!headerRaw) return null;
    const parsed = parseSavedSession({ ...headerRaw, log: j ? [...fromDb.slice(0, j.base), ...j.events] : fromDb });
    if (!parsed.ok) return parsed;
    if (slotOfSaved(parsed.saved) !== slot) return { ok: false, error: `saved match is damaged: the record kept as ${slot} is for ${slotOfSaved(parsed.saved)}` };
    const gap = parsed.saved.log.findIndex((r, i) => r.seq !== i);
    if (gap >= 0) return { ok: false, error: `saved match is damaged: event ${gap} is stored as seq ${parsed.saved.log[gap]!.seq}` };
    // Later saves of this match append to what IndexedDB holds (the parsed records, by reference).
    const t = track(parsed.saved);
    t.latest = parsed.saved;
    const { log, ...header } = parsed.saved;
    // Rows beyond the journal's base are stale or superseded: the next transaction replaces them.
    t.durable = t.requested = { header: j?.header ? null : header, log: log.slice(0, j ? Math.min(j.base, fromDb.length) : fromDb.length), known: true };
    t.journalled = j !== null;
    // What only the journal holds goes to IndexedDB now.
    if (j) {
      void schedule(t).catch(() => undefined);
      flush(t);
    }
    return parsed;
  }

  // After everything `blocking()` and `hiding()` use exists: a newer tab may ask for the database meanwhile.
  if (journal) {
    try {
      await journal.moveToSlots({
        slotInDb: async (match) => (await db.getAll('matches')).find((r) => r.match.startsWith(`${match}@`))?.match ?? null,
        storedEvents: (slot) => db.count('events', IDBKeyRange.bound([slot, 0], [slot, Infinity])),
      });
    } catch {
      // A newer tab took the database meanwhile: the old entries wait for the next opening.
    }
  }

  return {
    save(saved, options) {
      const t = track(saved);
      t.latest = saved;
      if (closed) {
        // Another tab took the database over (or close() was called): only the journal is left.
        if (diff(t.durable, saved)) journalNow(t);
        return Promise.reject(new Error('saved matches are closed in this tab (another tab upgraded them): reload to carry on saving'));
      }
      const pending = diff(t.requested, saved) !== null;
      // Urgent: anything IndexedDB does not hold for certain yet goes to the journal now
      // (without a journal, the transaction is requested now instead). Once the journal holds
      // something, every save rewrites it, so it never holds more than the latest save: a
      // rolled-back event must not come back on a reload.
      const journalIt = t.journalled || (options?.urgent === true && diff(t.durable, saved) !== null);
      if (journalIt && !journalNow(t) && (pending || t.journalled)) {
        const done = schedule(t);
        flush(t);
        return done;
      }
      return pending ? schedule(t) : (t.flushed ?? Promise.resolve());
    },
    async forRoom(room, seat) {
      // What this store was given is read back, waiting or not.
      await settle((t) => t.latest.room === room);
      const rows = await db.getAllFromIndex('matches', 'room', room);
      const candidates: Array<{ slot: string; row: MatchRow | undefined; updated: number }> = rows.map((row) => ({ slot: row.match, row, updated: row.updated }));
      for (const j of journal?.headers() ?? []) {
        if (j.room !== room) continue;
        const found = candidates.find((c) => c.slot === j.slot);
        if (found) found.updated = Math.max(found.updated, j.updated);
        else candidates.push({ slot: j.slot, row: undefined, updated: j.updated });
      }
      candidates.sort((x, y) => y.updated - x.updated);
      const best = (seat && candidates.find((c) => c.slot.endsWith(`@${seat}`))) || candidates[0];
      return best ? read(best.row, best.slot) : null;
    },
    async load(match, seat) {
      const slot = slotOf(match, seat);
      await settle((t) => slotOfSaved(t.latest) === slot);
      return read(await db.get('matches', slot), slot);
    },
    async remove(match, seat) {
      const slot = slotOf(match, seat);
      const t = tracked.get(slot);
      if (t?.timer) clearTimeout(t.timer);
      t?.settle?.();
      tracked.delete(slot);
      journal?.clear(slot);
      const tx = db.transaction(['matches', 'events'], 'readwrite');
      void tx.objectStore('matches').delete(slot);
      void tx.objectStore('events').delete(IDBKeyRange.bound([slot, 0], [slot, Infinity]));
      await tx.done;
    },
    close() {
      for (const t of tracked.values()) if (t.timer) flush(t);
      closed = true;
      globalThis.removeEventListener?.('pagehide', hiding);
      globalThis.document?.removeEventListener('visibilitychange', onVisibility);
      // IndexedDB lets the requested transactions finish before the connection closes.
      db.close();
    },
  };
}

function refuse(parsed: SavedParse, what: string): SavedParse {
  return parsed.ok ? { ok: false, error: `saved match is damaged: ${what} is from an older version and could not be read` } : parsed;
}
