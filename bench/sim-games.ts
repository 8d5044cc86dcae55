/**
 * The loop the game simulators share (bench/sim-cygw.ts, bench/sim-meat.ts): whole games between
 * bots, every act the bot's choice from its own view and judged on the full state, the game's
 * invariants checked after every act, and for every tenth game a replay of the acts that must give
 * the same fingerprint. It counts acts, errors (the first five kept) and unfinished games; each
 * simulator prints its own tallies between `printErrors` and `printEnd`.
 */
import type { Agreed, Bot, Game, GameAction, GameEnd, SeatId } from '../src/engine/game.js';
import { seedRng } from '../src/engine/rng.js';

/** A command-line number: `--name value`, or `fallback`. */
export function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

type Played<S, A extends GameAction, Settings> = Pick<Game<S, A, Settings>, 'start' | 'floor' | 'view' | 'judge' | 'apply' | 'ended' | 'fingerprint'>;

export interface SimPlan<S extends { readonly round: number }, A extends GameAction, Settings> {
  readonly game: Played<S, A, Settings>;
  readonly games: number;
  /** The bots' randomness of game g starts from seedRng(seed + g). */
  readonly seed: number;
  /** A game longer than this many acts is stopped (and counts as unfinished). */
  readonly maxActs: number;
  /** Game g's setup and each seat's bot. */
  readonly deal: (g: number) => { readonly agreed: Agreed<Settings>; readonly botOf: (seat: SeatId) => Bot<S, A> };
  readonly invariants: (state: S) => readonly string[];
  /** Said after "found no act" when a bot finds none (e.g. the step), or nothing. */
  readonly stuckAt?: (state: S) => string;
  /** Each started game's last state and end (null: unfinished), for the simulator's tallies. */
  readonly played: (g: number, state: S, end: GameEnd | null) => void;
}

export interface SimRun {
  readonly games: number;
  readonly actions: number;
  readonly errors: number;
  readonly unfinished: number;
  readonly rounds: number;
  readonly firstErrors: readonly string[];
  readonly seconds: number;
}

export function runSims<S extends { readonly round: number }, A extends GameAction, Settings>(plan: SimPlan<S, A, Settings>): SimRun {
  const { game } = plan;
  let actions = 0;
  let errors = 0;
  let unfinished = 0;
  let rounds = 0;
  const firstErrors: string[] = [];
  const error = (text: string) => {
    errors++;
    if (firstErrors.length < 5) firstErrors.push(text);
  };
  const t0 = performance.now();
  for (let g = 0; g < plan.games; g++) {
    const { agreed, botOf } = plan.deal(g);
    const started = game.start(agreed);
    if (!started.ok) {
      error(`game ${g}: no start`);
      continue;
    }
    let state = started.state;
    let rng = seedRng(plan.seed + g);
    const log: A[] = [];
    while (log.length < plan.maxActs) {
      const floor = game.floor(state);
      if (floor.kind !== 'seat') break;
      const [act, next] = botOf(floor.seat)(game.view(state, floor.seat), floor.seat, rng);
      rng = next;
      if (!act) {
        error(`game ${g} act ${log.length}: ${floor.seat} found no act${plan.stuckAt ? ` at ${plan.stuckAt(state)}` : ''}`);
        break;
      }
      const j = game.judge(state, act);
      if (!j.ok) {
        error(`game ${g} act ${log.length}: refused ${JSON.stringify(act)}: ${j.checks.filter((c) => !c.ok).map((c) => `${c.rule} ${c.says}`).join('; ')}`);
        break;
      }
      state = game.apply(state, act);
      log.push(act);
      actions++;
      const problems = plan.invariants(state);
      if (problems.length) {
        error(`game ${g} act ${log.length}: ${problems.join('; ')}`);
        break;
      }
    }
    const end = game.ended(state);
    if (!end) unfinished++;
    else rounds += state.round;
    plan.played(g, state, end);
    // The same acts from the same start give the same state (every table replays alike).
    if (g % 10 === 0) {
      let replay = started.state;
      for (const a of log) replay = game.apply(replay, a);
      if (game.fingerprint(replay) !== game.fingerprint(state)) error(`game ${g}: the replay's fingerprint differs`);
    }
  }
  return { games: plan.games, actions, errors, unfinished, rounds, firstErrors, seconds: (performance.now() - t0) / 1000 };
}

/** The first errors, one `error: …` line each. */
export function printErrors(run: SimRun): void {
  for (const e of run.firstErrors) console.log(`error: ${e}`);
}

/** `endings rule=n …`: how many games ended by each rule. */
export function endingsLine(endings: ReadonlyMap<string, number>): string {
  return `endings ${[...endings].map(([r, n]) => `${r}=${n}`).join(' ')}`;
}

/**
 * The acts-per-second BENCH line and the closing `game=… games=… actions=… errors=… unfinished=…
 * players=… rounds_avg=… [extras] actions_per_s=…` line; a run with errors or unfinished games fails.
 */
export function printEnd(name: string, run: SimRun, players: number, extras: readonly string[] = []): void {
  const perSecond = (run.actions / run.seconds).toFixed(0);
  const finished = run.games - run.unfinished;
  console.log(`BENCH sim_${name}_actions_per_s ${perSecond} acts/s`);
  console.log(`game=${name} games=${run.games} actions=${run.actions} errors=${run.errors} unfinished=${run.unfinished} players=${players} rounds_avg=${finished ? (run.rounds / finished).toFixed(1) : 0} ${[...extras, `actions_per_s=${perSecond}`].join(' ')}`);
  if (run.errors > 0 || run.unfinished > 0) process.exitCode = 1;
}
