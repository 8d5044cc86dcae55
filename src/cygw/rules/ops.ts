/**
 * The changes the rules make, on a draft (a private copy the reducer then freezes). Each respects
 * the component counts: Followers capped at 9 (C-CORE-10), Mobs and Priest tokens only while the
 * reserve has them (C-CORE-23, house C-AMB-22), coins unlimited.
 */
import type { SeatId } from '../../engine/game.js';
import type { CygwState, Piece } from '../state.js';
import { cult, deckOf, FOLLOWER_CAP, place } from './model.js';

export function gainFollowers(d: CygwState, seat: SeatId, n: number): number {
  const c = cult(d, seat);
  const got = Math.max(0, Math.min(n, FOLLOWER_CAP - c.followers));
  c.followers += got;
  return got;
}

export function loseFollowers(d: CygwState, seat: SeatId, n: number): number {
  const c = cult(d, seat);
  const lost = Math.min(n, c.followers);
  c.followers -= lost;
  return lost;
}

export function gainCoins(d: CygwState, seat: SeatId, n: number): void {
  cult(d, seat).coins += n;
}

export function loseCoins(d: CygwState, seat: SeatId, n: number): number {
  const c = cult(d, seat);
  const lost = Math.min(n, c.coins);
  c.coins -= lost;
  return lost;
}

export function gainMob(d: CygwState, seat: SeatId, n = 1): number {
  const got = Math.min(n, d.mobs);
  d.mobs -= got;
  cult(d, seat).mobs += got;
  return got;
}

export function loseMob(d: CygwState, seat: SeatId, n = 1): number {
  const c = cult(d, seat);
  const lost = Math.min(n, c.mobs);
  c.mobs -= lost;
  d.mobs += lost;
  return lost;
}

/**
 * Whether a token of `strength` can come out of the reserve for `seat`: there is one, or (the
 * owner's own effects only) one of its Altars holds one it may swap for another reserve token
 * (C-CORE-09, house C-AMB-18/37).
 */
export function tokenAvailable(d: CygwState, seat: SeatId, strength: number, ownSwap: boolean): boolean {
  if (strength < 1 || strength > 5) return false;
  const r = d.reserve[cult(d, seat).colour]!;
  if (r[strength - 1]! > 0) return true;
  return ownSwap && r.some((n) => n > 0) && d.board.some((p) => p.altars.some((a) => a.owner === seat && a.token === strength));
}

/** Takes a token of `strength` from the reserve (swapping an Altar's token first if needed and allowed); false when none. */
export function takeToken(d: CygwState, seat: SeatId, strength: number, ownSwap: boolean): boolean {
  if (!tokenAvailable(d, seat, strength, ownSwap)) return false;
  const r = d.reserve[cult(d, seat).colour]!;
  if (r[strength - 1]! === 0) {
    const other = r.findIndex((n) => n > 0);
    for (const p of d.board) {
      const altar = p.altars.find((a) => a.owner === seat && a.token === strength);
      if (altar) {
        r[other]! -= 1;
        r[strength - 1]! += 1;
        altar.token = other + 1;
        break;
      }
    }
  }
  r[strength - 1]! -= 1;
  return true;
}

export function returnToken(d: CygwState, seat: SeatId, strength: number): void {
  d.reserve[cult(d, seat).colour]![strength - 1]! += 1;
}

export function addFree(d: CygwState, seat: SeatId, strength: number): void {
  const c = cult(d, seat);
  c.free.push(strength);
  c.free.sort((a, b) => a - b);
}

/** Takes one Free token of exactly `strength`; false when the seat has none. */
export function takeFree(d: CygwState, seat: SeatId, strength: number): boolean {
  const c = cult(d, seat);
  const i = c.free.indexOf(strength);
  if (i < 0) return false;
  c.free.splice(i, 1);
  return true;
}

/** Puts a Priest into a Location: a token (strength 1–5) or the Patriarch (strength 0). */
export function putPiece(d: CygwState, seat: SeatId, strength: number, loc: number): Piece {
  const piece: Piece = { id: d.nextPiece++, owner: seat, patriarch: strength === 0, strength, boost: 0, coins: 0 };
  if (piece.patriarch) cult(d, seat).patriarch = 'board';
  place(d, loc).priests.push(piece);
  return piece;
}

export function findPiece(d: CygwState, id: number): { piece: Piece; loc: number } | null {
  for (let i = 0; i < d.board.length; i++) {
    const piece = d.board[i]!.priests.find((p) => p.id === id);
    if (piece) return { piece, loc: i + 1 };
  }
  return null;
}

/** Lifts a Priest off the board; its Thieves coins go to the reserve (C-LOC-02-05) unless the caller keeps them. */
export function liftPiece(d: CygwState, id: number): Piece | null {
  const at = findPiece(d, id);
  if (!at) return null;
  const p = place(d, at.loc);
  p.priests = p.priests.filter((x) => x.id !== id);
  at.piece.coins = 0;
  at.piece.boost = 0;
  return at.piece;
}

/** A Priest goes back to its owner as a Free Priest (C-RESOLVE-16). */
export function sendHome(d: CygwState, id: number): void {
  const piece = liftPiece(d, id);
  if (!piece) return;
  if (piece.patriarch) cult(d, piece.owner).patriarch = 'free';
  else addFree(d, piece.owner, piece.strength);
}

/** Moves a Priest to another Location (it leaves its boost and coins behind, C-LOC-02-05); two coin Priests meeting go home (C-LOC-02-08). */
export function movePiece(d: CygwState, id: number, to: number, keepCoins = 0): void {
  const piece = liftPiece(d, id);
  if (!piece) return;
  piece.coins = keepCoins;
  place(d, to).priests.push(piece);
  collideCoinPriests(d, to);
}

/** C-LOC-02-08: two Priests with coins in one Location both go home and their coins to the reserve. */
export function collideCoinPriests(d: CygwState, loc: number): void {
  const rich = place(d, loc).priests.filter((p) => p.coins > 0);
  if (rich.length >= 2) for (const p of rich) sendHome(d, p.id);
}

/** Flips a Priest token into an Altar (C-LOC-07-03, C-LOC-07-07: its coins are lost). */
export function flipToAltar(d: CygwState, id: number): void {
  const at = findPiece(d, id);
  if (!at || at.piece.patriarch) return;
  liftPiece(d, id);
  place(d, at.loc).altars.push({ owner: at.piece.owner, token: at.piece.strength });
}

export function destroyAltar(d: CygwState, loc: number, owner: SeatId): void {
  const p = place(d, loc);
  const i = p.altars.findIndex((a) => a.owner === owner);
  if (i < 0) return;
  const [altar] = p.altars.splice(i, 1);
  returnToken(d, owner, altar!.token);
}

/** Draws from a deck's top into the hand (Licenses go into play); an empty deck gives what it has (C-CORE-23). */
export function draw(d: CygwState, seat: SeatId, deck: 'miracle' | 'intrigue' | 'license', n: number, fromBottom = false): string[] {
  const pile = d.decks[deck];
  const got = fromBottom ? pile.splice(Math.max(0, pile.length - n)).reverse() : pile.splice(0, n);
  const c = cult(d, seat);
  if (deck === 'license') c.licenses.push(...got);
  else c.hand.push(...got);
  return got;
}

/** A card leaves a seat for the bottom of its deck (C-CORE-15); the Supremacy card goes to the reserve face up (C-AMB-05). */
export function discard(d: CygwState, seat: SeatId, card: string): void {
  const c = cult(d, seat);
  if (card === 'supremacy') {
    if (d.supremacy.owner === seat) d.supremacy = { owner: null, faceUp: true, gainedRound: d.supremacy.gainedRound };
    return;
  }
  c.hand = c.hand.filter((x) => x !== card);
  c.licenses = c.licenses.filter((x) => x !== card);
  const deck = deckOf(card);
  if (deck) d.decks[deck].push(card);
}

/** A card changes hands (C-FLOW-H03): a hand card to the hand, a License into play, the Supremacy card face up (C-SUPREMACY-10). */
export function giveCard(d: CygwState, from: SeatId, to: SeatId, card: string): void {
  const a = cult(d, from);
  const b = cult(d, to);
  if (card === 'supremacy') {
    if (d.supremacy.owner === from) d.supremacy = { owner: to, faceUp: true, gainedRound: d.round };
  } else if (a.licenses.includes(card)) {
    a.licenses = a.licenses.filter((x) => x !== card);
    b.licenses.push(card);
  } else if (a.hand.includes(card)) {
    a.hand = a.hand.filter((x) => x !== card);
    b.hand.push(card);
  }
}
