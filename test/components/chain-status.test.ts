/**
 * The timing bar's chain marks (src/engine/response-window.ts, the one cancellation fold):
 * K-TIMING-06 Sorry on Fly, Sorry on Sorry, and agreement with the engine's
 * own reading of the chain on real and random chains.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { ChainEntry, GameState } from '../../src/kult/index.js';
import { ineffectiveActs } from '../../src/kult/state/access.js';
import { chainStatus } from '../../src/engine/response-window.js';
import { closeWindow, ok, place, toStep } from '../support/scenario.js';
import { inHand, lastAct, table } from '../support/table-kit.js';

const repel: ChainEntry = { id: 1, player: 'a', kind: 'repel' };
const fly: ChainEntry = { id: 2, player: 'b', kind: 'commandment', card: 'fly-in-the-ointment' };
const sorry: ChainEntry = { id: 3, player: 'a', kind: 'commandment', card: 'sorry', cancels: 2 };
const sorryOnSorry: ChainEntry = { id: 4, player: 'b', kind: 'commandment', card: 'sorry', cancels: 3 };

function effective(chain: readonly ChainEntry[]): Record<number, boolean> {
  return Object.fromEntries([...chainStatus(chain).values()].map((s) => [s.id, s.effective]));
}

describe('chainStatus (display-only K-TIMING-06 marks)', () => {
  it('an empty chain has no marks', () => {
    assert.equal(chainStatus([]).size, 0);
  });

  it('acts nobody cancels are effective', () => {
    assert.deepEqual(effective([repel, fly]), { 1: true, 2: true });
  });

  it('K-TIMING-06: Sorry on Fly in the Ointment: the Fly is cancelled by the Sorry', () => {
    const s = chainStatus([repel, fly, sorry]);
    assert.deepEqual(s.get(2), { id: 2, effective: false, cancelledBy: 3 });
    assert.deepEqual(effective([repel, fly, sorry]), { 1: true, 2: false, 3: true });
  });

  it('K-TIMING-06: Sorry on Sorry: the first Sorry is cancelled and the Fly is effective again', () => {
    const s = chainStatus([repel, fly, sorry, sorryOnSorry]);
    assert.deepEqual(s.get(3), { id: 3, effective: false, cancelledBy: 4 });
    assert.deepEqual(s.get(2), { id: 2, effective: true, cancelledBy: null });
    assert.deepEqual(effective([repel, fly, sorry, sorryOnSorry]), { 1: true, 2: true, 3: false, 4: true });
  });

  it('agrees with the engine on the FAQ Sorry-on-Sorry chain played through the real engine', () => {
    let { ctx, state } = table(
      { major: 'golab', hand: ['incinerator', 'sorry'], rest: ['veteran'] },
      { major: 'malkuth', hand: ['fly-in-the-ointment', 'fly-in-the-ointment', 'sorry'] },
    );
    state = toStep(ctx, place(state, 'a', 'veteran', 'C1').state, 'deeds');
    let s = ok(ctx, state, { type: 'repel', player: 'a', from: 'hub', to: 'C1', suit: 'skull' });
    s = ok(ctx, s, { type: 'commandment', player: 'b', card: inHand(s, 'b', 'fly-in-the-ointment'), target: { player: 'a', suit: 'skull' } });
    const afterFly = s;
    s = ok(ctx, s, { type: 'commandment', player: 'a', card: inHand(s, 'a', 'sorry'), target: { act: lastAct(s) } });
    const afterSorry = s;
    s = ok(ctx, s, { type: 'commandment', player: 'b', card: inHand(s, 'b', 'sorry'), target: { act: lastAct(s) } });
    for (const st of [afterFly, afterSorry, s]) {
      const ours = [...chainStatus(st.window!.chain).values()].filter((x) => !x.effective).map((x) => x.id).sort();
      assert.deepEqual(ours, [...ineffectiveActs(st)].sort());
    }
    assert.deepEqual(effective(s.window!.chain), { 1: true, 2: true, 3: false, 4: true });
    assert.equal(closeWindow(ctx, s).window, null);
  });

  it('agrees with the engine on random chains of cancels', () => {
    const chains = fc.array(fc.option(fc.nat(12), { nil: undefined }), { maxLength: 12 }).map((targets) =>
      targets.map((t, i): ChainEntry => {
        const id = i + 1;
        // A response may only name an earlier act.
        return t !== undefined && i > 0 ? { id, player: 'p', kind: 'commandment', cancels: (t % i) + 1 } : { id, player: 'p', kind: 'repel' };
      }),
    );
    fc.assert(
      fc.property(chains, (chain) => {
        const window = { kind: 'react', chain, cycle: ['p'], order: ['p'], passed: [] } as const;
        const engine = ineffectiveActs({ window } as unknown as GameState);
        const ours = new Set([...chainStatus(chain).values()].filter((x) => !x.effective).map((x) => x.id));
        assert.deepEqual(ours, engine);
        // Every cancelled act names an effective canceller that cancels it.
        for (const st of chainStatus(chain).values()) {
          if (st.effective) continue;
          const by = chain.find((e) => e.id === st.cancelledBy)!;
          assert.equal(by.cancels, st.id);
          assert.equal(chainStatus(chain).get(by.id)!.effective, true);
        }
      }),
    );
  });
});
