// Chaos: two session actors play whole matches, message by message, while a seeded schedule
// drops the link (both ways, or losing one direction only), reloads one table during play,
// tells a table of a drop late, slows one direction down, and delivers copies of old messages.
// Every run must end with both tables audited, fair and identical, or with a table failed with
// a clear error: never stalled with nothing in flight and no move to make (a HANG).
//
// Replay one case:   CHAOS_CASE='{"seed":…,"faults":[…]}' node --import tsx --test test/net/chaos.test.ts
// Replay a run:      CHAOS_SEED=<fast-check seed> CHAOS_PATH=<path> …  (both printed on failure)
// More runs:         CHAOS_RUNS=500 …      Shrink a failure to a smaller fault script: CHAOS_SHRINK=1 …
// Every outcome:     CHAOS_SURVEY=1 CHAOS_RUNS=300 …  (runs on past failures; each distinct outcome with its smallest case)
// Each run's line:   CHAOS_VERBOSE=1 …
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { createActor } from 'xstate';
import { sessionMachine, toSaved, type SessionContext } from '../../machines/session.js';
import { randomInt, seedRng, type RngState } from '../../src/engine/rng.js';
import { sensibleMove } from '../../src/kult/bots/sensible-bot.js';
import { coreCards, floorHolder, stateHash, STARTER_DECKS, type Action } from '../../src/kult/index.js';
import type { LogRecord } from '../../src/net/lockstep/lockstep.js';
import { privateState } from '../../src/kult/state/private-state.js';
import { parseSavedSession, type SavedSession } from '../../src/net/saved-session.js';
import { GAME, SETTINGS, tokens, type SessionActor, kultState } from '../support/net-duel.js';

type Role = 'host' | 'guest';
const ROLES: readonly Role[] = ['host', 'guest'];
const other = (r: Role): Role => (r === 'host' ? 'guest' : 'host');
const ROOM = 'kult-chaos-room';

/**
 * The part of the match a fault's `after` counts scheduler steps from: the start, the first
 * table's first step of play, or the first table's game over (the audits).
 */
type Phase = 'setup' | 'play' | 'end';

/**
 * One fault, fired `after` scheduler steps into its phase `in` (or at the first step after it
 * where it makes sense: a drop needs a link that is up, a reload a table that has started to play).
 */
type Fault =
  /** The link drops: everything in flight both ways is lost. A table told late keeps playing into the void until it hears. */
  | { readonly kind: 'drop'; readonly in: Phase; readonly after: number; readonly late: readonly Role[] }
  /** The link drops; what `lost` sent is lost, what the other table sent arrives first. */
  | { readonly kind: 'oneway'; readonly in: Phase; readonly after: number; readonly lost: Role; readonly late: readonly Role[] }
  /**
   * `side` reloads its page: a new actor from the saved copy (the latest, or with `stale` the
   * last urgent one: a friend's events since may not have reached the store). Messages to it
   * are lost; its own in flight arrive (`outgoing: 'arrive'`) or are lost too.
   */
  | { readonly kind: 'reload'; readonly in: Phase; readonly after: number; readonly side: Role; readonly stale: boolean; readonly outgoing: 'arrive' | 'lost'; readonly late: boolean }
  /** Latency: nothing `from` sends arrives for `steps` steps (or until nothing else can happen); order is kept. */
  | { readonly kind: 'lag'; readonly in: Phase; readonly after: number; readonly from: Role; readonly steps: number }
  /** A copy of a message `to` already received arrives again (after what is in flight). */
  | { readonly kind: 'dup'; readonly in: Phase; readonly after: number; readonly to: Role; readonly pick: number };

interface Case {
  readonly seed: number;
  readonly faults: readonly Fault[];
}

/** Where a table's link stands: up; dead but the table not told (its messages vanish); closed (told; its messages wait in the outlet). */
type LinkState = 'open' | 'dead' | 'closed';

type Msg = { readonly t: string } & Record<string, unknown>;

interface Table {
  actor: SessionActor;
  /** Messages this table sent that travel to the other (ordered). */
  flight: Msg[];
  /** Sent while its transport was closed: the Outlet keeps them for the next one. */
  outbox: Msg[];
  link: LinkState;
  /** Messages this actor received, for duplicates. */
  received: Msg[];
  chosen: boolean;
  /** The store, as src/app/friend-match.ts persist() feeds it: urgent saves, and the latest (which may not be written yet). */
  urgent: SessionContext | null;
  latest: SessionContext | null;
  savedLog: readonly LogRecord[] | null;
  savedMine: unknown;
  lastOutcome: unknown;
  reloads: number;
}

interface RunResult {
  readonly kind: 'audited' | 'failed' | 'hang' | 'livelock' | 'long';
  readonly steps: number;
  readonly events: number;
  /** The game's last turn and why it ended. */
  readonly end: string;
  readonly fired: readonly string[];
  readonly errors: readonly string[];
  /** Both tables' state values at the end, e.g. `host=audit guest=confirming`. */
  readonly states: string;
  readonly detail: string;
  readonly rejects: number;
  readonly stops: number;
}

const MAX_STEPS = 60_000;
/**
 * Most matches take 200–450 events; a few seeds deal the bots a stalemate that runs to the
 * simulator's 400-turn cap (~4,500 events, seconds each). Those runs stop here, counted as
 * `long`, with the logs checked to agree so far: the protocol has been exercised by then.
 */
const MAX_EVENTS = Number(process.env.CHAOS_MAX_EVENTS ?? 1_200);

function describeTable(name: Role, t: Table): string {
  const s = t.actor.getSnapshot();
  const ls = s.context.lockstep;
  return `${name}: ${JSON.stringify(s.value)} link=${t.link} log=${ls?.log.length ?? '-'} unacked=[${ls?.unacked.map((u) => u.seq).join(',') ?? ''}]` +
    ` floor=${ls ? floorHolder(kultState(ls)) : '-'} ended=${ls && kultState(ls).ended ? 'yes' : 'no'} pending=${ls && kultState(ls).pending ? JSON.stringify(kultState(ls).pending) : 'none'} stop=${ls?.stop ? JSON.stringify({ code: ls.stop.code, rule: ls.stop.rule, seq: ls.stop.seq }) : 'no'}` +
    ` peer.audit=${s.context.peer.audit ? 'yes' : 'no'} peer.audited=${s.context.peer.audited ? 'yes' : 'no'} error=${s.context.error ? `${s.context.error.code}: ${s.context.error.message}` : 'none'}` +
    ` inflight-from=${t.flight.length} outbox=${t.outbox.length}`;
}

interface RunOptions {
  /** Stop, as `long`, once both logs pass this many events (see {@link MAX_EVENTS}). */
  readonly maxEvents?: number;
  readonly trace?: (line: string) => void;
}

function runCase(c: Case, { maxEvents = MAX_EVENTS, trace }: RunOptions = {}): RunResult {
  let rng: RngState = seedRng(c.seed);
  const draw = (n: number): number => {
    const [v, next] = randomInt(rng, 0, n - 1);
    rng = next;
    return v;
  };
  let botRng: RngState = seedRng(c.seed ^ 0x5bd1e995);
  const tables = {} as Record<Role, Table>;
  let rejects = 0;
  let stops = 0;

  const sendFor = (role: Role) => (m: unknown): void => {
    const t = tables[role];
    const copy = JSON.parse(JSON.stringify(m)) as Msg;
    if (copy.t === 'reject') rejects++;
    if (t.link === 'open') t.flight.push(copy);
    else if (t.link === 'closed') t.outbox.push(copy);
    // 'dead': the data channel is gone and nobody has said so yet: the message is lost.
  };

  const makeActor = (role: Role, resume?: SavedSession): SessionActor => {
    const t = tables[role];
    const prefix = `chaos-${c.seed}-${role}${resume ? `-reload${t.reloads}` : ''}`;
    const actor = createActor(sessionMachine, {
      input: { game: GAME, role, name: role, settings: SETTINGS, token: tokens(prefix), ...(resume ? { resume } : {}) },
    });
    actor.on('send', (e) => sendFor(role)(e.message));
    // After every transition, as FriendMatch.changed() → persist(): urgent unless only the friend's
    // events were appended. Contexts are immutable, so the one saved stands for the saved copy.
    actor.subscribe((snap) => {
      const ctx = snap.context as SessionContext;
      if (ctx.outcome?.kind === 'stopped' && ctx.outcome !== t.lastOutcome) stops++;
      t.lastOutcome = ctx.outcome;
      const ls = ctx.lockstep;
      if (!ls || (ls.log === t.savedLog && ls.mine === t.savedMine)) return;
      const before = t.savedLog ?? [];
      const onlyFriends = ls.mine === t.savedMine && ls.log.length >= before.length &&
        (before.length === 0 || ls.log[before.length - 1] === before[before.length - 1]) &&
        ls.log.slice(before.length).every((r) => r.from !== ctx.me);
      t.savedLog = ls.log;
      t.savedMine = ls.mine;
      t.latest = ctx;
      if (!onlyFriends) t.urgent = ctx;
    });
    actor.start();
    return actor;
  };

  for (const role of ROLES) {
    tables[role] = { actor: undefined as unknown as SessionActor, flight: [], outbox: [], link: 'closed', received: [], chosen: false, urgent: null, latest: null, savedLog: null, savedMine: null, lastOutcome: null, reloads: 0 };
    tables[role].actor = makeActor(role);
  }

  const log = (s: string): void => trace?.(s);
  // Over: audited (the session stays in `audit` to answer its friend after a drop), or failed.
  const done = (r: Role): boolean => tables[r].actor.getSnapshot().matches('audit') || tables[r].actor.getSnapshot().status === 'done';
  const deliver = (to: Role, m: Msg): void => {
    const t = tables[to];
    t.received.push(m);
    t.actor.send({ type: 'PEER', data: m });
  };
  /** Whether this table's player may act now (the bot then picks from this table's own view). */
  const mayAct = (r: Role): boolean => {
    const snap = tables[r].actor.getSnapshot();
    if (snap.status !== 'active' || !snap.matches({ playing: 'connected' })) return false;
    const ctx = snap.context;
    const ls = ctx.lockstep;
    // A reshuffle's re-commitment and cut, and a random draw's links, are the session's own to answer (answerReshuffle); any
    // other pending choice (a marker to place, …) is the player's, so the bot's.
    const pending = ls ? kultState(ls).pending : null;
    const machines = pending && (pending.kind === 'recommit' || pending.kind === 'cut' || pending.kind === 'random');
    return !!ls && !ls.stop && !kultState(ls).ended && !machines && floorHolder(kultState(ls)) === ctx.me;
  };
  const botFor = (r: Role): Action | null => {
    const ctx = tables[r].actor.getSnapshot().context;
    const ls = ctx.lockstep!;
    const [m, next] = sensibleMove({ cards: GAME.cards }, privateState(kultState(ls), ls.mine), ctx.me, botRng);
    botRng = next;
    return m;
  };
  /** The link goes down at both ends: each table is told at once, or (late) later. */
  const linkDown = (late: readonly Role[]): void => {
    for (const r of ROLES) {
      const t = tables[r];
      if (t.link !== 'open') continue;
      if (late.includes(r)) t.link = 'dead';
      else {
        t.link = 'closed';
        t.actor.send({ type: 'CLOSED' });
      }
    }
  };
  const bothOpen = (): boolean => ROLES.every((r) => tables[r].link === 'open');
  const canReload = (r: Role): boolean => !done(r) && toSaved(tables[r].actor.getSnapshot().context, ROOM) !== null;

  const pending = c.faults.map((f, i) => ({ f, i }));
  const lagUntil: Record<Role, number> = { host: 0, guest: 0 };
  const phaseStart: Record<Phase, number | null> = { setup: 0, play: null, end: null };
  const due = (f: Fault): boolean => phaseStart[f.in] !== null && step >= phaseStart[f.in]! + f.after;
  const fired: string[] = [];
  let step = 0;

  const fire = (f: Fault): boolean => {
    switch (f.kind) {
      case 'drop':
        if (!bothOpen()) return false;
        for (const r of ROLES) tables[r].flight.length = 0;
        linkDown(f.late);
        break;
      case 'oneway': {
        if (!bothOpen()) return false;
        const arrives = other(f.lost);
        // What `arrives` sent is delivered first (answers to it go into the lost direction).
        const q = tables[arrives].flight.splice(0);
        for (const m of q) deliver(f.lost, m);
        for (const r of ROLES) tables[r].flight.length = 0;
        linkDown(f.late);
        break;
      }
      case 'reload': {
        if (!canReload(f.side)) return false;
        const t = tables[f.side];
        const savedCtx = f.stale && t.urgent ? t.urgent : t.latest;
        const saved = savedCtx && toSaved(savedCtx, ROOM);
        if (!saved) return false;
        const parsed = parseSavedSession(JSON.parse(JSON.stringify(saved)));
        if (!parsed.ok) throw new Error(`saved copy does not parse: ${parsed.error}`);
        t.actor.stop();
        const o = tables[other(f.side)];
        // Messages to the reloading page are lost; its own may still arrive before the friend sees the drop.
        o.flight.length = 0;
        if (f.outgoing === 'arrive' && o.link === 'open') for (const m of t.flight.splice(0)) deliver(other(f.side), m);
        t.flight.length = 0;
        t.outbox.length = 0;
        t.received = [];
        t.reloads++;
        t.link = 'closed';
        if (o.link === 'open') {
          if (f.late) o.link = 'dead';
          else {
            o.link = 'closed';
            o.actor.send({ type: 'CLOSED' });
          }
        }
        t.savedLog = null;
        t.savedMine = null;
        t.actor = makeActor(f.side, parsed.saved);
        break;
      }
      case 'lag':
        lagUntil[f.from] = step + f.steps;
        break;
      case 'dup': {
        const t = tables[f.to];
        if (!bothOpen() || t.received.length === 0) return false;
        const m = t.received[f.pick % t.received.length]!;
        tables[other(f.to)].flight.push(JSON.parse(JSON.stringify(m)) as Msg);
        break;
      }
    }
    fired.push(`${f.kind}@${f.in}+${step - phaseStart[f.in]!}${f.kind === 'dup' ? `(${tables[other(f.to)].flight.at(-1)?.t}→${f.to})` : ''}`);
    log(`step ${step}: fault ${JSON.stringify(f)}`);
    return true;
  };

  const result = (kind: RunResult['kind'], detail = ''): RunResult => {
    const errors = ROLES.map((r) => tables[r].actor.getSnapshot().context.error).filter((e) => e !== null).map((e) => e!.code);
    const events = Math.max(...ROLES.map((r) => tables[r].actor.getSnapshot().context.lockstep?.log.length ?? 0));
    const hostLs = tables.host.actor.getSnapshot().context.lockstep;
    const game = hostLs ? kultState(hostLs) : undefined;
    const end = game ? `turn ${game.turn}${game.ended ? `, ${game.ended.rule}: ${game.ended.says}` : ''}` : '';
    const states = ROLES.map((r) => `${r}=${JSON.stringify(tables[r].actor.getSnapshot().value).replace(/"/g, '')}`).join(' ');
    for (const r of ROLES) tables[r].actor.stop();
    return { kind, steps: step, events, end, fired, errors, states, detail, rejects, stops };
  };

  for (; step < MAX_STEPS; step++) {
    // Faults due now (a fault that cannot happen yet waits for the first step where it can).
    for (const r of ROLES) {
      const ctx = tables[r].actor.getSnapshot().context;
      if (phaseStart.play === null && ctx.lockstep) phaseStart.play = step;
      if (phaseStart.end === null && ctx.lockstep && kultState(ctx.lockstep).ended) phaseStart.end = step;
    }
    for (let k = 0; k < pending.length; k++) {
      if (due(pending[k]!.f) && fire(pending[k]!.f)) pending.splice(k--, 1);
    }

    if (ROLES.every(done)) break;
    if (ROLES.some((r) => tables[r].actor.getSnapshot().matches('failed'))) break;
    const [lh, lg] = ROLES.map((r) => tables[r].actor.getSnapshot().context.lockstep?.log ?? []);
    if (lh!.length > maxEvents && lg!.length > maxEvents) {
      const n = Math.min(lh!.length, lg!.length);
      const agree = lh!.slice(0, n).every((r, i) => r.hash === lg![i]!.hash);
      return result('long', agree ? '' : 'the two logs differ');
    }

    const options: Array<() => void> = [];
    for (const r of ROLES) {
      const t = tables[r];
      const to = other(r);
      if (t.flight.length && tables[to].link === 'open' && step >= lagUntil[r]) options.push(() => deliver(to, t.flight.shift()!));
      if (!t.chosen) {
        options.push(() => {
          const deck = r === 'host' ? STARTER_DECKS.archon : STARTER_DECKS.angel;
          t.chosen = true;
          t.actor.send({ type: 'CHOOSE', choice: deck.majors[0], list: deck.cards });
        });
      }
      if (t.link === 'dead') options.push(() => {
        t.link = 'closed';
        t.actor.send({ type: 'CLOSED' });
      });
      // A new connection once neither end thinks the old one is up: each end opens in its own time.
      if (t.link === 'closed' && tables[to].link !== 'dead') {
        options.push(() => {
          t.link = 'open';
          // Outlet.attach flushes its queue on 'open' before linkSession's OPEN reaches the session.
          t.flight.push(...t.outbox.splice(0));
          t.actor.send({ type: 'OPEN' });
        });
      }
      if (mayAct(r)) {
        options.push(() => {
          const m = botFor(r);
          if (m) t.actor.send({ type: 'ACT', action: m });
          else throw new Error(`${r} holds the floor but the bot finds no legal move`);
        });
      }
    }
    if (options.length === 0 && ROLES.some((r) => step < lagUntil[r] && tables[r].flight.length)) {
      // Only a lagging link has anything left to do: its messages arrive now.
      for (const r of ROLES) lagUntil[r] = 0;
      step--;
      continue;
    }
    if (options.length === 0) {
      if (ROLES.every(done)) break;
      return result('hang', ROLES.map((r) => describeTable(r, tables[r])).join('\n'));
    }
    options[draw(options.length)]!();
  }
  if (step >= MAX_STEPS) return result('livelock', ROLES.map((r) => describeTable(r, tables[r])).join('\n'));

  const [h, g] = ROLES.map((r) => tables[r].actor.getSnapshot());
  if (h!.matches('audit') && g!.matches('audit')) {
    const [lh, lg] = [h!.context.lockstep!, g!.context.lockstep!];
    const problems: string[] = [];
    if (JSON.stringify(lh.log.map((r) => r.hash)) !== JSON.stringify(lg.log.map((r) => r.hash))) problems.push('the two logs differ');
    if (!lh.log.every((r, i) => r.seq === i)) problems.push('the log is not every event once, in order');
    if (stateHash(kultState(lh)) !== stateHash(kultState(lg))) problems.push('the final games differ');
    for (const s of [h!, g!]) {
      if (s.context.audit?.fair !== true) problems.push(`${s.context.me}'s audit is not fair: ${JSON.stringify(s.context.audit?.checks.filter((x) => !x.ok))}`);
    }
    return result('audited', problems.join('; '));
  }
  return result('failed', ROLES.map((r) => describeTable(r, tables[r])).join('\n'));
}

// --- the property -----------------------------------------------------------------------

/**
 * A match takes ~650–950 scheduler steps: ~40 of setup, then play, then ~10 of audits. The
 * first steps of play (one table playing, the other still waiting for its cut) get their own weight.
 */
const when = fc.oneof(
  { weight: 2, arbitrary: fc.record({ in: fc.constant<Phase>('setup'), after: fc.integer({ min: 0, max: 45 }) }) },
  { weight: 1, arbitrary: fc.record({ in: fc.constant<Phase>('play'), after: fc.integer({ min: 0, max: 6 }) }) },
  { weight: 4, arbitrary: fc.record({ in: fc.constant<Phase>('play'), after: fc.integer({ min: 0, max: 900 }) }) },
  { weight: 2, arbitrary: fc.record({ in: fc.constant<Phase>('end'), after: fc.integer({ min: 0, max: 12 }) }) },
);
const late = fc.subarray(['host', 'guest'] as Role[], { maxLength: 1 });
const role = fc.constantFrom<Role>('host', 'guest');
const fault: fc.Arbitrary<Fault> = fc.oneof(
  fc.tuple(when, fc.record({ kind: fc.constant('drop' as const), late })).map(([w, f]) => ({ ...w, ...f })),
  fc.tuple(when, fc.record({ kind: fc.constant('oneway' as const), lost: role, late })).map(([w, f]) => ({ ...w, ...f })),
  fc.tuple(when, fc.record({ kind: fc.constant('reload' as const), side: role, stale: fc.boolean(), outgoing: fc.constantFrom<'arrive' | 'lost'>('arrive', 'lost'), late: fc.boolean() })).map(([w, f]) => ({ ...w, ...f })),
  fc.tuple(when, fc.record({ kind: fc.constant('lag' as const), from: role, steps: fc.integer({ min: 1, max: 40 }) })).map(([w, f]) => ({ ...w, ...f })),
  fc.tuple(when, fc.record({ kind: fc.constant('dup' as const), to: role, pick: fc.nat() })).map(([w, f]) => ({ ...w, ...f })),
);
const chaosCase: fc.Arbitrary<Case> = fc.record({ seed: fc.noBias(fc.integer()), faults: fc.array(fault, { minLength: 1, maxLength: 6 }) });

const env = process.env;
const verbose = env.CHAOS_VERBOSE === '1';

function verdict(c: Case, r: RunResult): string | null {
  const replay = `CHAOS_CASE='${JSON.stringify(c)}'`;
  if (r.kind === 'hang') return `HANG after ${r.steps} steps (${r.events} events; faults fired: ${r.fired.join(' ') || 'none'}): nothing in flight, no move to make, neither table done.\n${r.detail}\nreplay: ${replay}`;
  if (r.kind === 'livelock') return `LIVELOCK: ${MAX_STEPS} steps without an end (faults fired: ${r.fired.join(' ')}).\n${r.detail}\nreplay: ${replay}`;
  if ((r.kind === 'audited' || r.kind === 'long') && r.detail) return `audited but wrong: ${r.detail}\nreplay: ${replay}`;
  if (r.kind === 'failed') {
    // A table may fail, but only with a clear error that says why.
    const clear = /error=(?!none)[\w-]+: \S/.test(r.detail);
    if (!clear) return `FAILED without a clear error (faults fired: ${r.fired.join(' ')}).\n${r.detail}\nreplay: ${replay}`;
  }
  return null;
}

test('chaos: drops (both ways, one way, noticed late), reloads and duplicates never stall a match, and it ends audited, fair and identical (or failed with a clear error)', (t) => {
  if (env.CHAOS_CASE) {
    const c = JSON.parse(env.CHAOS_CASE) as Case;
    const r = runCase(c, verbose ? { trace: (s) => t.diagnostic(s) } : {});
    t.diagnostic(`${r.kind} after ${r.steps} steps, ${r.events} events (${r.end}); fired ${r.fired.join(' ') || 'none'}; errors ${r.errors.join(',') || 'none'}`);
    for (const line of r.detail.split('\n').filter(Boolean)) t.diagnostic(line);
    assert.equal(verdict(c, r), null);
    return;
  }
  const seed = env.CHAOS_SEED ? Number(env.CHAOS_SEED) : 20_240_611;
  const numRuns = Number(env.CHAOS_RUNS ?? 20);
  if (env.CHAOS_SURVEY === '1') {
    // Every run, no stopping at the first failure: each distinct outcome with its smallest case.
    const classes = new Map<string, { n: number; c: Case; r: RunResult }>();
    for (const c of fc.sample(chaosCase, { seed, numRuns })) {
      const r = runCase(c);
      const key = verdict(c, r) === null ? `ok:${r.kind}${r.errors.length ? `:${r.errors.join('+')}` : ''}` : `${r.kind} ${r.states} errors=${r.errors.join('+') || 'none'}`;
      const seen = classes.get(key);
      if (!seen) classes.set(key, { n: 1, c, r });
      else {
        seen.n++;
        if (r.fired.length < seen.r.fired.length) Object.assign(seen, { c, r });
      }
    }
    for (const [key, { n, c, r }] of [...classes].sort()) {
      t.diagnostic(`${n}× ${key}`);
      t.diagnostic(`   smallest: fired ${r.fired.join(' ') || 'none'} (${r.events} events)`);
      for (const line of r.detail.split('\n').filter(Boolean)) t.diagnostic(`   ${line}`);
      t.diagnostic(`   CHAOS_CASE='${JSON.stringify(c)}'`);
    }
    return;
  }
  const tally = new Map<string, number>();
  const bump = (k: string): void => void tally.set(k, (tally.get(k) ?? 0) + 1);
  t.diagnostic(`fast-check seed ${seed} (CHAOS_SEED=${seed} replays this file's runs)`);
  const details = fc.check(
    fc.property(chaosCase, (c) => {
      const r = runCase(c);
      bump(r.kind === 'failed' ? `failed:${r.errors.join('+')}` : r.kind);
      for (const f of r.fired) bump(`fired:${f.split('@')[0]}`);
      if (r.rejects) bump('runs-with-rejects');
      if (r.stops) bump('runs-with-stops');
      if (verbose) t.diagnostic(`${r.kind} ${r.steps} steps ${r.events} events fired=[${r.fired.join(' ')}] errors=[${r.errors.join(',')}] rejects=${r.rejects} stops=${r.stops} case=${JSON.stringify(c)}`);
      const v = verdict(c, r);
      if (v) throw new Error(v);
    }),
    {
      numRuns,
      seed,
      ...(env.CHAOS_PATH ? { path: env.CHAOS_PATH } : {}),
      endOnFailure: env.CHAOS_SHRINK !== '1',
    },
  );
  t.diagnostic(`outcomes: ${[...tally].sort().map(([k, n]) => `${k}=${n}`).join(' ')}`);
  if (details.failed) {
    const e = details.errorInstance;
    assert.fail(
      `run ${details.numRuns} of ${numRuns} failed (fast-check seed ${details.seed}, path ${details.counterexamplePath}: CHAOS_SEED=${details.seed} CHAOS_PATH=${details.counterexamplePath} replays it)\n` +
        `${e instanceof Error ? e.message : String(e)}`,
    );
  }
});

test('chaos, the first steps of play: a table whose cut and first acts are lost while the friend still sets up (a drop, or a reload of its page) does not stall the match', (t) => {
  // The random schedule above rarely lands here: the first table to play must act, and lose
  // that act with its cut, in the few steps before the friend's setup ends. So: every table and
  // step of that window, its messages held back (lag) until the fault, over two deals (seeds;
  // four cost CI 16 s more and found nothing the two did not).
  const problems = new Map<string, string>();
  let runs = 0;
  for (let seed = 1; seed <= 2; seed++) {
    for (const r of ROLES) {
      for (const after of [1, 2]) {
        for (const fault of [
          { in: 'play', after, kind: 'drop', late: [] },
          { in: 'play', after, kind: 'reload', side: r, stale: false, outgoing: 'lost', late: false },
        ] as Fault[]) {
          const c: Case = { seed, faults: [{ in: 'play', after: 0, kind: 'lag', from: r, steps: 10 }, fault] };
          const res = runCase(c, { maxEvents: 40 });
          runs++;
          const v = verdict(c, res);
          const key = `${fault.kind} ${res.kind} ${res.states}`;
          if (v && !problems.has(key)) problems.set(key, v);
        }
      }
    }
  }
  t.diagnostic(`${runs} runs, ${problems.size} distinct problems`);
  assert.equal(problems.size, 0, [...problems.values()].join('\n\n'));
});
