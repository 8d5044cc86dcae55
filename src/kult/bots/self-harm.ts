/**
 * When does an act hurt the side that makes it? The rules allow many such acts (K-ATTACK-03 lets a
 * Being attack its own cross; Tomb Bondage, Cleansing, Curse or Faith Shortcut take any target), so
 * a legal move list is no protection: the bots filter their choices through `selfHarm`, and the
 * simulator counts it. A card's side is the cross it stands in (an attachment's, its host's), not
 * its owner: a Secret Agent standing in an adversary's cross works for that cross.
 */
import type { Ctx } from '../context.js';
import { oneShotEffects } from '../rules/commandment.js';
import { defOf, stationOf } from '../state/access.js';
import { combatValue } from '../state/cv.js';
import type { Action, CardDef, Effect, GameState, InstanceId, PlayerId, Target } from '../types.js';

export const SELF_HARM_KINDS = [
  /** An attack on a Being in one's own Cast (legal by K-ATTACK-03): one of the two dies, or nothing happens. */
  'attacks-own-being',
  /** Tomb Bondage, Cleansing or a Drug Dealer's Repel aimed at a card in one's own cross. */
  'discards-own-card',
  /** A CV penalty (Curse, Fettered, Grave Chill, Out of Control…) on a Being in one's own cross. */
  'weakens-own-being',
  /** A CV bonus (an Item, Surge of Will, a Nachtkinder Repel…) on an adversary's Being. */
  'strengthens-adversary',
  /** Unholy Hunger on one's own Being: it dies whenever it holds no marker. */
  'endangers-own-being',
  /** Fly in the Ointment aimed at oneself. */
  'removes-own-suit',
  /** Sorry, Lack of Faith or Karma cancelling one's own act. */
  'cancels-own-act',
  /** Faith Shortcut moving one's own marker outward (Hub → Stage, Stage → Cast). */
  'moves-own-marker-outward',
  /** Any act that takes a marker out of one's own Hub, the count that wins (K-WIN). */
  'empties-own-hub',
  /** In one's own combat, choosing a Weapon that lowers one's own combatant's CV. */
  'weaker-weapon',
] as const;
export type SelfHarmKind = (typeof SELF_HARM_KINDS)[number];

export interface SelfHarm {
  readonly kind: SelfHarmKind;
  /** The card or act concerned, in this table's words, for logs and test messages. */
  readonly says: string;
}

/**
 * Whether `action`, taken by its player in `before`, harms that player's own side; null when not.
 * Pure: it reads the act's shape, the cards' definitions and where the targets stand.
 *
 * @example
 * selfHarm(ctx, state, { type: 'attack', player: 'bot', attacker: 'bot#3', target: 'bot#7' })
 * // { kind: 'attacks-own-being', says: 'Dream Hunter attacks Web Weaver in its own cross' }
 */
export function selfHarm(ctx: Ctx, before: GameState, action: Action): SelfHarm | null {
  const me = action.player;
  const side = (iid: InstanceId | undefined) => (iid ? stationOf(before, iid)?.player.id : undefined);
  const name = (iid: InstanceId | undefined) => (iid ? defOf(ctx, before, iid)?.name ?? 'a hidden card' : 'nothing');
  switch (action.type) {
    case 'attack':
      return side(action.target) === me ? { kind: 'attacks-own-being', says: `${name(action.attacker)} attacks ${name(action.target)} in its own cross` } : null;
    case 'repel':
      return action.from === 'hub' ? { kind: 'empties-own-hub', says: `a Repel moves a marker out of its own Hub` } : null;
    case 'weapon': {
      const c = before.combat;
      if (!c) return null;
      const other = action.being === c.attacker ? c.target : c.attacker;
      const now = combatValue(ctx, before, action.being, other).total;
      const then = combatValue(ctx, { ...before, combat: { ...c, weapons: { ...c.weapons, [action.being]: action.weapon } } }, action.being, other).total;
      return then < now ? { kind: 'weaker-weapon', says: `${name(action.weapon)} lowers ${name(action.being)} from ${now} to ${then}` } : null;
    }
    case 'commandment':
    case 'spell':
    case 'influence':
    case 'ability': {
      const def = defOf(ctx, before, action.card);
      if (!def) return null;
      if (action.type === 'ability' && action.repel?.from === 'hub') return { kind: 'empties-own-hub', says: `${def.name}'s Repel moves a marker out of its own Hub` };
      const played = action.type === 'ability' ? def.abilities?.[action.index]?.effects ?? [] : action.type === 'influence' ? def.effects ?? [] : oneShotEffects(def);
      const source = action.type === 'ability' ? action.card : undefined;
      if (action.type === 'influence' && def.attachTo && def.attachTo !== 'ownMajor') {
        const harm = attachmentHarm(def, side(action.target?.card), me, name(action.target?.card));
        if (harm) return harm;
      }
      for (const e of played) {
        const harm = effectHarm(ctx, before, def, e, action.target, source, me, side, name);
        if (harm) return harm;
      }
      return null;
    }
    default:
      return null;
  }
}

/** An Influence that stays attached to a Being: its stain and its lasting effects (K-DEED-INFLUENCE-03). */
function attachmentHarm(def: CardDef, hostSide: PlayerId | undefined, me: PlayerId, host: string): SelfHarm | null {
  if (!hostSide) return null;
  const mod = def.cvMod ?? 0;
  if (hostSide === me && mod < 0) return { kind: 'weakens-own-being', says: `${def.name} (${mod}) on its own ${host}` };
  if (hostSide !== me && mod > 0) return { kind: 'strengthens-adversary', says: `${def.name} (+${mod}) on the adversary's ${host}` };
  if (hostSide === me && (def.effects ?? []).some((e) => e.op === 'hostNeedsMarker')) return { kind: 'endangers-own-being', says: `${def.name} on its own ${host}` };
  return null;
}

function effectHarm(
  ctx: Ctx,
  before: GameState,
  def: CardDef,
  e: Effect,
  target: Target | undefined,
  source: InstanceId | undefined,
  me: PlayerId,
  side: (iid: InstanceId | undefined) => PlayerId | undefined,
  name: (iid: InstanceId | undefined) => string,
): SelfHarm | null {
  switch (e.op) {
    case 'discardTarget':
      return side(target?.card) === me ? { kind: 'discards-own-card', says: `${def.name} discards its own ${name(target?.card)}` } : null;
    case 'cv': {
      if (e.scope !== 'combat') return null;
      // An ability's own boost lands on its own card when no target is named (Nachtkinder).
      const aimed = target?.card ?? source;
      const s = side(aimed);
      if (!s) return null;
      if (s === me && e.amount < 0) return { kind: 'weakens-own-being', says: `${def.name} (${e.amount}) on its own ${name(aimed)}` };
      if (s !== me && e.amount > 0) return { kind: 'strengthens-adversary', says: `${def.name} (+${e.amount}) on the adversary's ${name(aimed)}` };
      return null;
    }
    case 'removeSuit':
      return target?.player === me ? { kind: 'removes-own-suit', says: `${def.name} takes a ${target.suit ?? 'Suit'} from itself` } : null;
    case 'cancelAct': {
      const entry = before.window?.chain.find((c) => c.id === target?.act);
      return entry?.player === me ? { kind: 'cancels-own-act', says: `${def.name} cancels its own ${entry.card ? ctx.cards.cards.get(entry.card)?.name ?? entry.kind : entry.kind}` } : null;
    }
    case 'moveMarker': {
      const from = target?.from;
      const to = target?.to;
      if (!from || !to) return null;
      if (from === 'hub') return { kind: 'empties-own-hub', says: `${def.name} moves a marker out of its own Hub to ${to}` };
      return ring(to) > ring(from) ? { kind: 'moves-own-marker-outward', says: `${def.name} moves its own marker outward, ${from} → ${to}` } : null;
    }
    default:
      return null;
  }
}

/** 0 for the Hub, 1 for the Stage, 2 for the Cast: a higher ring is further from winning (K-CROSS-05). */
function ring(spot: string): number {
  return spot === 'hub' ? 0 : spot.startsWith('C') ? 2 : 1;
}
