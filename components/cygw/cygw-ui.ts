/**
 * Cult's GameUI (src/app/game-ui.ts): its steps, seats and acts in this table's own words, for the
 * shell's log and result screen. Cult has no response windows (C-RESOLVE-06: the action round
 * gives each seat one act in turn), so the window parts say nothing.
 */
import type { GameUI } from '../../src/app/game-ui.js';
import type { LogEntry } from '../../src/app/match-port.js';
import { msg } from '../../src/i18n/catalog.js';
import type { CygwCards } from '../../src/cygw/cards/types.js';
import type { CygwAction } from '../../src/cygw/actions.js';
import type { CygwState } from '../../src/cygw/state.js';
import { floorNow } from '../../src/cygw/rules/floor.js';
import { LOCATIONS } from '../../src/cygw/board/locations.js';
import { actWords, seatWords, stepWords } from './cygw-words.js';

/** The steps in play order as `moment` names them: the phases, then each Location as it resolves. */
export const CYGW_STEPS: readonly string[] = ['deal', 'supremacy', 'intention', 'resolution', ...LOCATIONS.map((l) => l.name), 'over'];

const uis = new WeakMap<CygwCards, GameUI<CygwState, CygwAction, null>>();

/** The words for this card set (one object per set, as the shell asks). */
export function cygwUI(cards: CygwCards): GameUI<CygwState, CygwAction, null> {
  let ui = uis.get(cards);
  if (!ui) uis.set(cards, (ui = makeUI(cards)));
  return ui;
}

function makeUI(cards: CygwCards): GameUI<CygwState, CygwAction, null> {
  return {
    steps: CYGW_STEPS,
    stepName: stepWords,
    seatName: (seat, view, me) => seatWords(cards, view, seat, me),
    // Nothing to remember: a card played is named from the view the act's entry is read with.
    remember: () => null,
    // A benefit names the Location that was resolving when it was taken (the entry's step), not today's.
    describeAct: (entry: LogEntry<CygwAction>, view, me) =>
      msg('cygw.act.line', { who: seatWords(cards, view, entry.player, me), act: actWords(cards, view, me, entry.action, LOCATIONS.find((l) => l.name === entry.step)?.id ?? 0) }),
    turn: (view) => {
      const f = view.phase === 'over' ? null : floorNow(view);
      const step = view.phase === 'resolution' && view.active > 0 ? LOCATIONS[view.active - 1]!.name : view.phase;
      return { turn: view.round, step, active: f?.seat ?? view.turn ?? view.first, choosing: f?.prompt ? f.seat : null };
    },
    window: () => null,
    answers: () => [],
    stopWords: (stop) => stop,
    affectsWords: (affects) => affects,
    couldDo: (legal, view, me) => [...new Set(legal.filter((a) => a.type !== 'pass').map((a) => actWords(cards, view, me, a)))].slice(0, 6),
  };
}
