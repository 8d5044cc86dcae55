/**
 * `npm run sim -- --game meat --players P --games N [--seed S]`: N whole games of M.E.A.T. The
 * Cult between bots in two teams, each seat's bot preferring one faction (the 24 orders of the four
 * factions round the seats in turn, so every faction plays every seat, on both sides, beside every
 * other faction); it prints each faction's win rate (the balance target: none
 * above 60 %). Every act is the bot's choice from its own view, judged on the full state; after
 * every act the invariants are checked (src/meat/invariants.ts) and for every tenth game a replay
 * of the acts gives the same fingerprint. Ends with `game=meat games=N actions=M errors=E …`.
 */
import { meatCards } from '../src/meat/cards/card-set.js';
import { FACTIONS } from '../src/meat/cards/types.js';
import { meatGame } from '../src/meat/game.js';
import { meatBot } from '../src/meat/bot/sensible.js';
import { invariantProblems } from '../src/meat/invariants.js';
import type { MeatAction } from '../src/meat/actions.js';
import type { MeatState } from '../src/meat/state.js';
import { seedRng } from '../src/engine/rng.js';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

const games = arg('games', 100);
const players = arg('players', 4);
const seed = arg('seed', 1);
const MAX_ACTS = 50_000;
const cards = meatCards();
const game = meatGame(cards);
const bots = Object.fromEntries(FACTIONS.map((f) => [f, meatBot(cards, f)]));
const seats = ['host', 'guest', 'p1', 'p2', 'p3', 'p4'].slice(0, players);
const ORDERS: (typeof FACTIONS[number])[][] = [];
const permute = (rest: readonly (typeof FACTIONS[number])[], acc: (typeof FACTIONS[number])[]): void => {
  if (rest.length === 0) return void ORDERS.push(acc);
  rest.forEach((f, k) => permute([...rest.slice(0, k), ...rest.slice(k + 1)], [...acc, f]));
};
permute(FACTIONS, []);
if (![2, 4, 6].includes(players)) throw new Error('--players 2, 4 or 6');

let actions = 0;
let errors = 0;
let unfinished = 0;
let rounds = 0;
let draws = 0;
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
  // Each game takes the next of the 24 orders of the four factions round the seats, so every faction
  // sits on both sides, at every seat and beside every other faction equally often.
  const faction = (i: number) => ORDERS[g % ORDERS.length]![i % FACTIONS.length]!;
  const agreed = { seats: seats.map((id) => ({ id, choice: 'any' })), seed: seed * 104729 + g, settings: { vitality: null, cleaveIgnoresEmptyCentre: false, oneActionPerTeamTurn: false, telestarionResetEachRound: false } };
  const started = game.start(agreed);
  if (!started.ok) {
    error(`game ${g}: no start`);
    continue;
  }
  let state: MeatState = started.state;
  let rng = seedRng(seed + g);
  const log: MeatAction[] = [];
  seats.forEach((_id, i) => plays.set(faction(i), (plays.get(faction(i)) ?? 0) + 1));
  while (log.length < MAX_ACTS) {
    const floor = game.floor(state);
    if (floor.kind !== 'seat') break;
    const [act, next] = bots[faction(seats.indexOf(floor.seat))]!(game.view(state, floor.seat), floor.seat, rng);
    rng = next;
    if (!act) {
      error(`game ${g} act ${log.length}: ${floor.seat} found no act at ${state.step}`);
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
    const problems = invariantProblems(cards, state);
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
    if (end.winners.length === 0) draws++;
    for (const w of end.winners) wins.set(faction(seats.indexOf(w)), (wins.get(faction(seats.indexOf(w))) ?? 0) + 1);
  }
  if (g % 10 === 0) {
    let replay = started.state;
    for (const a of log) replay = game.apply(replay, a);
    if (game.fingerprint(replay) !== game.fingerprint(state)) error(`game ${g}: the replay's fingerprint differs`);
  }
}

const seconds = (performance.now() - t0) / 1000;
for (const e of firstErrors) console.log(`error: ${e}`);
let top = 0;
for (const f of FACTIONS) {
  const n = plays.get(f) ?? 0;
  const rate = (wins.get(f) ?? 0) / Math.max(1, n);
  top = Math.max(top, rate);
  if (n > 0) console.log(`faction=${f} seats=${n} wins=${wins.get(f) ?? 0} win_rate=${rate.toFixed(3)}`);
}
console.log(`endings ${[...endings].map(([r, n]) => `${r}=${n}`).join(' ')} draws=${draws}`);
const finished = games - unfinished;
console.log(`BENCH sim_meat_top_faction_win_rate ${top.toFixed(3)} ratio`);
console.log(`BENCH sim_meat_actions_per_s ${(actions / seconds).toFixed(0)} acts/s`);
console.log(`game=meat games=${games} actions=${actions} errors=${errors} unfinished=${unfinished} players=${players} rounds_avg=${finished ? (rounds / finished).toFixed(1) : 0} top_faction_win_rate=${top.toFixed(3)} actions_per_s=${(actions / seconds).toFixed(0)}`);
if (errors > 0 || unfinished > 0) process.exitCode = 1;
