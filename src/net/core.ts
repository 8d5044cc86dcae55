/**
 * The state machine every transport shares: `connecting` → `open` → `closed`, `open` at most
 * once, `close` exactly once, a fatal error always followed by `close { reason: 'lost' }`.
 * Implementations only decide *when* to call these methods.
 */
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

export abstract class TransportCore<Events extends TransportEvents = TransportEvents> implements Transport {
  protected readonly events = new Emitter<Events>();
  private current: TransportState = 'connecting';

  get state(): TransportState {
    return this.current;
  }

  on<K extends keyof Events>(event: K, listener: Listener<Events[K]>): Unsubscribe {
    return this.events.on(event, listener);
  }

  abstract send(message: unknown): void;
  abstract close(): void;

  /** Releases the underlying resources; called once, when the transport closes. */
  protected abstract teardown(reason: TransportCloseEvent['reason']): void;

  protected emitEvent<K extends keyof TransportEvents>(event: K, payload: TransportEvents[K]): void {
    // Events ⊇ TransportEvents, so these keys and payloads are valid for it.
    (this.events as unknown as Emitter<TransportEvents>).emit(event, payload);
  }

  protected markOpen(): void {
    if (this.current !== 'connecting') return;
    this.current = 'open';
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
    this.teardown('lost');
    this.emitEvent('error', { type, message });
    this.finishEvents('lost');
  }

  /** Ends the transport without an error (`local`: we closed; `remote`: they said goodbye). */
  protected finish(reason: 'local' | 'remote'): void {
    if (this.current === 'closed') return;
    this.current = 'closed';
    this.teardown(reason);
    this.finishEvents(reason);
  }

  private finishEvents(reason: TransportCloseEvent['reason']): void {
    this.emitEvent('close', { reason });
    // Nothing is emitted after close; let listeners be collected.
    this.events.clear();
  }
}
