/**
 * N tables of a game (KULT unless another `MeshSpec` is given) through the N-way setup rounds
 * (src/net/mesh/setup-rounds.ts) to the lockstep's start, and the audit each table makes of every
 * other seat at the end: shared by the mesh chaos runs and the six-seat benchmarks (pure: no
 * transport). Every message goes through JSON and the wire codec, as from an untrusted peer.
 */
import { randomInt, seedRng, shuffled, type RngState } from '../../src/engine/rng.js';
import type { AnyGame, SeatId } from '../../src/engine/game.js';
import { coreCards, kultGame, STARTER_DECKS } from '../../src/kult/index.js';
import { auditPeer } from '../../src/net/lockstep/audit.js';
import { startLockstep, type LockstepState } from '../../src/net/lockstep/lockstep.js';
import { matchId } from '../../machines/session/context.js';
import { choose, receiveSetup, startSetup, type SetupState, type SetupStep } from '../../src/net/mesh/setup-rounds.js';
import { wireCodec, type Wire } from '../../src/net/protocol.js';
import { rosterOf, type Roster } from '../../src/net/roster.js';
import { tokens } from '../conformance/tables.js';

export const MESH_GAME: AnyGame = kultGame(coreCards());
const DECKS = [STARTER_DECKS.archon, STARTER_DECKS.angel];

/** A game for the mesh harness: its rules, its settings, and each seat's choice and pile. */
export interface MeshSpec {
  readonly game: AnyGame;
  readonly settings: Readonly<Record<string, unknown>>;
  choose(k: number, seed: number): { readonly choice: string; readonly list: readonly string[] };
}

/** KULT: the starter decks round the table; a Major may repeat. */
export const KULT_MESH: MeshSpec = {
  game: MESH_GAME,
  settings: { ruleset: 'FAQ', struggle: 'continent' },
  choose: (k, seed) => {
    const deck = DECKS[k % 2]!;
    return { choice: deck.majors[Math.floor(k / 2) % deck.majors.length]!, list: shuffled(seedRng(seed * 7 + k), deck.cards)[0] };
  },
};

const codecs = new Map<AnyGame, ReturnType<typeof wireCodec>>();

/** A message as the far table gets it: serialized, parsed and validated. */
export function overTheWire(m: Wire, game: AnyGame = MESH_GAME): Wire {
  if (!codecs.has(game)) codecs.set(game, wireCodec(game));
  const parsed = codecs.get(game)!.parse(JSON.parse(JSON.stringify(m)));
  if (!parsed.ok) throw new Error(`${m.t} does not parse: ${parsed.error}`);
  return parsed.message;
}

export const meshRoster = (count: number, game: AnyGame = MESH_GAME): Roster => rosterOf(game.id, Array.from({ length: count }, (_, k) => `peer-${k}`));

/** Each seat's table started, and its choice made. */
export function startTables(roster: Roster, seed: number, spec: MeshSpec = KULT_MESH): SetupStep[] {
  return roster.seats.map(({ seat }, k) => {
    const s = startSetup({ game: spec.game, roster, me: seat, settings: spec.settings, clockSeconds: 0, name: seat, token: tokens(`setup:${seed}:${seat}`) });
    const { choice, list } = spec.choose(k, seed);
    const c = choose(s.state, choice, [...list]);
    return { state: c.state, out: [...s.out, ...c.out] };
  });
}

/** Where a setup step's messages go: `[to, message]` for every other seat or the one named. */
export function addressed(roster: Roster, from: SeatId, step: SetupStep): [SeatId, Wire][] {
  return step.out.flatMap((o) => (o.to === 'all' ? roster.seats.map((s) => s.seat).filter((id) => id !== from) : [o.to]).map((to): [SeatId, Wire] => [to, o.message]));
}

/** The lockstep each table starts from its finished setup. */
export function lockstepOf(s: SetupState, roster: Roster, game: AnyGame = MESH_GAME): LockstepState {
  if (s.round !== 'play') throw new Error(`${s.input.me} is not set up: ${s.round} ${JSON.stringify(s.error)}`);
  return startLockstep(game, matchId(s.agreement!), s.input.me, s.start, s.instances!, roster.seats.map((x) => x.seat));
}

/** Sets up `count` tables in a seeded random interleaving of their channels (each channel in order). */
export function setUpMesh(count: number, seed: number, spec: MeshSpec = KULT_MESH): { roster: Roster; setups: Map<SeatId, SetupState> } {
  const roster = meshRoster(count, spec.game);
  const setups = new Map<SeatId, SetupState>();
  const queues = new Map<string, Wire[]>();
  const post = (from: SeatId, step: SetupStep): void => {
    setups.set(from, step.state);
    for (const [to, m] of addressed(roster, from, step)) queues.set(`${from}>${to}`, [...(queues.get(`${from}>${to}`) ?? []), overTheWire(m, spec.game)]);
  };
  startTables(roster, seed, spec).forEach((s, k) => post(roster.seats[k]!.seat, s));
  let rng: RngState = seedRng(seed);
  for (let i = 0; i < 100_000; i++) {
    const busy = [...queues.entries()].filter(([, q]) => q.length > 0);
    if (busy.length === 0) break;
    const [k, next] = randomInt(rng, 0, busy.length - 1);
    rng = next;
    const [key, [m, ...rest]] = busy[k]!;
    queues.set(key, rest);
    const [from, to] = key.split('>') as [SeatId, SeatId];
    post(to, receiveSetup(setups.get(to)!, m!, from));
  }
  return { roster, setups };
}

/**
 * Every table audits every other seat at the end: the seat's list, its committed cards (every
 * instance its table knows) and the whole log replayed (NET-AUDIT-01..03). The failed checks, by
 * `auditor>seat`; empty when every audit is fair.
 */
export function auditEveryone(setups: ReadonlyMap<SeatId, SetupState>, tables: ReadonlyMap<SeatId, LockstepState>, game: AnyGame = MESH_GAME): string[] {
  const unfair: string[] = [];
  for (const auditor of tables.values()) {
    for (const [seat, s] of setups) {
      if (seat === auditor.me) continue;
      const claim = { t: 'audit' as const, list: [...s.mine.plays!.list], listSalt: s.mine.plays!.salt, reveals: Object.entries(tables.get(seat)!.mine).map(([iid, x]) => ({ iid, card: x.card, salt: x.salt })) };
      const audit = auditPeer(game, s.agreement!, seat, claim, auditor.mine, auditor.log);
      if (!audit.fair) unfair.push(`${auditor.me}>${seat}: ${audit.checks.filter((c) => !c.ok).map((c) => `${c.rule} ${c.says}`).join(',')}`);
    }
  }
  return unfair;
}
