/**
 * M.E.A.T.'s dice between friends (M-DICE-01, NET-RANDOM-01): every roll waits on the floor for
 * each seat's next hash-chain link, in seat order, and is derived from all of them, so no table
 * knows a roll before the last link and none can choose it; a wrong link is refused.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { hashChain } from '../../src/engine/random-chain.js';
import { seedRng } from '../../src/engine/rng.js';
import { meatCards } from '../../src/meat/cards/card-set.js';
import { meatGame } from '../../src/meat/game.js';
import type { MeatState } from '../../src/meat/state.js';
import type { Secrets } from '../../src/engine/game.js';

const cards = meatCards();
const game = meatGame(cards);
const SETTINGS = { vitality: null, cleaveIgnoresEmptyCentre: false, oneActionPerTeamTurn: false, telestarionResetEachRound: false };
const secret = (i: number) => (i + 1).toString(16).padStart(64, 'a');

function startWithChains(n: number, seed = 7, vitality: number | null = null) {
  const seats = ['host', 'guest', 'p1', 'p2', 'p3', 'p4'].slice(0, n);
  const chains = seats.map((_, i) => hashChain(secret(i)));
  const r = game.start({ seats: seats.map((id, i) => ({ id, choice: 'any', chain: chains[i]![0]! })), seed, settings: { ...SETTINGS, vitality } });
  assert.ok(r.ok);
  return { state: r.state, seats, chains };
}

/**
 * Plays with the bots until `stop` or the end, each seat's table as the lockstep runs it: its own
 * answers (links, openings) with its secrets, and its Tactics choices kept and sealed.
 */
function play(state: MeatState, seats: readonly string[], chains: readonly (readonly string[])[], stop: (s: MeatState) => boolean = () => false, limit = 20_000) {
  let rng = seedRng(3);
  let links = 0;
  const mine: Record<string, Secrets> = Object.fromEntries(seats.map((x, i) => [x, { 'meat:seed': { card: 'seed', salt: (i + 10).toString(16).padStart(32, '0') } }]));
  for (let i = 0; i < limit && !stop(state); i++) {
    const f = game.floor(state);
    if (f.kind !== 'seat') break;
    const k = seats.indexOf(f.seat);
    const answer = game.answer(state, f.seat, { secrets: mine[f.seat]!, token: () => '0'.repeat(32), link: (j) => chains[k]![j] ?? null });
    let chosen;
    if (answer) {
      chosen = answer.action;
      if (chosen.type === 'link') links++;
    } else {
      const [a, next] = game.bots.sensible!(game.view(game.withSecrets(state, f.seat, mine[f.seat]!), f.seat), f.seat, rng);
      rng = next;
      chosen = a!;
    }
    // As the lockstep's prepare does with every own act: keep its secret part, then seal it.
    mine[f.seat] = { ...mine[f.seat]!, ...(game.keep!(state, f.seat, chosen, mine[f.seat]!) ?? {}) };
    const act = game.seal!(state, f.seat, chosen, mine[f.seat]!);
    const j = game.judge(state, act);
    assert.ok(j.ok, JSON.stringify(j.checks.filter((c) => !c.ok)));
    state = game.apply(state, act);
  }
  return { state, links };
}

describe('M.E.A.T. dice between friends (NET-RANDOM-01)', () => {
  it('M-SETUP-02 NET-RANDOM-01 the Leader order waits for every seat\'s link, in seat order, before anyone picks', () => {
    const start = startWithChains(4);
    const { seats } = start;
    assert.equal(start.state.step, 'deal', 'the decks are dealt first');
    const state = play(start.state, seats, start.chains, (s) => s.step !== 'deal').state;
    assert.equal(state.step, 'leader-roll');
    assert.deepEqual(state.leaderOrder, []);
    const f = game.floor(state);
    assert.deepEqual(f, { kind: 'seat', seat: seats[0] });
    assert.deepEqual(game.legalActions(state, seats[1]!), []);
  });

  it('NET-RANDOM-01 a link that is not the seat\'s next one is refused and the state is unchanged', () => {
    const start = startWithChains(2);
    const { chains } = start;
    const state = play(start.state, start.seats, chains, (s) => s.step !== 'deal').state;
    const wrong = { type: 'link', player: 'host', link: chains[0]![2]! };
    const j = game.judge(state, wrong);
    assert.equal(j.ok, false);
    assert.equal(j.checks.find((c) => !c.ok)?.rule, 'NET-RANDOM-01');
    const other = game.judge(state, { type: 'link', player: 'guest', link: chains[1]![1]! });
    assert.equal(other.ok, false, 'the guest does not hold the floor yet');
  });

  it('M-DICE-01 NET-RANDOM-01 a whole 2 v 2 game (at an agreed vitality of 15, M-TEAM-03) plays to its end with every roll from the four chains, and the rolls follow from the links alone', () => {
    const { state, seats, chains } = startWithChains(4, 7, 15);
    const end = play(state, seats, chains);
    assert.ok(game.ended(end.state), 'the game ended');
    assert.ok(end.links >= 4 * 3, `${end.links} links shown`);
    const used = end.state.chains!.used;
    // Every roll took one link of every seat: the seats used equally many.
    assert.equal(new Set(Object.values(used)).size, 1);
    // The seed plays no part in the dice: another seed, the same links and acts, the same first rolls.
    const again = startWithChains(4, 99);
    const firstRoll = (s: MeatState) => s.rolls[0];
    const a = play(state, seats, chains, (s) => s.step !== 'leader-roll').state;
    const b = play(again.state, seats, chains, (s) => s.step !== 'leader-roll').state;
    assert.deepEqual(firstRoll(a), firstRoll(b));
  });

  it('NET-RANDOM-01 changing only the last seat\'s chain changes the rolls: no seat before it knows them', () => {
    const { state, seats, chains } = startWithChains(2);
    const other = [chains[0]!, hashChain('f'.repeat(64))];
    const s2 = game.start({ seats: seats.map((id, i) => ({ id, choice: 'any', chain: other[i]![0]! })), seed: 7, settings: SETTINGS });
    assert.ok(s2.ok);
    const rollsOf = (s: MeatState, cs: readonly (readonly string[])[]) => {
      const out: number[] = [];
      let x = s;
      for (let round = 0; round < 6; round++) {
        x = play(x, seats, cs, (y) => y.rolls.length > round).state;
        out.push(...(x.rolls[round]?.rolls.flatMap((r) => r.dice) ?? []));
      }
      return out.join();
    };
    assert.notEqual(rollsOf(state, chains), rollsOf(s2.state, other));
  });
});
