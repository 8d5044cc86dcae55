/**
 * The dice (M-DICE): six-sided (M-AMB-02), rolled only for the purposes M-DICE-01 lists, and every
 * roll is public. A roll is a joint draw (src/engine/random-chain.ts): on one page from the agreed
 * seed and a counter; between friends from every seat's next hash-chain link, shown only when the
 * roll is needed, so nobody can foresee or choose it (NET-RANDOM-01). All the dice of one event
 * (an ordering with its re-rolls, a damage roll) come from one draw's stream.
 */
import { DrawStream, drawSeed } from '../../engine/random-chain.js';
import type { MeatState, Roll } from '../state.js';

/** How many rolls the table keeps to show (the last few). */
const SHOWN = 12;

/**
 * The stream of a roll for `purpose`: at once on one page; between friends once every seat has
 * shown its link, else null (the roll now waits on the floor: the caller stops and runs again).
 */
export function rollStream(d: MeatState, purpose: Roll['purpose']): DrawStream | null {
  if (!d.chains) return new DrawStream(drawSeed(`meat/${purpose}`, d.draws++, [d.seed]));
  const p = d.chains.pending;
  if (p && p.purpose === purpose && p.links.length === d.seats.length) {
    d.chains.pending = null;
    return new DrawStream(drawSeed(`meat/${purpose}`, d.draws++, p.links));
  }
  if (!p) d.chains.pending = { purpose, links: [] };
  return null;
}

const die = (st: DrawStream): number => st.int(6) + 1;

function record(d: MeatState, roll: Roll): void {
  d.rolls = [...d.rolls, roll].slice(-SHOWN);
}

/**
 * An ordering roll (M-SETUP-02, M-OPEN-DRAFT-01, M-ACTIVATE-07, M-BATTLE-08): one die each,
 * highest first; tied rollers re-roll among themselves and the re-roll decides only their
 * relative order (M-SETUP-03). Ties end with probability 5/6 per re-roll; the bound is a safety
 * net (then seat order decides, never reached in practice: (1/6)^63). Null while the roll waits.
 */
export function orderRoll<T extends string>(d: MeatState, purpose: Roll['purpose'], who: readonly T[]): T[] | null {
  if (who.length <= 1) return [...who];
  const st = rollStream(d, purpose);
  if (!st) return null;
  const rolls = new Map<T, number[]>(who.map((w) => [w, []]));
  const sortGroup = (group: readonly T[], depth: number): T[] => {
    if (group.length <= 1 || depth > 63) return [...group];
    const dice = group.map((w) => {
      const n = die(st);
      rolls.get(w)!.push(n);
      return [w, n] as const;
    });
    const out: T[] = [];
    for (const n of [6, 5, 4, 3, 2, 1]) out.push(...sortGroup(dice.filter(([, x]) => x === n).map(([w]) => w), depth + 1));
    return out;
  };
  const order = sortGroup(who, 0);
  record(d, { purpose, rolls: who.map((w) => ({ who: w, dice: rolls.get(w)! })) });
  return order;
}

/** N dice summed (M-SUMMARY-04, M-SUMMARY-05: N may exceed the three physical dice); null while the roll waits. */
export function damageRoll(d: MeatState, who: string, n: number): number | null {
  const st = rollStream(d, 'damage');
  if (!st) return null;
  const dice = Array.from({ length: n }, () => die(st));
  record(d, { purpose: 'damage', rolls: [{ who, dice }] });
  return dice.reduce((a, b) => a + b, 0);
}
