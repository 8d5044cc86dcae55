/** Tiamat (catalog §14.8): Change of Guise, Incarnation; dark: Attack of the Dragons, Harvest of Chaos. */
import type { AbilityId, CygwCards } from '../../cards/types.js';
import type { CygwState } from '../../state.js';
import { cult, deckOf, fromFirst, present } from '../model.js';
import { draw, loseMob, putPiece, returnToken, takeFree, takeToken } from '../ops.js';
import { canonicalDiscard, withCostPaid } from './cost.js';
import { applyPlay, judgePlay, playsOf } from './plays.js';
import { no, noTargets, ok, type AbilitySpec } from './spec.js';

function sealed(cards: CygwCards, s: CygwState, iid: string): boolean {
  const id = s.ident[iid] ?? '';
  return deckOf(iid) === 'miracle' ? cards.miracles.get(id)?.dark === true : cards.intrigues.get(id)?.dark === true;
}

const changeOfGuise: AbilitySpec = {
  rule: 'C-CULT-TIAMAT-L1',
  name: 'Change of Guise',
  cost: { discard: 1, coins: 3 },
  fields: ['play'],
  judge: (cards, s, seat, a) => {
    if (a.play && a.discard?.includes(a.play.card)) return [no('C-CULT-TIAMAT-L1-R1', 'the card played must differ from the card discarded (house)')];
    if (a.play && !sealed(cards, s, a.play.card)) return [no('C-CULT-TIAMAT-L1', `${a.play.card} has no dark seal: play it as an ordinary action`)];
    return [ok('C-CULT-TIAMAT-L1', 'play a dark-sealed card as if your sheet were dark side up'), ...judgePlay(cards, s, seat, 'C-CULT-TIAMAT-L1', a.play, ['miracle', 'intrigue'], true)];
  },
  apply: (cards, d, seat, a) => applyPlay(cards, d, seat, a.play!, true),
  targets: () => [],
  // The discard depends on the card played: the canonical discard keeps it.
  offer: (cards, s, seat, base) => {
    const out = [];
    for (const card of cult(s, seat).hand.filter((x) => sealed(cards, s, x))) {
      const discard = canonicalDiscard(cards, s, seat, 1, [card]);
      if (!discard || cult(s, seat).coins < 3) continue;
      const act = { ...base, discard };
      const paid = withCostPaid(s, seat, changeOfGuise.cost, act);
      for (const play of playsOf(cards, paid, seat, [deckOf(card) as 'miracle' | 'intrigue'], true)) if (play.card === card) out.push({ ...act, play });
    }
    return out;
  },
};

/** The Free Priest tokens Incarnation destroys: min(3, those left after the Ritual). */
const toDestroy = (s: CygwState, seat: string) => Math.min(3, cult(s, seat).free.length);

const incarnation: AbilitySpec = {
  rule: 'C-CULT-TIAMAT-L2',
  name: 'Incarnation',
  cost: { ritual: { min: 3, max: 99 } },
  fields: ['priests'],
  judge: (_cards, s, seat, a) => {
    const n = toDestroy(s, seat);
    const list = a.priests ?? [];
    if (list.includes(0)) return [no('C-CORE-03', 'the Patriarch is never destroyed')];
    const left = [...cult(s, seat).free];
    for (const t of list) {
      const i = left.indexOf(t);
      if (i < 0) return [no('C-CULT-TIAMAT-L2', `you have no other Free strength-${t} Priest to destroy (Free: ${cult(s, seat).free.join(', ') || 'none'})`)];
      left.splice(i, 1);
    }
    if (list.length !== n) return [no('C-CULT-TIAMAT-L2', `destroy exactly ${n} of your remaining Free Priest tokens; ${list.length} named`)];
    return [ok('C-CULT-TIAMAT-L2', `destroy ${n} Free Priests (${list.join(', ') || 'none'}); a strength-5 Priest into Location ${s.active} if the reserve has one`)];
  },
  apply: (_cards, d, seat, a) => {
    for (const t of a.priests ?? []) if (takeFree(d, seat, t)) returnToken(d, seat, t);
    if (takeToken(d, seat, 5, true)) putPiece(d, seat, 5, d.active);
  },
  // Canonical: the weakest tokens go.
  targets: (_cards, s, seat, base) => [{ ...base, priests: cult(s, seat).free.slice(0, toDestroy(s, seat)) }],
};

const attackOfTheDragons: AbilitySpec = {
  rule: 'C-CULT-TIAMAT-D1',
  name: 'Attack of the Dragons',
  cost: { discard: 3 },
  fields: [],
  judge: (_cards, s) => [ok('C-CULT-TIAMAT-D1', `every Cult present in Location ${s.active} loses 1 Mob (${s.seats.filter((x) => present(s, x, s.active) && cult(s, x).mobs > 0).length} have one)`)],
  // House C-AMB-14: a celebrating Cult present there is hit too.
  apply: (_cards, d) => {
    for (const x of fromFirst(d)) if (present(d, x, d.active)) loseMob(d, x, 1);
  },
  targets: noTargets,
};

const harvestOfChaos: AbilitySpec = {
  rule: 'C-CULT-TIAMAT-D2',
  name: 'Harvest of Chaos',
  cost: { ritual: { min: 5, max: 5 } },
  fields: ['play'],
  judge: (cards, s, seat, a) => [ok('C-CULT-TIAMAT-D2', `play a Miracle, then draw ${Math.min(2, s.decks.miracle.length)} Miracle cards`), ...judgePlay(cards, s, seat, 'C-CULT-TIAMAT-D2', a.play, ['miracle'], false)],
  apply: (cards, d, seat, a) => {
    applyPlay(cards, d, seat, a.play!, false);
    draw(d, seat, 'miracle', 2);
  },
  targets: (cards, s, seat, base) => playsOf(cards, s, seat, ['miracle'], false).map((play) => ({ ...base, play })),
};

export const TIAMAT: Partial<Record<AbilityId, AbilitySpec>> = { 'tiamat-l1': changeOfGuise, 'tiamat-l2': incarnation, 'tiamat-d1': attackOfTheDragons, 'tiamat-d2': harvestOfChaos };
