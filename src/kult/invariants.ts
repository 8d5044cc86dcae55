/**
 * Invariants every reachable state keeps; the simulator, the property tests
 * and `restore` check them.
 */
import type { Ctx } from './context.js';
import { markersInGame } from './rules/markers.js';
import type { GameState, InstanceId } from './types.js';
import { STATIONS } from './types.js';

/** Returns the broken invariants, in words (empty when all hold). */
export function invariantProblems(ctx: Ctx, state: GameState): string[] {
  const problems: string[] = [];
  // K-POOL-04: markers are only relocated by rule movements.
  const inGame = markersInGame(state);
  if (inGame !== state.totalMarkers - state.eliminated) problems.push(`markers not conserved: pool + crosses = ${inGame}, expected ${state.totalMarkers - state.eliminated}`);
  if (state.pool < 0) problems.push(`negative pool ${state.pool}`);
  // Every card is in exactly one zone.
  const seen = new Map<InstanceId, number>();
  const see = (iid: InstanceId) => seen.set(iid, (seen.get(iid) ?? 0) + 1);
  for (const p of state.players) {
    for (const zone of [p.hand, p.drawPile, p.discardPile, p.removed, p.inEffect]) zone.forEach(see);
    if (p.cross.hubCard) see(p.cross.hubCard);
    p.cross.majorAttachments.forEach((a) => see(a.iid));
    if (p.cross.hubMarkers < 0) problems.push(`${p.id}: negative Hub markers`);
    for (const s of STATIONS) {
      const slot = p.cross.stations[s];
      if (!slot) continue;
      see(slot.base);
      slot.attachments.forEach((a) => see(a.iid));
      if (slot.markers < 0) problems.push(`${p.id} ${s}: negative markers`);
    }
  }
  for (const iid of Object.keys(state.cards)) {
    const n = seen.get(iid) ?? 0;
    if (n !== 1) problems.push(`card ${iid} is in ${n} zones`);
  }
  for (const iid of seen.keys()) if (!state.cards[iid]) problems.push(`unknown card ${iid} in a zone`);
  for (const inst of Object.values(state.cards)) {
    if (inst.card && !ctx.cards.cards.has(inst.card)) problems.push(`card id ${inst.card} is not in the card set`);
  }
  const ids = state.players.map((p) => p.id);
  if (!ids.includes(state.active)) problems.push(`active player ${state.active} is not seated`);
  // Every seat plays a Major Arcanum of the card set (K-CARD-02): the rules read its affiliation and abilities.
  for (const p of state.players) if (ctx.cards.cards.get(p.major)?.kind !== 'major') problems.push(`${p.id} plays no Major Arcanum of the card set`);
  return problems;
}
