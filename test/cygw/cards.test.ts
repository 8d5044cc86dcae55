/**
 * Cult's card data (src/cygw/cards/): the built-in set against the catalog's component counts,
 * each linter code from a broken copy of the data, the lint:cygw CLI, and the rule words.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CYGW_CORE_FILES, CYGW_PROBLEM_CODES, cygwCards, loadCygwCards, type CardProblem } from '../../src/cygw/cards/card-set.js';
import { ABILITY_IDS, CULT_IDS, INTRIGUE_TITLES } from '../../src/cygw/cards/types.js';
import { RULE_ID } from '../../src/engine/judgement.js';
import ruleWords from '../../src/cygw/rule-words.json' with { type: 'json' };

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

interface Files { cults: { cults: Record<string, unknown>[] }; miracles: { cards: Record<string, unknown>[] }; intrigues: { cards: Record<string, unknown>[] }; licenses: { cards: Record<string, unknown>[] } }

/** A deep copy of the built-in files, changed by `edit`, and what the loader says of it. */
function broken(edit: (f: Files) => void): readonly CardProblem[] {
  const files = structuredClone(CYGW_CORE_FILES) as unknown as Files;
  edit(files);
  const r = loadCygwCards(files);
  return r.ok ? [] : r.problems;
}
const codes = (edit: (f: Files) => void) => broken(edit).map((p) => `${p.code} ${p.card} ${p.field}`);
const card = (list: Record<string, unknown>[], id: string) => {
  const c = list.find((x) => x.id === id);
  assert.ok(c, `no card ${id}`);
  return c;
};

describe('Cult: the built-in card data', () => {
  const cards = cygwCards();

  it('C-COMP-06 the Miracle deck has 33 cards', () => assert.equal(cards.decks.miracle.length, 33));
  it('C-COMP-07 the Intrigue deck has 33 cards', () => assert.equal(cards.decks.intrigue.length, 33));
  it('C-COMP-08 / C-LICENSE-07 the License deck has 33 cards', () => assert.equal(cards.decks.license.length, 33));

  it('C-COMP-10 there are the 8 Cult sheets, each with two different sides', () => {
    assert.deepEqual([...cards.cults.keys()], [...CULT_IDS]);
    for (const c of cards.cults.values()) assert.notEqual(c.light.dm, c.dark.dm);
  });

  it('C-CORE-14 / C-AMB-03 every dark Divine Might is above every light one, all 16 distinct, within the placeholder ranges', () => {
    const sheets = [...cards.cults.values()];
    const light = sheets.map((c) => c.light.dm);
    const dark = sheets.map((c) => c.dark.dm);
    assert.ok(Math.min(...dark) > Math.max(...light));
    assert.equal(new Set([...light, ...dark]).size, 16);
    assert.ok(light.every((dm) => dm >= 10 && dm <= 17) && dark.every((dm) => dm >= 20 && dm <= 27));
  });

  it('C-CULTSHEET-11 abilities 1–2 are light and 3–4 dark: each of the 32 abilities once, on its own Cult', () => {
    const listed = [...cards.cults.values()].flatMap((c) => [...c.light.abilities, ...c.dark.abilities]);
    assert.deepEqual(listed, [...ABILITY_IDS]);
    assert.deepEqual(cards.cults.get('anubis')!.light.abilities, ['anubis-l1', 'anubis-l2']);
    assert.deepEqual(cards.cults.get('anubis')!.dark.abilities, ['anubis-d1', 'anubis-d2']);
  });

  it('C-AMB-10 boost is +2 unsealed or +7 dark-sealed, gift 1 Follower/4 coins unsealed or 2/7 dark-sealed', () => {
    const ms = [...cards.miracles.values()];
    assert.deepEqual(ms.filter((m) => m.effect === 'boost').map((m) => [m.boost, m.dark]), [[2, false], [7, true]]);
    assert.deepEqual(ms.filter((m) => m.effect === 'gift').map((m) => [m.gift, m.dark]), [[{ followers: 1, coins: 4 }, false], [{ followers: 2, coins: 7 }, true]]);
    assert.ok(ms.filter((m) => m.effect !== 'boost' && m.effect !== 'gift').every((m) => !m.dark));
  });

  it('C-INTRIGUE-08 the Intrigue deck holds each of the 11 titles, 3 copies each, sell values 1–4', () => {
    const is = [...cards.intrigues.values()];
    assert.deepEqual(is.map((i) => i.title), [...INTRIGUE_TITLES]);
    assert.ok(is.every((i) => i.copies === 3 && i.value >= 1 && i.value <= 4));
  });

  it('C-LICENSE-COMMUNITY-03 Community covers every Location but the Forum; C-LICENSE-TITLE-01 the seven Titles sit on 7–13', () => {
    const ls = [...cards.licenses.values()];
    const community = ls.filter((l) => l.kind === 'community').flatMap((l) => l.locations ?? []);
    assert.deepEqual(community, [1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    assert.deepEqual(ls.filter((l) => l.kind === 'title').map((l) => `${l.name} ${l.locations}`), ['Minstrel 7', 'Healer 8', 'Admiral 9', 'Mentor 10', 'Inquisitor 11', 'General 12', 'Oracle 13']);
    assert.deepEqual(ls.filter((l) => l.kind === 'approval').map((l) => l.placement), [4, 5, 6]);
    assert.ok(ls.every((l) => l.cost >= 2 && l.cost <= 8 && l.bonus >= 1 && l.bonus <= 3));
  });

  it('decks list definitions in file order, each repeated by its copies', () => {
    const first = [...cards.miracles.values()][0]!;
    assert.deepEqual(cards.decks.miracle.slice(0, first.copies), Array(first.copies).fill(first.id));
    assert.notEqual(cards.decks.miracle[first.copies], first.id);
  });

  it('the content hash is the same for equal data and changes with any number', () => {
    const again = loadCygwCards(structuredClone(CYGW_CORE_FILES));
    assert.ok(again.ok);
    assert.equal(again.cards.contentHash, cards.contentHash);
    assert.match(cards.contentHash, /^[0-9a-f]{64}$/);
    const files = structuredClone(CYGW_CORE_FILES) as unknown as Files;
    card(files.intrigues.cards, 'intrigue-ambush').value = 2;
    const other = loadCygwCards(files);
    assert.ok(other.ok);
    assert.notEqual(other.cards.contentHash, cards.contentHash);
  });

  it('cygwCards() is loaded once', () => assert.equal(cygwCards(), cards));
});

describe('Cult card linter: each code from a broken copy of the data', () => {
  it('the unbroken copy is clean', () => assert.deepEqual(codes(() => {}), []));

  it('CYGW-FILE: a file missing, or without its envelope', () => {
    assert.deepEqual(codes((f) => { delete (f as Partial<Files>).intrigues; }), ['CYGW-FILE (intrigues) (file)']);
    assert.deepEqual(codes((f) => { delete (f.licenses as { set?: string }).set; }), ['CYGW-FILE (licenses) set']);
    assert.deepEqual(loadCygwCards(null), { ok: false, problems: [{ code: 'CYGW-FILE', card: '(set)', field: '(root)', message: 'expected the four files { cults, miracles, intrigues, licenses }' }] });
  });

  it('CYGW-SCHEMA: a blank name, an unknown field, a cost out of range', () => {
    assert.deepEqual(codes((f) => { card(f.miracles.cards, 'offering').name = ''; }), ['CYGW-SCHEMA offering name']);
    assert.deepEqual(codes((f) => { card(f.intrigues.cards, 'intrigue-raid').colour = 'red'; }), ['CYGW-SCHEMA intrigue-raid colour']);
    assert.deepEqual(codes((f) => { card(f.licenses.cards, 'exiles').cost = 9; }), ['CYGW-SCHEMA exiles cost']);
  });

  it('CYGW-DECK-SIZE (C-COMP-06/07/08, C-COMP-10): 32 Miracles, 34 Licenses, 7 Cults', () => {
    assert.deepEqual(codes((f) => { card(f.miracles.cards, 'offering').copies = 4; }), ['CYGW-DECK-SIZE (miracles) cards']);
    assert.deepEqual(codes((f) => { card(f.licenses.cards, 'exiles').copies = 2; }), ['CYGW-DECK-SIZE (licenses) cards']);
    assert.deepEqual(codes((f) => { f.cults.cults.pop(); }), ['CYGW-DECK-SIZE (cults) cults']);
  });

  it('CYGW-COMPOSITION (C-MIRACLE-07, C-LICENSE-07): no Mob Miracle, no Oracle', () => {
    assert.deepEqual(codes((f) => { card(f.miracles.cards, 'holy-fury').effect = 'place'; }), ['CYGW-COMPOSITION (miracles) cards']);
    assert.deepEqual(codes((f) => {
      const oracle = card(f.licenses.cards, 'title-oracle');
      Object.assign(oracle, { kind: 'tithe', name: 'Tithe (The Rift of Darkness) 2' });
    }), ['CYGW-COMPOSITION (licenses) cards']);
  });

  it('CYGW-DUPLICATE-ID: an id repeated in a file, or across files', () => {
    assert.deepEqual(codes((f) => { card(f.licenses.cards, 'exiles').id = 'anubis'; }), ['CYGW-DUPLICATE-ID anubis id']);
    assert.deepEqual(codes((f) => { card(f.intrigues.cards, 'intrigue-seize').id = 'intrigue-raid'; }), ['CYGW-DUPLICATE-ID intrigue-raid id']);
  });

  it('CYGW-DM-ORDER (C-CORE-14, C-AMB-34): a dark side not above every light one; two equal values', () => {
    const cult = (f: Files, id: string) => card(f.cults.cults, id) as unknown as { light: { dm: number }; dark: { dm: number } };
    assert.deepEqual(codes((f) => { cult(f, 'anubis').dark.dm = 16; }), ['CYGW-DM-ORDER anubis dark.dm', 'CYGW-DM-ORDER arachne light.dm']);
    assert.deepEqual(codes((f) => { cult(f, 'janus').dark.dm = 21; }), ['CYGW-DM-ORDER janus dark.dm']);
  });

  it('CYGW-ABILITY (C-CULTSHEET-11): abilities swapped, borrowed from another Cult, or unknown', () => {
    const sheet = (f: Files, id: string) => card(f.cults.cults, id) as unknown as { light: { abilities: string[] }; dark: { abilities: string[] } };
    assert.deepEqual(codes((f) => { sheet(f, 'anubis').light.abilities.reverse(); }), ['CYGW-ABILITY anubis light.abilities']);
    assert.deepEqual(codes((f) => { sheet(f, 'tiamat').dark.abilities = ['nirriti-d1', 'tiamat-d2']; }), ['CYGW-ABILITY tiamat dark.abilities']);
    assert.deepEqual(codes((f) => { sheet(f, 'fafnir').dark.abilities = ['fafnir-d1', 'fafnir-d3']; }), ['CYGW-ABILITY fafnir dark.abilities.1']);
  });

  it('CYGW-EFFECT-PARAMS: Miracle parameters that do not fit the effect', () => {
    assert.deepEqual(codes((f) => { card(f.miracles.cards, 'consecration').boost = 2; }), ['CYGW-EFFECT-PARAMS consecration boost']);
    assert.deepEqual(codes((f) => { card(f.miracles.cards, 'fervent-prayer').boost = 12; }), ['CYGW-EFFECT-PARAMS fervent-prayer boost']);
    assert.deepEqual(codes((f) => { delete card(f.miracles.cards, 'offering').gift; }), ['CYGW-EFFECT-PARAMS offering gift']);
    assert.deepEqual(codes((f) => { card(f.miracles.cards, 'offering').gift = { followers: 0, coins: 4 }; }), ['CYGW-EFFECT-PARAMS offering gift']);
  });

  it('CYGW-EFFECT-PARAMS: License placement, Locations and bonus (C-LICENSE-APPROVAL-01, C-LICENSE-COMMUNITY-03, C-LICENSE-TITLE-01, C-LICENSE-03)', () => {
    assert.deepEqual(codes((f) => { card(f.licenses.cards, 'approval-4').placement = 7; }), ['CYGW-EFFECT-PARAMS approval-4 placement']);
    assert.deepEqual(codes((f) => { card(f.licenses.cards, 'community-ruins').locations = [4]; }), ['CYGW-EFFECT-PARAMS community-ruins locations']);
    assert.deepEqual(codes((f) => { card(f.licenses.cards, 'title-oracle').locations = [12]; }), ['CYGW-EFFECT-PARAMS title-oracle locations']);
    assert.deepEqual(codes((f) => { card(f.licenses.cards, 'tithe-forum').locations = [1, 2, 3, 4]; }), ['CYGW-EFFECT-PARAMS tithe-forum locations']);
    assert.deepEqual(codes((f) => { card(f.licenses.cards, 'tithe-forum').locations = [14]; }), ['CYGW-EFFECT-PARAMS tithe-forum locations.0']);
    assert.deepEqual(codes((f) => { card(f.licenses.cards, 'exiles').locations = [3]; }), ['CYGW-EFFECT-PARAMS exiles locations']);
    assert.deepEqual(codes((f) => { card(f.licenses.cards, 'novitiates').bonus = 4; }), ['CYGW-EFFECT-PARAMS novitiates bonus']);
  });

  it('CYGW-COPIES: a definition with no copies', () => {
    assert.deepEqual(codes((f) => { card(f.intrigues.cards, 'intrigue-ambush').copies = 0; }), ['CYGW-COPIES intrigue-ambush copies', 'CYGW-DECK-SIZE (intrigues) cards']);
  });

  it('every code the checks declare is produced by one of the tests above', () => {
    const seen = new Set<string>();
    const edits: ((f: Files) => void)[] = [
      (f) => { delete (f as Partial<Files>).intrigues; },
      (f) => { card(f.miracles.cards, 'offering').name = ''; },
      (f) => { card(f.miracles.cards, 'offering').copies = 4; },
      (f) => { card(f.miracles.cards, 'holy-fury').effect = 'place'; },
      (f) => { card(f.licenses.cards, 'exiles').id = 'anubis'; },
      (f) => { (card(f.cults.cults, 'janus') as { dark: { dm: number } }).dark.dm = 21; },
      (f) => { (card(f.cults.cults, 'anubis') as { light: { abilities: string[] } }).light.abilities.reverse(); },
      (f) => { card(f.licenses.cards, 'novitiates').bonus = 4; },
      (f) => { card(f.intrigues.cards, 'intrigue-ambush').copies = 0; },
    ];
    for (const e of edits) for (const p of broken(e)) seen.add(p.code);
    assert.deepEqual([...seen].sort(), [...CYGW_PROBLEM_CODES].sort());
  });
});

describe('lint:cygw', () => {
  const run = (dir?: string) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/lint-cygw.ts', ...(dir ? [dir] : [])], { cwd: ROOT, encoding: 'utf8' });

  it('the built-in data lints clean, exit 0', () => {
    const r = run();
    assert.equal(r.status, 0, r.stdout + r.stderr);
    assert.match(r.stdout, /^lint:cygw: 4 files, 61 definitions, decks 33\/33\/33, no problems$/m);
  });

  it('a broken copy prints `CODE card field: message` lines and a summary, exit 1', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lint-cygw-'));
    const files = structuredClone(CYGW_CORE_FILES) as unknown as Files;
    card(files.miracles.cards, 'offering').copies = 4;
    for (const [name, json] of Object.entries(files)) writeFileSync(join(dir, `${name}.json`), JSON.stringify(json));
    const r = run(dir);
    assert.equal(r.status, 1);
    assert.match(r.stdout, /^CYGW-DECK-SIZE \(miracles\) cards: the miracles deck has 32 cards, not 33$/m);
    assert.match(r.stdout, /^lint:cygw: 1 problem \(CYGW-DECK-SIZE ×1\) across 4 files, 61 definitions$/m);
  });
});

describe('Cult rule words (src/cygw/rule-words.json)', () => {
  const words = ruleWords as Record<string, string>;
  const ids = Object.keys(words);
  /** The catalog's §0.1 grammar: C-<AREA>[-<SUBAREA>]-<NN>, Location rules C-LOC-nn-kk, abilities C-CULT-<CULT>-L1…D2[-Rn]. */
  const CATALOG_ID = /^C-(?:[A-Z]+(?:-[A-Z]+)?-\d{2}|LOC-(?:0[1-9]|1[0-3])-\d{2}|CULT-[A-Z]+-[LD][12](?:-R\d)?)$/;

  it('every ID follows the catalog grammar and each has one or two plain sentences', () => {
    assert.ok(ids.length >= 250, `${ids.length} rule IDs`);
    for (const id of ids) {
      assert.match(id, CATALOG_ID);
      const text = words[id]!;
      assert.ok(text.length >= 20 && text.length <= 400, `${id}: ${text.length} characters`);
      assert.doesNotMatch(text, /`|\*\*|\|/, id);
    }
  });

  it('C-CULTSHEET-11 every ability of the data has its rule, and every C-AMB-01..38 its house default', () => {
    for (const a of ABILITY_IDS) assert.ok(`C-CULT-${a.toUpperCase()}` in words, a);
    for (let n = 1; n <= 38; n++) assert.match(words[`C-AMB-${String(n).padStart(2, '0')}`] ?? '', /^House default/);
  });

  it('every rule ID of the words is one the engine\'s RULE_ID carries (abilities, per-Location rules and sub-rules included)', () => {
    assert.deepEqual(ids.filter((id) => !RULE_ID.test(id)), []);
  });
});
