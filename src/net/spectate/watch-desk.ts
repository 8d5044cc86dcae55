/**
 * The host's desk for spectators (NET-SPECTATE-01): it admits a spectator's `watch` hello when
 * spectating is on, and feeds each one what is public — the agreement (commitments only), every
 * logged act with the reveals that act made public, any take-back, and the seats' audits once
 * they are sent. A spectator may say nothing after its hello: each further message is refused
 * and counted, and the desk lets go of it past a few (NET-SPECTATE-02). Transport-blind: the app
 * hands it each spectator's messages by an id and sends what it returns.
 */
import * as v from 'valibot';
import type { AnyGame, Reveal, SeatId } from '../../engine/game.js';
import type { LogRecord } from '../lockstep/lockstep.js';
import type { Agreement } from '../lockstep/match-from-setup.js';
import { PROTOCOL_VERSION } from '../protocol.js';
import { MAX_WATCHERS, watchHelloSchema, type WatchRefusal, type WatchWire } from './watch-wire.js';

/** What a spectator may have sent after its hello before the desk lets go of it. */
export const MAX_WATCHER_OFFENCES = 3;

/** What the host's table holds that a spectator may see (src/app/watch-source.ts reads it from the session). */
export interface WatchSource {
  readonly agreement: Agreement | null;
  readonly log: readonly LogRecord[];
  /** The audits sent so far: this table's own and the friends' it received. */
  readonly audits: readonly { readonly seat: SeatId; readonly list: readonly string[]; readonly listSalt: string; readonly reveals: readonly Reveal[] }[];
}

interface Watcher {
  admitted: boolean;
  setup: boolean;
  /** The fingerprints after each act sent, to see an act taken back. */
  sent: string[];
  audits: Set<SeatId>;
  offences: number;
}

export interface DeskAnswer {
  readonly replies: readonly WatchWire[];
  /** Let go of this spectator (refused, or too many messages). */
  readonly close: boolean;
}

export class WatchDesk {
  readonly #game: AnyGame;
  #open: boolean;
  readonly #watchers = new Map<string, Watcher>();

  constructor(game: AnyGame, open = true) {
    this.#game = game;
    this.#open = open;
  }

  get open(): boolean {
    return this.#open;
  }

  /** How many spectators watch (what the players see). */
  get count(): number {
    let n = 0;
    for (const w of this.#watchers.values()) if (w.admitted) n++;
    return n;
  }

  /** The host turns spectating on or off; off lets go of every spectator (the ids returned, to close). */
  setOpen(open: boolean): string[] {
    this.#open = open;
    if (open) return [];
    const ids = [...this.#watchers.keys()];
    this.#watchers.clear();
    return ids;
  }

  /** A spectator's message (`unknown` until checked). */
  receive(id: string, raw: unknown): DeskAnswer {
    const known = this.#watchers.get(id);
    if (known) {
      // NET-SPECTATE-02: a spectator acts on nothing; whatever it sends after its hello is refused and counted.
      known.offences++;
      if (known.offences < MAX_WATCHER_OFFENCES) return { replies: [], close: false };
      this.#watchers.delete(id);
      return { replies: [], close: true };
    }
    const hello = v.safeParse(watchHelloSchema, raw);
    if (!hello.success) return { replies: [], close: true };
    const refusal: WatchRefusal | null = !this.#open ? 'off'
      : hello.output.v !== PROTOCOL_VERSION ? 'version'
        : hello.output.game !== this.#game.id || hello.output.content !== this.#game.contentHash ? 'game'
          : this.count >= MAX_WATCHERS ? 'full' : null;
    if (refusal) return { replies: [{ t: 'watch-refused', reason: refusal }], close: true };
    this.#watchers.set(id, { admitted: true, setup: false, sent: [], audits: new Set(), offences: 0 });
    return { replies: [], close: false };
  }

  /** The spectator's connection closed. */
  leave(id: string): void {
    this.#watchers.delete(id);
  }

  /** What each spectator has not been sent yet of `source`, by id. */
  feed(source: WatchSource): Map<string, WatchWire[]> {
    const out = new Map<string, WatchWire[]>();
    if (!source.agreement) return out;
    for (const [id, w] of this.#watchers) {
      const msgs: WatchWire[] = [];
      if (!w.setup) {
        msgs.push({ t: 'watch-setup', agreement: publicAgreement(source.agreement) });
        w.setup = true;
      }
      let same = 0;
      while (same < w.sent.length && same < source.log.length && w.sent[same] === source.log[same]!.hash) same++;
      if (same < w.sent.length) {
        msgs.push({ t: 'watch-undo', seq: same });
        w.sent.length = same;
      }
      for (const rec of source.log.slice(w.sent.length)) {
        msgs.push({ t: 'watch-act', seq: rec.seq, from: rec.from, event: rec.event, reveals: rec.reveals.map((r) => ({ iid: r.iid, card: r.card, salt: r.salt })), hash: rec.hash });
        w.sent.push(rec.hash);
      }
      for (const a of source.audits) {
        if (w.audits.has(a.seat)) continue;
        msgs.push({ t: 'watch-audit', seat: a.seat, list: [...a.list], listSalt: a.listSalt, reveals: a.reveals.map((r) => ({ iid: r.iid, card: r.card, salt: r.salt })) });
        w.audits.add(a.seat);
      }
      if (msgs.length) out.set(id, msgs);
    }
    return out;
  }
}

/** The agreement field by field (nothing else a table may hold beside it travels by accident). */
function publicAgreement(a: Agreement): Agreement {
  return {
    seats: a.seats.map((s) => ({ id: s.id, choice: s.choice, commitments: [...s.commitments], cut: s.cut, listCommit: s.listCommit, chain: s.chain })),
    seed: a.seed,
    settings: a.settings,
    exchanged: a.exchanged,
  };
}
