/** The hand-size target for the Draw step (K-HAND-01..04, Q-04). */
import type { Ctx } from '../context.js';
import type { GameState, PlayerId } from '../types.js';
import { STATIONS } from '../types.js';
import { defOf, majorOf, mustPlayer } from './access.js';

export interface HandTarget {
  readonly target: number;
  readonly rule: string;
  readonly says: string;
}

export function handTarget(ctx: Ctx, state: GameState, pid: PlayerId): HandTarget {
  const player = mustPlayer(state, pid);
  const major = majorOf(ctx, player);
  let target = 7;
  let rule = 'K-HAND-01';
  let says = 'hand target 7';
  for (const e of major.effects ?? []) {
    if (e.op === 'handSize' && e.set !== undefined) {
      target = e.set;
      rule = 'K-HAND-03';
      says = `${major.name} limits the hand to ${e.set}`;
    }
    if (e.op === 'handSize' && e.modify !== undefined) {
      target += e.modify;
      says += `, ${e.modify > 0 ? '+' : ''}${e.modify} from ${major.name}`;
    }
  }
  if (state.options.kingpinDrawTarget) {
    for (const st of STATIONS) {
      const slot = player.cross.stations[st];
      if (!slot) continue;
      const d = defOf(ctx, state, slot.base);
      for (const e of d?.effects ?? []) {
        // "While in play" works face-up or Turned (K-HAND-02, K-TURNED-05).
        if (e.op === 'handSize' && e.whileInPlay && e.set !== undefined && e.set > target) {
          target = e.set;
          rule = 'Q-04';
          says = `${d!.name} is in your cross: hand target ${e.set}`;
        }
      }
    }
  }
  return { target, rule, says };
}

/** Chesed/Gamichicoth: draw back up after each card used (K-HAND-03). */
export function drawsOnUse(ctx: Ctx, state: GameState, pid: PlayerId): boolean {
  return (majorOf(ctx, mustPlayer(state, pid)).effects ?? []).some((e) => e.op === 'drawOnUse');
}
