/**
 * What happens at the turn's boundaries (K-ORDER-01, K-FLIP-01..06, Q-24):
 * the data a turn starts with and step 7's flip. When they happen, and what
 * follows, is the turn chart's (src/kult/chart/turn.chart.ts).
 */
import type { Ctx } from '../context.js';
import { nextPlayerId } from '../state/access.js';
import { type Draft, keepWhere, playerDraft } from '../state/draft.js';
import type { GameState, PlayerId, Step } from '../types.js';
import { STATIONS } from '../types.js';
import { endCommandments } from './markers.js';
import { settle } from './settle.js';
import { openDrawWindow } from './window.js';

export function enterStep(d: Draft, step: Step): void {
  d.step = step;
  d.stepDone = false;
}

/** `pid`'s turn begins: step 1, with the pre-draw window, active player first (K-DRAW-05, Q-20). */
export function beginTurn(d: Draft, pid: PlayerId): void {
  d.active = pid;
  d.attackUsed = false;
  enterStep(d, 'draw');
  openDrawWindow(d, 'preDraw');
}

/** The next seat in turn order, and the turn count (K-ORDER-05). */
export function passTurn(d: Draft): PlayerId {
  d.turn += 1;
  return nextPlayerId(d as unknown as GameState, d.active);
}

/** Step 7: flip every own Turned card, then expire "until end of turn" effects (K-FLIP-01..06, Q-24). */
export function flipStep(ctx: Ctx, d: Draft): void {
  enterStep(d, 'flip');
  const me = playerDraft(d, d.active);
  for (const s of STATIONS) {
    const slot = me.cross.stations[s];
    if (slot) slot.faceUp = true;
  }
  // Flipped cards wake up their attachments (K-TURNED-10): a Being with Unholy
  // Hunger and no marker is discarded now, not at some later window (K-TIMING-07).
  settle(ctx, d);
  d.lasting = keepWhere(d.lasting, (l) => l.kind === 'combatCv');
  endCommandments(ctx, d, () => true); // their effects have expired (K-CMD-05)
}
