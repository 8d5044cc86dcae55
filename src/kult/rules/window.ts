/**
 * Response windows (K-TIMING-04..06, Q-17, Q-18, catalog § 14.4).
 * Every act lands on the chain of the open window, or opens a `react`
 * window of its own. The floor then goes round the players in turn order,
 * starting after the actor; any new act restarts the round; the window
 * closes when every player has passed since the latest act. Acts take
 * effect at once; an act cancelled by an effective response stops counting
 * (isEffective), and is cleaned up when the window closes.
 */
import type { Ctx } from '../context.js';
import { ineffectiveActs, orderAfter, stationOf } from '../state/access.js';
import { type Draft, keepWhere } from '../state/draft.js';
import type { ChainEntry, GameState, PlayerId } from '../types.js';
import { discardAttachment, endCommandments } from './markers.js';
import { settle } from './settle.js';
import { afterPostDraw, afterPreDraw, afterStepDecision } from './flow.js';
import { resolveCombat } from './combat.js';
import { applyEffects, judgeEffects } from './effects-use.js';

/** Records an act: assigns its id and gives every other player the floor. */
export function recordAct(d: Draft, entry: Omit<ChainEntry, 'id'>): number {
  const id = d.nextAct++;
  const state = d as unknown as GameState;
  const full = { ...entry, id } as ChainEntry;
  if (d.window) {
    d.window.chain = [...d.window.chain, { ...full }];
    d.window.order = rotationAfter(d.window.cycle, entry.player);
    d.window.passed = [];
  } else {
    d.window = { kind: 'react', chain: [{ ...full }], cycle: state.players.map((p) => p.id), order: orderAfter(state, entry.player), passed: [] };
  }
  return id;
}

/** K-ATTACK-06: attacker's controller, then the target's, then the others in turn order. */
export function combatOrder(state: GameState): PlayerId[] {
  const combat = state.combat!;
  const a = stationOf(state, combat.attacker)?.player.id ?? state.active;
  const t = stationOf(state, combat.target)?.player.id ?? a;
  const rest = [state.active, ...orderAfter(state, state.active)].filter((p, i, all) => all.indexOf(p) === i && p !== a && p !== t);
  return [a, ...(t !== a ? [t] : []), ...rest];
}

/** Everyone in `cycle` once, starting after `actor` and ending with them. */
function rotationAfter(cycle: readonly PlayerId[], actor: PlayerId): PlayerId[] {
  const i = cycle.indexOf(actor);
  return [...cycle.slice(i + 1), ...cycle.slice(0, i + 1)];
}

/** The floor holder passes; the last pass closes the window. */
export function passFloor(ctx: Ctx, d: Draft, player: PlayerId): void {
  const w = d.window!;
  w.passed = [...w.passed, player];
  w.order = w.order.slice(1);
  if (w.passed.length >= d.players.length || w.order.length === 0) closeWindow(ctx, d);
}

/** Cleans up cancelled acts, then lets the flow continue. */
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
  switch (w.kind) {
    case 'preDraw':
      afterPreDraw(ctx, d);
      break;
    case 'postDraw':
      afterPostDraw(ctx, d);
      break;
    case 'combat':
      resolveCombat(ctx, d);
      settle(ctx, d);
      afterStepDecision(ctx, d);
      break;
    case 'react':
      settle(ctx, d);
      afterStepDecision(ctx, d);
      break;
  }
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
