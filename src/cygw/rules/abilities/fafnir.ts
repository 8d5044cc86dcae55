/** Fafnir (catalog §14.5): Ode to Greed, Ode to Treachery; dark: Blood for Gold, Army of Pillagers. */
import type { AbilityId } from '../../cards/types.js';
import { RIFT } from '../../board/locations.js';
import { cult } from '../model.js';
import { draw, findPiece, gainCoins, gainMob, loseCoins, movePiece, returnToken, takeToken } from '../ops.js';
import { lightOpponents } from './opponents.js';
import { no, noTargets, ok, type AbilitySpec } from './spec.js';
import { judgePiece, ownPriests, pieceActs } from './targets.js';

const odeToGreed: AbilitySpec = {
  rule: 'C-CULT-FAFNIR-L1',
  name: 'Ode to Greed',
  cost: { coins: 6 },
  fields: ['piece'],
  judge: (_cards, s, seat, a) =>
    s.active === RIFT
      ? [no('C-CULT-FAFNIR-L1-R1', 'Location 13 has no next Location (house C-AMB-32)')]
      : [judgePiece(s, 'C-CULT-FAFNIR-L1', a, ownPriests(s, seat, (p) => p.strength < 5), 'a Priest token of yours below strength 5'), ok('C-CULT-FAFNIR-L1', `it becomes 1 stronger in Location ${s.active + 1}`)],
  apply: (_cards, d, seat, a) => {
    const at = a.piece === undefined ? null : findPiece(d, a.piece);
    if (!at) return;
    const from = at.piece.strength;
    returnToken(d, seat, from);
    // House C-AMB-18: with no stronger token it moves at its old strength.
    at.piece.strength = takeToken(d, seat, from + 1, true) ? from + 1 : (takeToken(d, seat, from, false), from);
    movePiece(d, at.piece.id, d.active + 1);
  },
  targets: (_cards, s, seat, base) => (s.active === RIFT ? [] : pieceActs(base, ownPriests(s, seat, (p) => p.strength < 5))),
};

const odeToTreachery: AbilitySpec = {
  rule: 'C-CULT-FAFNIR-L2',
  name: 'Ode to Treachery',
  cost: { discard: 1, coins: 2 },
  fields: [],
  judge: (cards, s) => {
    const top = s.decks.intrigue[0];
    const def = top === undefined ? undefined : cards.intrigues.get(s.ident[top] ?? '');
    return [ok('C-CULT-FAFNIR-L2', top === undefined ? 'the Intrigue deck is empty: you gain nothing (C-CORE-23)' : `reveal the top Intrigue card and gain its sell value${def ? ` (${def.value})` : ''}`)];
  },
  apply: (cards, d, seat) => {
    const top = d.decks.intrigue.shift();
    if (top === undefined) return;
    gainCoins(d, seat, cards.intrigues.get(d.ident[top] ?? '')?.value ?? 0);
    d.decks.intrigue.push(top);
  },
  targets: noTargets,
};

const bloodForGold: AbilitySpec = {
  rule: 'C-CULT-FAFNIR-D1',
  name: 'Blood for Gold',
  cost: { followers: 2 },
  fields: [],
  judge: (_cards, s, seat) => {
    const take = lightOpponents(s, seat).reduce((n, x) => n + Math.min(7, cult(s, x).coins), 0);
    return [ok('C-CULT-FAFNIR-D1', `take 7 coins (or all they have) from each light-side opponent: ${take} coins`)];
  },
  apply: (_cards, d, seat) => {
    for (const x of lightOpponents(d, seat)) gainCoins(d, seat, loseCoins(d, x, 7));
  },
  targets: noTargets,
};

const armyOfPillagers: AbilitySpec = {
  rule: 'C-CULT-FAFNIR-D2',
  name: 'Army of Pillagers',
  cost: { coins: 15 },
  fields: [],
  judge: (_cards, s) => [ok('C-CULT-FAFNIR-D2', `take ${Math.min(1, s.mobs)} Mob and draw ${Math.min(2, s.decks.miracle.length)} Miracle cards`)],
  apply: (_cards, d, seat) => {
    gainMob(d, seat, 1);
    draw(d, seat, 'miracle', 2);
  },
  targets: noTargets,
};

export const FAFNIR: Partial<Record<AbilityId, AbilitySpec>> = { 'fafnir-l1': odeToGreed, 'fafnir-l2': odeToTreachery, 'fafnir-d1': bloodForGold, 'fafnir-d2': armyOfPillagers };
