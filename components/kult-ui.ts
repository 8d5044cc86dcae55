/**
 * KULT's GameUI: its seven steps, its acts and its response windows in words, for the shell's log,
 * timing bar and result screen (the windows' words: kult-window-words.ts; why the table stopped:
 * kult-stop-words.ts).
 * Acts are described by describe-action.ts, what they did by outcome-words.ts (from the recap each
 * log entry carries), how the match began by opening-words.ts; the memory a log reader keeps is the card identities
 * it was shown (seen-cards.ts), so an opponent's card played from hand is still named after it
 * went face down. The memory lives with each reader (see src/app/game-ui.ts), so this object is
 * stateless and one per card set.
 */
import type { GameUI } from '../src/app/game-ui.js';
import { msg } from '../src/i18n/catalog.js';
import { STEPS, type Action, type CardId, type CardSet, type GameState, type InstanceId, type Recap, type Step } from '../src/kult/index.js';
import { describeAction } from './describe-action.js';
import { openingWords } from './opening-words.js';
import { describeOutcomes } from './outcome-words.js';
import { kultAnswers, kultStopWords, kultTurn, kultWindow } from './kult-window-words.js';
import { kultAffectsWords, kultCouldDo } from './kult-stop-words.js';
import { rememberCards } from './seen-cards.js';
import '../src/i18n/en/table-words.js';

export type KultUI = GameUI<GameState, Action, ReadonlyMap<InstanceId, CardId>>;

const uis = new WeakMap<CardSet, KultUI>();

/** KULT's GameUI for a card set (the same object every time, so a log keeps its memory across renders). */
export function kultUI(cards: CardSet): KultUI {
  let ui = uis.get(cards);
  if (!ui) uis.set(cards, (ui = makeKultUI(cards)));
  return ui;
}

function makeKultUI(cards: CardSet): KultUI {
  return {
    steps: STEPS,
    stepName: (step) => msg(`step.${step}`),
    seatName: (seat, view, me) => {
      if (seat === me) return msg('log.player.you');
      const p = view.players.find((x) => x.id === seat);
      if (!p) return msg('log.player.unknown');
      return cards.cards.get(p.major)?.name ?? seat;
    },
    remember: (memory, view) => rememberCards(memory ?? new Map(), view),
    describeAct: (entry, view, me, memory) =>
      describeAction(entry.action, view, cards, { me, step: entry.step as Step, ...(memory ? { seen: memory } : {}), ...(entry.recap ? { recap: entry.recap as Recap } : {}) }),
    describeOutcomes: (entry, view, me) => (entry.recap ? describeOutcomes(entry.recap as Recap, entry.action, view, cards, me) : []),
    opening: (view, me) => openingWords(cards, view, me),
    turn: kultTurn,
    window: (view, me) => kultWindow(cards, view, me),
    answers: (legal, view) => kultAnswers(cards, legal, view),
    stopWords: kultStopWords,
    affectsWords: (affects, view, me) => kultAffectsWords(cards, view, me, affects),
    couldDo: (legal, view, me) => kultCouldDo(cards, legal, view, me),
  };
}
