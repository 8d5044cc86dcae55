/**
 * What the player's gestures on the table mean, worked out from the engine's
 * answers only (STYLE 5, 7): the legal actions say what may be highlighted and
 * done; for a gesture no legal action matches, a few candidate actions are put
 * to the judge and the one that comes closest is shown (and attempted), so the
 * judge explains exactly why it is refused. Nothing here knows a rule.
 *
 * A gesture starts from a **source** (a card in the hand, or a spot of the
 * player's own cross: a marker to move, an attacker, a card with abilities)
 * and lands on a **target** spot: a Station or Hub of either cross, or the
 * Pool. Spots are named by the same keys `<kult-cross>` highlights:
 * `station:<player>:<StationId>`, `hub:<player>`, plus `pool` and
 * `card:<iid>` for cards.
 */
import {
  SUITS,
  type Action, type ActionOf, type CardDef, type CardSet, type GameState, type InstanceId, type Judgement, type MarkerSpot,
  type PlayerId, type Slot, type StationId, type Suit, type Target,
} from '../../src/kult/index.js';

/** What the player has picked up: a hand card, or a spot of their own cross. */
export type Selection =
  | { readonly kind: 'hand'; readonly iid: InstanceId }
  | { readonly kind: 'spot'; readonly spot: MarkerSpot; readonly iid: InstanceId | null };

/** A place on the table a gesture lands on. */
export interface SpotRef {
  readonly player: PlayerId;
  readonly spot: MarkerSpot | 'pool';
  /** The base card standing there (null: empty, the Hub, or the Pool). */
  readonly iid: InstanceId | null;
}

type Repel = ActionOf<'repel'>;

/** The highlight key of a spot. */
export function spotKey(player: PlayerId, spot: MarkerSpot | 'pool'): string {
  if (spot === 'pool') return 'pool';
  return spot === 'hub' ? `hub:${player}` : `station:${player}:${spot}`;
}

/** Where a card lies on the table: its base's spot (an attachment lies with its base; the Major's with the Hub). */
export function whereIs(view: GameState, iid: InstanceId): { player: PlayerId; spot: MarkerSpot } | null {
  for (const p of view.players) {
    if (p.cross.majorAttachments.some((a) => a.iid === iid)) return { player: p.id, spot: 'hub' };
    for (const [spot, slot] of Object.entries(p.cross.stations) as Array<[StationId, Slot]>) {
      if (slot.base === iid || slot.attachments.some((a) => a.iid === iid)) return { player: p.id, spot };
    }
  }
  return null;
}

/** The base card on a spot of a cross (null for the Hub, an empty Station or the Pool). */
export function baseAt(view: GameState, player: PlayerId, spot: MarkerSpot | 'pool'): InstanceId | null {
  if (spot === 'hub' || spot === 'pool') return null;
  return view.players.find((p) => p.id === player)?.cross.stations[spot]?.base ?? null;
}

function spotSelection(view: GameState, me: PlayerId, spot: MarkerSpot): Selection {
  return { kind: 'spot', spot, iid: baseAt(view, me, spot) };
}

/** The selection an action starts from; null for acts taken directly (End step, Recruit, Pass, a pending choice…). */
export function sourceOf(a: Action, view: GameState, me: PlayerId): Selection | null {
  switch (a.type) {
    case 'proclaim':
    case 'influence':
    case 'commandment':
    case 'spell':
      return { kind: 'hand', iid: a.card };
    case 'discard':
      return a.card === null ? null : { kind: 'hand', iid: a.card };
    case 'sway':
    case 'repel':
      return spotSelection(view, me, a.from);
    case 'attack': {
      const at = whereIs(view, a.attacker);
      return at && at.player === me ? { kind: 'spot', spot: at.spot, iid: a.attacker } : null;
    }
    case 'ability': {
      const at = whereIs(view, a.card);
      return at && at.player === me ? spotSelection(view, me, at.spot) : null;
    }
    default:
      return null;
  }
}

function targetSpotKeys(t: Target | undefined, view: GameState): string[] {
  if (!t) return [];
  if (t.card !== undefined) {
    const at = whereIs(view, t.card);
    return at ? [spotKey(at.player, at.spot)] : [];
  }
  // A player alone (an Influence onto one's own Major Arcanum, The Void): their Hub.
  if (t.player !== undefined && t.suit === undefined && t.act === undefined && t.from === undefined) return [spotKey(t.player, 'hub')];
  return [];
}

/** The spot keys an action lands on; empty when it lands nowhere on the table (a menu item instead). */
export function targetKeys(a: Action, view: GameState, me: PlayerId): string[] {
  switch (a.type) {
    case 'proclaim':
      return [spotKey(a.cross, a.station)];
    case 'influence':
    case 'commandment':
    case 'spell':
    case 'ability':
      return targetSpotKeys(a.target, view);
    case 'sway':
    case 'repel':
      return [spotKey(me, a.to)];
    case 'attack': {
      const at = whereIs(view, a.target);
      return at ? [spotKey(at.player, at.spot)] : [];
    }
    case 'choose':
      return view.pending?.kind === 'placeMarker' ? [spotKey(view.pending.cross, a.station)] : [];
    default:
      return [];
  }
}

/** The card an action's target names, for a glow on the card itself. */
function targetCard(a: Action): InstanceId | null {
  if (a.type === 'attack') return a.target;
  if ((a.type === 'influence' || a.type === 'commandment' || a.type === 'spell' || a.type === 'ability') && a.target?.card) return a.target.card;
  return null;
}

export function sameSelection(a: Selection | null, b: Selection | null): boolean {
  if (!a || !b) return a === b;
  if (a.kind === 'hand' || b.kind === 'hand') return a.kind === b.kind && a.iid === b.iid;
  return a.spot === b.spot;
}

/** The legal actions that start from `sel`. */
export function actionsFrom(sel: Selection, legal: readonly Action[], view: GameState, me: PlayerId): Action[] {
  return legal.filter((a) => sameSelection(sourceOf(a, view, me), sel));
}

export interface Plan {
  /** Keys to light on the crosses (`station:…`, `hub:…`, `card:…`), the hand (`card:…`) and `pool`. */
  readonly highlights: ReadonlySet<string>;
  /** The legal actions landing on each spot key. */
  readonly byKey: ReadonlyMap<string, readonly Action[]>;
  /**
   * With a selection: its legal actions that land on no spot (a Commandment
   * without a target, a cancel aimed at an act, a Discard). Without one: the
   * acts taken directly (End step, Recruit, Don't attack, a Weapon, a pending
   * placement…), Pass excepted (the timing bar has it).
   */
  readonly menu: readonly Action[];
  /** Without a selection: the spot keys and hand cards (`card:…`) that start a legal action. */
  readonly sources: ReadonlySet<string>;
}

/**
 * What to light and offer now.
 *
 * @example
 * const p = plan({ kind: 'hand', iid: 'a#3' }, port.legalActions(), view, 'a');
 * p.highlights // Set { 'station:a:C1', 'station:a:C2' } — where a#3 may be Proclaimed
 */
export function plan(sel: Selection | null, legal: readonly Action[], view: GameState, me: PlayerId): Plan {
  const highlights = new Set<string>();
  const sources = new Set<string>();
  const byKey = new Map<string, Action[]>();
  const menu: Action[] = [];
  const land = (a: Action): boolean => {
    const keys = targetKeys(a, view, me);
    for (const k of keys) {
      const list = byKey.get(k) ?? [];
      list.push(a);
      byKey.set(k, list);
      highlights.add(k);
    }
    const card = targetCard(a);
    if (keys.length > 0 && card) highlights.add(`card:${card}`);
    return keys.length > 0;
  };
  if (sel) {
    for (const a of actionsFrom(sel, legal, view, me)) if (!land(a)) menu.push(a);
    return { highlights, byKey, menu, sources };
  }
  for (const a of legal) {
    const src = sourceOf(a, view, me);
    if (src) {
      const key = src.kind === 'hand' ? `card:${src.iid}` : spotKey(me, src.spot);
      sources.add(key);
      highlights.add(key);
    } else if (a.type === 'choose') {
      // A pending placement is answered on the table, and from a button too.
      land(a);
      menu.push(a);
    } else if (a.type !== 'pass') menu.push(a);
  }
  return { highlights, byKey, menu, sources };
}

/** Legal actions that land on the spot `at` (by its key). */
export function actionsAt(p: Plan, at: SpotRef): readonly Action[] {
  return p.byKey.get(spotKey(at.player, at.spot)) ?? [];
}

function defOf(view: GameState, cards: CardSet, iid: InstanceId): CardDef | null {
  const id = view.cards[iid]?.card;
  return (id && cards.cards.get(id)) || null;
}

/** Base cards of `me`'s cross, spellcasters first (card data says who casts). */
function casters(view: GameState, cards: CardSet, me: PlayerId): InstanceId[] {
  const seat = view.players.find((p) => p.id === me);
  const bases = Object.values(seat?.cross.stations ?? {}).map((s) => s!.base);
  const cast = bases.filter((b) => defOf(view, cards, b)?.spellcaster);
  return cast.length > 0 ? cast : bases;
}

function cardTargetFor(at: SpotRef): Target | null {
  if (at.iid) return { card: at.iid };
  if (at.spot === 'hub') return { player: at.player };
  return null;
}

/** Marker moves from `from` to `to` in `me`'s cross: a Sway, then a Repel for each Suit. */
export function markerMoves(me: PlayerId, from: MarkerSpot, to: MarkerSpot | 'pool'): Action[] {
  const repels: Action[] = to === 'hub' ? [] : SUITS.map((suit): Repel => ({ type: 'repel', player: me, from, to, suit }));
  return to === 'pool' ? repels : [{ type: 'sway', player: me, from, to }, ...repels];
}

/**
 * Candidate actions for a gesture no legal action matches, most likely
 * first; the table attempts the one the judge finds closest to legal. Empty
 * when the gesture means nothing (a Being dropped on a Hub, say).
 */
export function candidatesAt(sel: Selection | null, at: SpotRef, view: GameState, cards: CardSet, me: PlayerId): Action[] {
  if (!sel) {
    // With nothing chosen, a spot click can only answer a pending choice.
    return view.pending?.kind === 'placeMarker' && view.pending.player === me && at.spot !== 'hub' && at.spot !== 'pool'
      ? [{ type: 'choose', player: me, station: at.spot }]
      : [];
  }
  if (sel.kind === 'hand') {
    const def = defOf(view, cards, sel.iid);
    if (!def) return [];
    const card = sel.iid;
    const target = cardTargetFor(at);
    switch (def.kind) {
      case 'being':
      case 'region':
        return at.spot === 'hub' || at.spot === 'pool' ? [] : [{ type: 'proclaim', player: me, card, cross: at.player, station: at.spot }];
      case 'influence':
        return target ? [{ type: 'influence', player: me, card, target }] : [];
      case 'commandment':
        return target ? [{ type: 'commandment', player: me, card, target }, { type: 'commandment', player: me, card }] : [{ type: 'commandment', player: me, card }];
      case 'spell':
        return casters(view, cards, me).flatMap((caster): Action[] =>
          target ? [{ type: 'spell', player: me, card, caster, target }, { type: 'spell', player: me, card, caster }] : [{ type: 'spell', player: me, card, caster }],
        );
      default:
        return [];
    }
  }
  if (at.spot === 'pool') return markerMoves(me, sel.spot, 'pool');
  const attack: Action[] = sel.iid && at.iid && at.iid !== sel.iid ? [{ type: 'attack', player: me, attacker: sel.iid, target: at.iid }] : [];
  if (at.player === me && at.spot !== sel.spot) return [...markerMoves(me, sel.spot, at.spot), ...attack];
  return attack;
}

/** How far a judgement is from legal: its failing checks. */
export function failures(j: Judgement<unknown>): number {
  return j.checks.filter((c) => !c.ok).length;
}

/**
 * The candidate the judge finds closest to legal (fewest failing checks; the
 * earlier candidate on a tie), with its judgement.
 */
export function closest(candidates: readonly Action[], judge: (a: Action) => Judgement<unknown>): { action: Action; judgement: Judgement<unknown> } | null {
  let best: { action: Action; judgement: Judgement<unknown> } | null = null;
  for (const action of candidates) {
    const judgement = judge(action);
    if (judgement.ok) return { action, judgement };
    if (!best || failures(judgement) < failures(best.judgement)) best = { action, judgement };
  }
  return best;
}

/** The Suits on offer in a group of repels, in the catalog's order. */
export function suitsOf(repels: readonly Repel[]): Suit[] {
  return SUITS.filter((s) => repels.some((r) => r.suit === s));
}
