/** Nirriti (catalog §14.7): Way of Loyalty, Path of Temptation; dark: Path of Iniquity, Way of Triumph. */
import type { AbilityId, CygwCards } from '../../cards/types.js';
import type { CygwState } from '../../state.js';
import { cult } from '../model.js';
import { draw, gainMob, putPiece, takeToken } from '../ops.js';
import { no, noTargets, ok, type AbilitySpec } from './spec.js';

const wayOfLoyalty: AbilitySpec = {
  rule: 'C-CULT-NIRRITI-L1',
  name: 'Way of Loyalty',
  cost: { followers: 2 },
  fields: [],
  judge: (_cards, s) => [ok('C-CULT-NIRRITI-L1', `take the bottom ${Math.min(3, s.decks.miracle.length)} Miracle cards`)],
  // C-CORE-17: the bottom card first; earlier bottom returns are already settled in the deck order.
  apply: (_cards, d, seat) => void draw(d, seat, 'miracle', 3, true),
  targets: noTargets,
};

/** The market Licenses whose printed cost is within the seat's coins. */
function affordable(cards: CygwCards, s: CygwState, seat: string): string[] {
  const coins = cult(s, seat).coins;
  return s.market.filter((x): x is string => x !== null && (cards.licenses.get(s.ident[x] ?? '')?.cost ?? Infinity) <= coins);
}

const pathOfTemptation: AbilitySpec = {
  rule: 'C-CULT-NIRRITI-L2',
  name: 'Path of Temptation',
  cost: { discard: 2 },
  fields: ['card'],
  judge: (cards, s, seat, a) => {
    const can = affordable(cards, s, seat);
    const coins = cult(s, seat).coins;
    if (a.card === undefined) return [can.length === 0 ? ok('C-CULTSHEET-08', `no market License costs ${coins} coins or less: you take none`) : no('C-CULT-NIRRITI-L2', 'choose a face-up market License to take')];
    const def = cards.licenses.get(s.ident[a.card] ?? '');
    if (!s.market.includes(a.card) || !def) return [no('C-CULT-NIRRITI-L2', 'choose a face-up License of the Palace market')];
    return [def.cost <= coins ? ok('C-CULT-NIRRITI-L2', `take ${def.name} for free (it costs ${def.cost}; you have ${coins} coins)`) : no('C-CULT-NIRRITI-L2', `${def.name} costs ${def.cost} coins; you have ${coins}`)];
  },
  apply: (_cards, d, seat, a) => {
    if (a.card === undefined || !d.market.includes(a.card)) return;
    d.market = d.market.map((x) => (x === a.card ? null : x));
    cult(d, seat).licenses.push(a.card);
  },
  targets: (cards, s, seat, base) => {
    const can = affordable(cards, s, seat);
    return can.length === 0 ? [base] : can.map((card) => ({ ...base, card }));
  },
};

const pathOfIniquity: AbilitySpec = {
  rule: 'C-CULT-NIRRITI-D1',
  name: 'Path of Iniquity',
  cost: { priest: { min: 1, max: 4 } },
  fields: [],
  judge: (_cards, s) => [ok('C-CULT-NIRRITI-D1', `reveal and play the top ${Math.min(3, s.decks.intrigue.length)} Intrigue cards one at a time`)],
  apply: (_cards, d, seat) => {
    const revealed = d.decks.intrigue.splice(0, 3);
    if (revealed.length > 0) d.prompts.unshift({ kind: 'iniquity', seat, cards: revealed });
  },
  targets: noTargets,
};

const wayOfTriumph: AbilitySpec = {
  rule: 'C-CULT-NIRRITI-D2',
  name: 'Way of Triumph',
  cost: { ritual: { min: 16, max: 99, patriarchOnly: true } },
  fields: [],
  judge: (_cards, s) => [ok('C-CULT-NIRRITI-D2', `a strength-5 Priest into Location ${s.active} if the reserve has one (house C-AMB-18); take ${Math.min(1, s.mobs)} Mob`)],
  apply: (_cards, d, seat) => {
    if (takeToken(d, seat, 5, true)) putPiece(d, seat, 5, d.active);
    gainMob(d, seat, 1);
  },
  targets: noTargets,
};

export const NIRRITI: Partial<Record<AbilityId, AbilitySpec>> = { 'nirriti-l1': wayOfLoyalty, 'nirriti-l2': pathOfTemptation, 'nirriti-d1': pathOfIniquity, 'nirriti-d2': wayOfTriumph };
