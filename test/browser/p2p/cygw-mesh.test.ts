/// <reference types="mocha" />
// A whole four-seat game of Cult: Choose Your God Wisely over the real mesh (issue 17): four
// MeshMatch tables in one page, each on its own PeerJS mesh link through the run's PeerServer and
// real WebRTC. The tables key and shuffle the three shared hidden decks among themselves (no table
// is a dealer), each seat is played by the sensible bot from its own table's view, the game runs to
// its end, and every table's audit proves every other seat's keys and shuffles from its seed.
import { expect } from '@esm-bundle/chai';
import type { AnyGame, GameAction } from '../../../src/engine/game.js';
import type { RngState } from '../../../src/engine/rng.js';
import { seedRng } from '../../../src/engine/rng.js';
import { cygwCards } from '../../../src/cygw/cards/card-set.js';
import { cygwGame } from '../../../src/cygw/game.js';
import { MeshMatch } from '../../../src/app/mesh-match.js';
import { newRoomId, type SignallingConfig } from '../../../src/net/index.js';
import { openMesh } from '../../../src/net/mesh/mesh-link.js';
import { serverInfo } from './room-kit.js';

const game: AnyGame = cygwGame(cygwCards());
const SETTINGS = { game: { sheets: 'chosen', communityDeclineGivesAlms: false }, clockSeconds: 0 };
const CULTS = ['anubis', 'cthulhu', 'janus', 'atheism'];
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

describe('four tables of Cult over the real mesh', function () {
  this.timeout(240_000);

  it('C-FLOW-R01 NET-DECK-04 NET-DECK-12 play a whole game with shared hidden decks: the same end on all four, and every audit of every other seat fair, its decks proven', async () => {
    const room = newRoomId();
    for (let k = 0; k < 4; k++) {
      const t = new MeshMatch({ game, room, seats: 4, name: `p${k + 1}`, settings: SETTINGS, channels: openMesh({ config, room, seats: 4, ...(k === 0 ? { slot: 1 } : {}) }), storage: null });
      t.configure({ hold: true });
      t.choose(CULTS[k]!, []);
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
    console.log(`MESH cygw_whole_game_4p acts=${first.log.length}`);
    for (const t of tables) {
      const s = t.snapshot;
      expect(s.log.map((e) => e.seq)).to.deep.equal(first.log.map((e) => e.seq));
      expect(t.context!.lockstep!.log.at(-1)!.hash).to.equal(tables[0]!.context!.lockstep!.log.at(-1)!.hash);
      expect(s.fairPlay.kind).to.equal('audited');
      expect(s.fairPlay.kind === 'audited' && s.fairPlay.audit.fair).to.equal(true);
      expect(Object.keys(t.context!.results)).to.have.length(3);
      for (const audit of Object.values(t.context!.results)) expect(audit.checks.filter((c) => c.rule === 'NET-DECK-04' && c.ok)).to.have.length(3);
    }
  });
});
