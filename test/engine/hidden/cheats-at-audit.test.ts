/**
 * Cheats no table can see when they happen, because a shuffle hides what it did: a card swapped
 * for a copy of another or for no card at all, a shuffle made with another secret than the
 * seat's key. They show as soon as such a card is opened (NET-DECK-08/09), and the audit, with
 * every seed revealed, replays the history and names the seat and the step (NET-DECK-04/12).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { sha256 } from '@noble/hashes/sha2.js';
import { auditDeck, openCard, shuffleEvent, type DeckEvent, type HiddenDeckState } from '../../../src/engine/hidden/index.js';
import { reencrypt } from '../../../src/engine/hidden/elgamal.js';
import { G, point, pointHex } from '../../../src/engine/hidden/group.js';
import { jointKeyOf } from '../../../src/engine/hidden/joint-key.js';
import { apply, setUp, settle, table, type Table } from './table.js';

type Tamper = 'copy' | 'no-card' | 'other-secret';

/** Seat `cheat`'s shuffle, tampered: card k swapped for a copy of card j, or for no card, or the whole made with another seed. */
function tampered(t: Table, cheat: string, how: Tamper, k: number) {
  return (s: HiddenDeckState, seat: string): DeckEvent => {
    if (seat !== cheat) return shuffleEvent(s, seat, t.seeds[seat]!);
    if (how === 'other-secret') return shuffleEvent(s, seat, sha256(t.seeds[seat]!));
    const e = shuffleEvent(s, seat, t.seeds[seat]!) as Extract<DeckEvent, { kind: 'shuffle' }>;
    const deck = e.deck.slice();
    const j = (k + 1) % deck.length;
    deck[k] = how === 'copy' ? reencrypt(deck[j]!, jointKeyOf(s), 777n) : { a: pointHex(G.multiply(5n)), b: pointHex(G.multiply(7n).add(jointKeyOf(s).multiply(5n))) };
    return { ...e, deck };
  };
}

function shuffleAt(s: HiddenDeckState, seat: string): number {
  return s.log.findIndex((e) => e.kind === 'shuffle' && e.by === seat);
}

/** Every card turned face up, one by one. */
function revealAll(t: Table, state: HiddenDeckState): HiddenDeckState {
  let s = state;
  while (s.deck.length > 0) s = settle(t, apply(s, { kind: 'reveal', by: 'a', from: 'top' }));
  return s;
}

test('NET-DECK-09 a card copied inside a shuffle shows when its twin is opened, and the audit names the shuffler (NET-DECK-04)', () => {
  const t = table(3, 5, 'copy');
  const s = revealAll(t, setUp(t, 'test/deck', tampered(t, 'b', 'copy', 2)));
  assert.deepEqual(s.findings.map((f) => f.rule), ['NET-DECK-09']);
  assert.deepEqual(auditDeck(s.setup, s.log, t.seeds), { ok: false, rule: 'NET-DECK-04', seat: 'b', at: shuffleAt(s, 'b') });
});

test('NET-DECK-08 a card swapped for no card is seen by its drawer, shown, and the audit names the shuffler (NET-DECK-04)', () => {
  const t = table(3, 4, 'no-card');
  let s = setUp(t, 'test/deck', tampered(t, 'c', 'no-card', 0));
  const opened: (number | 'none' | undefined)[] = [];
  while (s.deck.length > 0) {
    s = settle(t, apply(s, { kind: 'draw', by: 'a', from: 'top' }));
    const h = s.slots.findIndex((slot, x) => slot.place.at === 'hand' && opened[x] === undefined);
    opened[h] = openCard(s, 'a', t.seeds.a!, h);
    if (opened[h] === 'none') s = settle(t, apply(s, { kind: 'show', by: 'a', handle: h }));
  }
  assert.equal(opened.filter((o) => o === 'none').length, 1, 'the drawer sees one card that is none of the deck');
  assert.deepEqual(s.findings.map((f) => f.rule), ['NET-DECK-08']);
  assert.deepEqual(auditDeck(s.setup, s.log, t.seeds), { ok: false, rule: 'NET-DECK-04', seat: 'c', at: shuffleAt(s, 'c') });
});

test('NET-DECK-04 a shuffle made with another secret than the seat’s key passes every check at once and fails the audit', () => {
  const t = table(4, 5, 'other');
  const s = settle(t, apply(setUp(t, 'test/deck', tampered(t, 'd', 'other-secret', 0)), { kind: 'draw', by: 'b', from: 'top' }));
  assert.deepEqual(auditDeck(s.setup, s.log, t.seeds), { ok: false, rule: 'NET-DECK-04', seat: 'd', at: shuffleAt(s, 'd') });
});

test('NET-DECK-04 any seat’s tampered shuffle (a copy, no card, another secret) is named by the audit; the honest game passes', () => {
  fc.assert(
    fc.property(fc.integer({ min: 2, max: 4 }), fc.nat(3), fc.constantFrom<Tamper>('copy', 'no-card', 'other-secret'), fc.nat(4), (players, who, how, k) => {
      const t = table(players, 5, `prop/${players}`);
      const honest = settle(t, apply(setUp(t), { kind: 'draw', by: 'a', from: 'bottom' }));
      assert.deepEqual(auditDeck(honest.setup, honest.log, t.seeds), { ok: true });
      const cheat = t.seats[who % players]!;
      const s = setUp(t, 'test/deck', tampered(t, cheat, how, k));
      assert.deepEqual(auditDeck(s.setup, s.log, t.seeds), { ok: false, rule: 'NET-DECK-04', seat: cheat, at: shuffleAt(s, cheat) });
    }),
    { numRuns: 4, seed: 4 },
  );
});

test('NET-DECK-12 a seed that does not give the seat’s key, or no seed, fails the audit naming the seat', () => {
  const t = table(3, 4, 'seeds');
  const s = settle(t, apply(setUp(t), { kind: 'draw', by: 'c', from: 'top' }));
  assert.deepEqual(auditDeck(s.setup, s.log, { ...t.seeds, b: sha256(t.seeds.b!) }), { ok: false, rule: 'NET-DECK-12', seat: 'b', at: 1 });
  const { c: _, ...withoutC } = t.seeds;
  assert.deepEqual(auditDeck(s.setup, s.log, withoutC), { ok: false, rule: 'NET-DECK-12', seat: 'c' });
});

test('NET-DECK-06 a share edited in the log after the fact fails the audit’s replay', () => {
  const t = table(3, 4, 'edit');
  const s = settle(t, apply(setUp(t), { kind: 'draw', by: 'a', from: 'top' }));
  const at = s.log.findIndex((e) => e.kind === 'share' && e.by === 'c');
  const log = s.log.map((e, i) => (i === at && e.kind === 'share' ? { ...e, d: pointHex(point(e.d).add(G)) } : e));
  assert.deepEqual(auditDeck(s.setup, log, t.seeds), { ok: false, rule: 'NET-DECK-06', seat: 'c', at });
});
