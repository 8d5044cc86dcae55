/**
 * The lesson's match as the table sees it. The lesson game offers the learner only the moves that
 * matter (its `legalActions`); a mistake the lesson expects that KULT itself allows (passing while
 * Unholy Hunger is on the floor, not recruiting) would then have no button, and the learner could
 * never make it and hear why. This port offers those listed mistakes too, so the table draws them;
 * trying one goes to the lesson's judge like any attempt and is refused with the lesson's words.
 * A marker move the engine refuses is offered as well: moving markers between two spots is one
 * gesture for a Sway and a Repel of each Suit, and where one of them is legal the table makes it
 * at once, so the Suit the lesson expects as a mistake could never be chosen otherwise.
 */
import type { MatchSnapshot, PlaySettings } from '../../src/app/match-port.js';
import type { LocalMatch } from '../../src/app/local-match.js';
import type { Judgement } from '../../src/engine/judgement.js';
import type { LessonGame } from '../../src/kult/lessons/lesson-game.js';
import { LEARNER } from '../../src/kult/lessons/lesson-schema.js';
import { resolveAct, sameAction } from '../../src/kult/lessons/refs.js';
import type { Action, GameState } from '../../src/kult/types.js';
import type { KultPort } from '../kult-port.js';

export class LessonPort implements KultPort {
  private cached: { view: GameState; legal: Action[] } | null = null;

  constructor(private readonly match: LocalMatch<LessonGame>) {}

  get game(): LessonGame {
    return this.match.game;
  }

  get snapshot(): MatchSnapshot<GameState, Action> {
    return this.match.snapshot;
  }

  subscribe(listener: (s: MatchSnapshot<GameState, Action>) => void): () => void {
    return this.match.subscribe(listener);
  }

  judge(action: Action): Judgement<unknown> {
    return this.match.judge(action);
  }

  /** The lesson's open moves, and the listed mistakes the engine allows now. */
  legalActions(): Action[] {
    const view = this.match.snapshot.view;
    if (this.cached?.view === view) return this.cached.legal;
    const legal = this.match.legalActions();
    if (legal.length > 0) {
      const game = this.match.game;
      const state = this.match.fullState;
      for (const w of game.lesson.wrong) {
        const r = resolveAct(view, w.act, LEARNER);
        if (!r.ok || !game.wrongAttempt(view, r.action)) continue;
        const markers = r.action.type === 'repel' || r.action.type === 'sway';
        if (!markers && !game.engine.judge(state, r.action).ok) continue;
        if (!legal.some((a) => sameAction(a, r.action))) legal.push(r.action);
      }
    }
    this.cached = { view, legal };
    return legal;
  }

  attempt(action: Action): Judgement<unknown> {
    return this.match.attempt(action);
  }

  configure(settings: Partial<PlaySettings>): void {
    this.match.configure(settings);
  }

  dispose(): void {
    this.match.dispose();
  }
}
