/**
 * Connects a session actor to a transport: peer messages become `PEER`
 * events, `open`/`close`/errors become lifecycle events. A reconnect links
 * the same actor to the new transport; the actor's `send` goes through a
 * switchable outlet so it always writes to the current one.
 */
import type { Transport, Unsubscribe } from './transport.js';
import type { Wire } from './protocol.js';

export interface SessionSink {
  send(event: { type: 'OPEN' } | { type: 'CLOSED' } | { type: 'PEER'; data: unknown } | { type: 'FAILED'; code: string; message: string }): void;
}

/** A send function for the session input whose target transport can be swapped. */
export class Outlet {
  private transport: Transport | null = null;
  /** Messages sent while no transport is open are kept and flushed on the next one. */
  private queue: Wire[] = [];

  readonly send = (message: Wire): void => {
    if (this.transport?.state === 'open') this.transport.send(message);
    else this.queue.push(message);
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
  const offs = [
    transport.on('open', () => {
      opened = true;
      sink.send({ type: 'OPEN' });
    }),
    transport.on('message', (data) => sink.send({ type: 'PEER', data })),
    transport.on('close', () => sink.send({ type: 'CLOSED' })),
    transport.on('error', (e) => {
      // Only a connection that never opened ends the session; a later drop just pauses it.
      if (fatalOnError && !opened) sink.send({ type: 'FAILED', code: e.type, message: e.message });
    }),
  ];
  if (opened) sink.send({ type: 'OPEN' });
  return () => offs.forEach((off) => off());
}
