/**
 * The turn's skeleton (K-ORDER-01..05): which step follows which, the
 * atomic draw between its two windows (K-DRAW-04/05), and the end of turn
 * (K-FLIP-01..06, Q-24).
 */
import type { Ctx } from '../context.js';
import { orderFrom, nextPlayerId } from '../state/access.js';
import { type Draft, keepWhere, playerDraft } from '../state/draft.js';
import { handTarget } from '../state/hand-size.js';
import { shuffled } from '../../engine/rng.js';
import type { GameState, PlayerId, Step } from '../types.js';
import { STATIONS } from '../types.js';
import { settle } from './settle.js';
import { askForRecommit, canReshuffle } from './reshuffle.js';
import { endCommandments } from './markers.js';

/** Draws `n` cards, reshuffling the discard pile when the draw pile runs out (K-DRAW-03, Q-02, Q-22). */
export function drawCards(d: Draft, pid: PlayerId, n: number): number {
  const p = playerDraft(d, pid);
  let drawn = 0;
  for (let k = 0; k < n; k++) {
    if (p.drawPile.length === 0) {
      if (p.discardPile.length === 0) break;
      if (d.options.reshuffle === 'cut') {
        // Networked: the rest of the draw waits for fresh commitments and a cut.
        if (canReshuffle(d, pid)) askForRecommit(d, pid, n - k);
        break;
      }
      const [order, rng] = shuffled(d.rng, p.discardPile);
      d.rng = rng.slice();
      p.drawPile = order;
      p.discardPile = [];
    }
    p.hand = [...p.hand, p.drawPile[0]!];
    p.drawPile = p.drawPile.slice(1);
    drawn++;
  }
  return drawn;
}

/** Chesed/Gamichicoth draw back up to their limit after using a card (K-HAND-03). */
export function drawBackUp(ctx: Ctx, d: Draft, pid: PlayerId): void {
  const { target } = handTarget(ctx, d as unknown as GameState, pid);
  const p = playerDraft(d, pid);
  if (p.hand.length < target) drawCards(d, pid, target - p.hand.length);
}

export function enterStep(d: Draft, step: Step): void {
  d.step = step;
  d.stepDone = false;
}

/** Step 1 begins with the pre-draw window, active player first (K-DRAW-05, Q-20). */
export function startTurn(d: Draft, pid: PlayerId): void {
  d.active = pid;
  d.attackUsed = false;
  enterStep(d, 'draw');
  d.window = { kind: 'preDraw', chain: [], cycle: d.players.map((p) => p.id), order: orderFrom(d as unknown as GameState, pid), passed: [] };
}

/** The pre-draw window closed: the draw is one instantaneous event, then the post-draw window opens. */
export function afterPreDraw(ctx: Ctx, d: Draft): void {
  const { target } = handTarget(ctx, d as unknown as GameState, d.active);
  const hand = playerDraft(d, d.active).hand.length;
  if (hand < target) drawCards(d, d.active, target - hand);
  d.window = { kind: 'postDraw', chain: [], cycle: d.players.map((p) => p.id), order: orderFrom(d as unknown as GameState, d.active), passed: [] };
}

export function afterPostDraw(_ctx: Ctx, d: Draft): void {
  enterStep(d, 'sway');
}

/** After a window closes: steps whose one decision is made move on (recruit → deeds, combat → discard, discard → flip). */
export function afterStepDecision(ctx: Ctx, d: Draft): void {
  if (d.ended || d.pending) return;
  if (d.step === 'recruit' && d.stepDone) enterStep(d, 'deeds');
  else if (d.step === 'attack' && d.stepDone) enterStep(d, 'discard');
  else if (d.step === 'discard' && d.stepDone) endTurn(ctx, d);
}

/** Step 7: flip every own Turned card, then expire "until end of turn" effects (K-FLIP-01..06, Q-24). */
export function endTurn(ctx: Ctx, d: Draft): void {
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
  const next = nextPlayerId(d as unknown as GameState, d.active);
  d.turn += 1;
  if (d.turn > d.options.turnCap) {
    d.ended = { rule: 'sim', says: `turn cap ${d.options.turnCap} reached: unfinished` };
    return;
  }
  startTurn(d, next);
}
