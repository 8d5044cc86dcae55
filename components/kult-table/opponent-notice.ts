import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { KultLogEntry as LogEntry, KultSnapshot as MatchSnapshot } from '../kult-port.js';

/**
 * Notices the opponent's new acts in each snapshot: the newest one that is not a pass is shown
 * for a moment (the judge's "Why this was legal"), and all of them can be announced. What is in
 * the log when the table first sees a match is history, not news.
 *
 * @example
 * private readonly notice = new OpponentNotice(this, () => this.opponentJudgeMs);
 * receive(s) { const fresh = this.notice.follow(s); ... }
 * render() { const act = this.notice.shown; ... }
 */
export class OpponentNotice implements ReactiveController {
  private seenSeq: number | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** The opponent's act being shown, until it times out or is dismissed. */
  shown: LogEntry | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly showMs: () => number,
  ) {
    host.addController(this);
  }

  /** Forgets what was seen (a new match). */
  reset(): void {
    this.seenSeq = null;
    this.dismiss();
  }

  /** Takes a snapshot; returns the opponent's acts new since the last one. */
  follow(s: MatchSnapshot): readonly LogEntry[] {
    const newest = s.log.reduce((m, e) => Math.max(m, e.seq), -1);
    if (this.seenSeq === null) {
      this.seenSeq = newest;
      return [];
    }
    const since = this.seenSeq;
    this.seenSeq = Math.max(since, newest);
    const fresh = s.log.filter((e) => e.seq > since && e.player !== s.me);
    // Passes are frequent and say little: the newest act that is not one is shown.
    const shown = [...fresh].reverse().find((e) => e.action.type !== 'pass');
    if (shown) this.show(shown);
    return fresh;
  }

  /** Stops showing the opponent's act (the player's own attempt took its place). */
  dismiss(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.shown = null;
  }

  hostDisconnected(): void {
    this.dismiss();
  }

  private show(e: LogEntry): void {
    if (this.timer) clearTimeout(this.timer);
    this.shown = e;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.shown = null;
      this.host.requestUpdate();
    }, this.showMs());
  }
}
