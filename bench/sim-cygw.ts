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
import { arg, endingsLine, printEnd, printErrors, runSims } from './sim-games.js';

const games = arg('games', 100);
const players = arg('players', 4);
const seed = arg('seed', 1);
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

const wins = new Map<string, number>();
const plays = new Map<string, number>();
const endings = new Map<string, number>();
const cultsOf = (g: number) => shuffled(seedRng(seed * 7919 + g), CULT_IDS)[0];

const run = runSims({
  game,
  games,
  seed,
  maxActs: 20_000,
  deal: (g) => {
    const cults = cultsOf(g);
    return { agreed: { seats: seats.map((id, i) => ({ id, choice: cults[i]! })), seed: seed * 104729 + g, settings: { sheets: 'chosen' as const, communityDeclineGivesAlms: false } }, botOf };
  },
  invariants: (state) => invariantProblems(state),
  played: (g, state, end) => {
    const cults = cultsOf(g);
    for (const i of seats.keys()) plays.set(cults[i]!, (plays.get(cults[i]!) ?? 0) + 1);
    if (!end) return;
    endings.set(end.rule, (endings.get(end.rule) ?? 0) + 1);
    if (end.winners.includes('host')) hostWins++;
    for (const w of end.winners) {
      const sheet = state.cults[w]!.sheet;
      wins.set(sheet, (wins.get(sheet) ?? 0) + 1);
    }
  },
});

printErrors(run);
for (const c of CULT_IDS) {
  const n = plays.get(c) ?? 0;
  if (n > 0) console.log(`cult=${c} games=${n} wins=${wins.get(c) ?? 0} win_rate=${((wins.get(c) ?? 0) / n).toFixed(3)}`);
}
console.log(endingsLine(endings));
if (vsRandom) console.log(`BENCH sim_cygw_sensible_vs_random_win_rate ${(hostWins / Math.max(1, games - run.unfinished)).toFixed(3)} ratio`);
printEnd('cygw', run, players);
