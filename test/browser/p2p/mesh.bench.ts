/// <reference types="mocha" />
// The six-seat friend match over the real mesh, run by `npm run bench` (scripts/bench-browser.mjs)
// inside the private network namespace; not part of `npm test`. Six MeshMatch tables in one page,
// each on its own PeerJS mesh link (fifteen data channels over the veth pair, the run's real
// PeerServer). Prints `BENCH <name> <value> <unit>`; nothing here asserts a timing.
//
//   setup_6p_net_ms       from the sixth player's link being opened (five tables already seated and
//                         connected to one another) to every table playing: the claim, its five
//                         channels, the first seat's start, and the N-way setup rounds (median)
//   lockstep_rtt_6p_net_ms  an act (MeshMatch.attempt on the floor holder's table) until every other
//                         seat has acknowledged it on that table (median over the acts of the run)
// bench-browser.mjs divides the second by this run's two-seat `lockstep_rtt_ms`.
import { expect } from '@esm-bundle/chai';
import type { AnyGame, GameAction } from '../../../src/engine/game.js';
import { seedRng, type RngState } from '../../../src/engine/rng.js';
import { coreCards, kultGame, STARTER_DECKS } from '../../../src/kult/index.js';
import { MeshMatch } from '../../../src/app/mesh-match.js';
import { newRoomId, type SignallingConfig } from '../../../src/net/index.js';
import { openMesh } from '../../../src/net/mesh/mesh-link.js';
import { serverInfo } from './room-kit.js';

const game: AnyGame = kultGame(coreCards());
const SETTINGS = { game: { ruleset: 'FAQ', struggle: 'continent' }, clockSeconds: 0 };
const SETUPS = 3;
const ACTS = 150;
let config: SignallingConfig;

before(async () => {
  ({ config } = await serverInfo());
});

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function until(ok: () => boolean, what: () => string, ms = 60_000): Promise<void> {
  const end = performance.now() + ms;
  while (!ok()) {
    if (performance.now() > end) throw new Error(`timed out: ${what()}`);
    await new Promise((r) => setTimeout(r, 1));
  }
}

function table(room: string, k: number): MeshMatch {
  const t = new MeshMatch({ game, room, seats: 6, name: `p${k + 1}`, settings: SETTINGS, channels: openMesh({ config, room, seats: 6, ...(k === 0 ? { slot: 1 } : {}) }), storage: null });
  t.configure({ hold: true });
  const deck = k % 2 === 0 ? STARTER_DECKS.archon : STARTER_DECKS.angel;
  t.choose(deck.majors[Math.floor(k / 2) % deck.majors.length]!, deck.cards);
  return t;
}

describe('six seats over the real mesh', function () {
  this.timeout(300_000);

  it('setup_6p_net_ms and lockstep_rtt_6p_net_ms', async () => {
    const setups: number[] = [];
    const rtts: number[] = [];
    for (let run = 0; run < SETUPS; run++) {
      const room = newRoomId();
      const tables = [0, 1, 2, 3, 4].map((k) => table(room, k));
      try {
        const here = (t: MeshMatch) => t.lines.filter((l) => l.connected).length;
        await until(() => tables.every((t) => here(t) === 5), () => tables.map(here).join());
        const opened = performance.now();
        tables.push(table(room, 5));
        // The first player starts as soon as the lobby offers it.
        await until(() => tables[0]!.canStart, () => tables.map(here).join());
        tables[0]!.start();
        await until(() => tables.every((t) => t.phase === 'playing'), () => tables.map((t) => t.phase).join());
        setups.push(performance.now() - opened);
        if (run > 0) continue;
        // Acts one at a time: the floor holder's table acts, and the clock stops when every other seat acknowledged it there.
        const rngs: RngState[] = tables.map((_, k) => seedRng(900 + k));
        for (let n = 0; n < ACTS; n++) {
          const k = tables.findIndex((t) => t.legalActions().length > 0);
          if (k < 0) {
            await new Promise((r) => setTimeout(r, 1));
            continue;
          }
          const t = tables[k]!;
          const s = t.snapshot;
          const [act, next] = game.bots.sensible!(s.view, s.me, rngs[k]!);
          rngs[k] = next;
          // Stopped by the table's session itself (no polling between the acks).
          const settled = new Promise<number>((resolve) => {
            const sub = t.actor!.subscribe((snap) => {
              if (snap.context.lockstep!.unacked.length > 0) return;
              sub.unsubscribe();
              resolve(performance.now());
            });
          });
          const start = performance.now();
          expect(t.attempt(act as GameAction).ok).to.equal(true);
          rtts.push((await settled) - start);
        }
      } finally {
        for (const t of tables) t.dispose();
      }
    }
    console.log(`BENCH setup_6p_net_ms ${median(setups).toFixed(0)} ms`);
    console.log(`BENCH-DETAIL setup_6p_net_ms runs=${setups.map((x) => x.toFixed(0)).join(',')}`);
    console.log(`BENCH lockstep_rtt_6p_net_ms ${median(rtts).toFixed(2)} ms`);
    console.log(`BENCH-DETAIL lockstep_rtt_6p_net_ms n=${rtts.length} p90=${[...rtts].sort((a, b) => a - b)[Math.floor(rtts.length * 0.9)]!.toFixed(2)}`);
  });
});
