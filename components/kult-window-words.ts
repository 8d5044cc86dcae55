/**
 * KULT's turn and open response window in words, for the timing bar (through KULT's GameUI,
 * components/kult-ui.ts): the window's kind, each act on its chain named by its card where the
 * viewer sees it, the cards the player's legal responses play, and why the table stops for the
 * player. Card names come from the card set, never from an act's fields.
 */
import type { Answer, TurnMoment, WindowWords } from '../src/app/game-ui.js';
import { msg } from '../src/i18n/catalog.js';
import { combatTotals } from './combat-words.js';
import { floorHolder, type Action, type ActionOf, type CardSet, type ChainEntry, type GameState, type InstanceId, type PlayerId } from '../src/kult/index.js';
import '../src/i18n/en/table-words.js';

/** Legal actions that answer with a card: these cards "may respond". */
const RESPONSE_TYPES: ReadonlySet<Action['type']> = new Set(['commandment', 'spell', 'influence', 'ability']);

type CardAction = ActionOf<'commandment' | 'spell' | 'influence' | 'ability'>;

export function kultTurn(v: GameState): TurnMoment {
  return { turn: v.turn, step: v.step, active: v.active, choosing: v.pending?.player ?? null };
}

export function kultWindow(cards: CardSet, v: GameState, _me: PlayerId): WindowWords | null {
  const w = v.window;
  if (!w) return null;
  return {
    kind: w.kind,
    words: windowName(cards, v, w.kind),
    chain: w.chain.map((e) => ({ id: e.id, player: e.player, words: actName(cards, v, e), ...(e.cancels !== undefined ? { cancels: e.cancels } : {}) })),
    floor: floorHolder(v),
    round: { cycle: w.cycle, order: w.order, passed: w.passed },
  };
}

/** The window's kind in words; the combat modification loop with the totals it would resolve at now ("Veteran 5 vs Artist 3"). */
function windowName(cards: CardSet, v: GameState, kind: string): string {
  const totals = kind === 'combat' ? combatTotals(cards, v) : null;
  return totals ? msg('timing.window.combatTotals', { totals }) : msg(`timing.window.${kind}`);
}

/** The cards of the legal responses (Commandments, Spells, Influences, abilities), each once. */
export function kultAnswers(cards: CardSet, legal: readonly Action[], v: GameState): Answer[] {
  const out = new Map<InstanceId, string>();
  for (const a of legal) {
    if (!RESPONSE_TYPES.has(a.type)) continue;
    const iid = (a as CardAction).card;
    if (!out.has(iid)) out.set(iid, cardName(cards, v, iid));
  }
  return [...out].map(([iid, name]) => ({ iid, name }));
}

/** Why auto-pass waits for the player (a StopReason of src/kult/rules/window-turn.ts), naming the act on the floor. */
export function kultStopWords(stop: string, v: GameState): string {
  const top = v.window?.chain.at(-1);
  return msg(`timing.autoStop.${stop}`, { kind: top ? msg(`timing.kind.${top.kind}`) : '' });
}

/** "Fly in the Ointment" for a Commandment (the card is the act); "Proclaim · Priest" for the rest. */
export function actName(cards: CardSet, v: GameState, e: ChainEntry): string {
  const kind = msg(`timing.kind.${e.kind}`);
  // Attacks, abilities and weapons name their card by instance only: show it when visible.
  const id = e.card ?? (e.iid ? v.cards[e.iid]?.card : null);
  const name = id ? (cards.cards.get(id)?.name ?? id) : null;
  if (!name) return kind;
  if (e.kind === 'commandment') return name;
  const combat = v.combat;
  if (e.kind === 'attack' && combat && combat.attacker === e.iid) {
    return msg('timing.chain.attack', { kind, card: name, target: cardName(cards, v, combat.target) });
  }
  return msg('timing.chain.actWithCard', { kind, card: name });
}

/** A card's name where the viewer sees it, else its instance id. */
export function cardName(cards: CardSet, v: GameState, iid: InstanceId): string {
  const id = v.cards[iid]?.card;
  return (id && cards.cards.get(id)?.name) || id || iid;
}
