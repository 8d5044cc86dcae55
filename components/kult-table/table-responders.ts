/**
 * The timing bar's "Your responses" lines: for each card in the local
 * player's hand that answers acts (Commandments, Spells, Influences), its
 * best legal response in the open window, or else the judge's first reason
 * why a representative response is refused ("does not directly affect the
 * proclaim on the floor (K-TIMING-03)"). The judge decides; this only asks.
 */
import type { Action, CardSet, GameState, InstanceId, Judgement, PlayerId } from '../../src/kult/index.js';
import { responderOf, type Responder } from '../kult-timing-bar/responders.js';
import { kultUI } from '../kult-ui.js';
import { seatReader } from '../seat-reader.js';

const ANSWERS: ReadonlySet<string> = new Set(['commandment', 'spell', 'influence']);

/**
 * @example
 * respondersFor(view, 'a', port.legalActions(), port.cards, (x) => port.judge(x))
 * // [{ iid: 'a#4', name: 'Sorry', ok: false, why: 'cannot cancel Wrath of Inferno (K-TIMING-03)' }]
 */
export function respondersFor(
  view: GameState,
  me: PlayerId,
  legal: readonly Action[],
  cards: CardSet,
  judge: (a: Action) => Judgement<unknown>,
): Responder[] {
  const w = view.window;
  // legal is empty while someone else holds the floor: nothing to say then.
  if (!w || legal.length === 0) return [];
  const seat = view.players.find((p) => p.id === me);
  if (!seat) return [];
  const top = w.chain.at(-1);
  const bases = Object.values(seat.cross.stations).map((s) => s!.base);
  const reader = seatReader(kultUI(cards), view, me);
  const out: Responder[] = [];
  for (const iid of seat.hand) {
    const id = view.cards[iid]?.card;
    const def = id ? cards.cards.get(id) : undefined;
    if (!def || !ANSWERS.has(def.kind)) continue;
    const best = legal.find((a) => ANSWERS.has(a.type) && (a as { card?: InstanceId }).card === iid);
    const attempt = best ?? representative(def.kind, iid, me, top?.id, top?.iid, bases, view, cards);
    out.push(responderOf(iid, def.name, judge(attempt), reader));
  }
  return out;
}

/** A response as a player would try it: aimed at the act on the floor (or its card). */
function representative(
  kind: string,
  card: InstanceId,
  player: PlayerId,
  act: number | undefined,
  actCard: InstanceId | undefined,
  bases: readonly InstanceId[],
  view: GameState,
  cards: CardSet,
): Action {
  if (kind === 'commandment') return act === undefined ? { type: 'commandment', player, card } : { type: 'commandment', player, card, target: { act } };
  if (kind === 'influence') return actCard ? { type: 'influence', player, card, target: { card: actCard } } : { type: 'influence', player, card };
  const caster =
    bases.find((b) => {
      const id = view.cards[b]?.card;
      return !!(id && cards.cards.get(id)?.spellcaster);
    }) ?? bases[0] ?? card;
  return act === undefined ? { type: 'spell', player, card, caster } : { type: 'spell', player, card, caster, target: { act } };
}
