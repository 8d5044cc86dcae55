/**
 * Where the turn chart stands, read from a GameState. The chart writes
 * `step`, `stepDone`, `window` and `ended` itself as it moves (they are its
 * persisted snapshot, in the form the rest of the app reads), so any state,
 * restored from a snapshot or arranged by a test, resumes in the right leaf.
 */
import type { GameState } from '../types.js';

export const LEAVES = [
  'draw.preDraw', 'draw.postDraw',
  'sway.idle', 'sway.window',
  'recruit.idle', 'recruit.window', 'recruit.decided',
  'deeds.idle', 'deeds.window',
  'attack.idle', 'attack.window', 'attack.combat',
  'discard.idle', 'discard.window', 'discard.decided',
  'over',
] as const;
export type Leaf = (typeof LEAVES)[number];

export function leafOf(game: GameState): Leaf {
  if (game.ended) return 'over';
  const w = game.window?.kind;
  switch (game.step) {
    case 'draw':
      return w === 'postDraw' ? 'draw.postDraw' : 'draw.preDraw';
    case 'sway':
      return w ? 'sway.window' : 'sway.idle';
    case 'deeds':
      return w ? 'deeds.window' : 'deeds.idle';
    case 'recruit':
      return w ? (game.stepDone ? 'recruit.decided' : 'recruit.window') : 'recruit.idle';
    case 'discard':
      return w ? (game.stepDone ? 'discard.decided' : 'discard.window') : 'discard.idle';
    case 'attack':
      return w === 'combat' ? 'attack.combat' : w ? 'attack.window' : 'attack.idle';
    case 'flip':
      // Step 7 is passed through within one event; a state at rest there has ended (the turn cap).
      return 'over';
  }
}

/** The leaf as an xstate state value (`{ sway: 'window' }`). */
export function valueOf(leaf: Leaf): string | Record<string, string> {
  const [parent, child] = leaf.split('.') as [string, string | undefined];
  return child ? { [parent]: child } : parent;
}
