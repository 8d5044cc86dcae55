/**
 * One draft per event. The turn chart's actions are `assign`s that each
 * return the game; several run for one event (an act, then the window it
 * opens; a pass, the window's close, the next step), and writing them all on
 * one draft copies each seat once, as a single reducer did, so a state's
 * untouched parts keep their identity and their remembered digests. The
 * draft belongs to the event that made it: a new event always starts a new
 * draft, so a state already handed out is never written again.
 */
import { draftOf, type Draft } from '../state/draft.js';
import type { GameState } from '../types.js';

const drafts = new WeakMap<object, Draft>();

/** `fn` applied to the draft of `game` for `event` (made on first use). */
export function edit(game: GameState, event: object, fn: (d: Draft) => void): GameState {
  let d = drafts.get(event);
  if ((d as unknown) !== game) {
    d = draftOf(game);
    drafts.set(event, d);
  }
  fn(d!);
  return d as unknown as GameState;
}
