/**
 * Whether the act on the floor of a window directly affects a player, from public information
 * only (the chain, the table, the card set): the question behind the default auto-pass mode,
 * "pass unless something affects me or my cards" (src/app/auto-pass.ts). A table answers it the
 * same way whatever its player holds, so in a friend match the delay it makes tells nothing.
 *
 * An act affects `me` when it attacks a Being of mine or I fight in the combat under way; when it
 * aims at me, a card of mine (in play or not) or an act of mine (Sorry on my Fly in the
 * Ointment); when it puts a card into my cross or attaches one to a card of mine; and any act of a
 * player one Hub marker from winning (K-WIN), whose every act may be the one that wins. Where the
 * data cannot tell (a named handler with no target, Astaroth Stirs), it counts as affecting me:
 * a stop too many costs a click, a window hidden costs the answer the player needed.
 */
import { actOnTheFloor } from '../../engine/response-window.js';
import type { CardSet } from '../cards/card-set.js';
import { locate, playerOf } from '../state/access.js';
import type { ChainEntry, Effect, GameState, InstanceId, PlayerId, Target } from '../types.js';
import { winTarget } from './win.js';

/**
 * How the act on the floor affects the player: `combat`, they fight in it; `attack`, it attacks
 * their Being; `target`, it aims at them or their card; `act`, it answers an act of theirs;
 * `cross`, it put a card into their cross; `nearWin`, its player is one marker from winning;
 * `unknown`, its card does something the data cannot pin down.
 */
export type Affects = 'combat' | 'attack' | 'target' | 'act' | 'cross' | 'nearWin' | 'unknown';

/**
 * @example
 * affectsSeat(cards, state, 'you') // 'attack' while Golab's Nachtkinder attacks your Usher
 */
export function affectsSeat(cards: CardSet, game: GameState, me: PlayerId): Affects | null {
  const w = game.window;
  if (!w) return null;
  if (w.kind === 'combat' && game.combat && [game.combat.attacker, game.combat.target].some((iid) => holderOf(game, iid) === me)) return 'combat';
  const act = actOnTheFloor(w);
  // A draw window nobody acted in, or one's own act come back round.
  if (!act || act.player === me) return null;
  if (oneFromWinning(game, act.player)) return 'nearWin';
  return actAffects(cards, game, act, me);
}

function actAffects(cards: CardSet, game: GameState, act: ChainEntry, me: PlayerId): Affects | null {
  switch (act.kind) {
    case 'attack':
      return game.combat && holderOf(game, game.combat.target) === me ? 'attack' : null;
    case 'proclaim':
      return act.iid && holderOf(game, act.iid) === me ? 'cross' : null;
    case 'influence': {
      // An attached Influence sits on its target; a one-use one keeps its target on the chain.
      const where = act.iid ? locate(game, act.iid) : undefined;
      if (where?.zone === 'attached') return where.player === me ? 'target' : null;
      return act.target ? targetAffects(game, act.target, me) : null;
    }
    case 'commandment':
    case 'spell':
    case 'ability': {
      if (act.target) return targetAffects(game, act.target, me);
      return act.card && untargetedReach(cards, act) ? 'unknown' : null;
    }
    default:
      // Sways, recruits, Repels, discards and Weapon choices move only their player's own things.
      return null;
  }
}

function targetAffects(game: GameState, t: Target, me: PlayerId): Affects | null {
  if (t.act !== undefined) return game.window?.chain.find((e) => e.id === t.act)?.player === me ? 'act' : null;
  if (t.player === me) return 'target';
  if (t.card && holderOf(game, t.card) === me) return 'target';
  return null;
}

/** Whether an untargeted card's effects may reach another player: only a named handler's can (Astaroth Stirs). */
function untargetedReach(cards: CardSet, act: ChainEntry): boolean {
  const def = cards.cards.get(act.card!);
  if (!def) return true;
  const effects: Effect[] = act.kind === 'ability' ? (def.abilities ?? []).flatMap((a) => a.effects) : [...(def.effects ?? [])];
  return effects.some((e) => e.op === 'handler');
}

/** Who a card belongs to now: the cross it is in (or attached in), else its owner (a discarded target). */
function holderOf(game: GameState, iid: InstanceId): PlayerId | undefined {
  const where = locate(game, iid);
  if (where && (where.zone === 'station' || where.zone === 'attached')) return where.player;
  return game.cards[iid]?.owner;
}

function oneFromWinning(game: GameState, player: PlayerId): boolean {
  const p = playerOf(game, player);
  return !!p && p.cross.hubMarkers >= winTarget(game).target - 1;
}
