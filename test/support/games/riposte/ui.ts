/**
 * Riposte's GameUI: its steps, acts and response window in words, as a Riposte table would say
 * them (these are the test game's own strings, not the catalog's). The shell's components take
 * it in the game-blind tests and show a Riposte match without knowing the game.
 */
import type { GameUI } from '../../../../src/app/game-ui.js';
import type { RiposteAction, RiposteState } from './state.js';

const cardWords = (view: RiposteState, iid: string): string => {
  const id = view.cards[iid]?.card;
  return id ? id[0]!.toUpperCase() + id.slice(1).replace('-', ' ') : 'a hidden card';
};

export const riposteUI: GameUI<RiposteState, RiposteAction, null> = {
  steps: ['turn', 'window'],
  stepName: (step) => (step === 'turn' ? 'Play' : step === 'window' ? 'Answers' : step),
  seatName: (seat, view, me) => (seat === me ? 'You' : view.seats.some((s) => s.id === seat) ? seat : 'another player'),
  remember: () => null,
  describeAct: (entry, view, me) => {
    const a = entry.action;
    const who = riposteUI.seatName(a.player, view, me);
    const verb = (base: string, third: string) => `${who} ${a.player === me ? base : third}`;
    switch (a.type) {
      case 'play':
        return `${verb('play', 'plays')} ${cardWords(view, a.card)}`;
      case 'parry':
        return verb('parry', 'parries');
      case 'skip':
        return verb('skip', 'skips');
      case 'pass':
        return verb('pass', 'passes');
    }
  },
  turn: (view) => ({ turn: view.turn, step: view.window ? 'window' : 'turn', active: view.seats[view.current]!.id, choosing: null }),
  // One act on the chain: the card played (a parry closes the window at once, T-WINDOW-02).
  window: (view) =>
    view.window && view.window.waiting.length > 0
      ? {
          kind: 'riposte',
          words: 'Parry or pass',
          chain: [{ id: view.played.length, player: view.window.by, words: cardWords(view, view.window.card) }],
          floor: view.window.waiting[0]!,
        }
      : null,
  answers: (legal) => legal.flatMap((a) => (a.type === 'parry' ? [{ iid: a.card, name: 'Parry' }] : [])),
  stopWords: (stop) => (stop === 'T-WINDOW-01' ? 'You hold cards, so you answer by hand (T-WINDOW-01).' : stop),
  affectsWords: (affects) => (affects === 'T-WINDOW-01' ? 'every play races to the target (T-WINDOW-01).' : affects),
  couldDo: (legal) => (legal.some((a) => a.type === 'parry') ? ["a Parry cancels the played card's score (T-WINDOW-02)"] : []),
};
