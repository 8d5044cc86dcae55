/**
 * The lesson file (docs/lessons.md): a position on the real engine, a goal as a check on the state,
 * the scripted opponent's acts, the learner's open moves, the expected wrong attempts with the rule
 * each must cite, and hints. Lesson files are data a fan site may bring: every field is bounded and
 * checked with this schema before anything reads it, and their words are only ever shown as text.
 */
import * as v from 'valibot';
import { RULE_ID } from '../../engine/judgement.js';
import { STATIONS, STEPS, SUITS } from '../types.js';

/** The learner's seat and the scripted opponent's, in every lesson. */
export const LEARNER = 'you';
export const OPPONENT = 'bot';

const MAX_TEXT = 600;
/** Polish and Italian say the same in about a fifth more letters than English. */
const MAX_TRANSLATION = 800;
const text = v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_TEXT));
const translation = v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_TRANSLATION));
const cardId = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'a card id'));
const ruleId = v.pipe(v.string(), v.regex(RULE_ID, 'a rule ID such as K-TIMING-03'));
const seat = v.picklist([LEARNER, OPPONENT]);
const station = v.picklist(STATIONS);
const spot = v.picklist(['hub', ...STATIONS]);
const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(200));

/** Words in each language the lesson is written in; English always (the linter asks the shipped lessons for all three). */
const words = v.strictObject({ en: text, pl: v.optional(translation), it: v.optional(translation) });

/** A card instance named by what it is: the `n`th `card` of `seat` (in hand first, then cross, piles). */
const cardRef = v.strictObject({ card: cardId, seat: v.optional(seat), n: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20))) });
export type CardRef = v.InferOutput<typeof cardRef>;

/** An act on the floor: the latest, or the one made with a card. */
const actRef = v.union([v.literal('last'), v.strictObject({ card: cardId })]);

const target = v.strictObject({
  card: v.optional(cardRef),
  player: v.optional(seat),
  act: v.optional(actRef),
  suit: v.optional(v.picklist(SUITS)),
  from: v.optional(spot),
  to: v.optional(spot),
});

/**
 * An act written with names instead of instance ids: `card`, `attacker`, `caster`, `being`,
 * `weapon` are card references, `target.act` names an act on the floor. Resolved against the
 * state at the moment it is played (refs.ts). Absent `player`: the seat that plays it.
 */
const template = v.strictObject({
  type: v.picklist(['pass', 'endStep', 'sway', 'recruit', 'repel', 'proclaim', 'influence', 'commandment', 'spell', 'ability', 'attack', 'declineAttack', 'weapon', 'discard', 'choose']),
  player: v.optional(seat),
  card: v.optional(v.nullable(cardRef)),
  attacker: v.optional(cardRef),
  caster: v.optional(cardRef),
  being: v.optional(cardRef),
  weapon: v.optional(cardRef),
  target: v.optional(target),
  from: v.optional(spot),
  to: v.optional(v.union([spot, v.literal('pool')])),
  suit: v.optional(v.picklist(SUITS)),
  cross: v.optional(seat),
  station: v.optional(station),
  accept: v.optional(v.boolean()),
  onto: v.optional(v.pipe(v.array(station), v.maxLength(9))),
  index: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9))),
  repel: v.optional(v.strictObject({ from: spot, to: v.union([station, v.literal('pool')]) })),
});
export type ActTemplate = v.InferOutput<typeof template>;

/** A check on the state (conditions.ts): the lesson's goal, and when a scripted act or a wrong attempt applies. */
export type Condition =
  | { readonly all: readonly Condition[] }
  | { readonly any: readonly Condition[] }
  | { readonly not: Condition }
  | { readonly onCross: { readonly card: string; readonly seat?: string; readonly station?: string } }
  | { readonly attached: { readonly card: string; readonly seat?: string } }
  | { readonly inDiscard: { readonly card: string; readonly seat?: string } }
  | { readonly inHand: { readonly card: string; readonly seat?: string } }
  | { readonly markers: { readonly card: string; readonly seat?: string; readonly atLeast?: number; readonly atMost?: number } }
  | { readonly hub: { readonly seat: string; readonly atLeast?: number; readonly atMost?: number } }
  | { readonly step: string }
  | { readonly turn: number }
  | { readonly active: string }
  | { readonly floor: string }
  | { readonly window: 'open' | 'closed' }
  | { readonly chain: { readonly atLeast?: number; readonly atMost?: number } }
  | { readonly chainTop: { readonly card?: string; readonly kind?: string; readonly player?: string } }
  | { readonly winner: string }
  | { readonly learnerActs: { readonly atLeast?: number; readonly atMost?: number } };

const bounds = { atLeast: v.optional(count), atMost: v.optional(count) };
const MAX_DEPTH = 6;

/** Conditions nest (all/any/not) to a bounded depth: a lesson file cannot make the check recurse without end. */
function conditionSchema(depth: number): v.GenericSchema<unknown, Condition> {
  const leaves = [
    v.strictObject({ onCross: v.strictObject({ card: cardId, seat: v.optional(seat), station: v.optional(station) }) }),
    v.strictObject({ attached: v.strictObject({ card: cardId, seat: v.optional(seat) }) }),
    v.strictObject({ inDiscard: v.strictObject({ card: cardId, seat: v.optional(seat) }) }),
    v.strictObject({ inHand: v.strictObject({ card: cardId, seat: v.optional(seat) }) }),
    v.strictObject({ markers: v.strictObject({ card: cardId, seat: v.optional(seat), ...bounds }) }),
    v.strictObject({ hub: v.strictObject({ seat, ...bounds }) }),
    v.strictObject({ step: v.picklist(STEPS) }),
    v.strictObject({ turn: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)) }),
    v.strictObject({ active: seat }),
    v.strictObject({ floor: seat }),
    v.strictObject({ window: v.picklist(['open', 'closed']) }),
    v.strictObject({ chain: v.strictObject(bounds) }),
    v.strictObject({ chainTop: v.strictObject({ card: v.optional(cardId), kind: v.optional(v.pipe(v.string(), v.maxLength(20))), player: v.optional(seat) }) }),
    v.strictObject({ winner: seat }),
    v.strictObject({ learnerActs: v.strictObject(bounds) }),
  ];
  if (depth >= MAX_DEPTH) return v.union(leaves) as v.GenericSchema<unknown, Condition>;
  const inner = v.lazy(() => conditionSchema(depth + 1));
  return v.union([
    ...leaves,
    v.strictObject({ all: v.pipe(v.array(inner), v.minLength(1), v.maxLength(12)) }),
    v.strictObject({ any: v.pipe(v.array(inner), v.minLength(1), v.maxLength(12)) }),
    v.strictObject({ not: inner }),
  ]) as v.GenericSchema<unknown, Condition>;
}
const condition = conditionSchema(0);

const seatPlan = v.strictObject({
  id: seat,
  major: cardId,
  hand: v.optional(v.pipe(v.array(cardId), v.maxLength(7))),
  rest: v.optional(v.pipe(v.array(cardId), v.maxLength(40))),
});

const crossPlan = v.strictObject({
  seat,
  card: cardId,
  station,
  markers: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(30))),
  faceUp: v.optional(v.boolean()),
  cross: v.optional(seat),
  attach: v.optional(v.pipe(v.array(cardId), v.maxLength(4))),
});

const position = v.strictObject({
  seats: v.pipe(v.array(seatPlan), v.length(2)),
  struggle: v.optional(v.picklist(['continent', 'world'])),
  seed: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0xffff_ffff))),
  first: v.optional(seat),
  cross: v.optional(v.pipe(v.array(crossPlan), v.maxLength(20))),
  hub: v.optional(v.strictObject({ you: v.optional(count), bot: v.optional(count) })),
  /** Markers taken out of the game (from the Pool), as a card effect would: the majority rule's examples (K-WIN-04). */
  eliminated: v.optional(count),
  draw: v.optional(v.strictObject({ you: v.optional(v.pipe(v.array(cardId), v.maxLength(10))), bot: v.optional(v.pipe(v.array(cardId), v.maxLength(10))) })),
  to: v.optional(v.strictObject({ step: v.picklist(STEPS), turn: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20))) })),
});

/** An act the opponent makes when it holds the floor and `when` holds (in order; one at a time). */
const scripted = v.strictObject({ when: v.optional(condition), act: template });

/**
 * A move the learner may make: its type, the card it is made with when it names one, and `when`
 * it is open (absent: always). A window where the learner has no open move but Pass is passed
 * for them, so `when` can also stage a moment the learner lets go by (the FAQ's "Not yet").
 */
const openMove = v.strictObject({ type: template.entries.type, card: v.optional(cardId), when: v.optional(condition) });

/** A wrong attempt the lesson expects: refused by the engine, or legal but beside the goal; either way it must cite `rule`. */
const wrong = v.strictObject({ when: v.optional(condition), act: template, rule: ruleId, why: words });

export const lessonSchema = v.strictObject({
  format: v.literal(1),
  id: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,47}$/, 'a lesson id')),
  title: words,
  /** About how long it takes, for the path's list. */
  minutes: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(30)),
  /** What the lesson teaches, said before the learner acts. */
  intro: words,
  /** Where the position comes from: the rulebook's or the FAQ's own example. */
  source: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  /** The rules it teaches, the first one the hints' rule. */
  rules: v.pipe(v.array(ruleId), v.minLength(1), v.maxLength(8)),
  position,
  goal: v.strictObject({ says: words, check: condition }),
  /** The opponent's acts; when none applies it goes on without acting. */
  script: v.optional(v.pipe(v.array(scripted), v.maxLength(20))),
  /** The learner's moves that matter; `any` leaves every legal move open. */
  open: v.union([v.literal('any'), v.pipe(v.array(openMove), v.minLength(1), v.maxLength(20))]),
  /** The intended solution, played by the lesson lint (acts of the learner, in order). */
  solution: v.pipe(v.array(template), v.maxLength(40)),
  wrong: v.pipe(v.array(wrong), v.minLength(1), v.maxLength(12)),
  /** The first hint: a nudge. The second is the rule (`rules[0]`), the third the next move of the solution. */
  nudge: words,
  /** Said once the goal is reached, beside the log of what happened. */
  after: words,
  /** A quiz: the learner picks which cards in hand may be played now; the judge's reasons are the key. */
  quiz: v.optional(v.strictObject({ question: words })),
});

export type Lesson = v.InferOutput<typeof lessonSchema>;
export type LessonWords = Lesson['title'];

/** Reads an untrusted lesson file: the lesson, or the problems by path. */
export function parseLesson(raw: unknown): { ok: true; lesson: Lesson } | { ok: false; problems: string[] } {
  const r = v.safeParse(lessonSchema, raw);
  if (r.success) return { ok: true, lesson: r.output };
  return { ok: false, problems: r.issues.slice(0, 20).map((i) => `${v.getDotPath(i) ?? '(file)'}: ${i.message}`) };
}
