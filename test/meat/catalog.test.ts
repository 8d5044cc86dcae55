/**
 * Every rule of M.E.A.T.'s catalog (its 130 numbered rules, the 37 M-AMB house defaults and the
 * statechart's M-FLOW nodes) is named by at least one test in test/meat/, except the few listed
 * with no behaviour to test. The IDs are stable (the catalog never renumbers or reuses one), so
 * they are listed here; when the shared catalog sits beside the checkout, the list is checked
 * against it too.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const CATALOG = fileURLToPath(new URL('../../../shared/rules/meat-rule-catalog.md', import.meta.url));

const NUMBERED = 'M-COMP-01 M-COMP-02 M-COMP-03 M-COMP-04 M-COMP-05 M-COMP-06 M-CARD-01 M-CARD-02 M-CARD-03 M-CARD-04 M-CARD-05 M-CARD-06 M-CARD-07 M-CARD-08 M-CARD-09 M-CARD-10 M-CARD-11 M-PLAYERS-01 M-PLAYERS-02 M-PLAYERS-03 M-TEAM-01 M-TEAM-02 M-TEAM-03 M-TEAM-04 M-WIN-01 M-WIN-02 M-WIN-03 M-ROUND-01 M-ROUND-02 M-SETUP-01 M-SETUP-02 M-SETUP-03 M-SETUP-04 M-SETUP-05 M-SETUP-06 M-SETUP-07 M-SETUP-08 M-OPEN-01 M-OPEN-02 M-OPEN-03 M-OPEN-DRAFT-01 M-OPEN-DRAFT-02 M-OPEN-DRAFT-03 M-OPEN-DRAFT-04 M-OPEN-DRAFT-05 M-OPEN-DRAFT-06 M-OPEN-DRAFT-07 M-OPEN-DESTINY-01 M-DECK-01 M-DECK-02 M-HAND-01 M-HAND-02 M-HAND-03 M-HAND-04 M-TACTIC-01 M-TACTIC-02 M-TACTIC-03 M-TACTIC-04 M-TACTIC-05 M-TACTIC-06 M-TACTIC-07 M-ACTIVATE-01 M-ACTIVATE-02 M-ACTIVATE-03 M-ACTIVATE-04 M-ACTIVATE-05 M-ACTIVATE-06 M-ACTIVATE-07 M-ACTIVATE-08 M-ACTIVATE-09 M-ACTIVATE-10 M-ACTIVATE-11 M-ACTIVATE-12 M-ACTIVATE-13 M-ACTIVATE-14 M-BATTLE-01 M-BATTLE-02 M-BATTLE-03 M-BATTLE-04 M-BATTLE-05 M-BATTLE-06 M-BATTLE-07 M-BATTLE-08 M-BATTLE-09 M-BATTLE-10 M-SUMMARY-01 M-SUMMARY-02 M-SUMMARY-03 M-SUMMARY-04 M-SUMMARY-05 M-SUMMARY-06 M-SUMMARY-07 M-SUMMARY-08 M-KW-SPECIAL-01 M-KW-SPECIAL-02 M-KW-WYZWANIE-01 M-KW-WYZWANIE-02 M-KW-WYZWANIE-03 M-KW-ODKRYCIE-01 M-KW-ODKRYCIE-02 M-KW-CIECIE-01 M-KW-CIECIE-02 M-KW-CIECIE-03 M-KW-REFLEKS-01 M-KW-REFLEKS-02 M-KW-REFLEKS-03 M-KW-TOKSYNA-01 M-KW-TOKSYNA-02 M-KW-FUZJA-01 M-KW-FUZJA-02 M-KW-FUZJA-03 M-KW-FUZJA-04 M-INSTANT-01 M-INSTANT-02 M-INSTANT-03 M-INSTANT-04 M-INSTANT-05 M-INSTANT-06 M-INSTANT-07 M-INSTANT-08 M-GRAVE-01 M-GRAVE-02 M-GRAVE-03 M-GRAVE-04 M-GRAVE-05 M-TELE-01 M-TELE-02 M-TELE-03 M-DICE-01 M-DICE-02 '.trim().split(' ');
const AMB = Array.from({ length: 37 }, (_, i) => `M-AMB-${String(i + 1).padStart(2, '0')}`);
const FLOW = [...Array.from({ length: 12 }, (_, i) => `M-FLOW-${String(i + 1).padStart(2, '0')}`), ...Array.from({ length: 10 }, (_, i) => `M-FLOW-R${String(i + 1).padStart(2, '0')}`)];

/** Rules with no behaviour a test could show, each with why. */
const NO_BEHAVIOUR: Record<string, string> = {
  'M-AMB-34': 'the notepad is not a component of a digital table; its record is the state (M-COMP-06 tests that)',
};

/** Every rule ID named in a test or describe title of test/meat/. */
function namedInTests(): Set<string> {
  const out = new Set<string>();
  for (const file of readdirSync(HERE).filter((f) => f.endsWith('.test.ts'))) {
    const text = readFileSync(HERE + file, 'utf8');
    for (const title of text.matchAll(/\b(?:test|it|describe)\(\s*'((?:[^'\\]|\\.)*)'/g)) {
      for (const id of title[1]!.matchAll(/M-[A-Z]+(?:-[A-Z0-9]+)*-R?\d{2}/g)) out.add(id[0]);
    }
  }
  return out;
}

test('every catalog rule is named by a test in test/meat/, except the listed rules with no behaviour', () => {
  const named = namedInTests();
  const all = [...NUMBERED, ...AMB, ...FLOW];
  assert.equal(NUMBERED.length, 130);
  const missing = all.filter((id) => !named.has(id) && !(id in NO_BEHAVIOUR));
  assert.deepEqual(missing, [], `rules no test names: ${missing.join(' ')}`);
  for (const id of Object.keys(NO_BEHAVIOUR)) assert.ok(all.includes(id), `${id} is a catalog rule`);
  const unknown = [...named].filter((id) => !all.includes(id));
  assert.deepEqual(unknown, [], 'every ID a test names is one of the catalog\'s');
});

test('the listed IDs are the shared catalog\'s, when the catalog is beside the checkout', () => {
  if (!existsSync(CATALOG)) return void assert.equal(NUMBERED.length + AMB.length + FLOW.length, 189);
  const text = readFileSync(CATALOG, 'utf8');
  assert.deepEqual([...text.matchAll(/^#### (M-[A-Z0-9-]+)/gm)].map((m) => m[1]), NUMBERED);
  assert.deepEqual([...text.matchAll(/^\| (M-AMB-\d+) \|/gm)].map((m) => m[1]), AMB);
  assert.deepEqual([...new Set([...text.matchAll(/^\| (M-FLOW-R?\d+)/gm)].map((m) => m[1]))].sort(), [...FLOW].sort());
});

test('the judge can explain every rule it cites: every rule ID written in src/meat has words in src/meat/rule-words.json, and every catalog rule has words', async () => {
  const { readdirSync, readFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const words = JSON.parse(readFileSync('src/meat/rule-words.json', 'utf8')) as Record<string, string>;
  const files = readdirSync('src/meat', { recursive: true, withFileTypes: true }).filter((d) => d.isFile() && d.name.endsWith('.ts')).map((d) => join(d.parentPath ?? d.path, d.name));
  const cited = new Set<string>();
  for (const f of files) for (const m of readFileSync(f, 'utf8').matchAll(/'((?:M|NET)-[A-Z0-9]+(?:-[A-Z0-9]+)*)'/g)) cited.add(m[1]!);
  assert.ok(cited.size > 60, `${cited.size} rule IDs cited`);
  assert.deepEqual([...cited].filter((id) => !(id in words)).sort(), []);
  assert.deepEqual(NUMBERED.filter((id) => !(id in words)), []);
  for (const [id, text] of Object.entries(words)) assert.ok(text.length >= 10 && text.length <= 700 && !/`|\*\*/.test(text), id);
});
