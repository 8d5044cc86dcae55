/**
 * In-game random outcomes in networked play (NET-RANDOM-01, NET-SHUFFLE-01): drawn from every
 * seat's next hash-chain link when they are needed, never from a generator in the shared state.
 * Played through the engine on unshuffled decks, each seat with a chain from a known secret.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { commit } from '../../src/engine/commitment.js';
import { CHAIN_LENGTH, chainHead, chainLink, jointIndex, jointShuffle } from '../../src/engine/random-chain.js';
import { coreCards, createMatch, floorHolder, legalActions, type CardId, type GameState } from '../../src/kult/index.js';
import { closeWindow, deckOf, newMatch, ok, player, refused, toStep } from '../support/scenario.js';
import { arrange, inHand } from '../support/table-kit.js';

const secretA = 'a1'.repeat(32);
const secretB = 'b2'.repeat(32);

/** Kether (a, starts) against `majorB` (b), each with a hash chain: a networked table. */
function chained(handA: readonly CardId[], handB: readonly CardId[] = [], opts: { majorA?: CardId; majorB?: CardId; b?: string } = {}) {
  return newMatch([
    { id: 'a', major: opts.majorA ?? 'kether', deck: deckOf(handA), chain: chainHead(secretA) },
    { id: 'b', major: opts.majorB ?? 'golab', deck: deckOf(handB), chain: chainHead(opts.b ?? secretB) },
  ], { options: { reshuffle: 'cut' } });
}

/** Kether casts The Void on b in her Deeds step. */
function castVoid(handB: readonly CardId[] = ['veteran', 'artist', 'usher', 'nepharite', 'sorry'], b?: string) {
  const { ctx, state: s0 } = chained(['the-void'], handB, b ? { b } : {});
  let state = toStep(ctx, s0, 'deeds');
  const hand = player(state, 'b').hand;
  state = ok(ctx, state, { type: 'commandment', player: 'a', card: inHand(state, 'a', 'the-void'), target: { player: 'b' } });
  return { ctx, state, hand };
}

describe('NET-RANDOM-01 random outcomes from the tables\' hash chains', () => {
  it('NET-RANDOM-01 a networked match keeps no generator in its state: each seat\'s chain head is its public tip', () => {
    const { state } = chained([]);
    assert.deepEqual(state.rng, [], 'nothing in the state can be run forward to foresee an outcome');
    assert.deepEqual(state.chains, { tips: { a: chainHead(secretA), b: chainHead(secretB) }, used: { a: 0, b: 0 }, draws: 0 });
    const { state: solo } = newMatch([{ id: 'a', major: 'kether', deck: deckOf([]) }, { id: 'b', major: 'golab', deck: deckOf([]) }]);
    assert.equal(solo.chains, undefined, 'solo practice and the simulator keep the seeded generator');
    assert.ok(solo.rng.length > 0);
  });

  it('NET-RANDOM-01 NET-SHUFFLE-01 every seat commits to a chain head, or none; and with chains a pile is reshuffled only by a cut', () => {
    const setup = (b: { chain?: string }, reshuffle: 'cut' | 'seeded') => createMatch(coreCards(), {
      players: [{ id: 'a', major: 'kether', deck: deckOf([]), chain: chainHead(secretA) }, { id: 'b', major: 'golab', deck: deckOf([]), ...b }],
      struggle: 'continent', seed: 1, shuffle: false, options: { collectionMode: true, reshuffle },
    });
    const one = setup({}, 'cut');
    assert.ok(!one.ok && one.setup.checks.some((c) => !c.ok && c.rule === 'NET-RANDOM-01'));
    const seeded = setup({ chain: chainHead(secretB) }, 'seeded');
    assert.ok(!seeded.ok && seeded.setup.checks.some((c) => !c.ok && c.rule === 'NET-SHUFFLE-01'));
    assert.ok(setup({ chain: chainHead(secretB) }, 'cut').ok);
  });

  it('NET-RANDOM-01 The Void waits for every seat\'s next link in seat order; the victim\'s hand is untouched until the last one', () => {
    const { ctx, state, hand } = castVoid();
    assert.equal(state.pending?.kind, 'random');
    assert.equal(floorHolder(state), 'a', 'the first seat shows its link first');
    assert.deepEqual(player(state, 'b').hand, hand, 'nothing is discarded at the cast');
    assert.deepEqual(legalActions(ctx, state, 'a'), [], 'no move list can invent a link: the table answers with its secret');
    refused(ctx, state, { type: 'random', player: 'b', link: chainLink(secretB, 1)! }, 'NET-RANDOM-01');
    refused(ctx, state, { type: 'pass', player: 'b' }, 'NET-RANDOM-01');
    const s1 = ok(ctx, state, { type: 'random', player: 'a', link: chainLink(secretA, 1)! });
    assert.equal(floorHolder(s1), 'b');
    assert.deepEqual(player(s1, 'b').hand, hand);
    assert.equal(s1.chains!.tips.a, chainLink(secretA, 1));
    const s2 = ok(ctx, s1, { type: 'random', player: 'b', link: chainLink(secretB, 1)! });
    const k = jointIndex('kult/discard-at-random', 0, [chainLink(secretA, 1)!, chainLink(secretB, 1)!], hand.length);
    assert.deepEqual(player(s2, 'b').hand, hand.filter((_, i) => i !== k));
    assert.ok(player(s2, 'b').discardPile.includes(hand[k]!));
    assert.equal(s2.pending, null);
    assert.deepEqual(s2.chains, { tips: { a: chainLink(secretA, 1), b: chainLink(secretB, 1) }, used: { a: 1, b: 1 }, draws: 1 });
    assert.equal(s2.window?.kind, 'react', 'the Void\'s window goes on: b may respond');
    closeWindow(ctx, s2);
  });

  it('NET-RANDOM-01 a link that does not hash to the seat\'s tip is refused, and the state does not change', () => {
    const { ctx, state } = castVoid();
    refused(ctx, state, { type: 'random', player: 'a', link: chainLink(secretA, 2)! }, 'NET-RANDOM-01');
    refused(ctx, state, { type: 'random', player: 'a', link: chainLink(secretB, 1)! }, 'NET-RANDOM-01');
    refused(ctx, state, { type: 'random', player: 'a', link: chainHead(secretA) }, 'NET-RANDOM-01');
    refused(ctx, state, { type: 'random', player: 'a', link: 'nope' }, 'K-GEN-05');
    const s1 = ok(ctx, state, { type: 'random', player: 'a', link: chainLink(secretA, 1)! });
    refused(ctx, s1, { type: 'random', player: 'b', link: chainLink(secretB, 2)! }, 'NET-RANDOM-01');
  });

  it('NET-RANDOM-01 the discarded card depends on the other seat\'s link: with the same caster and the same own link, other chains discard other cards', () => {
    const outcomes = new Set<string>();
    for (let n = 0; n < 12 && outcomes.size < 2; n++) {
      const b = (n + 16).toString(16).padStart(2, '0').repeat(32);
      const { ctx, state, hand } = castVoid(undefined, b);
      const s1 = ok(ctx, state, { type: 'random', player: 'a', link: chainLink(secretA, 1)! });
      const s2 = ok(ctx, s1, { type: 'random', player: 'b', link: chainLink(b, 1)! });
      outcomes.add(hand.find((iid) => !player(s2, 'b').hand.includes(iid))!);
    }
    assert.ok(outcomes.size >= 2, 'the caster\'s own knowledge does not fix the card');
  });

  it('NET-RANDOM-01 a seat whose chain is used up cannot take part in a draw: The Void can no longer be cast', () => {
    const { ctx, state: s0 } = chained(['the-void'], ['veteran']);
    const state = arrange(toStep(ctx, s0, 'deeds'), (s) => {
      s.chains!.used.b = CHAIN_LENGTH;
    });
    refused(ctx, state, { type: 'commandment', player: 'a', card: inHand(state, 'a', 'the-void'), target: { player: 'b' } }, 'NET-RANDOM-01');
  });

  it('K-HAND-03 NET-RANDOM-01 Chesed drawing back up into a reshuffle while The Void\'s draw waits: the draw first, then the reshuffle', () => {
    const { ctx, state: s0 } = chained(['the-void'], ['veteran', 'artist'], { majorA: 'chesed' });
    let state = arrange(toStep(ctx, s0, 'deeds'), (s) => {
      const a = s.players.find((p) => p.id === 'a')!;
      // Chesed's hand holds 4 (The Void and three more); everything else is in her discard pile.
      a.discardPile.push(...a.drawPile.splice(0), ...a.hand.splice(4));
    });
    assert.equal(player(state, 'a').hand.length, 4);
    const discards = player(state, 'a').discardPile.length;
    state = ok(ctx, state, { type: 'commandment', player: 'a', card: inHand(state, 'a', 'the-void'), target: { player: 'b' } });
    assert.equal(state.pending?.kind, 'random');
    assert.equal(state.pending?.kind === 'random' && state.pending.then?.kind, 'recommit');
    state = ok(ctx, state, { type: 'random', player: 'a', link: chainLink(secretA, 1)! });
    state = ok(ctx, state, { type: 'random', player: 'b', link: chainLink(secretB, 1)! });
    assert.equal(state.pending?.kind, 'recommit');
    assert.equal(state.pending?.kind === 'recommit' && state.pending.count, discards + 1, 'the Void itself is among the discards');
    const commitments = Array.from({ length: discards + 1 }, (_, k) => commit('priest', k.toString(16).padStart(32, '0')));
    state = ok(ctx, state, { type: 'recommit', player: 'a', commitments });
    state = ok(ctx, state, { type: 'cut', player: 'b', seed: chainLink(secretB, 2)! });
    assert.equal(state.pending, null);
    assert.equal(player(state, 'a').hand.length, 4, 'Chesed drew back up from the reshuffled pile');
  });
});

describe('NET-SHUFFLE-01 a reshuffled pile\'s cut is the cutter\'s next link', () => {
  /** Ann's draw pile emptied into her discards: her draw step asks for a reshuffle. */
  function reshuffling(): { ctx: ReturnType<typeof chained>['ctx']; state: GameState; count: number } {
    const { ctx, state: s0 } = chained([], []);
    let state = arrange(s0, (s) => {
      const a = s.players.find((p) => p.id === 'a')!;
      a.discardPile.push(...a.drawPile.splice(0), ...a.hand.splice(0, 3));
    });
    for (let i = 0; i < 10 && state.pending?.kind !== 'recommit'; i++) state = ok(ctx, state, { type: 'pass', player: floorHolder(state) });
    assert.equal(state.pending?.kind, 'recommit');
    const count = state.pending.kind === 'recommit' ? state.pending.count : 0;
    state = ok(ctx, state, { type: 'recommit', player: 'a', commitments: Array.from({ length: count }, (_, k) => commit('priest', k.toString(16).padStart(32, '0'))) });
    assert.equal(state.pending?.kind, 'cut');
    return { ctx, state, count };
  }

  it('NET-SHUFFLE-01 any seed but the cutter\'s next link is refused, and the state does not change', () => {
    const { ctx, state } = reshuffling();
    for (const seed of ['bobs-random-cut-seed-42', 'f'.repeat(64), chainHead(secretB), chainLink(secretB, 2)!, chainLink(secretA, 1)!]) {
      refused(ctx, state, { type: 'cut', player: 'b', seed }, 'NET-SHUFFLE-01');
    }
  });

  it('NET-SHUFFLE-01 the cut with the next link orders the pile as the link says, and moves the cutter\'s tip', () => {
    const { ctx, state, count } = reshuffling();
    const pile = player(state, 'a').drawPile;
    const link = chainLink(secretB, 1)!;
    const after = ok(ctx, state, { type: 'cut', player: 'b', seed: link });
    const order = jointShuffle('kult/cut', 0, [link], pile);
    assert.deepEqual([...player(after, 'a').hand.slice(4), ...player(after, 'a').drawPile], order);
    assert.equal(player(after, 'a').drawPile.length, count - 3);
    assert.deepEqual(after.chains, { tips: { a: chainHead(secretA), b: link }, used: { a: 0, b: 1 }, draws: 1 });
  });

  it('NET-SHUFFLE-01 a cutter whose chain is used up cuts nothing: the pile is not rebuilt, and the draw stops as from an empty deck', () => {
    const { ctx, state: s0 } = chained([], []);
    let state = arrange(s0, (s) => {
      const a = s.players.find((p) => p.id === 'a')!;
      a.discardPile.push(...a.drawPile.splice(0), ...a.hand.splice(0, 3));
      s.chains!.used.b = CHAIN_LENGTH;
    });
    for (let i = 0; i < 10 && state.step === 'draw'; i++) state = ok(ctx, state, { type: 'pass', player: floorHolder(state) });
    assert.equal(state.pending, null);
    assert.equal(player(state, 'a').hand.length, 4);
    assert.ok(player(state, 'a').discardPile.length > 0);
  });
});
