/**
 * The match store's write-ahead journal in localStorage: what must survive a reload before
 * IndexedDB has it (an own event before its envelope is sent, what waits when the page hides).
 */
import type { LogRecord } from './lockstep/lockstep.js';
import type { SavedSession } from './saved-session.js';
import { diff, slotOf, slotOfSaved, type Durable } from './saved-slot.js';

export interface Journal {
  /** Makes the journal hold what `saved` has beyond `durable` (true), or empties it (false). */
  write(durable: Durable, saved: SavedSession): boolean;
  /** What the journal holds for a slot: null if nothing, `{ error }` if its text is damaged. */
  read(slot: string): JournalEntry | { readonly error: string } | null;
  /** The journal holds a value for the slot. */
  has(slot: string): boolean;
  /** Slots whose setup is journalled (new, or re-committed since the last transaction). */
  headers(): Array<{ slot: string; room: string; updated: number }>;
  clear(slot: string): void;
  /**
   * Moves entries an earlier version kept under the match id alone to their slot: the seat
   * is in the entry's setup, or else in IndexedDB's record (`slotInDb`). A tab of the earlier
   * version may have kept saving after a newer one moved its entries: the moved entry wins
   * only if it is later than the slot's own entry, or, with none, if it reaches at least as
   * far as the events IndexedDB holds (`storedEvents`). One whose seat cannot be found stays,
   * unread, rather than be guessed.
   */
  moveToSlots(db: { slotInDb(match: string): Promise<string | null>; storedEvents(slot: string): Promise<number> }): Promise<void>;
}

export interface JournalEntry {
  readonly base: number;
  readonly events: unknown[];
  readonly header: Record<string, unknown> | null;
}

/** Each record's JSON text, made once. */
const recordJson = new WeakMap<LogRecord, string>();

/**
 * One key per database and slot, `taroticum-journal:<database>:<match>@<seat>`, whose value is
 * `{ room, updated, base, header, events }`: the match is IndexedDB's events cut at `base`,
 * then `events`; `header` (or null: IndexedDB's) is the setup. One `setItem` per write.
 * Returns null where localStorage cannot be used.
 */
export function openJournal(dbName: string): Journal | null {
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
  const parse = (text: string | null): Record<string, unknown> | null => {
    if (text === null) return null;
    try {
      const v = JSON.parse(text) as unknown;
      return typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  };

  return {
    write(durable, saved) {
      const key = prefix + slotOfSaved(saved);
      const d = diff(durable, saved);
      if (!d) {
        storage.removeItem(key);
        return false;
      }
      const events: string[] = [];
      for (let i = d.from; i < saved.log.length; i++) {
        const r = saved.log[i]!;
        let text = recordJson.get(r);
        if (text === undefined) recordJson.set(r, (text = JSON.stringify(r)));
        events.push(text);
      }
      const header = d.header ? JSON.stringify(d.header) : 'null';
      const value = `{"room":${JSON.stringify(saved.room)},"updated":${Date.now()},"base":${d.from},"header":${header},"events":[${events.join(',')}]}`;
      // A failed setItem (quota) throws and leaves the previous value whole: the caller keeps it,
      // since it may hold own events IndexedDB lacks, and requests the transaction at once.
      storage.setItem(key, value);
      return true;
    },
    read(slot) {
      const text = storage.getItem(prefix + slot);
      if (text === null) return null;
      const j = parse(text);
      if (!j) return { error: 'its journal is not JSON' };
      const base = j['base'];
      if (typeof base !== 'number' || !Number.isInteger(base) || base < 0) return { error: 'its journal has no valid base' };
      if (!Array.isArray(j['events'])) return { error: 'its journal has no event list' };
      if (j['header'] !== null && (typeof j['header'] !== 'object' || Array.isArray(j['header']))) return { error: 'its journal has a damaged header' };
      return { base, events: j['events'] as unknown[], header: j['header'] as Record<string, unknown> | null };
    },
    has(slot) {
      return storage.getItem(prefix + slot) !== null;
    },
    headers() {
      const out: Array<{ slot: string; room: string; updated: number }> = [];
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (!key?.startsWith(prefix) || !key.includes('@', prefix.length)) continue;
        const j = parse(storage.getItem(key));
        if (j && j['header'] && typeof j['room'] === 'string' && typeof j['updated'] === 'number') out.push({ slot: key.slice(prefix.length), room: j['room'], updated: j['updated'] });
      }
      return out;
    },
    clear(slot) {
      storage.removeItem(prefix + slot);
    },
    async moveToSlots({ slotInDb, storedEvents }) {
      const legacy: string[] = [];
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (key?.startsWith(prefix) && !key.includes('@', prefix.length)) legacy.push(key);
      }
      for (const key of legacy) {
        const match = key.slice(prefix.length);
        const text = storage.getItem(key)!;
        const role = (parse(text)?.['header'] as { role?: unknown } | null | undefined)?.role;
        const slot = role === 'host' || role === 'guest' ? slotOf(match, role) : await slotInDb(match);
        if (!slot) continue;
        const j = parse(text);
        const current = storage.getItem(prefix + slot);
        const updated = (v: Record<string, unknown> | null): number => (typeof v?.['updated'] === 'number' ? v['updated'] : -Infinity);
        const reaches = typeof j?.['base'] === 'number' && Array.isArray(j['events']) ? j['base'] + j['events'].length : -1;
        const later = current !== null ? updated(j) > updated(parse(current)) : reaches >= (await storedEvents(slot));
        if (later) storage.setItem(prefix + slot, text);
        storage.removeItem(key);
      }
    },
  };
}
