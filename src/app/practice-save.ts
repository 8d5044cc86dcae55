/**
 * A practice match kept in this browser, so a reload (or a left table) does not lose it: the
 * start state the game serialised, the acts played since, and who sits where. Any game: the
 * save is replayed through the game's own judge when read, so a damaged or edited save is
 * refused (with the act that failed) and never half-applied. Stored data is untrusted: its
 * shape is checked with a bounded schema before anything reads it.
 *
 * @example
 * writePracticeSave(storage, encodePractice(match));           // after every act
 * const read = readPracticeSave(storage, game);                // at start
 * if (read.ok) new LocalMatch({ ...read.match, history: read.acts });
 */
import * as v from 'valibot';
import type { AnyGame, GameAction, OnePageMatch } from '../engine/game.js';

/** localStorage key: one practice game per browser (a new one replaces it). */
export const PRACTICE_KEY = 'taroticum.practice';

/** Bounds: a KULT game is a few hundred acts and a start state of tens of kilobytes. */
const MAX_ACTS = 5000;
const MAX_STATE = 1_000_000;
/** A table seats at most six: five bots besides the player. */
const MAX_BOTS = 5;

const id = v.pipe(v.string(), v.minLength(1), v.maxLength(64));

const saveSchema = v.strictObject({
  v: v.literal(1),
  game: id,
  content: v.pipe(v.string(), v.maxLength(128)),
  start: v.pipe(v.string(), v.maxLength(MAX_STATE)),
  acts: v.pipe(v.array(v.unknown()), v.maxLength(MAX_ACTS)),
  me: id,
  bot: id,
  /** A table of three or more: every bot seat, `bot` first (absent: `bot` alone). */
  bots: v.optional(v.pipe(v.array(id), v.minLength(2), v.maxLength(MAX_BOTS))),
  botSeed: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0xffff_ffff)),
  botLevel: id,
  /** The turn it was saved at, for the lobby's offer (read before the save is replayed). */
  turn: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000)),
});

export type PracticeSave = v.InferOutput<typeof saveSchema>;

/** What a practice save is made from: the match as it started, and the acts since. */
export interface PracticeRecord<A extends GameAction> extends OnePageMatch<unknown, A, AnyGame> {
  readonly botLevel: string;
  readonly acts: readonly A[];
}

export function encodePractice<A extends GameAction>(r: PracticeRecord<A>, turn: number): PracticeSave {
  return {
    turn,
    v: 1,
    game: r.game.id,
    content: r.game.contentHash,
    start: r.game.serialize(r.start),
    acts: [...r.acts],
    me: r.me,
    bot: r.bot,
    ...(r.bots && r.bots.length > 1 ? { bots: [...r.bots] } : {}),
    botSeed: r.botSeed,
    botLevel: r.botLevel,
  };
}

export type ReadPractice =
  | { readonly ok: true; readonly match: OnePageMatch<unknown, GameAction, AnyGame>; readonly botLevel: string; readonly acts: readonly GameAction[]; readonly ended: boolean; readonly turn: number }
  | { readonly ok: false; readonly error: string };

/**
 * The save decoded for `game`: its shape, the game and card set it was played with, its start
 * state (the game's own restore), and every act judged legal in turn. Never throws.
 */
export function decodePractice(raw: unknown, game: AnyGame): ReadPractice {
  const parsed = v.safeParse(saveSchema, raw);
  if (!parsed.success) return { ok: false, error: `damaged save: ${parsed.issues[0]?.message ?? 'bad shape'}` };
  const s = parsed.output;
  if (s.game !== game.id || s.content !== game.contentHash) return { ok: false, error: 'saved with another game or card set' };
  const bots = s.bots ?? [s.bot];
  const seatsOk = bots[0] === s.bot && !bots.includes(s.me) && new Set(bots).size === bots.length;
  if (!seatsOk || !(s.botLevel in game.bots)) return { ok: false, error: 'damaged save: seats or bot level' };
  const restored = game.restore(s.start);
  if (!restored.ok) return { ok: false, error: `damaged save: ${restored.error}` };
  let state = restored.state;
  const acts: GameAction[] = [];
  for (const [i, act] of s.acts.entries()) {
    const j = game.judge(state, act);
    if (!j.ok) return { ok: false, error: `act ${i + 1} of the save is not legal (${j.checks.find((c) => !c.ok)?.rule ?? 'shape'})` };
    state = game.apply(state, act as GameAction);
    acts.push(act as GameAction);
  }
  return {
    ok: true,
    match: { game, start: restored.state, me: s.me, bot: s.bot, ...(s.bots ? { bots: s.bots } : {}), botSeed: s.botSeed },
    botLevel: s.botLevel,
    acts,
    ended: game.ended(state) !== null,
    turn: game.moment(state).turn,
  };
}

/**
 * What the lobby offers before any game code is loaded: the save's turn when its shape is right
 * (null otherwise). Whether its acts are legal is judged when it is resumed (`decodePractice`).
 */
export function peekPractice(raw: unknown): { readonly turn: number } | null {
  const parsed = v.safeParse(saveSchema, raw);
  return parsed.success ? { turn: parsed.output.turn } : null;
}

/** The saved practice game's JSON in `storage`, or null (none, or storage unreadable). */
export function loadPracticeSave(storage: Storage | null): unknown {
  try {
    const text = storage?.getItem(PRACTICE_KEY);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** Keeps `save` (false when storage is full or off: the game goes on unsaved). */
export function storePracticeSave(storage: Storage | null, save: PracticeSave | null): boolean {
  try {
    if (save) storage?.setItem(PRACTICE_KEY, JSON.stringify(save));
    else storage?.removeItem(PRACTICE_KEY);
    return storage !== null;
  } catch {
    return false;
  }
}

/** This page's localStorage, or null where it cannot be used (some sandboxed frames). */
export function practiceStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
