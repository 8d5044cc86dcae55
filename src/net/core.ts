/**
 * The state machine every transport shares: `connecting` → `open` → `closed`, `open` at most
 * once, `close` exactly once, a fatal error always followed by `close { reason: 'lost' }`.
 * Implementations only decide *when* to call these methods.
 *
 * A transport that carries control frames (the PeerJS room, the in-memory pair) also runs the
 * heartbeat here (src/net/heartbeat.ts, NET-LIVE-01) and tells the other side when this page
 * hides: it passes `{ heartbeat: true }`, implements {@link TransportCore.sendControl} and hands
 * what it receives to {@link TransportCore.control}. Control frames never reach `message`.
 */
import { Heartbeat, isPingId, SILENCE_MS, type ControlFrame } from './heartbeat.js';
import {
  Emitter,
  type Listener,
  type Transport,
  type TransportCloseEvent,
  type TransportErrorType,
  type TransportEvents,
  type TransportState,
  type Unsubscribe,
} from './transport.js';

export interface CoreOptions {
  /** Run the heartbeat while open (the transport implements sendControl). */
  readonly heartbeat?: boolean;
}

export abstract class TransportCore<Events extends TransportEvents = TransportEvents> implements Transport {
  protected readonly events = new Emitter<Events>();
  private current: TransportState = 'connecting';
  private readonly beat: Heartbeat | null;
  private hidden = false;
  private heardAt: number | null = null;

  constructor(options: CoreOptions = {}) {
    this.beat = options.heartbeat
      ? new Heartbeat({
          send: (frame) => this.sendControl(frame),
          silent: (quietMs) => this.fail('silent', `the other side has not answered for ${Math.round(quietMs / 1000)} s (no answer to a heartbeat within ${SILENCE_MS / 1000} s)`),
        })
      : null;
  }

  get state(): TransportState {
    return this.current;
  }

  /** When anything last came from the other side (epoch ms), or null. */
  get lastHeardAt(): number | null {
    return this.heardAt;
  }

  on<K extends keyof Events>(event: K, listener: Listener<Events[K]>): Unsubscribe {
    return this.events.on(event, listener);
  }

  abstract send(message: unknown): void;
  abstract close(): void;

  /** Tells the other side whether this page is hidden; sent now when open, else once open. */
  setHidden(hidden: boolean): void {
    if (this.hidden === hidden) return;
    this.hidden = hidden;
    if (this.current !== 'open' || !this.beat) return;
    this.sendControl(['presence', hidden ? 'hidden' : 'visible']);
    // Visible again: this page's timers were throttled while hidden; look at the friend now.
    if (!hidden) this.beat.wake();
  }

  /** Releases the underlying resources; called once, when the transport closes. */
  protected abstract teardown(reason: TransportCloseEvent['reason']): void;

  /** Puts a control frame on the wire (transports with a heartbeat). */
  protected sendControl(_frame: ControlFrame): void {}

  /** Something came from the other side: it is alive. Cheap enough for every frame. */
  protected heard(): void {
    this.heardAt = Date.now();
  }

  /**
   * A control frame from the other side (already checked for shape by the transport). A pong
   * for a ping never sent is no answer an honest table gives: a `protocol` failure.
   */
  protected control(frame: ControlFrame): void {
    if (this.current !== 'open' || !this.beat) return;
    switch (frame[0]) {
      case 'ping':
        if (isPingId(frame[1])) this.beat.ping(frame[1]);
        return;
      case 'pong':
        if (!isPingId(frame[1]) || !this.beat.pong(frame[1])) this.fail('protocol', 'the other side answered a heartbeat this side never sent');
        return;
      case 'presence':
        this.emitEvent('presence', { hidden: frame[1] === 'hidden' });
        return;
    }
  }

  protected emitEvent<K extends keyof TransportEvents>(event: K, payload: TransportEvents[K]): void {
    // Events ⊇ TransportEvents, so these keys and payloads are valid for it.
    (this.events as unknown as Emitter<TransportEvents>).emit(event, payload);
  }

  protected markOpen(): void {
    if (this.current !== 'connecting') return;
    this.current = 'open';
    if (this.beat) {
      if (this.hidden) this.sendControl(['presence', 'hidden']);
      this.beat.start();
    }
    this.emitEvent('open', undefined);
  }

  /** A non-fatal error: reported, nothing else changes. */
  protected report(type: TransportErrorType, message: string): void {
    if (this.current === 'closed') return;
    this.emitEvent('error', { type, message });
  }

  /** A fatal error: reported, then the transport closes with reason `lost`. */
  protected fail(type: TransportErrorType, message: string): void {
    if (this.current === 'closed') return;
    this.current = 'closed';
    this.beat?.stop();
    this.teardown('lost');
    this.emitEvent('error', { type, message });
    this.finishEvents('lost');
  }

  /** Ends the transport without an error (`local`: we closed; `remote`: they said goodbye). */
  protected finish(reason: 'local' | 'remote'): void {
    if (this.current === 'closed') return;
    this.current = 'closed';
    this.beat?.stop();
    this.teardown(reason);
    this.finishEvents(reason);
  }

  private finishEvents(reason: TransportCloseEvent['reason']): void {
    this.emitEvent('close', { reason });
    // Nothing is emitted after close; let listeners be collected.
    this.events.clear();
  }
}
