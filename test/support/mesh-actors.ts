/**
 * Tables of three to six seats, each a real XState actor of the mesh session
 * (machines/session/mesh-session.machine.ts), joined by ordered channels per pair that a test can
 * open, close and delay: what each actor emits goes over JSON to the seat it names, delivered in
 * a seeded random interleaving. The floor holder's table plays the game's sensible bot from its
 * own view. Pure: no transport, no timers.
 */
import { createActor, type Actor } from 'xstate';
import { floorSeat, type AnyGame, type SeatId } from '../../src/engine/game.js';
import { randomInt, seedRng, type RngState } from '../../src/engine/rng.js';
import { coreCards, kultGame, STARTER_DECKS } from '../../src/kult/index.js';
import { meshSessionMachine } from '../../machines/session/mesh-session.machine.js';
import { toSavedMesh } from '../../machines/session/mesh-context.js';
import type { SavedMesh } from '../../src/net/mesh/saved-mesh.js';
import { rosterOf, type Roster } from '../../src/net/roster.js';
import { nextAct, tokens } from '../conformance/tables.js';

export const GAME: AnyGame = kultGame(coreCards());
const SETTINGS = { game: { ruleset: 'FAQ', struggle: 'continent' }, clockSeconds: 0 };

export type MeshActor = Actor<typeof meshSessionMachine>;

export interface MeshTables {
  readonly roster: Roster;
  readonly actors: Map<SeatId, MeshActor>;
  /** Ordered channels `from>to` with the JSON text of each message. */
  readonly channels: Map<string, string[]>;
  /** Pairs whose channel is down (`a|b`, in roster order): nothing is delivered or sent over them. */
  readonly down: Set<string>;
  /** Every message each seat was sent, as JSON (for scans). */
  readonly seen: Map<SeatId, string[]>;
  /** The game the tables play (KULT unless another is given). */
  readonly game: AnyGame;
  rng: RngState;
}

/** Another game for the tables: its session settings and each seat's choice and list. */
export interface ActorGame {
  readonly game: AnyGame;
  readonly settings: { readonly game: Readonly<Record<string, unknown>>; readonly clockSeconds: number };
  choose(k: number): { readonly choice: string; readonly list: readonly string[] };
}

export const pairKey = (roster: Roster, a: SeatId, b: SeatId): string => {
  const seats = roster.seats.map((s) => s.seat);
  return seats.indexOf(a) < seats.indexOf(b) ? `${a}|${b}` : `${b}|${a}`;
};

function wire(t: MeshTables, seat: SeatId, actor: MeshActor): void {
  actor.on('send', (e) => {
    const targets = e.to === 'all' ? t.roster.seats.map((s) => s.seat).filter((s) => s !== seat) : [e.to];
    for (const to of targets) {
      if (t.down.has(pairKey(t.roster, seat, to))) continue;
      const key = `${seat}>${to}`;
      t.channels.set(key, [...(t.channels.get(key) ?? []), JSON.stringify(e.message)]);
    }
  });
}

/** Starts `count` tables; the choices are the starter decks round the table. Channels start closed. */
export function meshTables(count: number, seed: number, other?: ActorGame): MeshTables {
  const game = other?.game ?? GAME;
  const roster = rosterOf(game.id, Array.from({ length: count }, (_, k) => `peer-${k}`));
  const t: MeshTables = { roster, actors: new Map(), channels: new Map(), down: new Set(), seen: new Map(), game, rng: seedRng(seed) };
  roster.seats.forEach(({ seat }, k) => {
    const actor = createActor(meshSessionMachine, { input: { game, roster, me: seat, name: seat, settings: other?.settings ?? SETTINGS, token: tokens(`mesh-actor:${seed}:${seat}`) } });
    wire(t, seat, actor);
    actor.start();
    t.actors.set(seat, actor);
    if (other) {
      const c = other.choose(k);
      actor.send({ type: 'CHOOSE', choice: c.choice, list: [...c.list] });
      return;
    }
    const deck = k % 2 === 0 ? STARTER_DECKS.archon : STARTER_DECKS.angel;
    actor.send({ type: 'CHOOSE', choice: deck.majors[Math.floor(k / 2) % deck.majors.length]!, list: deck.cards });
  });
  return t;
}

/** Opens the channel between two seats (both tables hear OPEN). */
export function open(t: MeshTables, a: SeatId, b: SeatId): void {
  t.down.delete(pairKey(t.roster, a, b));
  t.actors.get(a)!.send({ type: 'OPEN', seat: b });
  t.actors.get(b)!.send({ type: 'OPEN', seat: a });
}

/** Closes the channel between two seats: what was on its way is lost, both tables hear CLOSED. */
export function close(t: MeshTables, a: SeatId, b: SeatId): void {
  t.down.add(pairKey(t.roster, a, b));
  t.channels.delete(`${a}>${b}`);
  t.channels.delete(`${b}>${a}`);
  t.actors.get(a)?.send({ type: 'CLOSED', seat: b });
  t.actors.get(b)?.send({ type: 'CLOSED', seat: a });
}

export function openAll(t: MeshTables): void {
  const seats = t.roster.seats.map((s) => s.seat);
  for (let i = 0; i < seats.length; i++) for (let j = i + 1; j < seats.length; j++) open(t, seats[i]!, seats[j]!);
}

/** Delivers one message from a channel picked at random; false when none waits. */
export function deliverOne(t: MeshTables): boolean {
  const busy = [...t.channels.entries()].filter(([, q]) => q.length > 0);
  if (busy.length === 0) return false;
  const [k, next] = randomInt(t.rng, 0, busy.length - 1);
  t.rng = next;
  const [key, [text, ...rest]] = busy[k]!;
  t.channels.set(key, rest);
  const [from, to] = key.split('>') as [SeatId, SeatId];
  t.seen.set(to, [...(t.seen.get(to) ?? []), text!]);
  t.actors.get(to)!.send({ type: 'PEER', seat: from, data: JSON.parse(text!) });
  return true;
}

export function deliverAll(t: MeshTables, limit = 200_000): void {
  for (let i = 0; i < limit && deliverOne(t); i++);
}

/** The state value of a seat's actor, as a dotted string. */
export function where(t: MeshTables, seat: SeatId): string {
  const v = t.actors.get(seat)!.getSnapshot().value;
  return typeof v === 'string' ? v : Object.entries(v).map(([k, s]) => `${k}.${String(s)}`).join();
}

/**
 * Plays: between deliveries, the table whose seat holds the floor acts (the sensible bot, from
 * its own view). Stops when `until` holds, a table fails or stops, or after `maxActs`.
 */
export function play(t: MeshTables, seed: number, until: (t: MeshTables) => boolean, maxActs = 5000): number {
  let rng = seedRng(seed);
  const token = tokens(`mesh-play:${seed}`);
  let acts = 0;
  for (let round = 0; round < 400_000 && acts < maxActs; round++) {
    if (until(t)) return acts;
    if ([...t.actors.values()].some((a) => a.getSnapshot().status !== 'active')) return acts;
    const [n, r2] = randomInt(rng, 1, 6);
    rng = r2;
    let moved = false;
    for (let k = 0; k < n; k++) moved = deliverOne(t) || moved;
    if (moved) continue;
    // Nothing on the way: the floor holder acts.
    for (const [seat, actor] of t.actors) {
      const c = actor.getSnapshot().context;
      const ls = c.lockstep;
      if (!ls || floorSeat(t.game, ls.game) !== seat || !where(t, seat).startsWith('playing.connected')) continue;
      const next = nextAct(t.game, ls.game, seat, ls.mine, c.chain, rng, token);
      rng = next.rng;
      if (!next.act) continue;
      actor.send({ type: 'ACT', action: next.act });
      acts++;
      moved = true;
      break;
    }
    if (!moved) return acts;
  }
  return acts;
}

/** A seat's page reloads: its actor goes, and a new one resumes from what it saved. */
export function reload(t: MeshTables, seat: SeatId, seed: number): SavedMesh {
  const old = t.actors.get(seat)!;
  const saved = toSavedMesh(old.getSnapshot().context, { room: 'room', slot: 1 + t.roster.seats.findIndex((s) => s.seat === seat), token: 'token' });
  if (!saved) throw new Error(`${seat} has nothing to save`);
  const round = JSON.parse(JSON.stringify(saved)) as SavedMesh;
  old.stop();
  for (const other of t.roster.seats.map((s) => s.seat).filter((s) => s !== seat)) close(t, seat, other);
  const actor = createActor(meshSessionMachine, { input: { game: GAME, roster: t.roster, me: seat, name: seat, settings: SETTINGS, token: tokens(`mesh-reload:${seed}:${seat}`), resume: round } });
  wire(t, seat, actor);
  actor.start();
  t.actors.set(seat, actor);
  return round;
}
