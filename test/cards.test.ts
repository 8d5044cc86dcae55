/**
 * The core card set and the starter decks: the set loads cleanly, holds the
 * 20 Major Arcana (K-CARD-01/03/04, K-FIRST-01) and every Minor Arcana named
 * in the rule texts (catalog § 11); the starter decks are legal (K-DECK-01..03,
 * K-RESTRICT-02..05, K-AFFIL-02); and the loader rejects bad files whole.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import coreSet from '../src/kult/cards/core-set.json' with { type: 'json' };
import { loadCardSets, type CardProblem, type CardSet } from '../src/kult/cards/card-set.js';
import { STARTER_DECKS } from '../src/kult/cards/starter-decks.js';
import type { CardDef, Suit } from '../src/kult/types.js';

/** Every Minor Arcana named in 001/000/002 (rule catalog § 11), by card id. */
const NAMED_MINOR_ARCANA = [
  'anton-teptov', 'artist', 'astaroth-stirs', 'automatic-rifle', 'cleansing', 'curse', 'drug-dealer',
  'faith-shortcut', 'femme-fatale', 'fettered', 'fly-in-the-ointment', 'incinerator', 'inferno', 'karma',
  'kingpin', 'lack-of-faith', 'manifestos', 'manipulate-death', 'misguidance', 'nachtkinder', 'nepharite',
  'o-luong', 'out-of-control', 'priest', 'prostitute', 'secret-agent', 'sorry', 'teacher', 'the-void',
  'tomb-bondage', 'unholy-hunger', 'usher', 'veteran',
] as const;

/** FAQ suggested restricted list for a two-player game (K-RESTRICT-02..05). */
const MAX_ONE = ['cleansing', 'astaroth-stirs', 'out-of-control', 'fettered'];
/** FAQ removed-from-play list plus Tomb Bondage's own text (K-REMOVED-01/02). */
const REMOVED_AFTER_PLAY = ['cleansing', 'astaroth-stirs', 'karma', 'out-of-control', 'tomb-bondage'];
const HANDLER_NAMES = ['manifestos-absorbs-pawn', 'femme-fatale-attaches', 'the-void', 'astaroth-stirs'];

function loadCore(): CardSet {
  const r = loadCardSets([coreSet]);
  if (!r.ok) assert.fail(`core set has problems:\n${r.problems.map((p) => `${p.code} ${p.card}.${p.field}: ${p.message}`).join('\n')}`);
  return r.set;
}

function card(set: CardSet, id: string): CardDef {
  const c = set.cards.get(id);
  assert.ok(c, `card ${id} is missing`);
  return c;
}

function counts<T>(xs: readonly T[]): Map<T, number> {
  const m = new Map<T, number>();
  for (const x of xs) m.set(x, (m.get(x) ?? 0) + 1);
  return m;
}

/** A minimal card-set file around `cards`, for rejection tests. */
function withCards(cards: unknown[]): unknown {
  return { set: 'broken', version: 1, cards };
}

function problemsOf(file: unknown): readonly CardProblem[] {
  const r = loadCardSets([file]);
  assert.equal(r.ok, false, 'a bad file must not load');
  assert.ok(!('set' in r), 'nothing may load half-way');
  return r.ok ? [] : r.problems;
}

const GOOD_COMMANDMENT = {
  id: 'test-good', name: 'Test Good', kind: 'commandment', affiliation: 'white', suits: [],
  text: 'Play at any time. Target combatant gets +1 CV.', source: 'test',
  timing: { at: 'anyTime' }, effects: [{ op: 'cv', amount: 1, scope: 'combat' }],
};

describe('core card set', () => {
  it('loads with no problems', () => {
    const set = loadCore();
    assert.equal(set.name, 'core');
    assert.match(set.hash, /^[0-9a-f]{64}$/);
  });

  it('holds exactly 20 Major Arcana: 10 red Archons, 10 blue Angels of Death (K-CARD-01/03)', () => {
    const majors = [...loadCore().cards.values()].filter((c) => c.kind === 'major');
    assert.equal(majors.length, 20);
    assert.equal(majors.filter((c) => c.affiliation === 'red').length, 10);
    assert.equal(majors.filter((c) => c.affiliation === 'blue').length, 10);
    for (const m of majors) {
      assert.ok(m.epithet && m.epithet.length > 0, `${m.id} has an epithet`);
      assert.equal(m.stations, undefined, `${m.id} has no Station indicators (K-CARD-16)`);
    }
  });

  it('gives the Majors distinct Hierarchy numbers 1..20 (K-FIRST-01)', () => {
    const hs = [...loadCore().cards.values()].filter((c) => c.kind === 'major').map((c) => c.hierarchy).sort((a, b) => a! - b!);
    assert.deepEqual(hs, Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('gives every Major one of the three Suit patterns 1+1+1+1, 2+2, 3+1 (K-CARD-04)', () => {
    for (const m of loadCore().cards.values()) {
      if (m.kind !== 'major') continue;
      const shape = [...counts(m.suits).values()].sort((a, b) => b - a).join('+');
      assert.ok(['1+1+1+1', '2+2', '3+1'].includes(shape), `${m.id} has pattern ${shape}`);
    }
  });

  it('gives Kether Rose, Hourglass, Eye, Crescent and the texts\' facts to Golab, Chagidiel, Chesed, Gamichicoth', () => {
    const set = loadCore();
    assert.deepEqual([...card(set, 'kether').suits].sort(), ['crescent', 'eye', 'hourglass', 'rose']);
    assert.equal(card(set, 'kether').affiliation, 'red');
    assert.equal(card(set, 'golab').suits.filter((s) => s === 'skull').length, 3);
    assert.equal(card(set, 'chagidiel').suits.filter((s) => s === 'rose').length, 3);
    for (const id of ['chesed', 'gamichicoth']) {
      assert.deepEqual(card(set, id).effects, [{ op: 'handSize', set: 4 }, { op: 'drawOnUse' }]);
    }
  });

  it('contains every Minor Arcana named in the rule texts (catalog § 11)', () => {
    const set = loadCore();
    for (const id of NAMED_MINOR_ARCANA) assert.notEqual(card(set, id).kind, 'major', id);
  });

  it('records the facts the texts give about named cards', () => {
    const set = loadCore();
    assert.equal(card(set, 'anton-teptov').cv, 6);
    assert.equal(card(set, 'artist').cv, 3);
    assert.equal(card(set, 'prostitute').cv, 3);
    assert.equal(card(set, 'manifestos').cv, 3);
    assert.equal(card(set, 'drug-dealer').beingKind, 'pawn');
    assert.ok(card(set, 'nepharite').cv! > card(set, 'drug-dealer').cv!, 'a Nepharite dooms the Drug Dealer');
    assert.deepEqual(card(set, 'priest').suits, ['rose']);
    assert.deepEqual([...card(set, 'inferno').suits].sort(), ['crescent', 'eye', 'rose']);
    assert.deepEqual([...card(set, 'usher').suits].sort(), ['eye', 'eye', 'hourglass']);
    assert.deepEqual(card(set, 'o-luong').suits, ['eye', 'eye']);
    assert.deepEqual(card(set, 'incinerator').suits, ['skull', 'skull', 'skull', 'skull']);
    for (const id of ['priest', 'inferno', 'usher', 'o-luong']) {
      assert.notEqual(card(set, id).affiliation, 'blue', `Kether can play ${id}`);
    }
    assert.equal(card(set, 'unholy-hunger').kind, 'influence');
    assert.ok(card(set, 'unholy-hunger').stations!.every((s) => s.startsWith('C')), 'Unholy Hunger is limited to the Cast');
    assert.equal(card(set, 'misguidance').attachTo, 'ownMajor');
    assert.ok(card(set, 'automatic-rifle').item);
    assert.ok(card(set, 'incinerator').item);
    for (const id of REMOVED_AFTER_PLAY) assert.equal(card(set, id).removedAfterPlay, true, id);
  });

  it('uses only the agreed handler names', () => {
    for (const c of loadCore().cards.values()) {
      const effects = [...(c.effects ?? []), ...(c.abilities ?? []).flatMap((a) => a.effects)];
      for (const e of effects) if (e.op === 'handler') assert.ok(HANDLER_NAMES.includes(e.name), `${c.id}: handler ${e.name}`);
    }
  });

  it('gives every Being at least one Cast Station, so it can fight (K-ATTACK-02)', () => {
    const set = loadCore();
    for (const c of set.cards.values()) {
      if (c.kind === 'being') assert.ok(c.stations!.some((s) => s.startsWith('C')), `${c.id} can stand in the Cast`);
    }
  });
});

describe('starter decks', () => {
  for (const [key, deck] of Object.entries(STARTER_DECKS)) {
    const colour = key === 'archon' ? 'red' : 'blue';

    it(`${key}: 58 cards, at most 3 copies, restricted cards at most 1 (K-DECK-01/02, K-RESTRICT)`, () => {
      assert.equal(deck.cards.length, 58);
      for (const [id, n] of counts(deck.cards)) {
        assert.ok(n <= 3, `${id} × ${n}`);
        if (MAX_ONE.includes(id)) assert.ok(n <= 1, `${id} is restricted to 1, found ${n}`);
      }
    });

    it(`${key}: every id exists, no Majors inside, affiliations ${colour} or white (K-DECK-03, K-AFFIL-02)`, () => {
      const set = loadCore();
      for (const id of deck.cards) {
        const c = card(set, id);
        assert.notEqual(c.kind, 'major', `${id} is a Major Arcanum`);
        assert.ok(c.affiliation === colour || c.affiliation === 'white', `${id} is ${c.affiliation}`);
      }
    });

    it(`${key}: offers two distinct ${colour} Majors`, () => {
      const set = loadCore();
      assert.notEqual(deck.majors[0], deck.majors[1]);
      for (const id of deck.majors) {
        assert.equal(card(set, id).kind, 'major');
        assert.equal(card(set, id).affiliation, colour);
      }
    });

    it(`${key}: every Suit requirement is reachable from either Major plus the deck's Regions`, () => {
      const set = loadCore();
      const regions = deck.cards.map((id) => card(set, id)).filter((c) => c.kind === 'region');
      const covers = (have: Map<Suit, number>, need: readonly Suit[]) =>
        [...counts(need)].every(([s, n]) => (have.get(s) ?? 0) >= n);
      for (const major of deck.majors) {
        // Closure: play every Region copy whose requirement is met, adding its grants.
        const have = counts(card(set, major).suits);
        const pending = [...regions];
        for (let progress = true; progress; ) {
          progress = false;
          for (let i = pending.length - 1; i >= 0; i--) {
            const r = pending[i]!;
            if (!covers(have, r.suits)) continue;
            for (const e of r.effects ?? []) {
              if (e.op === 'grantSuit') for (const s of e.suits) have.set(s, (have.get(s) ?? 0) + 1);
            }
            pending.splice(i, 1);
            progress = true;
          }
        }
        for (const id of new Set(deck.cards)) {
          const c = card(set, id);
          assert.ok(covers(have, c.suits), `${major} can never meet ${id}'s Suits ${c.suits.join(',')}`);
        }
      }
    });

    it(`${key}: every Spell has a Spellcaster in the deck that may cast its Lore (K-SPELL-01/04)`, () => {
      const set = loadCore();
      const casters = deck.cards.map((id) => card(set, id)).filter((c) => c.spellcaster);
      for (const c of deck.cards.map((id) => card(set, id)).filter((x) => x.kind === 'spell')) {
        assert.ok(
          casters.some((k) => !k.spellcaster!.lores || k.spellcaster!.lores.includes(c.lore!)),
          `nobody in the ${key} deck can cast ${c.id}`,
        );
      }
    });
  }
});

describe('loader rejects bad card files whole', () => {
  it('accepts the control card on its own', () => {
    assert.equal(loadCardSets([withCards([GOOD_COMMANDMENT])]).ok, true);
  });

  it('an unknown effect op → CARD-UNKNOWN-EFFECT naming the card', () => {
    const bad = { ...GOOD_COMMANDMENT, id: 'test-bad-op', effects: [{ op: 'summonDemiurge' }] };
    const problems = problemsOf(withCards([GOOD_COMMANDMENT, bad]));
    assert.ok(problems.some((p) => p.code === 'CARD-UNKNOWN-EFFECT' && p.card === 'test-bad-op'), JSON.stringify(problems));
  });

  it('an unknown op inside an ability → CARD-UNKNOWN-EFFECT naming the card', () => {
    const bad = {
      id: 'test-bad-ability', name: 'Bad Ability', kind: 'being', affiliation: 'white', suits: ['eye'], text: 'x', source: 'test',
      beingKind: 'pawn', cv: 1, stations: ['C1'],
      abilities: [{ timing: { at: 'anyTime' }, cost: { repel: 1 }, effects: [{ op: 'explode' }] }],
    };
    const problems = problemsOf(withCards([bad]));
    assert.ok(problems.some((p) => p.code === 'CARD-UNKNOWN-EFFECT' && p.card === 'test-bad-ability'), JSON.stringify(problems));
  });

  it('a Commandment with Station indicators → CARD-IMPOSSIBLE-STATIONS (K-CARD-16)', () => {
    const bad = { ...GOOD_COMMANDMENT, id: 'test-stations', stations: ['N'] };
    const problems = problemsOf(withCards([GOOD_COMMANDMENT, bad]));
    assert.ok(problems.some((p) => p.code === 'CARD-IMPOSSIBLE-STATIONS' && p.card === 'test-stations'), JSON.stringify(problems));
  });

  it('a duplicate id → CARD-DUPLICATE-ID', () => {
    const problems = problemsOf(withCards([GOOD_COMMANDMENT, { ...GOOD_COMMANDMENT }]));
    assert.ok(problems.some((p) => p.code === 'CARD-DUPLICATE-ID' && p.card === 'test-good'), JSON.stringify(problems));
  });

  it('a duplicate id across two files is rejected too', () => {
    const r = loadCardSets([coreSet, withCards([{ ...GOOD_COMMANDMENT, id: 'kether' }])]);
    assert.equal(r.ok, false);
    assert.ok(!r.ok && r.problems.some((p) => p.code === 'CARD-DUPLICATE-ID' && p.card === 'kether'));
  });

  it('an empty text → CARD-TEXT-MISSING on field "text"', () => {
    const bad = { ...GOOD_COMMANDMENT, id: 'test-no-text', text: '' };
    const problems = problemsOf(withCards([GOOD_COMMANDMENT, bad]));
    assert.ok(problems.some((p) => p.code === 'CARD-TEXT-MISSING' && p.card === 'test-no-text' && p.field === 'text'), JSON.stringify(problems));
  });

  it('one bad card in the real core set rejects the whole set', () => {
    const broken = structuredClone(coreSet) as { cards: Array<Record<string, unknown>> };
    broken.cards.push({ ...GOOD_COMMANDMENT, id: 'test-bad-op', effects: [{ op: 'nope' }] });
    const problems = problemsOf(broken);
    assert.equal(problems.length, 1);
    assert.equal(problems[0]!.card, 'test-bad-op');
  });
});
