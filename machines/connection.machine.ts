/**
 * A table's link to its friend, for any game: dial the room, retry with exponential backoff and
 * jitter, and after a drop pause a moment and dial again, never giving up (the friend may come
 * back at any time: a reopened tab, a new network). Only the first connection gives up: after
 * its retries, or at once on an error that trying again cannot mend (the app's `retryable`).
 *
 * The chart does no I/O and draws no random number: dialing is the app's `dial` actor, whose
 * failure brings the jitter along (`DialFailure`), as the `CLOSED` event does for the pause.
 * What the table says comes out as emitted events: `opened`, `retrying`, `reconnecting`, `failed`.
 *
 * @example
 * const link = createActor(connectionMachine.provide({ actors: { dial }, guards: { retryable } }), { input: { retries: 4, resumed: false } }).start();
 * link.on('retrying', (e) => show(`retry ${e.retry} in ${e.delayMs} ms`));
 */
import { and, assign, emit, fromPromise, setup } from 'xstate';
import { backoffDelay } from '../src/net/retry.js';

/** Why a dial failed, and a uniform number in [0, 1) the app drew for the wait's jitter. */
export interface DialFailure {
  readonly error: unknown;
  readonly jitter: number;
}

export interface DialInput {
  /** Coming back to a match already under way (after a drop, or a reloaded page). */
  readonly rejoin: boolean;
  /** The very first connection of a new match (the session starts from its hello). */
  readonly fresh: boolean;
}

export interface ConnectionInput {
  /** Retries of the first connection before it gives up. */
  readonly retries: number;
  /** A reloaded page resuming a saved match: even its first connection is a re-join. */
  readonly resumed: boolean;
}

export interface ConnectionContext {
  readonly retries: number;
  readonly resumed: boolean;
  /** A connection has opened once (every later dial is a re-join that never gives up). */
  readonly opened: boolean;
  /** Retries in this round of dialing. */
  readonly retry: number;
  readonly waitMs: number;
  readonly error: unknown;
}

export type ConnectionEvent = { readonly type: 'CLOSED'; readonly jitter: number };

export type ConnectionEmitted =
  | { readonly type: 'opened'; readonly link: unknown }
  | { readonly type: 'retrying'; readonly retry: number; readonly delayMs: number; readonly error: unknown }
  | { readonly type: 'reconnecting' }
  | { readonly type: 'failed'; readonly error: unknown; readonly first: boolean };

/** Backoff of a dial: the first retry waits 125–250 ms, doubling up to 5–10 s (src/net/retry.ts). */
const BASE_MS = 250;
const MAX_MS = 10_000;
/** After a drop, the first dial waits 150–300 ms: the friend's old peer may still hold the room id for a few ms. */
export const REJOIN_PAUSE_MS = 300;

const failure = (e: unknown): DialFailure => (e && typeof e === 'object' && 'jitter' in e ? (e as DialFailure) : { error: e, jitter: 0.5 });

export const connectionMachine = setup({
  types: { context: {} as ConnectionContext, events: {} as ConnectionEvent, input: {} as ConnectionInput, emitted: {} as ConnectionEmitted },
  actors: {
    dial: fromPromise<unknown, DialInput>(async () => {
      throw new Error('connection: the app provides dial');
    }),
  },
  guards: {
    /** Whether trying again could mend this failure (the app's: a full room will not empty itself). */
    retryable: () => true,
    retriesLeft: ({ context }) => context.opened || context.retry < context.retries,
  },
  delays: {
    wait: ({ context }) => context.waitMs,
  },
}).createMachine({
  id: 'connection',
  context: ({ input }) => ({ retries: input.retries, resumed: input.resumed, opened: false, retry: 0, waitMs: 0, error: null }),
  initial: 'dialing',
  states: {
    dialing: {
      invoke: {
        src: 'dial',
        input: ({ context }) => ({ rejoin: context.opened || context.resumed, fresh: !context.opened && !context.resumed }),
        onDone: {
          target: 'open',
          actions: [assign({ opened: true, retry: 0, error: null }), emit(({ event }) => ({ type: 'opened' as const, link: event.output }))],
        },
        onError: [
          {
            guard: and(['retryable', 'retriesLeft']),
            target: 'backingOff',
            actions: [
              assign(({ context, event }) => {
                const f = failure(event.error);
                return { retry: context.retry + 1, error: f.error, waitMs: backoffDelay(context.retry + 1, BASE_MS, MAX_MS, () => f.jitter) };
              }),
              emit(({ context }) => ({ type: 'retrying' as const, retry: context.retry, delayMs: context.waitMs, error: context.error })),
            ],
          },
          {
            target: 'failed',
            actions: [assign({ error: ({ event }) => failure(event.error).error }), emit(({ context }) => ({ type: 'failed' as const, error: context.error, first: !context.opened }))],
          },
        ],
      },
    },
    /** Waiting before the next dial. */
    backingOff: { after: { wait: 'dialing' } },
    open: {
      on: {
        CLOSED: {
          target: 'pausing',
          actions: [assign({ retry: 0, waitMs: ({ event }) => REJOIN_PAUSE_MS / 2 + (REJOIN_PAUSE_MS / 2) * Math.min(Math.max(event.jitter, 0), 1) }), emit({ type: 'reconnecting' as const })],
        },
      },
    },
    /** A drop: a moment's pause before dialing again. */
    pausing: { after: { wait: 'dialing' } },
    /** Given up: the first connection failed, or an error no retry can mend. */
    failed: { type: 'final' },
  },
});
