/**
 * What an act did, as data: the cards it moved, the markers it moved, a combat's result, a win,
 * and the names of the cards it touched, as the holder of two views knew them right before and
 * right after it. Derived from the two states alone, so every table computes the same recap from
 * its own states (a friend match never takes a peer's word for it), and nothing hidden from the
 * viewer can appear: a card the views do not name stays `null`. A card that was public when the
 * act happened (a Being in a cross, a Commandment on the chain) keeps its name in the recap after
 * it goes face down, so the log never rewrites history.
 *
 * @example
 * const r = actRecap(ctx, privateView(before, 'a'), action, privateView(after, 'a'));
 * r.outcomes // [{ kind: 'combat', attacker: 'a#3', target: 'b#7', attackerTotal: 7, targetTotal: 4, winner: 'a#3', rule: 'K-ATTACK-11' }, …]
 */
import type { Ctx } from './context.js';
import { combatOutcome } from './rules/combat.js';
import type { Place } from './state/access.js';
import type { Action, CardId, ChainEntry, GameState, InstanceId, MarkerSpot, PlayerId, StationId, Target } from './types.js';
import { STATIONS } from './types.js';

export type { Place } from './state/access.js';

export type Outcome =
  /** A card changed place; `from`/`to` null: the instance did not exist on that side (a networked reshuffle's fresh ids). */
  | { readonly kind: 'card'; readonly iid: InstanceId; readonly owner: PlayerId; readonly from: Place | null; readonly to: Place | null }
  /** A base card turned face down (Turned) or face up where it stands. */
  | { readonly kind: 'face'; readonly iid: InstanceId; readonly player: PlayerId; readonly station: StationId; readonly faceUp: boolean }
  /** The markers on one spot of a cross changed. */
  | { readonly kind: 'markers'; readonly player: PlayerId; readonly spot: MarkerSpot; readonly from: number; readonly to: number }
  | { readonly kind: 'pool'; readonly from: number; readonly to: number }
  /** Markers left the game (K-POOL-04): the majority that wins may drop (K-WIN-04). */
  | { readonly kind: 'eliminated'; readonly from: number; readonly to: number }
  /** A discard pile became the new draw pile (K-DRAW-03). */
  | { readonly kind: 'reshuffled'; readonly player: PlayerId; readonly count: number }
  /** The modification loop ended and the combat resolved (K-ATTACK-10..14): totals, winner (null: a tie), the deciding rule. */
  | { readonly kind: 'combat'; readonly attacker: InstanceId; readonly target: InstanceId; readonly attackerTotal: number; readonly targetTotal: number; readonly winner: InstanceId | null; readonly rule: string }
  /** A combatant left the Cast during the loop: the combat ends with no result (K-ATTACK-15). */
  | { readonly kind: 'combatVoid'; readonly attacker: InstanceId; readonly target: InstanceId; readonly rule: 'K-ATTACK-15' }
  | { readonly kind: 'won'; readonly player: PlayerId; readonly rule: string };

export interface Recap {
  /** The identity of every card the act and its outcomes name, where the viewer saw it before or after the act. */
  readonly names: Readonly<Record<InstanceId, CardId>>;
  /** What stood on the Stations the act names, before it (`player:station`), for "from C1 (Usher)". */
  readonly spots: Readonly<Record<string, InstanceId>>;
  /** The act on the chain this act targets (Sorry's target), as it stood there. */
  readonly targetAct?: ChainEntry;
  readonly outcomes: readonly Outcome[];
}

/**
 * The recap of `action`, from the viewer's states right before it (with the act's own reveals
 * opened) and right after it. Pass views (`privateView`, or a friend table's own state with its
 * secrets): what they hide, the recap does not name.
 */
export function actRecap(ctx: Ctx, before: GameState, action: Action, after: GameState): Recap {
  const outcomes: Outcome[] = [...cardMoves(before, after), ...faces(before, after), ...markers(before, after)];
  const combat = combatEnd(ctx, before, action, after);
  if (combat) outcomes.push(combat);
  if (after.winner && !before.winner && after.ended) outcomes.push({ kind: 'won', player: after.winner, rule: after.ended.rule });

  const spots: Record<string, InstanceId> = {};
  for (const [player, spot] of spotsNamed(action)) {
    const base = spot === 'hub' || spot === 'pool' ? undefined : before.players.find((p) => p.id === player)?.cross.stations[spot]?.base;
    if (base) spots[`${player}:${spot}`] = base;
  }
  const targetId = targetOf(action)?.act;
  const targetAct = targetId === undefined ? undefined : (before.window?.chain.find((e) => e.id === targetId) ?? after.window?.chain.find((e) => e.id === targetId));

  const wanted = new Set<InstanceId>([...cardsNamed(action), ...Object.values(spots)]);
  for (const o of outcomes) {
    if (o.kind === 'card' || o.kind === 'face') wanted.add(o.iid);
    if (o.kind === 'combat' || o.kind === 'combatVoid') wanted.add(o.attacker).add(o.target);
  }
  const names: Record<InstanceId, CardId> = {};
  for (const iid of wanted) {
    const card = identity(before, after, iid);
    if (card) names[iid] = card;
  }
  return { names, spots, ...(targetAct ? { targetAct } : {}), outcomes };
}

/** Where the viewer saw `iid`'s identity: on the table before or after, or on a window's chain (a card played from hand). */
function identity(before: GameState, after: GameState, iid: InstanceId): CardId | null {
  return before.cards[iid]?.card ?? after.cards[iid]?.card ?? chainCard(before, iid) ?? chainCard(after, iid);
}

function chainCard(state: GameState, iid: InstanceId): CardId | null {
  return state.window?.chain.find((e) => e.iid === iid && e.card)?.card ?? null;
}

/** Every instance an act names in its fields. */
function cardsNamed(a: Action): InstanceId[] {
  const out: InstanceId[] = [];
  if ('card' in a && typeof a.card === 'string') out.push(a.card);
  if (a.type === 'spell') out.push(a.caster);
  if (a.type === 'attack') out.push(a.attacker, a.target);
  if (a.type === 'weapon') out.push(a.being, a.weapon);
  const t = targetOf(a);
  if (t?.card) out.push(t.card);
  return out;
}

/** A card act's target (an attack's `target` is a combatant, named above). */
function targetOf(a: Action): Target | undefined {
  return a.type === 'influence' || a.type === 'commandment' || a.type === 'spell' || a.type === 'ability' ? a.target : undefined;
}

/** The spots of a cross an act names, with whose cross they are. */
function spotsNamed(a: Action): Array<readonly [PlayerId, MarkerSpot | 'pool']> {
  const own = (s: MarkerSpot | 'pool') => [a.player, s] as const;
  switch (a.type) {
    case 'sway':
    case 'repel':
      return [own(a.from), own(a.to)];
    case 'recruit':
      return (a.onto ?? []).map(own);
    case 'choose':
      return [own(a.station)];
    default: {
      const out: Array<readonly [PlayerId, MarkerSpot | 'pool']> = a.type === 'ability' && a.repel ? [own(a.repel.from), own(a.repel.to)] : [];
      // A marker move a card makes (Faith Shortcut) is in the actor's cross unless it names a player.
      const t = targetOf(a);
      if (t?.from !== undefined && t.to !== undefined) out.push([t.player ?? a.player, t.from], [t.player ?? a.player, t.to]);
      return out;
    }
  }
}

/** Every instance's place in `state`. */
function places(state: GameState): Map<InstanceId, Place> {
  const at = new Map<InstanceId, Place>();
  for (const p of state.players) {
    const player = p.id;
    for (const iid of p.hand) at.set(iid, { zone: 'hand', player });
    for (const iid of p.drawPile) at.set(iid, { zone: 'drawPile', player });
    for (const iid of p.discardPile) at.set(iid, { zone: 'discardPile', player });
    for (const iid of p.removed) at.set(iid, { zone: 'removed', player });
    for (const iid of p.inEffect) at.set(iid, { zone: 'inEffect', player });
    if (p.cross.hubCard) at.set(p.cross.hubCard, { zone: 'hubCard', player });
    for (const a of p.cross.majorAttachments) at.set(a.iid, { zone: 'attached', player, station: 'hub', host: null });
    for (const s of STATIONS) {
      const slot = p.cross.stations[s];
      if (!slot) continue;
      at.set(slot.base, { zone: 'station', player, station: s });
      for (const a of slot.attachments) at.set(a.iid, { zone: 'attached', player, station: s, host: slot.base });
    }
  }
  return at;
}

function samePlace(a: Place, b: Place): boolean {
  return a.zone === b.zone && a.player === b.player && ('station' in a ? a.station : null) === ('station' in b ? b.station : null) && ('host' in a ? a.host : null) === ('host' in b ? b.host : null);
}

/** Cards that changed place, a rebuilt draw pile told once per owner (its cards are no news, and a networked one has new ids). */
function cardMoves(before: GameState, after: GameState): Outcome[] {
  // Most acts move no card: an unchanged set of piles is no news.
  if (before.players === after.players && before.cards === after.cards) return [];
  const was = places(before);
  const now = places(after);
  const moves: Array<Extract<Outcome, { kind: 'card' }>> = [];
  for (const [iid, from] of was) {
    const to = now.get(iid) ?? null;
    if (!to || !samePlace(from, to)) moves.push({ kind: 'card', iid, owner: ownerOf(before, iid, from), from, to });
  }
  for (const [iid, to] of now) if (!was.has(iid)) moves.push({ kind: 'card', iid, owner: ownerOf(after, iid, to), from: null, to });
  // A discard pile turned into a draw pile (seeded: the same ids, some drawn at once; networked: fresh
  // ids) is one reshuffle: nothing else takes a card out of a discard pile (K-DRAW-03).
  const rebuilt = new Set(moves.filter((m) => m.from?.zone === 'discardPile' && (m.to === null || m.to.zone === 'drawPile' || m.to.zone === 'hand')).map((m) => m.from!.player));
  const out: Outcome[] = [];
  for (const player of rebuilt) out.push({ kind: 'reshuffled', player, count: moves.filter((m) => m.from?.zone === 'discardPile' && m.from.player === player && m.to?.zone !== 'discardPile').length });
  for (const m of moves) {
    const fromRebuilt = m.from?.zone === 'discardPile' && rebuilt.has(m.from.player);
    if (m.from === null && m.to?.zone === 'drawPile' && rebuilt.has(m.to.player)) continue;
    if (!fromRebuilt) out.push(m);
    // A card the rebuilt pile gave straight back to hand was drawn: told as a draw.
    else if (m.to?.zone === 'hand') out.push({ ...m, from: { zone: 'drawPile', player: m.to.player } });
  }
  return out;
}

function ownerOf(state: GameState, iid: InstanceId, at: Place): PlayerId {
  return state.cards[iid]?.owner ?? at.player;
}

/** Base cards that stayed on their Station and turned. */
function faces(before: GameState, after: GameState): Outcome[] {
  const out: Outcome[] = [];
  for (const p of after.players) {
    const old = before.players.find((x) => x.id === p.id);
    if (!old || old.cross === p.cross) continue;
    for (const s of STATIONS) {
      const a = old.cross.stations[s];
      const b = p.cross.stations[s];
      if (a && b && a.base === b.base && a.faceUp !== b.faceUp) out.push({ kind: 'face', iid: b.base, player: p.id, station: s, faceUp: b.faceUp });
    }
  }
  return out;
}

/** Markers that changed on every spot of every cross, in the Pool and out of the game. */
function markers(before: GameState, after: GameState): Outcome[] {
  const out: Outcome[] = [];
  for (const p of after.players) {
    const old = before.players.find((x) => x.id === p.id);
    if (!old || old.cross === p.cross) continue;
    if (old.cross.hubMarkers !== p.cross.hubMarkers) out.push({ kind: 'markers', player: p.id, spot: 'hub', from: old.cross.hubMarkers, to: p.cross.hubMarkers });
    for (const s of STATIONS) {
      const from = old.cross.stations[s]?.markers ?? 0;
      const to = p.cross.stations[s]?.markers ?? 0;
      if (from !== to) out.push({ kind: 'markers', player: p.id, spot: s, from, to });
    }
  }
  if (before.pool !== after.pool) out.push({ kind: 'pool', from: before.pool, to: after.pool });
  if (before.eliminated !== after.eliminated) out.push({ kind: 'eliminated', from: before.eliminated, to: after.eliminated });
  return out;
}

/**
 * A combat that ended with this act: resolved when the last pass closed the modification loop
 * (the totals the resolution compared, K-ATTACK-10: nothing changes them after that pass), or
 * void when a combatant left the Cast (K-ATTACK-15). A win mid-combat ends the game instead.
 */
function combatEnd(ctx: Ctx, before: GameState, action: Action, after: GameState): Outcome | null {
  const c = before.combat;
  if (!c || after.combat || after.ended) return null;
  const inCast = (s: GameState, iid: InstanceId) => s.players.some((p) => ['C1', 'C2', 'C3', 'C4'].some((st) => p.cross.stations[st as StationId]?.base === iid));
  const resolved = action.type === 'pass' && before.window?.kind === 'combat' && inCast(before, c.attacker) && inCast(before, c.target);
  const out = resolved ? combatOutcome(ctx, before) : null;
  if (!out) return { kind: 'combatVoid', attacker: c.attacker, target: c.target, rule: 'K-ATTACK-15' };
  return { kind: 'combat', attacker: c.attacker, target: c.target, attackerTotal: out.attackerTotal, targetTotal: out.targetTotal, winner: out.winner, rule: out.rule };
}
