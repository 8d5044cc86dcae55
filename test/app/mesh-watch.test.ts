// Spectators of a table of three or more (NET-SPECTATE-01…03): the room's first seat admits them
// (src/app/mesh-match.ts with src/app/spectators.ts), feeds each what is public as the match goes
// on, and tells every other seat how many watch; the spectator judges every act again and, after
// every seat's audit, knows every card.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { floorSeat, type AnyGame, type GameAction } from '../../src/engine/game.js';
import { seedRng, type RngState } from '../../src/engine/rng.js';
import { coreCards, kultGame, STARTER_DECKS, type GameState } from '../../src/kult/index.js';
import { MeshMatch } from '../../src/app/mesh-match.js';
import type { WatcherChannel } from '../../src/app/spectators.js';
import { watchHello } from '../../src/net/spectate/watch-wire.js';
import { startWatching, watchReceive, type Watching } from '../../src/net/spectate/watching.js';
import { nextAct, tokens } from '../conformance/tables.js';
import { MemoryHub } from '../support/memory-mesh.js';

const game: AnyGame = kultGame(coreCards());
const SETTINGS = { game: { ruleset: 'FAQ', struggle: 'continent' }, clockSeconds: 0 };

function spectator(): { view: () => Watching; closed: () => boolean; channel: WatcherChannel; sent: string[] } {
  let view = startWatching(game);
  let closed = false;
  const sent: string[] = [];
  return {
    view: () => view,
    closed: () => closed,
    sent,
    channel: {
      send: (m) => {
        const text = JSON.stringify(m);
        sent.push(text);
        view = watchReceive(view, JSON.parse(text));
      },
      close: () => void (closed = true),
    },
  };
}

test('NET-SPECTATE-01…03 the first seat of a table of three admits spectators: each follows every act judged again, every seat sees the count, and after every audit every card is known', async () => {
  const hub = new MemoryHub(3);
  const tables = [1, undefined, undefined].map((slot, k) => {
    const t = new MeshMatch({ game, room: 'kult-watchtable', seats: 3, name: `p${k + 1}`, settings: SETTINGS, channels: hub.join(slot), storage: null, token: tokens(`mesh-watch:${k}`) });
    t.configure({ hold: true });
    return t;
  });
  await new Promise((r) => setTimeout(r, 0));
  tables.forEach((t, k) => {
    const deck = k % 2 === 0 ? STARTER_DECKS.archon : STARTER_DECKS.angel;
    t.choose(deck.majors[0]!, deck.cards);
  });
  hub.flush();
  const s = spectator();
  tables[0]!.watcher('w1', s.channel).receive(JSON.parse(JSON.stringify(watchHello(game))));
  hub.flush();
  assert.deepEqual(tables.map((t) => t.snapshot.watchers), [{ count: 1, open: true }, { count: 1, open: true }, { count: 1, open: true }], 'every seat sees one watching');
  const refused = spectator();
  tables[1]!.watcher('w2', refused.channel).receive(watchHello(game));
  assert.equal(refused.view().refused, 'off', 'another seat admits nobody: the first seat is the table spectators watch');
  assert.equal(refused.closed(), true);

  tables[0]!.start();
  hub.flush();
  let rng: RngState = seedRng(3);
  const token = tokens('mesh-watch-play');
  let live = 0;
  for (let i = 0; i < 20_000 && !tables.every((t) => t.phase === 'audited'); i++) {
    hub.flush();
    const t = tables.find((x) => x.context?.lockstep && floorSeat(game, x.context.lockstep.game) === x.context.input.me && x.legalActions().length > 0);
    if (!t) break;
    const c = t.context!;
    const next = nextAct(game, c.lockstep!.game, c.input.me, c.lockstep!.mine, c.chain, rng, token);
    rng = next.rng;
    t.attempt(next.act as GameAction);
    hub.flush();
    if (tables[0]!.phase === 'playing') {
      assert.equal(s.view().log.length, tables[0]!.context!.lockstep!.log.length, 'the spectator holds every act the first seat logged');
      live++;
    }
  }
  hub.flush();
  assert.ok(live > 10);
  assert.ok(tables.every((t) => t.phase === 'audited'), tables.map((t) => t.phase).join());
  const v = s.view();
  assert.equal(v.stop, null);
  assert.equal(v.phase, 'audited');
  assert.deepEqual(game.hidden(v.state as GameState), [], 'every card known after every seat\'s audit');
  tables[0]!.setSpectating(false);
  hub.flush();
  assert.equal(s.closed(), true);
  assert.deepEqual(tables[2]!.snapshot.watchers, { count: 0, open: false }, 'every seat heard spectating is off');
  for (const t of tables) t.dispose();
});
