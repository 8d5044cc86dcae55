/**
 * A friend match of three to six seats, one table's side, as an XState v5 statechart:
 * gathering (the room's first seat waits for its player to start) → setup (the N-way
 * commit-then-reveal rounds, src/net/mesh/setup-rounds.ts) → playing (connected, or paused while
 * any seat is away) → ended → confirming → audit. Every seat judges every act; an act settles
 * when every other seat acknowledged it (src/net/lockstep/lockstep.ts). The machine does no I/O:
 * it emits `{ type: 'send', to, message }` and the app hands that to the mesh of channels
 * (src/net/mesh/mesh-link.ts); channels opening and closing come in as OPEN and CLOSED with the
 * seat. No transition reads entropy or a clock: secrets are drawn when the context is made.
 *
 * Messages from a seat are validated by the game's wire codec before anything reads them. Play
 * messages that come while this table still sets up (another table started first, over a channel
 * that is not ordered with this one's last setup message) are kept, bounded, and played when
 * this table starts. Each table tells the others which seats it reaches (`links`), so every
 * table can say which pair has no path (NET-MESH-01).
 */
import { assign, enqueueActions, not, setup } from 'xstate';
import { floorSeat, type SeatId } from '../../src/engine/game.js';
import { chainLink } from '../../src/engine/random-chain.js';
import { auditPeer } from '../../src/net/lockstep/audit.js';
import { complete, prepare, reconnected, receive, refuseMalformed, resend, startLockstep, type LockstepState, type Step } from '../../src/net/lockstep/lockstep.js';
import { choose, receiveSetup, type Out, type SetupStep } from '../../src/net/mesh/setup-rounds.js';
import { wireCodec, type Wire } from '../../src/net/protocol.js';
import { fail, matchId } from './context.js';
import { EARLY_LIMIT, freshMesh, othersIn, resumedMesh, type MeshContext, type MeshEmitted, type MeshEvent, type MeshInput } from './mesh-context.js';
import { drawSalts } from './salts.js';
import { friendStopped, restarted } from './setup-rules.js';

interface Enqueue {
  emit(event: MeshEmitted): void;
  assign(values: Partial<MeshContext>): void;
}

/** Play messages: kept for the lockstep when they come during this table's setup. */
const PLAY = new Set<Wire['t']>(['env', 'ack', 'reject', 'sync']);

function emitAll(enqueue: Enqueue, outs: readonly Out[]): void {
  for (const o of outs) enqueue.emit({ type: 'send', to: o.to, message: o.message });
}

/** A lockstep step: its messages sent (to every seat, or to one), its state and outcome kept. */
function step(enqueue: Enqueue, context: MeshContext, s: Step): void {
  for (const message of s.send) enqueue.emit({ type: 'send', to: 'all', message });
  for (const d of s.direct ?? []) enqueue.emit({ type: 'send', to: d.to, message: d.message });
  if (s.state === context.lockstep && s.outcome.kind === 'ignored') return;
  enqueue.assign({ lockstep: s.state, outcome: s.outcome });
}

/** A setup step: its messages kept (sent again to a seat whose channel opens again) and, unless quiet, sent. */
function setupStep(enqueue: Enqueue, context: MeshContext, s: SetupStep, quiet: boolean): void {
  if (!quiet) emitAll(enqueue, s.out);
  const e = s.state.round === 'failed' ? s.state.error : null;
  enqueue.assign({ setup: s.state, kept: [...context.kept, ...s.out], ...(e ? { error: fail(e.code, `${e.message} (${e.rule})`) } : {}) });
}

/** The seat's message, validated; null (and the error set or the refusal sent) when it is not one. */
function parsed(enqueue: Enqueue, context: MeshContext, seat: SeatId, data: unknown): Wire | null {
  if (!othersIn(context).includes(seat)) return null;
  const r = wireCodec(context.input.game).parse(data);
  if (r.ok) return r.message;
  if (context.lockstep && !context.lockstep.stop) step(enqueue, context, refuseMalformed(context.lockstep, r.error, seat));
  else if (!context.lockstep) enqueue.assign({ error: fail('protocol', `${seat}'s table sent a message that is not part of the protocol: ${r.error}`) });
  return null;
}

/** A `links` message: what the seat reaches now (only seats of the roster, each once). */
function storeLinks(enqueue: Enqueue, context: MeshContext, seat: SeatId, m: Wire & { t: 'links' }): void {
  const seats = context.input.roster.seats.map((s) => s.seat);
  const known = (list: readonly string[]) => [...new Set(list)].filter((s) => seats.includes(s) && s !== seat);
  enqueue.assign({ links: { ...context.links, [seat]: { open: known(m.open), failed: known(m.failed) } } });
}

/** The room's first seat: the one that admits spectators, and the one that starts. */
const firstSeat = (context: MeshContext): SeatId => context.input.roster.seats[0]!.seat;

/** A word about the first seat's spectators: kept when it comes from the first seat to another seat. */
function heardWatchers(enqueue: Enqueue, context: MeshContext, seat: SeatId, m: Wire & { t: 'watchers' }): void {
  if (seat === firstSeat(context) && context.input.me !== seat) enqueue.assign({ watchers: { count: m.count, open: m.open } });
}

/**
 * A teammate's note (M-TEAM-01): judged by the game, each proof checked; what it proves joins this
 * table's secrets. A refused note changes nothing, and a note from the other team is refused too.
 */
function heardTeam(enqueue: Enqueue, context: MeshContext, seat: SeatId, m: Wire & { t: 'team' }): void {
  const ls = context.lockstep;
  const game = context.input.game;
  if (!ls || ls.stop || !game.teamHeard) return;
  // Bounded: a note's proofs cost work, so a seat is heard at most TEAM_NOTES_PER_ACT times between two acts (an honest table sends one when its hand changes, and again when a channel reopens).
  const heard = context.teamHeard[seat];
  const n = heard && heard.at === ls.log.length ? heard.n + 1 : 1;
  enqueue.assign({ teamHeard: { ...context.teamHeard, [seat]: { at: ls.log.length, n } } });
  if (n > TEAM_NOTES_PER_ACT) return;
  const r = game.teamHeard(ls.game, context.input.me, seat, m.note, ls.mine);
  if ('rule' in r || Object.keys(r).length === 0) return;
  enqueue.assign({ lockstep: { ...ls, mine: { ...ls.mine, ...r } } });
}

const TEAM_NOTES_PER_ACT = 3;

function sendLinks(enqueue: Enqueue, connected: readonly SeatId[], unreachable: readonly SeatId[]): void {
  enqueue.emit({ type: 'send', to: 'all', message: { t: 'links', open: [...connected], failed: [...unreachable] } });
}

export const meshSessionMachine = setup({
  types: {
    context: {} as MeshContext,
    events: {} as MeshEvent,
    input: {} as MeshInput,
    emitted: {} as MeshEmitted,
  },
  actions: {
    sendKept: enqueueActions(({ context, enqueue }) => emitAll(enqueue, context.kept)),
    setupPeer: enqueueActions(({ context, event, enqueue }, params: { quiet: boolean }) => {
      if (event.type !== 'PEER' || !context.setup) return;
      const m = parsed(enqueue, context, event.seat, event.data);
      if (!m) return;
      if (m.t === 'links') return storeLinks(enqueue, context, event.seat, m);
      if (m.t === 'watchers') return heardWatchers(enqueue, context, event.seat, m);
      if (PLAY.has(m.t)) {
        const theirs = context.early.filter((e) => e.seat === event.seat).length;
        if (theirs >= EARLY_LIMIT) return void enqueue.assign({ error: fail('protocol', `${event.seat}'s table sent more play messages than a table that has not started can hold (NET-FLOOD-01)`) });
        return void enqueue.assign({ early: [...context.early, { seat: event.seat, message: m }] });
      }
      setupStep(enqueue, context, receiveSetup(context.setup, m, event.seat), params.quiet);
    }),
    choose: enqueueActions(({ context, event, enqueue }, params: { quiet: boolean }) => {
      if (event.type !== 'CHOOSE' || !context.setup) return;
      setupStep(enqueue, context, choose(context.setup, event.choice, event.list), params.quiet);
    }),
    /** The setup is over on this table: the lockstep starts, and plays what came early. */
    startPlay: enqueueActions(({ context, enqueue }) => {
      const s = context.setup!;
      const game = context.input.game;
      const seats = context.input.roster.seats.map((x) => x.seat);
      let ls: LockstepState = startLockstep(game, matchId(s.agreement!), context.input.me, s.start, s.instances!, seats);
      let outcome = null as MeshContext['outcome'];
      for (const e of context.early) {
        const r = receive(game, ls, e.message, e.seat);
        for (const message of r.send) enqueue.emit({ type: 'send', to: 'all', message });
        for (const d of r.direct ?? []) enqueue.emit({ type: 'send', to: d.to, message: d.message });
        ls = r.state;
        if (r.outcome.kind !== 'ignored') outcome = r.outcome;
      }
      const nonces = Object.fromEntries(othersIn(context).map((seat) => [seat, s.theirs[seat]!.hello!.nonce]));
      enqueue.assign({ agreement: s.agreement, lockstep: ls, outcome, early: [], plays: { list: s.mine.plays!.list, salt: s.mine.plays!.salt }, nonces });
    }),
    playLocal: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'ACT' || !context.lockstep) return;
      const game = context.input.game;
      const p = prepare(game, context.lockstep, event.action);
      if (!p.ok) return void enqueue.assign({ outcome: p.step.outcome });
      enqueue.emit({ type: 'send', to: 'all', message: p.proposal.envelope });
      const s = complete(game, p.proposal);
      enqueue.assign({ lockstep: s.state, outcome: s.outcome });
    }),
    playPeer: enqueueActions(({ context, event, enqueue }) => {
      const ls = context.lockstep;
      if (event.type !== 'PEER' || !ls) return;
      const m = parsed(enqueue, context, event.seat, event.data);
      if (!m) return;
      const seat = event.seat;
      if (m.t === 'links') return storeLinks(enqueue, context, seat, m);
      if (m.t === 'watchers') return heardWatchers(enqueue, context, seat, m);
      if (m.t === 'team') return heardTeam(enqueue, context, seat, m);
      if (m.t === 'audit') return void (context.audits[seat] ? undefined : enqueue.assign({ audits: { ...context.audits, [seat]: m } }));
      if (m.t === 'audited') return void (context.audited.includes(seat) ? undefined : enqueue.assign({ audited: [...context.audited, seat] }));
      // While the game runs: a seat whose table stopped, or that started a new setup (its secrets
      // and this table's agreement can no longer meet), ends the match here too.
      if (context.input.game.ended(ls.game) === null && (m.t === 'bye' || (m.t === 'hello' && context.nonces[seat] !== undefined && m.nonce !== context.nonces[seat]))) {
        const why = m.t === 'bye' ? friendStopped(m.reason) : restarted(true);
        return void enqueue.assign({ error: fail(why.code, `${seat}: ${why.message}`) });
      }
      step(enqueue, context, receive(context.input.game, ls, m, seat));
    }),
    /** What this table answers by itself with its secrets (a re-committed pile, a cut, a random draw's link). */
    answerByItself: enqueueActions(({ context, enqueue }) => {
      const ls = context.lockstep;
      if (!ls || ls.stop) return;
      const game = context.input.game;
      if (floorSeat(game, ls.game) !== context.input.me) return;
      const salts = drawSalts(context.salts);
      const answer = game.answer(ls.game, context.input.me, { secrets: ls.mine, token: salts.token, link: (k) => chainLink(context.chain, k) });
      if (salts.used().drawn !== context.salts.drawn) enqueue.assign({ salts: salts.used() });
      if (!answer) return;
      const mine = answer.secrets ? { ...ls.mine, ...answer.secrets } : ls.mine;
      const p = prepare(game, { ...ls, mine }, answer.action);
      if (!p.ok) return void enqueue.assign({ outcome: p.step.outcome });
      enqueue.emit({ type: 'send', to: 'all', message: p.proposal.envelope });
      const s = complete(game, p.proposal);
      enqueue.assign({ lockstep: s.state, outcome: s.outcome });
    }),
    markOpen: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'OPEN' || !othersIn(context).includes(event.seat) || context.connected.includes(event.seat)) return;
      const connected = othersIn(context).filter((s) => s === event.seat || context.connected.includes(s));
      const unreachable = context.unreachable.filter((s) => s !== event.seat);
      enqueue.assign({ connected, unreachable });
      sendLinks(enqueue, connected, unreachable);
    }),
    markClosed: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'CLOSED' || !context.connected.includes(event.seat)) return;
      const connected = context.connected.filter((s) => s !== event.seat);
      enqueue.assign({ connected });
      sendLinks(enqueue, connected, context.unreachable);
    }),
    /** The first seat tells the others about its spectators (now, and to a seat whose channel opens again). */
    /** This table's note for its teammates alone (the game's `teamNote`), when it changed, or to a teammate whose channel opened again. */
    tellTeam: enqueueActions(({ context, event, enqueue }) => {
      const ls = context.lockstep;
      const game = context.input.game;
      if (!ls || ls.stop || !game.teamNote) return;
      const n = game.teamNote(ls.game, context.input.me, ls.mine);
      if (!n) return;
      const text = JSON.stringify(n.note);
      const others = othersIn(context);
      const to = text !== context.teamSent ? n.to : event.type === 'OPEN' && n.to.includes(event.seat) ? [event.seat] : [];
      for (const seat of to) if (others.includes(seat) && seat !== context.input.me) enqueue.emit({ type: 'send', to: seat, message: { t: 'team', note: n.note } });
      if (text !== context.teamSent) enqueue.assign({ teamSent: text });
    }),
    tellWatchers: enqueueActions(({ context, event, enqueue }) => {
      if (context.input.me !== firstSeat(context)) return;
      const w = event.type === 'WATCHERS' ? { count: event.count, open: event.open } : context.watchers;
      if (!w) return;
      if (event.type === 'WATCHERS') enqueue.assign({ watchers: w });
      const to = event.type === 'OPEN' ? event.seat : 'all';
      enqueue.emit({ type: 'send', to, message: { t: 'watchers', ...w } });
    }),
    markUnreachable: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'UNREACHABLE' || !othersIn(context).includes(event.seat) || context.unreachable.includes(event.seat)) return;
      const unreachable = [...context.unreachable, event.seat];
      enqueue.assign({ unreachable });
      sendLinks(enqueue, context.connected, unreachable);
    }),
    /** A seat's channel opened again: what it may have missed of the setup and the audit goes again, to it. */
    resendKeptTo: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'OPEN') return;
      for (const o of context.kept) if (o.to === 'all' || o.to === event.seat) enqueue.emit({ type: 'send', to: event.seat, message: o.message });
    }),
    /**
     * In play, a seat back on its channel (maybe a reloaded page): what was answered to it is
     * forgotten, it is asked what it has, and this table's own acts it has not acknowledged go again.
     */
    resyncWith: enqueueActions(({ context, event, enqueue }) => {
      const ls = context.lockstep;
      if (event.type !== 'OPEN' || !ls || !othersIn(context).includes(event.seat)) return;
      const seat = event.seat;
      enqueue.assign({ lockstep: reconnected(ls, seat) });
      enqueue.emit({ type: 'send', to: seat, message: { t: 'sync', received: ls.log.length } });
      const waiting = ls.unacked.filter((u) => u.waiting.includes(seat)).map((u) => u.seq);
      if (waiting.length) for (const message of resend(ls, Math.min(...waiting))) enqueue.emit({ type: 'send', to: seat, message });
    }),
    sendAudit: enqueueActions(({ context, enqueue }) => {
      const ls = context.lockstep!;
      const reveals = Object.entries(ls.mine).map(([iid, s]) => ({ iid, card: s.card, salt: s.salt }));
      const out: Out = { to: 'all', message: { t: 'audit', list: [...context.plays!.list], listSalt: context.plays!.salt, reveals } };
      emitAll(enqueue, [out]);
      enqueue.assign({ kept: [...context.kept, out] });
    }),
    runAudits: assign(({ context }) => ({
      results: Object.fromEntries(othersIn(context).map((seat) => [seat, auditPeer(context.input.game, context.agreement!, seat, context.audits[seat]!, context.lockstep!.mine, context.lockstep!.log)])),
    })),
    sendAudited: enqueueActions(({ context, enqueue }) => {
      const out: Out = { to: 'all', message: { t: 'audited' } };
      emitAll(enqueue, [out]);
      enqueue.assign({ kept: [...context.kept, out] });
    }),
    sayWhy: enqueueActions(({ context, enqueue }) => {
      const e = context.error;
      if (e && e.code !== 'friend-stopped' && context.connected.length) enqueue.emit({ type: 'send', to: 'all', message: { t: 'bye', reason: e.code } });
    }),
    sayStopped: enqueueActions(({ context, enqueue }) => {
      const stop = context.lockstep?.stop;
      if (stop && context.connected.length) enqueue.emit({ type: 'send', to: 'all', message: { t: 'bye', reason: stop.code } });
    }),
    failWith: assign(({ event }) => (event.type === 'FAILED' ? { error: fail(event.code, event.message) } : {})),
  },
  guards: {
    hasError: ({ context }) => context.error !== null,
    stopped: ({ context }) => context.lockstep?.stop != null,
    resuming: ({ context }) => context.setup === null,
    /** The room's first seat waits for its player's start; the others set up at once. */
    starter: ({ context }) => context.input.roster.seats[0]!.seat === context.input.me,
    everyoneHere: ({ context }) => othersIn(context).every((s) => context.connected.includes(s)),
    setUp: ({ context }) => context.setup?.round === 'play',
    overOnThisTable: ({ context }) => !!context.lockstep && context.input.game.ended(context.lockstep.game) !== null,
    gameOver: ({ context }) => !!context.lockstep && context.input.game.ended(context.lockstep.game) !== null && context.lockstep.unacked.length === 0,
    allAudits: ({ context }) => othersIn(context).every((s) => context.audits[s] !== undefined),
    allAudited: ({ context }) => othersIn(context).every((s) => context.audited.includes(s)),
  },
}).createMachine({
  id: 'mesh',
  context: ({ input }) => (input.resume ? resumedMesh(input, input.resume) : freshMesh(input)),
  initial: 'gathering',
  on: {
    FAILED: { target: '.failed', actions: 'failWith' },
    OPEN: { actions: ['markOpen', 'resendKeptTo', 'tellWatchers'] },
    CLOSED: { actions: 'markClosed' },
    UNREACHABLE: { actions: 'markUnreachable' },
    WATCHERS: { actions: 'tellWatchers' },
  },
  states: {
    /** Seats are filling. The first seat's player starts once every seat is here; its choice may come first. */
    gathering: {
      always: [
        { guard: 'hasError', target: 'failed' },
        { guard: 'resuming', target: 'playing' },
        { guard: not('starter'), target: 'setup' },
      ],
      on: {
        OPEN: { actions: ['markOpen', 'tellWatchers'] },
        PEER: { actions: { type: 'setupPeer', params: { quiet: true } } },
        CHOOSE: { actions: { type: 'choose', params: { quiet: true } } },
        START: { guard: 'everyoneHere', target: 'setup' },
      },
    },
    /** Roster confirmed by hash, shared seed, choices, exchanges, piles, cuts: every round N-way. */
    setup: {
      entry: 'sendKept',
      on: {
        PEER: { actions: { type: 'setupPeer', params: { quiet: false } } },
        CHOOSE: { actions: { type: 'choose', params: { quiet: false } } },
      },
      always: [
        { guard: 'hasError', target: 'failed' },
        { guard: 'setUp', target: 'playing', actions: 'startPlay' },
      ],
    },
    playing: {
      entry: ['answerByItself', 'tellTeam'],
      always: [
        { guard: 'hasError', target: 'failed' },
        { guard: 'stopped', target: 'stopped' },
        { guard: 'gameOver', target: 'ended' },
      ],
      on: {
        OPEN: { actions: ['markOpen', 'resendKeptTo', 'resyncWith', 'tellWatchers', 'tellTeam'] },
        PEER: { actions: ['playPeer', 'answerByItself', 'tellTeam'] },
        AUDIT_OVERDUE: { guard: 'overOnThisTable', actions: assign({ auditOverdue: true }) },
      },
      initial: 'paused',
      states: {
        /** Every seat is here: this table's player may act. */
        connected: {
          always: { guard: not('everyoneHere'), target: 'paused' },
          on: { ACT: { actions: ['playLocal', 'answerByItself', 'tellTeam'] } },
        },
        /** A seat is away: nobody acts until it is back (what comes in is still judged). */
        paused: {
          always: { guard: 'everyoneHere', target: 'connected', actions: 'answerByItself' },
        },
      },
    },
    /** The game is over: every table reveals its list and salts to every other. */
    ended: {
      entry: 'sendAudit',
      on: { PEER: { actions: 'playPeer' }, AUDIT_OVERDUE: { actions: assign({ auditOverdue: true }) } },
      always: [
        { guard: 'stopped', target: 'stopped' },
        { guard: 'allAudits', target: 'confirming', actions: 'runAudits' },
      ],
    },
    /** This table checked every other seat's audit; it waits for each to say it checked this one's. */
    confirming: {
      entry: 'sendAudited',
      on: { PEER: { actions: 'playPeer' } },
      always: { guard: 'allAudited', target: 'audit' },
    },
    /** Every audit done. The session stays to answer a seat that missed its last messages in a drop. */
    audit: { on: { PEER: { actions: 'playPeer' } } },
    failed: { type: 'final', entry: 'sayWhy' },
    stopped: { type: 'final', entry: 'sayStopped' },
  },
});

