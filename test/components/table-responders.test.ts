/**
 * The timing bar's "Your responses" lines (components/kult-table/table-responders.ts), one per
 * card in hand, with the judge's first reason a card cannot answer now. Misleading reasons from
 * issue 13, each fixed in the judge and checked here through the same path the table uses.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { floorHolder, judge, legalActions, type GameState } from '../../src/kult/index.js';
import { respondersFor } from '../../components/kult-table/table-responders.js';
import type { Responder } from '../../components/kult-timing-bar/responders.js';
import { ok, place, toStep } from '../support/scenario.js';
import { inHand, lastAct, table } from '../support/table-kit.js';

/** Kether (a, the reader) opens its turn in the pre-draw window, holding the floor with nothing on it. */
function preDraw(hand: string[], rest: string[] = []) {
  const { ctx, state } = table({ major: 'kether', hand, rest }, { major: 'golab' });
  assert.equal(state.window?.kind, 'preDraw');
  assert.equal(floorHolder(state), 'a');
  return { ctx, state };
}

function lines(ctx: Parameters<typeof judge>[0], s: GameState, me = 'a'): Map<string, Responder> {
  const out = respondersFor(s, me, legalActions(ctx, s, me), ctx.cards, (a) => judge(ctx, s, a));
  return new Map(out.map((r) => [r.name, r]));
}

describe('why a card in hand cannot respond', () => {
  it('K-TIMING-02 Sorry and Lack of Faith with nothing on the floor to cancel say so, not "name its target before playing it" (K-CMD-03)', () => {
    const { ctx, state } = preDraw(['sorry', 'lack-of-faith']);
    const r = lines(ctx, state);
    assert.equal(r.get('Sorry')!.why, 'there is no Fly in the Ointment or Sorry on the floor for Sorry to cancel (K-TIMING-02)');
    assert.equal(r.get('Lack of Faith')!.why, 'there is no Influence card on the floor for Lack of Faith to cancel (K-TIMING-02)');
    for (const l of r.values()) assert.doesNotMatch(l.why, /K-CMD-03|name its target/);
  });

  it('K-CMD-03 Sorry is still asked to name its target when a Fly in the Ointment is on the floor to aim at', () => {
    let { ctx, state } = table({ major: 'golab', hand: ['incinerator', 'sorry'], rest: ['veteran'] }, { major: 'malkuth', hand: ['fly-in-the-ointment'] });
    state = toStep(ctx, place(state, 'a', 'veteran', 'C1').state, 'deeds');
    state = ok(ctx, state, { type: 'repel', player: 'a', from: 'hub', to: 'C1', suit: 'skull' });
    state = ok(ctx, state, { type: 'commandment', player: 'b', card: inHand(state, 'b', 'fly-in-the-ointment'), target: { player: 'a', suit: 'skull' } });
    assert.ok(lastAct(state) > 0);
    const j = judge(ctx, state, { type: 'commandment', player: 'a', card: inHand(state, 'a', 'sorry') });
    const first = j.checks.find((c) => !c.ok)!;
    assert.equal(first.rule, 'K-CMD-03');
    assert.equal(first.says, 'Sorry: name its target before playing it');
  });

  it('K-DEED-INFLUENCE-02 an Influence out of its time cites its rule once', () => {
    const { ctx, state } = preDraw(['incinerator']);
    const why = lines(ctx, state).get('Incinerator')!.why;
    assert.equal(why.match(/K-DEED-INFLUENCE-02/g)?.length, 1, why);
    assert.equal(why, 'playable only in your own step 4 (deeds) or in your own combat (K-ATTACK-17) (K-DEED-INFLUENCE-02)');
  });

  it('K-SPELL-01 Dreamwalk with no Spellcaster in play says "you have no Spellcaster in play", with its subject', () => {
    const { ctx, state } = preDraw(['dreamwalk']);
    assert.equal(lines(ctx, state).get('Dreamwalk')!.why, 'you have no Spellcaster in play (K-SPELL-01)');
  });

  it('K-SPELL-01 Grave Chill with only a Region in the cross says what is missing, naming no card', () => {
    const { ctx, state: s0 } = preDraw(['grave-chill'], ['velvet-chapel']);
    const state = place(s0, 'a', 'velvet-chapel', 'N').state;
    const why = lines(ctx, state).get('Grave Chill')!.why;
    assert.equal(why, 'you have no Spellcaster in play (K-SPELL-01)');
    assert.doesNotMatch(why, /Velvet Chapel/);
  });

  it('K-SPELL-01 a card offered as the caster that is no Spellcaster is still named when the player has a Spellcaster', () => {
    let { ctx, state } = table({ major: 'kether', hand: ['dreamwalk'], rest: ['teacher', 'usher'] }, { major: 'golab' });
    const t = place(state, 'a', 'teacher', 'C2');
    const us = place(t.state, 'a', 'usher', 'C1');
    state = us.state;
    const j = judge(ctx, state, { type: 'spell', player: 'a', card: inHand(state, 'a', 'dreamwalk'), caster: us.iid });
    assert.equal(j.checks.find((c) => !c.ok)!.says, 'Usher is not a Spellcaster');
  });
});
