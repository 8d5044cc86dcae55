/**
 * M.E.A.T.'s judge in every language (issue 18): every check it makes, refused or accepted,
 * carries catalog words (`meat.says.*`) that English, Polish and Italian all have, with every
 * placeholder filled by the check's own values; the rule words come per language with the same
 * rule IDs; and a refusal worded for a Polish reader is Polish, not the English `says`.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import '../../src/i18n/pl/pack.js';
import '../../src/i18n/it/pack.js';
import { withLocale } from '../../src/i18n/catalog.js';
import { checkText } from '../../src/i18n/check-text.js';
import type { Check, Words, WordValue } from '../../src/engine/judgement.js';
import { meatsays as EN } from '../../src/i18n/en/meatsays.js';
import { meatsays as PL } from '../../src/i18n/pl/meatsays.js';
import { meatsays as IT } from '../../src/i18n/it/meatsays.js';
import { placeholders } from '../../scripts/i18n-catalogs.js';
import { meatGame } from '../../src/meat/game.js';
import type { MeatAction } from '../../src/meat/actions.js';
import { start } from '../../src/meat/setup.js';
import { LANES, type MeatState } from '../../src/meat/state.js';
import { floorNow } from '../../src/meat/rules/floor.js';
import { creatureOf, deepFreeze, draftOf } from '../../src/meat/rules/model.js';
import { FIXTURE } from './support/cards.js';
import { atPay, give, lay, playBots, scene, SETTINGS, take } from './support/scene.js';

const game = meatGame(FIXTURE);
const CATALOGS: Record<string, Readonly<Record<string, string>>> = { en: EN, pl: PL, it: IT };
const HEX64 = '0'.repeat(64);
const SALT = '0'.repeat(32);

/** Acts a seat could try at `s`: its legal acts, and acts of every type on its own cards and on cards it does not hold. */
function tries(s: MeatState, seat: string): unknown[] {
  const me = s.players[seat]!;
  const hand = me.hand;
  const creatures = hand.filter((x) => x.startsWith('C'));
  const destiny = hand.filter((x) => x.startsWith('D'));
  const laid = me.laid.map((l) => l.card);
  const onField = LANES.map((l) => me.lanes[l]?.card).filter((x): x is string => !!x);
  const foe = s.seats.find((x) => s.players[x]!.side !== me.side)!;
  const aims = [undefined, null, { seat, lane: 'front' }, { seat: foe, lane: 'front' }, { seat: foe, lane: 'left' }];
  const p = { player: seat };
  return [
    ...game.legalActions(s, seat),
    { type: 'no such act', ...p },
    { type: 'pass', player: 'nobody' },
    { type: 'leader', ...p, leader: s.leaders[0] ?? 'none' },
    { type: 'leader', ...p, leader: 'no-such-leader' },
    ...s.pool.slice(0, 4).map((card) => ({ type: 'draft', ...p, card })),
    { type: 'draft', ...p, card: 'C9999' },
    { type: 'discard', ...p, cards: hand.slice(0, 1) },
    { type: 'discard', ...p, cards: [...hand.slice(0, 1), ...hand.slice(0, 1)] },
    { type: 'place', ...p, left: creatures[0] ?? null, front: creatures[1] ?? null, right: creatures[2] ?? null },
    { type: 'place', ...p, left: creatures[0] ?? null, front: null, right: null },
    { type: 'place', ...p, sealed: { hash: HEX64, filled: [true, true, true] } },
    { type: 'commit', ...p, cards: destiny.slice(0, 1) },
    { type: 'commit', ...p, cards: destiny.slice(0, 2) },
    { type: 'commit', ...p, cards: ['D9999'] },
    { type: 'commit', ...p, cards: [], sealed: { hash: HEX64, count: 1 } },
    { type: 'open', ...p, left: null, front: null, right: null, guard: 'left', cards: [], salts: [SALT, SALT] },
    { type: 'pay', ...p, cards: laid },
    { type: 'pay', ...p, cards: [] },
    { type: 'pay', ...p, cards: ['D9999'] },
    ...[...laid, ...onField, ...hand.slice(0, 2)].flatMap((card) => aims.map((target) => ({ type: 'resolve', ...p, card, ...(target === undefined ? {} : { target }) }))),
    { type: 'pass', ...p },
    { type: 'defer', ...p },
    ...destiny.flatMap((card) => aims.map((target) => ({ type: 'instant', ...p, card, ...(target === undefined ? {} : { target }) }))),
    { type: 'deck', ...p, events: [] },
    { type: 'link', ...p, link: HEX64 },
    { type: 'trigger', ...p, card: hand[0] ?? 'C0001' },
  ];
}

/** Every check the judge (as the Game labels it) makes on every try of every seat at `s`. */
function checksAt(s: MeatState): Check[] {
  return s.seats.flatMap((seat) => tries(s, seat).flatMap((a) => game.judge(s, a as MeatAction).checks));
}

/** States of real games between the bots, 2 and 4 seats, from the first act to the end, and hand-made scenes of payments and Instants. */
function states(): MeatState[] {
  const out: MeatState[] = [];
  for (const [n, seed] of [[2, 3], [4, 5]] as const) {
    let i = 0;
    const first = game.start({ seats: ['a', 'b', 'c', 'd'].slice(0, n).map((id) => ({ id, choice: 'any' })), seed, settings: SETTINGS });
    assert.ok(first.ok);
    out.push(first.state);
    const last = playBots(FIXTURE, n, seed, () => false, (s) => {
      if (i++ % 7 === 0 && out.length < 120) out.push(s);
    });
    out.push(last);
  }
  // A payment short of ounces, and an Instant in hand at a window.
  out.push(
    scene(2, (d) => {
      lay(d, 'a', 'spell-x');
      lay(d, 'a', 'spell-y');
      lay(d, 'a', 'spell-z');
      d.players.a!.telestarion = 3;
      give(d, 'a', 'i-bolt');
      atPay(d);
    }),
  );
  return out;
}

/** Each placeholder of the key's messages (its `.you` form too) in `lang` has a value; nested words likewise. */
function unfilled(w: Words, lang: string): string[] {
  const catalog = CATALOGS[lang]!;
  const out: string[] = [];
  const have = new Set(Object.keys(w.values ?? {}));
  for (const key of [w.key, `${w.key}.you`]) {
    const text = catalog[key];
    if (text === undefined) {
      if (key === w.key) out.push(`${lang}: no message ${key}`);
      continue;
    }
    for (const p of placeholders(text)) if (!have.has(p.replace(/'s$/, ''))) out.push(`${lang}: ${key} lacks {${p}}`);
  }
  const nested = (v: WordValue): void => {
    if (typeof v !== 'object' || 'seat' in v) return;
    if ('all' in v) v.all.forEach((x) => out.push(...unfilled(x, lang)));
    else out.push(...unfilled(v, lang));
  };
  Object.values(w.values ?? {}).forEach(nested);
  return out;
}

/** No value of a check's words is a string: numbers, seats and nested catalog words only (never a peer's text). */
function strings(w: Words): string[] {
  return Object.values(w.values ?? {}).flatMap((v) => (typeof v === 'string' ? [v] : typeof v === 'object' && 'key' in v ? strings(v) : []));
}

describe('M.E.A.T. judge words in English, Polish and Italian (issue 18)', () => {
  const all = states().flatMap(checksAt);
  const setup = [
    start(FIXTURE, { seats: [{ id: 'a', choice: 'any' }, { id: 'b', choice: 'any' }, { id: 'c', choice: 'any' }], seed: 1, settings: SETTINGS }),
    start(FIXTURE, { seats: [{ id: 'a', choice: 'any' }, { id: 'b', choice: 'any' }], seed: 1, settings: { ...SETTINGS, vitality: 'lots' } as never }),
    start(FIXTURE, { seats: [{ id: 'a', choice: 'any', cards: ['x'] }, { id: 'b', choice: 'any' }], seed: 1, settings: SETTINGS }),
  ].flatMap((r) => (r.ok ? [] : r.judgement.checks));
  const started = game.start({ seats: [{ id: 'a', choice: 'any' }, { id: 'b', choice: 'any' }], seed: 1, settings: SETTINGS });
  assert.ok(started.ok);
  const more: Check[] = [
    ...setup,
    game.setup.judgeChoice(SETTINGS, 'any'),
    game.setup.judgeChoice(SETTINGS, 'x'.repeat(100)),
    game.setup.judgePileSize(SETTINGS, 0, 2),
    game.setup.judgePileSize(SETTINGS, 3, 2),
    ...game.setup.judgeList(SETTINGS, ['x'], 'any', 2).checks,
    ...game.reveal(started.state, []).judgement.checks,
    ...game.reveal(started.state, [{} as never]).judgement.checks,
  ];
  const heard = game.teamHeard!(started.state, 'a', 'b', {}, {});
  assert.ok('rule' in heard && typeof heard.rule === 'string', 'a team note on one page is refused');
  more.push(heard as Check);
  const checks = [...all, ...more];

  it('every check, refused or accepted, has words whose key each language has, with every placeholder filled', () => {
    const keys = new Set<string>();
    for (const c of checks) {
      assert.ok(c.words, `${c.rule} "${c.says}" has no words`);
      keys.add(c.words.key);
      for (const lang of Object.keys(CATALOGS)) assert.deepEqual(unfilled(c.words, lang), [], `${c.rule} ${c.words.key}`);
      assert.deepEqual(strings(c.words), [], `${c.rule} ${c.words.key}: a value is a string`);
    }
    // The tries reach far beyond the floor: refusals and acceptances of most of the judge's findings.
    assert.ok(checks.some((c) => c.ok) && checks.some((c) => !c.ok));
    assert.ok(keys.size >= 45, `only ${keys.size} distinct findings: ${[...keys].sort().join(' ')}`);
  });

  it('says stays the English of the words for the actor, and a house default is labelled (M-AMB-10, M-AMB-26)', () => {
    for (const c of checks) assert.ok(!c.says.includes('⟦') && !/\{\w+\}/.test(c.says), `${c.rule}: ${c.says}`);
    const house = checks.filter((c) => /\bM-AMB-\d\d\b/.test(c.says));
    assert.ok(house.length > 0);
    for (const c of house) assert.equal(c.houseDefault, true, `${c.rule} "${c.says}" is a house default`);
  });

  it("wordsUrl('pl') and wordsUrl('it') name files with the same rule IDs as English, each with words", () => {
    const read = (l: string) => JSON.parse(readFileSync(fileURLToPath(game.rules.wordsUrl!(l)), 'utf8')) as Record<string, string>;
    const en = read('en');
    assert.ok(Object.keys(en).length >= 200);
    for (const l of ['pl', 'it']) {
      const words = read(l);
      assert.notEqual(fileURLToPath(game.rules.wordsUrl!(l)), fileURLToPath(game.rules.wordsUrl!('en')));
      assert.deepEqual(Object.keys(words).sort(), Object.keys(en).sort(), l);
      for (const [id, text] of Object.entries(words)) assert.ok(text.trim() && text !== en[id], `${l} ${id} has its own words`);
    }
  });

  it('M-TELE-02 a draft the player cannot pay for, worded for a Polish reader, is Polish', () => {
    const at = playBots(FIXTURE, 2, 7, (x) => floorNow(x)?.types.includes('draft') ?? false);
    const seat = game.floor(at);
    assert.ok(seat.kind === 'seat' && floorNow(at)?.types.includes('draft'), 'a draft pick is due');
    const d = draftOf(at);
    d.players[seat.seat]!.telestarion = 1;
    const costly = take(d, 'costly');
    d.pool.push(costly);
    const s = deepFreeze(d);
    assert.equal(creatureOf(FIXTURE, s, costly)?.cost, 2);
    const d0 = game.judge(s, { type: 'draft', player: seat.seat, card: costly });
    const c = d0.checks.find((x) => !x.ok && x.rule === 'M-TELE-02');
    assert.ok(c, JSON.stringify(d0.checks));
    const reader = { me: seat.seat, name: (x: string) => (x === 'a' ? 'Mara' : 'Piotr') };
    const pl = withLocale('pl', () => checkText(c, reader));
    const it_ = withLocale('it', () => checkText(c, reader));
    assert.notEqual(pl, c.says);
    assert.match(pl, /uncje TELESTARIONU/);
    assert.match(it_, /once di Telestarion/);
    assert.doesNotMatch(pl, /\b(costs|you have|ounces)\b/);
    // Another reader reads it about the actor, by name.
    assert.match(withLocale('pl', () => checkText(c, { me: null, name: () => 'Mara' })), /\(Mara\)/);
  });
});
