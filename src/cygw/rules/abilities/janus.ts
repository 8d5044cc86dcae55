/** Janus (catalog §14.6): Chalice of Clarity, Mystery of Virtues; dark: Mystery of Vices, Chalice of Madness. */
import type { AbilityId } from '../../cards/types.js';
import { place } from '../model.js';
import { destroyAltar, draw, gainFollowers, gainMob } from '../ops.js';
import { noTargets, ok, type AbilitySpec } from './spec.js';
import { priestsHere } from './targets.js';

const chaliceOfClarity: AbilitySpec = {
  rule: 'C-CULT-JANUS-L1',
  name: 'Chalice of Clarity',
  cost: { discard: 2 },
  fields: [],
  judge: (_cards, s) => [ok('C-CULT-JANUS-L1', `gain 1 Follower; the least Influence wins Location ${s.active}, ties to the lowest Divine Might (a coin Priest still comes first, C-RESOLVE-11)`)],
  apply: (_cards, d, seat) => {
    gainFollowers(d, seat, 1);
    d.chalice = true;
  },
  targets: noTargets,
};

const mysteryOfVirtues: AbilitySpec = {
  rule: 'C-CULT-JANUS-L2',
  name: 'Mystery of Virtues',
  cost: { coins: 7 },
  fields: [],
  judge: (_cards, s) => [ok('C-CULT-JANUS-L2', `${priestsHere(s)} Priests in Location ${s.active}: draw ${Math.min(priestsHere(s), s.decks.miracle.length)} Miracle cards`)],
  apply: (_cards, d, seat) => void draw(d, seat, 'miracle', priestsHere(d)),
  targets: noTargets,
};

const mysteryOfVices: AbilitySpec = {
  rule: 'C-CULT-JANUS-D1',
  name: 'Mystery of Vices',
  cost: { priest: { min: 1, max: 5 } },
  fields: [],
  judge: (_cards, s, _seat, a) => [ok('C-CULT-JANUS-D1', `draw ${a.pay} Intrigue cards (${Math.min(a.pay ?? 0, s.decks.intrigue.length)} in the deck)`)],
  apply: (_cards, d, seat, a) => void draw(d, seat, 'intrigue', a.pay!),
  targets: noTargets,
};

const chaliceOfMadness: AbilitySpec = {
  rule: 'C-CULT-JANUS-D2',
  name: 'Chalice of Madness',
  cost: { discard: 9 },
  fields: [],
  judge: (_cards, s) => [ok('C-CULT-JANUS-D2', `take ${Math.min(2, s.mobs)} Mobs; the ${place(s, s.active).altars.length} Altars in Location ${s.active} are destroyed`)],
  apply: (_cards, d, seat) => {
    gainMob(d, seat, 2);
    for (const altar of [...place(d, d.active).altars]) destroyAltar(d, d.active, altar.owner);
  },
  targets: noTargets,
};

export const JANUS: Partial<Record<AbilityId, AbilitySpec>> = { 'janus-l1': chaliceOfClarity, 'janus-l2': mysteryOfVirtues, 'janus-d1': mysteryOfVices, 'janus-d2': chaliceOfMadness };
