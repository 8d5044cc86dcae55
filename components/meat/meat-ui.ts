/**
 * M.E.A.T.'s GameUI (src/app/game-ui.ts): its steps, seats and acts in this table's own words, for
 * the shell's log and result screen. Its Instant windows are drawn on the table itself (the stack
 * and whose priority), so the timing bar's window part says nothing.
 */
import type { GameUI } from '../../src/app/game-ui.js';
import type { LogEntry } from '../../src/app/match-port.js';
import { msg } from '../../src/i18n/catalog.js';
import type { MeatCards } from '../../src/meat/cards/types.js';
import type { MeatAction } from '../../src/meat/actions.js';
import type { MeatState, Step } from '../../src/meat/state.js';
import { floorNow } from '../../src/meat/rules/floor.js';
import { actWords, seatWords, stepWords } from './meat-words.js';

/** The steps in play order, as the game's `moment` names them. */
export const MEAT_STEPS: readonly Step[] = [
  'leaders', 'income', 'pool', 'draft-roll', 'draft', 'destiny', 'hand-limit', 'place', 'commit', 'reveal', 'pay', 'first', 'act',
  'battle-reflex', 'battle-normal', 'summary', 'over',
];

const uis = new WeakMap<MeatCards, GameUI<MeatState, MeatAction, null>>();

/** The words for this card set (one object per set, as the shell asks). */
export function meatUI(cards: MeatCards): GameUI<MeatState, MeatAction, null> {
  let ui = uis.get(cards);
  if (!ui) uis.set(cards, (ui = makeUI(cards)));
  return ui;
}

function makeUI(cards: MeatCards): GameUI<MeatState, MeatAction, null> {
  return {
    steps: MEAT_STEPS,
    stepName: stepWords,
    seatName: (seat, view, me) => seatWords(view, seat, me),
    remember: () => null,
    describeAct: (entry: LogEntry<MeatAction>, view, me) => msg('meat.act.line', { who: seatWords(view, entry.player, me), act: actWords(cards, view, me, entry.action) }),
    turn: (view) => {
      const f = floorNow(view);
      return { turn: view.round, step: view.step, active: f?.seat ?? view.seats[0]!, choosing: null };
    },
    window: () => null,
    answers: () => [],
    stopWords: (stop) => stop,
    affectsWords: (affects) => (affects === 'stack' ? msg('meat.affects.stack') : affects),
    couldDo: (legal, view, me) => [...new Set(legal.filter((a) => a.type !== 'pass').map((a) => actWords(cards, view, me, a)))].slice(0, 6),
  };
}
