/**
 * The card linter (src/kult/cards/checks.ts, scripts/lint-cards.ts): each
 * problem code on a minimal bad card, a file's report complete even when
 * one card fails its schema, and the CLI's output format and exit code.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCardSets, type CardProblem } from '../../src/kult/index.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const CMD = { id: 'good-cmd', name: 'Good Command', kind: 'commandment', affiliation: 'white', suits: [], text: 'Play during combat: +1 CV.', source: 'original', timing: { at: 'combat' }, effects: [{ op: 'cv', amount: 1, scope: 'combat' }] };
const PAWN = { id: 'good-pawn', name: 'Good Pawn', kind: 'being', affiliation: 'white', suits: ['rose'], text: 'Pawn of Passion.', source: 'original', beingKind: 'pawn', pawnOf: 'passion', cv: 2, stations: ['C1', 'C2'] };
const MAJOR = { id: 'good-major', name: 'Good Major', kind: 'major', affiliation: 'red', suits: ['rose', 'rose', 'eye', 'eye'], text: 'Hand 8.', source: 'original', hierarchy: 3, epithet: 'The Good', effects: [{ op: 'handSize', modify: 1 }] };

function lint(...cards: unknown[]): readonly CardProblem[] {
  const r = loadCardSets([{ set: 'lint-test', version: 1, cards }]);
  return r.ok ? [] : r.problems;
}

function codes(...cards: unknown[]): string[] {
  return lint(...cards).map((p) => `${p.code} ${p.card} ${p.field}`);
}

describe('card linter: one code per kind of problem', () => {
  it('the control cards are clean', () => {
    assert.deepEqual(lint(CMD, PAWN, MAJOR), []);
  });

  it('CARD-UNKNOWN-EFFECT: an op outside the vocabulary, on the card or in an ability', () => {
    assert.deepEqual(codes({ ...CMD, effects: [{ op: 'summonDemiurge' }] }), ['CARD-UNKNOWN-EFFECT good-cmd effects.0']);
    assert.deepEqual(codes({ ...PAWN, abilities: [{ timing: { at: 'anyTime' }, cost: { repel: 1 }, effects: [{ op: 'explode' }] }] }), ['CARD-UNKNOWN-EFFECT good-pawn abilities.0.effects.0']);
    assert.match(lint({ ...CMD, effects: [{ op: 'summonDemiurge' }] })[0]!.message, /unknown effect operation "summonDemiurge"; the vocabulary is cv, cvVs/);
  });

  it('CARD-UNKNOWN-HANDLER: a handler op naming no module in named-handlers.ts', () => {
    assert.deepEqual(codes({ ...CMD, effects: [{ op: 'handler', name: 'make-it-so' }] }), ['CARD-UNKNOWN-HANDLER good-cmd effects.0']);
    assert.deepEqual(lint({ ...CMD, effects: [{ op: 'handler', name: 'the-void' }], timing: { at: 'yourTurn' } }), []);
  });

  it('CARD-EFFECT-PARAMS: a known op with parameters of the wrong type', () => {
    assert.deepEqual(codes({ ...CMD, effects: [{ op: 'cv', amount: 'lots', scope: 'combat' }] }), ['CARD-EFFECT-PARAMS good-cmd effects.0.amount']);
  });

  it('CARD-EFFECT-PARAMS: a combat CV change on a card that can never reach a combat', () => {
    assert.deepEqual(codes({ ...CMD, timing: { at: 'step', step: 'deeds' } }), ['CARD-EFFECT-PARAMS good-cmd effects.0']);
    assert.deepEqual(codes({ ...PAWN, effects: [{ op: 'cv', amount: 2, scope: 'combat' }] }), ['CARD-EFFECT-PARAMS good-pawn effects.0']);
    const stain = { ...CMD, effects: undefined, cvMod: -2, timing: { at: 'step', step: 'sway' } };
    assert.deepEqual(codes(stain), ['CARD-EFFECT-PARAMS good-cmd cvMod']);
  });

  it('CARD-EFFECT-PARAMS: effects read only elsewhere (a Suit grant on a Major, draw-on-use on a Being, a one-shot on a Region)', () => {
    assert.deepEqual(codes({ ...MAJOR, effects: [{ op: 'grantSuit', suits: ['skull'], duration: 'whileFaceUp' }] }), ['CARD-EFFECT-PARAMS good-major effects.0']);
    assert.deepEqual(codes({ ...PAWN, effects: [{ op: 'drawOnUse' }] }), ['CARD-EFFECT-PARAMS good-pawn effects.0']);
    assert.deepEqual(codes({ ...PAWN, effects: [{ op: 'handSize', modify: 2 }] }), ['CARD-EFFECT-PARAMS good-pawn effects.0']);
    assert.deepEqual(codes({ ...PAWN, effects: [{ op: 'handSize', whileInPlay: true, set: 10 }] }), []);
    assert.deepEqual(codes({ ...CMD, abilities: [{ timing: { at: 'anyTime' }, effects: [{ op: 'moveMarker' }] }] }), ['CARD-EFFECT-PARAMS good-cmd abilities']);
  });

  it('CARD-EFFECT-PARAMS: filters nothing can match, responses that name no act, cards that do nothing', () => {
    assert.deepEqual(codes({ ...CMD, timing: { at: 'yourTurn' }, effects: [{ op: 'discardTarget', filter: { kinds: ['spell'] } }] }), ['CARD-EFFECT-PARAMS good-cmd effects.0.filter']);
    assert.deepEqual(codes({ ...CMD, timing: { at: 'anyTime' }, effects: [{ op: 'cancelAct', filter: { kinds: ['influence'] } }] }), ['CARD-EFFECT-PARAMS good-cmd effects.0']);
    assert.deepEqual(codes({ ...CMD, timing: { at: 'anyTime' }, affects: ['commandment'], effects: [{ op: 'cancelAct', filter: { cardIds: ['no-such-card'] } }] }), ['CARD-EFFECT-PARAMS good-cmd effects.0']);
    assert.deepEqual(codes({ ...CMD, effects: [] }), ['CARD-EFFECT-PARAMS good-cmd effects']);
  });

  it('CARD-EFFECT-PARAMS: the same targeted operation twice in one list (both would use the act\'s one target)', () => {
    const twice = { timing: { at: 'anyTime' }, cost: { turn: true }, effects: [{ op: 'moveMarker' }, { op: 'moveMarker' }], affects: ['attack'] };
    assert.deepEqual(codes({ ...PAWN, abilities: [twice] }), ['CARD-EFFECT-PARAMS good-pawn abilities.0.effects.1']);
    assert.deepEqual(codes({ ...CMD, timing: { at: 'anyTime' }, effects: [{ op: 'cv', amount: 1, scope: 'combat' }, { op: 'cv', amount: 1, scope: 'combat' }] }), []);
  });

  it('CARD-IMPOSSIBLE-STATIONS: indicators on a Commandment or Major, none on a Being, a Being kept out of the Cast, a repeat, an unknown Station', () => {
    assert.deepEqual(codes({ ...CMD, stations: ['N'] }), ['CARD-IMPOSSIBLE-STATIONS good-cmd stations']);
    assert.deepEqual(codes({ ...MAJOR, stations: ['C1'] }), ['CARD-IMPOSSIBLE-STATIONS good-major stations']);
    assert.deepEqual(codes({ ...PAWN, stations: [] }), ['CARD-IMPOSSIBLE-STATIONS good-pawn stations']);
    assert.deepEqual(codes({ ...PAWN, stations: ['N', 'S'] }), ['CARD-IMPOSSIBLE-STATIONS good-pawn stations']);
    assert.deepEqual(codes({ ...PAWN, stations: ['C1', 'C1'] }), ['CARD-IMPOSSIBLE-STATIONS good-pawn stations']);
    assert.deepEqual(codes({ ...PAWN, stations: ['C1', 'C9'] }), ['CARD-IMPOSSIBLE-STATIONS good-pawn stations.1']);
  });

  it('CARD-SUITS-RANGE: a Suit outside the five, a Major with 3 icons or four of a kind, a Commandment with a Suit', () => {
    assert.deepEqual(codes({ ...PAWN, suits: ['club'] }), ['CARD-SUITS-RANGE good-pawn suits.0']);
    assert.deepEqual(codes({ ...MAJOR, suits: ['rose', 'eye', 'eye'] }), ['CARD-SUITS-RANGE good-major suits']);
    assert.deepEqual(codes({ ...MAJOR, suits: ['eye', 'eye', 'eye', 'eye'] }), ['CARD-SUITS-RANGE good-major suits']);
    assert.deepEqual(codes({ ...CMD, suits: ['skull'] }), ['CARD-SUITS-RANGE good-cmd suits']);
  });

  it('CARD-TEXT-MISSING and CARD-SOURCE-MISSING: absent, empty or blank', () => {
    const { text: _t, ...noText } = PAWN;
    const { source: _s, ...noSource } = PAWN;
    assert.deepEqual(codes(noText), ['CARD-TEXT-MISSING good-pawn text']);
    assert.deepEqual(codes({ ...PAWN, text: '' }), ['CARD-TEXT-MISSING good-pawn text']);
    assert.deepEqual(codes({ ...PAWN, text: '   ' }), ['CARD-TEXT-MISSING good-pawn text']);
    assert.deepEqual(codes(noSource), ['CARD-SOURCE-MISSING good-pawn source']);
    assert.deepEqual(codes({ ...PAWN, source: ' ' }), ['CARD-SOURCE-MISSING good-pawn source']);
  });

  it('CARD-DUPLICATE-ID: the same id twice in a file, or across files loaded together', () => {
    assert.deepEqual(codes(PAWN, PAWN), ['CARD-DUPLICATE-ID good-pawn id']);
    const r = loadCardSets([{ set: 'one', version: 1, cards: [PAWN] }, { set: 'two', version: 1, cards: [PAWN] }]);
    assert.deepEqual(r.ok ? [] : r.problems.map((p) => p.code), ['CARD-DUPLICATE-ID']);
  });

  it('CARD-SCHEMA: fields that do not belong (an unknown key, a CV on a Commandment, a Lore on a Being)', () => {
    assert.deepEqual(codes({ ...PAWN, colour: 'pink' }), ['CARD-SCHEMA good-pawn colour']);
    assert.deepEqual(codes({ ...CMD, cv: 3 }), ['CARD-SCHEMA good-cmd cv']);
    assert.deepEqual(codes({ ...PAWN, lore: 'dreams' }), ['CARD-SCHEMA good-pawn lore']);
  });

  it('CARD-FILE: a file without set, version or cards', () => {
    const r = loadCardSets([{ version: 1, cards: [] }]);
    assert.deepEqual(r.ok ? [] : r.problems.map((p) => `${p.code} ${p.field}`), ['CARD-FILE set']);
  });
});

describe('card linter: a complete report', () => {
  it('a card failing its schema still gets its cross-field checks, and the other cards all of theirs', () => {
    const broken = { ...CMD, id: 'broken', stations: ['N'], effects: [{ op: 'summon' }], text: '' };
    const other = { ...PAWN, id: 'other', suits: ['skull'], stations: ['N'] };
    const dup = { ...MAJOR, id: 'other' };
    assert.deepEqual(codes(broken, other, dup), [
      'CARD-TEXT-MISSING broken text',
      'CARD-UNKNOWN-EFFECT broken effects.0',
      'CARD-IMPOSSIBLE-STATIONS broken stations',
      'CARD-IMPOSSIBLE-STATIONS other stations',
      'CARD-DUPLICATE-ID other id',
    ]);
  });

  it('with a bad kind nothing else can be judged: one problem, on "kind"', () => {
    assert.deepEqual(codes({ ...PAWN, kind: 'artifact', stations: [] }), ['CARD-SCHEMA good-pawn kind']);
  });
});

describe('npm run lint:cards (scripts/lint-cards.ts)', () => {
  const run = (...files: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/lint-cards.ts', ...files], { cwd: ROOT, encoding: 'utf8' });

  it('the core set is clean: exit code 0 and a summary', () => {
    const r = run();
    assert.equal(r.status, 0, r.stdout + r.stderr);
    assert.match(r.stdout, /^# src\/kult\/cards\/core-set\.json: \d+ cards, 0 problems$/m);
    assert.match(r.stdout, /^lint:cards: 1 file, \d+ cards, no problems$/m);
  });

  it('a bad file: one "CODE card-id field: message" line per problem, a summary, exit code 1', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lint-cards-'));
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ set: 'bad', version: 1, cards: [{ ...CMD, effects: [{ op: 'summon' }] }, { ...PAWN, suits: ['club'] }, PAWN] }));
    const junk = join(dir, 'junk.json');
    writeFileSync(junk, '{ not json');
    const r = run(bad, junk);
    assert.equal(r.status, 1);
    const lines = r.stdout.trim().split('\n').filter((l) => !l.startsWith('#'));
    assert.equal(lines[0], 'CARD-UNKNOWN-EFFECT good-cmd effects.0: unknown effect operation "summon"; the vocabulary is cv, cvVs, grantSuit, removeSuit, handSize, drawOnUse, discardTarget, moveMarker, cancelAct, hostNeedsMarker, proclaimAnywhere, anyAffiliationBeings, winsTies, capacity, handler');
    assert.match(lines[1]!, /^CARD-SUITS-RANGE good-pawn suits\.0: /);
    assert.equal(lines[2], 'CARD-DUPLICATE-ID good-pawn id: duplicate card id "good-pawn"');
    assert.match(lines[3]!, /^CARD-FILE \(set\) \(file\): .*junk\.json: /);
    assert.equal(lines.at(-1), 'lint:cards: 4 problems in 3 cards (CARD-UNKNOWN-EFFECT ×1, CARD-SUITS-RANGE ×1, CARD-DUPLICATE-ID ×1, CARD-FILE ×1) across 2 files, 3 cards');
  });
});
