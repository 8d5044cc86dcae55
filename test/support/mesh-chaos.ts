/**
 * The chaos harness of test/net/mesh-chaos*.test.ts: N tables of a game over links that drop, lag,
 * repeat and reload, scheduled by a seeded generator; see test/net/mesh-chaos.test.ts for what a
 * run checks. Shared so that each game's chaos runs in a file of its own.
 */
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { floorSeat, type SeatId, type Secrets } from '../../src/engine/game.js';
import { randomInt, seedRng, type RngState } from '../../src/engine/rng.js';
import { complete, currentHash, prepare, receive, reconnected, resend, type LockstepState, type Step } from '../../src/net/lockstep/lockstep.js';
import { rebuildLockstep } from '../../src/net/lockstep/rebuild.js';
import type { Wire } from '../../src/net/protocol.js';
import { nextAct, tokens } from '../conformance/tables.js';
import { auditEveryone, lockstepOf, overTheWire, setUpMesh, type MeshSpec } from './mesh-setup.js';



/** A fault fires `after` scheduler steps into play, or (`end`) after the first table's game is over: the last acts' acks. */
interface When {
  readonly in: 'play' | 'end';
  readonly after: number;
}

type Fault = When & (
  /** The link between `a` and `b` drops for `steps` scheduler steps. */
  | { readonly kind: 'drop'; readonly a: number; readonly b: number; readonly steps: number }
  /** Nothing from `from` reaches `to` for `steps` steps (order kept). */
  | { readonly kind: 'lag'; readonly from: number; readonly to: number; readonly steps: number }
  /** A copy of a message `to` received from `from` comes again. */
  | { readonly kind: 'dup'; readonly from: number; readonly to: number; readonly pick: number }
  /** Table `a`'s page reloads: its lockstep is rebuilt from its save (every act judged again), and its links are down for `steps` steps. */
  | { readonly kind: 'reload'; readonly a: number; readonly steps: number });

interface Case {
  readonly seed: number;
  readonly faults: readonly Fault[];
}

const MAX_STEPS = 100_000;

interface Outcome {
  readonly ok: boolean;
  readonly why: string;
  readonly fired: readonly string[];
  readonly acts: number;
}

function runCase(c: Case, spec: MeshSpec, SEATS: number): Outcome {
  const game = spec.game;
  const { roster, setups } = setUpMesh(SEATS, (c.seed % 5) + 1, spec);
  const ids = roster.seats.map((s) => s.seat);
  const IDS = ids;
  const tables = new Map<SeatId, LockstepState>(ids.map((id) => [id, lockstepOf(setups.get(id)!, roster, game)]));
  const channels = new Map<string, Wire[]>();
  const received = new Map<string, Wire[]>();
  const downUntil = new Map<string, number>();
  const lagUntil = new Map<string, number>();
  const pair = (a: SeatId, b: SeatId): string => [a, b].sort().join('|');
  const fired: string[] = [];
  let step = 0;
  let acts = 0;
  let endStart: number | null = null;

  const send = (from: SeatId, to: SeatId, m: Wire): void => {
    // A link that is down loses what is sent over it.
    if ((downUntil.get(pair(from, to)) ?? -1) >= 0) return;
    const key = `${from}>${to}`;
    channels.set(key, [...(channels.get(key) ?? []), overTheWire(m, game)]);
  };
  /** Each table's last team note (the game's `teamNote`, M-TEAM-01), sent to its teammates alone when it changes, and again when a link to one comes back. */
  const notes = new Map<SeatId, string>();
  let teamNotes = 0;
  const tellTeam = (from: SeatId, only?: SeatId): void => {
    const t = tables.get(from)!;
    const n = game.teamNote?.(t.game, from, t.mine);
    if (!n) return;
    const text = JSON.stringify(n.note);
    if (only === undefined && notes.get(from) === text) return;
    notes.set(from, text);
    for (const to of n.to) if (only === undefined || only === to) send(from, to, { t: 'team', note: n.note });
  };
  const post = (from: SeatId, s: Step): void => {
    tables.set(from, s.state);
    for (const to of ids) if (to !== from) for (const m of s.send) send(from, to, m);
    for (const d of s.direct ?? []) send(from, d.to, d.message);
    tellTeam(from);
  };
  /** A teammate's note, judged by the game as the session does: what it proves joins the table's secrets. */
  const hearTeam = (to: SeatId, from: SeatId, m: Wire & { t: 'team' }): void => {
    const t = tables.get(to)!;
    const r = game.teamHeard!(t.game, to, from, m.note, t.mine);
    if ('rule' in r) {
      // A note made before the last acts may name a card already played: the next note replaces it. Any other refusal is a fault.
      if (r.rule !== 'M-TEAM-01') return;
      throw new Error(`${to} got a team note from ${from}, who is not its teammate`);
    }
    teamNotes++;
    tables.set(to, { ...t, mine: { ...t.mine, ...r } });
  };
  /** A dropped link comes back: each end forgets its answers to the other, asks for what it lacks, and sends again its acts awaiting the other's ack. */
  const rejoin = (a: SeatId, b: SeatId): void => {
    downUntil.delete(pair(a, b));
    for (const [me, them] of [[a, b], [b, a]] as const) {
      const ls = reconnected(tables.get(me)!, them);
      tables.set(me, ls);
      const awaiting = ls.unacked.find((u) => u.waiting.includes(them))?.seq;
      const again = awaiting === undefined ? [] : resend(ls, awaiting);
      for (const m of [{ t: 'sync', received: ls.log.length } as Wire, ...again]) send(me, them, m);
      tellTeam(me, them);
    }
  };

  /** At the end a drop cuts the author of the last act from another seat: the last acts' acks are what is left in flight. */
  const dropped = (f: Fault & { kind: 'drop' }): [SeatId, SeatId] => {
    if (f.in === 'play') return [IDS[f.a]!, IDS[f.b]!];
    const author = [...tables.values()].find((t) => game.ended(t.game) !== null)!.log.at(-1)!.from;
    return [author, ids.filter((id) => id !== author)[f.b % (SEATS - 1)]!];
  };
  const fire = (f: Fault): boolean => {
    if (f.kind === 'reload') {
      const x = IDS[f.a]!;
      const t = tables.get(x)!;
      // What the page saved (a table of three or more saves at every change: nothing of its log is lost), rebuilt as on a reload.
      const rebuilt = rebuildLockstep(game, { agreement: setups.get(x)!.agreement!, log: t.log, match: t.match, instances: t.mine, role: x, ...(t.evidence.length ? { evidence: t.evidence, offences: t.offences } : {}) });
      if (!rebuilt.ok) throw new Error(`${x}'s save does not rebuild: ${rebuilt.error}`);
      tables.set(x, rebuilt.lockstep);
      for (const y of ids) {
        if (y === x) continue;
        channels.set(`${x}>${y}`, []);
        channels.set(`${y}>${x}`, []);
        downUntil.set(pair(x, y), Math.max(downUntil.get(pair(x, y)) ?? 0, step + f.steps));
      }
      fired.push(`reload@${f.in}+${step - (f.in === 'end' ? endStart! : 0)}`);
      return true;
    }
    const [x, y] = f.kind === 'drop' ? dropped(f) : [IDS[f.from]!, IDS[f.to]!];
    if (x === y) return true;
    if (f.kind === 'drop') {
      if (downUntil.has(pair(x, y))) return false;
      channels.set(`${x}>${y}`, []);
      channels.set(`${y}>${x}`, []);
      downUntil.set(pair(x, y), step + f.steps);
    } else if (f.kind === 'lag') lagUntil.set(`${x}>${y}`, step + f.steps);
    else {
      const got = received.get(`${x}>${y}`) ?? [];
      if (got.length === 0 || downUntil.has(pair(x, y))) return false;
      const key = `${x}>${y}`;
      channels.set(key, [...(channels.get(key) ?? []), got[f.pick % got.length]!]);
    }
    fired.push(`${f.kind}@${f.in}+${step - (f.in === 'end' ? endStart! : 0)}`);
    return true;
  };

  const describe = (): string => ids.map((id) => {
    const t = tables.get(id)!;
    return `${id}: log=${t.log.length} unacked=[${t.unacked.map((u) => `${u.seq}:${u.waiting.join('+')}`).join(',')}] floor=${floorSeat(game, t.game)} ended=${game.ended(t.game) !== null}` +
      ` stop=${t.stop ? `${t.stop.rule}:${t.stop.peer ?? ''}` : 'no'} offences=${t.offences} ahead=${ids.filter((o) => o !== id).map((o) => t.peers[o]!.ahead.length).join('/')}` +
      ` inflight=${ids.filter((o) => o !== id).map((o) => channels.get(`${id}>${o}`)?.length ?? 0).join('/')}`;
  }).join('\n') + `\nlinks down: ${[...downUntil.keys()].join(' ') || 'none'}; faults fired: ${fired.join(' ') || 'none'}`;
  const fail = (why: string): Outcome => ({ ok: false, why: `${why} after ${step} steps, ${acts} acts\n${describe()}`, fired, acts });

  let rng: RngState = seedRng(c.seed);
  const token = tokens(`mesh-chaos:${c.seed}`);
  const pending = [...c.faults];
  for (; step < MAX_STEPS; step++) {
    if (endStart === null && [...tables.values()].some((t) => game.ended(t.game) !== null)) endStart = step;
    const due = (f: Fault): boolean => (f.in === 'play' ? step >= f.after : endStart !== null && step >= endStart + f.after);
    for (let k = 0; k < pending.length; k++) if (due(pending[k]!) && fire(pending[k]!)) pending.splice(k--, 1);
    const stopped = [...tables.values()].find((t) => t.stop);
    if (stopped) return fail(`${stopped.me} stopped the match: ${stopped.stop!.rule} naming ${stopped.stop!.peer ?? '-'} (${stopped.stop!.code})`);

    const options: (() => void)[] = [];
    for (const [key, q] of channels) {
      const [from, to] = key.split('>') as [SeatId, SeatId];
      if (q.length === 0 || (lagUntil.get(key) ?? -1) > step) continue;
      options.push(() => {
        const [m, ...rest] = q;
        channels.set(key, rest);
        if (!received.has(key)) received.set(key, []);
        received.get(key)!.push(m!);
        if (m!.t === 'team') return hearTeam(to, from, m!);
        post(to, receive(game, tables.get(to)!, m!, from));
      });
    }
    for (const [p, until] of downUntil) if (until <= step) options.push(() => rejoin(...(p.split('|') as [SeatId, SeatId])));
    for (const id of ids) {
      const t = tables.get(id)!;
      if (game.ended(t.game) !== null || floorSeat(game, t.game) !== id) continue;
      options.push(() => {
        const next = nextAct(game, t.game, id, t.mine, setups.get(id)!.mine.chain, rng, token);
        rng = next.rng;
        if (!next.act) throw new Error(`${id} holds the floor but finds no act`);
        const ls: LockstepState = next.secrets ? { ...t, mine: { ...t.mine, ...(next.secrets as Secrets) } } : t;
        const p = prepare(game, ls, next.act);
        if (!p.ok) throw new Error(`${id}'s own act refused: ${JSON.stringify(p.step.outcome)}`);
        for (const to of ids) if (to !== id) send(id, to, p.proposal.envelope);
        post(id, complete(game, p.proposal));
        acts++;
      });
    }
    if (options.length === 0) {
      // Only a delayed direction or a link still down has anything left: its time comes now.
      if ([...channels.values()].some((q) => q.length > 0) || downUntil.size > 0) {
        lagUntil.clear();
        for (const p of downUntil.keys()) downUntil.set(p, step);
        continue;
      }
      const all = [...tables.values()];
      if (all.every((t) => game.ended(t.game) !== null && t.unacked.length === 0)) break;
      return fail('HANG: nothing in flight, nothing to do, and the match not over');
    }
    const [k, next] = randomInt(rng, 0, options.length - 1);
    rng = next;
    options[k]!();
  }
  if (step >= MAX_STEPS) return fail(`LIVELOCK: no end in ${MAX_STEPS} steps`);

  const all = [...tables.values()];
  if (new Set(all.map(currentHash)).size !== 1) return fail('the tables end in different states');
  if (new Set(all.map((t) => JSON.stringify(t.log.map((r) => r.hash)))).size !== 1) return fail('the tables end with different logs');
  const unfair = auditEveryone(setups, tables, game);
  if (unfair.length) return fail(`unfair audits: ${unfair.join('; ')}`);
  if (game.teamNote && teamNotes === 0) return fail('no team note was ever heard');
  if (game.teamNote) {
    // M-TEAM-01 through the chaos: each table sees its teammates' hands as they do, and never the other team's.
    let compared = 0;
    const seen = new Map(ids.map((id) => [id, game.withSecrets(tables.get(id)!.game, id, tables.get(id)!.mine) as { ident: Record<string, string | null>; players: Record<string, { side: string; hand: string[] }> }]));
    for (const id of ids) {
      const mine = seen.get(id)!;
      for (const other of ids.filter((o) => o !== id)) {
        const theirs = seen.get(other)!;
        const mate = mine.players[other]!.side === mine.players[id]!.side;
        for (const iid of mine.players[other]!.hand.filter((x) => x.startsWith('D'))) {
          if (mate && mine.ident[iid] !== theirs.ident[iid]) return fail(`${id} does not see its teammate ${other}'s ${iid}`);
          if (mate) compared++;
          if (!mate && mine.ident[iid] !== null) return fail(`${id} sees ${other}'s ${iid} of the other team`);
        }
      }
    }
    if (compared === 0) return fail('no teammate held a Destiny card at the end to compare');
  }
  return { ok: true, why: '', fired, acts };
}

/** Chaos cases for `seats` tables whose games last about `steps` scheduler steps. */
function chaosCases(seats: number, steps: number, reloads = Infinity): fc.Arbitrary<Case> {
  const seat = fc.integer({ min: 0, max: seats - 1 });
  const when = fc.oneof(
    { weight: 3, arbitrary: fc.record({ in: fc.constant<'play'>('play'), after: fc.integer({ min: 0, max: steps }) }) },
    { weight: 1, arbitrary: fc.record({ in: fc.constant<'end'>('end'), after: fc.integer({ min: 0, max: 20 }) }) },
  );
  const fault: fc.Arbitrary<Fault> = fc.oneof(
    fc.tuple(when, fc.record({ kind: fc.constant('drop' as const), a: seat, b: seat, steps: fc.integer({ min: 0, max: 40 }) })).map(([w, f]) => ({ ...w, ...f })),
    fc.tuple(when, fc.record({ kind: fc.constant('lag' as const), from: seat, to: seat, steps: fc.integer({ min: 1, max: 60 }) })).map(([w, f]) => ({ ...w, ...f })),
    fc.tuple(when, fc.record({ kind: fc.constant('dup' as const), from: seat, to: seat, pick: fc.nat() })).map(([w, f]) => ({ ...w, ...f })),
    fc.tuple(when, fc.record({ kind: fc.constant('reload' as const), a: seat, steps: fc.integer({ min: 0, max: 60 }) })).map(([w, f]) => ({ ...w, ...f })),
  );
  const faults = fc.array(fault, { minLength: 4, maxLength: 16 }).filter((fs) => fs.filter((f) => f.kind === 'reload').length <= reloads);
  return fc.record({ seed: fc.noBias(fc.integer({ min: 0, max: 2 ** 31 - 1 })), faults });
}

/** Runs `runs` seeded chaos cases (or the one in MESH_CHAOS_CASE) and reports what fired. */
export function chaos(t: { diagnostic(text: string): void }, spec: MeshSpec, seats: number, steps: number, runs: number, reloads = Infinity): void {
  const env = process.env;
  if (env.MESH_CHAOS_CASE) {
    const r = runCase(JSON.parse(env.MESH_CHAOS_CASE) as Case, spec, seats);
    assert.ok(r.ok, r.why);
    return;
  }
  const seed = Number(env.MESH_CHAOS_SEED ?? 20_261_126);
  const numRuns = Number(env.MESH_CHAOS_RUNS ?? runs);
  const tally = { runs: 0, acts: 0, drop: 0, lag: 0, dup: 0, reload: 0, atEnd: 0 };
  const details = fc.check(
    fc.property(chaosCases(seats, steps, reloads), (c) => {
      const r = runCase(c, spec, seats);
      tally.runs++;
      tally.acts += r.acts;
      for (const f of r.fired) {
        tally[f.split('@')[0] as 'drop' | 'lag' | 'dup' | 'reload']++;
        if (f.includes('@end')) tally.atEnd++;
      }
      if (!r.ok) throw new Error(`${r.why}\nreplay: MESH_CHAOS_CASE='${JSON.stringify(c)}'`);
    }),
    { numRuns, seed, endOnFailure: true },
  );
  t.diagnostic(`fast-check seed ${seed}; ${tally.runs} runs, ${tally.acts} acts; faults fired: drop=${tally.drop} lag=${tally.lag} dup=${tally.dup} reload=${tally.reload} (after a game was over: ${tally.atEnd})`);
  if (details.failed) assert.fail(details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance));
}
