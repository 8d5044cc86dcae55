/**
 * The link of a friend match of three to six tables: one PeerJS room transport per pair of slots
 * (the names are in `pair-rooms.ts`), each as robust as a two-seat match's (handshake, heartbeat,
 * chunking, send limits), kept up for as long as the link is open.
 *
 * - Seating: slot 1 opens the link's room; a newcomer claims the first of slot 1's pair rooms
 *   that welcomes it (a room holds one guest: `room-full` means taken, try the next; all full is
 *   `table-full`). A reloaded page passes its saved slot and token and claims nothing.
 * - A seated peer hosts its pair with every higher slot (one secret token for all its rooms, so
 *   a reload takes its room ids over at once) and joins those with every lower one, awaiting a
 *   host that is not there yet: tables arrive in any order.
 * - A pair whose transport closes (a drop, a reload, a friend that left) gets a new one in the
 *   same role after a short delay, so it comes back by itself when the other page does; at most
 *   one transport per pair is alive, and failing again backs off (up to {@link RETRY_MAX_MS}).
 * - A pair whose peers found each other (an offer and its answer went through the signalling
 *   server) but got no channel within the limit is reported `unreachable` once (no network path
 *   between those two: a TURN server may help); the link keeps trying.
 *
 * Browser-only: it imports PeerJS. Messages are `unknown` until the caller validated them.
 *
 * @example
 * ```ts
 * const link = openMesh({ config, room, seats: 4 }); // a newcomer: claims a slot
 * link.on('seated', ({ slot, token }) => save(room, slot, token));
 * link.on('open', ({ slot }) => link.send(slot, hello()));
 * link.on('message', ({ slot, data }) => receive(slot, data)); // validate first
 * link.on('unreachable', ({ slot }) => warn(`no path to seat ${slot}: a TURN server may help`));
 * link.on('failed', ({ type }) => showError(type));
 * ```
 */
import { hostRoom, joinRoom, type RoomOptions, type RoomTransport } from '../peerjs-transport.js';
import { backoffDelay } from '../retry.js';
import { newRoomId } from '../rooms.js';
import type { SignallingConfig } from '../signalling-config.js';
import { Emitter, isFatal, type TransportCloseEvent, type TransportErrorEvent, type TransportErrorType, type Unsubscribe } from '../transport.js';
import { claimOrder, isMeshRoom, isMeshSeats, isSlot, otherSlots, pairRole, pairRoom } from './pair-rooms.js';

/** Default time from the two peers of a pair finding each other to an open channel, past which the pair is `unreachable`. */
export const UNREACHABLE_MS = 20_000;
/** First wait before a pair's new transport; it doubles with each failure in a row (with jitter). */
const RETRY_BASE_MS = 250;
/** Longest wait before a pair's new transport. */
export const RETRY_MAX_MS = 8_000;
/** Tries at one slot before a claim that fails to connect gives up (`connect-failed`). */
const CLAIM_ATTEMPTS = 3;
/** Wait before another try at the same slot (doubling, with jitter). */
const CLAIM_RETRY_MS = 200;

export interface MeshLinkOptions {
  readonly config: SignallingConfig;
  /** The link's room id (slot 1's pairs are `${room}-1j`); at most 61 characters (`isMeshRoom`). */
  readonly room: string;
  /** 3..6. */
  readonly seats: number;
  /** A known slot (1 when opening the room; a reloaded page's saved slot); absent: claim one. */
  readonly slot?: number;
  /** The slot's saved host token (a reload). */
  readonly token?: string;
  /**
   * Passed to every pair transport (tests shorten timeouts). `connectTimeoutMs` limits a claim
   * as it limits any join, and is also the `unreachable` limit ({@link UNREACHABLE_MS} when
   * absent); pair joins await their host instead and get no limit of their own.
   */
  readonly roomOptions?: RoomOptions;
}

export interface MeshLinkEvents {
  /** This link holds `slot`; `token` registers its rooms (keep both for a reload). Emitted once, first. */
  seated: { readonly slot: number; readonly token: string };
  /** The pair with that slot is open (again). */
  open: { readonly slot: number };
  /** A message from that slot: `unknown`, validate it. */
  message: { readonly slot: number; readonly data: unknown };
  /** That pair dropped (`reason`: `remote` for a goodbye, else the error type); the link is already retrying. */
  closed: { readonly slot: number; readonly reason: string };
  /** The two peers found each other but no channel came up: no path between them (a TURN server may help). The link keeps trying. */
  unreachable: { readonly slot: number; readonly type: TransportErrorType };
  /** The link as a whole cannot go on (signalling unreachable, table full, room gone before a seat was claimed); it is closed. */
  failed: { readonly type: 'table-full' | TransportErrorType; readonly message: string };
}

export interface MeshLink {
  readonly seats: number;
  /** This link's slot, null until seated. */
  slot(): number | null;
  /** The slots whose pair is open, ascending. */
  openSlots(): number[];
  /** To one pair (ignored if not open). */
  send(slot: number, message: unknown): void;
  /** To every open pair. */
  broadcast(message: unknown): void;
  on<K extends keyof MeshLinkEvents>(event: K, listener: (e: MeshLinkEvents[K]) => void): Unsubscribe;
  /** Says goodbye on every pair and ends the link. Idempotent. */
  close(): void;
}

/** One pair of slots as this link keeps it: its room, its current transport, its retry and reachability timers. */
interface Pair {
  readonly other: number;
  readonly role: 'host' | 'guest';
  readonly roomId: string;
  transport: RoomTransport | null;
  offs: Unsubscribe[];
  open: boolean;
  /** Transports in a row that closed without opening. */
  failures: number;
  lastError: TransportErrorEvent | null;
  retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** Running from the first contact until the pair opens. */
  contactTimer: ReturnType<typeof setTimeout> | undefined;
  /** `unreachable` was said since the pair last opened. */
  reported: boolean;
}

class Mesh implements MeshLink {
  readonly seats: number;
  private mySlot: number | null = null;
  private readonly token: string;
  private readonly pairs = new Map<number, Pair>();
  private readonly events = new Emitter<MeshLinkEvents>();
  private claim: { transport: RoomTransport; offs: Unsubscribe[] } | null = null;
  private startTimer: ReturnType<typeof setTimeout> | undefined;
  private claimTimer: ReturnType<typeof setTimeout> | undefined;
  private ended = false;
  private readonly unreachableMs: number;
  private readonly claimOptions: RoomOptions;
  private readonly hostOptions: RoomOptions;
  private readonly joinOptions: RoomOptions;

  constructor(private readonly options: MeshLinkOptions) {
    this.seats = options.seats;
    this.token = options.token ?? newRoomId(20, '');
    const { connectTimeoutMs, ...rest } = options.roomOptions ?? {};
    this.unreachableMs = connectTimeoutMs ?? UNREACHABLE_MS;
    this.claimOptions = options.roomOptions ?? {};
    this.hostOptions = { ...rest, token: this.token };
    this.joinOptions = { ...rest, awaitHost: true };
    // On the next tick, so the caller has subscribed: `seated` (or `failed`) is the first event.
    this.startTimer = setTimeout(() => this.start(), 0);
  }

  private start(): void {
    const { room, seats, slot } = this.options;
    if (!isMeshSeats(seats)) return this.fail('invalid-config', `a mesh seats 3 to 6, not ${seats}`);
    if (!isMeshRoom(room)) return this.fail('invalid-config', `room id "${room}" cannot name a mesh (letters and digits, single - or _ between them, at most 61 characters)`);
    if (slot === undefined) return this.claimFrom(0);
    if (!isSlot(slot, seats)) return this.fail('invalid-config', `slot ${slot} is not one of the table's 1..${seats}`);
    this.seat(slot, null);
  }

  // -------------------------------------------------------------------------------------------
  // Claiming a slot: join slot 1's pair rooms in turn until one welcomes us

  /**
   * Claims the slot at `index` of the claim order (`attempt`: the tries at that slot so far). A
   * claim that ends in `connect-failed` is tried again at the same slot: newcomers that knock at
   * once on the same room lose the race with a hang-up, not with "full" (the room welcomes one
   * and drops the others' knocks), and the next knock then hears "full" if the slot is taken.
   */
  private claimFrom(index: number, attempt = 1): void {
    const order = claimOrder(this.seats);
    const j = order[index];
    if (j === undefined) return this.fail('table-full', `every seat of this ${this.seats}-seat table is taken`);
    const transport = joinRoom(this.options.config, pairRoom(this.options.room, 1, j), this.claimOptions);
    let lastError: TransportErrorEvent | null = null;
    const done = (): void => {
      claim.offs.forEach((off) => off());
      this.claim = null;
    };
    const claim = {
      transport,
      offs: [
        transport.on('error', (e) => {
          if (isFatal(e.type)) lastError = e;
        }),
        transport.on('open', () => {
          done();
          this.seat(j, transport);
        }),
        transport.on('close', () => {
          done();
          if (this.ended) return;
          if (lastError?.type === 'room-full') this.claimFrom(index + 1);
          else if (lastError?.type === 'connect-failed' && attempt < CLAIM_ATTEMPTS) {
            // Jittered, so newcomers that lost together do not knock together again.
            this.claimTimer = setTimeout(() => this.claimFrom(index, attempt + 1), backoffDelay(attempt, CLAIM_RETRY_MS, CLAIM_RETRY_MS * 4, Math.random));
          } else this.fail(lastError?.type ?? 'connection-lost', `could not claim a seat: ${lastError?.message ?? 'slot 1 hung up'}`);
        }),
      ],
    };
    this.claim = claim;
  }

  // -------------------------------------------------------------------------------------------
  // Seated: one pair per other slot

  private seat(slot: number, claimed: RoomTransport | null): void {
    this.mySlot = slot;
    this.events.emit('seated', { slot, token: this.token });
    if (this.ended) {
      // Closed by a `seated` listener: the claim's transport is no pair's yet.
      claimed?.close();
      return;
    }
    for (const other of otherSlots(slot, this.seats)) {
      const pair: Pair = {
        other,
        role: pairRole(slot, other),
        roomId: pairRoom(this.options.room, slot, other),
        transport: null,
        offs: [],
        open: false,
        failures: 0,
        lastError: null,
        retryTimer: undefined,
        contactTimer: undefined,
        reported: false,
      };
      this.pairs.set(other, pair);
    }
    for (const pair of this.pairs.values()) {
      if (this.ended) return;
      // The claim's transport is already the pair with slot 1.
      if (claimed && pair.other === 1) this.attach(pair, claimed);
      else this.connect(pair);
    }
  }

  private connect(pair: Pair): void {
    pair.retryTimer = undefined;
    if (this.ended) return;
    const { config } = this.options;
    this.attach(pair, pair.role === 'host' ? hostRoom(config, pair.roomId, this.hostOptions) : joinRoom(config, pair.roomId, this.joinOptions));
  }

  private attach(pair: Pair, t: RoomTransport): void {
    pair.transport = t;
    pair.lastError = null;
    pair.offs = [
      t.on('open', () => this.onOpen(pair)),
      t.on('message', (data) => this.events.emit('message', { slot: pair.other, data })),
      t.on('error', (e) => this.onError(pair, e)),
      t.on('close', (e) => this.onClose(pair, e)),
      t.on('contact', () => this.onContact(pair)),
    ];
    if (t.state === 'open') this.onOpen(pair);
  }

  private onOpen(pair: Pair): void {
    pair.open = true;
    pair.failures = 0;
    pair.reported = false;
    clearTimeout(pair.contactTimer);
    pair.contactTimer = undefined;
    this.events.emit('open', { slot: pair.other });
  }

  private onError(pair: Pair, e: TransportErrorEvent): void {
    if (!isFatal(e.type)) return;
    pair.lastError = e;
    // A configuration PeerJS refuses fails every pair alike; so does a signalling server that
    // cannot be reached while no pair is up (with pairs open, the link goes on and retries).
    if (e.type === 'invalid-config') this.fail(e.type, `pair ${pair.roomId}: ${e.message}`);
    else if (e.type === 'signalling-unreachable' && !this.openSlots().length) this.fail(e.type, e.message);
    else if (e.type === 'connect-failed' && !pair.open) this.reportUnreachable(pair, e.type);
  }

  private onClose(pair: Pair, e: TransportCloseEvent): void {
    pair.offs.forEach((off) => off());
    pair.offs = [];
    pair.transport = null;
    if (this.ended) return;
    if (pair.open) {
      pair.open = false;
      this.events.emit('closed', { slot: pair.other, reason: e.reason === 'lost' ? (pair.lastError?.type ?? 'lost') : e.reason });
    } else pair.failures++;
    if (this.ended) return;
    // The same role again: a host re-registers its room id (with the token), a guest awaits its host.
    clearTimeout(pair.retryTimer);
    pair.retryTimer = setTimeout(() => this.connect(pair), backoffDelay(pair.failures + 1, RETRY_BASE_MS, RETRY_MAX_MS, Math.random));
  }

  private onContact(pair: Pair): void {
    if (pair.open || pair.reported || pair.contactTimer !== undefined) return;
    pair.contactTimer = setTimeout(() => {
      pair.contactTimer = undefined;
      if (!pair.open && !this.ended) this.reportUnreachable(pair, 'connect-failed');
    }, this.unreachableMs);
  }

  private reportUnreachable(pair: Pair, type: TransportErrorType): void {
    if (pair.reported) return;
    pair.reported = true;
    this.events.emit('unreachable', { slot: pair.other, type });
  }

  private fail(type: MeshLinkEvents['failed']['type'], message: string): void {
    if (this.ended) return;
    this.events.emit('failed', { type, message });
    this.close();
  }

  // -------------------------------------------------------------------------------------------
  // The API

  slot(): number | null {
    return this.mySlot;
  }

  openSlots(): number[] {
    return [...this.pairs.values()].filter((p) => p.open).map((p) => p.other).sort((a, b) => a - b);
  }

  send(slot: number, message: unknown): void {
    const pair = this.pairs.get(slot);
    if (pair?.open) pair.transport?.send(message);
  }

  broadcast(message: unknown): void {
    for (const pair of this.pairs.values()) if (pair.open) pair.transport?.send(message);
  }

  on<K extends keyof MeshLinkEvents>(event: K, listener: (e: MeshLinkEvents[K]) => void): Unsubscribe {
    return this.events.on(event, listener);
  }

  close(): void {
    if (this.ended) return;
    this.ended = true;
    clearTimeout(this.startTimer);
    clearTimeout(this.claimTimer);
    if (this.claim) {
      const { transport, offs } = this.claim;
      offs.forEach((off) => off());
      this.claim = null;
      transport.close();
    }
    for (const pair of this.pairs.values()) {
      clearTimeout(pair.retryTimer);
      clearTimeout(pair.contactTimer);
      pair.open = false;
      const t = pair.transport;
      pair.transport = null;
      t?.close();
    }
    this.events.clear();
  }
}

/**
 * Opens the link of a table of `seats` (3..6) in `room`: with `slot: 1` to open the room, with a
 * saved slot and token after a reload, or without a slot to claim one. Errors are events.
 */
export function openMesh(options: MeshLinkOptions): MeshLink {
  return new Mesh(options);
}
