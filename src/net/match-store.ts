/**
 * Saved friend matches in IndexedDB (through `idb`), one record per match:
 * the agreed setup, this player's secrets and the event log (SavedSession).
 * Records are validated on the way back in; a damaged one is reported and
 * left alone rather than half-loaded.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { parseSavedSession, type SavedParse, type SavedSession } from './saved-session.js';

interface StoreSchema extends DBSchema {
  matches: {
    key: string;
    value: { readonly match: string; readonly room: string; readonly saved: unknown; readonly updated: number };
    indexes: { room: string };
  };
}

export interface MatchStore {
  save(saved: SavedSession): Promise<void>;
  /** The match saved for a room link, if any. */
  forRoom(room: string): Promise<SavedParse | null>;
  load(match: string): Promise<SavedParse | null>;
  remove(match: string): Promise<void>;
  close(): void;
}

export async function openMatchStore(name = 'taroticum'): Promise<MatchStore> {
  const db: IDBPDatabase<StoreSchema> = await openDB<StoreSchema>(name, 1, {
    upgrade(database) {
      const store = database.createObjectStore('matches', { keyPath: 'match' });
      store.createIndex('room', 'room');
    },
  });
  const parse = (row: StoreSchema['matches']['value'] | undefined): SavedParse | null => (row ? parseSavedSession(row.saved) : null);
  return {
    async save(saved) {
      // The saved session is plain data already; IndexedDB stores its structured clone.
      await db.put('matches', { match: saved.match, room: saved.room, saved, updated: Date.now() });
    },
    async forRoom(room) {
      const rows = await db.getAllFromIndex('matches', 'room', room);
      rows.sort((x, y) => y.updated - x.updated);
      return parse(rows[0]);
    },
    async load(match) {
      return parse(await db.get('matches', match));
    },
    async remove(match) {
      await db.delete('matches', match);
    },
    close() {
      db.close();
    },
  };
}
