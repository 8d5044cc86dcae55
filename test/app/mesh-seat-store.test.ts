// A table of three or more keeps its seat in chunks (src/app/mesh-seat-store.ts): an act rewrites
// only the log's last chunk, the save reads back whole, and a damaged or missing chunk is refused
// with words instead of resuming half a log.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CHUNK, loadSavedMesh, SeatStore } from '../../src/app/mesh-seat-store.js';
import { toSavedMesh } from '../../machines/session/mesh-context.js';
import type { SavedMesh } from '../../src/net/mesh/saved-mesh.js';
import { deliverAll, meshTables, openAll, play } from '../support/mesh-actors.js';

class CountingStorage {
  readonly items = new Map<string, string>();
  readonly writes: string[] = [];
  getItem(k: string) { return this.items.get(k) ?? null; }
  setItem(k: string, v: string) { this.writes.push(k); this.items.set(k, v); }
  removeItem(k: string) { this.items.delete(k); }
}

/** A real seat's save at a few moments of a three-seat game. */
function saves(): SavedMesh[] {
  const t = meshTables(3, 17);
  openAll(t);
  t.actors.get('p1')!.send({ type: 'START' });
  deliverAll(t);
  const out: SavedMesh[] = [];
  for (const acts of [150, 151, 260]) {
    play(t, 17 + acts, (x) => x.actors.get('p2')!.getSnapshot().context.lockstep!.log.length >= acts);
    out.push(toSavedMesh(t.actors.get('p2')!.getSnapshot().context, { room: 'kult-store', slot: 2, token: 'token' })!);
  }
  return out;
}

test('the seat is saved in chunks: one more act rewrites only the last chunk, and the save reads back whole', () => {
  const [a, b, c] = saves();
  const storage = new CountingStorage();
  const store = new SeatStore(storage as unknown as Storage, 'kult-store', 2);
  assert.ok(store.save(a!));
  assert.deepEqual(loadSavedMesh(storage as unknown as Storage, 'kult-store', 2).saved, JSON.parse(JSON.stringify(a)));
  storage.writes.length = 0;
  store.save(b!);
  const lastChunk = `taroticum.mesh:kult-store:2:log:${Math.floor((b!.log.length - 1) / CHUNK)}`;
  assert.deepEqual(storage.writes.filter((k) => k.includes(':log:')), [lastChunk], 'only the chunk holding the new act');
  store.save(c!);
  assert.deepEqual(loadSavedMesh(storage as unknown as Storage, 'kult-store', 2).saved?.log, JSON.parse(JSON.stringify(c!.log)));
});

test('a save with a chunk of its log missing or damaged is refused with words, never half resumed', () => {
  const [a] = saves();
  const storage = new CountingStorage();
  new SeatStore(storage as unknown as Storage, 'kult-store', 2).save(a!);
  storage.removeItem('taroticum.mesh:kult-store:2:log:0');
  assert.match(loadSavedMesh(storage as unknown as Storage, 'kult-store', 2).error ?? '', /part 0 of its log is missing/);
  storage.setItem('taroticum.mesh:kult-store:2:log:0', JSON.stringify([{ seq: 0, from: 'p1', event: { type: 'pass', player: 'p1' }, reveals: [], hash: 'nothex' }]));
  assert.match(loadSavedMesh(storage as unknown as Storage, 'kult-store', 2).error ?? '', /damaged/);
});
