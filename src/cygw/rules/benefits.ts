/**
 * The Locations' benefits (C-LOC-nn-01…), taken by the winner, a Community holder or a Praying
 * Cult with Mobs (C-INTENT-PRAY-04: resolved exactly as if it had won). Each benefit is optional
 * (C-RESOLVE-12); `benefitProblem` says why a chosen one cannot be taken.
 */
import type { SeatId } from '../../engine/game.js';
import { check, type Check } from '../../engine/judgement.js';
import type { CygwCards } from '../cards/types.js';
import type { CygwState } from '../state.js';
import { location } from '../board/locations.js';
import { cult, divineMight, influence, place } from './model.js';
import { addFree, draw, findPiece, flipToAltar, gainCoins, gainFollowers, gainMob, loseCoins, loseFollowers, movePiece, takeFree, takeToken, returnToken, tokenAvailable } from './ops.js';

export type Via = 'win' | 'community' | 'mob';

/** A benefit as chosen: which option, and its target. */
export interface BenefitChoice {
  readonly option?: 'priest' | 'raise';
  /** A Priest on the board (by piece id) the benefit moves, raises or flips. */
  readonly piece?: number;
  /** A Free Priest token by strength that the benefit raises. */
  readonly strength?: number;
  /** Thieves: the coins paid (= the target Location); Academy: +2 or +4; Port: 2 or 4 Followers. */
  readonly amount?: number;
  /** Palace: the market License taken. */
  readonly card?: string;
}

const ok = (rule: string, says: string): Check => check(rule, true, says);
const no = (rule: string, says: string): Check => check(rule, false, says);

/** Why `seat` may or may not take Location `loc`'s benefit as chosen: the deciding check. */
export function benefitProblem(cards: CygwCards, s: CygwState, seat: SeatId, loc: number, via: Via, b: BenefitChoice): Check {
  const c = cult(s, seat);
  const rule = location(loc).benefitRule;
  switch (loc) {
    case 1:
      return s.decks.miracle.length > 0 ? ok(rule, 'draw the top Miracle card') : no('C-CORE-23', 'the Miracle deck is empty');
    case 2: {
      const x = b.amount ?? 0;
      if (!Number.isInteger(x) || x < 3 || x > 13) return no('C-LOC-02-01', 'pay 3 to 13 coins, the number of the Location to win');
      if (c.coins < x) return no('C-LOC-02-06', `paying ${x} coins needs ${x}; you have ${c.coins}`);
      if (via !== 'mob' && x <= s.active) return no('C-LOC-02-01', `Location ${x} has already resolved`);
      const at = b.piece === undefined ? null : findPiece(s, b.piece);
      if (!at || at.loc !== 2 || at.piece.owner !== seat) return no(via === 'mob' ? 'C-INTENT-PRAY-05' : 'C-LOC-02-06', 'the coin Priest must be one of yours in the Thieves District');
      return ok('C-LOC-02-03', `move that Priest with ${x} coins to Location ${x}`);
    }
    case 3:
      return c.followers < 9 ? ok(rule, 'gain 1 Follower') : no('C-CORE-10', 'you already have 9 Followers');
    case 4:
      return ok(rule, s.supremacy.owner === seat ? 'turn your Supremacy card face up (house C-AMB-05)' : 'take the Supremacy card');
    case 5:
      if (b.option === 'priest') return tokenAvailable(s, seat, 1, true) ? ok(rule, 'take a strength-1 Priest') : no('C-CORE-08', 'no strength-1 token of your colour is in the reserve');
      return raiseProblem(s, seat, 5, 1, b, 'C-LOC-05-02');
    case 6:
      return ok(rule, 'take 6 coins');
    case 7: {
      if (c.coins < 5) return no('C-LOC-07-01', `an Altar costs 5 coins; you have ${c.coins}`);
      const at = b.piece === undefined ? null : findPiece(s, b.piece);
      if (!at || at.piece.owner !== seat) return no('C-LOC-07-03', 'choose one of your Priest tokens on the board');
      if (at.piece.patriarch) return no('C-CORE-06', 'a Patriarch never becomes an Altar');
      if (place(s, at.loc).altars.some((a) => a.owner === seat)) return no('C-CORE-21', `you already have an Altar in Location ${at.loc}`);
      return ok(rule, `pay 5 coins and flip it into an Altar in Location ${at.loc}`);
    }
    case 8: {
      const price = b.amount === 2 ? 5 : b.amount === 4 ? 11 : -1;
      if (price < 0) return no('C-LOC-08-01', 'choose +2 strength for 5 coins or +4 for 11');
      if (c.coins < price) return no('C-LOC-08-01', `+${b.amount} costs ${price} coins; you have ${c.coins}`);
      return raiseProblem(s, seat, 8, b.amount!, b, 'C-LOC-08-02');
    }
    case 9: {
      const price = b.amount === 2 ? 5 : b.amount === 4 ? 11 : -1;
      if (price < 0) return no('C-LOC-09-01', 'choose 2 Followers for 5 coins or 4 for 11');
      if (c.coins < price) return no('C-LOC-09-01', `${b.amount} Followers cost ${price} coins; you have ${c.coins}`);
      return ok(c.followers + b.amount! > 9 ? 'C-LOC-09-02' : rule, `pay ${price} coins for ${b.amount} Followers`);
    }
    case 10:
      return b.card !== undefined && s.market.includes(b.card) ? ok(rule, 'take that License for free') : no('C-LOC-10-01', 'choose a face-up License of the Palace market');
    case 11:
      return s.decks.intrigue.length > 0 || c.hand.some((h) => h.startsWith('I')) ? ok(rule, 'draw 2 Intrigue cards, then put one on top of the deck') : no('C-CORE-23', 'the Intrigue deck is empty');
    case 12:
      if (c.followers < 2) return no('C-LOC-12-01', `a Mob costs 2 Followers; you have ${c.followers}`);
      return s.mobs > 0 ? ok(rule, 'return 2 Followers for 1 Fanatical Mob') : no('C-CORE-23', 'the reserve has no Fanatical Mob');
    case 13:
      return ok(rule, `attempt the Summoning: your Influence ${influence(cards, s, seat, 13)} against your Divine Might ${divineMight(cards, s, seat)}`);
    default:
      return no('C-COMP-01', `no Location ${loc}`);
  }
}

/** Temple and Academy raises: a Free token or the winner's own token in that Location, never the Patriarch, by token swap. */
function raiseProblem(s: CygwState, seat: SeatId, loc: number, by: number, b: BenefitChoice, rule: string): Check {
  let from: number;
  if (b.piece !== undefined) {
    const at = findPiece(s, b.piece);
    if (!at || at.piece.owner !== seat || at.loc !== loc) return no(rule, `raise a Free Priest or one of yours in Location ${loc}`);
    if (at.piece.patriarch) return no('C-CORE-02', 'a Patriarch’s strength never changes');
    from = at.piece.strength;
  } else if (b.strength !== undefined) {
    if (!cult(s, seat).free.includes(b.strength)) return no(rule, `you have no Free strength-${b.strength} Priest`);
    from = b.strength;
  } else return no(rule, 'choose the Priest to raise');
  const to = Math.min(5, from + by);
  if (to === from) return ok('C-LOC-05-03', 'a strength-5 Priest stays 5');
  return tokenAvailable(s, seat, to, true) ? ok(rule, `raise a ${from} to ${to}`) : no('C-CORE-08', `no strength-${to} token of your colour is in the reserve`);
}

/** Every benefit choice `seat` could take now (for the bots, the highlights and `legalActions`). */
export function benefitOptions(cards: CygwCards, s: CygwState, seat: SeatId, loc: number, via: Via): BenefitChoice[] {
  const c = cult(s, seat);
  const own = (at: number) => place(s, at).priests.filter((p) => p.owner === seat);
  const raises = (at: number, amounts: readonly (number | undefined)[]) =>
    amounts.flatMap((amount) => [...own(at).map((p) => ({ piece: p.id, amount })), ...[...new Set(c.free)].map((strength) => ({ strength, amount }))]);
  let candidates: BenefitChoice[];
  switch (loc) {
    case 2:
      candidates = own(2).flatMap((p) => Array.from({ length: 11 }, (_, k) => ({ piece: p.id, amount: k + 3 })));
      break;
    case 5:
      candidates = [{ option: 'priest' }, ...raises(5, [undefined]).map((r) => ({ ...r, option: 'raise' as const, amount: undefined }))];
      break;
    case 7:
      candidates = s.board.flatMap((p) => p.priests.filter((x) => x.owner === seat).map((x) => ({ piece: x.id })));
      break;
    case 8:
      candidates = raises(8, [2, 4]);
      break;
    case 9:
      candidates = [{ amount: 2 }, { amount: 4 }];
      break;
    case 10:
      candidates = s.market.filter((x): x is string => x !== null).map((card) => ({ card }));
      break;
    default:
      candidates = [{}];
  }
  return candidates.filter((b) => benefitProblem(cards, s, seat, loc, via, b).ok);
}

/** Takes the benefit (after `benefitProblem` said ok). */
export function applyBenefit(cards: CygwCards, d: CygwState, seat: SeatId, loc: number, b: BenefitChoice): void {
  const c = cult(d, seat);
  switch (loc) {
    case 1:
      draw(d, seat, 'miracle', 1);
      return;
    case 2:
      loseCoins(d, seat, b.amount!);
      movePiece(d, b.piece!, b.amount!, b.amount!);
      return;
    case 3:
      gainFollowers(d, seat, 1);
      return;
    case 4:
      d.supremacy = { owner: seat, faceUp: true, gainedRound: d.round };
      return;
    case 5:
      if (b.option === 'priest') {
        if (takeToken(d, seat, 1, true)) addFree(d, seat, 1);
      } else raise(d, seat, 1, b);
      return;
    case 6:
      gainCoins(d, seat, 6);
      return;
    case 7:
      loseCoins(d, seat, 5);
      flipToAltar(d, b.piece!);
      return;
    case 8:
      loseCoins(d, seat, b.amount === 4 ? 11 : 5);
      raise(d, seat, b.amount!, b);
      return;
    case 9:
      loseCoins(d, seat, b.amount === 4 ? 11 : 5);
      gainFollowers(d, seat, b.amount!);
      return;
    case 10:
      d.market = d.market.map((x) => (x === b.card ? null : x));
      c.licenses.push(b.card!);
      return;
    case 11:
      draw(d, seat, 'intrigue', 2);
      if (c.hand.some((h) => h.startsWith('I'))) d.prompts.unshift({ kind: 'return', seat });
      return;
    case 12:
      loseFollowers(d, seat, 2);
      gainMob(d, seat, 1);
      return;
    case 13:
      // C-LOC-13-01…04: success flips a light sheet; a dark sheet's success is a victory condition.
      if (influence(cards, d, seat, 13) >= divineMight(cards, d, seat)) {
        if (c.side === 'light') c.side = 'dark';
        else c.summoned = true;
      }
      return;
  }
}

/** Raises a Priest by token swap, capped at 5 (C-CORE-07/08). */
function raise(d: CygwState, seat: SeatId, by: number, b: BenefitChoice): void {
  if (b.piece !== undefined) {
    const at = findPiece(d, b.piece);
    if (!at) return;
    const to = Math.min(5, at.piece.strength + by);
    if (to === at.piece.strength || !takeToken(d, seat, to, true)) return;
    returnToken(d, seat, at.piece.strength);
    at.piece.strength = to;
  } else if (b.strength !== undefined) {
    const to = Math.min(5, b.strength + by);
    if (to === b.strength || !takeToken(d, seat, to, true)) return;
    takeFree(d, seat, b.strength);
    returnToken(d, seat, b.strength);
    addFree(d, seat, to);
  }
}
