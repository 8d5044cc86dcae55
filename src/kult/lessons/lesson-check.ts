/**
 * Plays a lesson without a screen, as the table would (the opponent's script, the learner's table
 * passing where the learner has no open move), and checks what a lesson promises: it loads, its
 * solution reaches the goal, every listed wrong attempt is refused citing its rule, every rule ID
 * is in the catalog. `npm run lint:lessons` and the lesson tests run it.
 */
import { firstFailure } from '../../engine/judgement.js';
import { seedRng } from '../../engine/rng.js';
import type { CardSet } from '../cards/card-set.js';
import { floorHolder } from '../state/access.js';
import type { Action, GameState } from '../types.js';
import { LEARNER, OPPONENT, type Lesson } from './lesson-schema.js';
import { lessonGame, lessonStart, type LessonGame } from './lesson-game.js';
import { resolveAct } from './refs.js';

/** Acts a lesson may take before the learner must decide; more is a lesson that loops. */
const SETTLE_LIMIT = 300;

export interface Played {
  readonly state: GameState;
  readonly learnerActs: number;
}

/**
 * Plays on until the learner must decide: the opponent acts by its script, and the learner's
 * table passes a window where the learner has no open move but Pass (as LocalMatch does with the
 * pass mode `full`). Stops at the goal and at the game's end.
 */
export function settle(game: LessonGame, from: Played): Played {
  let { state, learnerActs } = from;
  let rng = seedRng(1);
  for (let i = 0; i < SETTLE_LIMIT; i++) {
    if (state.ended || game.goalReached({ state, learnerActs })) return { state, learnerActs };
    const holder = floorHolder(state);
    let move: Action | null = null;
    if (holder === OPPONENT) {
      const [m, next] = game.bots['script']!(state, OPPONENT, rng);
      rng = next;
      move = m;
    } else if (holder === LEARNER && state.window) {
      const open = game.legalActions(state, LEARNER);
      if (!open.some((a) => a.type !== 'pass')) move = open.find((a) => a.type === 'pass') ?? null;
    }
    if (!move) return { state, learnerActs };
    if (!game.judge(state, move).ok) return { state, learnerActs };
    state = game.apply(state, move);
  }
  throw new Error(`the lesson did not settle in ${SETTLE_LIMIT} acts`);
}

/** The lesson's first moment: its position, then the opponent's opening acts. */
export function lessonOpening(cards: CardSet, lesson: Lesson): { game: LessonGame; played: Played } {
  const game = lessonGame(cards, lesson);
  return { game, played: settle(game, { state: lessonStart(cards, lesson), learnerActs: 0 }) };
}

/** Everything wrong with a lesson; empty when it keeps its promises. */
export function lessonProblems(cards: CardSet, lesson: Lesson, ruleIds: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const id of [...lesson.rules, ...lesson.wrong.map((w) => w.rule)]) if (!ruleIds.has(id)) problems.push(`rule ${id} is not in the catalog`);
  let opening: ReturnType<typeof lessonOpening>;
  try {
    opening = lessonOpening(cards, lesson);
  } catch (e) {
    return [...problems, `the position does not build: ${(e as Error).message}`];
  }
  const { game } = opening;
  let played = opening.played;
  if (game.goalReached(played)) problems.push('the goal holds before the learner acts');
  const pendingWrong = new Set(lesson.wrong.map((_, i) => i));
  const tryWrong = (p: Played) => {
    if (floorHolder(p.state) !== LEARNER) return;
    for (const i of [...pendingWrong]) {
      const w = lesson.wrong[i]!;
      const r = resolveAct(p.state, w.act, LEARNER);
      if (!r.ok) continue;
      // Two wrong attempts may share an act (a Pass): each is checked where its own `when` picks it.
      if (w.when && game.wrongAttempt(p.state, r.action) !== w) continue;
      pendingWrong.delete(i);
      // Refused by the engine: the engine itself must cite the rule (the lesson's words only explain it).
      // Legal: the lesson refuses it as beside the goal, citing the rule it names.
      const engine = game.engine.judge(p.state, r.action);
      const j = engine.ok ? game.judge(p.state, r.action) : engine;
      if (j.ok) problems.push(`wrong attempt #${i + 1} (${w.act.type}) is allowed`);
      else if (!j.checks.some((c) => !c.ok && c.rule === w.rule)) problems.push(`wrong attempt #${i + 1} (${w.act.type}) is refused citing ${firstFailure(j)?.rule}, not ${w.rule}`);
    }
  };
  tryWrong(played);
  lesson.solution.forEach((t, n) => {
    if (problems.length > 0 && !game.goalReached(played) && played.state.ended) return;
    const r = resolveAct(played.state, t, LEARNER);
    if (!r.ok) {
      problems.push(`solution act ${n + 1} (${t.type}): ${r.missing}`);
      return;
    }
    const j = game.judge(played.state, r.action);
    if (!j.ok) {
      const f = firstFailure(j);
      problems.push(`solution act ${n + 1} (${t.type}) is refused: ${f?.rule} ${f?.says}`);
      return;
    }
    played = settle(game, { state: game.apply(played.state, r.action), learnerActs: played.learnerActs + (r.action.type === 'pass' ? 0 : 1) });
    tryWrong(played);
  });
  if (!game.goalReached(played)) problems.push(`the solution does not reach the goal (turn ${played.state.turn}, ${played.state.step}${played.state.window ? ', a window open' : ''})`);
  for (const i of pendingWrong) problems.push(`wrong attempt #${i + 1} (${lesson.wrong[i]!.act.type}) never applied during the solution`);
  return problems;
}
