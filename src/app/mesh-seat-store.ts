/**
 * Where a table of three or more keeps its seat in this browser (localStorage), so that a reload
 * resumes it: the seat without its log under one key, and the log in chunks of
 * {@link CHUNK} records under keys of their own. After an act only the last chunk is written
 * again (and the head when what it holds changed), so saving a long game costs each act a
 * bounded write, not the whole log. Written synchronously: an own act is saved before the next
 * task, as a reload must never lose it. Read back, it is untrusted like any stored data
 * (`parseSavedMesh`), and every act is judged again when the match is rebuilt.
 */
import { parseSavedMesh, type SavedMesh } from '../net/mesh/saved-mesh.js';
import type { LogRecord } from '../net/lockstep/lockstep.js';

/** Records per stored chunk of the log. */
export const CHUNK = 100;
/** The most chunks a seat's log is read from (a log longer than any game: 200,000 acts). */
const MAX_CHUNKS = 2_000;

const headKey = (room: string, slot: number): string => `taroticum.mesh:${room}:${slot}`;
const chunkKey = (room: string, slot: number, k: number): string => `taroticum.mesh:${room}:${slot}:log:${k}`;

/** The slots of this room whose seat this browser saved (a page reopened in a new tab finds its seat by it). */
export function savedSlots(storage: Storage | null, room: string): number[] {
  const out: number[] = [];
  try {
    for (let slot = 1; slot <= 6; slot++) if (storage?.getItem(headKey(room, slot))) out.push(slot);
  } catch {
    // Storage off: nothing saved.
  }
  return out;
}

/** A seat saved in `storage` for this room and slot, or null (none, or damaged: then said). */
export function loadSavedMesh(storage: Storage | null, room: string, slot: number): { readonly saved: SavedMesh | null; readonly error?: string } {
  try {
    const text = storage?.getItem(headKey(room, slot));
    if (!text) return { saved: null };
    const head = JSON.parse(text) as { logChunks?: unknown };
    const chunks = head.logChunks;
    if (typeof chunks !== 'number' || !Number.isInteger(chunks) || chunks < 0 || chunks > MAX_CHUNKS) return { saved: null, error: 'saved match is damaged at logChunks' };
    const log: unknown[] = [];
    for (let k = 0; k < chunks; k++) {
      const part = JSON.parse(storage!.getItem(chunkKey(room, slot, k)) ?? 'null') as unknown;
      if (!Array.isArray(part)) return { saved: null, error: `saved match is damaged: part ${k} of its log is missing` };
      log.push(...(part as unknown[]));
    }
    const { logChunks: _, ...rest } = head;
    const r = parseSavedMesh({ ...rest, log });
    return r.ok ? { saved: r.saved } : { saved: null, error: r.error };
  } catch (e) {
    return { saved: null, error: e instanceof Error ? e.message : String(e) };
  }
}

/**
 * Keeps one seat's save up to date, writing what changed since the last call: the chunks from the
 * first record that differs, and the head when anything but the log changed.
 */
export class SeatStore {
  private log: readonly LogRecord[] = [];
  private head = '';

  constructor(private readonly storage: Storage, private readonly room: string, private readonly slot: number) {}

  /** Writes `saved`; false when storage refused (full, or off): the game goes on unsaved. */
  save(saved: SavedMesh): boolean {
    try {
      const { log, ...rest } = saved;
      // Logs only grow, or lose their tail: the first record not shared says where to write from.
      let same = 0;
      while (same < Math.min(log.length, this.log.length) && log[same] === this.log[same]) same++;
      const chunks = Math.ceil(log.length / CHUNK);
      for (let k = Math.floor(same / CHUNK); k < chunks; k++) this.storage.setItem(chunkKey(this.room, this.slot, k), JSON.stringify(log.slice(k * CHUNK, (k + 1) * CHUNK)));
      for (let k = chunks; k < Math.ceil(this.log.length / CHUNK); k++) this.storage.removeItem(chunkKey(this.room, this.slot, k));
      const head = JSON.stringify({ ...rest, logChunks: chunks });
      if (head !== this.head) this.storage.setItem(headKey(this.room, this.slot), head);
      this.log = log;
      this.head = head;
      return true;
    } catch {
      return false;
    }
  }
}
