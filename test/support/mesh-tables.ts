/**
 * Tables of a lockstep joined in a mesh of ordered channels (one per ordered pair), delivered in
 * a seeded random interleaving, played by the game's bots from each table's own view: the
 * three-to-six-seat tests' harness (pure: no transport).
 */
import { floorSeat, type AnyGame, type Secrets } from '../../src/engine/game.js';
import { randomInt, seedRng, type RngState } from '../../src/engine/rng.js';
import { complete, prepare, receive, type LockstepState, type Step } from '../../src/net/lockstep/lockstep.js';
import type { Wire } from '../../src/net/protocol.js';
import { nextAct, tokens } from '../conformance/tables.js';

export interface Mesh {
  tables: Map<string, LockstepState>;
  /** One FIFO channel per ordered pair `from>to`. */
  channels: Map<string, Wire[]>;
  ids: string[];
  chains: Record<string, string>;
  /** What each table was handed, by the seat it came from: a hook for a forged table. */
  tamper?: (from: string, to: string, m: Wire) => Wire | null;
}

export function meshOf(_game: AnyGame, tables: Map<string, LockstepState>, chains: Record<string, string>): Mesh {
  return { tables, channels: new Map(), ids: [...tables.keys()], chains };
}

export function post(game: AnyGame, m: Mesh, from: string, step: Step): void {
  m.tables.set(from, step.state);
  const out = [...m.ids.filter((id) => id !== from).flatMap((to) => step.send.map((message) => ({ to, message }))), ...(step.direct ?? [])];
  for (const { to, message } of out) {
    const sent = m.tamper ? m.tamper(from, to, message) : message;
    if (!sent) continue;
    const key = `${from}>${to}`;
    m.channels.set(key, [...(m.channels.get(key) ?? []), sent]);
  }
}

/** Delivers one message from a channel picked at random (each channel stays in order). */
export function deliver(game: AnyGame, m: Mesh, rng: RngState): RngState {
  const busy = [...m.channels.entries()].filter(([, q]) => q.length > 0);
  if (busy.length === 0) return rng;
  const [k, next] = randomInt(rng, 0, busy.length - 1);
  const [key, queue] = busy[k]!;
  const [from, to] = key.split('>') as [string, string];
  const [message, ...rest] = queue;
  m.channels.set(key, rest);
  post(game, m, to, receive(game, m.tables.get(to)!, message!, from));
  return next;
}

export const quiet = (m: Mesh): boolean => [...m.channels.values()].every((q) => q.length === 0);

/** Plays: the floor holder's table acts on its own state; messages go out in a random interleaving. */
export function playMesh(game: AnyGame, m: Mesh, seed: number, maxActs = 4000): number {
  let rng = seedRng(seed);
  const token = tokens(`mesh:${seed}`);
  let acts = 0;
  for (let round = 0; round < 200_000 && acts < maxActs; round++) {
    if ([...m.tables.values()].some((t) => t.stop)) return acts;
    let moved = false;
    for (const id of m.ids) {
      const t = m.tables.get(id)!;
      if (floorSeat(game, t.game) !== id) continue;
      const next = nextAct(game, t.game, id, t.mine, m.chains[id]!, rng, token);
      rng = next.rng;
      if (!next.act) throw new Error(`no act for ${id}`);
      const ls: LockstepState = next.secrets ? { ...t, mine: { ...t.mine, ...(next.secrets as Secrets) } } : t;
      const p = prepare(game, ls, next.act);
      if (!p.ok) throw new Error(`${id}'s own act refused: ${JSON.stringify(p.step.outcome)}`);
      post(game, m, id, { ...complete(game, p.proposal), send: [p.proposal.envelope] });
      acts++;
      moved = true;
    }
    // A few deliveries between acts, so tables run behind one another.
    const [n, r2] = randomInt(rng, 1, 6);
    rng = r2;
    for (let k = 0; k < n; k++) rng = deliver(game, m, rng);
    if (!moved && quiet(m)) {
      if ([...m.tables.values()].every((t) => game.ended(t.game) !== null)) return acts;
    }
  }
  while (!quiet(m)) rng = deliver(game, m, rng);
  return acts;
}

