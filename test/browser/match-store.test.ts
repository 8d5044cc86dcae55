/// <reference types="mocha" />
// The IndexedDB match store (src/net/match-store.ts) in Chromium: one record per event, the
// write-ahead journal in localStorage (urgent saves, a hiding page), rollbacks, a reshuffle's
// new secrets, a page that dies before the batched transaction, and a version-1 database
// (one record per match).
import { expect } from '@esm-bundle/chai';
import { openMatchStore, type MatchStore } from '../../src/net/match-store.js';
import type { LogRecord } from '../../src/net/lockstep/lockstep.js';
import { SAVED_SESSION_VERSION, type SavedSession } from '../../src/net/saved-session.js';

const hex = (n: number): string => n.toString(16).padStart(64, '0');
/** A state fingerprint (32 hex digits), as the log records them. */
const fp = (n: number): string => n.toString(16).padStart(32, '0');

function record(seq: number, mark = 0): LogRecord {
  return { seq, from: seq % 2 ? 'guest' : 'host', event: { type: 'pass', player: seq % 2 ? 'guest' : 'host' }, reveals: [], hash: fp(seq * 10 + mark) };
}

function session(match: string, log: readonly LogRecord[], instances: SavedSession['instances'] = { 'host#1': { card: 'priest', salt: '11111111111111111111111111111111' } }): SavedSession {
  const seat = (id: string) => ({ id, choice: 'kether', commitments: [hex(1), hex(2)], cut: 'c'.repeat(32), listCommit: hex(3), chain: hex(4) });
  return {
    v: SAVED_SESSION_VERSION,
    match,
    room: 'kult-storeroom01',
    role: 'host',
    name: 'Ann',
    game: 'kult',
    settings: { game: { ruleset: 'FAQ', struggle: 'continent' }, clockSeconds: 0 },
    agreement: { seats: [seat('host'), seat('guest')], seed: 42, settings: { ruleset: 'FAQ', struggle: 'continent' }, exchanged: false },
    mine: { seed: 'a'.repeat(32), seedSalt: 'b'.repeat(32), choice: 'kether', choiceSalt: 'd'.repeat(32), list: ['priest'], listSalt: 'e'.repeat(32), cards: [{ card: 'priest', salt: '11111111111111111111111111111111' }], commitments: [hex(1)], cut: 'f'.repeat(32), chain: hex(5) },
    instances,
    log,
  };
}

/** A database of its own per test, and every journal key it left removed afterwards. */
const opened: Array<{ name: string; stores: MatchStore[] }> = [];
async function fresh(): Promise<{ name: string; open: () => Promise<MatchStore> }> {
  const entry = { name: `taroticum-store-test-${Math.random().toString(36).slice(2)}`, stores: [] as MatchStore[] };
  opened.push(entry);
  return {
    name: entry.name,
    open: async () => {
      const s = await openMatchStore(entry.name);
      entry.stores.push(s);
      return s;
    },
  };
}

function journalKeys(name: string): string[] {
  return Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)!).filter((k) => k.startsWith(`taroticum-journal:${name}:`));
}

async function rows(name: string, store: 'matches' | 'events'): Promise<unknown[]> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const r = indexedDB.open(name);
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
  const all = await new Promise<unknown[]>((resolve, reject) => {
    const r = db.transaction(store).objectStore(store).getAll();
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
  db.close();
  return all;
}

afterEach(async () => {
  for (const { name, stores } of opened.splice(0)) {
    stores.forEach((s) => s.close());
    for (const k of journalKeys(name)) localStorage.removeItem(k);
    await new Promise<void>((resolve) => {
      const r = indexedDB.deleteDatabase(name);
      r.onsuccess = r.onerror = r.onblocked = () => resolve();
    });
  }
});

describe('match store', () => {
  it('saves one record per event and reads the match back after a reload', async () => {
    const db = await fresh();
    const store = await db.open();
    let log: LogRecord[] = [];
    let last: Promise<void> = Promise.resolve();
    for (let i = 0; i < 10; i++) {
      log = [...log, record(i)];
      last = store.save(session('m-1', log));
    }
    await last;
    expect(await rows(db.name, 'events')).to.have.length(10);
    expect(journalKeys(db.name), 'the journal empties once IndexedDB has it all').to.deep.equal([]);
    const header = (await rows(db.name, 'matches'))[0] as { saved: Record<string, unknown> };
    expect(header.saved).to.not.have.property('log');
    store.close();
    const again = await db.open();
    const found = await again.forRoom('kult-storeroom01');
    expect(found?.ok).to.equal(true);
    if (found?.ok) expect(found.saved.log.map((r) => r.hash)).to.deep.equal(log.map((r) => r.hash));
  });

  it('writes only the new events on each save, and a resumed match appends to what was read', async () => {
    const db = await fresh();
    const store = await db.open();
    const log = [record(0), record(1)];
    await store.save(session('m-2', log));
    store.close();
    const again = await db.open();
    const found = await again.load('m-2', 'host');
    if (!found?.ok) throw new Error('not found');
    // The resumed session continues the parsed log (the same record objects).
    const next = [...found.saved.log, record(2)];
    await again.save({ ...found.saved, log: next });
    const events = (await rows(db.name, 'events')) as Array<{ seq: number; record: LogRecord }>;
    expect(events.map((e) => e.seq)).to.deep.equal([0, 1, 2]);
  });

  it('an urgent save survives a page that dies before the batched transaction: the journal holds it', async () => {
    const db = await fresh();
    const store = await db.open();
    await store.save(session('m-3', [record(0)]));
    const log = [record(0), record(1), record(2)];
    // Event 1 came from the friend (saved lazily), event 2 is ours (saved before it is sent)...
    void store.save(session('m-3', log.slice(0, 2)));
    expect(journalKeys(db.name), 'a lazy save waits for the batch').to.deep.equal([]);
    void store.save(session('m-3', log), { urgent: true });
    // ...and the page is gone before IndexedDB heard of either.
    expect(await rows(db.name, 'events'), 'not in IndexedDB yet').to.have.length(1);
    expect(journalKeys(db.name).length).to.be.greaterThan(0);
    // ...and the reloaded page finds them.
    const reloaded = await db.open();
    const found = await reloaded.forRoom('kult-storeroom01');
    expect(found?.ok).to.equal(true);
    if (found?.ok) expect(found.saved.log.map((r) => r.hash)).to.deep.equal(log.map((r) => r.hash));
  });

  it('a page that hides (reload, navigation, closed tab) journals what waits for the batch', async () => {
    const db = await fresh();
    const store = await db.open();
    const log = [record(0), record(1)];
    void store.save(session('m-3b', log));
    expect(journalKeys(db.name)).to.deep.equal([]);
    window.dispatchEvent(new Event('pagehide'));
    expect(journalKeys(db.name)).to.have.length(1);
    const found = await (await db.open()).load('m-3b', 'host');
    expect(found?.ok).to.equal(true);
    if (found?.ok) expect(found.saved.log.map((r) => r.hash)).to.deep.equal(log.map((r) => r.hash));
  });

  it('a brand-new match only in the journal is found by its room', async () => {
    const db = await fresh();
    const store = await db.open();
    void store.save(session('m-4', [record(0)]), { urgent: true });
    expect(await rows(db.name, 'matches')).to.have.length(0);
    const found = await (await db.open()).forRoom('kult-storeroom01');
    expect(found?.ok).to.equal(true);
    if (found?.ok) expect(found.saved.match).to.equal('m-4');
  });

  it('a rolled-back event leaves the store, and a different event can take its seq', async () => {
    const db = await fresh();
    const store = await db.open();
    const base = [record(0), record(1)];
    await store.save(session('m-5', [...base, record(2)]));
    await store.save(session('m-5', base));
    expect(await rows(db.name, 'events')).to.have.length(2);
    const replaced = [...base, record(2, 7)];
    void store.save(session('m-5', replaced), { urgent: true });
    const found = await (await db.open()).load('m-5', 'host');
    if (!found?.ok) throw new Error('not found');
    expect(found.saved.log.map((r) => r.hash)).to.deep.equal(replaced.map((r) => r.hash));
  });

  it('an own event journalled, then rolled back (the friend refused it), does not come back after a reload', async () => {
    const db = await fresh();
    const store = await db.open();
    const base = Array.from({ length: 10 }, (_, i) => record(i));
    await store.save(session('m-5b', base));
    // Own event 10 goes to the journal as its envelope leaves; the friend refuses it; the table rolls back.
    void store.save(session('m-5b', [...base, record(10)]), { urgent: true });
    void store.save(session('m-5b', base));
    // The page is reloaded before any transaction.
    const found = await (await db.open()).load('m-5b', 'host');
    if (!found?.ok) throw new Error('not found');
    expect(found.saved.log.map((r) => r.hash)).to.deep.equal(base.map((r) => r.hash));
  });

  it('a full localStorage keeps the last whole journal (own events IndexedDB lacks) and writes IndexedDB at once', async () => {
    const db = await fresh();
    const store = await db.open();
    const log = Array.from({ length: 12 }, (_, i) => record(i));
    await store.save(session('m-5c', log.slice(0, 10)));
    void store.save(session('m-5c', log.slice(0, 11)), { urgent: true });
    // The page's storage (test/support/page-storage.ts) fails every write, as a full one does.
    const kind = Object.getPrototypeOf(localStorage) as Storage;
    const setItem = kind.setItem;
    kind.setItem = function () {
      throw new DOMException('full', 'QuotaExceededError');
    };
    let done: Promise<void>;
    try {
      done = store.save(session('m-5c', log), { urgent: true });
    } finally {
      kind.setItem = setItem;
    }
    // The journal still holds event 10 (a page that dies before the transaction loses nothing sent)...
    const journal = JSON.parse(localStorage.getItem(`taroticum-journal:${db.name}:m-5c@host`) ?? 'null') as { base: number; events: LogRecord[] } | null;
    expect(journal?.base).to.equal(10);
    expect(journal?.events.map((r) => r.seq)).to.deep.equal([10]);
    // ...and the transaction requested at once holds all twelve.
    await done;
    expect(await rows(db.name, 'events')).to.have.length(12);
  });

  it('a damaged journal is reported as a damaged saved match, never dropped or written back', async () => {
    const db = await fresh();
    const store = await db.open();
    await store.save(session('m-5d', [record(0), record(1)]));
    const key = `taroticum-journal:${db.name}:m-5d@host`;
    for (const [text, says] of [
      ['{"room":"kult-storeroom01","base":1,"head', /not JSON/],
      ['{"room":"kult-storeroom01","updated":1,"base":-3,"header":null,"events":[]}', /no valid base/],
      ['{"room":"kult-storeroom01","updated":1,"base":5,"header":null,"events":[]}', /starts at event 5, but only 2 are stored/],
      [`{"room":"kult-storeroom01","updated":1,"base":1,"header":null,"events":[${JSON.stringify(record(3))}]}`, /event 1 is stored as seq 3/],
    ] as const) {
      localStorage.setItem(key, text);
      const found = await (await db.open()).load('m-5d', 'host');
      expect(found?.ok, text).to.equal(false);
      if (found && !found.ok) expect(found.error).to.match(says);
      expect(await rows(db.name, 'events'), 'IndexedDB is left as it was').to.have.length(2);
    }
    localStorage.removeItem(key);
  });

  it('an older tab holding the database open makes opening fail with a clear reason, not hang', async () => {
    const db = await fresh();
    const old = await new Promise<IDBDatabase>((resolve, reject) => {
      const r = indexedDB.open(db.name, 1);
      r.onupgradeneeded = () => r.result.createObjectStore('matches', { keyPath: 'match' });
      r.onsuccess = () => resolve(r.result); // like the old build: no onversionchange, never closes
      r.onerror = () => reject(r.error);
    });
    try {
      const error = await db.open().then(() => null, (e: unknown) => e as Error);
      expect(error?.message).to.match(/held open by another taroticum tab of an older version: close it and reload/);
    } finally {
      old.close();
    }
  });

  it('a store whose database another tab upgrades journals what waits and refuses later saves with a reason', async () => {
    const db = await fresh();
    const store = await db.open();
    const log = [record(0), record(1), record(2)];
    await store.save(session('m-5e', log.slice(0, 1)));
    void store.save(session('m-5e', log.slice(0, 2)));
    // A newer tab asks for version 4: this store lets it through.
    await new Promise<void>((resolve, reject) => {
      const r = indexedDB.open(db.name, 4);
      r.onsuccess = () => {
        r.result.close();
        resolve();
      };
      r.onerror = () => reject(r.error);
    });
    const journal = JSON.parse(localStorage.getItem(`taroticum-journal:${db.name}:m-5e@host`) ?? 'null') as { events: LogRecord[] } | null;
    expect(journal?.events.map((r) => r.seq), 'the waiting event is in the journal').to.deep.equal([1]);
    const error = await store.save(session('m-5e', log), { urgent: true }).then(() => null, (e: unknown) => e as Error);
    expect(error?.message).to.match(/another tab upgraded them/);
  });

  it("a reshuffle's new secrets are kept with the event that commits to them", async () => {
    const db = await fresh();
    const store = await db.open();
    await store.save(session('m-6', [record(0)]));
    const instances = { 'host#1': { card: 'priest', salt: '11111111111111111111111111111111' }, 'host#2': { card: 'priest', salt: '22222222222222222222222222222222' } };
    void store.save(session('m-6', [record(0), record(1)], instances), { urgent: true });
    const found = await (await db.open()).load('m-6', 'host');
    if (!found?.ok) throw new Error('not found');
    expect(found.saved.instances).to.deep.equal(instances);
    expect(found.saved.log).to.have.length(2);
  });

  it('opens a version-1 database (the whole log in one record per match) and carries on appending', async () => {
    const db = await fresh();
    const old = session('m-7', [record(0), record(1)]);
    await new Promise<void>((resolve, reject) => {
      const r = indexedDB.open(db.name, 1);
      r.onupgradeneeded = () => r.result.createObjectStore('matches', { keyPath: 'match' }).createIndex('room', 'room');
      r.onsuccess = () => {
        const tx = r.result.transaction('matches', 'readwrite');
        tx.objectStore('matches').put({ match: old.match, room: old.room, saved: old, updated: 1 });
        tx.oncomplete = () => {
          r.result.close();
          resolve();
        };
      };
      r.onerror = () => reject(r.error);
    });
    const store = await db.open();
    const found = await store.forRoom(old.room);
    if (!found?.ok) throw new Error(found ? found.error : 'not found');
    expect(found.saved.log.map((r) => r.hash)).to.deep.equal(old.log.map((r) => r.hash));
    await store.save({ ...found.saved, log: [...found.saved.log, record(2)] });
    expect(((await rows(db.name, 'events')) as Array<{ seq: number }>).map((e) => e.seq)).to.deep.equal([0, 1, 2]);
  });

  it('refuses a damaged record, naming the field', async () => {
    const db = await fresh();
    const store = await db.open();
    await store.save(session('m-8', [record(0)]));
    store.close();
    await new Promise<void>((resolve, reject) => {
      const r = indexedDB.open(db.name);
      r.onsuccess = () => {
        const tx = r.result.transaction('events', 'readwrite');
        tx.objectStore('events').put({ match: 'm-8@host', seq: 0, record: { ...record(0), hash: 'nope' } });
        tx.oncomplete = () => {
          r.result.close();
          resolve();
        };
      };
      r.onerror = () => reject(r.error);
    });
    const found = await (await db.open()).load('m-8', 'host');
    expect(found?.ok).to.equal(false);
    if (found && !found.ok) expect(found.error).to.match(/log\.0\.hash/);
  });

  it('keeps the two seats of one match apart: two tabs of one browser can be the two players', async () => {
    const db = await fresh();
    const store = await db.open();
    const host = session('m-10', [record(0), record(1)]);
    const guest: SavedSession = { ...host, role: 'guest', name: 'Bob', instances: { 'guest#1': { card: 'rat', salt: '99999999999999999999999999999999' } } };
    await store.save(host);
    await store.save(guest, { urgent: true });
    const again = await db.open();
    const asHost = await again.forRoom(host.room, 'host');
    const asGuest = await again.forRoom(host.room, 'guest');
    if (!asHost?.ok || !asGuest?.ok) throw new Error('not found');
    expect([asHost.saved.role, asHost.saved.name, Object.keys(asHost.saved.instances)]).to.deep.equal(['host', 'Ann', ['host#1']]);
    expect([asGuest.saved.role, asGuest.saved.name, Object.keys(asGuest.saved.instances)]).to.deep.equal(['guest', 'Bob', ['guest#1']]);
    expect((await again.load('m-10', 'guest'))?.ok).to.equal(true);
    await again.remove('m-10', 'guest');
    expect((await again.load('m-10', 'guest'))).to.equal(null);
    expect((await again.load('m-10', 'host'))?.ok, 'the other seat stays').to.equal(true);
  });

  it('opens a version-2 database (one match per id) and moves each match, and its journal, to its seat', async () => {
    const db = await fresh();
    const old = session('m-11', [record(0), record(1)]);
    const { log, ...header } = old;
    await new Promise<void>((resolve, reject) => {
      const r = indexedDB.open(db.name, 2);
      r.onupgradeneeded = () => {
        r.result.createObjectStore('matches', { keyPath: 'match' }).createIndex('room', 'room');
        r.result.createObjectStore('events', { keyPath: ['match', 'seq'] });
      };
      r.onsuccess = () => {
        const tx = r.result.transaction(['matches', 'events'], 'readwrite');
        tx.objectStore('matches').put({ match: old.match, room: old.room, saved: header, updated: 1 });
        for (const e of log) tx.objectStore('events').put({ match: old.match, seq: e.seq, record: e });
        tx.oncomplete = () => {
          r.result.close();
          resolve();
        };
      };
      r.onerror = () => reject(r.error);
    });
    // What the earlier page journalled and IndexedDB did not get yet: a third event.
    localStorage.setItem(`taroticum-journal:${db.name}:m-11`, JSON.stringify({ room: old.room, updated: 2, base: 2, header: null, events: [record(2)] }));
    const store = await db.open();
    expect(journalKeys(db.name)).to.deep.equal([`taroticum-journal:${db.name}:m-11@host`]);
    const found = await store.forRoom(old.room);
    if (!found?.ok) throw new Error(found ? found.error : 'not found');
    expect(found.saved.log.map((r) => r.seq)).to.deep.equal([0, 1, 2]);
    expect(((await rows(db.name, 'matches')) as Array<{ match: string }>).map((r) => r.match)).to.deep.equal(['m-11@host']);
  });

  it('a journal entry of the earlier version newer than the one in its slot wins the move; an older one is dropped', async () => {
    const db = await fresh();
    const store = await db.open();
    const base = session('m-12', [record(0)]);
    await store.save(base);
    store.close();
    const slotKey = `taroticum-journal:${db.name}:m-12@host`;
    const oldKey = `taroticum-journal:${db.name}:m-12`;
    // A tab of the earlier version kept saving (to its old key) after this version had moved its entries.
    localStorage.setItem(slotKey, JSON.stringify({ room: base.room, updated: 10, base: 1, header: null, events: [record(1)] }));
    localStorage.setItem(oldKey, JSON.stringify({ room: base.room, updated: 20, base: 1, header: null, events: [record(1), record(2)] }));
    const found = await (await db.open()).load('m-12', 'host');
    if (!found?.ok) throw new Error(found ? found.error : 'not found');
    expect(found.saved.log.map((r) => r.seq), 'the later entry').to.deep.equal([0, 1, 2]);
    expect(localStorage.getItem(oldKey)).to.equal(null);
    // And an older one under the old key is simply dropped.
    localStorage.setItem(oldKey, JSON.stringify({ room: base.room, updated: 1, base: 0, header: null, events: [] }));
    const again = await (await db.open()).load('m-12', 'host');
    if (!again?.ok) throw new Error(again ? again.error : 'not found');
    expect(again.saved.log.map((r) => r.seq)).to.deep.equal([0, 1, 2]);
    expect(localStorage.getItem(oldKey)).to.equal(null);
  });

  it('remove() forgets the match, journal included', async () => {
    const db = await fresh();
    const store = await db.open();
    void store.save(session('m-9', [record(0)]), { urgent: true });
    await store.remove('m-9', 'host');
    expect(journalKeys(db.name)).to.deep.equal([]);
    expect(await (await db.open()).forRoom('kult-storeroom01')).to.equal(null);
  });
});
