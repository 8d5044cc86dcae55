/** Cthulhu (catalog §14.4): Ritual of the Abyss, The Great Shrine; dark: Furious Storm, Will of the Ancient. */
import type { AbilityId } from '../../cards/types.js';
import { cult, place } from '../model.js';
import { findPiece, flipToAltar, gainFollowers, loseCoins, loseMob, returnToken, takeToken } from '../ops.js';
import { lightOpponents, queueGifts } from './opponents.js';
import { noTargets, ok, type AbilitySpec } from './spec.js';
import { judgePiece, ownPriests, pieceActs } from './targets.js';

const ritualOfTheAbyss: AbilitySpec = {
  rule: 'C-CULT-CTHULHU-L1',
  name: 'Ritual of the Abyss',
  cost: { priest: { min: 1, max: 5 } },
  fields: ['piece'],
  judge: (_cards, s, seat, a) => [judgePiece(s, 'C-CULT-CTHULHU-L1', a, ownPriests(s, seat, (p) => p.strength < 5), 'a Priest token of yours below strength 5')],
  apply: (_cards, d, seat, a) => {
    const at = a.piece === undefined ? null : findPiece(d, a.piece);
    if (!at) return;
    // The token swap stays in the Active Location; with no token to swap in it keeps its strength (house C-AMB-18).
    const from = at.piece.strength;
    const to = Math.min(5, from + a.pay!);
    returnToken(d, seat, from);
    at.piece.strength = takeToken(d, seat, to, true) ? to : (takeToken(d, seat, from, false), from);
  },
  targets: (_cards, s, seat, base) => pieceActs(base, ownPriests(s, seat, (p) => p.strength < 5)),
};

const noOwnAltar = (s: Parameters<typeof place>[0], seat: string) => !place(s, s.active).altars.some((x) => x.owner === seat);

const theGreatShrine: AbilitySpec = {
  rule: 'C-CULT-CTHULHU-L2',
  name: 'The Great Shrine',
  cost: { followers: 5, allFree: true },
  fields: ['piece'],
  judge: (_cards, s, seat, a) => [judgePiece(s, 'C-CULT-CTHULHU-L2', a, noOwnAltar(s, seat) ? ownPriests(s, seat, () => true) : [], 'a Priest token of yours, where you have no Altar yet (C-CORE-21),')],
  apply: (_cards, d, _seat, a) => {
    if (a.piece !== undefined) flipToAltar(d, a.piece);
  },
  targets: (_cards, s, seat, base) => pieceActs(base, noOwnAltar(s, seat) ? ownPriests(s, seat, () => true) : []),
};

const furiousStorm: AbilitySpec = {
  rule: 'C-CULT-CTHULHU-D1',
  name: 'Furious Storm',
  cost: { discard: 2 },
  fields: [],
  judge: (_cards, s) => [ok('C-CULT-CTHULHU-D1', `every Cult with 7 coins or more returns 7 (${s.seats.filter((x) => cult(s, x).coins >= 7).length} of them); you gain 2 Followers (cap 9)`)],
  apply: (_cards, d, seat) => {
    for (const x of d.seats) if (cult(d, x).coins >= 7) loseCoins(d, x, 7);
    gainFollowers(d, seat, 2);
  },
  targets: noTargets,
};

const willOfTheAncient: AbilitySpec = {
  rule: 'C-CULT-CTHULHU-D2',
  name: 'Will of the Ancient',
  cost: { followers: 5 },
  fields: [],
  judge: (_cards, s, seat) => [ok('C-CULT-CTHULHU-D2', `${lightOpponents(s, seat).length} light-side opponents each lose 1 Mob and give you 1 card, if they have one (house C-AMB-36)`)],
  apply: (_cards, d, seat) => {
    const givers = lightOpponents(d, seat);
    for (const x of givers) loseMob(d, x, 1);
    queueGifts(d, seat, givers, 'C-CULT-CTHULHU-D2');
  },
  targets: noTargets,
};

export const CTHULHU: Partial<Record<AbilityId, AbilitySpec>> = { 'cthulhu-l1': ritualOfTheAbyss, 'cthulhu-l2': theGreatShrine, 'cthulhu-d1': furiousStorm, 'cthulhu-d2': willOfTheAncient };
