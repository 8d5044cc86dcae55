/**
 * `npm run sim -- --games N --seed S [--bot progress|sensible] [--world]`:
 * plays N complete games between the two starter decks, swapping seats every
 * game (and alternating each deck's two Majors every two games), with the
 * same bot on both sides: `progress` (default, bench/bots.ts: seeded random
 * legal moves biased toward progress) or `sensible`
 * (src/kult/bots/sensible-bot.ts: recruits, sways inward, plays what it can
 * afford, attacks when it would win). It checks after every act:
 *   markers conserved, every card in exactly one zone, and (per game) that
 *   replaying the log gives the same state hash. The last line is
 *   `games=N actions=M errors=E actions_per_s=R …`.
 */
import { act, coreCards, createMatch, floorHolder, invariantProblems, legalActions, STARTER_DECKS, stateHash, type GameState } from '../src/kult/index.js';
import { seedRng, type RngState } from '../src/engine/rng.js';
import { sensibleMove } from '../src/kult/bots/sensible-bot.js';
import { progressBot } from './bots.js';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

const games = arg('games', 100);
const seed = arg('seed', 1);
const struggle = process.argv.includes('--world') ? 'world' : 'continent';
const botArg = process.argv.indexOf('--bot');
const bot = botArg >= 0 ? process.argv[botArg + 1] : 'progress';
if (bot !== 'progress' && bot !== 'sensible') throw new Error(`--bot ${bot}: use progress or sensible`);
const cards = coreCards();

let actions = 0;
let errors = 0;
let unfinished = 0;
let turns = 0;
const wins = { archon: 0, angel: 0 };
const firstSeatWins = { count: 0 };
/** Wins per side by who sat first, and per pairing of Majors. */
const bySeat = { archonFirst: { archon: 0, angel: 0 }, angelFirst: { archon: 0, angel: 0 } };
const byMajors = new Map<string, { archon: number; angel: number }>();
const endings = new Map<string, number>();
/** Per deck (the card's owner): card id → times played or used. */
const played = { archon: new Map<string, number>(), angel: new Map<string, number>() };
const t0 = performance.now();

for (let g = 0; g < games; g++) {
  const archonFirst = g % 2 === 0;
  const archon = { id: 'archon', major: STARTER_DECKS.archon.majors[g % 4 < 2 ? 0 : 1], deck: STARTER_DECKS.archon.cards };
  const angel = { id: 'angel', major: STARTER_DECKS.angel.majors[g % 4 < 2 ? 0 : 1], deck: STARTER_DECKS.angel.cards };
  const r = createMatch(cards, { players: archonFirst ? [archon, angel] : [angel, archon], struggle, seed: seed * 100_003 + g });
  if (!r.ok) {
    errors++;
    console.error(`game ${g}: setup failed`);
    continue;
  }
  const { ctx } = r;
  let s: GameState = r.state;
  let rng: RngState = seedRng(seed * 7919 + g);
  const log: unknown[] = [];
  try {
    while (!s.ended) {
      let m;
      if (bot === 'sensible') {
        [m, rng] = sensibleMove(ctx, s, floorHolder(s), rng);
        if (!m) throw new Error(`no legal move for ${floorHolder(s)} in step ${s.step}`);
      } else {
        const moves = legalActions(ctx, s, floorHolder(s));
        if (moves.length === 0) throw new Error(`no legal move for ${floorHolder(s)} in step ${s.step}`);
        [m, rng] = progressBot(moves, rng);
      }
      const res = act(ctx, s, m);
      if (!res.judgement.ok) throw new Error(`legal move refused: ${JSON.stringify(m)}`);
      s = res.state;
      log.push(m);
      actions++;
      if ('card' in m && typeof m.card === 'string' && m.type !== 'discard') {
        const c = s.cards[m.card];
        const tally = c ? played[c.owner as 'archon' | 'angel'] : undefined;
        if (c?.card && tally) tally.set(c.card, (tally.get(c.card) ?? 0) + 1);
      }
      const problems = invariantProblems(ctx, s);
      if (problems.length) throw new Error(`invariant: ${problems.join('; ')}`);
    }
    let replay = r.state;
    for (const m of log) replay = act(ctx, replay, m).state;
    if (stateHash(replay) !== stateHash(s)) throw new Error('replay hash differs');
  } catch (e) {
    errors++;
    console.error(`game ${g} (seed ${seed}): ${(e as Error).message}`);
    continue;
  }
  turns += s.turn;
  endings.set(s.ended?.rule ?? '?', (endings.get(s.ended?.rule ?? '?') ?? 0) + 1);
  if (!s.winner) unfinished++;
  else {
    const side = s.winner as 'archon' | 'angel';
    wins[side]++;
    if (s.winner === s.players[0]!.id) firstSeatWins.count++;
    bySeat[archonFirst ? 'archonFirst' : 'angelFirst'][side]++;
    const pairing = `${archon.major} v ${angel.major}`;
    const row = byMajors.get(pairing) ?? { archon: 0, angel: 0 };
    row[side]++;
    byMajors.set(pairing, row);
  }
}

const seconds = (performance.now() - t0) / 1000;
const decided = wins.archon + wins.angel;
const pct = (n: number) => (decided ? ((100 * n) / decided).toFixed(1) : '0');
const share = (w: { archon: number; angel: number }) => {
  const n = w.archon + w.angel;
  return `archon ${n ? ((100 * w.archon) / n).toFixed(1) : '0'}% of ${n}`;
};
const usage = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).map(([id, n]) => `${id}=${(n / games).toFixed(2)}`).join(' ');
console.log(`bot: ${bot} on both sides, ${struggle} struggle, seed ${seed}`);
console.log(`win rate: archon ${pct(wins.archon)}% angel ${pct(wins.angel)}% (first seat ${pct(firstSeatWins.count)}%) over ${decided} decided games`);
console.log(`by seat: archon first → ${share(bySeat.archonFirst)}; angel first → ${share(bySeat.angelFirst)}`);
console.log(`by Majors: ${[...byMajors].map(([k, w]) => `${k} → ${share(w)}`).join('; ')}`);
console.log(`endings: ${[...endings].map(([k, n]) => `${k}=${n}`).join(' ')}`);
console.log(`average game length: ${(turns / Math.max(1, games - errors)).toFixed(1)} turns, ${(actions / Math.max(1, games)).toFixed(0)} actions`);
console.log(`archon deck, cards played or used per game: ${usage(played.archon)}`);
console.log(`angel deck, cards played or used per game: ${usage(played.angel)}`);
console.log(`games=${games} actions=${actions} errors=${errors} actions_per_s=${Math.round(actions / seconds)} unfinished=${unfinished} archon_win_pct=${pct(wins.archon)} angel_win_pct=${pct(wins.angel)} avg_turns=${(turns / Math.max(1, games - errors)).toFixed(1)}`);
process.exitCode = errors > 0 ? 1 : 0;
