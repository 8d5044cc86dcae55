/**
 * The connection and match lifecycle of a friend match, as an XState v5
 * statechart: lobby → connecting → handshake → majors → decks → playing →
 * ended → confirming → audit. Side effects are injected through `input`: `send` writes to
 * the transport and `token` makes secret random tokens, so the machine itself
 * has no I/O and no randomness. Peer messages arrive as `PEER` events and
 * are validated (src/net/protocol.ts) before anything reads them; setup
 * messages are stored as they come, in any order, and each phase moves on
 * when what it waits for is there.
 */
import { and, assign, enqueueActions, not, setup } from 'xstate';
import { commit, isSalt, verifyCommitment } from '../src/engine/commitment.js';
import { sha256Hex } from '../src/engine/hash.js';
import { chainHead, chainLink } from '../src/engine/random-chain.js';
import { deckSizeCheck, floorHolder, validateDeckFor, type Action, type CardId, type CardSet, type Judgement, type PlayerId, type Profile, type Struggle } from '../src/kult/index.js';
import { parseWire, PROTOCOL_VERSION, type Wire, type WireOf } from '../src/net/protocol.js';
import { commitDeck, listCommitment, opensListCommitment, type CardSecret } from '../src/net/secrets.js';
import { auditPeer, type AuditResult } from '../src/net/lockstep/audit.js';
import { complete, prepare, receive, reconnected, refuseMalformed, resend, startLockstep, type LockstepState, type Outcome } from '../src/net/lockstep/lockstep.js';
import { matchFromAgreement, myInstances, sharedSeed, type Agreement } from '../src/net/lockstep/match-from-setup.js';
import { rebuildLockstep } from '../src/net/lockstep/rebuild.js';
import { SAVED_SESSION_VERSION, type SavedSession } from '../src/net/saved-session.js';
import { byeWords } from '../src/net/bye-reasons.js';

export interface SessionSettings {
  readonly ruleset: Profile;
  readonly struggle: Struggle;
  /** Seconds a player has to respond in a window before their own client passes (0 = no clock). */
  readonly clockSeconds: number;
}

export interface SessionInput {
  readonly role: 'host' | 'guest';
  readonly name: string;
  readonly cards: CardSet;
  readonly settings: SessionSettings;
  /** Writes one message to the peer (the transport). */
  readonly send: (message: Wire) => void;
  /** A fresh secret random token (128 bits of hex). */
  readonly token: () => string;
  /** A match saved before a reload: the session resumes it and waits for the friend. */
  readonly resume?: SavedSession;
}

export interface SessionError {
  readonly code: string;
  readonly message: string;
}

interface PeerSetup {
  hello?: WireOf<'hello'>;
  seedCommit?: string;
  seedReveal?: WireOf<'reveal'>;
  majorCommit?: string;
  majorReveal?: WireOf<'reveal'>;
  swap?: { readonly list: readonly CardId[]; readonly listSalt: string };
  listCommit?: string;
  deck?: readonly string[];
  /** Their cut of my commitments. */
  cut?: string;
  audit?: WireOf<'audit'>;
  /** The friend has checked this table's audit. */
  audited?: true;
  /** The nonce of the friend's setup, when this table resumed from a save (else in `hello`). */
  nonce?: string;
}

interface MySetup {
  /** Names this start of the setup in the hello (see {@link storeSetup}). */
  nonce: string;
  seed: string;
  seedSalt: string;
  major?: CardId;
  majorSalt: string;
  /** The deck list this table plays: its own, or after a same-Major exchange (K-SETUP-03) the friend's. */
  list?: readonly CardId[];
  /** The salt of `list`'s commitment (after an exchange, the friend's). */
  listSalt: string;
  /** The commitment this table sent to its own list before the Majors were revealed (NET-COMMIT-03). */
  listCommit?: string;
  /** After an exchange: this table's own list, which the friend now plays. */
  handedOver?: readonly CardId[];
  cards?: readonly CardSecret[];
  commitments?: readonly string[];
  /** My cut of their commitments. */
  cut: string;
  /** The secret end of my hash chain (64 hex digits); its head goes in the hello (NET-RANDOM-01). */
  chain: string;
}

export interface SessionContext {
  readonly input: SessionInput;
  readonly me: PlayerId;
  readonly them: PlayerId;
  readonly settings: SessionSettings;
  readonly mine: MySetup;
  readonly peer: PeerSetup;
  readonly agreement: Agreement | null;
  readonly lockstep: LockstepState | null;
  /** The latest outcome of a local attempt or a peer message (for the table and the log). */
  readonly outcome: Outcome | null;
  readonly error: SessionError | null;
  readonly audit: AuditResult | null;
  readonly peerConnected: boolean;
  /** NET-AUDIT-04: the game ended a while ago and the friend has not shown its cards (a late audit is still checked). */
  readonly auditOverdue: boolean;
  /**
   * The setup and audit messages this side has sent, in order: sent again on every reconnect,
   * since a drop may have lost any of them and the friend's setup would wait forever. The
   * friend ignores exact copies. (After a reload only the cut: a reload resumes a running match,
   * and the cut is the one setup message the friend may still lack then.)
   */
  readonly kept: readonly Wire[];
}

export type SessionEvent =
  | { readonly type: 'CONNECTING' }
  | { readonly type: 'OPEN' }
  | { readonly type: 'PEER'; readonly data: unknown }
  | { readonly type: 'CLOSED' }
  | { readonly type: 'FAILED'; readonly code: string; readonly message: string }
  | { readonly type: 'CHOOSE'; readonly major: CardId; readonly list: readonly CardId[] }
  | { readonly type: 'ACT'; readonly action: Action }
  /** The app's clock: the friend has not shown its cards in the time NET-AUDIT-04 allows after the game ended on this table. */
  | { readonly type: 'AUDIT_OVERDUE' };

const seatOf = (role: 'host' | 'guest') => role;

/** Sends a setup or audit message and keeps it, to send again after a reconnect. */
function keep(context: Pick<SessionContext, 'input' | 'kept'>, message: Wire): { kept: readonly Wire[] } {
  context.input.send(message);
  return { kept: [...context.kept, message] };
}

/** The friend's table failed and said why (its error code, named only if this table knows it: never its words). */
function friendStopped(reason: string): SessionError {
  return fail('friend-stopped', byeWords(reason));
}

/**
 * The friend's page reloaded, or it tried again, before its table had anything to resume: in
 * the setup, or (its saved match lost, or a new match started) while this one was played.
 */
function restarted(inPlay: boolean): SessionError {
  return inPlay
    ? fail('restarted-in-play', "your friend's table started a new match while this one was being played (a reload that found no saved match, or Try again)")
    : fail('restarted', "your friend's table started the match again before it began (a reload, or Try again)");
}

function fail(code: string, message: string): SessionError {
  return { code, message };
}

/**
 * What a peer's setup message fills in. An exact copy of a slot already filled is one sent
 * again after a reconnect and changes nothing; a different second value is a protocol error.
 */
function storeSetup(peer: PeerSetup, m: Wire): PeerSetup | SessionError {
  const once = <K extends keyof PeerSetup>(key: K, value: PeerSetup[K]): PeerSetup | SessionError => {
    if (peer[key] === undefined) return { ...peer, [key]: value };
    return JSON.stringify(peer[key]) === JSON.stringify(value) ? peer : fail('protocol', `the friend's table sent ${String(key)} twice, differently`);
  };
  switch (m.t) {
    case 'hello':
      // The friend's page reloaded, or it tried again, during the setup: its new secrets cannot
      // meet the ones this table already took from it, so the match must start afresh.
      if (peer.hello && peer.hello.nonce !== m.nonce) return restarted(false);
      return once('hello', m);
    case 'commit': return m.what === 'seed' ? once('seedCommit', m.hash) : m.what === 'major' ? once('majorCommit', m.hash) : once('listCommit', m.hash);
    case 'reveal': return m.what === 'seed' ? once('seedReveal', m) : once('majorReveal', m);
    case 'swap': return once('swap', { list: m.list, listSalt: m.listSalt });
    case 'deck': return once('deck', m.commitments);
    case 'cut': return once('cut', m.seed);
    case 'audit': return once('audit', m);
    case 'bye': return friendStopped(m.reason);
    default: return peer;
  }
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actions: {
    sendHello: assign(({ context }) => keep(context, { t: 'hello', v: PROTOCOL_VERSION, ruleset: context.settings.ruleset, cards: context.input.cards.hash, name: context.input.name.slice(0, 40), struggle: context.settings.struggle, clockSeconds: context.settings.clockSeconds, nonce: context.mine.nonce, chain: chainHead(context.mine.chain) })),
    /** The host decides the struggle and the response clock; the guest adopts them from the hello. */
    adoptHostSettings: assign(({ context }) => (context.input.role === 'guest' && context.peer.hello
      ? { settings: { ...context.settings, struggle: context.peer.hello.struggle, clockSeconds: context.peer.hello.clockSeconds } }
      : {})),
    sendSeedCommit: assign(({ context }) => keep(context, { t: 'commit', what: 'seed', hash: commit(context.mine.seed, context.mine.seedSalt) })),
    sendSeedReveal: assign(({ context }) => keep(context, { t: 'reveal', what: 'seed', value: context.mine.seed, salt: context.mine.seedSalt })),
    /** The Major Arcanum and the deck list are both committed before either is revealed (K-SETUP-02, NET-COMMIT-03). */
    sendChoiceCommits: assign(({ context }) => {
      const major = keep(context, { t: 'commit', what: 'major', hash: commit(context.mine.major!, context.mine.majorSalt) });
      const listCommit = listCommitment(context.mine.list!, context.mine.listSalt);
      return { ...keep({ ...context, ...major }, { t: 'commit', what: 'list', hash: listCommit }), mine: { ...context.mine, listCommit } };
    }),
    sendMajorReveal: assign(({ context }) => keep(context, { t: 'reveal', what: 'major', value: context.mine.major!, salt: context.mine.majorSalt })),
    sendSwap: assign(({ context }) => keep(context, { t: 'swap', list: [...context.mine.list!], listSalt: context.mine.listSalt })),
    commitDeck: assign(({ context }) => {
      const { secrets, commitments } = commitDeck(context.mine.list!, context.input.token);
      return { ...keep(context, { t: 'deck', commitments }), mine: { ...context.mine, cards: secrets, commitments } };
    }),
    sendCut: assign(({ context }) => keep(context, { t: 'cut', seed: context.mine.cut })),
    storePeer: assign(({ context, event }) => {
      if (event.type !== 'PEER') return {};
      const parsed = parseWire(event.data);
      if (!parsed.ok) return { error: fail('protocol', parsed.error) };
      const next = storeSetup(context.peer, parsed.message);
      return 'code' in next ? { error: next } : { peer: next };
    }),
    choose: assign(({ context, event }) => (event.type === 'CHOOSE' ? { mine: { ...context.mine, major: event.major, list: event.list } } : {})),
    /** This table now plays the friend's list, whose commitment (and salt) are the friend's. */
    adoptSwappedList: assign(({ context }) => ({ mine: { ...context.mine, list: context.peer.swap!.list, listSalt: context.peer.swap!.listSalt, handedOver: context.mine.list! } })),
    startPlay: assign(({ context }) => {
      const host = context.input.role === 'host';
      const exchanged = context.mine.major === context.peer.majorReveal!.value;
      // Each seat's list commitment is that of the list it plays: after an exchange, the other's.
      const mineSeat = { id: context.me, major: context.mine.major!, commitments: context.mine.commitments!, cut: context.peer.cut!, listCommit: exchanged ? context.peer.listCommit! : context.mine.listCommit!, chain: chainHead(context.mine.chain) };
      const theirSeat = { id: context.them, major: context.peer.majorReveal!.value, commitments: context.peer.deck!, cut: context.mine.cut, listCommit: exchanged ? context.mine.listCommit! : context.peer.listCommit!, chain: context.peer.hello!.chain };
      const seeds = [context.mine.seed, context.peer.seedReveal!.value];
      const agreement: Agreement = {
        seats: host ? [mineSeat, theirSeat] : [theirSeat, mineSeat],
        seed: sharedSeed(host ? seeds : seeds.reverse()),
        struggle: context.settings.struggle,
        ruleset: context.settings.ruleset,
        exchanged,
      };
      const built = matchFromAgreement(context.input.cards, agreement);
      if (!built.ok) return { error: fail('setup', built.error) };
      const mine = myInstances(context.me, context.mine.cards!, context.peer.cut!);
      return { agreement, lockstep: startLockstep(matchId(agreement), context.me, built.state, mine) };
    }),
    playLocal: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'ACT' || !context.lockstep) return;
      const p = prepare({ cards: context.input.cards }, context.lockstep, event.action);
      if (!p.ok) {
        enqueue.assign({ outcome: p.step.outcome });
        return;
      }
      // The envelope leaves first; this table hashes its new state while it travels.
      context.input.send(p.proposal.envelope);
      const step = complete(p.proposal);
      enqueue.assign({ lockstep: step.state, outcome: step.outcome });
    }),
    playPeer: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'PEER' || !context.lockstep) return;
      const parsed = parseWire(event.data);
      if (!parsed.ok) {
        // Malformed bytes: answered with a reject naming the problem, counted; the game is unchanged.
        if (context.lockstep.stop) return;
        const step = refuseMalformed(context.lockstep, parsed.error);
        for (const m of step.send) context.input.send(m);
        enqueue.assign({ lockstep: step.state, outcome: step.outcome });
        return;
      }
      if (parsed.message.t === 'audit') {
        enqueue.assign({ peer: { ...context.peer, audit: parsed.message } });
        return;
      }
      if (parsed.message.t === 'audited') {
        enqueue.assign({ peer: { ...context.peer, audited: true } });
        return;
      }
      // While the game runs: a friend whose table stopped, or whose page reloaded into a new
      // setup (its secrets and this table's agreement can no longer meet), ends the match here too.
      const m = parsed.message;
      const known = context.peer.hello?.nonce ?? context.peer.nonce;
      if (context.lockstep.game.ended == null && (m.t === 'bye' || (m.t === 'hello' && known !== undefined && m.nonce !== known))) {
        enqueue.assign({ error: m.t === 'bye' ? friendStopped(m.reason) : restarted(true) });
        return;
      }
      const step = receive({ cards: context.input.cards }, context.lockstep, parsed.message);
      for (const m of step.send) context.input.send(m);
      // Nothing changed (a repeated sync, an ack crossed by a resend): no new snapshot, nothing to draw.
      if (step.state === context.lockstep && step.outcome.kind === 'ignored') return;
      enqueue.assign({ lockstep: step.state, outcome: step.outcome });
    }),
    /**
     * What needs this table's secrets, answered by the client itself: a reshuffle's fresh
     * commitments (K-DRAW-03), in an order only this table knows (fresh salts, sorted: never
     * the discard order the friend saw), its cut of the friend's reshuffled pile, and its link
     * for a random draw; both are this table's next hash-chain link (NET-SHUFFLE-01, NET-RANDOM-01).
     */
    answerReshuffle: enqueueActions(({ context, enqueue }) => {
      const ls = context.lockstep;
      const p = ls?.game.pending;
      if (!ls || !p || p.player !== context.me || ls.stop) return;
      let action: Action;
      let mine = ls.mine;
      if (p.kind === 'recommit') {
        const owner = ls.game.players.find((x) => x.id === context.me)!;
        const { secrets, commitments } = commitDeck(owner.discardPile.map((iid) => mine[iid]!.card), context.input.token);
        // New ids follow the commitments in order: <me>#<nextInstance + k>.
        const fresh: Record<string, CardSecret> = { ...mine };
        secrets.forEach((s, k) => (fresh[`${context.me}#${ls.game.nextInstance + k}`] = s));
        mine = fresh;
        action = { type: 'recommit', player: context.me, commitments };
      } else if (p.kind === 'cut' || p.kind === 'random') {
        // The rules never ask a table whose chain is used up (src/engine/random-chain.ts CHAIN_LENGTH).
        const link = chainLink(context.mine.chain, (ls.game.chains?.used[context.me] ?? 0) + 1);
        if (!link) return;
        action = p.kind === 'cut' ? { type: 'cut', player: context.me, seed: link } : { type: 'random', player: context.me, link };
      } else return;
      const prepared = prepare({ cards: context.input.cards }, { ...ls, mine }, action);
      if (!prepared.ok) {
        enqueue.assign({ outcome: prepared.step.outcome });
        return;
      }
      context.input.send(prepared.proposal.envelope);
      const step = complete(prepared.proposal);
      enqueue.assign({ lockstep: step.state, outcome: step.outcome });
    }),
    sendAudit: assign(({ context }) => {
      const ls = context.lockstep!;
      const reveals = Object.entries(ls.mine).map(([iid, s]) => ({ iid, card: s.card, salt: s.salt }));
      return keep(context, { t: 'audit', list: [...context.mine.list!], listSalt: context.mine.listSalt, reveals });
    }),
    sendAudited: assign(({ context }) => keep(context, { t: 'audited' })),
    sayWhy: ({ context }) => {
      const e = context.error;
      // Only to a friend on the line now: a connection attempt that failed (another may yet
      // open) or a local storage problem is not the friend's business. The code, not the
      // words: those are written from this table's side.
      if (e && e.code !== 'friend-stopped' && context.peerConnected) context.input.send({ t: 'bye', reason: e.code });
    },
    /**
     * After a reconnect: this table's own acts since the friend's last one, which the friend may
     * lack. Its `sync` brings back only what it knows it lacks, and a friend that was still
     * setting up when the link dropped knows of none. (Every act not yet acknowledged is among
     * them, and so are the ones a reloaded page no longer knows to be unacknowledged; copies
     * the friend has are acknowledged again and ignored.)
     */
    resendOwnTail: ({ context }) => {
      const ls = context.lockstep;
      if (!ls) return;
      let from = ls.log.length;
      while (from > 0 && ls.log[from - 1]!.from === ls.me) from--;
      for (const m of resend(ls, from)) context.input.send(m);
    },
    /** After a reconnect: whatever of the setup (and the audit) the drop may have swallowed. */
    resendKept: ({ context }) => {
      for (const m of context.kept) context.input.send(m);
    },
    runAudit: assign(({ context }) => ({
      audit: auditPeer(context.input.cards, context.agreement!, context.them, context.peer.audit!, context.lockstep!.mine, context.lockstep!.log),
    })),
    /** After a reconnect: ask for what this table lacks, and answer the friend's own request afresh. */
    resync: enqueueActions(({ context, enqueue }) => {
      if (!context.lockstep) return;
      context.input.send({ t: 'sync', received: context.lockstep.log.length });
      enqueue.assign({ lockstep: reconnected(context.lockstep) });
    }),
    /**
     * A connection made again outside play (the end, the audit): the friend may be a reloaded
     * page that lacks acts it had acknowledged, so its next resend request is answered afresh.
     */
    forgetAnswers: assign(({ context }) => (context.lockstep ? { lockstep: reconnected(context.lockstep) } : {})),
    /** The match stopped on a violation of the friend's: its table hears which (a code, never words). */
    sayStopped: ({ context }) => {
      const stop = context.lockstep?.stop;
      if (stop && context.peerConnected) context.input.send({ t: 'bye', reason: stop.code });
    },
    markConnected: assign({ peerConnected: true }),
    markAway: assign({ peerConnected: false }),
    failWith: assign(({ event }) => (event.type === 'FAILED' ? { error: fail(event.code, event.message) } : {})),
  },
  guards: {
    hasError: ({ context }) => context.error !== null,
    stopped: ({ context }) => context.lockstep?.stop != null,
    peerHello: ({ context }) => context.peer.hello !== undefined,
    helloMatches: ({ context }) => {
      const h = context.peer.hello!;
      return h.v === PROTOCOL_VERSION && h.ruleset === context.settings.ruleset && h.cards === context.input.cards.hash;
    },
    peerSeedCommit: ({ context }) => context.peer.seedCommit !== undefined,
    peerSeedReveal: ({ context }) => context.peer.seedReveal !== undefined,
    seedRevealOpens: ({ context }) => isSalt(context.peer.seedReveal!.value) && verifyCommitment(context.peer.seedCommit!, context.peer.seedReveal!.value, context.peer.seedReveal!.salt),
    chosen: ({ context }) => context.mine.major !== undefined && context.mine.list !== undefined,
    peerChoiceCommits: ({ context }) => context.peer.majorCommit !== undefined && context.peer.listCommit !== undefined,
    peerMajorReveal: ({ context }) => context.peer.majorReveal !== undefined,
    majorRevealValid: ({ context }) => {
      const r = context.peer.majorReveal!;
      return verifyCommitment(context.peer.majorCommit!, r.value, r.salt) && context.input.cards.cards.get(r.value)?.kind === 'major';
    },
    sameMajor: ({ context }) => context.peer.majorReveal!.value === context.mine.major,
    peerSwap: ({ context }) => context.peer.swap !== undefined,
    /** The list handed over opens the commitment the friend made before the Majors were revealed (NET-COMMIT-03). */
    swapOpens: ({ context }) => opensListCommitment(context.peer.listCommit!, context.peer.swap!.list, context.peer.swap!.listSalt),
    peerDeck: ({ context }) => context.peer.deck !== undefined,
    peerCut: ({ context }) => context.peer.cut !== undefined,
    /** The game ended in this table's state (the friend may not have acknowledged the act that ended it yet). */
    overOnThisTable: ({ context }) => context.lockstep?.game.ended != null,
    /** The game ended, and the friend acknowledged the act that ended it (a forged refusal or acknowledgement of it stops the match instead). */
    gameOver: ({ context }) => context.lockstep?.game.ended != null && context.lockstep.unacked.length === 0,
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
    OPEN: { actions: ['markConnected', 'resendKept', 'forgetAnswers'] },
  },
  states: {
    /** Choosing a Major Arcanum and a deck; waiting for the link to be opened. */
    lobby: {
      always: [
        { guard: 'resuming', target: 'playing.away' },
        { guard: 'hasError', target: 'failed' },
      ],
      on: { CONNECTING: 'connecting', OPEN: { target: 'handshake', actions: 'markConnected' } },
    },
    connecting: { on: { OPEN: { target: 'handshake', actions: 'markConnected' } } },
    /** Same protocol, ruleset and card set (compared by hash); then a shared random seed, commit-then-reveal. */
    handshake: {
      entry: ['sendHello', 'sendSeedCommit'],
      on: { PEER: { actions: 'storePeer' } },
      always: [
        { guard: 'hasError', target: 'failed' },
        { guard: and(['peerHello', not('helloMatches')]), target: 'failed', actions: assign(({ context }) => ({ error: mismatch(context) })) },
        { guard: and(['peerHello', 'peerSeedCommit']), target: 'seeding', actions: 'adoptHostSettings' },
      ],
    },
    seeding: {
      entry: 'sendSeedReveal',
      on: { PEER: { actions: 'storePeer' } },
      always: [
        { guard: 'hasError', target: 'failed' },
        { guard: and(['peerSeedReveal', 'seedRevealOpens']), target: 'majors' },
        { guard: 'peerSeedReveal', target: 'failed', actions: assign({ error: fail('commitment', "the friend's random seed does not match its commitment") }) },
      ],
    },
    /** Both commit to a Major Arcanum, then both reveal: a simultaneous reveal (K-SETUP-02). */
    majors: {
      initial: 'choosing',
      on: { PEER: { actions: 'storePeer' } },
      states: {
        choosing: {
          always: { guard: 'chosen', target: 'committed', actions: 'sendChoiceCommits' },
        },
        committed: {
          always: { guard: 'peerChoiceCommits', target: 'revealed', actions: 'sendMajorReveal' },
        },
        revealed: {
          always: [
            { guard: and(['peerMajorReveal', 'majorRevealValid', 'sameMajor']), target: 'swapping', actions: 'sendSwap' },
            { guard: and(['peerMajorReveal', 'majorRevealValid']), target: '#session.decks' },
            { guard: 'peerMajorReveal', target: '#session.failed', actions: assign({ error: fail('commitment', "the friend's Major Arcanum does not match its commitment") }) },
          ],
        },
        /**
         * Same Major Arcanum: the players exchange decks (K-SETUP-03) before committing to them.
         * The list handed over must be the one committed before the reveal, and a legal deck for
         * the shared Major, checked here, before this table commits to playing it.
         */
        swapping: {
          always: [
            { guard: and(['peerSwap', not('swapOpens')]), target: '#session.failed', actions: assign({ error: fail('bad-commitment', "the deck list your friend's table handed over is not the one it committed to before the Major Arcana were revealed (NET-COMMIT-03)") }) },
            { guard: and(['peerSwap', ({ context }) => swappedDeckError(context) !== null]), target: '#session.failed', actions: assign(({ context }) => ({ error: swappedDeckError(context) })) },
            { guard: 'peerSwap', target: '#session.decks', actions: 'adoptSwappedList' },
          ],
        },
      },
      always: { guard: 'hasError', target: 'failed' },
    },
    /** Commit to the deck list and to each card; each cuts the other's commitments (K-SETUP-04). */
    decks: {
      entry: 'commitDeck',
      on: { PEER: { actions: 'storePeer' } },
      initial: 'committed',
      states: {
        committed: {
          always: [
            { guard: and(['peerDeck', ({ context }) => peerDeckSizeError(context) !== null]), target: '#session.failed', actions: assign(({ context }) => ({ error: peerDeckSizeError(context) })) },
            { guard: 'peerDeck', target: 'cut', actions: 'sendCut' },
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
      entry: 'answerReshuffle',
      // The game is over on this table, but the friend has not acknowledged the act that ended
      // it (its table went silent, or it never will): its cards are overdue all the same
      // (NET-AUDIT-04), or a friend who lost could leave the result on "checking" for ever.
      on: { AUDIT_OVERDUE: { guard: 'overOnThisTable', actions: assign({ auditOverdue: true }) } },
      states: {
        connected: {
          on: {
            ACT: { actions: ['playLocal', 'answerReshuffle'] },
            PEER: { actions: ['playPeer', 'answerReshuffle'] },
            CLOSED: { target: 'away', actions: 'markAway' },
          },
        },
        /** The friend's connection dropped: the game pauses until it is back. */
        away: {
          on: {
            OPEN: { target: 'connected', actions: ['markConnected', 'resendKept', 'resync', 'resendOwnTail'] },
            PEER: { actions: ['playPeer', 'answerReshuffle'] },
          },
        },
      },
    },
    /** The game is over: both reveal every salt and their deck list. */
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

function fresh(input: SessionInput): SessionContext {
  return {
    input,
    me: seatOf(input.role),
    them: seatOf(input.role === 'host' ? 'guest' : 'host'),
    settings: input.settings,
    mine: { nonce: input.token(), seed: input.token(), seedSalt: input.token(), majorSalt: input.token(), listSalt: input.token(), cut: input.token(), chain: chainSecret(input.token) },
    peer: {},
    agreement: null,
    lockstep: null,
    outcome: null,
    error: null,
    audit: null,
    peerConnected: false,
    auditOverdue: false,
    kept: [],
  };
}

/** A 32-byte chain secret from two fresh tokens (256 random bits), hashed so that it is 64 hex digits whatever their form. */
function chainSecret(token: () => string): string {
  return sha256Hex(`${token()}|${token()}`);
}

/** A reloaded page: the log is replayed from the saved setup (rebuild.ts) and play waits for the friend. */
function resumed(input: SessionInput, saved: SavedSession): SessionContext {
  const base = fresh({ ...input, role: saved.role });
  const rebuilt = rebuildLockstep(input.cards, saved);
  const theirs = saved.agreement.seats.find((s) => s.id !== saved.role)!;
  return {
    ...base,
    settings: saved.settings,
    mine: { ...saved.mine, nonce: base.mine.nonce },
    peer: { listCommit: theirs.listCommit, deck: theirs.commitments, cut: saved.mine.cut, ...(saved.friendNonce === undefined ? {} : { nonce: saved.friendNonce }) },
    agreement: saved.agreement,
    lockstep: rebuilt.ok ? rebuilt.lockstep : null,
    error: rebuilt.ok ? null : fail('saved', rebuilt.error),
    // This table played on once the friend's cut came; the friend may still wait for this one's
    // (the page reloaded right then). Everything else of the setup reached it before its cut.
    kept: [{ t: 'cut', seed: saved.mine.cut }],
  };
}

/** What to store so a reload can resume (null before play starts). */
export function toSaved(context: SessionContext, room: string): SavedSession | null {
  const ls = context.lockstep;
  const m = context.mine;
  if (!ls || !context.agreement || !m.major || !m.list || !m.cards || !m.commitments) return null;
  const friendNonce = context.peer.hello?.nonce ?? context.peer.nonce;
  return {
    v: SAVED_SESSION_VERSION,
    match: ls.match,
    room,
    role: context.input.role,
    name: context.input.name,
    settings: context.settings,
    agreement: context.agreement,
    mine: { seed: m.seed, seedSalt: m.seedSalt, major: m.major, majorSalt: m.majorSalt, list: m.list, listSalt: m.listSalt, cards: m.cards, commitments: m.commitments, cut: m.cut, chain: m.chain },
    instances: ls.mine,
    ...(friendNonce === undefined ? {} : { friendNonce }),
    log: ls.log,
    ...(ls.evidence.length > 0 ? { evidence: ls.evidence, offences: ls.offences } : {}),
  };
}

/** The list the friend hands over in an exchange, judged as a deck for the shared Major before this table plays it (K-DECK, K-RESTRICT, K-AFFIL). */
function swappedDeckError(context: SessionContext): SessionError | null {
  const j = validateDeckFor({ cards: context.input.cards }, context.peer.swap!.list, { profile: context.settings.ruleset, players: 2, major: context.mine.major! });
  const bad = j.checks.find((c) => !c.ok);
  return bad ? fail('illegal-deck', `the deck your friend's table handed over is not legal: ${bad.says} (${bad.rule})`) : null;
}

/**
 * What the number of the friend's card commitments tells before any is opened (NET-COMMIT-01):
 * a legal size for the ruleset, and after an exchange exactly the list this table handed over.
 */
function peerDeckSizeError(context: SessionContext): SessionError | null {
  const count = context.peer.deck!.length;
  const handedOver = context.mine.handedOver;
  if (handedOver) {
    return count === handedOver.length ? null : fail('bad-commitment', `your friend's table committed to ${count} cards for the deck of ${handedOver.length} this table handed over (NET-COMMIT-03)`);
  }
  const c = deckSizeCheck({ cards: context.input.cards }, count, { profile: context.settings.ruleset, players: 2 });
  return c.ok ? null : fail('illegal-deck', `your friend's table committed to a deck that cannot be legal: ${c.says} (${c.rule})`);
}

function mismatch(context: SessionContext): SessionError {
  const h = context.peer.hello!;
  if (h.v !== PROTOCOL_VERSION) return fail('version', `your friend's table speaks protocol ${h.v}, this one ${PROTOCOL_VERSION}: both should reload the latest version`);
  if (h.ruleset !== context.settings.ruleset) return fail('ruleset', `your friend plays the ${h.ruleset} rules, this table ${context.settings.ruleset}`);
  return fail('card-set', `your friend's card set differs (hash ${h.cards.slice(0, 12)}… vs ${context.input.cards.hash.slice(0, 12)}…)`);
}

/** Both peers name the match the same way. */
function matchId(a: Agreement): string {
  return `m-${(a.seed >>> 0).toString(36)}-${a.seats.map((s) => s.listCommit.slice(0, 6)).join('')}`;
}

/** The floor holder's seat in a session snapshot (for the table's status line). */
export function floorOf(context: SessionContext): PlayerId | null {
  return context.lockstep ? floorHolder(context.lockstep.game) : null;
}

export type { Judgement, Outcome };
export { resend };
