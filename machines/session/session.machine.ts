/**
 * The connection and match lifecycle of a friend match, for any game, as an XState v5
 * statechart: lobby → connecting → handshake → seeding → choosing → piles → playing → ended →
 * confirming → audit. The machine does no I/O: what it sends it emits (`{ type: 'send' }`,
 * taken to the transport by the app, `actor.on('send', …)`), so XState's pure `transition()`
 * tests it. Nor does a transition read entropy: fresh secret tokens come from `input.token` when
 * the context is made, and the salts drawn later from a secret kept in it (salts.ts). Timers
 * live at the edge (the app sends `AUDIT_OVERDUE`). Peer messages arrive as `PEER` events
 * and are validated by the game's wire codec (src/net/protocol.ts) before anything reads them;
 * setup messages are stored as they come, in any order, and each phase moves on when what it
 * waits for is there.
 */
import { and, assign, enqueueActions, not, setup } from 'xstate';
import { commit } from '../../src/engine/commitment.js';
import { floorSeat } from '../../src/engine/game.js';
import { chainHead, chainLink } from '../../src/engine/random-chain.js';
import { commitPile, listCommitment } from '../../src/engine/secret-pile.js';
import { auditPeer } from '../../src/net/lockstep/audit.js';
import { complete, prepare, receive, reconnected, refuseMalformed, resend, startLockstep, type LockstepState } from '../../src/net/lockstep/lockstep.js';
import { answerUndo, askAgain, askUndo } from '../../src/net/lockstep/undo.js';
import { matchFromAgreement, myInstances, sharedSeed, type Agreement } from '../../src/net/lockstep/match-from-setup.js';
import { PROTOCOL_VERSION, wireCodec, type Wire } from '../../src/net/protocol.js';
import { fail, fresh, matchId, resumed, type SessionContext, type SessionEmitted, type SessionEvent, type SessionInput } from './context.js';
import { drawSalts } from './salts.js';
import {
  choiceRevealValid, exchanging, friendStopped, helloMismatch, peerPileSizeError, restarted, seedRevealOpens, storeSetup, swapOpens, swappedListError,
} from './setup-rules.js';

/** What the actions below use of XState's `enqueue`: emit a message, assign to the context. */
interface Enqueue {
  emit(event: SessionEmitted): void;
  assign(values: Partial<SessionContext>): void;
}

/** What a guest keeps of the host's word about its spectators (a host ignores the word: it has its own). */
function heardWatchers(context: SessionContext, m: Wire & { t: 'watchers' }): Partial<SessionContext> {
  return context.input.role === 'guest' ? { watchers: { count: m.count, open: m.open } } : {};
}

/** Sends messages (they leave when the transition is done, in order). */
function send(enqueue: Enqueue, ...messages: readonly Wire[]): void {
  for (const message of messages) enqueue.emit({ type: 'send', message });
}

/** Sends setup or audit messages and keeps them, to send again after a reconnect. */
function keep(enqueue: Enqueue, context: SessionContext, ...messages: readonly Wire[]): void {
  send(enqueue, ...messages);
  enqueue.assign({ kept: [...context.kept, ...messages] });
}

/** A step of the lockstep: its messages sent, its state and outcome kept (nothing when nothing changed). */
function step(enqueue: Enqueue, context: SessionContext, s: { readonly state: LockstepState; readonly send: readonly Wire[]; readonly direct?: readonly { readonly message: Wire }[]; readonly outcome: SessionContext['outcome'] }): void {
  // Two seats: a message for one seat is a message for the friend.
  send(enqueue, ...s.send, ...(s.direct ?? []).map((d) => d.message));
  // Nothing changed (a repeated sync, an ack crossed by a resend): no new snapshot, nothing to draw.
  if (s.state === context.lockstep && s.outcome?.kind === 'ignored') return;
  enqueue.assign({ lockstep: s.state, outcome: s.outcome });
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
  },
  actions: {
    sendHello: enqueueActions(({ context, enqueue }) => {
      const game = context.input.game;
      keep(enqueue, context, {
        t: 'hello', v: PROTOCOL_VERSION, game: game.id, content: game.contentHash, settings: context.settings.game, clockSeconds: context.settings.clockSeconds,
        name: context.input.name.slice(0, 40), nonce: context.mine.nonce, chain: chainHead(context.mine.chain),
      });
    }),
    /** The host decides the settings; the guest adopts them from the hello (its app showed them first, NET-SETTINGS-01). */
    adoptHostSettings: assign(({ context }) => (context.input.role === 'guest' && context.peer.hello
      ? { settings: { game: context.peer.hello.settings as SessionContext['settings']['game'], clockSeconds: context.peer.hello.clockSeconds } }
      : {})),
    sendSeedCommit: enqueueActions(({ context, enqueue }) => keep(enqueue, context, { t: 'commit', what: 'seed', hash: commit(context.mine.seed, context.mine.seedSalt) })),
    sendSeedReveal: enqueueActions(({ context, enqueue }) => keep(enqueue, context, { t: 'reveal', what: 'seed', value: context.mine.seed, salt: context.mine.seedSalt })),
    /** The choice and the list are both committed before either is revealed (K-SETUP-02, NET-COMMIT-03). */
    sendChoiceCommits: enqueueActions(({ context, enqueue }) => {
      const listCommit = listCommitment(context.mine.list!, context.mine.listSalt);
      keep(enqueue, context, { t: 'commit', what: 'choice', hash: commit(context.mine.choice!, context.mine.choiceSalt) }, { t: 'commit', what: 'list', hash: listCommit });
      enqueue.assign({ mine: { ...context.mine, listCommit } });
    }),
    sendChoiceReveal: enqueueActions(({ context, enqueue }) => keep(enqueue, context, { t: 'reveal', what: 'choice', value: context.mine.choice!, salt: context.mine.choiceSalt })),
    sendSwap: enqueueActions(({ context, enqueue }) => keep(enqueue, context, { t: 'swap', list: [...context.mine.list!], listSalt: context.mine.listSalt })),
    commitPile: enqueueActions(({ context, enqueue }) => {
      const salts = drawSalts(context.salts);
      const { secrets, commitments } = commitPile(context.mine.list!, salts.token);
      keep(enqueue, context, { t: 'pile', commitments });
      enqueue.assign({ mine: { ...context.mine, cards: secrets, commitments }, salts: salts.used() });
    }),
    sendCut: enqueueActions(({ context, enqueue }) => keep(enqueue, context, { t: 'cut', seed: context.mine.cut })),
    storePeer: assign(({ context, event }) => {
      if (event.type !== 'PEER') return {};
      const parsed = wireCodec(context.input.game).parse(event.data);
      if (!parsed.ok) return { error: fail('protocol', parsed.error) };
      if (parsed.message.t === 'watchers') return heardWatchers(context, parsed.message);
      const next = storeSetup(context.peer, parsed.message);
      return 'code' in next ? { error: next } : { peer: next };
    }),
    choose: assign(({ context, event }) => (event.type === 'CHOOSE' ? { mine: { ...context.mine, choice: event.choice, list: event.list } } : {})),
    /** This table now plays the friend's list, whose commitment (and salt) are the friend's. */
    adoptSwappedList: assign(({ context }) => ({ mine: { ...context.mine, list: context.peer.swap!.list, listSalt: context.peer.swap!.listSalt, handedOver: context.mine.list! } })),
    startPlay: assign(({ context }) => {
      const host = context.input.role === 'host';
      const exchanged = context.mine.handedOver !== undefined;
      // Each seat's list commitment is that of the list it plays: after an exchange, the other's.
      const mineSeat = { id: context.me, choice: context.mine.choice!, commitments: context.mine.commitments!, cut: context.peer.cut!, listCommit: exchanged ? context.peer.listCommit! : context.mine.listCommit!, chain: chainHead(context.mine.chain) };
      const theirSeat = { id: context.them, choice: context.peer.choiceReveal!.value, commitments: context.peer.pile!, cut: context.mine.cut, listCommit: exchanged ? context.mine.listCommit! : context.peer.listCommit!, chain: context.peer.hello!.chain };
      const seeds = [context.mine.seed, context.peer.seedReveal!.value];
      const agreement: Agreement = {
        seats: host ? [mineSeat, theirSeat] : [theirSeat, mineSeat],
        seed: sharedSeed(host ? seeds : seeds.reverse()),
        settings: context.settings.game,
        exchanged,
      };
      const game = context.input.game;
      const built = matchFromAgreement(game, agreement);
      if (!built.ok) return { error: fail('setup', built.judgement.checks.filter((c) => !c.ok).map((c) => `${c.rule}: ${c.says}`).join('; ')) };
      const mine = myInstances(game, context.me, context.mine.cards!, context.peer.cut!);
      return { agreement, lockstep: startLockstep(game, matchId(agreement), context.me, built.state, mine, agreement.seats.map((s) => s.id)) };
    }),
    playLocal: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'ACT' || !context.lockstep) return;
      const game = context.input.game;
      const p = prepare(game, context.lockstep, event.action);
      if (!p.ok) {
        enqueue.assign({ outcome: p.step.outcome });
        return;
      }
      send(enqueue, p.proposal.envelope);
      const s = complete(game, p.proposal);
      enqueue.assign({ lockstep: s.state, outcome: s.outcome });
    }),
    playPeer: enqueueActions(({ context, event, enqueue }) => {
      const ls = context.lockstep;
      if (event.type !== 'PEER' || !ls) return;
      const parsed = wireCodec(context.input.game).parse(event.data);
      if (!parsed.ok) {
        // Malformed bytes: answered with a reject naming the problem, counted; the game is unchanged.
        if (!ls.stop) step(enqueue, context, refuseMalformed(ls, parsed.error));
        return;
      }
      const m = parsed.message;
      if (m.t === 'audit') return void enqueue.assign({ peer: { ...context.peer, audit: m } });
      if (m.t === 'audited') return void enqueue.assign({ peer: { ...context.peer, audited: true } });
      if (m.t === 'watchers') return void enqueue.assign(heardWatchers(context, m));
      // While the game runs: a friend whose table stopped, or whose page reloaded into a new
      // setup (its secrets and this table's agreement can no longer meet), ends the match here too.
      const known = context.peer.hello?.nonce ?? context.peer.nonce;
      if (context.input.game.ended(ls.game) === null && (m.t === 'bye' || (m.t === 'hello' && known !== undefined && m.nonce !== known))) {
        enqueue.assign({ error: m.t === 'bye' ? friendStopped(m.reason) : restarted(true) });
        return;
      }
      step(enqueue, context, receive(context.input.game, ls, m));
    }),
    /**
     * What this table answers by itself with its secrets (the game says what: KULT's re-committed
     * pile, its cut and its random draw links, NET-SHUFFLE-01, NET-RANDOM-01).
     */
    answerByItself: enqueueActions(({ context, enqueue }) => {
      const ls = context.lockstep;
      if (!ls || ls.stop) return;
      const game = context.input.game;
      if (floorSeat(game, ls.game) !== context.me) return;
      const salts = drawSalts(context.salts);
      const answer = game.answer(ls.game, context.me, { secrets: ls.mine, token: salts.token, link: (k) => chainLink(context.mine.chain, k) });
      // A salt drawn is used up, whatever came of the answer: the same salt under two commitments would show they hide the same card.
      if (salts.used().drawn !== context.salts.drawn) enqueue.assign({ salts: salts.used() });
      if (!answer) return;
      const mine = answer.secrets ? { ...ls.mine, ...answer.secrets } : ls.mine;
      const p = prepare(game, { ...ls, mine }, answer.action);
      if (!p.ok) return void enqueue.assign({ outcome: p.step.outcome });
      send(enqueue, p.proposal.envelope);
      const s = complete(game, p.proposal);
      enqueue.assign({ lockstep: s.state, outcome: s.outcome });
    }),
    /** NET-UNDO-01: this table's player asks to take back its last act (judged here first). */
    askUndo: enqueueActions(({ context, enqueue }) => {
      if (!context.lockstep) return;
      step(enqueue, context, askUndo(context.input.game, context.lockstep));
    }),
    /** NET-UNDO-02: this table's player answers the friend's request. */
    answerUndo: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'ANSWER_UNDO' || !context.lockstep) return;
      step(enqueue, context, answerUndo(context.input.game, context.lockstep, event.allow));
    }),
    /** After a reconnect: this table's open request goes again (the friend dropped it if it had not answered). */
    askUndoAgain: enqueueActions(({ context, enqueue }) => {
      if (context.lockstep) send(enqueue, ...askAgain(context.lockstep));
    }),
    sendAudit: enqueueActions(({ context, enqueue }) => {
      const ls = context.lockstep!;
      const reveals = Object.entries(ls.mine).map(([iid, s]) => ({ iid, card: s.card, salt: s.salt }));
      keep(enqueue, context, { t: 'audit', list: [...context.mine.list!], listSalt: context.mine.listSalt, reveals });
    }),
    sendAudited: enqueueActions(({ context, enqueue }) => keep(enqueue, context, { t: 'audited' })),
    sayWhy: enqueueActions(({ context, enqueue }) => {
      const e = context.error;
      // Only to a friend on the line now: a connection attempt that failed (another may yet
      // open) or a local storage problem is not the friend's business. The code, not the
      // words: those are written from this table's side.
      if (e && e.code !== 'friend-stopped' && context.peerConnected) send(enqueue, { t: 'bye', reason: e.code });
    }),
    /**
     * After a reconnect: this table's own acts since the friend's last one, which the friend may
     * lack. Its `sync` brings back only what it knows it lacks, and a friend that was still
     * setting up when the link dropped knows of none. (Every act not yet acknowledged is among
     * them, and so are the ones a reloaded page no longer knows to be unacknowledged; copies
     * the friend has are acknowledged again and ignored.)
     */
    resendOwnTail: enqueueActions(({ context, enqueue }) => {
      const ls = context.lockstep;
      if (!ls) return;
      let from = ls.log.length;
      while (from > 0 && ls.log[from - 1]!.from === ls.me) from--;
      send(enqueue, ...resend(ls, from));
    }),
    /** After a reconnect: whatever of the setup (and the audit) the drop may have swallowed. */
    resendKept: enqueueActions(({ context, enqueue }) => send(enqueue, ...context.kept)),
    runAudit: assign(({ context }) => ({
      audit: auditPeer(context.input.game, context.agreement!, context.them, context.peer.audit!, context.lockstep!.mine, context.lockstep!.log),
    })),
    /** After a reconnect in play: ask for what this table lacks. */
    resync: enqueueActions(({ context, enqueue }) => {
      if (context.lockstep) send(enqueue, { t: 'sync', received: context.lockstep.log.length });
    }),
    /**
     * A new connection: the friend may be a reloaded page that lacks acts it had acknowledged, so
     * its next resend request is answered afresh, and its duplicates acknowledged again (NET-FLOOD-01 counts per connection).
     */
    forgetAnswers: assign(({ context }) => (context.lockstep ? { lockstep: reconnected(context.lockstep) } : {})),
    /** The match stopped on a violation of the friend's: its table hears which (a code, never words). */
    sayStopped: enqueueActions(({ context, enqueue }) => {
      const stop = context.lockstep?.stop;
      if (stop && context.peerConnected) send(enqueue, { t: 'bye', reason: stop.code });
    }),
    /** The host tells the guest about its spectators (now, and again after a reconnect). */
    tellWatchers: enqueueActions(({ context, event, enqueue }) => {
      if (context.input.role !== 'host') return;
      const w = event.type === 'WATCHERS' ? { count: event.count, open: event.open } : context.watchers;
      if (!w) return;
      if (event.type === 'WATCHERS') enqueue.assign({ watchers: w });
      if (context.peerConnected) send(enqueue, { t: 'watchers', ...w });
    }),
    markConnected: assign({ peerConnected: true }),
    markAway: assign({ peerConnected: false }),
    failWith: assign(({ event }) => (event.type === 'FAILED' ? { error: fail(event.code, event.message) } : {})),
  },
  guards: {
    hasError: ({ context }) => context.error !== null,
    stopped: ({ context }) => context.lockstep?.stop != null,
    peerHello: ({ context }) => context.peer.hello !== undefined,
    helloMatches: ({ context }) => helloMismatch(context) === null,
    peerSeedCommit: ({ context }) => context.peer.seedCommit !== undefined,
    peerSeedReveal: ({ context }) => context.peer.seedReveal !== undefined,
    seedRevealOpens: ({ context }) => seedRevealOpens(context),
    chosen: ({ context }) => context.mine.choice !== undefined && context.mine.list !== undefined,
    peerChoiceCommits: ({ context }) => context.peer.choiceCommit !== undefined && context.peer.listCommit !== undefined,
    peerChoiceReveal: ({ context }) => context.peer.choiceReveal !== undefined,
    choiceRevealValid: ({ context }) => choiceRevealValid(context),
    exchanging: ({ context }) => exchanging(context),
    peerSwap: ({ context }) => context.peer.swap !== undefined,
    swapOpens: ({ context }) => swapOpens(context),
    swappedListLegal: ({ context }) => swappedListError(context) === null,
    peerPile: ({ context }) => context.peer.pile !== undefined,
    peerPileSizeOk: ({ context }) => peerPileSizeError(context) === null,
    peerCut: ({ context }) => context.peer.cut !== undefined,
    /** The game ended in this table's state (the friend may not have acknowledged the act that ended it yet). */
    overOnThisTable: ({ context }) => !!context.lockstep && context.input.game.ended(context.lockstep.game) !== null,
    /** The game ended, and the friend acknowledged the act that ended it (a forged refusal or acknowledgement of it stops the match instead). */
    gameOver: ({ context }) => !!context.lockstep && context.input.game.ended(context.lockstep.game) !== null && context.lockstep.unacked.length === 0,
    resuming: ({ context }) => context.input.resume !== undefined && context.lockstep !== null,
    peerAudit: ({ context }) => context.peer.audit !== undefined,
    peerAudited: ({ context }) => context.peer.audited === true,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => (input.resume ? resumed(input, input.resume) : fresh(input)),
  initial: 'lobby',
  on: {
    CHOOSE: { actions: 'choose' },
    FAILED: { target: '.failed', actions: 'failWith' },
    // A drop during the setup or the audit: the session waits, then sends its part again.
    CLOSED: { actions: 'markAway' },
    OPEN: { actions: ['markConnected', 'resendKept', 'forgetAnswers', 'tellWatchers'] },
    WATCHERS: { actions: 'tellWatchers' },
  },
  states: {
    /** Choosing; waiting for the link to be opened. */
    lobby: {
      always: [
        { guard: 'resuming', target: 'playing.away' },
        { guard: 'hasError', target: 'failed' },
      ],
      on: { CONNECTING: 'connecting', OPEN: { target: 'handshake', actions: ['markConnected', 'tellWatchers'] } },
    },
    connecting: { on: { OPEN: { target: 'handshake', actions: ['markConnected', 'tellWatchers'] } } },
    /** Same protocol, game and content (compared by hash); then a shared random seed, commit-then-reveal. */
    handshake: {
      entry: ['sendHello', 'sendSeedCommit'],
      on: { PEER: { actions: 'storePeer' } },
      always: [
        { guard: 'hasError', target: 'failed' },
        { guard: and(['peerHello', not('helloMatches')]), target: 'failed', actions: assign(({ context }) => ({ error: helloMismatch(context) })) },
        { guard: and(['peerHello', 'peerSeedCommit']), target: 'seeding', actions: 'adoptHostSettings' },
      ],
    },
    seeding: {
      entry: 'sendSeedReveal',
      on: { PEER: { actions: 'storePeer' } },
      always: [
        { guard: 'hasError', target: 'failed' },
        { guard: and(['peerSeedReveal', 'seedRevealOpens']), target: 'choosing' },
        { guard: 'peerSeedReveal', target: 'failed', actions: assign({ error: fail('commitment', "the friend's random seed does not match its commitment") }) },
      ],
    },
    /** Both commit to a choice and a list, then both reveal the choice: a simultaneous reveal (K-SETUP-02). */
    choosing: {
      initial: 'choosing',
      on: { PEER: { actions: 'storePeer' } },
      states: {
        choosing: {
          always: { guard: 'chosen', target: 'committed', actions: 'sendChoiceCommits' },
        },
        committed: {
          always: { guard: 'peerChoiceCommits', target: 'revealed', actions: 'sendChoiceReveal' },
        },
        revealed: {
          always: [
            { guard: and(['peerChoiceReveal', 'choiceRevealValid', 'exchanging']), target: 'swapping', actions: 'sendSwap' },
            { guard: and(['peerChoiceReveal', 'choiceRevealValid']), target: '#session.piles' },
            { guard: 'peerChoiceReveal', target: '#session.failed', actions: assign({ error: fail('commitment', "the friend's choice does not match its commitment, or is not one the game allows") }) },
          ],
        },
        /**
         * The choices say the tables exchange their lists (K-SETUP-03) before committing to
         * them. The list handed over must be the one committed before the reveal, and a legal
         * pile for this table's choice, checked here, before this table commits to playing it.
         */
        swapping: {
          always: [
            { guard: and(['peerSwap', not('swapOpens')]), target: '#session.failed', actions: assign({ error: fail('bad-commitment', "the deck list your friend's table handed over is not the one it committed to before the choices were revealed (NET-COMMIT-03)") }) },
            { guard: and(['peerSwap', not('swappedListLegal')]), target: '#session.failed', actions: assign(({ context }) => ({ error: swappedListError(context) })) },
            { guard: 'peerSwap', target: '#session.piles', actions: 'adoptSwappedList' },
          ],
        },
      },
      always: { guard: 'hasError', target: 'failed' },
    },
    /** Commit to each card of the pile; each cuts the other's commitments (K-SETUP-04). */
    piles: {
      entry: 'commitPile',
      on: { PEER: { actions: 'storePeer' } },
      initial: 'committed',
      states: {
        committed: {
          always: [
            { guard: and(['peerPile', not('peerPileSizeOk')]), target: '#session.failed', actions: assign(({ context }) => ({ error: peerPileSizeError(context) })) },
            { guard: 'peerPile', target: 'cut', actions: 'sendCut' },
          ],
        },
        cut: { always: { guard: 'peerCut', target: '#session.playing', actions: 'startPlay' } },
      },
      always: { guard: 'hasError', target: 'failed' },
    },
    playing: {
      always: [
        { guard: 'hasError', target: 'failed' },
        { guard: 'stopped', target: 'stopped' },
        { guard: 'gameOver', target: 'ended' },
      ],
      initial: 'connected',
      entry: 'answerByItself',
      // The game is over on this table, its last act not yet acknowledged: NET-AUDIT-04's clock runs here too.
      on: { AUDIT_OVERDUE: { guard: 'overOnThisTable', actions: assign({ auditOverdue: true }) } },
      states: {
        connected: {
          on: {
            ACT: { actions: ['playLocal', 'answerByItself'] },
            PEER: { actions: ['playPeer', 'answerByItself'] },
            ASK_UNDO: { actions: 'askUndo' },
            ANSWER_UNDO: { actions: ['answerUndo', 'answerByItself'] },
            CLOSED: { target: 'away', actions: 'markAway' },
          },
        },
        /** The friend's connection dropped: the game pauses until it is back. */
        away: {
          on: {
            OPEN: { target: 'connected', actions: ['markConnected', 'resendKept', 'forgetAnswers', 'resync', 'resendOwnTail', 'askUndoAgain', 'tellWatchers'] },
            PEER: { actions: ['playPeer', 'answerByItself'] },
          },
        },
      },
    },
    /** The game is over: both reveal every salt and their list. */
    ended: {
      entry: 'sendAudit',
      on: { PEER: { actions: 'playPeer' }, AUDIT_OVERDUE: { actions: assign({ auditOverdue: true }) } },
      always: [
        { guard: 'stopped', target: 'stopped' },
        { guard: 'peerAudit', target: 'confirming', actions: 'runAudit' },
      ],
    },
    /**
     * This table's audit is done; it waits for the friend's word that theirs is too. Until
     * then a drop may have swallowed this table's audit, so a reconnect sends it again.
     */
    confirming: {
      entry: 'sendAudited',
      on: { PEER: { actions: 'playPeer' } },
      always: { guard: 'peerAudited', target: 'audit' },
    },
    /**
     * Both audits done. The session stays to answer a friend who missed this table's last
     * messages in a drop (its `audited`, its audit, or acts a reloaded friend lacks): after a
     * reconnect they go again, and the friend's `sync` is answered. Leaving the match ends it.
     */
    audit: {
      on: { PEER: { actions: 'playPeer' } },
    },
    /** Over with an error. A friend on the line hears why (`bye`), so that its table stops too instead of waiting. */
    failed: { type: 'final', entry: 'sayWhy' },
    /**
     * Stopped by a violation of the friend's (the lockstep's `stop`: a dispute, a desync, an
     * illegal deck, a flood). Kept with its evidence; nothing more is played or answered.
     */
    stopped: { type: 'final', entry: 'sayStopped' },
  },
});


