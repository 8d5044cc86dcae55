/**
 * A lesson is KULT with a teacher in the judge's chair: the same engine judges every act, and for
 * the learner's acts the lesson adds its own word. A move the lesson expects as a mistake (legal
 * or not) is refused citing the rule it teaches, with the lesson's explanation; a legal move that
 * is not one of the lesson's open moves is refused citing the lesson's first rule; everything else
 * is the engine's answer. The opponent plays the lesson's script and otherwise goes on without
 * acting. The result is a `Game`, so solo play (LocalMatch, its statechart, the table) runs a
 * lesson unchanged.
 */
import { judgement, type Judgement } from '../../engine/judgement.js';
import { sayWords, words } from '../say.js';
import type { CardSet } from '../cards/card-set.js';
import { kultGame, type KultGame } from '../game.js';
import { buildPosition, moveOn, type PositionPlan } from '../position.js';
import { floorHolder } from '../state/access.js';
import type { Action, GameState } from '../types.js';
import { holds, type LessonMoment } from './conditions.js';
import { LEARNER, OPPONENT, type Condition, type Lesson, type LessonWords } from './lesson-schema.js';
import { cardOf, isAct, resolveAct } from './refs.js';

/** How far a state is into the lesson: the opponent's scripted acts made, the learner's acts (not passes). */
interface Progress {
  readonly script: number;
  readonly learnerActs: number;
}

export type Lang = keyof LessonWords;

/** Words in `lang`, else English. */
export function say(words: LessonWords, lang: Lang = 'en'): string {
  return words[lang] ?? words.en;
}

export interface LessonGame extends KultGame {
  readonly lesson: Lesson;
  /** The engine's own game, without the lesson's word (a quiz's answer key). */
  readonly engine: KultGame;
  /** Whether the goal holds in a state (or the learner's view of it), after `learnerActs` acts. */
  goalReached(moment: LessonMoment): boolean;
  /** The wrong attempt `action` is, if the lesson lists it (and its `when` holds). */
  wrongAttempt(state: GameState, action: Action): Lesson['wrong'][number] | null;
}

/** The lesson's position, set up on the engine (a `PositionError` when the lesson is broken). */
export function lessonStart(cards: CardSet, lesson: Lesson): GameState {
  const p = lesson.position;
  const plan: PositionPlan = {
    seats: p.seats,
    ...(p.struggle ? { struggle: p.struggle } : {}),
    ...(p.seed !== undefined ? { seed: p.seed } : {}),
    ...(p.first ? { first: p.first } : {}),
    ...(p.cross ? { cross: p.cross } : {}),
    ...(p.hub ? { hub: p.hub as Record<string, number> } : {}),
    ...(p.eliminated ? { eliminated: p.eliminated } : {}),
    ...(p.draw ? { draw: p.draw as Record<string, readonly string[]> } : {}),
    ...(p.to ? { to: p.to } : {}),
  };
  return buildPosition(cards, plan).state;
}

export function lessonGame(cards: CardSet, lesson: Lesson, lang: Lang = 'en'): LessonGame {
  const base = kultGame(cards);
  const progress = new WeakMap<GameState, Progress>();
  const progressOf = (s: GameState): Progress => progress.get(s) ?? { script: 0, learnerActs: 0 };
  const moment = (s: GameState): LessonMoment => ({ state: s, learnerActs: progressOf(s).learnerActs });
  const when = (c: Condition | undefined, s: GameState): boolean => c === undefined || holds(c, moment(s));
  const rule = lesson.rules[0]!;

  const wrongAttempt = (s: GameState, action: Action): Lesson['wrong'][number] | null =>
    lesson.wrong.find((w) => when(w.when, s) && isAct(s, w.act, action)) ?? null;

  const isOpen = (s: GameState, action: Action): boolean =>
    lesson.open === 'any' || lesson.open.some((m) => m.type === action.type && (m.card === undefined || cardOf(s, action) === m.card) && when(m.when, s));

  /** The opponent's next scripted act, when its turn in the script has come and it is legal now. */
  const scripted = (s: GameState): Action | null => {
    const next = lesson.script?.[progressOf(s).script];
    if (!next || !when(next.when, s)) return null;
    const r = resolveAct(s, next.act, OPPONENT);
    return r.ok && base.judge(s, r.action).ok ? r.action : null;
  };

  const judge = (s: GameState, raw: unknown): Judgement<unknown> => {
    const j = base.judge(s, raw);
    const action = raw as Action;
    if (action?.player !== LEARNER || s.ended) return j;
    const wrong = wrongAttempt(s, action);
    if (wrong) return judgement(action, [...j.checks, sayWords(wrong.rule, false, LEARNER, words('says.lesson.wrong', { why: say(wrong.why, lang) }))]);
    if (j.ok && !isOpen(s, action)) return judgement(action, [...j.checks, sayWords(rule, false, LEARNER, words('says.lesson.notThis', { goal: say(lesson.goal.says, lang) }))]);
    return j;
  };

  return {
    ...base,
    // The core's play chart judges with this game's `judge` (KULT's own chart would judge without the lesson).
    playChart: undefined,
    lesson,
    engine: base,
    judge,
    apply(s, action) {
      const next = base.apply(s, action);
      const p = progressOf(s);
      const script = action.player === OPPONENT && lesson.script?.[p.script] && isAct(s, lesson.script[p.script]!.act, action) ? p.script + 1 : p.script;
      const learnerActs = action.player === LEARNER && action.type !== 'pass' ? p.learnerActs + 1 : p.learnerActs;
      progress.set(next, { script, learnerActs });
      return next;
    },
    legalActions(s, seat) {
      const all = base.legalActions(s, seat);
      return seat === LEARNER ? all.filter((a) => judge(s, a).ok) : all;
    },
    bots: {
      ...base.bots,
      script: (s, seat, rng) => {
        if (s.ended || floorHolder(s) !== seat) return [null, rng];
        const move = scripted(s) ?? moveOn(s);
        if (move) return [move, rng];
        // A choice the engine waits for (where a marker goes): the sensible bot answers it.
        return base.bots['sensible']!(s, seat, rng);
      },
    },
    goalReached: (m) => holds(lesson.goal.check, m),
    wrongAttempt,
  };
}
