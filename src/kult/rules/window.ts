/**
 * KULT's response windows (K-TIMING-04..06, Q-17, Q-18, catalog § 14.3-14.4)
 * on the engine's window (src/engine/response-window.ts): a `react` window
 * nests each response in a round of its own, the open windows (before and
 * after the draw, combat modification) restart their round after every act.
 * Acts take effect at once; an act cancelled by an effective response stops
 * counting (isEffective) and is cleaned up when the window closes. Which
 * window opens when, and what follows its close, is the turn chart's
 * (src/kult/chart/turn.chart.ts); these are the data its actions write.
 */
import {
  openWindow, passCloses, rotationAfter, rotationFrom, windowAfterAct, windowAfterPass, type WindowShape,
} from '../../engine/response-window.js';
import type { Ctx } from '../context.js';
import { ineffectiveActs, orderAfter, stationOf } from '../state/access.js';
import { type Draft, keepWhere } from '../state/draft.js';
import type { ChainEntry, GameState, PlayerId, Window } from '../types.js';
import { discardAttachment, endCommandments } from './markers.js';
import { applyEffects, judgeEffects } from './effects-use.js';

/** A chain entry as a reducer describes its act; the window gives it its id. */
export type ActEntry = Omit<ChainEntry, 'id'>;

/** `react` windows nest responses; the open windows restart their round after any act (K-DRAW-05, K-ATTACK-06). */
export function shapeOf(kind: Window['kind']): WindowShape {
  return kind === 'react' ? 'nested-round' : 'round';
}

const seats = (d: Draft): PlayerId[] => d.players.map((p) => p.id);

/**
 * Records an act with a fresh id: it opens a `react` window (the others answer
 * first, the actor last, Q-17) or the combat modification loop, or joins the
 * window already open, where the floor moves as its shape says.
 */
export function recordAct(d: Draft, entry: ActEntry, opens?: 'react' | 'combat'): number {
  const id = d.nextAct++;
  const act = { ...entry, id } as ChainEntry;
  const w = d.window;
  if (opens === 'combat') {
    // The announcement opens the modification loop: attacker's controller first (K-ATTACK-06).
    const order = combatOrder(d as unknown as GameState);
    d.window = { kind: 'combat', ...openWindow(order, order, [act]) };
  } else if (!w) d.window = { kind: 'react', ...openWindow(seats(d), rotationAfter(seats(d), act.player), [act]) };
  else d.window = windowAfterAct(shapeOf(w.kind), w, act);
  return id;
}

/** Step 1's windows: everyone, the active player first (K-DRAW-05, Q-20). */
export function openDrawWindow(d: Draft, kind: 'preDraw' | 'postDraw'): void {
  d.window = { kind, ...openWindow(seats(d), rotationFrom(seats(d), d.active)) };
}

/** K-ATTACK-06: attacker's controller, then the target's, then the others in turn order. */
export function combatOrder(state: GameState): PlayerId[] {
  const combat = state.combat!;
  const a = stationOf(state, combat.attacker)?.player.id ?? state.active;
  const t = stationOf(state, combat.target)?.player.id ?? a;
  const rest = [state.active, ...orderAfter(state, state.active)].filter((p, i, all) => all.indexOf(p) === i && p !== a && p !== t);
  return [a, ...(t !== a ? [t] : []), ...rest];
}

/** The floor holder passes: the floor moves on, or a nested round closes and its parent resumes. */
export function passFloor(d: Draft, player: PlayerId): void {
  const w = d.window!;
  d.window = windowAfterPass(shapeOf(w.kind), w, player);
}

/** Whether a pass by the floor holder closes the whole window (K-TIMING-04: every player passed in succession). */
export function passClosesWindow(state: GameState): boolean {
  const w = state.window;
  return !!w && passCloses(shapeOf(w.kind), w);
}

/** The window closes: cancelled acts are cleaned up and held consequences apply. */
export function closeWindow(ctx: Ctx, d: Draft): void {
  const w = d.window!;
  const cancelled = ineffectiveActs(d as unknown as GameState);
  if (cancelled.size > 0) {
    d.lasting = keepWhere(d.lasting, (l) => !cancelled.has(l.src));
    for (const e of w.chain) {
      // A cancelled Influence is made ineffective and discarded (Lack of Faith, K-TIMING-07).
      if (cancelled.has(e.id) && e.kind === 'influence' && e.iid && isAttached(d, e.iid)) discardAttachment(ctx, d, e.iid);
    }
  }
  if (w.kind === 'react') applyHeldInfluences(ctx, d, w.chain, cancelled);
  // A Commandment made ineffective (Sorry on Fly in the Ointment) is discarded (K-CMD-05, K-TIMING-06).
  const dead = new Set(w.chain.filter((e) => cancelled.has(e.id) && e.kind === 'commandment' && e.iid).map((e) => e.iid!));
  if (dead.size > 0) endCommandments(ctx, d, (iid) => dead.has(iid));
  d.window = null;
}

/**
 * One-use Influence cards that survived their window now take effect:
 * Tomb Bondage's discard happens only if no Lack of Faith or Karma made it
 * ineffective (K-TIMING-07). A target that has meanwhile left play is skipped.
 */
function applyHeldInfluences(ctx: Ctx, d: Draft, chain: readonly ChainEntry[], cancelled: ReadonlySet<number>): void {
  for (const e of chain) {
    const def = e.kind === 'influence' && e.card && e.iid ? ctx.cards.cards.get(e.card) : undefined;
    if (!def || def.attachTo || cancelled.has(e.id)) continue;
    const use = { player: e.player, source: def, sourceIid: e.iid!, target: e.target };
    if (judgeEffects(ctx, d as unknown as GameState, def.effects ?? [], use).every((c) => c.ok)) applyEffects(ctx, d, def.effects ?? [], { ...use, src: e.id });
  }
}

function isAttached(d: Draft, iid: string): boolean {
  return d.players.some((p) => p.cross.majorAttachments.some((a) => a.iid === iid) || Object.values(p.cross.stations).some((s) => s?.attachments.some((a) => a.iid === iid)));
}
