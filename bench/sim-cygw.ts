/**
 * `npm run sim -- --game cygw --players P --games N [--seed S] [--vs random]`: N whole games of
 * Cult: Choose Your God Wisely between sensible bots, each with a Cult drawn from the seed; with
 * `--vs random` the first seat's sensible bot plays random ones (uniform over the legal acts),
 * which measures the bot (`BENCH sim_cygw_sensible_vs_random_win_rate`; an even share is 1/P). Every act is the
 * bot's choice from its own view, judged on the full state; after every act the invariants are
 * checked (src/cygw/invariants.ts) and per game a replay of the acts gives the same fingerprint.
 * Prints wins by Cult and by victory, then `game=cygw games=N actions=M errors=E …`.
 */
import { cygwCards } from '../src/cygw/cards/card-set.js';
import { CULT_IDS } from '../src/cygw/cards/types.js';
import { cygwGame } from '../src/cygw/game.js';
import { invariantProblems } from '../src/cygw/invariants.js';
import type { CygwAction } from '../src/cygw/actions.js';
import type { CygwState } from '../src/cygw/state.js';
import { randomInt, seedRng, shuffled, type RngState } from '../src/engine/rng.js';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

const games = arg('games', 100);
const players = arg('players', 4);
const seed = arg('seed', 1);
const MAX_ACTS = 20_000;
const game = cygwGame(cygwCards());
const sensible = game.bots.sensible!;
const vsRandom = process.argv.includes('--vs') && process.argv[process.argv.indexOf('--vs') + 1] === 'random';
const randomBot = (s: CygwState, seat: string, rng: RngState): readonly [CygwAction | null, RngState] => {
  const acts = game.legalActions(s, seat);
  if (acts.length === 0) return [null, rng];
  const [i, next] = randomInt(rng, 0, acts.length - 1);
  return [acts[i]!, next];
};
const seats = ['host', 'guest', 'p1', 'p2', 'p3'].slice(0, players);
const botOf = (seat: string) => (vsRandom && seat !== 'host' ? randomBot : sensible);
let hostWins = 0;

let actions = 0;
let errors = 0;
let unfinished = 0;
let rounds = 0;
const wins = new Map<string, number>();
const plays = new Map<string, number>();
const endings = new Map<string, number>();
const firstErrors: string[] = [];
const error = (text: string) => {
  errors++;
  if (firstErrors.length < 5) firstErrors.push(text);
};
const t0 = performance.now();

for (let g = 0; g < games; g++) {
  const [cults] = shuffled(seedRng(seed * 7919 + g), CULT_IDS);
  const agreed = { seats: seats.map((id, i) => ({ id, choice: cults[i]! })), seed: seed * 104729 + g, settings: { sheets: 'chosen' as const, communityDeclineGivesAlms: false } };
  const started = game.start(agreed);
  if (!started.ok) {
    error(`game ${g}: no start`);
    continue;
  }
  let state: CygwState = started.state;
  let rng = seedRng(seed + g);
  const log: CygwAction[] = [];
  for (const [i, id] of seats.entries()) plays.set(cults[i]!, (plays.get(cults[i]!) ?? 0) + 1), void id;
  while (log.length < MAX_ACTS) {
    const floor = game.floor(state);
    if (floor.kind !== 'seat') break;
    const [act, next] = botOf(floor.seat)(game.view(state, floor.seat), floor.seat, rng);
    rng = next;
    if (!act) {
      error(`game ${g} act ${log.length}: ${floor.seat} found no act`);
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
    const problems = invariantProblems(state);
    if (problems.length) {
      error(`game ${g} act ${log.length}: ${problems.join('; ')}`);
      break;
    }
  }
  const end = game.ended(state);
  if (!end) unfinished++;
  else {
    rounds += state.round;
    endings.set(end.rule, (endings.get(end.rule) ?? 0) + 1);
    if (end.winners.includes('host')) hostWins++;
    for (const w of end.winners) {
      const sheet = state.cults[w]!.sheet;
      wins.set(sheet, (wins.get(sheet) ?? 0) + 1);
    }
  }
  // The same acts from the same start give the same state (every table replays alike).
  if (g % 10 === 0) {
    let replay = started.state;
    for (const a of log) replay = game.apply(replay, a);
    if (game.fingerprint(replay) !== game.fingerprint(state)) error(`game ${g}: the replay's fingerprint differs`);
  }
}

const seconds = (performance.now() - t0) / 1000;
for (const e of firstErrors) console.log(`error: ${e}`);
for (const c of CULT_IDS) {
  const n = plays.get(c) ?? 0;
  if (n > 0) console.log(`cult=${c} games=${n} wins=${wins.get(c) ?? 0} win_rate=${((wins.get(c) ?? 0) / n).toFixed(3)}`);
}
console.log(`endings ${[...endings].map(([r, n]) => `${r}=${n}`).join(' ')}`);
const finished = games - unfinished;
if (vsRandom) console.log(`BENCH sim_cygw_sensible_vs_random_win_rate ${(hostWins / Math.max(1, games - unfinished)).toFixed(3)} ratio`);
console.log(`BENCH sim_cygw_actions_per_s ${(actions / seconds).toFixed(0)} acts/s`);
console.log(`game=cygw games=${games} actions=${actions} errors=${errors} unfinished=${unfinished} players=${players} rounds_avg=${finished ? (rounds / finished).toFixed(1) : 0} actions_per_s=${(actions / seconds).toFixed(0)}`);
if (errors > 0 || unfinished > 0) process.exitCode = 1;
