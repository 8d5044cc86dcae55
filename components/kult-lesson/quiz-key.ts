/**
 * A quiz's answer key: for each card in the learner's hand, whether it may be played now and
 * why not, from the engine's own judge (the lesson game's `engine`, without the lesson's word:
 * the quiz asks what KULT allows, not what the lesson opens). The per-card reasons are the
 * timing bar's (components/kult-table/table-responders.ts); a card that answers no act (a Being,
 * a Region) may be played when the engine offers a legal act with it, and otherwise carries the
 * judge's reason for proclaiming it.
 */
import { msg } from '../../src/i18n/catalog.js';
import type { LessonGame } from '../../src/kult/lessons/lesson-game.js';
import { LEARNER } from '../../src/kult/lessons/lesson-schema.js';
import { STATIONS, type GameState, type InstanceId } from '../../src/kult/types.js';
import { respondersFor } from '../kult-table/table-responders.js';
import { responderOf } from '../kult-timing-bar/responders.js';
import { kultUI } from '../kult-ui.js';
import { seatReader } from '../seat-reader.js';

export interface QuizLine {
  readonly iid: InstanceId;
  readonly name: string;
  /** The engine's answer: it may be played now. */
  readonly ok: boolean;
  /** Why it may not, with the rule cited ("does not directly affect … (K-TIMING-03)"); empty when it may. */
  readonly why: string;
}

export function quizKey(game: LessonGame, view: GameState): QuizLine[] {
  const engine = game.engine;
  const legal = engine.legalActions(view, LEARNER);
  const reader = seatReader(kultUI(game.cards), view, LEARNER);
  const responders = new Map(respondersFor(view, LEARNER, legal, game.cards, (a) => engine.judge(view, a)).map((r) => [r.iid, r]));
  const hand = view.players.find((p) => p.id === LEARNER)?.hand ?? [];
  return hand.map((iid) => {
    const r = responders.get(iid);
    if (r) return { iid, name: r.name, ok: r.ok, why: r.why };
    const def = game.cards.cards.get(view.cards[iid]?.card ?? '');
    const name = def?.name ?? iid;
    if (legal.some((a) => (a as { card?: InstanceId | null }).card === iid)) return { iid, name, ok: true, why: '' };
    // A Being or a Region: the judge's reason for proclaiming it onto the learner's first free Station.
    const seat = view.players.find((p) => p.id === LEARNER);
    const station = STATIONS.find((st) => st.startsWith('C') && !seat?.cross.stations[st]) ?? 'C1';
    if (def?.kind === 'being' || def?.kind === 'region') {
      const j = engine.judge(view, { type: 'proclaim', player: LEARNER, card: iid, cross: LEARNER, station });
      if (!j.ok) return { ...responderOf(iid, name, j, reader), ok: false };
    }
    return { iid, name, ok: false, why: msg('lesson.quiz.noPlay') };
  });
}
