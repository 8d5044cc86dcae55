/**
 * `npm run bench`, Cult between friends in one process (the real lockstep, no transport): N
 * tables deal the three shared hidden decks among themselves and play on with the sensible bot
 * (test/conformance/tables.ts). Prints:
 *
 * - `cygw_deal_<N>p_ms`: every table's keys and shuffles of the three decks until the market is
 *   face up (without the market's shares), all N tables' work on one thread (on their own machines each does its share at once);
 * - `cygw_net_act_ms`: the mean work per act per table afterwards (the sender seals and judges,
 *   every other table judges and applies, deck steps and their proofs included), three tables.
 */
import { cygwCards } from '../src/cygw/cards/card-set.js';
import { cygwGame } from '../src/cygw/game.js';
import type { CygwState } from '../src/cygw/state.js';
import { GAMES, type Registered } from '../test/conformance/games.js';
import { playNetwork } from '../test/conformance/tables.js';

const base = GAMES.find((g) => g.name === 'cygw')!;
const game = cygwGame(cygwCards());

for (const seats of [3, 5]) {
  const t0 = performance.now();
  const setupActs = 2 * seats;
  const net = playNetwork({ ...base, game, maxActs: setupActs, network: true } as Registered, seats, 11);
  const s = net.tables[0]!.game as CygwState;
  if (s.phase === 'deal') throw new Error('the decks are not dealt');
  console.log(`BENCH cygw_deal_${seats}p_ms ${(performance.now() - t0).toFixed(0)} ms`);
}

const ACTS = Number(process.env.BENCH_CYGW_ACTS ?? 300);
const t1 = performance.now();
const net = playNetwork({ ...base, game, maxActs: ACTS, network: true } as Registered, 3, 12);
const acts = net.tables[0]!.log.length;
console.log(`BENCH cygw_net_act_ms ${((performance.now() - t1) / acts / 3).toFixed(2)} ms`);
