/**
 * The spectators of the table that admits them (NET-SPECTATE-01…02): a two-seat match's host, or
 * a larger table's first seat. The desk (src/net/spectate/watch-desk.ts) admits or refuses each
 * and says what is public; this keeps each admitted one's channel and sends it what it has not
 * been sent yet. `changed` is told when the count or the setting changes (the match tells the
 * other players and redraws).
 */
import type { AnyGame } from '../engine/game.js';
import { WatchDesk, type WatchSource } from '../net/spectate/watch-desk.js';
import type { WatchWire } from '../net/spectate/watch-wire.js';

/** A spectator's connection to the table, as the app hands it over. */
export interface WatcherChannel {
  send(message: WatchWire): void;
  close(): void;
}

export class Spectators {
  readonly #desk: WatchDesk;
  readonly #channels = new Map<string, WatcherChannel>();
  #gone = false;

  constructor(game: AnyGame, open: boolean, private readonly source: () => WatchSource, private readonly changed: () => void) {
    this.#desk = new WatchDesk(game, open);
  }

  get count(): number {
    return this.#desk.count;
  }

  get open(): boolean {
    return this.#desk.open;
  }

  /** A spectator connected: where its messages go. Admitted, it is sent what is public as the match goes on. */
  watcher(id: string, channel: WatcherChannel): { receive(raw: unknown): void; left(): void } {
    return {
      receive: (raw) => {
        if (this.#gone) return;
        const before = this.#desk.count;
        const answer = this.#desk.receive(id, raw);
        for (const m of answer.replies) channel.send(m);
        if (answer.close) {
          this.#channels.delete(id);
          channel.close();
        } else this.#channels.set(id, channel);
        this.feed();
        if (this.#desk.count !== before) this.changed();
      },
      left: () => {
        this.#channels.delete(id);
        this.#desk.leave(id);
        if (!this.#gone) this.changed();
      },
    };
  }

  /** Spectating on or off; off lets go of every spectator. */
  setOpen(on: boolean): void {
    for (const id of this.#desk.setOpen(on)) {
      this.#channels.get(id)?.close();
      this.#channels.delete(id);
    }
    this.changed();
  }

  /** Sends each spectator what it has not been sent yet of the match. */
  feed(): void {
    if (this.#channels.size === 0) return;
    for (const [id, messages] of this.#desk.feed(this.source())) {
      const channel = this.#channels.get(id);
      if (channel) for (const m of messages) channel.send(m);
    }
  }

  /** The match is over for this page: every spectator is let go. */
  close(): void {
    this.#gone = true;
    for (const channel of this.#channels.values()) channel.close();
    this.#channels.clear();
  }
}
