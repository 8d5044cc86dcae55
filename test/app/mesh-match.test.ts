// MeshMatch, the table's port to a friend match of three to six seats (src/app/mesh-match.ts):
// seats taken from the link, the lobby's roster, the first seat's start, a whole four-seat KULT
// match played through attempt() from each table's own legal actions, every audit fair, a table
// paused while a seat is away with words naming it, and a reloaded page resuming from its save.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { floorSeat, type AnyGame, type GameAction } from '../../src/engine/game.js';
import { seedRng, type RngState } from '../../src/engine/rng.js';
import { coreCards, kultGame, STARTER_DECKS } from '../../src/kult/index.js';
import { MeshMatch } from '../../src/app/mesh-match.js';
import { nextAct, tokens } from '../conformance/tables.js';
import { MemoryHub } from '../support/memory-mesh.js';

const game: AnyGame = kultGame(coreCards());
const SETTINGS = { game: { ruleset: 'FAQ', struggle: 'continent' }, clockSeconds: 0 };

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(k: string) { return this.items.get(k) ?? null; }
  setItem(k: string, v: string) { this.items.set(k, v); }
  removeItem(k: string) { this.items.delete(k); }
}

const tick = () => new Promise((r) => setTimeout(r, 0));

function table(hub: MemoryHub, storage: MemoryStorage, slot: number | undefined, seed: string): MeshMatch {
  const m = new MeshMatch({ game, room: 'kult-room', seats: hub.seats, name: 'x', settings: SETTINGS, channels: hub.join(slot), storage: storage as unknown as Storage, token: tokens(seed) });
  // The tables stop at every window: the test plays every pass itself (no auto-pass timers).
  m.configure({ hold: true });
  return m;
}

/** Plays from each table's own state until `until`, delivering between acts. */
function playOn(hub: MemoryHub, tables: MeshMatch[], seed: number, until: () => boolean, maxActs = 6000): number {
  let rng: RngState = seedRng(seed);
  const token = tokens(`mesh-match:${seed}`);
  let acts = 0;
  for (; acts < maxActs && !until(); ) {
    hub.flush();
    const t = tables.find((x) => {
      const ls = x.context?.lockstep;
      return ls && floorSeat(game, ls.game) === x.context!.input.me && x.legalActions().length > 0;
    });
    if (!t) break;
    const c = t.context!;
    const next = nextAct(game, c.lockstep!.game, c.input.me, c.lockstep!.mine, c.chain, rng, token);
    rng = next.rng;
    const j = t.attempt(next.act as GameAction);
    assert.ok(j.ok, `${c.input.me}'s own act: ${JSON.stringify(j.checks.filter((x) => !x.ok))}`);
    acts++;
  }
  hub.flush();
  return acts;
}

async function seated(count: number, storage = new MemoryStorage()): Promise<{ hub: MemoryHub; tables: MeshMatch[]; storage: MemoryStorage }> {
  const hub = new MemoryHub(count);
  const tables = [table(hub, storage, 1, 'seat-1')];
  for (let k = 2; k <= count; k++) tables.push(table(hub, storage, undefined, `seat-${k}`));
  await tick();
  tables.forEach((t, k) => {
    const deck = k % 2 === 0 ? STARTER_DECKS.archon : STARTER_DECKS.angel;
    t.choose(deck.majors[Math.floor(k / 2) % deck.majors.length]!, deck.cards);
  });
  hub.flush();
  return { hub, tables, storage };
}

test('the roster: seats taken in order from the link, who is connected and who has chosen; only the first seat starts, once every seat is here', async () => {
  const hub = new MemoryHub(4);
  const storage = new MemoryStorage();
  const first = table(hub, storage, 1, 'a');
  const second = table(hub, storage, undefined, 'b');
  await tick();
  assert.equal(first.phase, 'waiting-for-friend');
  assert.equal(first.canStart, false, 'two of four seats');
  assert.deepEqual(first.lines.map((l) => [l.seat, l.connected]), [['p1', true], ['p2', true], ['p3', false], ['p4', false]]);
  second.choose(STARTER_DECKS.angel.majors[0]!, STARTER_DECKS.angel.cards);
  const rest = [table(hub, storage, undefined, 'c'), table(hub, storage, undefined, 'd')];
  await tick();
  hub.flush();
  assert.equal(second.canStart, false, 'only the first seat starts');
  assert.equal(first.canStart, true);
  first.start();
  hub.flush();
  assert.deepEqual(first.lines.map((l) => l.chosen), [false, true, false, false], 'p2 has committed its choice');
  const late = table(hub, storage, undefined, 'e');
  await tick();
  assert.equal(late.phase, 'failed', 'a fifth page on a table of four');
  assert.match(late.snapshot.notice ?? '', /full/);
  for (const t of [first, second, ...rest, late]) t.dispose();
});

test('three tables play a whole KULT match through their ports; every table audits every other seat fair, and the logs say the same', async () => {
  const { hub, tables } = await seated(3);
  tables[0]!.start();
  hub.flush();
  assert.ok(tables.every((t) => t.phase === 'playing'), tables.map((t) => t.phase).join());
  playOn(hub, tables, 7, () => tables.every((t) => t.phase === 'audited'));
  for (const t of tables) {
    assert.equal(t.phase, 'audited');
    const fp = t.snapshot.fairPlay;
    assert.equal(fp.kind, 'audited');
    if (fp.kind === 'audited') assert.ok(fp.audit.fair, JSON.stringify(fp.audit.checks.filter((c) => !c.ok)));
    assert.equal(t.snapshot.status, 'ended');
    assert.deepEqual(t.snapshot.log.map((e) => e.seq), tables[0]!.snapshot.log.map((e) => e.seq));
    assert.ok(t.snapshot.log.every((e) => e.judgement.ok), 'every logged act was judged legal on this table');
  }
  for (const t of tables) t.dispose();
});

test('a seat away pauses every table with words naming it; nothing can be played until it is back', async () => {
  const { hub, tables } = await seated(3);
  tables[0]!.start();
  playOn(hub, tables, 9, () => tables[0]!.snapshot.log.length >= 20);
  hub.sever(2, 1);
  hub.sever(2, 3);
  hub.flush();
  for (const t of [tables[0]!, tables[2]!]) {
    assert.equal(t.snapshot.status, 'paused');
    assert.match(t.snapshot.notice ?? '', /waiting for p2/);
    assert.deepEqual(t.legalActions(), []);
  }
  hub.mend(2, 1);
  hub.mend(2, 3);
  hub.flush();
  assert.ok(tables.every((t) => t.snapshot.status === 'playing'));
  playOn(hub, tables, 10, () => tables.every((t) => t.phase === 'audited'));
  assert.ok(tables.every((t) => t.phase === 'audited'));
  for (const t of tables) t.dispose();
});

test('a reloaded page resumes its seat from what it saved, with its log judged again, and the match goes on to the audit', async () => {
  const { hub, tables, storage } = await seated(3);
  tables[0]!.start();
  playOn(hub, tables, 11, () => tables[1]!.snapshot.log.length >= 25);
  const before = tables[1]!.snapshot.log.length;
  tables[1]!.dispose();
  hub.flush();
  const again = table(hub, storage, 2, 'seat-2-reloaded');
  await tick();
  hub.flush();
  assert.ok(again.snapshot.log.length >= before, 'the saved log is back');
  assert.ok(again.snapshot.log.every((e) => e.judgement.ok));
  const all = [tables[0]!, again, tables[2]!];
  playOn(hub, all, 12, () => all.every((t) => t.phase === 'audited'));
  assert.deepEqual(all.map((t) => t.phase), ['audited', 'audited', 'audited']);
  for (const t of all) t.dispose();
});
