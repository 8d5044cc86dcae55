/**
 * Actions in words (components/describe-action.ts), the sentences of the
 * match log and of the screen-reader announcements. Views come from real
 * matches arranged with the rule-test helpers; no Lit is loaded here.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { coreCards, privateView, type Action, type ActionType, type GameState } from '../../src/kult/index.js';
import { describeAction } from '../../components/describe-action.js';
import { ok, place, toStep } from '../support/scenario.js';
import { inHand, lastAct, table } from '../support/table-kit.js';

const cards = coreCards();

/** Golab (a) with a Veteran on C1 and an Usher on N; Malkuth (b) with an Artist on C2. */
function arranged() {
  let { ctx, state } = table(
    { major: 'golab', hand: ['incinerator', 'sorry', 'priest'], rest: ['veteran', 'usher'] },
    { major: 'malkuth', hand: ['fly-in-the-ointment', 'sorry', 'lack-of-faith'], rest: ['artist'] },
  );
  const vet = place(state, 'a', 'veteran', 'C1');
  const usher = place(vet.state, 'a', 'usher', 'N');
  const artist = place(usher.state, 'b', 'artist', 'C2');
  state = toStep(ctx, artist.state, 'deeds');
  return { ctx, state, veteran: vet.iid, usher: usher.iid, artist: artist.iid };
}

describe('describeAction', () => {
  const { ctx, state, veteran, artist } = arranged();
  const say = (action: Action, view: GameState = state, opts = {}) => describeAction(action, view, cards, opts);

  it('pass and endStep, in the third person and for the local player', () => {
    assert.equal(say({ type: 'pass', player: 'b' }), 'Malkuth passes');
    assert.equal(say({ type: 'pass', player: 'a' }, state, { me: 'a' }), 'You pass');
    assert.equal(say({ type: 'endStep', player: 'a' }), 'Golab ends the Deeds step');
    assert.equal(say({ type: 'endStep', player: 'a' }, state, { me: 'a', step: 'sway' }), 'You end the Sway step');
  });

  it('a player id that is no seat of this match (a friend\'s act may carry any word there) reads "another player", never the word itself', () => {
    const odd = 'Claim your prize at prize.example';
    const text = say({ type: 'commandment', player: 'b', card: 'b#99', target: { player: odd, suit: 'rose' } });
    assert.doesNotMatch(text, /prize/);
    assert.match(text, /another player/);
    assert.doesNotMatch(say({ type: 'pass', player: odd }), /prize/);
  });

  it('sway and repel name the spots and the cards standing on them', () => {
    assert.equal(say({ type: 'sway', player: 'a', from: 'C1', to: 'N' }), 'Golab sways a marker from C1 (Veteran) to N (Usher)');
    assert.equal(say({ type: 'sway', player: 'a', from: 'N', to: 'hub' }, state, { me: 'a' }), 'You sway a marker from N (Usher) to the Hub');
    assert.equal(say({ type: 'repel', player: 'a', from: 'hub', to: 'C1', suit: 'skull' }), 'Golab repels a marker from the Hub to C1 (Veteran) for one Skull');
    assert.equal(say({ type: 'repel', player: 'a', from: 'N', to: 'pool', suit: 'hourglass' }), 'Golab repels a marker from N (Usher) to the Pool for one Hourglass');
  });

  it('recruit: declined, to every eligible card, onto chosen Stations', () => {
    assert.equal(say({ type: 'recruit', player: 'b', accept: false }), 'Malkuth declines to recruit');
    assert.equal(say({ type: 'recruit', player: 'b', accept: true }), 'Malkuth recruits to every eligible Cast card');
    assert.equal(say({ type: 'recruit', player: 'a', accept: true, onto: ['C1', 'C3'] }, state, { me: 'a' }), 'You recruit onto C1 (Veteran) and C3');
  });

  it('proclaim, in the own cross and in another cross', () => {
    const priest = inHand(state, 'a', 'priest');
    assert.equal(say({ type: 'proclaim', player: 'a', card: priest, cross: 'a', station: 'C2' }), 'Golab proclaims Priest on C2');
    assert.equal(say({ type: 'proclaim', player: 'a', card: priest, cross: 'b', station: 'C3' }), "Golab proclaims Priest on C3 in Malkuth's cross");
    assert.equal(say({ type: 'proclaim', player: 'a', card: priest, cross: 'b', station: 'C3' }, privateView(state, 'b'), { me: 'b' }), 'Golab proclaims a hidden card on C3 in your cross');
  });

  it('influence and commandment, with and without a target', () => {
    const inc = inHand(state, 'a', 'incinerator');
    assert.equal(say({ type: 'influence', player: 'a', card: inc, target: { card: veteran } }), 'Golab plays Incinerator on Veteran');
    assert.equal(say({ type: 'influence', player: 'a', card: inc }, state, { me: 'a' }), 'You play Incinerator');
    const fly = inHand(state, 'b', 'fly-in-the-ointment');
    assert.equal(say({ type: 'commandment', player: 'b', card: fly, target: { player: 'a', suit: 'skull' } }), "Malkuth plays Fly in the Ointment on Golab's Skull");
    assert.equal(say({ type: 'commandment', player: 'b', card: fly, target: { player: 'a', suit: 'skull' } }, state, { me: 'a' }), 'Malkuth plays Fly in the Ointment on your Skull');
    assert.equal(say({ type: 'commandment', player: 'b', card: fly, target: { from: 'C2', to: 'E' } }), 'Malkuth plays Fly in the Ointment on a marker from C2 (Artist) to E');
    assert.equal(say({ type: 'commandment', player: 'b', card: fly, target: { player: 'a' } }, state, { me: 'a' }), 'Malkuth plays Fly in the Ointment on you');
  });

  it('Golab response naming an act on the chain names that act; an act no longer on it is named by number', () => {
    let s = ok(ctx, state, { type: 'repel', player: 'a', from: 'hub', to: 'N', suit: 'skull' });
    s = ok(ctx, s, { type: 'commandment', player: 'b', card: inHand(s, 'b', 'fly-in-the-ointment'), target: { player: 'a', suit: 'skull' } });
    const sorry = { type: 'commandment', player: 'a', card: inHand(s, 'a', 'sorry'), target: { act: lastAct(s) } } as const;
    assert.equal(say(sorry, s), "Golab plays Sorry on Malkuth's Fly in the Ointment");
    assert.equal(say(sorry, s, { me: 'a' }), "You play Sorry on Malkuth's Fly in the Ointment");
    assert.equal(say({ type: 'commandment', player: 'b', card: inHand(s, 'b', 'sorry'), target: { act: 1 } }, s), "Malkuth plays Sorry on Golab's Repel");
    assert.equal(say({ ...sorry, target: { act: 99 } }, s), 'Golab plays Sorry on an earlier act (#99)');
  });

  it('spell and ability (with and without a Repel to pay for it)', () => {
    const inc = inHand(state, 'a', 'incinerator');
    assert.equal(say({ type: 'spell', player: 'a', card: inc, caster: veteran, target: { card: artist } }), 'Golab casts Incinerator with Veteran on Artist');
    assert.equal(say({ type: 'spell', player: 'a', card: inc, caster: veteran }, state, { me: 'a' }), 'You cast Incinerator with Veteran');
    assert.equal(say({ type: 'ability', player: 'a', card: veteran, index: 0 }), "Golab uses Veteran's ability");
    assert.equal(say({ type: 'ability', player: 'a', card: veteran, index: 0, target: { card: artist } }, state, { me: 'a' }), "You use Veteran's ability on Artist");
    assert.equal(
      say({ type: 'ability', player: 'a', card: veteran, index: 0, repel: { from: 'C1', to: 'pool' }, target: { card: artist } }),
      "Golab repels a marker from C1 (Veteran) to the Pool to use Veteran's ability on Artist",
    );
    assert.equal(say({ type: 'ability', player: 'a', card: veteran, index: 0, repel: { from: 'hub', to: 'N' } }), "Golab repels a marker from the Hub to N (Usher) to use Veteran's ability");
  });

  it('attack, declining, weapons, choosing a Station', () => {
    assert.equal(say({ type: 'attack', player: 'a', attacker: veteran, target: artist }), 'Golab attacks Artist with Veteran');
    assert.equal(say({ type: 'declineAttack', player: 'a' }, state, { me: 'a' }), 'You do not attack');
    assert.equal(say({ type: 'weapon', player: 'a', being: veteran, weapon: inHand(state, 'a', 'incinerator') }), 'Golab arms Veteran with Incinerator');
    assert.equal(say({ type: 'choose', player: 'b', station: 'C2' }), 'Malkuth places a marker on C2 (Artist)');
  });

  it('the networked reshuffle: a fresh commitment and an adversary\'s cut', () => {
    assert.equal(say({ type: 'recommit', player: 'b', commitments: [] }), 'Malkuth commits afresh to their discard pile for the reshuffle');
    assert.equal(say({ type: 'cut', player: 'a', seed: 'x' }, state, { me: 'a' }), 'You cut the reshuffled draw pile');
  });

  it('NET-RANDOM-01 a table showing its next hash-chain link for a random draw', () => {
    assert.equal(say({ type: 'random', player: 'b', link: 'ab'.repeat(32) }), 'Malkuth shows the next link of their random chain');
    assert.equal(say({ type: 'random', player: 'a', link: 'ab'.repeat(32) }, state, { me: 'a' }), 'You show the next link of your random chain');
  });

  it('discard: nothing, a card the viewer knows, a card that goes face down unseen', () => {
    const priest = inHand(state, 'a', 'priest');
    assert.equal(say({ type: 'discard', player: 'a', card: null }), 'Golab discards nothing');
    assert.equal(say({ type: 'discard', player: 'a', card: priest }, privateView(state, 'a'), { me: 'a' }), 'You discard Priest');
    assert.equal(say({ type: 'discard', player: 'a', card: priest }, privateView(state, 'b'), { me: 'b' }), 'Golab discards a card face down');
  });

  it('hidden cards read "Golab hidden card" unless the viewer saw them earlier', () => {
    const fly = inHand(state, 'b', 'fly-in-the-ointment');
    const view = privateView(state, 'a');
    const action = { type: 'commandment', player: 'b', card: fly, target: { player: 'a', suit: 'skull' } } as const;
    assert.equal(say(action, view, { me: 'a' }), 'Malkuth plays a hidden card on your Skull');
    assert.equal(say(action, view, { me: 'a', seen: new Map([[fly, 'fly-in-the-ointment']]) }), 'Malkuth plays Fly in the Ointment on your Skull');
  });

  it('covers every action type, in both persons, with no missing message', () => {
    const priest = inHand(state, 'a', 'priest');
    const every: Record<ActionType, Action> = {
      pass: { type: 'pass', player: 'a' },
      endStep: { type: 'endStep', player: 'a' },
      sway: { type: 'sway', player: 'a', from: 'C1', to: 'N' },
      recruit: { type: 'recruit', player: 'a', accept: true, onto: ['C1'] },
      repel: { type: 'repel', player: 'a', from: 'hub', to: 'pool', suit: 'eye' },
      proclaim: { type: 'proclaim', player: 'a', card: priest, cross: 'b', station: 'C1' },
      influence: { type: 'influence', player: 'a', card: priest, target: { card: veteran } },
      commandment: { type: 'commandment', player: 'a', card: priest, target: { suit: 'rose' } },
      spell: { type: 'spell', player: 'a', card: priest, caster: veteran, target: { card: artist } },
      ability: { type: 'ability', player: 'a', card: veteran, index: 0, repel: { from: 'hub', to: 'C1' }, target: { card: artist } },
      attack: { type: 'attack', player: 'a', attacker: veteran, target: artist },
      declineAttack: { type: 'declineAttack', player: 'a' },
      weapon: { type: 'weapon', player: 'a', being: veteran, weapon: priest },
      discard: { type: 'discard', player: 'a', card: priest },
      choose: { type: 'choose', player: 'a', station: 'C4' },
      recommit: { type: 'recommit', player: 'a', commitments: ['00'] },
      cut: { type: 'cut', player: 'a', seed: '42' },
      random: { type: 'random', player: 'a', link: 'ab'.repeat(32) },
    };
    for (const action of Object.values(every)) {
      for (const me of ['a', 'b']) {
        const text = say(action, state, { me });
        assert.doesNotMatch(text, /⟦|\{\w+\}/, `${action.type} as ${me}: ${text}`);
        assert.ok(text.length > 5);
        if (me === 'a') assert.match(text, /^You /);
        else assert.match(text, /^Golab /);
      }
    }
  });
});
