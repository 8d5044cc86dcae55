// The position-building API (src/kult/position.ts) that lessons, tests and puzzles share.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  act, buildPosition, coreCards, coreCardsWith, dealOrder, instancesOf, lastActId, PositionError,
} from '../../src/kult/index.js';

const hunger = () =>
  buildPosition(coreCards(), {
    seats: [{ id: 'bot', major: 'golab', hand: ['unholy-hunger'] }, { id: 'you', major: 'malkuth', hand: ['lack-of-faith'], rest: ['teacher'] }],
    cross: [{ seat: 'you', card: 'teacher', station: 'C2' }],
    to: { step: 'deeds' },
  });

describe('position building', () => {
  it('K-SETUP-05 dealOrder: the Hub card, a hand padded to seven, the named rest, then filler', () => {
    const d = dealOrder(['sorry'], ['teacher']);
    assert.equal(d[0], 'priest');
    assert.deepEqual(d.slice(1, 8), ['sorry', 'priest', 'priest', 'priest', 'priest', 'priest', 'priest']);
    assert.equal(d[8], 'teacher');
    assert.throws(() => dealOrder(Array(8).fill('priest')), PositionError);
  });

  it('K-TIMING-06 act() returns the id of the act it recorded, which Lack of Faith names; a pass records none', () => {
    const { ctx, state } = hunger();
    assert.equal(state.step, 'deeds');
    assert.equal(state.active, 'bot');
    const teacher = instancesOf(state, 'teacher', { seat: 'you', zone: 'cross' })[0]!;
    const played = act(ctx, state, { type: 'influence', player: 'bot', card: instancesOf(state, 'unholy-hunger', { seat: 'bot', zone: 'hand' })[0]!, target: { card: teacher } });
    assert.ok(played.judgement.ok);
    assert.equal(typeof played.actId, 'number');
    assert.equal(lastActId(played.state), played.actId);
    const answer = act(ctx, played.state, { type: 'commandment', player: 'you', card: instancesOf(played.state, 'lack-of-faith', { seat: 'you' })[0]!, target: { act: played.actId! } });
    assert.ok(answer.judgement.ok);
    assert.equal(answer.actId, played.actId! + 1);
    const pass = act(ctx, answer.state, { type: 'pass', player: 'bot' });
    assert.ok(pass.judgement.ok);
    assert.equal(pass.actId, undefined);
  });

  it('instancesOf finds a card by seat and zone; a plan naming a card that is not there is refused by name', () => {
    const { state } = hunger();
    assert.equal(instancesOf(state, 'teacher', { zone: 'hand' }).length, 0);
    assert.equal(instancesOf(state, 'teacher', { seat: 'you', zone: 'cross' }).length, 1);
    assert.throws(
      () => buildPosition(coreCards(), { seats: [{ id: 'a', major: 'kether' }, { id: 'b', major: 'golab' }], cross: [{ seat: 'a', card: 'teacher', station: 'C1' }] }),
      /a has no teacher/,
    );
  });

  it('K-CARD-02 coreCardsWith adds a test card to the core set; an id the core already has is refused', () => {
    const core = coreCards().cards.get('priest')!;
    const extra = coreCardsWith([{ set: 'puzzle', version: 1, cards: [{ ...core, id: 'puzzle-priest', name: 'Puzzle Priest' }] }]);
    assert.ok(extra.ok);
    assert.equal(extra.ok && extra.set.cards.get('puzzle-priest')?.name, 'Puzzle Priest');
    const clash = coreCardsWith([{ set: 'puzzle', version: 1, cards: [core] }]);
    assert.equal(clash.ok, false);
  });
});
