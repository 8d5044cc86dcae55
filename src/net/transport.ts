/**
 * The transport contract: a bidirectional, ordered, reliable message channel between exactly
 * two peers. The lockstep protocol is written against this interface only, so its tests can
 * run over {@link memoryPair} in node and the app over PeerJS in the browser.
 *
 * Lifecycle: `connecting` → `open` → `closed`. A transport never reopens; after a drop the
 * caller makes a new one (host or join the room again) and resumes from its event log.
 *
 * Errors are events, never throws: `send()` before `open` or with an oversized message emits an
 * `error` event and returns. After `close` nothing is emitted any more, so a late `send()` is
 * silently dropped. An error that ends the transport is followed by a
 * `close` event with `reason: 'lost'`; the list in {@link TransportErrorType} says which do.
 */

/**
 * Why a transport failed. Every value is documented with when it happens and whether the
 * transport closes afterwards (fatal) or stays as it was (not fatal).
 */
export type TransportErrorType =
  /** The signalling server could not be reached or refused us (wrong host/port/path/key, server down, TLS mismatch). Fatal. */
  | 'signalling-unreachable'
  /** Joining: no host is registered under that room id (never existed, or the host left). Fatal. */
  | 'peer-not-found'
  /** Joining: the host already has its guest. Fatal. */
  | 'room-full'
  /** Hosting: another peer is already registered under the requested room id. Fatal. */
  | 'room-taken'
  /** The open channel to the other peer broke without a goodbye (tab closed, network gone). Fatal. */
  | 'connection-lost'
  /** The signalling server introduced us but no direct connection came up (ICE failed or timed out: no route between the peers, blocked UDP, a TURN server is needed). Fatal. */
  | 'connect-failed'
  /** `send()` was given a message whose JSON text exceeds the transport's size limit. Not sent; not fatal. */
  | 'message-too-large'
  /** `send()` was given a value that is not JSON-compatible (a BigInt, a cycle, `undefined`…). Not sent; not fatal. */
  | 'invalid-message'
  /** `send()` was called before the transport opened. Not sent; not fatal. */
  | 'not-open'
  /** The other side sent a frame that is not part of this wire protocol (another app, another version), or one larger than the protocol ever sends. Fatal. */
  | 'protocol'
  /**
   * The other side stopped answering the heartbeat: a ping of ours went unanswered for 6 s
   * (NET-LIVE-01, src/net/heartbeat.ts): a closed or crashed tab, a wedged channel, a lost
   * network. Fatal: the caller reconnects, as after any drop. A tab that merely went to the
   * background still answers (its message handler runs at once) and is never declared silent.
   */
  | 'silent'
  /** The other side stopped reading: more than the send limit waits in this side's buffers. Fatal. */
  | 'peer-not-reading'
  /** The configuration was rejected by PeerJS (malformed room id or key, TLS required, no WebRTC in this browser). Fatal. */
  | 'invalid-config'
  /** Any other network or WebRTC failure reported by the browser. Fatal. */
  | 'network';

/** Every {@link TransportErrorType}, e.g. for exhaustive UI message tables. */
export const TRANSPORT_ERROR_TYPES: readonly TransportErrorType[] = [
  'signalling-unreachable',
  'peer-not-found',
  'room-full',
  'room-taken',
  'connection-lost',
  'connect-failed',
  'message-too-large',
  'invalid-message',
  'not-open',
  'protocol',
  'silent',
  'peer-not-reading',
  'invalid-config',
  'network',
];

/** The error types after which the transport stays usable. */
const NOT_FATAL: ReadonlySet<TransportErrorType> = new Set(['message-too-large', 'invalid-message', 'not-open']);

/** True when an error of this type closes the transport (a `close` event follows it). */
export function isFatal(type: TransportErrorType): boolean {
  return !NOT_FATAL.has(type);
}

/** Payload of the `error` event. `message` is for logs and humans, `type` is for code. */
export interface TransportErrorEvent {
  readonly type: TransportErrorType;
  readonly message: string;
}

/**
 * Payload of the `close` event:
 * - `local`: this side called `close()`;
 * - `remote`: the other side called `close()` (it said goodbye);
 * - `lost`: a fatal error ended it (the `error` event came just before).
 */
export interface TransportCloseEvent {
  readonly reason: 'local' | 'remote' | 'lost';
}

export type TransportState = 'connecting' | 'open' | 'closed';

/** The events of a transport and their payloads. */
export interface TransportEvents {
  /** A message from the other peer. It is `unknown`: validate it before use. */
  message: unknown;
  /** The channel is open; `send()` now delivers. Emitted at most once. */
  open: void;
  /** The channel is closed for good. Emitted exactly once, also when it never opened. */
  close: TransportCloseEvent;
  error: TransportErrorEvent;
  /**
   * The other side's page went to the background (another tab, a minimised window, a locked
   * screen) or came back. Its table still answers while hidden; this only tells the two apart
   * from a friend who is gone.
   */
  presence: { readonly hidden: boolean };
}

export type Listener<T> = (payload: T) => void;
export type Unsubscribe = () => void;

/**
 * A bidirectional, ordered, reliable message channel between two peers.
 *
 * Messages are JSON-compatible values (objects, arrays, strings, finite numbers, booleans,
 * null). They arrive as their JSON round trip: `undefined` properties vanish, on both the
 * in-memory and the PeerJS transport alike.
 *
 * @example
 * ```ts
 * const off = transport.on('message', (data) => {
 *   const envelope = v.safeParse(EnvelopeSchema, data); // unknown until validated
 *   if (envelope.success) handle(envelope.output);
 * });
 * transport.on('error', ({ type, message }) => showError(type, message));
 * transport.on('open', () => transport.send({ hello: 1 }));
 * // later
 * off();
 * transport.close();
 * ```
 */
export interface Transport {
  readonly state: TransportState;
  /** Queues a message for the other peer. Errors (not open, too large, not JSON) are `error` events. */
  send(message: unknown): void;
  on<K extends keyof TransportEvents>(event: K, listener: Listener<TransportEvents[K]>): Unsubscribe;
  /** Says goodbye to the other peer and closes. Idempotent. */
  close(): void;
  /**
   * Tells the other side this page is hidden (or visible again): now if open, else once open.
   * Optional: a transport without a heartbeat (a test stub) tells nothing.
   */
  setHidden?(hidden: boolean): void;
  /** When anything last came from the other side (epoch ms), or null before anything did. */
  readonly lastHeardAt?: number | null;
}

/** The thrown form of a {@link TransportErrorEvent}, for promise-based code such as {@link whenOpen}. */
export class TransportError extends Error {
  readonly type: TransportErrorType;
  constructor(type: TransportErrorType, message: string) {
    super(message);
    this.name = 'TransportError';
    this.type = type;
  }
}

/**
 * Resolves with the transport once it is open; rejects with a {@link TransportError} if it
 * fails or closes first. Convenient with {@link withBackoff}.
 *
 * @example
 * ```ts
 * const transport = await withBackoff(() => whenOpen(joinRoom(config, roomId)), {
 *   retries: 4,
 *   shouldRetry: (e) => e instanceof TransportError && e.type !== 'room-full',
 * });
 * ```
 */
export function whenOpen<T extends Transport>(transport: T): Promise<T> {
  return new Promise((resolve, reject) => {
    if (transport.state === 'open') return resolve(transport);
    if (transport.state === 'closed') return reject(new TransportError('not-open', 'transport is already closed'));
    let lastError: TransportErrorEvent | null = null;
    const offs = [
      transport.on('open', () => {
        offs.forEach((off) => off());
        resolve(transport);
      }),
      transport.on('error', (e) => {
        if (isFatal(e.type)) lastError = e;
      }),
      transport.on('close', () => {
        offs.forEach((off) => off());
        reject(lastError ? new TransportError(lastError.type, lastError.message) : new TransportError('not-open', 'transport closed before it opened'));
      }),
    ];
  });
}

/** Rethrows on a microtask: the error surfaces as uncaught, like a DOM event listener's. */
function rethrowLater(error: unknown): void {
  queueMicrotask(() => {
    throw error;
  });
}

/**
 * A small typed event emitter shared by the transports. A listener that throws does not stop
 * the others or the transport; its error goes to `onListenerError` (by default rethrown
 * asynchronously, so it still shows up as an uncaught error).
 */
export class Emitter<Events extends object> {
  private readonly listeners = new Map<keyof Events, Set<Listener<never>>>();

  constructor(private readonly onListenerError: (error: unknown) => void = rethrowLater) {}

  on<K extends keyof Events>(event: K, listener: Listener<Events[K]>): Unsubscribe {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    // Wrap so the same function subscribed twice gets two independent subscriptions.
    const entry: Listener<Events[K]> = (payload) => listener(payload);
    set.add(entry as Listener<never>);
    return () => {
      set.delete(entry as Listener<never>);
    };
  }

  emit<K extends keyof Events>(event: K, payload: Events[K]): void {
    const set = this.listeners.get(event);
    if (!set) return;
    for (const listener of [...set]) {
      try {
        (listener as Listener<Events[K]>)(payload);
      } catch (err) {
        this.onListenerError(err);
      }
    }
  }

  clear(): void {
    this.listeners.clear();
  }
}
