/**
 * Miracle cards (catalog §10): when one may be played (C-MIRACLE-02/03/05), each effect with its
 * targets (C-MIRACLE-PLACE/MOVE/BOOST/REMOVE/ALTAR/MOB/GIFT), where the card goes (C-MIRACLE-04)
 * and Aulic Magus (C-MIRACLE-06). The helpers every played card shares live here too; the
 * Intrigues (intrigues.ts) use them.
 */
import type { SeatId } from '../../engine/game.js';
import { check, type Check } from '../../engine/judgement.js';
import type { CygwCards, MiracleDef } from '../cards/types.js';
import type { CygwState, Piece } from '../state.js';
import type { CardPlay } from '../actions.js';
import { location, LOCATION_IDS } from '../board/locations.js';
import { cult, deckOf, FOLLOWER_CAP, hasAccess, licenses, place } from './model.js';
import { findPiece, flipToAltar, gainCoins, gainFollowers, gainMob, loseFollowers, movePiece, putPiece, sendHome, takeFree } from './ops.js';

/** How a card is played: as if dark side up (Change of Guise), and from where (a hand, or revealed off a deck by Path of Iniquity). */
export interface PlayOptions {
  readonly asDark: boolean;
  readonly source: 'hand' | 'revealed';
}

/** C-MIRACLE-06, C-LICENSE-AULIC-01: coins per Aulic Magus for each Miracle played. */
const AULIC_COINS = 3;
/** C-MIRACLE-REMOVE-01: coins for withdrawing a Priest. */
const REMOVE_COINS = 7;
/** C-MIRACLE-ALTAR-01 and C-MIRACLE-MOB-01: the Followers each costs. */
const ALTAR_FOLLOWERS = 3;
const MOB_FOLLOWERS = 4;

/** The target fields of a card play, each named for a refusal. */
const TARGET_FIELDS = ['piece', 'strength', 'to', 'option', 'license'] as const;
type TargetField = (typeof TARGET_FIELDS)[number];

/** Refuses targets the card's effect does not read, so each legal play has one spelling. */
export function onlyTargets(rule: string, name: string, play: CardPlay, allowed: readonly TargetField[]): Check | null {
  const extra = TARGET_FIELDS.filter((f) => play[f] !== undefined && !allowed.includes(f));
  return extra.length > 0 ? check(rule, false, `${name} takes no ${extra.join(', ')}`) : null;
}

/** Whether the seat plays as a dark-side Cult: its sheet is dark, or Change of Guise (C-CULT-TIAMAT-L1). */
export function playsDark(s: CygwState, seat: SeatId, o: PlayOptions): boolean {
  return o.asDark || cult(s, seat).side === 'dark';
}

/**
 * The checks every Miracle and Intrigue shares: an action-round act, a card of that deck, in the
 * hand (unless revealed), known to this table, the dark seal. `def` is null when one failed.
 */
export function cardBasics<D extends { readonly dark: boolean; readonly name: string }>(
  s: CygwState,
  seat: SeatId,
  play: CardPlay,
  o: PlayOptions,
  kind: 'miracle' | 'intrigue',
  defs: ReadonlyMap<string, D>,
): { checks: Check[]; def: D | null } {
  const rules = kind === 'miracle' ? { when: 'C-MIRACLE-02', seal: 'C-MIRACLE-03', noun: 'Miracle' } : { when: 'C-INTRIGUE-02', seal: 'C-INTRIGUE-04', noun: 'Intrigue' };
  const checks: Check[] = [];
  const fail = (rule: string, says: string) => ({ checks: [...checks, check(rule, false, says)], def: null });
  const now = s.phase === 'resolution' && s.step === 'actions' && s.active > 0;
  if (!now) return fail(rules.when, `a ${rules.noun} card is played only as an action in a Resolution action round`);
  checks.push(check(rules.when, true, `an action in ${location(s.active).name}’s action round`));
  if (deckOf(play.card) !== kind) return fail(rules.when, `${play.card} is not a ${rules.noun} card`);
  if (o.source === 'hand' && !cult(s, seat).hand.includes(play.card)) return fail(rules.when, `${play.card} is not in your hand`);
  // A played card is revealed (catalog §16.2, ActionRound): one this table does not know cannot be judged.
  const def = defs.get(s.ident[play.card] ?? '');
  if (!def) return fail(rules.when, `${play.card} has not been revealed to this table`);
  if (def.dark) {
    const dark = playsDark(s, seat, o);
    if (!dark) return fail(rules.seal, `${def.name} has a dark seal; your sheet is light side up`);
    checks.push(check(rules.seal, true, `${def.name} has a dark seal; you play it dark side up`));
  }
  return { checks, def };
}

/** Where a played card comes from: the seat's hand, or (revealed) wherever it lies: a deck, a hand, a prompt. */
export function takePlayedCard(d: CygwState, seat: SeatId, card: string, o: PlayOptions): void {
  const c = cult(d, seat);
  c.hand = c.hand.filter((x) => x !== card);
  if (o.source === 'revealed') {
    for (const other of d.seats) cult(d, other).hand = cult(d, other).hand.filter((x) => x !== card);
    for (const deck of Object.values(d.decks)) {
      const i = deck.indexOf(card);
      if (i >= 0) deck.splice(i, 1);
    }
    d.prompts = d.prompts.map((p) => (p.kind === 'iniquity' && p.cards.includes(card) ? { ...p, cards: p.cards.filter((x) => x !== card) } : p));
  }
}

/** The card instances the seat may play from: its hand, or the revealed cards of its Path of Iniquity prompt. */
export function playableCards(s: CygwState, seat: SeatId, o: PlayOptions): readonly string[] {
  if (o.source === 'hand') return cult(s, seat).hand;
  const prompt = s.prompts.find((p) => p.kind === 'iniquity' && p.seat === seat);
  return prompt?.kind === 'iniquity' ? prompt.cards : [];
}

/** A Priest of `seat` in the Active Location, by piece id. */
function ownPriestHere(s: CygwState, seat: SeatId, id: number | undefined): Piece | null {
  if (id === undefined || s.active < 1) return null;
  return place(s, s.active).priests.find((p) => p.id === id && p.owner === seat) ?? null;
}

function priestName(p: Piece): string {
  return p.patriarch ? 'your Patriarch' : `your strength-${p.strength} Priest`;
}

/** Access by Followers, or by a Title (house C-AMB-26): the check that decides it. */
function accessCheck(cards: CygwCards, s: CygwState, seat: SeatId, rule: string, loc: number): Check {
  const need = location(loc).access;
  const have = cult(s, seat).followers;
  const name = location(loc).name;
  if (have >= need) return check(rule, true, `${name} needs ${need} Followers; you have ${have}`);
  const titled = hasAccess(cards, s, seat, loc, need);
  return titled ? check('C-AMB-26', true, `${name} needs ${need} Followers; you have ${have} and its Title (house C-AMB-26)`) : check(rule, false, `${name} needs ${need} Followers; you have ${have}`);
}

export function judgeMiracle(cards: CygwCards, s: CygwState, seat: SeatId, play: CardPlay, o: PlayOptions): Check[] {
  const { checks, def } = cardBasics(s, seat, play, o, 'miracle', cards.miracles);
  if (!def) return checks;
  return [...checks, ...effectChecks(cards, s, seat, def, play)];
}

/** C-MIRACLE-05 and the effect's own rule, with its targets: the first failing check says why not. */
function effectChecks(cards: CygwCards, s: CygwState, seat: SeatId, def: MiracleDef, play: CardPlay): Check[] {
  const c = cult(s, seat);
  const here = location(s.active).name;
  switch (def.effect) {
    case 'place': {
      const rule = 'C-MIRACLE-PLACE-01';
      const extra = onlyTargets(rule, def.name, play, ['strength']);
      if (extra) return [extra];
      const st = play.strength;
      if (st === undefined) return [check(rule, false, 'choose a Free Priest to place (its strength, or 0 for your Patriarch)')];
      const free = st === 0 ? c.patriarch === 'free' : c.free.includes(st);
      const what = st === 0 ? 'Patriarch' : `strength-${st} Priest`;
      if (!free) return [check(rule, false, `you have no Free ${what}`)];
      return [check(rule, true, `put your Free ${what} into ${here}`), accessCheck(cards, s, seat, rule, s.active)];
    }
    case 'move': {
      const rule = 'C-MIRACLE-MOVE-01';
      const extra = onlyTargets(rule, def.name, play, ['piece', 'to']);
      if (extra) return [extra];
      const p = ownPriestHere(s, seat, play.piece);
      if (!p) return [check(rule, false, `choose one of your Priests in ${here}`)];
      if (play.to === undefined || play.to <= s.active) return [check(rule, false, play.to === undefined ? 'choose a higher Location to move it to' : `Location ${play.to} is not higher than ${here} (${s.active})`)];
      return [check(rule, true, `move ${priestName(p)} from ${here} to ${location(play.to).name}`), accessCheck(cards, s, seat, rule, play.to)];
    }
    case 'boost': {
      const rule = 'C-MIRACLE-BOOST-01';
      const extra = onlyTargets(rule, def.name, play, ['piece']);
      if (extra) return [extra];
      const p = ownPriestHere(s, seat, play.piece);
      if (!p) return [check(rule, false, `choose one of your Priests in ${here}`)];
      const n = def.boost ?? 2;
      const out = [check(rule, true, `${priestName(p)} counts +${n} Influence while it stays in ${here}`)];
      if (p.patriarch) out.push(check('C-AMB-27', true, 'the Patriarch may be boosted: it is Influence, not strength (house C-AMB-27)'));
      return out;
    }
    case 'remove': {
      const rule = 'C-MIRACLE-REMOVE-01';
      const extra = onlyTargets(rule, def.name, play, ['piece']);
      if (extra) return [extra];
      const p = ownPriestHere(s, seat, play.piece);
      if (!p) return [check(rule, false, `choose one of your Priests in ${here}`)];
      return [check(rule, true, `take ${priestName(p)} back as a Free Priest and gain ${REMOVE_COINS} coins`), check('C-AMB-28', true, 'it goes back to your Free Priests (house C-AMB-28)')];
    }
    case 'altar': {
      const rule = 'C-MIRACLE-ALTAR-01';
      const extra = onlyTargets(rule, def.name, play, ['piece']);
      if (extra) return [extra];
      if (c.followers < ALTAR_FOLLOWERS) return [check('C-MIRACLE-05', false, `needs ${ALTAR_FOLLOWERS} Followers; you have ${c.followers}`)];
      const p = ownPriestHere(s, seat, play.piece);
      if (!p) return [check(rule, false, `choose one of your Priest tokens in ${here}`)];
      if (p.patriarch) return [check('C-CORE-06', false, 'the Patriarch never becomes an Altar')];
      if (place(s, s.active).altars.some((a) => a.owner === seat)) return [check('C-CORE-21', false, `you already have an Altar in ${here}`)];
      return [check(rule, true, `return ${ALTAR_FOLLOWERS} of your ${c.followers} Followers and flip your strength-${p.strength} Priest into an Altar`)];
    }
    case 'mob': {
      const rule = 'C-MIRACLE-MOB-01';
      const extra = onlyTargets(rule, def.name, play, []);
      if (extra) return [extra];
      if (c.followers < MOB_FOLLOWERS) return [check('C-MIRACLE-05', false, `needs ${MOB_FOLLOWERS} Followers; you have ${c.followers}`)];
      if (s.mobs < 1) return [check('C-MIRACLE-05', false, 'no Fanatical Mob is left in the reserve (C-CORE-23)')];
      return [check(rule, true, `return ${MOB_FOLLOWERS} of your ${c.followers} Followers for 1 Fanatical Mob`)];
    }
    case 'gift': {
      const rule = 'C-MIRACLE-GIFT-01';
      const extra = onlyTargets(rule, def.name, play, ['option']);
      if (extra) return [extra];
      const gift = def.gift ?? { followers: 1, coins: 4 };
      if (play.option === undefined) return [check(rule, false, `choose ${gift.followers} Followers or ${gift.coins} coins`)];
      if (play.option === 'coins') return [check(rule, true, `gain ${gift.coins} coins`)];
      // C-MIRACLE-05: the whole gain must fit under the cap.
      const room = FOLLOWER_CAP - c.followers;
      if (room < gift.followers) return [check('C-MIRACLE-05', false, `gains ${gift.followers} Followers; you have ${c.followers} of at most ${FOLLOWER_CAP}`)];
      return [check(rule, true, `gain ${gift.followers} Follower${gift.followers === 1 ? '' : 's'}`)];
    }
  }
}

/** C-MIRACLE-04: the card to the bottom of its deck; then its effect; then Aulic Magus (C-MIRACLE-06). */
export function applyMiracle(cards: CygwCards, d: CygwState, seat: SeatId, play: CardPlay, o: PlayOptions): void {
  const def = cards.miracles.get(d.ident[play.card] ?? '');
  if (!def) return;
  takePlayedCard(d, seat, play.card, o);
  d.decks.miracle.push(play.card);
  switch (def.effect) {
    case 'place':
      if (play.strength! > 0) takeFree(d, seat, play.strength!);
      putPiece(d, seat, play.strength!, d.active);
      break;
    case 'move':
      movePiece(d, play.piece!, play.to!);
      break;
    case 'boost': {
      const at = findPiece(d, play.piece!);
      if (at) at.piece.boost += def.boost ?? 2;
      break;
    }
    case 'remove':
      sendHome(d, play.piece!);
      gainCoins(d, seat, REMOVE_COINS);
      break;
    case 'altar':
      loseFollowers(d, seat, ALTAR_FOLLOWERS);
      flipToAltar(d, play.piece!);
      break;
    case 'mob':
      loseFollowers(d, seat, MOB_FOLLOWERS);
      gainMob(d, seat, 1);
      break;
    case 'gift': {
      const gift = def.gift ?? { followers: 1, coins: 4 };
      if (play.option === 'followers') gainFollowers(d, seat, gift.followers);
      else gainCoins(d, seat, gift.coins);
      break;
    }
  }
  for (const _aulic of licenses(cards, d, seat, 'aulic')) gainCoins(d, seat, AULIC_COINS);
}

/** Every play of one Miracle card with its targets that the judge allows. */
export function miraclePlaysOf(cards: CygwCards, s: CygwState, seat: SeatId, card: string, o: PlayOptions): CardPlay[] {
  const def = cards.miracles.get(s.ident[card] ?? '');
  if (!def || s.active < 1) return [];
  const own = place(s, s.active).priests.filter((p) => p.owner === seat);
  const candidates: CardPlay[] = [];
  switch (def.effect) {
    case 'place':
      for (let strength = 0; strength <= 5; strength++) candidates.push({ card, strength });
      break;
    case 'move':
      for (const p of own) for (const to of LOCATION_IDS) if (to > s.active) candidates.push({ card, piece: p.id, to });
      break;
    case 'boost':
    case 'remove':
    case 'altar':
      for (const p of own) candidates.push({ card, piece: p.id });
      break;
    case 'mob':
      candidates.push({ card });
      break;
    case 'gift':
      candidates.push({ card, option: 'followers' }, { card, option: 'coins' });
      break;
  }
  return candidates.filter((p) => judgeMiracle(cards, s, seat, p, o).every((c) => c.ok));
}

/** Every legal Miracle play now: each playable Miracle card (hand, or revealed) × its targets. */
export function miraclePlays(cards: CygwCards, s: CygwState, seat: SeatId, o: PlayOptions): CardPlay[] {
  const seen = new Set<string>();
  return playableCards(s, seat, o)
    .filter((card) => deckOf(card) === 'miracle' && !seen.has(card) && seen.add(card))
    .flatMap((card) => miraclePlaysOf(cards, s, seat, card, o));
}
