/**
 * The heartbeat both transports run while open (NET-LIVE-01), as control frames the session
 * never sees. Each side pings the other every {@link PING_INTERVAL_MS} and answers the other's
 * pings at once, from its message handler: no timer stands between a ping and its answer, so a
 * table in a background tab, whose timers Chromium throttles to once a minute, still answers
 * in time. A side is declared silent only when a ping of *its own* went unanswered for
 * {@link SILENCE_MS}: a friend whose pings merely come rarely (its timers are throttled) is
 * never declared gone for that. A closed tab, a crashed one, a wedged channel or a lost network
 * is noticed within SILENCE_MS + one interval of the last answer.
 *
 * Timers are this side's own too: when they were held back (this tab hidden and throttled,
 * frozen, or busy for seconds), the wait restarts instead of counting time this side could not
 * have heard an answer in.
 */

/** How often a side pings (while its timers run freely). */
export const PING_INTERVAL_MS = 1_000;
/** How long a ping may go unanswered before the other side counts as silent (NET-LIVE-01). */
export const SILENCE_MS = 6_000;
/** Pings closer together than this get one answer: a flood of pings costs a few answers a second, not one each. */
export const PONG_MIN_GAP_MS = 200;
/** Unanswered pings remembered at most (more only while this side's timers are throttled); past it no new ping is sent. */
const MAX_WAITING = 16;
/** A tick later than this after the previous one means this side's timers were held back. */
const LATE_TICK_MS = 2.5 * PING_INTERVAL_MS;

/** Control frames, as they go on the wire (`["ping", 7]`). */
export type ControlFrame = readonly ['ping', number] | readonly ['pong', number] | readonly ['presence', 'hidden' | 'visible'];

export interface HeartbeatLink {
  /** Sends a control frame to the other side. */
  send(frame: ControlFrame): void;
  /** A ping of ours has gone unanswered for `quietMs` (≥ SILENCE_MS): the heartbeat has stopped itself. */
  silent(quietMs: number): void;
}

/** A ping id: what a well-formed ping or pong carries. */
export function isPingId(n: unknown): n is number {
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0;
}

/**
 * One side's heartbeat. `start()` when the channel opens, `stop()` when it closes; feed it
 * the other side's pings and pongs.
 *
 * @example
 * ```ts
 * const beat = new Heartbeat({ send: (f) => channel.send(JSON.stringify(f)), silent: () => fail('silent') });
 * beat.start();
 * // on ["ping", n]: beat.ping(n); on ["pong", n]: if (!beat.pong(n)) fail('protocol')
 * ```
 */
export class Heartbeat {
  private timer: ReturnType<typeof setInterval> | null = null;
  private sent = 0;
  /** Our pings not answered yet, oldest first, with when we started waiting for each. */
  private waiting: Array<{ readonly n: number; at: number }> = [];
  private lastTick = 0;
  private lastPingSeen = 0;
  private lastPongAt = -Infinity;

  constructor(private readonly link: HeartbeatLink) {}

  get running(): boolean {
    return this.timer !== null;
  }

  start(): void {
    if (this.timer) return;
    this.lastTick = Date.now();
    this.timer = setInterval(() => this.tick(), PING_INTERVAL_MS);
    // In node (tests), a heartbeat alone must not keep the process alive.
    (this.timer as { unref?: () => void }).unref?.();
    this.sendPing(this.lastTick);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Checks now rather than at the next tick (this page became visible again: its timers were held back). */
  wake(): void {
    if (this.timer) this.tick(true);
  }

  /** The other side pinged: answered at once (at most one answer per PONG_MIN_GAP_MS). */
  ping(n: number): void {
    if (n <= this.lastPingSeen) return;
    this.lastPingSeen = n;
    const now = Date.now();
    const gap = now - this.lastPongAt;
    // (A clock set back, as fake timers in tests do, never silences the answers.)
    if (gap >= 0 && gap < PONG_MIN_GAP_MS) return;
    this.lastPongAt = now;
    this.link.send(['pong', n]);
  }

  /** The other side answered ping `n` (and so every earlier one). False for an id never sent: not an answer of an honest table. */
  pong(n: number): boolean {
    if (n > this.sent) return false;
    while (this.waiting.length > 0 && this.waiting[0]!.n <= n) this.waiting.shift();
    return true;
  }

  private tick(woken = false): void {
    const now = Date.now();
    const held = woken || now - this.lastTick > LATE_TICK_MS || now < this.lastTick;
    this.lastTick = now;
    // Time this side's timers did not run is not time the friend failed to answer in: its
    // answer may be waiting behind this very task. Every unanswered ping gets a full wait anew.
    if (held) for (const w of this.waiting) w.at = now;
    const oldest = this.waiting[0];
    if (oldest && now - oldest.at >= SILENCE_MS) {
      this.stop();
      this.link.silent(now - oldest.at);
      return;
    }
    this.sendPing(now);
  }

  private sendPing(now: number): void {
    if (this.waiting.length >= MAX_WAITING) return;
    const n = ++this.sent;
    this.waiting.push({ n, at: now });
    this.link.send(['ping', n]);
  }
}
