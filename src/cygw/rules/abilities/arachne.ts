/** Arachne (catalog §14.9): Ordination of a Priestess, Charms of the Woman; dark: Spider's Grip, Sorcery of the Goddess. */
import type { AbilityId } from '../../cards/types.js';
import { RIFT } from '../../board/locations.js';
import { cult } from '../model.js';
import { draw, gainCoins, movePiece, putPiece, takeFree, takeToken, tokenAvailable } from '../ops.js';
import { no, noTargets, ok, type AbilitySpec } from './spec.js';
import { freeCount, judgePiece, ownPriests, pieceActs } from './targets.js';

const ordination: AbilitySpec = {
  rule: 'C-CULT-ARACHNE-L1',
  name: 'Ordination of a Priestess',
  cost: { followers: 'chosen' },
  fields: [],
  judge: (_cards, s, seat, a) => {
    const n = a.pay ?? 0;
    if (n < 1 || n > 5) return [no('C-CULT-ARACHNE-L1', 'return 1 to 5 Followers')];
    return [ok('C-CULT-ARACHNE-L1', tokenAvailable(s, seat, n, true) ? `a strength-${n} Priest into Location ${s.active}` : `no strength-${n} token of your colour is left: none enters (house C-AMB-18)`)];
  },
  apply: (_cards, d, seat, a) => {
    if (takeToken(d, seat, a.pay!, true)) putPiece(d, seat, a.pay!, d.active);
  },
  targets: noTargets,
};

const charmsOfTheWoman: AbilitySpec = {
  rule: 'C-CULT-ARACHNE-L2',
  name: 'Charms of the Woman',
  cost: { ritual: { min: 3, max: 3 } },
  fields: ['piece'],
  judge: (_cards, s, seat, a) =>
    s.active === RIFT
      ? [no('C-CULT-ARACHNE-L2-R1', 'Location 13 has no next Location (house C-AMB-32)')]
      : [judgePiece(s, 'C-CULT-ARACHNE-L2', a, ownPriests(s, seat, () => true, true), 'a Priest of yours'), ok('C-CULT-ARACHNE-L2', `it moves to Location ${s.active + 1}; gain 1 coin`)],
  apply: (_cards, d, seat, a) => {
    if (a.piece !== undefined) movePiece(d, a.piece, d.active + 1);
    gainCoins(d, seat, 1);
  },
  targets: (_cards, s, seat, base) => (s.active === RIFT ? [] : pieceActs(base, ownPriests(s, seat, () => true, true))),
};

const spidersGrip: AbilitySpec = {
  rule: 'C-CULT-ARACHNE-D1',
  name: 'Spider’s Grip',
  cost: { discard: 2, coins: 2 },
  fields: ['priests'],
  judge: (_cards, s, seat, a) => {
    const c = cult(s, seat);
    const have = freeCount(s, seat);
    if (have < 4) return [no('C-CULT-ARACHNE-D1', `you need at least 4 Free Priests; you have ${have}`)];
    const list = a.priests ?? [];
    const left = [...c.free];
    let patriarch = c.patriarch === 'free';
    for (const t of list) {
      if (t === 0 && patriarch) patriarch = false;
      else if (t !== 0 && left.includes(t)) left.splice(left.indexOf(t), 1);
      else return [no('C-CULT-ARACHNE-D1', `you have no ${t === 0 ? 'Free Patriarch' : `other Free strength-${t} Priest`} to place`)];
    }
    if (list.length < 4) return [no('C-CULT-ARACHNE-D1', `place at least 4 Free Priests; ${list.length} named`)];
    return [ok('C-CULT-ARACHNE-D1', `${list.length} Free Priests into Location ${s.active}`)];
  },
  apply: (_cards, d, seat, a) => {
    for (const t of a.priests ?? []) if (t === 0 || takeFree(d, seat, t)) putPiece(d, seat, t, d.active);
  },
  // Offered: every Free Priest, or the strongest four.
  targets: (_cards, s, seat, base) => {
    const c = cult(s, seat);
    const all = [...(c.patriarch === 'free' ? [0] : []), ...[...c.free].reverse()];
    if (all.length < 4) return [];
    return all.length === 4 ? [{ ...base, priests: all }] : [{ ...base, priests: all }, { ...base, priests: all.slice(0, 4) }];
  },
};

const sorcery: AbilitySpec = {
  rule: 'C-CULT-ARACHNE-D2',
  name: 'Sorcery of the Goddess',
  cost: { priest: { min: 3, max: 5 } },
  fields: [],
  judge: () => [ok('C-CULT-ARACHNE-D2', 'gain 3 coins; draw the top Miracle and Intrigue cards; the top License goes into play')],
  apply: (_cards, d, seat) => {
    gainCoins(d, seat, 3);
    draw(d, seat, 'miracle', 1);
    draw(d, seat, 'intrigue', 1);
    draw(d, seat, 'license', 1);
  },
  targets: noTargets,
};

export const ARACHNE: Partial<Record<AbilityId, AbilitySpec>> = { 'arachne-l1': ordination, 'arachne-l2': charmsOfTheWoman, 'arachne-d1': spidersGrip, 'arachne-d2': sorcery };
