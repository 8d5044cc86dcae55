/**
 * The dice (M-DICE): six-sided (M-AMB-02), rolled only for the purposes M-DICE-01 lists, and every
 * roll is public. On one page a roll is a joint draw from the agreed seed and a counter (the same
 * derivation the friends' hash chains use, src/engine/random-chain.ts), so a replay rolls the same.
 */
import { jointIndex } from '../../engine/random-chain.js';
import type { MeatState, Roll } from '../state.js';

/** How many rolls the table keeps to show (the last few). */
const SHOWN = 12;

export function rollDie(d: MeatState, purpose: Roll['purpose']): number {
  return jointIndex(`meat/${purpose}`, d.draws++, [d.seed], 6) + 1;
}

function record(d: MeatState, roll: Roll): void {
  d.rolls = [...d.rolls, roll].slice(-SHOWN);
}

/**
 * An ordering roll (M-SETUP-02, M-OPEN-DRAFT-01, M-ACTIVATE-07, M-BATTLE-08): one die each,
 * highest first; tied rollers re-roll among themselves and the re-roll decides only their
 * relative order (M-SETUP-03). Ties end with probability 5/6 per re-roll; the bound is a safety
 * net (then seat order decides, never reached in practice: (1/6)^63).
 */
export function orderRoll<T extends string>(d: MeatState, purpose: Roll['purpose'], who: readonly T[]): T[] {
  const rolls = new Map<T, number[]>(who.map((w) => [w, []]));
  const sortGroup = (group: readonly T[], depth: number): T[] => {
    if (group.length <= 1 || depth > 63) return [...group];
    const dice = group.map((w) => {
      const n = rollDie(d, purpose);
      rolls.get(w)!.push(n);
      return [w, n] as const;
    });
    const out: T[] = [];
    for (const n of [6, 5, 4, 3, 2, 1]) {
      const tied = dice.filter(([, x]) => x === n).map(([w]) => w);
      out.push(...sortGroup(tied, depth + 1));
    }
    return out;
  };
  const order = sortGroup(who, 0);
  if (who.length > 1) record(d, { purpose, rolls: who.map((w) => ({ who: w, dice: rolls.get(w)! })) });
  return order;
}

/** N dice summed (M-SUMMARY-04, M-SUMMARY-05: N may exceed the three physical dice). */
export function damageRoll(d: MeatState, who: string, n: number): number {
  const dice = Array.from({ length: n }, () => rollDie(d, 'damage'));
  record(d, { purpose: 'damage', rolls: [{ who, dice }] });
  return dice.reduce((a, b) => a + b, 0);
}
