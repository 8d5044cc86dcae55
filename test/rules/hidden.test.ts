import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { commit } from '../../src/engine/commitment.js';
import { act, coreCards, createMatch, invariantProblems, restore, revealCards, revealedCopyBreach, serialize, stateHash, type CardId, type GameState } from '../../src/kult/index.js';
import { closeWindow, deckOf, duel, ok, passWhile, player, refused, toStep } from '../support/scenario.js';

const salt = (k: number) => k.toString(16).padStart(32, '0');

/** Bob's deck as Ann's peer sees it: nulls plus commitments. */
function hiddenMatch(bobDeck: readonly CardId[], options: Record<string, unknown> = {}) {
  const r = createMatch(coreCards(), {
    players: [
      { id: 'a', major: 'kether', deck: deckOf(['priest']) },
      { id: 'b', major: 'golab', deck: bobDeck.map(() => null), commitments: bobDeck.map((c, k) => commit(c, salt(k))) },
    ],
    struggle: 'continent',
    seed: 9,
    shuffle: false,
    options: { collectionMode: true, ...options },
  });
  assert.ok(r.ok, r.ok ? '' : r.setup.checks.filter((c) => !c.ok).map((c) => c.says).join('; '));
  return { ctx: r.ctx, state: r.state };
}

describe('hidden cards in networked play (commitments)', () => {
  test('NET-COMMIT-01 a hidden deck needs one commitment per card; its legality waits for the audit', () => {
    const bobDeck = deckOf(['sorry']);
    const { state } = hiddenMatch(bobDeck);
    const bob = player(state, 'b');
    for (const iid of [...bob.hand, ...bob.drawPile, bob.cross.hubCard!]) {
      assert.equal(state.cards[iid]!.card, null);
      assert.match(state.cards[iid]!.commit!, /^[0-9a-f]{64}$/);
    }
    const bad = createMatch(coreCards(), {
      players: [{ id: 'a', major: 'kether', deck: deckOf([]) }, { id: 'b', major: 'golab', deck: [null, null], commitments: ['x'] }],
      struggle: 'continent', seed: 1, shuffle: false, options: { collectionMode: true },
    });
    assert.equal(bad.ok, false);
    assert.ok(bad.setup.checks.some((c) => !c.ok && c.rule === 'NET-COMMIT-01'));
  });

  test('NET-REVEAL-01 a reveal that opens its commitment makes the card public; a forged salt changes nothing', () => {
    const bobDeck = deckOf(['sorry']);
    const { ctx, state } = hiddenMatch(bobDeck);
    const iid = 'b#1'; // the first card of Bob's hand (b#0 is the Hub card)
    const forged = revealCards(ctx, state, [{ iid, card: 'sorry', salt: 'f'.repeat(32) }]);
    assert.equal(forged.ok, false);
    assert.equal(forged.state, state);
    assert.match(forged.judgement.checks[0]!.says, /does not open its commitment/);
    const wrongCard = revealCards(ctx, state, [{ iid, card: 'priest', salt: salt(1) }]);
    assert.equal(wrongCard.ok, false);
    const major = revealCards(ctx, state, [{ iid, card: 'kether', salt: salt(1) }]);
    assert.ok(major.judgement.checks.some((c) => !c.ok && c.rule === 'NET-REVEAL-01'), 'a claim that does not open its commitment proves nothing of the deck');
    const good = revealCards(ctx, state, [{ iid, card: 'sorry', salt: salt(1) }]);
    assert.ok(good.ok);
    assert.equal(good.state.cards[iid]!.card, 'sorry');
    assert.deepEqual(invariantProblems(ctx, good.state), []);
  });

  test('NET-REVEAL-01 a reveal changes the state hash, and the hash of the revealed state equals that of its restored copy (no stale part digest)', () => {
    const bobDeck = deckOf(['sorry']);
    const { ctx, state } = hiddenMatch(bobDeck);
    const before = stateHash(state);
    const good = revealCards(ctx, state, [{ iid: 'b#1', card: 'sorry', salt: salt(1) }]);
    assert.ok(good.ok);
    assert.equal(good.state.cards['b#2'], state.cards['b#2'], 'unrevealed entries are shared with the table before');
    assert.notEqual(stateHash(good.state), before);
    assert.equal(stateHash(state), before, 'the state before keeps its hash');
    const copy = restore(ctx, serialize(good.state));
    assert.ok(copy.ok);
    assert.equal(stateHash(copy.state), stateHash(good.state));
  });

  test('K-DISCARD-02 a hidden card cannot be played until its owner reveals it', () => {
    const { ctx, state } = hiddenMatch(deckOf(['fly-in-the-ointment']));
    let s = toStep(ctx, state, 'deeds');
    const priest = player(s, 'a').hand.find((i) => s.cards[i]!.card === 'priest')!;
    s = ok(ctx, s, { type: 'proclaim', player: 'a', card: priest, cross: 'a', station: 'C1' });
    assert.equal(s.window?.order[0], 'b', 'Bob holds the floor in the window after the Proclaim');
    refused(ctx, s, { type: 'commandment', player: 'b', card: 'b#1', target: { player: 'a', suit: 'rose' } }, 'K-DISCARD-02');
    const revealed = revealCards(ctx, s, [{ iid: 'b#1', card: 'fly-in-the-ointment', salt: salt(1) }]);
    assert.ok(revealed.ok);
    // Revealed, the card is judged on its merits: Fly does not directly affect a Proclaim.
    refused(ctx, revealed.state, { type: 'commandment', player: 'b', card: 'b#1', target: { player: 'a', suit: 'rose' } }, 'K-TIMING-03');
  });

  test('K-DRAW-03 a networked reshuffle waits for fresh commitments from the owner and a cut by the adversary', () => {
    const { ctx, state: s0 } = duel([], [], { options: { reshuffle: 'cut' } });
    // Empty Ann's draw pile into her discard pile, and leave her hand short so the next draw is owed.
    const s1 = structuredClone(s0) as unknown as { players: Array<{ id: string; hand: string[]; drawPile: string[]; discardPile: string[] }> };
    const ann = s1.players.find((p) => p.id === 'a')!;
    ann.discardPile.push(...ann.drawPile.splice(0), ...ann.hand.splice(0, 3));
    let s = s1 as unknown as GameState;
    const oldIds = new Set(ann.discardPile);
    s = passWhile(ctx, s, (x) => x.window?.kind === 'preDraw' && !x.pending); // the draw needs 3, the pile is empty
    assert.equal(s.pending?.kind, 'recommit');
    assert.equal(s.pending?.player, 'a');
    const count = s.pending!.kind === 'recommit' ? s.pending.count : 0;
    assert.equal(count, oldIds.size);
    refused(ctx, s, { type: 'pass', player: 'b' }, 'K-DRAW-03');
    const commitments = Array.from({ length: count }, (_, k) => commit('priest', salt(100 + k)));
    refused(ctx, s, { type: 'recommit', player: 'a', commitments: commitments.slice(1) }, 'K-DRAW-03');
    s = ok(ctx, s, { type: 'recommit', player: 'a', commitments });
    assert.equal(s.pending?.kind, 'cut');
    assert.equal(s.pending?.player, 'b');
    refused(ctx, s, { type: 'cut', player: 'a', seed: 'my-own-seed-1234' }, 'K-SETUP-04');
    s = ok(ctx, s, { type: 'cut', player: 'b', seed: 'bobs-random-cut-seed-42' });
    assert.equal(s.pending, null);
    const me = player(s, 'a');
    assert.equal(me.hand.length, 7);
    assert.equal(me.drawPile.length, count - 3);
    for (const iid of [...me.drawPile, ...me.hand.slice(4)]) assert.ok(!oldIds.has(iid), `${iid} is a fresh id`);
    for (const iid of me.drawPile) assert.equal(s.cards[iid]!.card, null);
    for (const iid of oldIds) assert.equal(s.cards[iid], undefined, 'old ids are gone, so no card can be followed');
    assert.equal(s.window?.kind, 'postDraw');
  });

  test('K-REPEL-09 a Repel in step 2 for a Being to Proclaim later this turn has a purpose', () => {
    const { ctx, state } = duel(['usher']);
    const s = toStep(ctx, state, 'sway');
    // Kether has one Eye; Usher needs Eye×2 + Hourglass and can be Proclaimed in step 4 of this turn.
    ok(ctx, s, { type: 'repel', player: 'a', from: 'hub', to: 'pool', suit: 'eye' });
  });

  test('Q-07 a Repel whose purpose lies in a hidden hand is accepted and left to the audit', () => {
    const { ctx, state } = hiddenMatch(deckOf([]));
    let s = toStep(ctx, state, 'discard');
    s = ok(ctx, s, { type: 'discard', player: 'a', card: null });
    // Bob's turn: his hand is hidden on this peer.
    s = closeWindow(ctx, s);
    s = closeWindow(ctx, s);
    assert.equal(s.active, 'b');
    assert.equal(s.step, 'sway');
    const r = act(ctx, s, { type: 'repel', player: 'b', from: 'hub', to: 'pool', suit: 'skull' });
    assert.ok(r.judgement.ok);
    assert.ok(r.judgement.checks.some((c) => c.rule === 'Q-07' && c.ok && c.houseDefault && /audit/.test(c.says)));
  });

  test('K-DECK-03 a commitment that opens as a Major Arcanum proves the deck illegal', () => {
    const { ctx, state } = hiddenMatch(deckOf(['kether']));
    const r = revealCards(ctx, state, [{ iid: 'b#1', card: 'kether', salt: salt(1) }]);
    assert.equal(r.ok, false);
    assert.equal(r.state, state);
    assert.ok(r.judgement.checks.some((c) => !c.ok && c.rule === 'K-DECK-03'));
  });

  test('K-DECK-02 a fourth copy is caught as it is revealed: four known at once is proof; three is a legal deck', () => {
    const { ctx, state } = hiddenMatch(deckOf(['sorry', 'sorry', 'sorry', 'sorry']));
    let s: GameState = state;
    for (const k of [1, 2, 3]) {
      const r = revealCards(ctx, s, [{ iid: `b#${k}`, card: 'sorry', salt: salt(k) }]);
      assert.ok(r.ok);
      assert.equal(revealedCopyBreach(ctx, r.state, [{ iid: `b#${k}`, card: 'sorry', salt: salt(k) }]), null, `${k} known: no breach`);
      s = r.state;
    }
    const fourth = revealCards(ctx, s, [{ iid: 'b#4', card: 'sorry', salt: salt(4) }]);
    assert.ok(fourth.ok, 'the commitment opens');
    const breach = revealedCopyBreach(ctx, fourth.state, [{ iid: 'b#4', card: 'sorry', salt: salt(4) }]);
    assert.equal(breach?.rule, 'K-DECK-02');
    assert.match(breach!.says, /4 copies of Sorry/);
  });

  test('K-RESTRICT-02 a second Cleansing known at once breaks the FAQ restricted list (FAQ profile only)', () => {
    const faq = hiddenMatch(deckOf(['cleansing', 'cleansing']));
    const both = [{ iid: 'b#1', card: 'cleansing', salt: salt(1) }, { iid: 'b#2', card: 'cleansing', salt: salt(2) }];
    const r = revealCards(faq.ctx, faq.state, both);
    assert.ok(r.ok);
    assert.equal(revealedCopyBreach(faq.ctx, r.state, both)?.rule, 'K-RESTRICT-02');
    const base = hiddenMatch(deckOf(['cleansing', 'cleansing']), { profile: 'BASE_V1' });
    const rb = revealCards(base.ctx, base.state, both);
    assert.equal(revealedCopyBreach(base.ctx, rb.state, both), null, 'without the FAQ lists two copies are legal');
  });
});
