/**
 * `npm run bench`, the mesh of N tables in one process (pure lockstep and setup rounds, no
 * transport): every message is serialized, handed over in a task of its own (setImmediate, in
 * the order sent, as a data channel delivers), parsed and validated by the wire codec, then
 * handed to its table. Prints `BENCH` lines:
 *
 * - `lockstep_rtt_2p_ms` / `lockstep_rtt_6p_ms`: from the act's `prepare` until every other seat's
 *   ack is handled by its author (the act settled), every act of real KULT games (the sensible
 *   bot's, chosen outside the timer, each act started on a quiet mesh); median.
 * - `lockstep_rtt_6p_ratio`: the two, measured alike in the same run (the browser's
 *   `lockstep_rtt_ms` runs over a real channel and is not comparable).
 * - `setup_6p_ms`: the six tables' first hello until every table holds its lockstep's start; median.
 *
 * `BENCH_MESH_ACTS` (acts per seat count, default 600), `BENCH_MESH_SETUPS` (default 9).
 */
import { floorSeat, type SeatId, type Secrets } from '../src/engine/game.js';
import { seedRng } from '../src/engine/rng.js';
import { complete, prepare, receive, type LockstepState, type Step } from '../src/net/lockstep/lockstep.js';
import { receiveSetup, type SetupState, type SetupStep } from '../src/net/mesh/setup-rounds.js';
import { wireCodec, type Wire } from '../src/net/protocol.js';
import type { Roster } from '../src/net/roster.js';
import { nextAct, tokens } from '../test/conformance/tables.js';
import { addressed, lockstepOf, meshRoster, MESH_GAME, setUpMesh, startTables } from '../test/support/mesh-setup.js';

const game = MESH_GAME;
const codec = wireCodec(game);

/** Channels between tables: each message a task of its own, in the order sent. */
class Wires {
  private inFlight = 0;
  private idle: (() => void) | null = null;
  constructor(private readonly handle: (from: SeatId, to: SeatId, m: Wire) => void) {}

  send(from: SeatId, to: SeatId, m: Wire): void {
    const text = JSON.stringify(m);
    this.inFlight++;
    setImmediate(() => {
      this.inFlight--;
      const parsed = codec.parse(JSON.parse(text));
      if (!parsed.ok) throw new Error(`${m.t} does not parse`);
      this.handle(from, to, parsed.message);
      if (this.inFlight === 0 && this.idle) {
        const done = this.idle;
        this.idle = null;
        done();
      }
    });
  }

  /** Resolves once nothing is in flight. */
  quiet(): Promise<void> {
    return this.inFlight === 0 ? Promise.resolve() : new Promise((r) => (this.idle = r));
  }
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

/** The time from the first hello until every table of `count` holds its lockstep's start. */
async function timeSetup(count: number, seed: number): Promise<number> {
  const roster: Roster = meshRoster(count);
  const tables = new Map<SeatId, SetupState>();
  let playing = 0;
  let finished!: () => void;
  const done = new Promise<void>((r) => (finished = r));
  const post = (from: SeatId, step: SetupStep): void => {
    const was = tables.get(from)?.round;
    tables.set(from, step.state);
    for (const [to, m] of addressed(roster, from, step)) wires.send(from, to, m);
    if (step.state.round === 'failed') throw new Error(`${from} failed to set up: ${JSON.stringify(step.state.error)}`);
    if (step.state.round === 'play' && was !== 'play') {
      lockstepOf(step.state, roster);
      if (++playing === count) finished();
    }
  };
  const wires = new Wires((from, to, m) => post(to, receiveSetup(tables.get(to)!, m, from)));
  const t0 = performance.now();
  startTables(roster, seed).forEach((s, k) => post(roster.seats[k]!.seat, s));
  await done;
  const ms = performance.now() - t0;
  await wires.quiet();
  return ms;
}

/** Round trips of every act of KULT games among `count` tables, until `acts` are measured. */
async function timeActs(count: number, acts: number): Promise<number[]> {
  const times: number[] = [];
  for (let seed = 1; times.length < acts; seed++) {
    const { roster, setups } = setUpMesh(count, seed);
    const ids = roster.seats.map((s) => s.seat);
    const tables = new Map<SeatId, LockstepState>([...setups].map(([id, s]) => [id, lockstepOf(s, roster)]));
    let waiting: { author: SeatId; seq: number; settled: () => void } | null = null;
    const post = (from: SeatId, step: Step): void => {
      tables.set(from, step.state);
      for (const to of ids) if (to !== from) for (const m of step.send) wires.send(from, to, m);
      for (const d of step.direct ?? []) wires.send(from, d.to, d.message);
      if (step.state.stop) throw new Error(`${from} stopped: ${JSON.stringify(step.state.stop)}`);
    };
    const wires = new Wires((from, to, m) => {
      post(to, receive(game, tables.get(to)!, m, from));
      if (waiting && to === waiting.author && !tables.get(to)!.unacked.some((u) => u.seq === waiting!.seq)) {
        const w = waiting;
        waiting = null;
        w.settled();
      }
    });
    let rng = seedRng(seed);
    const token = tokens(`bench-mesh:${count}:${seed}`);
    for (let act = 0; times.length < acts; act++) {
      if (act > 4000) throw new Error('a game that does not end');
      const sample = tables.get(ids[0]!)!;
      if (game.ended(sample.game) !== null) break;
      const holder = floorSeat(game, sample.game);
      if (holder === null) throw new Error('nobody holds the floor on a quiet mesh');
      const t = tables.get(holder)!;
      const next = nextAct(game, t.game, holder, t.mine, setups.get(holder)!.mine.chain, rng, token);
      rng = next.rng;
      if (!next.act) throw new Error(`no act for ${holder}`);
      const ls: LockstepState = next.secrets ? { ...t, mine: { ...t.mine, ...(next.secrets as Secrets) } } : t;
      const settled = new Promise<void>((r) => (waiting = { author: holder, seq: ls.log.length, settled: r }));
      const t0 = performance.now();
      const p = prepare(game, ls, next.act);
      if (!p.ok) throw new Error(`${holder}'s own act refused`);
      // The envelope leaves first; the author hashes its new state while it travels.
      for (const to of ids) if (to !== holder) wires.send(holder, to, p.proposal.envelope);
      post(holder, complete(game, p.proposal));
      await settled;
      times.push(performance.now() - t0);
      await wires.quiet();
    }
  }
  return times;
}

const ACTS = Number(process.env.BENCH_MESH_ACTS ?? 600);
const SETUPS = Number(process.env.BENCH_MESH_SETUPS ?? 9);

// Warm-up: the engine, the codec and the bots compiled before anything is timed.
await timeActs(2, 40);
await timeSetup(6, 999);
const rtt2 = median(await timeActs(2, ACTS));
const rtt6 = median(await timeActs(6, ACTS));
const setups: number[] = [];
for (let k = 0; k < SETUPS; k++) setups.push(await timeSetup(6, 100 + k));
console.log(`BENCH lockstep_rtt_2p_ms ${rtt2.toFixed(3)} ms`);
console.log(`BENCH lockstep_rtt_6p_ms ${rtt6.toFixed(3)} ms`);
console.log(`BENCH lockstep_rtt_6p_ratio ${(rtt6 / rtt2).toFixed(2)} ratio`);
console.log(`BENCH setup_6p_ms ${median(setups).toFixed(1)} ms`);
