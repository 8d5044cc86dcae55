/**
 * M.E.A.T.'s card data (src/meat/cards/): the built-in set against the catalog's M-CARD rules,
 * each linter code from a broken copy of the data, junk that never throws, and the lint:meat CLI.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { MEAT_CORE_FILES, MEAT_PROBLEM_CODES, loadMeatCards, meatCards, type CardProblem } from '../../src/meat/cards/card-set.js';
import { BALANCE_TOLERANCE, creaturePower, factionPower } from '../../src/meat/cards/checks.js';
import { COPIES, FACTIONS, KEYWORDS, LEADER_POWERS, RARITIES, designOf } from '../../src/meat/cards/types.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

type Card = Record<string, unknown> & { id: string };
interface Files { creatures: { cards: Card[] }; destiny: { cards: Card[] }; leaders: { cards: Card[] } }

/** Codes seen by the broken-copy tests, to prove every code is produced somewhere. */
const produced = new Set<string>();

/** A deep copy of the built-in files, changed by `edit`, and what the loader says of it. */
function broken(edit: (f: Files) => void): readonly CardProblem[] {
  const files = structuredClone(MEAT_CORE_FILES) as unknown as Files;
  edit(files);
  const r = loadMeatCards(files);
  const problems = r.ok ? [] : r.problems;
  for (const p of problems) produced.add(p.code);
  return problems;
}
const codes = (edit: (f: Files) => void) => broken(edit).map((p) => `${p.code} ${p.card} ${p.field}`);
const card = (list: Card[], id: string): Card => {
  const c = list.find((x) => x.id === id);
  assert.ok(c, `no card ${id}`);
  return c;
};

describe('M.E.A.T.: the built-in card data', () => {
  const cards = meatCards();
  const creatures = Object.values(cards.creatures);
  const destiny = Object.values(cards.destiny);

  it('M-AMB-01 the shipped set loads: 44 Creatures, 20 Destiny cards, 8 Leaders', () => {
    assert.equal(creatures.length, 44);
    assert.equal(destiny.length, 20);
    assert.equal(cards.leaders.length, 8);
  });

  it('M-CARD-02 / M-CARD-06 each faction has 5 common, 3 rare, 2 epic and 1 mythic design: 136 Creature copies', () => {
    for (const f of FACTIONS) {
      const counts = RARITIES.map((r) => creatures.filter((c) => c.faction === f && c.rarity === r).length);
      assert.deepEqual(counts, [5, 3, 2, 1], f);
    }
    assert.equal(cards.creatureDeck.length, 136);
  });

  it('M-CARD-02 a mythic design appears once in its deck, a common four times, as <id>#1..n', () => {
    const mythic = creatures.find((c) => c.rarity === 'mythic')!;
    const common = creatures.find((c) => c.rarity === 'common')!;
    assert.deepEqual(cards.creatureDeck.filter((x) => designOf(x) === mythic.id), [`${mythic.id}#1`]);
    assert.deepEqual(cards.creatureDeck.filter((x) => designOf(x) === common.id), [1, 2, 3, 4].map((n) => `${common.id}#${n}`));
    for (const d of [...creatures, ...destiny]) {
      const deck = d.type === 'creature' ? cards.creatureDeck : cards.destinyDeck;
      assert.equal(deck.filter((x) => designOf(x) === d.id).length, COPIES[d.rarity], d.id);
    }
    assert.equal(new Set([...cards.creatureDeck, ...cards.destinyDeck]).size, 136 + 60);
  });

  it('M-CARD-02 the decks list designs in file order', () => {
    const fileOrder = (MEAT_CORE_FILES.creatures as Files['creatures']).cards.map((c) => c.id);
    assert.deepEqual([...new Set(cards.creatureDeck.map(designOf))], fileOrder);
    assert.deepEqual(cards.creatureDeck.slice(0, 5), [`${fileOrder[0]}#1`, `${fileOrder[0]}#2`, `${fileOrder[0]}#3`, `${fileOrder[0]}#4`, `${fileOrder[1]}#1`]);
  });

  it('M-CARD-02 the Destiny deck: 8 common, 6 rare, 4 epic, 2 mythic designs, 60 copies', () => {
    assert.deepEqual(RARITIES.map((r) => destiny.filter((d) => d.rarity === r).length), [8, 6, 4, 2]);
    assert.equal(cards.destinyDeck.length, 60);
  });

  it('M-CARD-05 every Creature costs 0–2, with Attack 0–6 and Defence 1–8; every ♦ costs 1–3', () => {
    for (const c of creatures) {
      assert.ok(c.cost >= 0 && c.cost <= 2 && c.attack >= 0 && c.attack <= 6 && c.defence >= 1 && c.defence <= 8, c.id);
      if (c.special) assert.ok(c.special.cost >= 1 && c.special.cost <= 3, c.id);
    }
  });

  it('M-KW each creature keyword is in at least 3 factions; ODKRYCIE, ♦ and death effects are on several cards', () => {
    for (const k of KEYWORDS) {
      const factions = new Set(creatures.filter((c) => c.keywords.includes(k)).map((c) => c.faction));
      assert.ok(factions.size >= 3, `${k} in ${[...factions].join(', ')}`);
    }
    assert.ok(creatures.filter((c) => c.reveal).length >= 3);
    assert.ok(creatures.filter((c) => c.special).length >= 3);
    assert.ok(creatures.filter((c) => c.onDeath).length >= 3);
  });

  it('M-INSTANT-06 / M-CARD-11 at least 5 Instant Spell designs, one a counter; no Instant Equipment', () => {
    const instants = destiny.filter((d) => d.instant);
    assert.ok(instants.length >= 5);
    assert.ok(instants.every((d) => d.subtype === 'spell' && d.effect));
    assert.ok(instants.some((d) => d.effect?.kind === 'counter'));
  });

  it('M-KW-FUZJA-01 every Equipment has FUZJA and no Spell has; a cursed item lowers statistics; a Destiny card has ODKRYCIE', () => {
    for (const d of destiny) assert.equal(d.fusion !== undefined, d.subtype === 'equipment', d.id);
    assert.ok(destiny.some((d) => d.subtype === 'equipment' && (d.attack < 0 || d.defence < 0)));
    assert.ok(destiny.some((d) => d.reveal));
    assert.ok(destiny.every((d) => d.cost >= 0 && d.cost <= 4));
  });

  it('M-CARD-09 no Destiny card carries a faction; M-CARD-10 Leaders carry no cost, rarity or faction', () => {
    for (const d of destiny) assert.ok(!('faction' in d), d.id);
    for (const l of cards.leaders) assert.deepEqual(Object.keys(l).sort(), ['flavour', 'id', 'name', 'power', 'type']);
  });

  it('M-AMB-04 8 unique Leaders, every Leader power kind used', () => {
    assert.equal(new Set(cards.leaders.map((l) => l.name.en)).size, 8);
    assert.equal(new Set(cards.leaders.map((l) => l.name.pl)).size, 8);
    assert.deepEqual(new Set(cards.leaders.map((l) => l.power.kind)), new Set(LEADER_POWERS));
  });

  it('M-AMB-01 the set is the project\'s own: none of the manual\'s six card names', () => {
    const taken = ['nekromanta', 'parszywy szczur', 'bober', 'sir duncan culligan', 'nekromutant', 'ostry cień mgły'];
    const names = [...creatures, ...destiny, ...cards.leaders].flatMap((c) => [c.name.en, c.name.pl]).map((n) => n.toLowerCase());
    for (const n of names) for (const t of taken) assert.ok(!n.includes(t), `${n} reuses "${t}"`);
  });

  it('M-AMB-33 the factions\' power scores are within 5% of each other', () => {
    const power = factionPower(creatures);
    const values = FACTIONS.map((f) => power[f]);
    assert.ok(Math.max(...values) - Math.min(...values) <= BALANCE_TOLERANCE * Math.min(...values), JSON.stringify(power));
  });

  it('the power score is attack + defence + keywords + effects − cost', () => {
    // Mourning Bishop: 3 + 5 + TOKSYNA 3 + death "destroy the opposite creature" 5 − cost 2.
    assert.equal(creaturePower(cards.creatures['mourning-bishop']!), 14);
    // Elder Treant: 3 + 7 + WYZWANIE 1 + ♦ (heal 3 to every friend: 6, +1 repeat, −2 ounces) − cost 2.
    assert.equal(creaturePower(cards.creatures['elder-treant']!), 14);
  });

  it('the content hash is the same for equal data and changes with any number', () => {
    const again = loadMeatCards(structuredClone(MEAT_CORE_FILES));
    assert.ok(again.ok);
    assert.equal(again.cards.contentHash, cards.contentHash);
    assert.match(cards.contentHash, /^[0-9a-f]{64}$/);
    const files = structuredClone(MEAT_CORE_FILES) as unknown as Files;
    card(files.destiny.cards, 'rusty-blade').attack = 3;
    const other = loadMeatCards(files);
    assert.ok(other.ok);
    assert.notEqual(other.cards.contentHash, cards.contentHash);
  });

  it('a peer\'s id such as "constructor" finds no card', () => {
    assert.equal(cards.creatures['constructor'], undefined);
    assert.equal(cards.destiny['__proto__'], undefined);
  });

  it('meatCards() is loaded once', () => assert.equal(meatCards(), cards));
});

describe('M.E.A.T. card linter: each code from a broken copy of the data', () => {
  it('the unbroken copy is clean', () => assert.deepEqual(codes(() => {}), []));

  it('MEAT-FILE: a file missing, or without its envelope, or no files at all', () => {
    assert.deepEqual(codes((f) => { delete (f as Partial<Files>).destiny; }), ['MEAT-FILE (destiny) (file)']);
    assert.deepEqual(codes((f) => { delete (f.leaders as { set?: string }).set; }), ['MEAT-FILE (leaders) set']);
    assert.deepEqual(loadMeatCards(null), { ok: false, problems: [{ code: 'MEAT-FILE', card: '(set)', field: '(root)', message: 'expected the three files { creatures, destiny, leaders }' }] });
  });

  it('MEAT-SCHEMA: a blank name, a name over 40 characters, an unknown field, a bad id, Attack out of range, a keyword twice', () => {
    assert.deepEqual(codes((f) => { (card(f.creatures.cards, 'moss-warden').name as { en: string }).en = ''; }), ['MEAT-SCHEMA moss-warden name.en']);
    assert.deepEqual(codes((f) => { (card(f.destiny.cards, 'sidestep').name as { pl: string }).pl = 'x'.repeat(41); }), ['MEAT-SCHEMA sidestep name.pl']);
    assert.deepEqual(codes((f) => { (card(f.leaders.cards, 'leader-blind-seer').flavour as { en: string }).en = 'x'.repeat(161); }), ['MEAT-SCHEMA leader-blind-seer flavour.en']);
    assert.deepEqual(codes((f) => { card(f.creatures.cards, 'twin-jaw').colour = 'red'; }), ['MEAT-SCHEMA twin-jaw colour']);
    assert.deepEqual(codes((f) => { card(f.creatures.cards, 'twin-jaw').id = 'Twin Jaw'; }), ['MEAT-SCHEMA Twin Jaw id']);
    assert.deepEqual(codes((f) => { card(f.creatures.cards, 'twin-jaw').attack = 7; }), ['MEAT-SCHEMA twin-jaw attack']);
    assert.deepEqual(codes((f) => { card(f.creatures.cards, 'twin-jaw').keywords = ['ciecie', 'ciecie']; }), ['MEAT-SCHEMA twin-jaw keywords']);
    assert.deepEqual(codes((f) => { card(f.creatures.cards, 'twin-jaw').reveal = { kind: 'summon', amount: 1 }; }), ['MEAT-SCHEMA twin-jaw reveal.kind']);
  });

  it('MEAT-DUPLICATE-ID: an id used twice, also across files', () => {
    assert.deepEqual(codes((f) => { card(f.leaders.cards, 'leader-blind-seer').id = 'twin-jaw'; }), ['MEAT-DUPLICATE-ID twin-jaw id']);
    assert.deepEqual(codes((f) => { f.destiny.cards.push(structuredClone(card(f.destiny.cards, 'sidestep'))); }), ['MEAT-DUPLICATE-ID sidestep id']);
  });

  it('M-CARD-05 a creature costing 3 is refused with MEAT-COST; so are a Destiny cost of 5 and a ♦ of 4', () => {
    const problems = broken((f) => { card(f.creatures.cards, 'twin-jaw').cost = 3; });
    assert.deepEqual(problems.map((p) => `${p.code} ${p.card} ${p.field}`), ['MEAT-COST twin-jaw cost']);
    assert.match(problems[0]!.message, /M-CARD-05/);
    assert.deepEqual(codes((f) => { card(f.creatures.cards, 'twin-jaw').cost = 10; }), ['MEAT-COST twin-jaw cost']);
    assert.deepEqual(codes((f) => { card(f.destiny.cards, 'red-rain').cost = 5; }), ['MEAT-COST red-rain cost']);
    assert.deepEqual(codes((f) => { (card(f.creatures.cards, 'street-medic').special as { cost: number }).cost = 4; }), ['MEAT-COST street-medic special.cost']);
  });

  it('M-CARD-09 a Destiny card with a faction is refused with MEAT-FACTION; M-CARD-10 so is a Leader with one', () => {
    assert.deepEqual(codes((f) => { card(f.destiny.cards, 'firestorm').faction = 'sekta'; }), ['MEAT-FACTION firestorm faction']);
    assert.deepEqual(codes((f) => { card(f.leaders.cards, 'leader-old-mechanic').faction = 'mutanci'; }), ['MEAT-FACTION leader-old-mechanic faction']);
  });

  it('M-INSTANT-06 an Instant Equipment is refused with MEAT-INSTANT; M-INSTANT-03 so is a counter off an Instant', () => {
    assert.deepEqual(codes((f) => { card(f.destiny.cards, 'rusty-blade').instant = true; }), ['MEAT-INSTANT rusty-blade instant']);
    assert.deepEqual(codes((f) => { card(f.destiny.cards, 'word-of-nullity').instant = false; }), ['MEAT-INSTANT word-of-nullity effect']);
    assert.deepEqual(codes((f) => { (card(f.creatures.cards, 'quartermaster').special as { effect: unknown }).effect = { kind: 'counter' }; }), ['MEAT-INSTANT quartermaster special.effect']);
  });

  it('M-KW-FUZJA-01 an Equipment without FUZJA, a Spell with it, a Spell without an effect are refused with MEAT-FUSION', () => {
    assert.deepEqual(codes((f) => { delete card(f.destiny.cards, 'tower-shield').fusion; }), ['MEAT-FUSION tower-shield fusion']);
    assert.deepEqual(codes((f) => { card(f.destiny.cards, 'firestorm').fusion = { keywords: [] }; }), ['MEAT-FUSION firestorm fusion']);
    assert.deepEqual(codes((f) => { delete card(f.destiny.cards, 'firestorm').effect; }), ['MEAT-FUSION firestorm effect']);
    assert.deepEqual(codes((f) => { card(f.destiny.cards, 'scrap-shield').effect = { kind: 'draw', amount: 1 }; }), ['MEAT-FUSION scrap-shield effect']);
  });

  it('M-KW-ODKRYCIE-02 / M-BATTLE-08 a trigger that needs a choice is refused with MEAT-TRIGGER-TARGET; a ♦ may choose', () => {
    assert.deepEqual(codes((f) => { card(f.creatures.cards, 'choir-of-rot').reveal = { kind: 'damage', amount: 1, target: 'enemy' }; }), ['MEAT-TRIGGER-TARGET choir-of-rot reveal.target']);
    assert.deepEqual(codes((f) => { card(f.creatures.cards, 'old-root').onDeath = { kind: 'heal', amount: 1, target: 'friend' }; }), ['MEAT-TRIGGER-TARGET old-root onDeath.target']);
    assert.deepEqual(codes((f) => { card(f.destiny.cards, 'bone-crown').reveal = { kind: 'destroy', target: 'creature' }; }), ['MEAT-TRIGGER-TARGET bone-crown reveal.target']);
    assert.deepEqual(codes(() => {}), []); // scrap-gunner's ♦ chooses an enemy and is clean
  });

  it('M-WIN-03 vitality aimed at a creature, damage at a side, a target on draw, self on a Destiny card: MEAT-EFFECT-PARAMS', () => {
    assert.deepEqual(codes((f) => { card(f.destiny.cards, 'red-rain').effect = { kind: 'vitality', amount: 4, target: 'enemies' }; }), ['MEAT-EFFECT-PARAMS red-rain effect.target']);
    assert.deepEqual(codes((f) => { card(f.destiny.cards, 'flare-shot').effect = { kind: 'damage', amount: 2, target: 'foe-side' }; }), ['MEAT-EFFECT-PARAMS flare-shot effect.target']);
    assert.deepEqual(codes((f) => { card(f.destiny.cards, 'execution-order').effect = { kind: 'destroy', target: 'side' }; }), ['MEAT-EFFECT-PARAMS execution-order effect.target']);
    assert.deepEqual(codes((f) => { card(f.destiny.cards, 'omen-reading').effect = { kind: 'draw', amount: 2, target: 'side' }; }), ['MEAT-EFFECT-PARAMS omen-reading effect.target']);
    assert.deepEqual(codes((f) => { card(f.creatures.cards, 'ration-runner').reveal = { kind: 'telestarion', amount: 1, target: 'self' }; }), ['MEAT-EFFECT-PARAMS ration-runner reveal.target']);
    assert.deepEqual(codes((f) => { card(f.destiny.cards, 'war-cry').effect = { kind: 'attack', amount: 2, target: 'self' }; }), ['MEAT-EFFECT-PARAMS war-cry effect.target']);
  });

  it('M-CARD-02 / M-CARD-06 a faction without a mythic, a set without a counter or a Leader power: MEAT-COMPOSITION', () => {
    const lines = codes((f) => { card(f.creatures.cards, 'twelfth-voice').rarity = 'epic'; });
    assert.ok(lines.includes('MEAT-COMPOSITION (creatures) cards'), lines.join('; '));
    assert.ok(broken((f) => { card(f.creatures.cards, 'twelfth-voice').rarity = 'epic'; }).some((p) => /mythic sekta/.test(p.message)));
    assert.deepEqual(codes((f) => { card(f.destiny.cards, 'word-of-nullity').effect = { kind: 'draw', amount: 1 }; }), ['MEAT-COMPOSITION (destiny) cards']);
    assert.deepEqual(codes((f) => { card(f.leaders.cards, 'leader-union-treasurer').power = { kind: 'front-defence', amount: 1 }; }), ['MEAT-COMPOSITION (leaders) cards']);
    assert.deepEqual(codes((f) => { delete card(f.destiny.cards, 'bone-crown').reveal; delete card(f.destiny.cards, 'sealed-prophecy').reveal; }), ['MEAT-COMPOSITION (destiny) cards']);
  });

  it('M-AMB-33 a faction stronger by more than 5% is refused with MEAT-BALANCE; a small change passes', () => {
    const problems = broken((f) => { for (const c of f.creatures.cards) if (c.faction === 'mutanci' && c.rarity === 'common') c.attack = (c.attack as number) + 1; });
    assert.deepEqual(problems.map((p) => `${p.code} ${p.card} ${p.field}`), ['MEAT-BALANCE (creatures) cards']);
    assert.match(problems[0]!.message, /mutanci 284/);
    assert.deepEqual(codes((f) => { card(f.creatures.cards, 'twin-jaw').attack = 4; }), []);
  });

  it('M-AMB-04 five Leaders, or two with one name, are refused with MEAT-LEADERS', () => {
    assert.deepEqual(codes((f) => { f.leaders.cards.splice(5); }), ['MEAT-LEADERS (leaders) cards']);
    assert.deepEqual(codes((f) => { (card(f.leaders.cards, 'leader-blind-seer').name as { en: string }).en = 'Old Mechanic'; }), ['MEAT-LEADERS leader-blind-seer name.en']);
  });

  it('every problem code is produced by some broken copy above', () => {
    assert.deepEqual([...MEAT_PROBLEM_CODES].filter((c) => !produced.has(c)), []);
  });
});

describe('M.E.A.T. card loader: junk never throws', () => {
  it('any value for any file gives a result with coded problems, never an exception', () => {
    fc.assert(fc.property(fc.anything(), fc.anything(), fc.anything(), (creatures, destiny, leaders) => {
      const r = loadMeatCards({ creatures, destiny, leaders });
      assert.equal(r.ok, false);
      if (!r.ok) for (const p of r.problems) assert.ok((MEAT_PROBLEM_CODES as readonly string[]).includes(p.code));
    }), { numRuns: 300 });
  });

  it('a real card with one field replaced by junk gives coded problems, never an exception', () => {
    const keys = ['creatures', 'destiny', 'leaders'] as const;
    fc.assert(fc.property(fc.constantFrom(...keys), fc.nat(), fc.string({ maxLength: 12 }), fc.anything(), (file, at, field, junk) => {
      const files = structuredClone(MEAT_CORE_FILES) as unknown as Files;
      const list = files[file].cards;
      const target = list[at % list.length]!;
      const names = Object.keys(target);
      target[at % 2 === 0 ? names[at % names.length]! : field] = junk;
      const r = loadMeatCards(files);
      if (!r.ok) for (const p of r.problems) assert.ok((MEAT_PROBLEM_CODES as readonly string[]).includes(p.code));
    }), { numRuns: 500 });
  });

  it('a whole set is not a list, and a huge list is read only up to its bound', () => {
    assert.equal(loadMeatCards([]).ok, false);
    const huge = { set: 'x', version: 1, cards: Array.from({ length: 10_000 }, () => 0) };
    const r = loadMeatCards({ creatures: huge, destiny: huge, leaders: huge });
    assert.ok(!r.ok && r.problems.length < 1000);
  });
});

describe('lint:meat', () => {
  const run = (dir?: string) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/lint-meat.ts', ...(dir ? [dir] : [])], { cwd: ROOT, encoding: 'utf8' });

  it('the shipped files: no problems, the power of each faction, exit 0', () => {
    const r = run();
    assert.equal(r.status, 0, r.stdout + r.stderr);
    assert.match(r.stdout, /^power \(copies weighted\): sekta \d+, natura \d+, zjednoczeni \d+, mutanci \d+$/m);
    assert.match(r.stdout, /lint:meat: 3 files, 72 designs, decks 136 creatures\/60 destiny, 8 leaders, no problems/);
  });

  it('a broken copy: one line per problem, a summary, exit 1', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lint-meat-'));
    const src = join(ROOT, 'src/meat/cards');
    const creatures = JSON.parse(readFileSync(join(src, 'creatures.json'), 'utf8')) as Files['creatures'];
    card(creatures.cards, 'twin-jaw').cost = 3;
    writeFileSync(join(dir, 'creatures.json'), JSON.stringify(creatures));
    writeFileSync(join(dir, 'destiny.json'), readFileSync(join(src, 'destiny.json')));
    writeFileSync(join(dir, 'leaders.json'), '{ not json');
    const r = run(dir);
    assert.equal(r.status, 1);
    const lines = r.stdout.trim().split('\n');
    assert.ok(lines.some((l) => l.startsWith('MEAT-COST twin-jaw cost: ')), r.stdout);
    assert.ok(lines.some((l) => l.startsWith('MEAT-FILE (leaders) (file): ')), r.stdout);
    assert.match(lines.at(-1)!, /^lint:meat: 2 problems \(MEAT-FILE ×1, MEAT-COST ×1\)|^lint:meat: 2 problems \(MEAT-COST ×1, MEAT-FILE ×1\)/);
  });
});
