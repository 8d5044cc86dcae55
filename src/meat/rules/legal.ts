/**
 * Every legal act of a seat, made from the rules' own candidates and kept only when the judge
 * agrees. Lists that grow as subsets (discards, Destiny cards put down, payments) are bounded: the
 * table builds such acts from clicks and the judge decides; the list offers a sample of them.
 */
import type { SeatId } from '../../engine/game.js';
import type { MeatCards } from '../cards/types.js';
import type { MeatAction } from '../actions.js';
import { LANES, type MeatState, type TargetRef } from '../state.js';
import { choosable, needsChoice } from './effects.js';
import { HAND_LIMIT } from './flow.js';
import { floorNow } from './floor.js';
import { judgeAct } from './judge.js';
import { destinyOf } from './model.js';
import { aims, resolvables } from './resolvable.js';

/** At most this many subsets of one list are offered. */
export const SUBSETS_OFFERED = 64;

/** Subsets of `xs` of size `k` (all sizes when k is null), at most `max`, smallest first. */
export function subsets<T>(xs: readonly T[], k: number | null, max = SUBSETS_OFFERED): T[][] {
  const out: T[][] = [];
  const sizes = k === null ? Array.from({ length: xs.length + 1 }, (_, i) => i) : [k];
  for (const size of sizes) {
    const pick = (from: number, acc: T[]): void => {
      if (out.length >= max) return;
      if (acc.length === size) return void out.push(acc);
      for (let i = from; i < xs.length && out.length < max; i++) pick(i + 1, [...acc, xs[i]!]);
    };
    pick(0, []);
  }
  return out;
}

function placements(creatures: readonly string[]): [string | null, string | null, string | null][] {
  const want = Math.min(3, creatures.length);
  const out: [string | null, string | null, string | null][] = [];
  const rec = (i: number, acc: (string | null)[], used: Set<string>, placed: number) => {
    if (out.length >= 512) return;
    if (i === 3) {
      if (placed === want) out.push(acc as [string | null, string | null, string | null]);
      return;
    }
    if (3 - i > want - placed) rec(i + 1, [...acc, null], used, placed);
    for (const c of creatures) if (!used.has(c) && placed < want) rec(i + 1, [...acc, c], new Set([...used, c]), placed + 1);
  };
  rec(0, [], new Set(), 0);
  return out;
}

function candidates(cards: MeatCards, s: MeatState, seat: SeatId): MeatAction[] {
  const f = floorNow(s);
  if (!f || f.seat !== seat) return [];
  const me = s.players[seat]!;
  const player = seat;
  const out: MeatAction[] = [];
  for (const type of f.types) {
    switch (type) {
      case 'leader':
        for (const leader of s.leaders) out.push({ type, player, leader });
        break;
      case 'draft':
        for (const card of s.pool) out.push({ type, player, card });
        break;
      case 'discard':
        for (const cs of subsets(me.hand, me.hand.length - HAND_LIMIT)) out.push({ type, player, cards: cs });
        break;
      case 'place':
        for (const [left, front, right] of placements(me.hand.filter((x) => x.startsWith('C')))) out.push({ type, player, left, front, right, guard: 'left' });
        break;
      case 'commit':
        for (const cs of subsets(me.hand.filter((x) => x.startsWith('D')), null)) out.push({ type, player, cards: cs });
        break;
      case 'pay':
        for (const cs of subsets(me.laid.map((l) => l.card), null)) out.push({ type, player, cards: cs });
        break;
      case 'resolve':
        for (const r of resolvables(cards, s, seat)) {
          const ts = aims(s, seat, r);
          if (r.kind === 'fusion' || needsChoice(r.effect ?? undefined)) for (const target of ts) out.push({ type, player, card: r.card, target });
          else out.push({ type, player, card: r.card });
        }
        break;
      case 'instant':
        for (const card of me.hand) {
          const def = destinyOf(cards, s, card);
          if (!def?.instant || !def.effect) continue;
          if (needsChoice(def.effect)) {
            for (const seatT of s.seats) for (const lane of LANES) {
              const target: TargetRef = { seat: seatT, lane };
              if (choosable(s, def.effect, seat, target)) out.push({ type, player, card, target });
            }
          } else out.push({ type, player, card });
        }
        break;
      case 'trigger':
        for (const t of s.triggers) if (t.seat === seat && !out.some((x) => x.type === 'trigger' && x.card === t.card)) out.push({ type, player, card: t.card });
        break;
      case 'open':
        break; // only the seat's table can open its commitments (Game.answer)
      case 'link':
      case 'deck':
        break; // only the seat's table knows its next link and its deck secrets (Game.answer)
      case 'pass':
      case 'defer':
        out.push({ type, player });
        break;
    }
  }
  return out;
}

/**
 * Whether a seat may choose `a` now. Between friends a Tactics choice is chosen plain and sealed
 * by its table before it is sent (net/tactics.ts): the judge refuses it plain, so it is chosen
 * when everything but that check holds.
 */
export function mayChoose(cards: MeatCards, s: MeatState, a: MeatAction): boolean {
  const j = judgeAct(cards, s, a, true);
  if (j.ok) return true;
  const sealable = s.chains && (a.type === 'place' || a.type === 'commit') && !a.sealed;
  return !!sealable && j.checks.every((c) => c.ok || c.rule === 'M-TACTIC-05');
}

export function legalActs(cards: MeatCards, s: MeatState, seat: SeatId): MeatAction[] {
  return candidates(cards, s, seat).filter((a) => mayChoose(cards, s, a));
}
