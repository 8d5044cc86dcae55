/**
 * Cult's things in this table's words: Locations, Priests, cards, Cults and acts. Every sentence is
 * built from the catalog and the game's own data (an act's fields are ids to look up, never text
 * to show), so a bot's or a peer's act is worded like the player's own.
 */
import '../../src/i18n/en/cygw-words.js';
import { formatList, msg } from '../../src/i18n/catalog.js';
import type { SeatId } from '../../src/engine/game.js';
import type { CygwCards } from '../../src/cygw/cards/types.js';
import type { CygwAction } from '../../src/cygw/actions.js';
import type { CygwState } from '../../src/cygw/state.js';
import { LOCATIONS } from '../../src/cygw/board/locations.js';

/** Location `n`'s name in this table's language. */
export const locationName = (n: number): string => (n >= 1 && n <= 13 ? msg(`cygw.loc.${n}`) : String(n));

/** "4. Forum". */
export const locationLabel = (n: number): string => msg('cygw.loc.named', { number: n, name: locationName(n) });

/** A step as the game's `moment` names it (a phase, or the English name of the resolving Location). */
export function stepWords(step: string): string {
  const loc = LOCATIONS.find((l) => l.name === step);
  if (loc) return locationName(loc.id);
  return ['deal', 'supremacy', 'intention', 'resolution', 'over'].includes(step) ? msg(`cygw.step.${step}`) : step;
}

/** A seat's name: "You", else its Cult's name (unique at a table, C-SETUP-06). */
export function seatWords(cards: CygwCards, view: CygwState, seat: SeatId, me: SeatId): string {
  if (seat === me) return msg('cygw.seat.you');
  const c = view.cults[seat];
  return c ? (cards.cults.get(c.sheet)?.name ?? seat) : msg('cygw.seat.other');
}

/** A seat's Cult name, even for `me` (sheets, tokens). */
export function cultName(cards: CygwCards, view: CygwState, seat: SeatId): string {
  const c = view.cults[seat];
  return c ? (cards.cults.get(c.sheet)?.name ?? seat) : seat;
}

/** A card instance's name, or "a hidden card" where this view does not know it. */
export function cardName(cards: CygwCards, view: CygwState, iid: string): string {
  if (iid === 'supremacy') return msg('cygw.card.supremacy');
  const def = view.ident[iid];
  if (!def) return msg('cygw.card.hidden');
  return (cards.miracles.get(def) ?? cards.intrigues.get(def) ?? cards.licenses.get(def))?.name ?? msg('cygw.card.hidden');
}

/** A card's effect in short. */
export function cardEffect(cards: CygwCards, view: CygwState, iid: string): string {
  const def = view.ident[iid];
  if (!def) return '';
  const m = cards.miracles.get(def);
  if (m) return msg(`cygw.effect.${m.effect}`, { boost: m.boost ?? 0, followers: m.gift?.followers ?? 0, coins: m.gift?.coins ?? 0 });
  const i = cards.intrigues.get(def);
  if (i) return msg('cygw.effect.intrigue', { value: i.value });
  const l = cards.licenses.get(def);
  return l ? msg('cygw.effect.license', { bonus: l.bonus, cost: l.cost }) : '';
}

/** Whether a card carries a dark seal (C-MIRACLE-03). */
export function cardDark(cards: CygwCards, view: CygwState, iid: string): boolean {
  const def = view.ident[iid];
  return !!def && !!(cards.miracles.get(def)?.dark ?? cards.intrigues.get(def)?.dark);
}

/** "Priest 3", or "Patriarch" for strength 0. */
export const priestWords = (strength: number): string => (strength === 0 ? msg('cygw.priest.patriarch') : msg('cygw.priest.token', { strength }));

/** An ability's name (Cult content: the rulebook's name). */
export const abilityName = (id: string): string => msg(`cygw.ability.${id}`);

/** Where a piece stands in `view`: its Location and strength, or null. */
function pieceAt(view: CygwState, id: number): { loc: number; owner: SeatId; strength: number; patriarch: boolean } | null {
  for (const [i, p] of view.board.entries()) {
    const x = p.priests.find((q) => q.id === id);
    if (x) return { loc: i + 1, owner: x.owner, strength: x.strength, patriarch: x.patriarch };
  }
  return null;
}

function pieceWords(cards: CygwCards, view: CygwState, me: SeatId, id: number): string {
  const at = pieceAt(view, id);
  if (!at) return priestWords(1);
  return msg('cygw.target.piece', { priest: at.patriarch ? priestWords(0) : priestWords(at.strength), who: seatWords(cards, view, at.owner, me), location: locationName(at.loc) });
}

/** The targets of a card play or ability: "Priest 2 of Anubis in Forum, to Palace". */
function targetWords(cards: CygwCards, view: CygwState, me: SeatId, a: Record<string, unknown>): string[] {
  const out: string[] = [];
  if (typeof a['option'] === 'string') out.push(a['option'] === 'priest' ? msg('cygw.target.newPriest') : msg(`cygw.target.${a['option'] === 'raise' ? 'raise' : a['option']}`));
  if (typeof a['piece'] === 'number') out.push(pieceWords(cards, view, me, a['piece']));
  if (typeof a['strength'] === 'number') out.push(msg('cygw.target.free', { priest: priestWords(a['strength']) }));
  if (typeof a['amount'] === 'number') out.push(msg('cygw.target.amount', { amount: a['amount'] }));
  if (typeof a['to'] === 'number') out.push(msg('cygw.target.to', { location: locationName(a['to']) }));
  if (typeof a['pay'] === 'number') out.push(msg('cygw.target.pay', { priest: priestWords(a['pay']) }));
  if (Array.isArray(a['discard']) && a['discard'].length > 0) out.push(msg('cygw.target.discard', { cards: formatList((a['discard'] as string[]).map((c) => cardName(cards, view, c))) }));
  if (typeof a['license'] === 'string') out.push(msg('cygw.target.license', { card: cardName(cards, view, a['license']) }));
  if (Array.isArray(a['priests']) && a['priests'].length > 0) out.push(msg('cygw.target.priests', { priests: formatList((a['priests'] as number[]).map(priestWords)) }));
  return out;
}

const withTargets = (act: string, targets: readonly string[]): string => (targets.length > 0 ? msg('cygw.act.with', { act, details: targets.join(', ') }) : act);

/**
 * An act as a short phrase with no subject ("Preach: Priest 2 to Forum"): a button's label, and the
 * log's after the seat's name. A benefit names its Location: `benefitAt` when the caller knows it
 * (the log: the Location resolving when it was taken; 0: not known, so none is named), else the
 * one the view's prompt offers now (a button).
 */
export function actWords(cards: CygwCards, view: CygwState, me: SeatId, a: CygwAction, benefitAt?: number): string {
  switch (a.type) {
    case 'celebrate':
      return msg('cygw.act.celebrate', { gift: msg(`cygw.gift.${a.gift}`, { strength: a.strength ?? 1 }) });
    case 'decline':
    case 'pray':
    case 'done':
    case 'pass':
    case 'skip':
    case 'collect':
      return msg(`cygw.act.${a.type}`);
    case 'preach':
      return msg('cygw.act.preach', { priest: priestWords(a.strength), location: locationLabel(a.location) });
    case 'mob':
      return msg('cygw.act.mob', { location: locationLabel(a.location) });
    case 'sell':
    case 'buy':
    case 'return':
    case 'give':
      return msg(`cygw.act.${a.type}`, { card: cardName(cards, view, a.card) });
    case 'altar':
      return msg('cygw.act.altar', { location: locationLabel(a.location) });
    case 'benefit': {
      const { card, ...rest } = a;
      const t = targetWords(cards, view, me, rest);
      if (card) t.push(msg('cygw.target.card', { card: cardName(cards, view, card) }));
      const at = benefitAt ?? benefitLocation(view, a.player);
      return withTargets(at > 0 ? msg('cygw.act.benefit', { location: locationName(at) }) : msg('cygw.act.benefitAny'), t);
    }
    case 'miracle':
    case 'intrigue':
    case 'reveal':
      return withTargets(msg(`cygw.act.${a.type}`, { card: cardName(cards, view, a.card) }), targetWords(cards, view, me, a));
    case 'deck':
      // Between friends: a table's keys, shuffles or shares for the shared decks (NET-DECK-…).
      return msg('cygw.act.deck', { count: a.events.length });
    case 'ability': {
      const t = targetWords(cards, view, me, a);
      if (a.card) t.push(msg('cygw.target.card', { card: cardName(cards, view, a.card) }));
      if (a.play) t.push(msg('cygw.target.play', { act: withTargets(msg('cygw.act.miracle', { card: cardName(cards, view, a.play.card) }), targetWords(cards, view, me, a.play)) }));
      return withTargets(msg('cygw.act.ability', { ability: abilityName(a.ability) }), t);
    }
  }
}

/** The Location whose benefit a seat's prompt offers (the Active Location when no prompt says). */
function benefitLocation(view: CygwState, seat: SeatId): number {
  const p = view.prompts.find((x) => x.kind === 'benefit' && x.seat === seat);
  return p && p.kind === 'benefit' ? p.location : view.active;
}
