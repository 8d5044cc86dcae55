/** Read-only lookups on a GameState: who is where, and what a card is. */
import type { Ctx } from '../context.js';
import type { Attachment, CardDef, GameState, InstanceId, PlayerId, PlayerState, Slot, StationId } from '../types.js';
import { STATIONS } from '../types.js';
import { cancelledActs } from '../../engine/response-window.js';

export function playerOf(state: GameState, id: PlayerId): PlayerState | undefined {
  return state.players.find((p) => p.id === id);
}

export function mustPlayer(state: GameState, id: PlayerId): PlayerState {
  const p = playerOf(state, id);
  if (!p) throw new Error(`no player ${id}`);
  return p;
}

/** The card definition of an instance, or undefined while it is hidden. */
export function defOf(ctx: Ctx, state: GameState, iid: InstanceId): CardDef | undefined {
  const inst = state.cards[iid];
  return inst?.card ? ctx.cards.cards.get(inst.card) : undefined;
}

export function majorOf(ctx: Ctx, player: PlayerState): CardDef {
  const d = ctx.cards.cards.get(player.major);
  if (!d) throw new Error(`unknown Major Arcanum ${player.major}`);
  return d;
}

export function nameOf(ctx: Ctx, state: GameState, iid: InstanceId): string {
  return defOf(ctx, state, iid)?.name ?? 'a hidden card';
}

export type Place =
  | { readonly zone: 'hand' | 'drawPile' | 'discardPile' | 'removed' | 'inEffect'; readonly player: PlayerId }
  | { readonly zone: 'hubCard'; readonly player: PlayerId }
  | { readonly zone: 'station'; readonly player: PlayerId; readonly station: StationId }
  | { readonly zone: 'attached'; readonly player: PlayerId; readonly station: StationId | 'hub'; readonly host: InstanceId | null };

/** Where an instance is right now (every card is in exactly one zone). */
export function locate(state: GameState, iid: InstanceId): Place | undefined {
  for (const p of state.players) {
    if (p.hand.includes(iid)) return { zone: 'hand', player: p.id };
    if (p.cross.hubCard === iid) return { zone: 'hubCard', player: p.id };
    if (p.cross.majorAttachments.some((a) => a.iid === iid)) return { zone: 'attached', player: p.id, station: 'hub', host: null };
    for (const s of STATIONS) {
      const slot = p.cross.stations[s];
      if (!slot) continue;
      if (slot.base === iid) return { zone: 'station', player: p.id, station: s };
      if (slot.attachments.some((a) => a.iid === iid)) return { zone: 'attached', player: p.id, station: s, host: slot.base };
    }
    if (p.discardPile.includes(iid)) return { zone: 'discardPile', player: p.id };
    if (p.drawPile.includes(iid)) return { zone: 'drawPile', player: p.id };
    if (p.removed.includes(iid)) return { zone: 'removed', player: p.id };
    if (p.inEffect.includes(iid)) return { zone: 'inEffect', player: p.id };
  }
  return undefined;
}

/** The base card's Station and cross, if it is a base card in play. */
export function stationOf(state: GameState, iid: InstanceId): { player: PlayerState; station: StationId; slot: Slot } | undefined {
  for (const p of state.players) {
    for (const s of STATIONS) {
      const slot = p.cross.stations[s];
      if (slot && slot.base === iid) return { player: p, station: s, slot };
    }
  }
  return undefined;
}

/** Every base card and attachment on the table (K-UNIQUE-02 "in play"). */
export function* inPlay(state: GameState): Generator<{ iid: InstanceId; cross: PlayerState; station: StationId | 'hub'; attachment: boolean; faceUp: boolean }> {
  for (const p of state.players) {
    for (const a of p.cross.majorAttachments) yield { iid: a.iid, cross: p, station: 'hub', attachment: true, faceUp: true };
    for (const s of STATIONS) {
      const slot = p.cross.stations[s];
      if (!slot) continue;
      yield { iid: slot.base, cross: p, station: s, attachment: false, faceUp: slot.faceUp };
      for (const a of slot.attachments) yield { iid: a.iid, cross: p, station: s, attachment: true, faceUp: slot.faceUp };
    }
  }
}

export function isStage(s: StationId): boolean {
  return s === 'N' || s === 'E' || s === 'S' || s === 'W';
}

/** Attachments whose attaching act has not been cancelled (Lack of Faith, K-TIMING-07). */
export function effectiveAttachments(state: GameState, list: readonly Attachment[]): Attachment[] {
  return list.filter((a) => isEffective(state, a.src));
}

/**
 * An act is effective unless an effective later act on the open chain
 * cancels it (Sorry on Sorry, K-TIMING-06: the fold is the engine's
 * `cancelledActs`). Outside a window every act that survived its window is
 * effective (cancelled ones were cleaned up).
 */
export function isEffective(state: GameState, actId: number): boolean {
  const chain = state.window?.chain;
  if (!chain || chain.length === 0) return true;
  return !cancelledActs(chain).has(actId);
}

export function ineffectiveActs(state: GameState): ReadonlySet<number> {
  return cancelledActs(state.window?.chain ?? []);
}

export function nextPlayerId(state: GameState, id: PlayerId): PlayerId {
  const i = state.players.findIndex((p) => p.id === id);
  return state.players[(i + 1) % state.players.length]!.id;
}

/** Players in turn order starting after `id`, ending with `id`. */
export function orderAfter(state: GameState, id: PlayerId): PlayerId[] {
  const i = state.players.findIndex((p) => p.id === id);
  const n = state.players.length;
  const out: PlayerId[] = [];
  for (let k = 1; k <= n; k++) out.push(state.players[(i + k) % n]!.id);
  return out;
}

/** Players in turn order starting with `id`. */
export function orderFrom(state: GameState, id: PlayerId): PlayerId[] {
  const after = orderAfter(state, id);
  return [id, ...after.slice(0, -1)];
}

/** Who may send the next action: a pending chooser, else the window's floor, else the active player. */
export function floorHolder(state: GameState): PlayerId {
  if (state.pending) return state.pending.player;
  if (state.window) return state.window.order[0]!;
  return state.active;
}
