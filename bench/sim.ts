/**
 * `npm run sim -- --games N --seed S [--bot B] [--vs V] [--world]`: plays N complete games
 * between the two starter decks, swapping seats every game and alternating each deck's two
 * Majors every two games. Bots: `progress` (bench/bots.ts: seeded random legal moves biased
 * toward progress), `random` (uniformly random legal moves), `sensible` and `strong`
 * (src/kult/bots/).
 *
 * - A mirror match (`--bot progress`, the default, or `--vs` the same bot) measures the decks'
 *   balance: win rates by deck, seat and Majors, and each deck's card usage.
 * - A bot against another (`--bot sensible` plays `random` unless `--vs` says otherwise) measures
 *   the bot: it changes decks every four games, and the sim prints its win rate, how often each
 *   side harmed itself (src/kult/bots/self-harm.ts) and, for `strong`, the time per decision, as
 *   `BENCH sim_<bot>_vs_<vs>_win_rate`, `BENCH sim_<bot>_self_harm_acts`, `BENCH sim_strong_decision_ms`.
 *
 * After every act it checks that markers are conserved and every card is in exactly one zone,
 * and per game that replaying the log gives the same state hash. The last line is
 * `games=N actions=M errors=E actions_per_s=R …`.
 */
import { act, coreCards, createMatch, floorHolder, invariantProblems, legalActions, STARTER_DECKS, stateHash, type Action, type Ctx, type GameState, type PlayerId } from '../src/kult/index.js';
import { seedRng, type RngState } from '../src/engine/rng.js';
import { botFor, selfHarm, type KultBot } from '../src/kult/bots/index.js';
import { progressBot, randomBot } from './bots.js';

const BOT_NAMES = ['progress', 'random', 'sensible', 'strong'] as const;
type BotName = (typeof BOT_NAMES)[number];

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

function botArg(name: string): BotName | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return undefined;
  const b = process.argv[i + 1];
  if (!(BOT_NAMES as readonly (string | undefined)[]).includes(b)) throw new Error(`--${name} ${b}: use one of ${BOT_NAMES.join(', ')}`);
  return b as BotName;
}

function fromMoves(pick: (moves: readonly Action[], rng: RngState) => [Action, RngState]): KultBot {
  return (ctx, s, me, rng) => {
    const moves = legalActions(ctx, s, me);
    return moves.length ? pick(moves, rng) : [null, rng];
  };
}

const PLAYERS: Record<BotName, KultBot> = { progress: fromMoves(progressBot), random: fromMoves(randomBot), sensible: botFor('sensible'), strong: botFor('strong') };

const games = arg('games', 100);
const seed = arg('seed', 1);
const struggle = process.argv.includes('--world') ? 'world' : 'continent';
const bot = botArg('bot') ?? 'progress';
const vs = botArg('vs') ?? (bot === 'sensible' || bot === 'strong' ? 'random' : bot);
const mirror = bot === vs;
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
/** Against another bot: the tested bot's wins, and each side's self-harming acts by kind. */
let botWins = 0;
const harms = { bot: new Map<string, number>(), vs: new Map<string, number>() };
const decisionMs: number[] = [];
const t0 = performance.now();

for (let g = 0; g < games; g++) {
  const archonFirst = g % 2 === 0;
  const archon = { id: 'archon', major: STARTER_DECKS.archon.majors[g % 4 < 2 ? 0 : 1], deck: STARTER_DECKS.archon.cards };
  const angel = { id: 'angel', major: STARTER_DECKS.angel.majors[g % 4 < 2 ? 0 : 1], deck: STARTER_DECKS.angel.cards };
  // The tested bot takes each deck in turn, every Major and seat with each.
  const botSide: PlayerId = Math.floor(g / 4) % 2 === 0 ? 'archon' : 'angel';
  const r = createMatch(cards, { players: archonFirst ? [archon, angel] : [angel, archon], struggle, seed: seed * 100_003 + g });
  if (!r.ok) {
    errors++;
    console.error(`game ${g}: setup failed`);
    continue;
  }
  const { ctx } = r;
  let s: GameState = r.state;
  // A mirror match shares one generator (as it always has, so its numbers reproduce); two bots each keep their own.
  const rngs: Record<string, RngState> = { shared: seedRng(seed * 7919 + g), archon: seedRng(seed * 7919 + g), angel: seedRng(seed * 7919 + g + 0x9e3779b) };
  const log: Action[] = [];
  try {
    while (!s.ended) {
      const p = floorHolder(s);
      const mine = p === botSide;
      const t = performance.now();
      const key = mirror ? 'shared' : p;
      const [m, rng] = PLAYERS[mine ? bot : vs](ctx, s, p, rngs[key]!);
      if (mine && bot === 'strong') decisionMs.push(performance.now() - t);
      rngs[key] = rng;
      if (!m) throw new Error(`no legal move for ${p} in step ${s.step}`);
      if (!mirror) tallyHarm(ctx, s, m, mine ? harms.bot : harms.vs);
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
    if (s.winner === botSide) botWins++;
    if (s.winner === s.players[0]!.id) firstSeatWins.count++;
    bySeat[archonFirst ? 'archonFirst' : 'angelFirst'][side]++;
    const pairing = `${archon.major} v ${angel.major}`;
    const row = byMajors.get(pairing) ?? { archon: 0, angel: 0 };
    row[side]++;
    byMajors.set(pairing, row);
  }
}

function tallyHarm(ctx: Ctx, s: GameState, m: Action, into: Map<string, number>): void {
  const harm = selfHarm(ctx, s, m);
  if (harm) into.set(harm.kind, (into.get(harm.kind) ?? 0) + 1);
}

const seconds = (performance.now() - t0) / 1000;
const decided = wins.archon + wins.angel;
const pct = (n: number) => (decided ? ((100 * n) / decided).toFixed(1) : '0');
const share = (w: { archon: number; angel: number }) => {
  const n = w.archon + w.angel;
  return `archon ${n ? ((100 * w.archon) / n).toFixed(1) : '0'}% of ${n}`;
};
const usage = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).map(([id, n]) => `${id}=${(n / games).toFixed(2)}`).join(' ');
const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
const kinds = (m: Map<string, number>) => (m.size ? ` (${[...m].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k}=${n}`).join(' ')})` : '');
const played_ = games - errors;
console.log(`bot: ${mirror ? `${bot} on both sides` : `${bot} against ${vs}, each deck in turn`}, ${struggle} struggle, seed ${seed}`);
if (!mirror) {
  const rate = played_ ? (100 * botWins) / played_ : 0;
  console.log(`${bot} won ${botWins} of ${played_} games against ${vs} (${rate.toFixed(1)}%; ${unfinished} reached the turn cap)`);
  console.log(`self-harming acts: ${bot} ${total(harms.bot)}${kinds(harms.bot)}; ${vs} ${total(harms.vs)}${kinds(harms.vs)}`);
  console.log(`BENCH sim_${bot}_vs_${vs}_win_rate ${rate.toFixed(1)} %`);
  console.log(`BENCH sim_${bot}_self_harm_acts ${total(harms.bot)} count`);
  console.log(`BENCH sim_${vs}_self_harm_acts ${total(harms.vs)} count`);
  if (decisionMs.length) {
    const sorted = [...decisionMs].sort((a, b) => a - b);
    const mean = decisionMs.reduce((a, b) => a + b, 0) / decisionMs.length;
    console.log(`strong decisions: ${decisionMs.length}, mean ${mean.toFixed(2)} ms, p99 ${sorted[Math.floor(0.99 * (sorted.length - 1))]!.toFixed(1)} ms, max ${sorted[sorted.length - 1]!.toFixed(1)} ms`);
    console.log(`BENCH sim_strong_decision_ms ${mean.toFixed(2)} ms`);
  }
}
console.log(`win rate: archon ${pct(wins.archon)}% angel ${pct(wins.angel)}% (first seat ${pct(firstSeatWins.count)}%) over ${decided} decided games`);
if (mirror) {
  console.log(`by seat: archon first → ${share(bySeat.archonFirst)}; angel first → ${share(bySeat.angelFirst)}`);
  console.log(`by Majors: ${[...byMajors].map(([k, w]) => `${k} → ${share(w)}`).join('; ')}`);
}
console.log(`endings: ${[...endings].map(([k, n]) => `${k}=${n}`).join(' ')}`);
console.log(`average game length: ${(turns / Math.max(1, played_)).toFixed(1)} turns, ${(actions / Math.max(1, games)).toFixed(0)} actions`);
if (mirror) {
  console.log(`archon deck, cards played or used per game: ${usage(played.archon)}`);
  console.log(`angel deck, cards played or used per game: ${usage(played.angel)}`);
}
console.log(`games=${games} actions=${actions} errors=${errors} actions_per_s=${Math.round(actions / seconds)} unfinished=${unfinished} archon_win_pct=${pct(wins.archon)} angel_win_pct=${pct(wins.angel)} avg_turns=${(turns / Math.max(1, played_)).toFixed(1)}`);
process.exitCode = errors > 0 ? 1 : 0;
