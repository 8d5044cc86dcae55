/**
 * M.E.A.T.'s acts, seats, cards and steps in this table's own words: card names from the card
 * data (`name.pl` in Polish, `name.en` otherwise: Italian falls back to the English names), seats
 * by their place at the table, never by a peer's words.
 */
import { formatList, locale, msg } from '../../src/i18n/catalog.js';
import type { SeatId } from '../../src/engine/game.js';
import type { CreatureDef, DestinyDef, LeaderDef, LeaderPower, MeatCards, Named } from '../../src/meat/cards/types.js';
import type { MeatAction } from '../../src/meat/actions.js';
import type { Lane, MeatState, Side, TargetRef } from '../../src/meat/state.js';

/** A card's words in the table's language (the data speaks English and Polish). */
export const named = (n: Named): string => (locale() === 'pl' ? n.pl : n.en);

export const creatureDef = (cards: MeatCards, view: MeatState, iid: string): CreatureDef | null => {
  const id = view.ident[iid];
  return id ? (cards.creatures[id] ?? null) : null;
};

export const destinyDef = (cards: MeatCards, view: MeatState, iid: string): DestinyDef | null => {
  const id = view.ident[iid];
  return id ? (cards.destiny[id] ?? null) : null;
};

export const leaderDef = (cards: MeatCards, id: string | null): LeaderDef | null => cards.leaders.find((l) => l.id === id) ?? null;

/** A card instance's name, or "a hidden card" when this view does not know it. */
export function cardName(cards: MeatCards, view: MeatState, iid: string): string {
  const def = creatureDef(cards, view, iid) ?? destinyDef(cards, view, iid);
  return def ? named(def.name) : msg('meat.card.hidden');
}

export const leaderName = (cards: MeatCards, id: string): string => {
  const l = leaderDef(cards, id);
  return l ? named(l.name) : msg('meat.card.hidden');
};

/** A Leader's passive in words (M-CARD-10). */
export const powerWords = (p: LeaderPower): string =>
  msg(`meat.power.${p.kind}`, { amount: p.amount, ...('faction' in p ? { faction: msg(`meat.faction.${p.faction}`) } : {}) });

/** "You", else "Player 2" by the seat's place at the table (a seat id is a peer's word). */
export function seatWords(view: MeatState, seat: SeatId, me: SeatId): string {
  if (seat === me) return msg('meat.seat.you');
  const i = view.seats.indexOf(seat);
  return i < 0 ? msg('meat.seat.other') : msg('meat.seat.player', { n: i + 1 });
}

export const sideWords = (side: Side): string => msg(`meat.side.${side}`);
export const laneWords = (lane: Lane): string => msg(`meat.lane.${lane}`);
export const stepWords = (step: string): string => msg(`meat.step.${step}`);
export const phaseWords = (phase: string): string => msg(`meat.phase.${phase}`);

const aimed = (view: MeatState, me: SeatId, act: string, t: TargetRef | null | undefined): string =>
  t ? msg('meat.act.aimed', { act, lane: laneWords(t.lane), who: seatWords(view, t.seat, me) }) : act;

const list = (cards: MeatCards, view: MeatState, iids: readonly string[]): string => formatList(iids.map((c) => cardName(cards, view, c)));

/** An act as a short phrase with no subject ("Draft Bone Rat"): a button's label, and the log's after the seat's name. */
export function actWords(cards: MeatCards, view: MeatState, me: SeatId, a: MeatAction): string {
  switch (a.type) {
    case 'leader':
      return msg('meat.act.leader', { card: leaderName(cards, a.leader) });
    case 'draft':
      return msg('meat.act.draft', { card: cardName(cards, view, a.card) });
    case 'discard':
      return a.cards.length ? msg('meat.act.discard', { cards: list(cards, view, a.cards) }) : msg('meat.act.discard.none');
    case 'place': {
      // Between friends a placement travels sealed: only how many positions are filled shows.
      if (a.sealed) return msg('meat.act.place.sealed', { count: a.sealed.filled.filter(Boolean).length });
      const at = (['left', 'front', 'right'] as const).flatMap((lane) => {
        const c = a[lane];
        return c ? [msg('meat.act.place.at', { card: cardName(cards, view, c), lane: laneWords(lane) })] : [];
      });
      if (at.length === 0) return msg('meat.act.place.none');
      if (a.guard && a.left && a.right) at.push(msg('meat.act.place.guard', { lane: laneWords(a.guard) }));
      return msg('meat.act.place', { placements: at.join('; ') });
    }
    case 'commit':
      return msg('meat.act.commit', { count: a.sealed ? a.sealed.count : a.cards.length });
    case 'deck':
    case 'link':
    case 'open':
      return msg(`meat.act.${a.type}`);
    case 'pay':
      return a.cards.length ? msg('meat.act.pay', { cards: list(cards, view, a.cards) }) : msg('meat.act.pay.none');
    case 'resolve':
      return aimed(view, me, msg('meat.act.resolve', { card: cardName(cards, view, a.card) }), a.target);
    case 'instant':
      return aimed(view, me, msg('meat.act.instant', { card: cardName(cards, view, a.card) }), a.target);
    case 'trigger':
      return msg('meat.act.trigger', { card: cardName(cards, view, a.card) });
    case 'pass':
    case 'defer':
      return msg(`meat.act.${a.type}`);
  }
}
