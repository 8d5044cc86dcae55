/**
 * Marker movement that rules force (not Repels): K-POPDISCARD, and cards
 * leaving play with their attachments. Forced moves grant no Suit
 * (K-POPDISCARD-06).
 */
import type { Ctx } from '../context.js';
import { type Draft, playerDraft } from '../state/draft.js';
import { roomOn } from '../state/capacity.js';
import type { CardDef, GameState, InstanceId, PlayerId, StationId } from '../types.js';
import { CAST, STATIONS } from '../types.js';

/** A card leaving play goes to its owner's pile (K-DISCARD-05), or out of the game if it must (K-REMOVED-01/02). */
export function toOwnerPile(ctx: Ctx, d: Draft, iid: InstanceId): void {
  const inst = d.cards[iid];
  if (!inst) throw new Error(`unknown instance ${iid}`);
  const owner = playerDraft(d, inst.owner);
  const def = inst.card ? ctx.cards.cards.get(inst.card) : undefined;
  const removed = def?.removedAfterPlay && (d.options.faqSuggestedLists || !isFaqListOnly(def.id));
  if (removed) owner.removed = [...owner.removed, iid];
  else owner.discardPile = [...owner.discardPile, iid];
}

/**
 * How long a Commandment stays on the table (K-CMD-05): while an effect lasting
 * until the end of the turn runs (Fly in the Ointment, Manipulate Death), or for
 * the combat whose CV it changes; null for one-shot Commandments.
 */
export function commandmentLasts(def: CardDef): 'turn' | 'combat' | null {
  if (def.kind !== 'commandment') return null;
  const effects = def.effects ?? [];
  if (effects.some((e) => (e.op === 'grantSuit' || e.op === 'removeSuit') && e.duration === 'untilEndOfTurn')) return 'turn';
  if (def.cvMod || effects.some((e) => e.op === 'cv' && e.scope === 'combat')) return 'combat';
  return null;
}

/** Commandments whose effect has stopped leave the table for their owner's pile (K-CMD-05). */
export function endCommandments(ctx: Ctx, d: Draft, which: (iid: InstanceId, def: CardDef | undefined) => boolean): void {
  for (const seat of d.players) {
    if (seat.inEffect.length === 0) continue;
    const over = seat.inEffect.filter((iid) => which(iid, d.cards[iid]?.card ? ctx.cards.cards.get(d.cards[iid]!.card!) : undefined));
    if (over.length === 0) continue;
    const p = playerDraft(d, seat.id);
    p.inEffect = p.inEffect.filter((iid) => !over.includes(iid));
    for (const iid of over) toOwnerPile(ctx, d, iid);
  }
}

/** Cards on the FAQ's suggested removed-from-play list (K-REMOVED-01); Tomb Bondage's own text removes it regardless. */
const FAQ_REMOVED = new Set(['cleansing', 'astaroth-stirs', 'karma', 'out-of-control']);
function isFaqListOnly(id: string): boolean {
  return FAQ_REMOVED.has(id);
}

/**
 * Discards a base card and everything attached to it. Its markers move one
 * step outward (K-POPDISCARD-01..03) unless `markersTo` says where they go
 * (combat, K-ATTACK-12).
 */
export function discardBase(ctx: Ctx, d: Draft, crossOwner: PlayerId, station: StationId, markersHandled = false): number {
  const cross = playerDraft(d, crossOwner).cross;
  const slot = cross.stations[station];
  if (!slot) return 0;
  delete cross.stations[station];
  for (const a of slot.attachments) toOwnerPile(ctx, d, a.iid);
  toOwnerPile(ctx, d, slot.base);
  if (!markersHandled && slot.markers > 0) moveOutward(ctx, d, crossOwner, station, slot.markers);
  return slot.markers;
}

/** Removes an attachment from wherever it hangs and sends it to its owner's pile. */
export function discardAttachment(ctx: Ctx, d: Draft, iid: InstanceId): void {
  for (const seat of d.players) {
    const i = seat.cross.majorAttachments.findIndex((a) => a.iid === iid);
    if (i >= 0) {
      playerDraft(d, seat.id).cross.majorAttachments.splice(i, 1);
      toOwnerPile(ctx, d, iid);
      return;
    }
    for (const s of STATIONS) {
      const slot = seat.cross.stations[s];
      const j = slot ? slot.attachments.findIndex((a) => a.iid === iid) : -1;
      if (slot && j >= 0) {
        playerDraft(d, seat.id).cross.stations[s]!.attachments.splice(j, 1);
        toOwnerPile(ctx, d, iid);
        return;
      }
    }
  }
}

/** K-POPDISCARD-02/03: from the Stage to an eligible Cast card (owner chooses, Q-09), from the Cast to the Pool. */
export function moveOutward(ctx: Ctx, d: Draft, crossOwner: PlayerId, from: StationId, count: number): void {
  if (from.startsWith('C')) {
    d.pool += count;
    return;
  }
  placeOnCast(ctx, d, crossOwner, count);
}

/** Places markers on Cast cards with room; asks the owner when there is a real choice. */
export function placeOnCast(ctx: Ctx, d: Draft, crossOwner: PlayerId, count: number): void {
  let left = count;
  while (left > 0) {
    const state = d as unknown as GameState;
    const player = state.players.find((p) => p.id === crossOwner)!;
    const eligible = CAST.filter((s) => roomOn(ctx, state, player, s) > 0);
    const totalRoom = eligible.reduce((n, s) => n + roomOn(ctx, state, player, s), 0);
    if (eligible.length === 0) {
      d.pool += left;
      return;
    }
    if (eligible.length === 1 || totalRoom <= left) {
      for (const s of eligible) {
        const take = Math.min(left, roomOn(ctx, state, player, s));
        playerDraft(d, crossOwner).cross.stations[s]!.markers += take;
        left -= take;
      }
      continue;
    }
    d.pending = { kind: 'placeMarker', player: crossOwner, cross: crossOwner, options: eligible, count: left, rule: 'Q-09' };
    return;
  }
}

/** Cards and markers lost from the table are eliminated from the game (K-POOL-04). */
export function markersInGame(state: GameState): number {
  // Markers waiting for a placement choice are still in the game.
  let n = state.pool + (state.pending?.kind === 'placeMarker' ? state.pending.count : 0);
  for (const p of state.players) {
    n += p.cross.hubMarkers;
    for (const s of STATIONS) n += p.cross.stations[s]?.markers ?? 0;
  }
  return n;
}
