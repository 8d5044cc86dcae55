/**
 * `npm run sim -- --games N --seed S`: plays N complete games between the two
 * starter decks with a seeded progress-biased random bot on both sides,
 * swapping seats every game, and checks after every act:
 *   markers conserved, every card in exactly one zone, and (per game) that
 *   replaying the log gives the same state hash. The last line is
 *   `games=N actions=M errors=E actions_per_s=R …`.
 */
import { act, coreCards, createMatch, floorHolder, invariantProblems, legalActions, STARTER_DECKS, stateHash, type GameState } from '../src/kult/index.js';
import { seedRng, type RngState } from '../src/engine/rng.js';
import { progressBot } from './bots.js';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

const games = arg('games', 100);
const seed = arg('seed', 1);
const struggle = process.argv.includes('--world') ? 'world' : 'continent';
const cards = coreCards();

let actions = 0;
let errors = 0;
let unfinished = 0;
let turns = 0;
const wins = { archon: 0, angel: 0 };
const firstSeatWins = { count: 0 };
const played = new Map<string, number>();
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
      const moves = legalActions(ctx, s, floorHolder(s));
      if (moves.length === 0) throw new Error(`no legal move for ${floorHolder(s)} in step ${s.step}`);
      let m;
      [m, rng] = progressBot(moves, rng);
      const res = act(ctx, s, m);
      if (!res.judgement.ok) throw new Error(`legal move refused: ${JSON.stringify(m)}`);
      s = res.state;
      log.push(m);
      actions++;
      if ('card' in m && typeof m.card === 'string' && m.type !== 'discard') {
        const id = s.cards[m.card]?.card;
        if (id) played.set(id, (played.get(id) ?? 0) + 1);
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
  if (!s.winner) unfinished++;
  else {
    wins[s.winner as 'archon' | 'angel']++;
    if (s.winner === s.players[0]!.id) firstSeatWins.count++;
  }
}

const seconds = (performance.now() - t0) / 1000;
const decided = wins.archon + wins.angel;
const pct = (n: number) => (decided ? ((100 * n) / decided).toFixed(1) : '0');
const top = [...played].sort((a, b) => b[1] - a[1]);
console.log(`win rate: archon ${pct(wins.archon)}% angel ${pct(wins.angel)}% (first seat ${pct(firstSeatWins.count)}%) over ${decided} decided games`);
console.log(`average game length: ${(turns / Math.max(1, games - errors)).toFixed(1)} turns, ${(actions / Math.max(1, games)).toFixed(0)} actions`);
console.log(`cards played or used per game: ${top.map(([id, n]) => `${id}=${(n / games).toFixed(2)}`).join(' ')}`);
console.log(`games=${games} actions=${actions} errors=${errors} actions_per_s=${Math.round(actions / seconds)} unfinished=${unfinished} archon_win_pct=${pct(wins.archon)} angel_win_pct=${pct(wins.angel)} avg_turns=${(turns / Math.max(1, games - errors)).toFixed(1)}`);
process.exitCode = errors > 0 ? 1 : 0;
