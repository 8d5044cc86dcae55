/**
 * Intrigue cards (catalog §11): when one may be played (C-INTRIGUE-02/04/06), the 11 titles with
 * their targets and house defaults, where the card goes (C-INTRIGUE-05) and Exiles (C-INTRIGUE-07).
 * Celebrating Cults are targets as usual (C-SUPREMACY-09).
 */
import type { SeatId } from '../../engine/game.js';
import { check, type Check } from '../../engine/judgement.js';
import type { CygwCards, IntrigueDef } from '../cards/types.js';
import type { CygwState, Prompt } from '../state.js';
import type { CardPlay } from '../actions.js';
import { location } from '../board/locations.js';
import { allCards, cult, deckOf, fromFirst, licenses, patriarchStrength, place, present } from './model.js';
import { destroyAltar, findPiece, gainCoins, gainFollowers, giveCard, loseFollowers, loseMob, returnToken, sendHome, takeToken, tokenAvailable } from './ops.js';
import { cardBasics, onlyTargets, playableCards, takePlayedCard, type PlayOptions } from './miracles.js';

const RULE = {
  blackmail: 'C-INTRIGUE-BLACKMAIL-01',
  exorcism: 'C-INTRIGUE-EXORCISM-01',
  'foiled-plot': 'C-INTRIGUE-FOILEDPLOT-01',
  slaughter: 'C-INTRIGUE-SLAUGHTER-01',
  disperse: 'C-INTRIGUE-DISPERSE-01',
  'secret-search': 'C-INTRIGUE-SEARCH-01',
  threat: 'C-INTRIGUE-THREAT-01',
  vandalism: 'C-INTRIGUE-VANDALISM-01',
  ambush: 'C-INTRIGUE-AMBUSH-01',
  raid: 'C-INTRIGUE-RAID-01',
  seize: 'C-INTRIGUE-SEIZE-01',
} as const;

/** Exorcism lowers a token by exactly this much (C-INTRIGUE-EXORCISM-01). */
const EXORCISM_DROP = 2;
/** Slaughter in the Streets and Foiled Plot: Followers lost. */
const SLAUGHTER_FOLLOWERS = 2;
const FOILED_FOLLOWERS = 2;

/** The seats holding the most of `score`, and that most. */
function most(seats: readonly SeatId[], score: (seat: SeatId) => number): { top: SeatId[]; n: number } {
  const n = Math.max(...seats.map(score));
  return { top: seats.filter((seat) => score(seat) === n), n };
}

/** Blackmail: the single richest player (all players, the player included). */
function richest(s: CygwState) {
  return most(s.seats, (seat) => cult(s, seat).coins);
}

/** Foiled Plot: the most cards (hand, Licenses, Supremacy: house C-AMB-20/30), counted after the played card leaves the hand. */
function mostCards(s: CygwState, seat: SeatId, o: PlayOptions) {
  return most(s.seats, (x) => allCards(s, x) - (x === seat && o.source === 'hand' ? 1 : 0));
}

/** Threat to the Crown: the strongest Patriarch (C-CORE-01). */
function strongest(cards: CygwCards, s: CygwState) {
  return most(s.seats, (seat) => patriarchStrength(cards, s, seat));
}

/** Secret Search's givers: present opponents holding a hand card, clockwise from the First Player. */
function givers(s: CygwState, seat: SeatId): SeatId[] {
  return fromFirst(s).filter((x) => x !== seat && present(s, x, s.active) && cult(s, x).hand.length > 0);
}

const presentSeats = (s: CygwState) => s.seats.filter((seat) => present(s, seat, s.active));

export function judgeIntrigue(cards: CygwCards, s: CygwState, seat: SeatId, play: CardPlay, o: PlayOptions): Check[] {
  const { checks, def } = cardBasics(s, seat, play, o, 'intrigue', cards.intrigues);
  if (!def) return checks;
  const rule = RULE[def.title];
  const allowed = def.title === 'exorcism' || def.title === 'ambush' ? (['piece'] as const) : def.title === 'threat' ? (['license'] as const) : ([] as const);
  const extra = onlyTargets(rule, def.name, play, allowed);
  if (extra) return [...checks, extra];
  return [...checks, ...titleChecks(cards, s, seat, def, play, o)];
}

function titleChecks(cards: CygwCards, s: CygwState, seat: SeatId, def: IntrigueDef, play: CardPlay, o: PlayOptions): Check[] {
  const rule = RULE[def.title];
  const here = location(s.active).name;
  const board = place(s, s.active);
  switch (def.title) {
    case 'blackmail': {
      const { top, n } = richest(s);
      if (top.length > 1) return [check(rule, false, `${top.join(' and ')} tie as richest with ${n} coins`)];
      if (top[0] === seat) return [check(rule, true, `you are the richest (${n} coins): you get nothing`)];
      return [check(rule, true, `take ${Math.ceil(n / 2)} of ${top[0]}’s ${n} coins`)];
    }
    case 'exorcism': {
      const p = play.piece === undefined ? undefined : board.priests.find((x) => x.id === play.piece);
      if (!p) return [check(rule, false, `choose a Priest token in ${here}`)];
      if (p.patriarch) return [check('C-CORE-02', false, 'a Patriarch’s strength never changes')];
      if (p.strength <= EXORCISM_DROP) return [check(rule, false, `a strength-${p.strength} Priest cannot lose exactly ${EXORCISM_DROP}`)];
      const lower = p.strength - EXORCISM_DROP;
      // C-AMB-37: only the owner may swap an Altar's token, and only of its own will.
      if (!tokenAvailable(s, p.owner, lower, false)) {
        const byAltar = tokenAvailable(s, p.owner, lower, true);
        return [check(byAltar ? 'C-AMB-37' : 'C-CORE-08', false, `no strength-${lower} ${cult(s, p.owner).colour} token is in the reserve${byAltar ? ' (only its owner may swap an Altar’s token, house C-AMB-37)' : ''}`)];
      }
      return [check(rule, true, `${p.owner}’s strength-${p.strength} Priest becomes a ${lower}`)];
    }
    case 'foiled-plot': {
      const { top, n } = mostCards(s, seat, o);
      if (top.length > 1) return [check('C-AMB-30', false, `${top.join(' and ')} tie with ${n} cards each (house C-AMB-30: no play on a tie)`)];
      return [check(rule, true, `${top[0]} holds the most cards (${n}): it loses 1 Mob, 1 Altar and ${FOILED_FOLLOWERS} Followers as far as it has them`)];
    }
    case 'slaughter': {
      const hit = presentSeats(s).filter((x) => cult(s, x).followers > 0);
      if (hit.length === 0) return [check('C-AMB-31', false, `nobody present in ${here} has a Follower to lose (house C-AMB-31)`)];
      return [check(rule, true, `${hit.join(', ')} lose up to ${SLAUGHTER_FOLLOWERS} Followers`)];
    }
    case 'disperse': {
      const hit = presentSeats(s).filter((x) => cult(s, x).mobs > 0);
      if (hit.length === 0) return [check('C-AMB-31', false, `nobody present in ${here} has a Fanatical Mob to lose (house C-AMB-31)`)];
      return [check(rule, true, `${hit.join(', ')} lose 1 Fanatical Mob`)];
    }
    case 'secret-search': {
      const opponents = presentSeats(s).filter((x) => x !== seat);
      if (opponents.length === 0) return [check('C-INTRIGUE-06', false, `no opponent is present in ${here}`)];
      const from = givers(s, seat);
      return [check(rule, true, from.length > 0 ? `${from.join(', ')} each give you 1 card of their choice` : 'the opponents present have no cards in hand: you get nothing (house C-AMB-36)')];
    }
    case 'threat': {
      const { top, n } = strongest(cards, s);
      if (top.length > 1) return [check(rule, false, `${top.join(' and ')} tie for the strongest Patriarch at ${n}`)];
      const victim = top[0]!;
      if (victim === seat) return play.license === undefined ? [check(rule, true, `your Patriarch is the strongest (${n}): you get nothing`)] : [check(rule, false, 'your Patriarch is the strongest: there is no License to take')];
      const owned = cult(s, victim).licenses;
      if (owned.length === 0) return [check('C-INTRIGUE-06', false, `${victim}’s Patriarch is the strongest (${n}) and it has no License (house)`)];
      if (play.license === undefined || !owned.includes(play.license)) return [check(rule, false, `choose one of ${victim}’s Licenses: ${owned.join(', ')}`)];
      return [check(rule, true, `take ${play.license} from ${victim}, whose Patriarch is the strongest (${n})`)];
    }
    case 'vandalism': {
      if (board.altars.length === 0) return [check(rule, false, `no Altar stands in ${here}`)];
      const higher = s.board.findIndex((p, i) => i + 1 > s.active && p.altars.length > 0);
      if (higher >= 0) return [check('C-AMB-38', false, `an Altar stands in Location ${higher + 1}, higher than ${here} (any Cult’s counts, house C-AMB-38)`)];
      return [check(rule, true, `the ${board.altars.length} Altar${board.altars.length === 1 ? '' : 's'} in ${here} return to the reserve`)];
    }
    case 'ambush': {
      const p = play.piece === undefined ? undefined : board.priests.find((x) => x.id === play.piece);
      if (!p || p.coins <= 0) return [check(rule, false, `choose a Priest with coins in ${here}`)];
      return [check(rule, true, `take the ${p.coins} coins under ${p.owner}’s Priest and send it home`)];
    }
    case 'raid':
      return [check(rule, true, `no benefit and no alms in ${here}`)];
    case 'seize':
      return [check(rule, true, `every Priest in ${here} goes home and you win it (the last Seize wins, house C-AMB-09)`)];
  }
}

/** C-INTRIGUE-05: the card to the bottom of its deck; then its effect; then Exiles (C-INTRIGUE-07). */
export function applyIntrigue(cards: CygwCards, d: CygwState, seat: SeatId, play: CardPlay, o: PlayOptions): void {
  const def = cards.intrigues.get(d.ident[play.card] ?? '');
  if (!def) return;
  // Counted with the card still in hand, then it leaves (C-AMB-30 counts after it left).
  const foiled = def.title === 'foiled-plot' ? mostCards(d, seat, o).top[0]! : null;
  takePlayedCard(d, seat, play.card, o);
  d.decks.intrigue.push(play.card);
  const board = place(d, d.active);
  switch (def.title) {
    case 'blackmail': {
      const victim = richest(d).top[0]!;
      if (victim !== seat) {
        const take = Math.ceil(cult(d, victim).coins / 2);
        cult(d, victim).coins -= take;
        gainCoins(d, seat, take);
      }
      break;
    }
    case 'exorcism': {
      const at = findPiece(d, play.piece!);
      if (!at) break;
      const p = at.piece;
      returnToken(d, p.owner, p.strength);
      takeToken(d, p.owner, p.strength - EXORCISM_DROP, false);
      p.strength -= EXORCISM_DROP;
      break;
    }
    case 'foiled-plot': {
      const victim = foiled!;
      loseMob(d, victim, 1);
      loseFollowers(d, victim, FOILED_FOLLOWERS);
      const sites = d.board.flatMap((p, i) => (p.altars.some((a) => a.owner === victim) ? [i + 1] : []));
      // C-AMB-30: the victim chooses among several; a single Altar goes at once.
      if (sites.length > 1) d.prompts.unshift({ kind: 'altar-loss', seat: victim });
      else if (sites.length === 1) destroyAltar(d, sites[0]!, victim);
      break;
    }
    case 'slaughter':
      for (const x of presentSeats(d)) loseFollowers(d, x, SLAUGHTER_FOLLOWERS);
      break;
    case 'disperse':
      for (const x of presentSeats(d)) loseMob(d, x, 1);
      break;
    case 'secret-search': {
      const asks: Prompt[] = givers(d, seat).map((x) => ({ kind: 'give', seat: x, to: seat, rule: 'C-INTRIGUE-SEARCH-01', handOnly: true }));
      d.prompts.unshift(...asks);
      break;
    }
    case 'threat': {
      const victim = strongest(cards, d).top[0]!;
      if (victim !== seat && play.license !== undefined) giveCard(d, victim, seat, play.license);
      break;
    }
    case 'vandalism':
      for (const a of [...board.altars]) destroyAltar(d, d.active, a.owner);
      break;
    case 'ambush': {
      const p = board.priests.find((x) => x.id === play.piece);
      if (!p) break;
      const coins = p.coins;
      sendHome(d, p.id);
      gainCoins(d, seat, coins);
      break;
    }
    case 'raid':
      d.raid = true;
      break;
    case 'seize':
      for (const p of [...board.priests]) sendHome(d, p.id);
      d.seize = seat;
      break;
  }
  for (const _exiles of licenses(cards, d, seat, 'exiles')) gainFollowers(d, seat, 1);
}

/** Every play of one Intrigue card with its targets that the judge allows. */
export function intriguePlaysOf(cards: CygwCards, s: CygwState, seat: SeatId, card: string, o: PlayOptions): CardPlay[] {
  const def = cards.intrigues.get(s.ident[card] ?? '');
  if (!def || s.active < 1) return [];
  const candidates: CardPlay[] = [];
  switch (def.title) {
    case 'exorcism':
    case 'ambush':
      for (const p of place(s, s.active).priests) candidates.push({ card, piece: p.id });
      break;
    case 'threat':
      candidates.push({ card });
      for (const x of s.seats) if (x !== seat) for (const license of cult(s, x).licenses) candidates.push({ card, license });
      break;
    default:
      candidates.push({ card });
  }
  return candidates.filter((p) => judgeIntrigue(cards, s, seat, p, o).every((c) => c.ok));
}

/** Every legal Intrigue play now: each playable Intrigue card (hand, or revealed) × its targets. */
export function intriguePlays(cards: CygwCards, s: CygwState, seat: SeatId, o: PlayOptions): CardPlay[] {
  const seen = new Set<string>();
  return playableCards(s, seat, o)
    .filter((card) => deckOf(card) === 'intrigue' && !seen.has(card) && seen.add(card))
    .flatMap((card) => intriguePlaysOf(cards, s, seat, card, o));
}
