/// <reference types="mocha" />
// A whole four-seat KULT match over the real mesh (issue 15): four MeshMatch tables in one page,
// each on its own PeerJS mesh link (src/net/mesh/mesh-link.ts) through the run's PeerServer and
// real WebRTC, each seat played by the game's sensible bot from its own table's view and legal
// actions. The game runs to its end, every table audits every other seat, and all four agree.
// (test/e2e/four-players.mjs plays the same by the real UI, with a reload and a drop, for a while.)
import { expect } from '@esm-bundle/chai';
import type { AnyGame, GameAction } from '../../../src/engine/game.js';
import type { RngState } from '../../../src/engine/rng.js';
import { seedRng } from '../../../src/engine/rng.js';
import { coreCards, kultGame, STARTER_DECKS } from '../../../src/kult/index.js';
import { MeshMatch } from '../../../src/app/mesh-match.js';
import { newRoomId, type SignallingConfig } from '../../../src/net/index.js';
import { openMesh } from '../../../src/net/mesh/mesh-link.js';
import { serverInfo } from './room-kit.js';

const game: AnyGame = kultGame(coreCards());
const SETTINGS = { game: { ruleset: 'FAQ', struggle: 'continent' }, clockSeconds: 0 };
let config: SignallingConfig;
const tables: MeshMatch[] = [];

before(async () => {
  ({ config } = await serverInfo());
});

afterEach(() => {
  for (const t of tables.splice(0)) t.dispose();
});

async function until(what: () => string, ok: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out: ${what()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('four tables over the real mesh', function () {
  this.timeout(240_000);

  it('play a whole KULT match: every act settled on every table, the same end on all four, and every audit of every other seat fair (NET-AUDIT-01)', async () => {
    const room = newRoomId();
    for (let k = 0; k < 4; k++) {
      const t = new MeshMatch({ game, room, seats: 4, name: `p${k + 1}`, settings: SETTINGS, channels: openMesh({ config, room, seats: 4, ...(k === 0 ? { slot: 1 } : {}) }), storage: null });
      t.configure({ hold: true });
      const deck = k % 2 === 0 ? STARTER_DECKS.archon : STARTER_DECKS.angel;
      t.choose(deck.majors[Math.floor(k / 2)]!, deck.cards);
      tables.push(t);
    }
    const phases = () => tables.map((t) => t.phase).join();
    await until(() => `every seat here: ${tables.map((t) => t.lines.filter((l) => l.connected).length).join()}`, () => tables[0]!.canStart, 60_000);
    tables[0]!.start();
    await until(() => `every table at play: ${phases()}`, () => tables.every((t) => t.phase === 'playing'), 60_000);

    // Each seat's player: whenever its table lets it act, the sensible bot picks from the table's own view.
    // (Each acts as soon as its table changes: a task of its own, as a player's click would be.)
    const rngs: RngState[] = tables.map((_, k) => seedRng(500 + k));
    const offs = tables.map((t, k) => {
      let queued = false;
      const play = (): void => {
        queued = false;
        if (t.legalActions().length === 0) return;
        const s = t.snapshot;
        const [act, next] = game.bots.sensible!(s.view, s.me, rngs[k]!);
        rngs[k] = next;
        t.attempt(act as GameAction);
      };
      play();
      return t.subscribe(() => {
        if (queued) return;
        queued = true;
        setTimeout(play, 0);
      });
    });
    try {
      await until(() => `every table audited: ${phases()} at ${tables.map((t) => t.snapshot.log.length).join()}`, () => tables.every((t) => t.phase === 'audited'), 200_000);
    } finally {
      for (const off of offs) off();
    }
    const first = tables[0]!.snapshot;
    expect(first.status).to.equal('ended');
    console.log(`MESH whole_game_4p acts=${first.log.length}`);
    for (const t of tables) {
      const s = t.snapshot;
      expect(s.log.map((e) => e.seq)).to.deep.equal(first.log.map((e) => e.seq));
      expect(t.context!.lockstep!.log.at(-1)!.hash).to.equal(tables[0]!.context!.lockstep!.log.at(-1)!.hash);
      expect(s.fairPlay.kind).to.equal('audited');
      expect(s.fairPlay.kind === 'audited' && s.fairPlay.audit.fair).to.equal(true);
      expect(Object.keys(t.context!.results)).to.have.length(3);
    }
  });
});
