/** Atheism (catalog §14.10): Triumph of Science, Policy of Terror; dark: Dispelling the Myth, Nihilism. */
import type { AbilityId } from '../../cards/types.js';
import { place } from '../model.js';
import { draw, flipToAltar, gainCoins, gainFollowers } from '../ops.js';
import { lightOpponents, queueGifts } from './opponents.js';
import { applyPlay, judgePlay, playsOf } from './plays.js';
import { no, noTargets, ok, type AbilitySpec } from './spec.js';
import { judgePiece, ownPriests, pieceActs } from './targets.js';

const triumphOfScience: AbilitySpec = {
  rule: 'C-CULT-ATHEISM-L1',
  name: 'Triumph of Science',
  cost: { ritual: { min: 4, max: 99 } },
  fields: [],
  judge: (_cards, s, seat) => {
    const rivals = place(s, s.active).priests.filter((p) => p.owner !== seat).length;
    return [rivals === 0 ? ok('C-CULT-ATHEISM-L1', `no rival Priest in Location ${s.active}: gain 1 Follower`) : no('C-CULT-ATHEISM-L1', `${rivals} rival Priests are in Location ${s.active}`)];
  },
  apply: (_cards, d, seat) => void gainFollowers(d, seat, 1),
  targets: (_cards, s, seat, base) => (place(s, s.active).priests.some((p) => p.owner !== seat) ? [] : [base]),
};

const policyOfTerror: AbilitySpec = {
  rule: 'C-CULT-ATHEISM-L2',
  name: 'Policy of Terror',
  cost: { followers: 2 },
  fields: ['play'],
  judge: (cards, s, seat, a) => [ok('C-CULT-ATHEISM-L2', `play an Intrigue, then draw ${Math.min(1, s.decks.intrigue.length)} Intrigue card and gain 3 coins`), ...judgePlay(cards, s, seat, 'C-CULT-ATHEISM-L2', a.play, ['intrigue'], false)],
  apply: (cards, d, seat, a) => {
    applyPlay(cards, d, seat, a.play!, false);
    draw(d, seat, 'intrigue', 1);
    gainCoins(d, seat, 3);
  },
  targets: (cards, s, seat, base) => playsOf(cards, s, seat, ['intrigue'], false).map((play) => ({ ...base, play })),
};

const dispellingTheMyth: AbilitySpec = {
  rule: 'C-CULT-ATHEISM-D1',
  name: 'Dispelling the Myth',
  cost: { ritual: { min: 15, max: 99, patriarchOnly: true } },
  fields: [],
  judge: (_cards, s, seat) => [ok('C-CULT-ATHEISM-D1', `${lightOpponents(s, seat).length} light-side opponents each give you 1 card of their choice, if they have one (house C-AMB-36)`)],
  apply: (_cards, d, seat) => queueGifts(d, seat, lightOpponents(d, seat), 'C-CULT-ATHEISM-D1'),
  targets: noTargets,
};

const nihilism: AbilitySpec = {
  rule: 'C-CULT-ATHEISM-D2',
  name: 'Nihilism',
  cost: { discard: 3 },
  fields: ['piece'],
  judge: (_cards, s, seat, a) => {
    const altars = place(s, s.active).altars.length;
    if (altars > 0) return [no('C-CULT-ATHEISM-D2', `${altars} Altar${altars > 1 ? 's stand' : ' stands'} in Location ${s.active} already`)];
    return [judgePiece(s, 'C-CULT-ATHEISM-D2', a, ownPriests(s, seat, () => true), 'a Priest token of yours')];
  },
  apply: (_cards, d, _seat, a) => {
    if (a.piece !== undefined) flipToAltar(d, a.piece);
  },
  targets: (_cards, s, seat, base) => (place(s, s.active).altars.length > 0 ? [] : pieceActs(base, ownPriests(s, seat, () => true))),
};

export const ATHEISM: Partial<Record<AbilityId, AbilitySpec>> = { 'atheism-l1': triumphOfScience, 'atheism-l2': policyOfTerror, 'atheism-d1': dispellingTheMyth, 'atheism-d2': nihilism };
