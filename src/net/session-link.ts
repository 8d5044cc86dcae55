/**
 * Connects a session actor to a transport: peer messages become `PEER`
 * events, `open`/`close`/errors become lifecycle events. A reconnect links
 * the same actor to the new transport; the actor's `send` goes through a
 * switchable outlet so it always writes to the current one. A session that
 * has ended (stopped by a violation, or failed) is handed nothing more: a
 * friend that goes on flooding it costs this page the transport's framing only.
 */
import type { Transport, Unsubscribe } from './transport.js';
import type { Wire } from './protocol.js';

export interface SessionSink {
  send(event: { type: 'OPEN' } | { type: 'CLOSED' } | { type: 'PEER'; data: unknown } | { type: 'FAILED'; code: string; message: string }): void;
  /** An actor's snapshot: once its status is no longer `active` (a final state), the link hands it nothing more. */
  getSnapshot?(): { readonly status: string };
}

/**
 * How many messages an {@link Outlet} keeps while no transport is open. A session sends a
 * handful then (its setup messages, an answer or two); whatever it sent is sent again by the
 * reconnect protocol anyway (the kept setup and audit messages, `sync`, the own acts since the
 * friend's last), so dropping the oldest past this loses nothing the friend cannot ask again.
 */
export const OUTLET_LIMIT = 256;

/** A send function for the session input whose target transport can be swapped. */
export class Outlet {
  private transport: Transport | null = null;
  /** Messages sent while no transport is open are kept (the newest {@link OUTLET_LIMIT}) and flushed on the next one. */
  private queue: Wire[] = [];

  readonly send = (message: Wire): void => {
    if (this.transport?.state === 'open') this.transport.send(message);
    else {
      this.queue.push(message);
      if (this.queue.length > OUTLET_LIMIT) this.queue.splice(0, this.queue.length - OUTLET_LIMIT);
    }
  };

  attach(transport: Transport): void {
    this.transport = transport;
    const flush = () => {
      const q = this.queue;
      this.queue = [];
      for (const m of q) transport.send(m);
    };
    if (transport.state === 'open') flush();
    else transport.on('open', flush);
  }
}

/**
 * Links `transport` to the session. `fatalOnError` is for the first
 * connection: a failure there ends the session with a clear error; after
 * that, a drop only pauses the game until a new transport is linked.
 */
export function linkSession(sink: SessionSink, outlet: Outlet, transport: Transport, fatalOnError: boolean): Unsubscribe {
  outlet.attach(transport);
  let opened = transport.state === 'open';
  // An ended session takes no event (XState ignores it, after building a warning in development builds).
  const ended = (): boolean => sink.getSnapshot !== undefined && sink.getSnapshot().status !== 'active';
  const offs = [
    transport.on('open', () => {
      opened = true;
      if (!ended()) sink.send({ type: 'OPEN' });
    }),
    transport.on('message', (data) => {
      if (!ended()) sink.send({ type: 'PEER', data });
    }),
    transport.on('close', () => {
      if (!ended()) sink.send({ type: 'CLOSED' });
    }),
    transport.on('error', (e) => {
      // Only a connection that never opened ends the session; a later drop just pauses it.
      if (fatalOnError && !opened && !ended()) sink.send({ type: 'FAILED', code: e.type, message: e.message });
    }),
  ];
  if (opened && !ended()) sink.send({ type: 'OPEN' });
  return () => offs.forEach((off) => off());
}
