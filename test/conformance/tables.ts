/**
 * Plays a registered game two ways: on one page with every card known (AgreedSeat.cards), and
 * over the network's real lockstep (src/net/lockstep/lockstep.ts) with committed piles, one
 * table per seat, every message delivered to every other table. Bots choose from what their
 * seat may see.
 */
import { commit } from '../../src/engine/commitment.js';
import { chainHead, chainLink } from '../../src/engine/random-chain.js';
import { floorSeat, type AnyGame, type GameAction, type Secrets } from '../../src/engine/game.js';
import { sha256Hex } from '../../src/engine/hash.js';
import { seedRng, type RngState } from '../../src/engine/rng.js';
import { propose, receive, startLockstep, type LockstepState } from '../../src/net/lockstep/lockstep.js';
import type { Wire } from '../../src/net/protocol.js';
import type { Registered } from './games.js';

/** Deterministic salts for tests (never in play). */
export function tokens(prefix: string): () => string {
  let n = 0;
  return () => sha256Hex(`${prefix}:${n++}`).slice(0, 32);
}

export function knownStart(g: Registered, seats: number, seed: number): unknown {
  const r = g.game.start({ seats: g.seats(seats, seed).map((s) => ({ id: s.id, choice: s.choice, cards: s.list })), seed, settings: g.settings });
  if (!r.ok) throw new Error(`${g.name} does not start with known cards: ${JSON.stringify(r.judgement.checks.filter((c) => !c.ok))}`);
  return r.state;
}

export interface Committed {
  readonly state: unknown;
  /** Each seat's secrets, by instance id, as its table knows them. */
  readonly secrets: Readonly<Record<string, Secrets>>;
  /** Each seat's chain secret (NET-RANDOM-01). */
  readonly chains: Readonly<Record<string, string>>;
}

/** The same deal with every pile committed, as the network starts it. */
export function committedStart(g: Registered, seats: number, seed: number): Committed {
  const token = tokens(`${g.name}:${seed}`);
  const secrets: Record<string, Record<string, { card: string; salt: string }>> = {};
  const chains: Record<string, string> = {};
  const plan = g.seats(seats, seed);
  const agreed = plan.map((s) => {
    const salts = s.list.map(() => token());
    secrets[s.id] = Object.fromEntries(s.list.map((card, k) => [g.game.setup.pileInstance(s.id, k), { card, salt: salts[k]! }]));
    chains[s.id] = sha256Hex(`chain:${g.name}:${seed}:${s.id}`);
    return { id: s.id, choice: s.choice, commitments: s.list.map((card, k) => commit(card, salts[k]!)), chain: chainHead(chains[s.id]!) };
  });
  const r = g.game.start({ seats: agreed, seed, settings: g.settings });
  if (!r.ok) throw new Error(`${g.name} does not start with committed piles: ${JSON.stringify(r.judgement.checks.filter((c) => !c.ok))}`);
  return { state: r.state, secrets, chains };
}

/** The act a seat's table makes next: the game's own answer (a chain link…), else the bot's on what the seat may see. */
export function nextAct(game: AnyGame, state: unknown, seat: string, mine: Secrets, chain: string | null, rng: RngState, token: () => string): { act: GameAction | null; secrets?: Secrets; rng: RngState } {
  const answer = game.answer(state, seat, { secrets: mine, token, link: (k) => (chain ? chainLink(chain, k) : null) });
  if (answer) return { act: answer.action, ...(answer.secrets ? { secrets: answer.secrets } : {}), rng };
  const [act, next] = game.bots.sensible!(game.view(game.withSecrets(state, seat, mine), seat), seat, rng);
  return { act, rng: next };
}

export interface KnownStep {
  readonly before: unknown;
  readonly act: GameAction;
  readonly after: unknown;
}

/** Plays with every card known, to the end or `maxActs`; `each` sees every state before its act. */
export function playKnown(g: Registered, seats: number, seed: number, each?: (state: unknown) => void): { steps: KnownStep[]; end: unknown } {
  let state = knownStart(g, seats, seed);
  let rng = seedRng(seed);
  const token = tokens(`known:${seed}`);
  const steps: KnownStep[] = [];
  while (steps.length < g.maxActs) {
    each?.(state);
    const seat = floorSeat(g.game, state);
    if (seat === null) break;
    const next = nextAct(g.game, state, seat, {}, null, rng, token);
    rng = next.rng;
    if (!next.act) throw new Error(`${g.name}: the bot found no act for ${seat} at act ${steps.length}`);
    const j = g.game.judge(state, next.act);
    if (!j.ok) throw new Error(`${g.name}: the bot's act was refused: ${JSON.stringify(j.checks.filter((c) => !c.ok))}`);
    const after = g.game.apply(state, next.act);
    steps.push({ before: state, act: next.act, after });
    state = after;
  }
  return { steps, end: state };
}

export interface Sent {
  readonly from: string;
  readonly message: Wire;
  /** The sender's secrets and the shared state's hidden instances just before it sent. */
  readonly mine: Secrets;
  readonly hiddenBefore: ReadonlySet<string>;
}

/**
 * Plays over the real lockstep, one table per seat: each act proposed by the floor holder's
 * table and received by every other, acks returned. Throws on any refusal or stop (honest tables).
 */
export function playNetwork(g: Registered, seats: number, seed: number, onSend?: (s: Sent) => void): { tables: LockstepState[]; start: unknown; committed: Committed } {
  const committed = committedStart(g, seats, seed);
  const ids = Object.keys(committed.secrets);
  const tables = ids.map((id) => startLockstep(g.game, `m-${seed}`, id, committed.state, committed.secrets[id]!, ids) as LockstepState);
  let rng = seedRng(seed);
  const token = tokens(`net:${seed}`);
  for (let n = 0; n < g.maxActs; n++) {
    const seat = floorSeat(g.game, tables[0]!.game);
    if (seat === null) break;
    const i = ids.indexOf(seat);
    let t = tables[i]!;
    const next = nextAct(g.game, t.game, seat, t.mine, committed.chains[seat]!, rng, token);
    rng = next.rng;
    if (!next.act) throw new Error(`${g.name}: the bot found no act for ${seat}`);
    if (next.secrets) t = { ...t, mine: { ...t.mine, ...next.secrets } };
    const hiddenBefore = new Set(g.game.hidden(t.game).map((h) => h.iid));
    const s = propose(g.game, t, next.act);
    if (s.outcome.kind !== 'applied') throw new Error(`${g.name}: ${seat}'s own act was not applied: ${JSON.stringify(s.outcome)}`);
    tables[i] = s.state;
    for (const m of s.send) {
      onSend?.({ from: seat, message: m, mine: t.mine, hiddenBefore });
      for (let k = 0; k < tables.length; k++) {
        if (k === i) continue;
        const other = tables[k]!;
        const r = receive(g.game, other, m, seat);
        if (r.outcome.kind !== 'applied') throw new Error(`${g.name}: ${other.me} did not apply ${seat}'s act: ${JSON.stringify(r.outcome)}`);
        tables[k] = r.state;
        // Its ack goes to every other table (each compares the fingerprint with its own).
        for (const reply of r.send) {
          onSend?.({ from: other.me, message: reply, mine: other.mine, hiddenBefore: new Set() });
          for (let j = 0; j < tables.length; j++) {
            if (j === k) continue;
            const back = receive(g.game, tables[j]!, reply, other.me);
            if (back.state.stop) throw new Error(`${g.name}: ${tables[j]!.me}'s table stopped on ${other.me}'s ${reply.t}: ${JSON.stringify(back.state.stop)}`);
            tables[j] = back.state;
          }
        }
      }
    }
  }
  return { tables, start: committed.state, committed };
}

const memo = new Map<string, unknown>();
/** A play made once per file and shared by its tests (KULT's take seconds). */
export function once<T>(key: string, make: () => T): T {
  if (!memo.has(key)) memo.set(key, make());
  return memo.get(key) as T;
}

/** The seeds each registered game is played with: a few long KULT games, many short test games. */
export function seedsFor(g: Registered): readonly number[] {
  return g.seeds ?? (g.name === 'kult' ? [1, 3] : Array.from({ length: 12 }, (_, k) => k + 1));
}

/** Every `stride`-th item (and the last): per-state checks on long games stay affordable. */
export function sample<T>(items: readonly T[], max: number): T[] {
  const stride = Math.max(1, Math.ceil(items.length / max));
  return items.filter((_, k) => k % stride === 0 || k === items.length - 1);
}

export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
