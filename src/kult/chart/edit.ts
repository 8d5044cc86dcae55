/**
 * One draft per event. The turn chart's actions each return the game;
 * several run for one event (an act, then the window it opens; a pass, the
 * window's close, the next step), and writing them all on one draft copies
 * each seat once, as a single reducer did, so a state's untouched parts keep
 * their identity and their remembered digests. The draft belongs to the
 * event that made it: a new event always starts a new draft, so a state
 * already handed out is never written again. Events run one at a time, to
 * the end, so one slot remembers the event and its draft.
 */
import { draftOf, type Draft } from '../state/draft.js';
import type { GameState } from '../types.js';

let lastEvent: object | null = null;
let lastDraft: Draft | null = null;

/** The draft of `game` for `event`: the one this event already writes, or a new one. */
export function draftFor(game: GameState, event: object): Draft {
  if (event !== lastEvent || (lastDraft as unknown) !== game) {
    lastEvent = event;
    lastDraft = draftOf(game);
  }
  return lastDraft!;
}
