/**
 * Property: from random action-round positions, every Miracle and Intrigue play the enumerators
 * offer is allowed by the real judge, and applying it (then the flow) keeps the components whole:
 * 3 tokens per strength per colour, Followers 0–9, 16 Mobs, each card instance in exactly one place.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { CULT_IDS } from '../../src/cygw/cards/types.js';
import type { CygwState } from '../../src/cygw/state.js';
import { miraclePlays } from '../../src/cygw/rules/miracles.js';
import { intriguePlays } from '../../src/cygw/rules/intrigues.js';
import { applyAct, judgeAct } from '../../src/cygw/rules/judge.js';
import type { CygwAction } from '../../src/cygw/actions.js';
import { TEST_CARDS, giveTo, inActionRound, put, scene } from './support/scene.js';

const FROM_HAND = { asDark: false, source: 'hand' } as const;
const INSTANCES = (['miracle', 'intrigue', 'license'] as const).flatMap((deck) => TEST_CARDS.decks[deck].map((_, i) => `${deck[0]!.toUpperCase()}${String(i + 1).padStart(2, '0')}`));

const seatArb = fc.record({
  followers: fc.integer({ min: 0, max: 9 }),
  coins: fc.integer({ min: 0, max: 30 }),
  mobs: fc.integer({ min: 0, max: 3 }),
  dark: fc.boolean(),
});

const sceneArb = fc.record({
  n: fc.integer({ min: 2, max: 4 }),
  seats: fc.array(seatArb, { minLength: 4, maxLength: 4 }),
  // Each card instance's holder: an index into the seats, or beyond them (it stays put).
  holders: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: INSTANCES.length, maxLength: INSTANCES.length }),
  pieces: fc.array(fc.record({ seat: fc.nat(3), strength: fc.integer({ min: 0, max: 5 }), loc: fc.integer({ min: 1, max: 13 }), coins: fc.constantFrom(0, 0, 0, 5) }), { maxLength: 14 }),
  altars: fc.array(fc.record({ seat: fc.nat(3), strength: fc.integer({ min: 1, max: 5 }), loc: fc.integer({ min: 1, max: 13 }) }), { maxLength: 8 }),
  active: fc.integer({ min: 1, max: 13 }),
  turn: fc.nat(3),
  supremacy: fc.integer({ min: -1, max: 3 }),
});

type SceneSpec = typeof sceneArb extends fc.Arbitrary<infer T> ? T : never;

function build(spec: SceneSpec): CygwState {
  const sheets = CULT_IDS.slice(0, spec.n);
  const ids = 'abcd'.slice(0, spec.n).split('');
  return scene(sheets, (d) => {
    ids.forEach((seat, i) => {
      const c = d.cults[seat]!;
      const x = spec.seats[i]!;
      c.followers = x.followers;
      c.coins = x.coins;
      c.side = x.dark ? 'dark' : 'light';
      const mobs = Math.min(x.mobs, d.mobs);
      c.mobs = mobs;
      d.mobs -= mobs;
    });
    INSTANCES.forEach((iid, i) => {
      const h = spec.holders[i]!;
      if (h < spec.n) giveTo(d, ids[h]!, iid);
    });
    const coinAt = new Set<number>();
    for (const p of spec.pieces) {
      const seat = ids[p.seat % spec.n]!;
      const c = d.cults[seat]!;
      const ok = p.strength === 0 ? c.patriarch === 'free' : c.free.includes(p.strength) || d.reserve[c.colour]![p.strength - 1]! > 0;
      if (!ok) continue;
      const piece = put(d, seat, p.strength, p.loc);
      if (p.coins > 0 && !coinAt.has(p.loc)) {
        piece.coins = p.coins;
        coinAt.add(p.loc);
      }
    }
    for (const a of spec.altars) {
      const seat = ids[a.seat % spec.n]!;
      const r = d.reserve[d.cults[seat]!.colour]!;
      const here = d.board[a.loc - 1]!;
      if (r[a.strength - 1]! === 0 || here.altars.some((x) => x.owner === seat)) continue;
      r[a.strength - 1]! -= 1;
      here.altars.push({ owner: seat, token: a.strength });
    }
    if (spec.supremacy >= 0 && spec.supremacy < spec.n) d.supremacy = { owner: ids[spec.supremacy]!, faceUp: true, gainedRound: 1 };
    inActionRound(d, spec.active, ids[spec.turn % spec.n]!);
  });
}

/** Every component where it should be, and each counted once. */
function assertWhole(s: CygwState, label: string): void {
  for (const seat of s.seats) {
    const c = s.cults[seat]!;
    assert.ok(c.followers >= 0 && c.followers <= 9, `${label}: ${seat} has ${c.followers} Followers`);
    for (let k = 1; k <= 5; k++) {
      const onBoard = s.board.reduce((n, p) => n + p.priests.filter((x) => x.owner === seat && !x.patriarch && x.strength === k).length + p.altars.filter((a) => a.owner === seat && a.token === k).length, 0);
      const total = s.reserve[c.colour]![k - 1]! + c.free.filter((x) => x === k).length + c.onSheet.filter((x) => x === k).length + onBoard;
      assert.equal(total, 3, `${label}: ${c.colour} strength-${k} tokens`);
    }
    const patriarchs = s.board.reduce((n, p) => n + p.priests.filter((x) => x.owner === seat && x.patriarch).length, 0);
    assert.equal(patriarchs, c.patriarch === 'board' ? 1 : 0, `${label}: ${seat}'s Patriarch`);
  }
  assert.equal(s.mobs + s.seats.reduce((n, seat) => n + s.cults[seat]!.mobs, 0), 16, `${label}: Mobs`);
  const places: string[] = [
    ...s.decks.miracle, ...s.decks.intrigue, ...s.decks.license,
    ...s.market.filter((x): x is string => x !== null),
    ...s.seats.flatMap((seat) => [...s.cults[seat]!.hand, ...s.cults[seat]!.licenses]),
    ...s.prompts.flatMap((p) => (p.kind === 'iniquity' ? p.cards : [])),
  ];
  assert.deepEqual([...places].sort(), [...INSTANCES].sort(), `${label}: each card once`);
}

test('C-MIRACLE-05 C-INTRIGUE-06 every enumerated card play is judged legal, and playing it keeps every component whole', () => {
  let played = 0;
  fc.assert(
    fc.property(sceneArb, (spec) => {
      const s = build(spec);
      assertWhole(s, 'the scene');
      const seat = s.turn!;
      const acts: CygwAction[] = [
        ...miraclePlays(TEST_CARDS, s, seat, FROM_HAND).map((p) => ({ type: 'miracle' as const, player: seat, ...p })),
        ...intriguePlays(TEST_CARDS, s, seat, FROM_HAND).map((p) => ({ type: 'intrigue' as const, player: seat, ...p })),
      ];
      for (const a of acts) {
        const j = judgeAct(TEST_CARDS, s, a);
        assert.ok(j.ok, `${JSON.stringify(a)} refused: ${JSON.stringify(j.checks.filter((c) => !c.ok))}`);
        assertWhole(applyAct(TEST_CARDS, s, a), JSON.stringify(a));
        played++;
      }
    }),
    { numRuns: 200, seed: 20261126 },
  );
  // The scenes are rich enough to offer plays at all.
  assert.ok(played > 200, `only ${played} plays were tried`);
});
