/**
 * The judge's words read right for every reader (issue 13, "Words and judgements"): a seat
 * called "you" (practice) never reads "you holds the floor" or "you's step 2", articles agree
 * ("an attack"), and a check the other player reads names the actor ("a Being in Mara's Cast")
 * instead of speaking to them ("a Being in your Cast").
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { act, coreCards, createMatch, floorHolder, judge, legalActions, STARTER_DECKS, type Action, type Check, type GameState } from '../../src/kult/index.js';
import { checkText } from '../../src/i18n/check-text.js';
import { kultGame } from '../../src/kult/game.js';
import type { Reader } from '../../src/i18n/words.js';
import { ok, place, setHub, toStep } from '../support/scenario.js';
import { inHand, table } from '../support/table-kit.js';

const cards = coreCards();
const names: Record<string, string> = { you: 'Kether', bot: 'Golab', a: 'Kether', b: 'Golab' };
const readerFor = (me: string): Reader => ({ me, name: (seat) => names[seat] ?? seat });

/** Grammar a seat named "you" or a kind's article got wrong before the catalog worded the judge. */
const BAD = [/\byou (holds|passes|is|has|controls|discards|loses|shows|cuts|answers|must first choose where a marker goes and)\b/, /\byou's\b/i, /\ba [aeiou]/i];

function badWords(text: string): RegExp | undefined {
  return BAD.find((re) => re.test(text));
}

/** Kether ("you", the practice seat) against Golab ("bot"), both starter decks. */
function practiceSeats(seed: number) {
  const r = createMatch(cards, {
    players: [{ id: 'you', major: 'kether', deck: STARTER_DECKS.archon.cards }, { id: 'bot', major: 'golab', deck: STARTER_DECKS.angel.cards }],
    struggle: 'continent',
    seed,
  });
  assert.ok(r.ok);
  return r;
}

/** What the judge says about every legal act and every act a hand card could try, for both seats. */
function everythingSaid(ctx: Parameters<typeof judge>[0], s: GameState): Array<{ check: Check; actor: string }> {
  const out: Array<{ check: Check; actor: string }> = [];
  for (const p of s.players) {
    const tries: Action[] = [...legalActions(ctx, s, p.id), { type: 'pass', player: p.id }, { type: 'endStep', player: p.id }, { type: 'declineAttack', player: p.id }];
    for (const card of p.hand) {
      tries.push({ type: 'commandment', player: p.id, card }, { type: 'influence', player: p.id, card }, { type: 'spell', player: p.id, card, caster: card });
      for (const e of s.window?.chain ?? []) tries.push({ type: 'commandment', player: p.id, card, target: { act: e.id } });
      tries.push({ type: 'proclaim', player: p.id, card, cross: p.id, station: 'C1' });
    }
    for (const a of tries) for (const check of judge(ctx, s, a).checks) out.push({ check, actor: p.id });
  }
  return out;
}

describe('the judge\'s words for each reader', () => {
  it('K-TIMING-04 / K-ORDER-01 a seat called "you" reads "you hold the floor", "your step 2", "an attack" through a whole game, and so does the other seat', () => {
    const { ctx, state: s0 } = practiceSeats(3);
    let s = s0;
    let seen = 0;
    for (let i = 0; i < 400 && !s.ended; i++) {
      for (const { check, actor } of everythingSaid(ctx, s)) {
        seen++;
        const other = actor === 'you' ? 'bot' : 'you';
        // Every table shows a check through its reader; the English `says` speaks to the actor and
        // names other seats by id, so only "you"'s own checks are read as they are.
        const texts = [checkText(check, readerFor(actor)), checkText(check, readerFor(other)), ...(actor === 'you' ? [check.says] : [])];
        for (const text of texts) {
          const bad = badWords(text);
          assert.equal(bad, undefined, `${check.rule}: "${text}" (${bad})`);
        }
      }
      const who = floorHolder(s);
      const legal = legalActions(ctx, s, who);
      assert.ok(legal.length > 0);
      s = act(ctx, s, legal[(i * 7919) % legal.length]!).state;
    }
    assert.ok(seen > 10_000, `only ${seen} checks`);
  });

  it('K-TIMING-04 the floor holder reads "you hold the floor"; the other player reads the holder\'s name', () => {
    const { ctx, state } = practiceSeats(1);
    const holder = floorHolder(state);
    const floor = judge(ctx, state, { type: 'endStep', player: holder }).checks.concat(judge(ctx, state, { type: 'pass', player: holder }).checks).find((c) => c.rule === 'K-TIMING-04' || c.rule === 'K-ORDER-01')!;
    assert.match(floor.says, /^you (hold the floor|are the active player)/);
    const other = holder === 'you' ? 'bot' : 'you';
    assert.match(checkText(floor, readerFor(other)), new RegExp(`^${names[holder]} (holds the floor|is the active player)`));
  });

  it('K-ATTACK-02 "Why this was legal" is written for its reader: "a Being in your Cast" to the attacker, "a Being in Kether\'s Cast" to the other player', () => {
    let { ctx, state } = table({ major: 'kether', rest: ['usher'] }, { major: 'golab', rest: ['purgatide'] });
    const us = place(state, 'a', 'usher', 'C1');
    const pu = place(us.state, 'b', 'purgatide', 'C1');
    state = toStep(ctx, pu.state, 'attack');
    const j = judge(ctx, state, { type: 'attack', player: 'a', attacker: us.iid, target: pu.iid });
    assert.equal(j.ok, true);
    const attacker = j.checks.find((c) => c.rule === 'K-ATTACK-02')!;
    const target = j.checks.find((c) => c.rule === 'K-ATTACK-03')!;
    // The actor's own table.
    assert.equal(checkText(attacker, readerFor('a')), 'Usher is a Being in your Cast (C1)');
    assert.equal(checkText(target, readerFor('a')), "Purgatide is a Being in Golab's Cast (C1)");
    // The friend's table, whose "Why this was legal" panel shows the same judgement.
    assert.equal(checkText(attacker, readerFor('b')), "Usher is a Being in Kether's Cast (C1)");
    assert.equal(checkText(target, readerFor('b')), 'Purgatide is a Being in your Cast (C1)');
    const step = j.checks.find((c) => c.rule === 'K-ATTACK-01' && /step/.test(c.says))!;
    assert.equal(checkText(step, readerFor('a')), 'your step 5 (attack)');
    assert.equal(checkText(step, readerFor('b')), "Kether's step 5 (attack)");
  });

  it('K-SUIT-04 the suit-match reads "you control" to the player and "Kether controls" to the other', () => {
    let { ctx, state } = table({ major: 'kether' }, { major: 'golab', hand: ['priest'] });
    state = toStep(ctx, state, 'deeds');
    const j = judge(ctx, state, { type: 'proclaim', player: 'a', card: inHand(state, 'a', 'priest'), cross: 'a', station: 'C1' });
    const suits = j.checks.find((c) => c.rule === 'K-SUIT-04')!;
    assert.match(checkText(suits, readerFor('a')), /you control/);
    assert.match(checkText(suits, readerFor('b')), /Kether controls/);
    assert.doesNotMatch(checkText(suits, readerFor('b')), /\byou\b/);
  });

  it('K-DEED-01 the card "is in your hand" to its holder and "in Kether\'s hand" to the other', () => {
    const { ctx, state } = table({ major: 'kether', hand: ['sorry'] }, { major: 'golab' });
    const j = judge(ctx, state, { type: 'commandment', player: 'a', card: inHand(state, 'a', 'sorry') });
    const held = j.checks.find((c) => c.rule === 'K-DEED-01')!;
    assert.equal(held.says, 'Sorry is in your hand');
    assert.equal(checkText(held, readerFor('b')), "Sorry is in Kether's hand");
  });

  it('K-WIN-01 the game\'s end reads "you hold 5 markers in the Hub" to the winner and "Kether holds 5 …" to the other', () => {
    let { ctx, state } = table({ major: 'kether', rest: ['priest'] }, { major: 'golab' });
    state = place(setHub(state, 'a', 4), 'a', 'priest', 'N', { markers: 1 }).state;
    state = ok(ctx, toStep(ctx, state, 'sway'), { type: 'sway', player: 'a', from: 'N', to: 'hub' });
    const end = kultGame(cards).ended(state)!;
    assert.equal(end.says, 'a holds 5 markers in the Hub: 5 markers in the Hub win', 'the state keeps its words');
    assert.equal(checkText(end, readerFor('a')), 'you hold 5 markers in the Hub: 5 markers in the Hub win');
    assert.equal(checkText(end, readerFor('b')), 'Kether holds 5 markers in the Hub: 5 markers in the Hub win');
  });

  it('K-TIMING-03 Sorry aimed at an attack "cannot cancel an attack", not "a attack"', () => {
    let { ctx, state } = table({ major: 'kether', hand: ['sorry'], rest: ['usher'] }, { major: 'golab', rest: ['purgatide'] });
    const us = place(state, 'a', 'usher', 'C1');
    const pu = place(us.state, 'b', 'purgatide', 'C1');
    state = ok(ctx, toStep(ctx, pu.state, 'attack'), { type: 'attack', player: 'a', attacker: us.iid, target: pu.iid });
    const attack = state.window!.chain.at(-1)!;
    assert.equal(attack.kind, 'attack');
    const j = judge(ctx, state, { type: 'commandment', player: 'a', card: inHand(state, 'a', 'sorry'), target: { act: attack.id } });
    const c = j.checks.find((x) => x.rule === 'K-TIMING-03' && !x.ok)!;
    assert.equal(c.says, 'Sorry cannot cancel an attack');
  });
});
