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
import { arg, endingsLine, printEnd, printErrors, runSims } from './sim-games.js';

const games = arg('games', 100);
const players = arg('players', 4);
const seed = arg('seed', 1);
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

let draws = 0;
const wins = new Map<string, number>();
const plays = new Map<string, number>();
const endings = new Map<string, number>();
// Each game takes the next of the 24 orders of the four factions round the seats, so every faction
// sits on both sides, at every seat and beside every other faction equally often.
const factionOf = (g: number, seat: string) => ORDERS[g % ORDERS.length]![seats.indexOf(seat) % FACTIONS.length]!;

const run = runSims({
  game,
  games,
  seed,
  maxActs: 50_000,
  deal: (g) => ({
    agreed: { seats: seats.map((id) => ({ id, choice: 'any' })), seed: seed * 104729 + g, settings: { vitality: null, cleaveIgnoresEmptyCentre: false, oneActionPerTeamTurn: false, telestarionResetEachRound: false } },
    botOf: (seat) => bots[factionOf(g, seat)]!,
  }),
  invariants: (state) => invariantProblems(cards, state),
  stuckAt: (state) => state.step,
  played: (g, _state, end) => {
    for (const id of seats) plays.set(factionOf(g, id), (plays.get(factionOf(g, id)) ?? 0) + 1);
    if (!end) return;
    endings.set(end.rule, (endings.get(end.rule) ?? 0) + 1);
    if (end.winners.length === 0) draws++;
    for (const w of end.winners) wins.set(factionOf(g, w), (wins.get(factionOf(g, w)) ?? 0) + 1);
  },
});

printErrors(run);
let top = 0;
for (const f of FACTIONS) {
  const n = plays.get(f) ?? 0;
  const rate = (wins.get(f) ?? 0) / Math.max(1, n);
  top = Math.max(top, rate);
  if (n > 0) console.log(`faction=${f} seats=${n} wins=${wins.get(f) ?? 0} win_rate=${rate.toFixed(3)}`);
}
console.log(`${endingsLine(endings)} draws=${draws}`);
console.log(`BENCH sim_meat_top_faction_win_rate ${top.toFixed(3)} ratio`);
printEnd('meat', run, players, [`top_faction_win_rate=${top.toFixed(3)}`]);
