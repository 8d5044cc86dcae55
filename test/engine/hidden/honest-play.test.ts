/**
 * Honest play on a shared hidden deck, as random sequences of moves (fast-check; few runs, small
 * decks: each step is elliptic-curve work). After every step: every card is in exactly one place,
 * and each seat can open exactly the cards drawn or passed to it, shown, or moved by it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { auditDeck, openCard, passEvent, putEvent, type DeckEvent, type HiddenDeckState } from '../../../src/engine/hidden/index.js';
import { apply, setUp, settle, table, type Table } from './table.js';
import { PublicRecord, trueCards } from './peek.js';

type Move = { kind: 'draw' | 'reveal'; seat: number; bottom: boolean } | { kind: 'show' | 'pass' | 'put'; seat: number; pick: number; to: number; bottom: boolean };

const moveArb: fc.Arbitrary<Move> = fc.oneof(
  fc.record({ kind: fc.constantFrom('draw' as const, 'reveal' as const), seat: fc.nat(5), bottom: fc.boolean() }),
  fc.record({ kind: fc.constantFrom('show' as const, 'pass' as const, 'put' as const), seat: fc.nat(5), pick: fc.nat(20), to: fc.nat(5), bottom: fc.boolean() }),
);

/** The event a move means in this state, or undefined when it does not apply (no such card). */
function eventOf(t: Table, s: HiddenDeckState, m: Move): DeckEvent | undefined {
  const seat = t.seats[m.seat % t.seats.length]!;
  const end = m.bottom ? 'bottom' : 'top';
  if (m.kind === 'draw' || m.kind === 'reveal') return s.deck.length > 0 ? { kind: m.kind, by: seat, from: end } : undefined;
  const mine = s.slots.flatMap((slot, h) => (slot.place.at === 'hand' && slot.place.seat === seat ? [h] : []));
  const open = s.slots.flatMap((slot, h) => (slot.place.at === 'open' ? [h] : []));
  const pool = m.kind === 'put' ? [...mine, ...open] : mine;
  if (pool.length === 0) return undefined;
  const { pick, to: toIndex } = m as Extract<Move, { pick: number }>;
  const h = pool[pick % pool.length]!;
  if (m.kind === 'show') return { kind: 'show', by: seat, handle: h };
  if (m.kind === 'put') return putEvent(s, seat, t.seeds[seat]!, h, end);
  const to = t.seats.filter((x) => x !== seat)[toIndex % (t.seats.length - 1)]!;
  return passEvent(s, seat, t.seeds[seat]!, h, to);
}

/** Who should know each card, kept by the test from the moves alone. */
function learn(model: Set<string>[], t: Table, s: HiddenDeckState, e: DeckEvent): void {
  const h = e.kind === 'draw' || e.kind === 'reveal' ? (e.from === 'top' ? s.deck[0]! : s.deck.at(-1)!) : e.kind === 'share' || e.kind === 'key' || e.kind === 'shuffle' ? -1 : e.handle;
  if (e.kind === 'draw') model[h]!.add(e.by);
  if (e.kind === 'reveal' || e.kind === 'show') t.seats.forEach((x) => model[h]!.add(x));
  if (e.kind === 'pass') model[h]!.add(e.to);
}

function checkPlaces(s: HiddenDeckState, t: Table): void {
  const inDeck = new Set(s.deck);
  assert.equal(inDeck.size, s.deck.length, 'a card twice in the deck');
  s.slots.forEach((slot, h) => assert.equal(slot.place.at === 'deck', inDeck.has(h), `card ${h}: deck list and place disagree`));
  const cards = trueCards(s, t.seeds);
  assert.deepEqual([...cards].sort((a, b) => a! - b!), t.cards.map((_, i) => i), 'each card of the list in exactly one slot');
}

test('NET-DECK-11 honest play: every card in exactly one place; a seat learns a card only when drawn or passed to it, shown, or it moved it; the audit passes', () => {
  fc.assert(
    fc.property(fc.integer({ min: 2, max: 4 }), fc.integer({ min: 3, max: 6 }), fc.array(moveArb, { minLength: 4, maxLength: 10 }), (players, size, moves) => {
      const t = table(players, size, `honest/${players}/${size}`);
      let s = setUp(t);
      const model = s.slots.map(() => new Set<string>());
      const record = new PublicRecord();
      record.see(s);
      for (const m of moves) {
        const e = eventOf(t, s, m);
        if (!e) continue;
        learn(model, t, s, e);
        s = settle(t, apply(s, e));
        record.see(s);
        checkPlaces(s, t);
        s.slots.forEach((slot, h) => assert.deepEqual([...slot.knownBy].sort(), [...model[h]!].sort(), `card ${h}: who knows it`));
      }
      // Knowledge only grows, so what each seat can open from the whole public record at the end
      // is everything it ever could: exactly the cards it was entitled to.
      const cards = trueCards(s, t.seeds);
      s.slots.forEach((slot, h) => {
        for (const seat of t.seats) {
          assert.equal(record.canOpen(s, seat, t.seeds[seat]!, h), model[h]!.has(seat), `card ${h}: can ${seat} open it`);
          const seen = openCard(s, seat, t.seeds[seat]!, h);
          if (seen !== undefined) assert.equal(seen, cards[h], `card ${h} opens as itself for ${seat}`);
        }
        if (slot.value !== undefined) assert.equal(slot.value, cards[h], 'a shown card is the card it is');
      });
      assert.deepEqual(s.findings, []);
      assert.deepEqual(auditDeck(s.setup, s.log, t.seeds), { ok: true });
    }),
    { numRuns: 5, seed: 17 },
  );
});

test('NET-DECK-10 a card handed from seat to seat stays closed to the seats it never reached, and put back it stays closed to all but its mover', () => {
  const t = table(4, 4, 'hand-on');
  let s = setUp(t);
  const record = new PublicRecord();
  const step = (e: DeckEvent) => {
    s = settle(t, apply(s, e));
    record.see(s);
  };
  step({ kind: 'draw', by: 'a', from: 'top' });
  const h = s.slots.findIndex((slot) => slot.place.at === 'hand');
  step(passEvent(s, 'a', t.seeds.a!, h, 'b'));
  step(passEvent(s, 'b', t.seeds.b!, h, 'c'));
  assert.deepEqual(t.seats.map((x) => record.canOpen(s, x, t.seeds[x]!, h)), [true, true, true, false], 'd never held it');
  step(putEvent(s, 'c', t.seeds.c!, h, 'top'));
  step({ kind: 'draw', by: 'd', from: 'top' });
  assert.deepEqual(t.seats.map((x) => record.canOpen(s, x, t.seeds[x]!, h)), [true, true, true, true]);
  const k = s.deck[0]!;
  step({ kind: 'draw', by: 'a', from: 'top' });
  step(putEvent(s, 'a', t.seeds.a!, k, 'bottom'));
  step({ kind: 'draw', by: 'b', from: 'bottom' });
  assert.deepEqual(t.seats.map((x) => record.canOpen(s, x, t.seeds[x]!, k)), [true, true, false, false], 'only its drawers');
  assert.deepEqual(auditDeck(s.setup, s.log, t.seeds), { ok: true });
});
