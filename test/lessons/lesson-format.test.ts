// The lesson format's parts that the shipped path needs beyond the first lesson: open moves with a
// condition, the chain's top named by its player, a position with markers taken out of the game,
// and an attack written with names. Plus: every lesson file shipped is on the path and loads.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { buildPosition, coreCards, instancesOf, PositionError, winTarget } from '../../src/kult/index.js';
import { lessonById, lessonPath } from '../../src/kult/lessons/catalog.js';
import { holds } from '../../src/kult/lessons/conditions.js';
import { lessonOpening, lessonProblems } from '../../src/kult/lessons/lesson-check.js';
import { parseLesson, type Lesson } from '../../src/kult/lessons/lesson-schema.js';
import { resolveAct } from '../../src/kult/lessons/refs.js';

const dataDir = new URL('../../src/kult/lessons/data/', import.meta.url);
const ruleIds = new Set(Object.keys(JSON.parse(readFileSync(new URL('../../src/kult/rule-words.json', import.meta.url), 'utf8')) as Record<string, string>));

describe('the lesson format', () => {
  it('every lesson file in the data folder loads and is on the path, in the catalog\'s order, with unique ids', () => {
    const files = readdirSync(dataDir).filter((f) => f.endsWith('.json'));
    const ids = lessonPath().map((l) => l.id);
    assert.equal(ids.length, files.length, 'a file left out of the catalog, or a file that does not load');
    assert.deepEqual([...ids].sort(), files.map((f) => f.replace(/\.json$/, '')).sort());
    assert.equal(new Set(ids).size, ids.length);
    assert.ok(ids.length >= 13);
    assert.equal(ids[0], 'the-table');
    assert.ok(lessonPath().filter((l) => l.quiz).length >= 2, 'at least two quiz lessons');
  });

  it('K-TIMING-05 an open move with `when` is offered only while its condition holds: in "too-late" the learner\'s table lets the Repel go by ("Not yet") and the Incinerator is on the floor', () => {
    const { game, played } = lessonOpening(coreCards(), lessonById('too-late')!);
    const s = played.state;
    assert.equal(s.window?.chain.at(-1)?.card, 'incinerator', 'the Repel\'s window passed without the learner');
    const moves = game.legalActions(s, 'you').map((a) => (a.type === 'commandment' ? s.cards[a.card]?.card : a.type));
    assert.deepEqual(moves, ['lack-of-faith']);
  });

  it('K-TIMING-06 open moves with `when`: in "sorry-on-sorry" the learner\'s Sorry is open only on Golab\'s Sorry, not on the learner\'s own Fly', () => {
    const lesson = lessonById('sorry-on-sorry')!;
    const { game, played } = lessonOpening(coreCards(), lesson);
    const fly = resolveAct(played.state, lesson.solution[0]!, 'you');
    assert.ok(fly.ok);
    const s = game.apply(played.state, fly.action);
    // Golab passes on the Fly's window; then the learner holds the floor with a Sorry that could legally hit the own Fly.
    const afterBot = game.apply(s, { type: 'pass', player: 'bot' });
    const sorry = resolveAct(afterBot, { type: 'commandment', card: { card: 'sorry' }, target: { act: 'last' } }, 'you');
    assert.ok(sorry.ok);
    assert.ok(game.engine.judge(afterBot, sorry.action).ok, 'the engine allows it');
    const j = game.judge(afterBot, sorry.action);
    assert.equal(j.ok, false);
    assert.ok(j.checks.some((c) => !c.ok && c.rule === lesson.rules[0]));
  });

  it('chainTop names the player of the act on top of the chain', () => {
    const { played } = lessonOpening(coreCards(), lessonById('the-floor')!);
    const m = { state: played.state, learnerActs: 0 };
    assert.equal(holds({ chainTop: { kind: 'repel', player: 'bot' } }, m), true);
    assert.equal(holds({ chainTop: { kind: 'repel', player: 'you' } }, m), false);
  });

  it('K-WIN-04 / K-WIN-05 a position may take markers out of the game: World with 3 of 19 eliminated → 9 win; more than the Pool holds is refused', () => {
    const seats = [{ id: 'you', major: 'kether' }, { id: 'bot', major: 'golab' }];
    const { state } = buildPosition(coreCards(), { seats, struggle: 'world', eliminated: 3 });
    assert.equal(state.eliminated, 3);
    assert.equal(winTarget(state).target, 9);
    assert.throws(() => buildPosition(coreCards(), { seats, struggle: 'world', eliminated: 16 }), PositionError);
    const bad = JSON.parse(readFileSync(new URL('winning.json', dataDir), 'utf8'));
    assert.equal(parseLesson({ ...bad, position: { ...bad.position, eliminated: -1 } }).ok, false);
  });

  it('K-ATTACK-05 an attack written with names resolves to the engine\'s attack: the target is the Being\'s instance id', () => {
    const lesson = lessonById('combat')!;
    const { played } = lessonOpening(coreCards(), lesson);
    const r = resolveAct(played.state, lesson.script![0]!.act, 'bot');
    assert.ok(r.ok);
    assert.deepEqual(r.action, {
      type: 'attack', player: 'bot',
      attacker: instancesOf(played.state, 'anton-teptov', { seat: 'bot', zone: 'cross' })[0],
      target: instancesOf(played.state, 'artist', { seat: 'you', zone: 'cross' })[0],
    });
  });

  it('two wrong attempts sharing an act (a Pass) are each checked where their own condition picks them; one whose condition never holds is reported', () => {
    const lesson = lessonById('sorry-on-sorry')!;
    assert.deepEqual(lessonProblems(coreCards(), lesson, ruleIds), []);
    const i = lesson.wrong.findIndex((w) => w.act.type === 'pass' && w.rule === 'K-TIMING-06');
    assert.ok(i >= 0);
    // The same Pass, with a condition that never holds: another Pass's condition must not stand in for it.
    const never = { all: [{ chainTop: { kind: 'repel' } }, { chainTop: { card: 'sorry' } }] };
    const broken: Lesson = { ...lesson, wrong: lesson.wrong.map((w, n) => (n === i ? { ...w, when: never } : w)) };
    assert.deepEqual(lessonProblems(coreCards(), broken, ruleIds), [`wrong attempt #${i + 1} (pass) never applied during the solution`]);
  });
});
