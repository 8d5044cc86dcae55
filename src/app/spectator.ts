/**
 * A spectator's page (NET-SPECTATE-01…03): its channel to the host's watch room, its hello, and
 * its own table (src/net/spectate/watching.ts) fed every message the host sends, judged again.
 * A view the host broke (stopped) or refused hangs up: nothing more of that host is read.
 * The host's words never reach the screen: the view holds this table's checks, the link a code.
 *
 * @example
 * const s = new Spectator(game, watchConnect.join(room));
 * s.subscribe((snap) => (viewer.watch = snap));
 */
import type { AnyGame } from '../engine/game.js';
import type { LogEntry } from './match-port.js';
import { watchHello } from '../net/spectate/watch-wire.js';
import { startWatching, watchReceive, type Watching } from '../net/spectate/watching.js';
import { isFatal, type Transport, type TransportErrorType } from '../net/transport.js';

export interface SpectatorSnapshot {
  readonly watching: Watching;
  /** The channel: dialling, open, or ended (by the host, by this view, or by `error`). */
  readonly link: 'connecting' | 'open' | 'ended';
  /** Why the channel failed, as a code (this page words it), or null. */
  readonly error: TransportErrorType | null;
  /** The acts judged, as log entries (the turn and step each was made in, from the view's own states). */
  readonly log: readonly LogEntry[];
}

/** The spectator's side of a host's watch room: a failed channel keeps its code (`room-full`, `peer-not-found`…) for the page's words. */
export class Spectator {
  #snap: SpectatorSnapshot;
  readonly #listeners = new Set<(s: SpectatorSnapshot) => void>();
  readonly #transport: Transport;

  constructor(game: AnyGame, transport: Transport) {
    this.#transport = transport;
    this.#snap = { watching: startWatching(game), link: 'connecting', error: null, log: [] };
    transport.on('open', () => {
      this.#set({ link: 'open' });
      transport.send(watchHello(game));
    });
    transport.on('message', (raw) => {
      const before = this.#snap.watching;
      const watching = watchReceive(before, raw);
      if (watching === before) return;
      this.#set({ watching, log: logOf(game, before, watching, this.#snap.log) });
      // A view that stopped or was refused reads nothing more from this host.
      if (watching.phase === 'stopped' || watching.phase === 'refused') transport.close();
    });
    transport.on('error', ({ type }) => {
      if (isFatal(type)) this.#set({ error: type });
    });
    transport.on('close', () => this.#set({ link: 'ended' }));
  }

  get snapshot(): SpectatorSnapshot {
    return this.#snap;
  }

  subscribe(listener: (s: SpectatorSnapshot) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  close(): void {
    this.#transport.close();
  }

  #set(change: Partial<SpectatorSnapshot>): void {
    this.#snap = { ...this.#snap, ...change };
    for (const l of this.#listeners) l(this.#snap);
  }
}

/** The log after one message: an act entered at the moment of the state it was made from; a take-back drops the tail. */
function logOf(game: AnyGame, before: Watching, after: Watching, log: readonly LogEntry[]): readonly LogEntry[] {
  if (after.acts.length < log.length) return log.slice(0, after.acts.length);
  if (after.acts.length === log.length) return log;
  const a = after.acts.at(-1)!;
  const { turn, step } = game.moment(before.state);
  return [...log, { seq: a.seq, turn, step, player: a.from, action: a.action, judgement: a.judgement }];
}
