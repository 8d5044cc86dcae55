// A lesson judged by the engine with the lesson's word added (src/kult/lessons/), and the
// shipped lessons keeping their promises (what `npm run lint:lessons` checks, here per lesson).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { coreCards, instancesOf } from '../../src/kult/index.js';
import { lessonPath } from '../../src/kult/lessons/catalog.js';
import { lessonOpening, lessonProblems } from '../../src/kult/lessons/lesson-check.js';
import { lessonById } from '../../src/kult/lessons/catalog.js';
import { parseLesson } from '../../src/kult/lessons/lesson-schema.js';

const ruleIds = new Set(Object.keys(JSON.parse(readFileSync(new URL('../../src/kult/rule-words.json', import.meta.url), 'utf8')) as Record<string, string>));

describe('lessons on the real engine', () => {
  for (const lesson of lessonPath()) {
    it(`${lesson.rules.join(' / ')} lesson "${lesson.id}": the solution reaches the goal and every wrong attempt cites its rule`, () => {
      assert.deepEqual(lessonProblems(coreCards(), lesson, ruleIds), []);
    });
  }

  it('K-TIMING-03 a legal move beside the lesson is refused citing the lesson\'s rule, with the lesson\'s words; the engine\'s own refusal keeps its rule', () => {
    const { game, played } = lessonOpening(coreCards(), lessonById('directly-affects')!);
    const s = played.state;
    assert.equal(s.window?.chain.at(-1)?.card, 'unholy-hunger');
    const pass = game.judge(s, { type: 'pass', player: 'you' });
    assert.equal(pass.ok, false);
    assert.ok(game.engine.judge(s, { type: 'pass', player: 'you' }).ok, 'the engine allows the pass');
    const cited = pass.checks.find((c) => !c.ok)!;
    assert.equal(cited.rule, 'K-TIMING-07');
    assert.match(cited.says, /Unholy Hunger discards your Teacher/);
    const repel = game.judge(s, { type: 'repel', player: 'you', from: 'hub', to: 'C2', suit: 'skull' });
    assert.ok(repel.checks.some((c) => !c.ok && c.rule === 'K-TIMING-03'));
    // Only the lesson's open moves are offered: Lack of Faith (Pass is the expected mistake here).
    const open = game.legalActions(s, 'you');
    assert.deepEqual(open.map((a) => a.type), ['commandment']);
    assert.equal(s.cards[(open[0] as { card: string }).card]?.card, 'lack-of-faith');
    assert.equal(instancesOf(s, 'teacher', { seat: 'you', zone: 'cross' }).length, 1);
  });

  it('a lesson file is untrusted data: unknown fields, a nesting too deep and overlong words are refused with their paths', () => {
    const good = JSON.parse(readFileSync(new URL('../../src/kult/lessons/data/directly-affects.json', import.meta.url), 'utf8'));
    assert.ok(parseLesson(good).ok);
    const extra = parseLesson({ ...good, script: [{ act: { type: 'pass', evil: 1 } }] });
    assert.equal(extra.ok, false);
    let deep: unknown = { step: 'deeds' };
    for (let i = 0; i < 10; i++) deep = { not: deep };
    assert.equal(parseLesson({ ...good, goal: { ...good.goal, check: deep } }).ok, false);
    const long = parseLesson({ ...good, title: { en: 'x'.repeat(5000) } });
    assert.equal(long.ok, false);
    assert.ok(!long.ok && long.problems.some((p) => p.startsWith('title.en')));
  });
});
