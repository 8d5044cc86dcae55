/**
 * Why KULT's table stopped for its player, in words, for the timing bar (through KULT's GameUI,
 * components/kult-ui.ts): how the act on the floor affects the player (src/kult/rules/window-affects.ts's
 * code, read again from the public view to name the cards), and what the player's legal acts could
 * do about it, one line per card ("Sorry can cancel Fly in the Ointment", "Repel a marker for a
 * Suit"). Card names come from the card set and the view, never from an act's fields.
 */
import { msg } from '../src/i18n/catalog.js';
import { actOnTheFloor } from '../src/engine/response-window.js';
import type { Action, CardDef, CardSet, Effect, GameState, InstanceId, PlayerId } from '../src/kult/index.js';
import { actName, cardName } from './kult-window-words.js';
import '../src/i18n/en/table-words.js';

/** How the act on the floor affects `me` (window-affects.ts's code), in one sentence naming its cards. */
export function kultAffectsWords(cards: CardSet, v: GameState, me: PlayerId, affects: string): string {
  const w = v.window;
  const act = w ? actOnTheFloor(w) : undefined;
  const player = act ? seat(cards, v, me, act.player) : '';
  const actWords = act ? actName(cards, v, act) : '';
  const c = v.combat;
  switch (affects) {
    case 'combat':
      return c ? msg('timing.affects.combat', { attacker: cardName(cards, v, c.attacker), target: cardName(cards, v, c.target) }) : msg('timing.affects.unknown', { player, act: actWords });
    case 'attack':
      return msg('timing.affects.attack', { player, card: c ? cardName(cards, v, c.target) : '' });
    case 'target': {
      const target = act?.target?.card;
      return target ? msg('timing.affects.targetCard', { player, act: actWords, card: cardName(cards, v, target) }) : msg('timing.affects.target', { player, act: actWords });
    }
    case 'act':
      return msg('timing.affects.act', { player, act: actWords, id: act?.target?.act ?? '' });
    case 'cross':
      return msg('timing.affects.cross', { player, card: act?.iid ? cardName(cards, v, act.iid) : '' });
    case 'nearWin':
      return msg('timing.affects.nearWin', { player });
    default:
      return msg('timing.affects.unknown', { player, act: actWords });
  }
}

/** One line per card the legal acts use (and one for Repels), in the order they come. */
export function kultCouldDo(cards: CardSet, legal: readonly Action[], v: GameState, me: PlayerId): string[] {
  const lines = new Map<string, string>();
  for (const a of legal) {
    const key = a.type === 'repel' ? 'repel' : a.type === 'weapon' ? `weapon:${a.weapon}` : 'card' in a && typeof a.card === 'string' ? a.card : null;
    if (!key || lines.has(key)) continue;
    const line = couldLine(cards, a, v, me);
    if (line) lines.set(key, line);
  }
  return [...lines.values()];
}

function couldLine(cards: CardSet, a: Action, v: GameState, me: PlayerId): string | null {
  if (a.type === 'repel') return msg('timing.could.repel');
  if (a.type === 'weapon') return msg('timing.could.weapon', { weapon: cardName(cards, v, a.weapon), being: cardName(cards, v, a.being) });
  if (a.type !== 'commandment' && a.type !== 'spell' && a.type !== 'influence' && a.type !== 'ability') return null;
  const def = defOf(cards, v, a.card);
  const card = cardName(cards, v, a.card);
  const effects = a.type === 'ability' ? (def?.abilities?.[a.index]?.effects ?? []) : (def?.effects ?? []);
  const target = a.target;
  for (const e of effects) {
    const line = effectLine(cards, v, me, e, card, target?.act, target?.player);
    if (line) return line;
  }
  return msg('timing.could.play', { card });
}

function effectLine(cards: CardSet, v: GameState, me: PlayerId, e: Effect, card: string, act: number | undefined, player: PlayerId | undefined): string | null {
  switch (e.op) {
    case 'cancelAct': {
      const entry = act !== undefined ? v.window?.chain.find((x) => x.id === act) : undefined;
      return entry ? msg('timing.could.cancel', { card, act: actName(cards, v, entry) }) : null;
    }
    case 'removeSuit':
      return player ? msg('timing.could.removeSuit', { card, player: seat(cards, v, me, player) }) : null;
    case 'cv':
      return msg('timing.could.cv', { card, amount: e.amount > 0 ? `+${e.amount}` : String(e.amount) });
    case 'moveMarker':
      return msg('timing.could.moveMarker', { card });
    case 'discardTarget':
      return msg('timing.could.discard', { card });
    case 'grantSuit':
      return msg('timing.could.grantSuit', { card });
    default:
      return null;
  }
}

function defOf(cards: CardSet, v: GameState, iid: InstanceId): CardDef | undefined {
  const id = v.cards[iid]?.card;
  return id ? cards.cards.get(id) : undefined;
}

/** "you", or the other player's Major Arcanum. */
function seat(cards: CardSet, v: GameState, me: PlayerId, id: PlayerId): string {
  if (id === me) return msg('timing.player.you');
  const major = v.players.find((p) => p.id === id)?.major;
  return (major && cards.cards.get(major)?.name) || id;
}
