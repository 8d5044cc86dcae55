/**
 * Battle (M-BATTLE, M-KW-REFLEKS-03): each creature fights the one facing it across the table; a
 * creature with nothing opposite does not attack (M-BATTLE-03). REFLEKS creatures strike first,
 * all at once, and deaths are applied; then every surviving creature without REFLEKS strikes, all
 * at once, and deaths are applied again. CIĘCIE also hits the creatures beside its target.
 */
import type { MeatCards } from '../cards/types.js';
import { LANES, type MeatState, type TargetRef } from '../state.js';
import { buryDead, dealDamage } from './effects.js';
import { beside, facing, has } from './model.js';

interface Strike {
  readonly target: TargetRef;
  readonly amount: number;
  readonly toxic: boolean;
}

/** The strikes of one sub-step, read from the battlefield before any of them lands (M-BATTLE-05). */
export function strikesOf(cards: MeatCards, s: MeatState, reflex: boolean): Strike[] {
  const out: Strike[] = [];
  for (const seat of s.seats) {
    const me = s.players[seat]!;
    const foe = s.players[me.opposite]!;
    for (const lane of LANES) {
      const u = me.lanes[lane];
      if (!u || has(cards, s, u, 'refleks') !== reflex) continue;
      const at = facing(lane);
      const cleave = has(cards, s, u, 'ciecie');
      const centre = foe.lanes[at] !== null;
      // M-KW-CIECIE-02: no creature opposite, no attack (the table option lets a cleaver hit beside it).
      if (!centre && !(cleave && s.settings.cleaveIgnoresEmptyCentre)) continue;
      const lanes = cleave ? [at, ...beside(at)] : [at];
      for (const l of lanes) {
        // M-KW-CIECIE-03: the full Attack to each creature hit.
        if (foe.lanes[l]) out.push({ target: { seat: me.opposite, lane: l }, amount: u.attack, toxic: has(cards, s, u, 'toksyna') });
      }
    }
  }
  return out;
}

/** One sub-step: every strike lands at once, then the dead go to the graveyard with their triggers. */
export function battleStep(cards: MeatCards, d: MeatState, reflex: boolean): void {
  for (const st of strikesOf(cards, d, reflex)) dealDamage(cards, d, st.target, st.amount, st.toxic);
  buryDead(cards, d);
}
