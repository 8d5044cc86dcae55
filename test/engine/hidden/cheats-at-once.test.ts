/**
 * Cheats the judge catches the moment they arrive, each refused with its rule and the state left
 * as it was: rogue keys, shuffles out of turn or with a card withheld, added, duplicated or left
 * unchanged, shares nobody asked for or not made with the seat's key, a card swapped while handed
 * on, cards moved from where they are not.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { keyEvent, newHiddenDeck, owedShares, parseDeckEvent, passEvent, shareEvent, shuffleEvent, stepDeck, type DeckEvent, type HiddenDeckState } from '../../../src/engine/hidden/index.js';
import { G, point, pointHex } from '../../../src/engine/hidden/group.js';
import { apply, setUp, settle, table } from './table.js';

const t = table(3, 6, 'cheats');

/** Refused with exactly `rule`, state unchanged. */
function refused(s: HiddenDeckState, e: DeckEvent, rule: string): void {
  const r = stepDeck(s, e);
  assert.equal(r.judgement.ok, false, `${e.kind} should be refused`);
  assert.deepEqual(r.judgement.checks.map((c) => c.rule), [rule]);
  assert.equal(r.state, s, 'a refused event changes nothing');
}

function keyed(): HiddenDeckState {
  let s = newHiddenDeck({ deckId: 'test/deck', cards: t.cards, seats: t.seats });
  for (const seat of t.seats) s = apply(s, keyEvent(s, seat, t.seeds[seat]!));
  return s;
}

test('NET-DECK-01 a rogue key (chosen to cancel the others) has no proof of its secret and is refused', () => {
  let s = newHiddenDeck({ deckId: 'test/deck', cards: t.cards, seats: t.seats });
  s = apply(s, keyEvent(s, 'a', t.seeds.a!));
  s = apply(s, keyEvent(s, 'b', t.seeds.b!));
  const honest = keyEvent(s, 'c', t.seeds.c!) as Extract<DeckEvent, { kind: 'key' }>;
  // Y_c = T − Y_a − Y_b would make the joint key T, whose secret c chose: it cannot prove it knows log Y_c.
  const target = G.multiply(12345n);
  const rogue = pointHex(target.subtract(point(s.keys.a!)).subtract(point(s.keys.b!)));
  refused(s, { ...honest, y: rogue }, 'NET-DECK-01');
  refused(s, { ...keyEvent(s, 'c', t.seeds.c!), by: 'c', proof: (keyEvent(s, 'a', t.seeds.a!) as typeof honest).proof }, 'NET-DECK-01');
  s = apply(s, honest);
  refused(s, keyEvent(s, 'c', t.seeds.c!), 'NET-DECK-01');
});

test('NET-DECK-02 shuffles go in seat order after every key, and nothing is drawn before the last', () => {
  let s = newHiddenDeck({ deckId: 'test/deck', cards: t.cards, seats: t.seats });
  s = apply(s, keyEvent(s, 'a', t.seeds.a!));
  refused(s, { kind: 'shuffle', by: 'a', deck: [] }, 'NET-DECK-02');
  s = keyed();
  refused(s, shuffleEvent(s, 'b', t.seeds.b!), 'NET-DECK-02');
  s = apply(s, shuffleEvent(s, 'a', t.seeds.a!));
  refused(s, { kind: 'draw', by: 'a', from: 'top' }, 'NET-DECK-02');
  refused(s, shuffleEvent(s, 'a', t.seeds.a!), 'NET-DECK-02');
});

test('NET-DECK-03 a shuffle that withholds, adds, duplicates or leaves a card unchanged, or sends a non-point, is refused at once', () => {
  let s = keyed();
  s = apply(s, shuffleEvent(s, 'a', t.seeds.a!));
  const good = shuffleEvent(s, 'b', t.seeds.b!) as Extract<DeckEvent, { kind: 'shuffle' }>;
  const deck = good.deck;
  refused(s, { ...good, deck: deck.slice(1) }, 'NET-DECK-03');
  refused(s, { ...good, deck: [...deck, deck[0]!] }, 'NET-DECK-03');
  refused(s, { ...good, deck: [deck[0]!, ...deck.slice(1, -1), deck[0]!] }, 'NET-DECK-03');
  refused(s, { ...good, deck: [s.shuffles[0]![0]!, ...deck.slice(1)] }, 'NET-DECK-03');
  refused(s, { ...good, deck: [{ a: 'ff'.repeat(32), b: deck[0]!.b }, ...deck.slice(1)] }, 'NET-DECK-03');
  apply(s, good);
});

test('NET-DECK-05 a share nobody asked for (the drawer’s own, a settled card’s, a second copy) is refused', () => {
  let s = apply(setUp(t), { kind: 'draw', by: 'a', from: 'top' });
  const h = s.slots.findIndex((slot) => slot.learner === 'a');
  refused(s, shareEvent(s, 'a', t.seeds.a!, h), 'NET-DECK-05');
  refused(s, shareEvent(s, 'b', t.seeds.b!, s.deck[0]!), 'NET-DECK-05');
  const b = shareEvent(s, 'b', t.seeds.b!, h);
  s = apply(s, b);
  refused(s, b, 'NET-DECK-05');
});

test('NET-DECK-06 a forged share (another key, another card’s share, a made-up point) is refused at once, naming the seat', () => {
  let s = setUp(t);
  s = settle(t, apply(s, { kind: 'draw', by: 'a', from: 'top' }));
  s = apply(s, { kind: 'draw', by: 'a', from: 'top' });
  const h = s.slots.findIndex((slot) => slot.learner === 'a');
  const honest = shareEvent(s, 'b', t.seeds.b!, h) as Extract<DeckEvent, { kind: 'share' }>;
  const withCsKey = shareEvent(s, 'c', t.seeds.c!, h) as typeof honest;
  refused(s, { ...withCsKey, by: 'b' }, 'NET-DECK-06');
  const other = s.slots.findIndex((slot, x) => x !== h && slot.place.at === 'hand');
  const old = s.log.find((e) => e.kind === 'share' && e.by === 'b' && e.handle === other) as typeof honest;
  refused(s, { ...honest, d: old.d }, 'NET-DECK-06');
  refused(s, { ...honest, d: pointHex(G.multiply(99n)) }, 'NET-DECK-06');
  refused(s, { ...honest, proof: { c: honest.proof.s, s: honest.proof.c } }, 'NET-DECK-06');
  const r = stepDeck(s, honest);
  assert.equal(r.judgement.ok, true);
});

test('NET-DECK-07 a seat that withholds its share is named by owedShares until it sends it', () => {
  let s = apply(setUp(t), { kind: 'draw', by: 'b', from: 'top' });
  const h = s.slots.findIndex((slot) => slot.learner === 'b');
  s = apply(s, shareEvent(s, 'a', t.seeds.a!, h));
  assert.deepEqual(owedShares(s), [{ seat: 'c', handle: h }]);
  s = apply(s, shareEvent(s, 'c', t.seeds.c!, h));
  assert.deepEqual(owedShares(s), []);
  assert.deepEqual(s.slots[h]!.knownBy, ['b']);
});

test('NET-DECK-10 a card handed on must be proven the same card: a swap for another card is refused', () => {
  let s = setUp(t);
  s = settle(t, apply(s, { kind: 'draw', by: 'a', from: 'top' }));
  s = settle(t, apply(s, { kind: 'draw', by: 'a', from: 'top' }));
  const [h1, h2] = s.slots.flatMap((slot, h) => (slot.place.at === 'hand' ? [h] : []));
  const honest = passEvent(s, 'a', t.seeds.a!, h1!, 'b') as Extract<DeckEvent, { kind: 'pass' }>;
  const swapped = passEvent(s, 'a', t.seeds.a!, h2!, 'b') as typeof honest;
  refused(s, { ...honest, ct: swapped.ct }, 'NET-DECK-10');
  refused(s, { ...honest, ct: s.slots[h1!]!.ct }, 'NET-DECK-10');
  refused(s, { ...passEvent(s, 'a', t.seeds.a!, h1!, 'b'), by: 'a', proof: swapped.proof }, 'NET-DECK-10');
  apply(s, honest);
});

test('NET-DECK-11 a card moves only from where it is, by the seat that may move it', () => {
  let s = setUp(t);
  s = apply(s, { kind: 'draw', by: 'a', from: 'top' });
  const h = s.slots.findIndex((slot) => slot.learner === 'a');
  refused(s, { kind: 'show', by: 'a', handle: h }, 'NET-DECK-11'); // its shares are not all in yet
  s = settle(t, s);
  refused(s, { kind: 'show', by: 'b', handle: h }, 'NET-DECK-11');
  refused(s, { ...passEvent(s, 'a', t.seeds.a!, h, 'c'), by: 'b' }, 'NET-DECK-11');
  refused(s, { ...passEvent(s, 'a', t.seeds.a!, h, 'c'), to: 'a' }, 'NET-DECK-11');
  refused(s, { kind: 'draw', by: 'z', from: 'top' }, 'NET-DECK-11');
  while (s.deck.length > 0) s = settle(t, apply(s, { kind: 'draw', by: 'b', from: 'bottom' }));
  refused(s, { kind: 'draw', by: 'a', from: 'top' }, 'NET-DECK-11');
});

test('NET-SHAPE-01 a deck event of another shape is refused naming the field, never the value', () => {
  assert.deepEqual(parseDeckEvent({ kind: 'share', by: 'a', handle: 0, d: 'x'.repeat(64), proof: { c: '0'.repeat(64), s: '0'.repeat(64) } }), { ok: false, field: 'd' });
  assert.deepEqual(parseDeckEvent({ kind: 'shuffle', by: 'a', deck: Array(513).fill({ a: '0'.repeat(64), b: '0'.repeat(64) }) }), { ok: false, field: 'deck' });
  assert.equal(parseDeckEvent({ kind: 'draw', by: 'a', from: 'top' }).ok, true);
});
