/** Anubis (catalog §14.3): Ritual of Passing, Hand of Death; dark: Create a Mummy, Resurrection of the Righteous. */
import type { AbilityId } from '../../cards/types.js';
import { cult } from '../model.js';
import { addFree, draw, gainCoins, gainFollowers, liftPiece, loseMob, returnToken, takeToken } from '../ops.js';
import { lightOpponents } from './opponents.js';
import { noTargets, ok, type AbilitySpec } from './spec.js';
import { freeCount, judgePiece, ownPriests, pieceActs, priestsHere } from './targets.js';

const ritualOfPassing: AbilitySpec = {
  rule: 'C-CULT-ANUBIS-L1',
  name: 'Ritual of Passing',
  cost: { priest: { min: 2, max: 5 } },
  fields: [],
  judge: (_cards, s) => [ok('C-CULT-ANUBIS-L1', `gain 1 Follower per Priest in Location ${s.active}: ${priestsHere(s)} (cap 9, C-CORE-10)`)],
  apply: (_cards, d, seat) => void gainFollowers(d, seat, priestsHere(d)),
  targets: noTargets,
};

const handOfDeath: AbilitySpec = {
  rule: 'C-CULT-ANUBIS-L2',
  name: 'Hand of Death',
  cost: { followers: 1 },
  fields: ['piece'],
  judge: (_cards, s, seat, a) => [judgePiece(s, 'C-CULT-ANUBIS-L2', a, ownPriests(s, seat, () => true), 'a Priest token of yours'), ok('C-CULT-ANUBIS-L2', 'gain 2 coins')],
  apply: (_cards, d, seat, a) => {
    if (a.piece !== undefined) {
      const p = liftPiece(d, a.piece);
      if (p) {
        // House C-AMB-18: with no higher token to swap in, it returns at its old strength.
        const to = Math.min(5, p.strength + 2);
        returnToken(d, seat, p.strength);
        const got = takeToken(d, seat, to, true) ? to : (takeToken(d, seat, p.strength, false), p.strength);
        addFree(d, seat, got);
      }
    }
    gainCoins(d, seat, 2);
  },
  targets: (_cards, s, seat, base) => pieceActs(base, ownPriests(s, seat, () => true)),
};

const createAMummy: AbilitySpec = {
  rule: 'C-CULT-ANUBIS-D1',
  name: 'Create a Mummy',
  cost: { priest: { min: 1, max: 1 } },
  fields: [],
  judge: (_cards, s, seat) => [ok('C-CULT-ANUBIS-D1', `light-side opponents with a Mob lose 1 (${lightOpponents(s, seat).filter((x) => cult(s, x).mobs > 0).length} of them); draw ${Math.min(1, s.decks.miracle.length)} Miracle card`)],
  apply: (_cards, d, seat) => {
    for (const x of lightOpponents(d, seat)) loseMob(d, x, 1);
    draw(d, seat, 'miracle', 1);
  },
  targets: noTargets,
};

const resurrection: AbilitySpec = {
  rule: 'C-CULT-ANUBIS-D2',
  name: 'Resurrection of the Righteous',
  cost: { followers: 2 },
  fields: [],
  judge: (_cards, s, seat) => {
    const n = freeCount(s, seat);
    return [ok('C-CULT-ANUBIS-D2', n >= 1 && n <= 5 ? `${n} Free Priests: gain a strength-${n} Priest if the reserve has one` : `${n} Free Priests: there is no strength-${n} token, so you gain none (C-CULTSHEET-08)`)];
  },
  apply: (_cards, d, seat) => {
    const n = freeCount(d, seat);
    if (n >= 1 && n <= 5 && takeToken(d, seat, n, true)) addFree(d, seat, n);
  },
  targets: noTargets,
};

export const ANUBIS: Partial<Record<AbilityId, AbilitySpec>> = { 'anubis-l1': ritualOfPassing, 'anubis-l2': handOfDeath, 'anubis-d1': createAMummy, 'anubis-d2': resurrection };
