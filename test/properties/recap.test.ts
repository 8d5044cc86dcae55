/**
 * The recap of random legal play (src/kult/recap.ts) agrees with what the rules did: a combat
 * reported won discards its loser and keeps its winner, a tie leaves both; markers reported moved
 * add up to the change on the table; and a seat's recap names no card its own views hid.
 * RECAP_SEED=<seed> replays the first property's runs from the seed a failure printed.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import {
  act, actRecap, coreCards, createMatch, floorHolder, legalActions, privateView, STARTER_DECKS,
  type Ctx, type GameState, type InstanceId, type Outcome,
} from '../../src/kult/index.js';

const cards = coreCards();

function start(seed: number): { ctx: Ctx; state: GameState } {
  const r = createMatch(cards, {
    players: [
      { id: 'a', major: 'kether', deck: STARTER_DECKS.archon.cards },
      { id: 'b', major: 'golab', deck: STARTER_DECKS.angel.cards },
    ],
    struggle: 'continent',
    seed,
  });
  assert.ok(r.ok);
  return { ctx: r.ctx, state: r.state };
}

function standsOnItsStation(state: GameState, iid: InstanceId): boolean {
  return state.players.some((p) => Object.values(p.cross.stations).some((slot) => slot?.base === iid));
}

/** Every identity `state` shows, on the table or on the chain. */
function shown(state: GameState): Set<string> {
  const out = new Set<string>();
  for (const [iid, c] of Object.entries(state.cards)) if (c.card) out.add(`${iid}=${c.card}`);
  for (const e of state.window?.chain ?? []) if (e.iid && e.card) out.add(`${e.iid}=${e.card}`);
  return out;
}

const game = fc.record({ seed: fc.integer(), choices: fc.array(fc.nat(), { minLength: 100, maxLength: 500 }) });

describe('recap over random legal play (fast-check)', () => {
  test('K-ATTACK-11/14 a combat reported won took its loser off the table; K-POOL-04 reported marker changes add up', () => {
    let combats = 0;
    let ties = 0;
    fc.assert(fc.property(game, ({ seed, choices }) => {
      const { ctx, state: s0 } = start(seed);
      let s = s0;
      for (const c of choices) {
        if (s.ended) break;
        const moves = legalActions(ctx, s, floorHolder(s));
        const action = moves[c % moves.length]!;
        const next = act(ctx, s, action).state;
        const r = actRecap(ctx, s, action, next);
        for (const o of r.outcomes) {
          if (o.kind !== 'combat') continue;
          combats++;
          // What the table settles right after (an Unholy Hunger with no marker, K-TIMING-07) may take
          // either combatant too; what the resolution itself did is that a loser never stays.
          if (o.winner === null) {
            ties++;
            continue;
          }
          const loser = o.winner === o.attacker ? o.target : o.attacker;
          assert.ok(!standsOnItsStation(next, loser), 'the loser leaves its Station');
          assert.ok(o.winner === o.attacker ? o.attackerTotal >= o.targetTotal : o.targetTotal >= o.attackerTotal, 'the winner has the higher total, or wins the tie');
          if (o.attackerTotal === o.targetTotal) assert.equal(o.rule, 'K-ATTACK-14');
        }
        const delta = (k: Outcome['kind']) => r.outcomes.filter((o): o is Extract<Outcome, { kind: 'markers' | 'pool' | 'eliminated' }> => o.kind === k).reduce((n, o) => n + o.to - o.from, 0);
        // Markers only move between the crosses, the Pool, out of the game, and a placement still to choose.
        const waiting = (st: GameState) => (st.pending?.kind === 'placeMarker' ? st.pending.count : 0);
        assert.equal(delta('markers') + delta('pool') + delta('eliminated') + waiting(next) - waiting(s), 0);
        s = next;
      }
    }), { numRuns: 40, endOnFailure: true, ...(process.env.RECAP_SEED ? { seed: Number(process.env.RECAP_SEED) } : {}) });
    assert.ok(combats > ties, 'random play resolved no combat with a winner: the property said nothing');
  });

  test('K-DISCARD-03 a seat\'s recap names only cards its views before or after the act showed', () => {
    fc.assert(fc.property(game, ({ seed, choices }) => {
      const { ctx, state: s0 } = start(seed);
      let s = s0;
      for (const c of choices) {
        if (s.ended) break;
        const moves = legalActions(ctx, s, floorHolder(s));
        const action = moves[c % moves.length]!;
        const next = act(ctx, s, action).state;
        for (const viewer of ['a', 'b']) {
          const before = privateView(s, viewer);
          const after = privateView(next, viewer);
          const may = new Set([...shown(before), ...shown(after)]);
          for (const [iid, card] of Object.entries(actRecap(ctx, before, action, after).names)) assert.ok(may.has(`${iid}=${card}`), `${viewer}'s recap names ${iid} as ${card}, which it was not shown`);
        }
        s = next;
      }
    }), { numRuns: 10, endOnFailure: true });
  });
});
