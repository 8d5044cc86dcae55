/**
 * K-CARD: cards and card anatomy (catalog § 2): what the card data may say,
 * what the loader refuses, and how the anatomy shows in play.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { combatValue, coreCards, createMatch, loadCardSets, STARTER_DECKS, type CardProblem } from '../../src/kult/index.js';
import { attach, closeWindow, ok, place, player, refused, toStep } from '../support/scenario.js';
import { checkFor, handCard, suitCounts, two } from '../support/turn-kit.js';

const cards = coreCards();
const all = [...cards.cards.values()];

const BEING = { id: 'test-being', name: 'Test Being', kind: 'being', affiliation: 'white', suits: ['rose'], text: 'A test card.', source: 'test', beingKind: 'pawn', pawnOf: 'passion', cv: 2, stations: ['C1'] };
const MAJOR = { id: 'test-major', name: 'Test Major', kind: 'major', affiliation: 'red', suits: ['rose', 'rose', 'eye', 'eye'], text: 'A test Major.', source: 'test', hierarchy: 5, epithet: 'The Test' };
const COMMANDMENT = { id: 'test-cmd', name: 'Test Command', kind: 'commandment', affiliation: 'white', suits: [], text: 'Play at any time.', source: 'test', timing: { at: 'anyTime' }, effects: [{ op: 'cv', amount: 1, scope: 'combat' }] };

function problems(card: Record<string, unknown>): readonly CardProblem[] {
  const r = loadCardSets([{ set: 'test', version: 1, cards: [card] }]);
  return r.ok ? [] : r.problems;
}

describe('K-CARD cards and anatomy', () => {
  test('K-CARD-01 the card database holds exactly 20 Major Arcanum records, every other card is a Minor Arcanum', () => {
    assert.equal(all.filter((c) => c.kind === 'major').length, 20);
    assert.ok(all.filter((c) => c.kind !== 'major').every((c) => ['being', 'region', 'influence', 'spell', 'commandment'].includes(c.kind)));
  });

  test('K-CARD-02 each player fields exactly one Major Arcanum: a non-Major is refused at setup', () => {
    const r = createMatch(cards, { players: [{ id: 'a', major: 'priest', deck: STARTER_DECKS.archon.cards }, { id: 'b', major: 'golab', deck: STARTER_DECKS.angel.cards }], struggle: 'continent', seed: 1 });
    assert.equal(r.ok, false);
    assert.equal(r.setup.checks.find((x) => !x.ok && x.rule === 'K-CARD-02')?.says, 'a: "priest" is not a Major Arcanum');
    const fine = createMatch(cards, { players: [{ id: 'a', major: 'kether', deck: STARTER_DECKS.archon.cards }, { id: 'b', major: 'golab', deck: STARTER_DECKS.angel.cards }], struggle: 'continent', seed: 1 });
    assert.ok(fine.ok);
    assert.deepEqual(fine.ok && fine.state.players.map((p) => p.major), ['kether', 'golab']);
  });

  test('K-CARD-03 every Major Arcanum has 4 Suit icons, red or blue, and a Hierarchy 1–20; the loader refuses one that does not', () => {
    for (const m of all.filter((c) => c.kind === 'major')) {
      assert.equal(m.suits.length, 4, m.id);
      assert.ok(m.affiliation === 'red' || m.affiliation === 'blue', m.id);
      assert.ok(m.hierarchy! >= 1 && m.hierarchy! <= 20, m.id);
    }
    assert.deepEqual(problems(MAJOR), []);
    assert.deepEqual(problems({ ...MAJOR, suits: ['rose', 'eye', 'eye'] }).map((p) => p.code), ['CARD-SUITS-RANGE']);
    assert.deepEqual(problems({ ...MAJOR, affiliation: 'white' }).map((p) => p.field), ['affiliation']);
    assert.deepEqual(problems({ ...MAJOR, hierarchy: undefined }).map((p) => p.field), ['hierarchy']);
    assert.deepEqual(problems({ ...MAJOR, hierarchy: 21 }).map((p) => p.field), ['hierarchy']);
  });

  test('K-CARD-04 Kether shows Rose, Hourglass, Eye, Crescent (four different); every Major follows one of the three icon patterns', () => {
    assert.deepEqual([...cards.cards.get('kether')!.suits].sort(), ['crescent', 'eye', 'hourglass', 'rose']);
    const { ctx, state } = two({ major: 'kether' }, { major: 'golab' });
    assert.deepEqual(suitCounts(ctx, state, 'a'), { skull: 0, rose: 1, hourglass: 1, eye: 1, crescent: 1 });
    for (const m of all.filter((c) => c.kind === 'major')) {
      const counts = new Map<string, number>();
      for (const s of m.suits) counts.set(s, (counts.get(s) ?? 0) + 1);
      const shape = [...counts.values()].sort((x, y) => y - x).join('+');
      assert.ok(['1+1+1+1', '2+2', '3+1'].includes(shape), `${m.id}: ${shape}`);
    }
  });

  test('K-CARD-05 a card record whose type is outside the five Minor Arcana types (or Major) is invalid', () => {
    const p = problems({ ...BEING, kind: 'artifact' });
    assert.equal(p.length, 1);
    assert.equal(p[0]!.card, 'test-being');
    assert.equal(p[0]!.field, 'kind');
  });

  test('K-CARD-06 a Being with no Lictor/Razide/Pawn designation is a Creature', () => {
    const { beingKind: _k, pawnOf: _p, ...plain } = BEING;
    const r = loadCardSets([{ set: 'test', version: 1, cards: [plain] }]);
    assert.ok(r.ok);
    assert.equal(r.ok && r.set.cards.get('test-being')!.beingKind, 'creature');
    // The designated kinds are kept as printed.
    assert.equal(cards.cards.get('priest')!.beingKind, 'pawn');
    assert.equal(cards.cards.get('nepharite')!.beingKind, 'razide');
  });

  test('K-CARD-07 only a Pawn is "Pawn of <Realm>", and every Pawn in the core set names its Realm', () => {
    assert.deepEqual(problems({ ...BEING, beingKind: 'creature' }).map((p) => p.field), ['pawnOf']);
    for (const c of all.filter((x) => x.beingKind === 'pawn')) assert.ok(c.pawnOf, `${c.id} names its Realm`);
    assert.equal(cards.cards.get('gravedigger')!.pawnOf, 'death');
    assert.equal(cards.cards.get('artist')!.pawnOf, 'dreams');
  });

  test('K-CARD-09 a Region is never a legal attacker or attack target', () => {
    const { ctx, state } = two({ major: 'kether', rest: ['sleepers-district', 'priest'] }, { major: 'golab', rest: ['catacombs', 'priest'] });
    let s = place(state, 'a', 'sleepers-district', 'C4').state;
    const mine = place(s, 'a', 'priest', 'C1');
    const region = place(mine.state, 'b', 'catacombs', 'C1');
    const being = place(region.state, 'b', 'priest', 'C2');
    s = toStep(ctx, being.state, 'attack');
    const district = player(s, 'a').cross.stations.C4!.base;
    refused(ctx, s, { type: 'attack', player: 'a', attacker: mine.iid, target: region.iid }, 'K-ATTACK-04');
    refused(ctx, s, { type: 'attack', player: 'a', attacker: district, target: being.iid }, 'K-ATTACK-02');
    s = ok(ctx, s, { type: 'attack', player: 'a', attacker: mine.iid, target: being.iid });
    assert.deepEqual(s.combat && [s.combat.attacker, s.combat.target], [mine.iid, being.iid]);
  });

  test('K-CARD-10 an Influence card\'s signed number changes the CV of the Being it influences: +2 on a CV-3 Artist gives 5', () => {
    const { ctx, state } = two({ major: 'kether', hand: ['archons-favour'], rest: ['artist'] }, { major: 'golab' });
    const artist = place(state, 'a', 'artist', 'C1');
    let s = toStep(ctx, artist.state, 'deeds');
    assert.equal(combatValue(ctx, s, artist.iid).total, 3);
    s = closeWindow(ctx, ok(ctx, s, { type: 'influence', player: 'a', card: handCard(s, 'a', 'archons-favour'), target: { card: artist.iid } }));
    const cv = combatValue(ctx, s, artist.iid);
    assert.equal(cv.total, 5);
    assert.deepEqual(cv.parts.map((p) => [p.from, p.amount]), [['Artist', 3], ["Archon's Favour", 2]]);
  });

  test('K-CARD-12 a Commandment has no Suit requirement and no Station indicators: the loader refuses either', () => {
    for (const c of all.filter((x) => x.kind === 'commandment')) {
      assert.deepEqual(c.suits, [], c.id);
      assert.equal(c.stations, undefined, c.id);
    }
    assert.deepEqual(problems(COMMANDMENT), []);
    assert.deepEqual(problems({ ...COMMANDMENT, suits: ['skull'] }).map((p) => p.code), ['CARD-SUITS-RANGE']);
  });

  test('K-CARD-13 only an Item designated Weapon can be chosen as a combatant\'s Weapon', () => {
    const { ctx, state } = two({ major: 'kether', rest: ['artist', 'mirrorshard-amulet', 'automatic-rifle'] }, { major: 'golab', rest: ['priest'] });
    const artist = place(state, 'a', 'artist', 'C1');
    const amulet = attach(artist.state, 'a', 'mirrorshard-amulet', artist.iid);
    const rifle = attach(amulet.state, 'a', 'automatic-rifle', artist.iid);
    const foe = place(rifle.state, 'b', 'priest', 'C1');
    let s = toStep(ctx, foe.state, 'attack');
    s = ok(ctx, s, { type: 'attack', player: 'a', attacker: artist.iid, target: foe.iid });
    const j = refused(ctx, s, { type: 'weapon', player: 'a', being: artist.iid, weapon: amulet.iid }, 'K-WEAPON-01');
    assert.equal(checkFor(j, 'K-WEAPON-01').says, 'that card is not a Weapon attached to this Being');
    assert.equal(combatValue(ctx, s, artist.iid).total, 4, 'Artist 3 + the Amulet (an Item, not a Weapon) 1; no Weapon chosen yet');
    s = ok(ctx, s, { type: 'weapon', player: 'a', being: artist.iid, weapon: rifle.iid });
    assert.equal(combatValue(ctx, s, artist.iid).total, 6);
    // The data agrees: a Weapon is always an Item, never the reverse.
    assert.deepEqual(problems({ ...BEING, kind: 'influence', beingKind: undefined, pawnOf: undefined, cv: undefined, cvMod: 1, attachTo: 'being', weapon: true }).map((p) => p.field), ['weapon']);
  });

  test('K-CARD-14 a "REPEL:" ability is paid by naming the marker to Repel; an ability needs its card in play', () => {
    const { ctx, state } = two({ major: 'golab', rest: ['nachtkinder'] }, { major: 'malkuth', rest: ['priest'] });
    const nk = place(state, 'a', 'nachtkinder', 'C1');
    const foe = place(nk.state, 'b', 'priest', 'C1');
    let s = toStep(ctx, foe.state, 'attack');
    s = ok(ctx, s, { type: 'attack', player: 'a', attacker: nk.iid, target: foe.iid });
    const j = refused(ctx, s, { type: 'ability', player: 'a', card: nk.iid, index: 0 }, 'K-REPEL-08');
    assert.equal(checkFor(j, 'K-REPEL-08').says, "Nachtkinder's ability costs a Repel: name the marker to move");
    refused(ctx, s, { type: 'ability', player: 'a', card: player(s, 'a').hand[0]!, index: 0 }, 'K-CARD-14');
  });

  test('K-CARD-16 a Major Arcanum and a Commandment carry no Station-indicator data; the loader refuses it', () => {
    for (const c of all.filter((x) => x.kind === 'major' || x.kind === 'commandment')) assert.equal(c.stations, undefined, c.id);
    for (const c of all.filter((x) => x.kind !== 'major' && x.kind !== 'commandment')) assert.ok(c.stations && c.stations.length > 0, c.id);
    assert.deepEqual(problems({ ...MAJOR, stations: ['N'] }).map((p) => p.code), ['CARD-IMPOSSIBLE-STATIONS']);
    assert.deepEqual(problems({ ...COMMANDMENT, stations: ['C1'] }).map((p) => p.code), ['CARD-IMPOSSIBLE-STATIONS']);
  });
});
