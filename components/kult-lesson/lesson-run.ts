/**
 * One lesson being played: the lesson game (src/kult/lessons/lesson-game.ts) in a LocalMatch
 * against its scripted opponent, as solo practice runs any game, and what the lesson's screen
 * reads from it besides the table: the learner's acts, the last chain seen, the latest refused
 * attempt, and whether the goal is reached. At the goal the match stops (the opponent's script
 * and the table's auto-pass would play on), so the table shows the moment the goal held.
 */
import { LocalMatch } from '../../src/app/local-match.js';
import type { WindowActWords } from '../../src/app/game-ui.js';
import type { Judgement } from '../../src/engine/judgement.js';
import type { CardSet } from '../../src/kult/cards/card-set.js';
import { LEARNER, OPPONENT, type Lesson } from '../../src/kult/lessons/lesson-schema.js';
import type { Locale } from '../../src/i18n/catalog.js';
import { lessonGame, lessonStart, type LessonGame } from '../../src/kult/lessons/lesson-game.js';
import type { KultSnapshot } from '../kult-port.js';
import { kultUI } from '../kult-ui.js';
import { LessonPort } from './lesson-port.js';

export class LessonRun {
  readonly game: LessonGame;
  readonly match: LocalMatch<LessonGame>;
  /** What the table is given: the match, with the lesson's expected mistakes offered too (lesson-port.ts). */
  readonly port: LessonPort;
  /** The learner's acts so far (passes aside), as the lesson's goal counts them. */
  learnerActs = 0;
  /** The last non-empty chain of a window, in the table's words (the chain the goal's window closed on). */
  chain: readonly WindowActWords[] = [];
  reached = false;
  /** The learner's latest refused attempt, while nothing was played since. */
  refused: Judgement<unknown> | null = null;
  private attempt: { judgement: Judgement<unknown>; logLength: number } | null = null;
  private readonly off: () => void;

  /** `lang`: the language the lesson's judge words its own checks in, asked at each judgement (the element's). */
  constructor(cards: CardSet, lesson: Lesson, lang: () => Locale, botDelayMs: number, onChange: (run: LessonRun) => void) {
    this.game = lessonGame(cards, lesson, lang);
    this.match = new LocalMatch({
      game: this.game,
      start: lessonStart(cards, lesson),
      me: LEARNER,
      bot: OPPONENT,
      botSeed: 1,
      botLevel: 'script',
      botDelayMs,
      settings: { mode: 'full' },
    });
    this.port = new LessonPort(this.match);
    this.off = this.match.subscribe((s) => {
      this.follow(s);
      onChange(this);
    });
    this.follow(this.match.snapshot);
  }

  get snapshot(): KultSnapshot {
    return this.match.snapshot;
  }

  private follow(s: KultSnapshot): void {
    if (this.reached) return;
    this.learnerActs = s.log.filter((e) => e.player === LEARNER && e.action.type !== 'pass').length;
    const w = kultUI(this.game.cards).window(s.view, LEARNER);
    if (w && w.chain.length > 0) this.chain = w.chain;
    if (s.lastAttempt && s.lastAttempt !== this.attempt?.judgement) this.attempt = { judgement: s.lastAttempt, logLength: s.log.length };
    const a = this.attempt;
    this.refused = a && !a.judgement.ok && a.logLength === s.log.length ? a.judgement : null;
    // The goal is checked on the whole state: it may name what the learner's view hides (a card
    // played face up that lies face down in the opponent's discard pile).
    if (this.game.goalReached({ state: this.match.fullState, learnerActs: this.learnerActs })) {
      this.reached = true;
      this.refused = null;
      // After this snapshot has reached every listener (the table draws the goal's moment).
      queueMicrotask(() => this.match.dispose());
    }
  }

  dispose(): void {
    this.off();
    this.match.dispose();
  }
}
