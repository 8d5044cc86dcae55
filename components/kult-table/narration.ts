import type { AnyGameUI } from '../../src/app/game-ui.js';
import type { LogEntry } from '../../src/app/match-port.js';
import { msg } from '../../src/i18n/catalog.js';
import '../../src/i18n/en/table-words.js';

/** At most this many sentences per announcement: a burst of acts is summed up, not read out whole. */
export const NARRATION_LIMIT = 6;

/**
 * What the table's one live region says as the game goes on, in log order: how the match began
 * (when the table sees it begin), each new turn, the other players' acts (a bare pass is left
 * out: windows close with many), and what every act did, the player's own included (a combat it
 * started, a card it lost). What the log held when the table first saw it is history, not news.
 *
 * @example
 * const n = new Narration();
 * n.follow(snapshot.log, ui, view, me) // "Turn 2. b proclaims Usher on C1. b draws 2 cards"
 */
export class Narration {
  /** Highest seq already narrated (or present when the log was first seen); null before that. */
  private upTo: number | null = null;
  private turn: number | null = null;

  /** Forgets what was narrated (a new match). */
  reset(): void {
    this.upTo = null;
    this.turn = null;
  }

  /** The announcement for what is new in `log`, or '' when nothing is. */
  follow(log: readonly LogEntry[], ui: AnyGameUI, view: unknown, me: string): string {
    const newest = log.at(-1);
    if (this.upTo === null) {
      this.upTo = newest?.seq ?? -1;
      this.turn = newest?.turn ?? null;
      // A match seen from its first act on: say how it began.
      return newest ? '' : this.limit((ui.opening?.(view, me) ?? []).map((l) => msg('log.opening.rule', { words: l.words, rule: l.rule })));
    }
    const since = this.upTo;
    const fresh = log.filter((e) => e.seq > since);
    if (fresh.length === 0) return '';
    this.upTo = newest!.seq;
    const said: string[] = [];
    for (const e of fresh) {
      if (e.turn !== this.turn) said.push(msg('log.filter.turnN', { turn: e.turn }));
      this.turn = e.turn;
      const outcomes = ui.describeOutcomes?.(e, view, me) ?? [];
      const quiet = e.player === me || (e.action.type === 'pass' && outcomes.length === 0);
      if (!quiet) said.push(ui.describeAct(e, view, me, null));
      said.push(...outcomes);
    }
    return this.limit(said);
  }

  private limit(said: readonly string[]): string {
    if (said.length <= NARRATION_LIMIT) return said.join('. ');
    const kept = said.slice(-NARRATION_LIMIT);
    return [msg('table.announce.earlier', { count: said.length - kept.length }), ...kept].join('. ');
  }
}
