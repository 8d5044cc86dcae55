/**
 * The bots. Each reads only its view. They draft the creatures they value (a faction bot prefers
 * its faction, for the simulator's balance), put the strongest down with a Challenger in front,
 * pay for what they value most, resolve what a one-act look ahead likes, and play an Instant when
 * it kills or cancels. Ties are broken by the seeded generator, so games differ.
 */
import type { SeatId } from '../../engine/game.js';
import { randomInt, type RngState } from '../../engine/rng.js';
import type { Faction, MeatCards } from '../cards/types.js';
import type { MeatAction } from '../actions.js';
import type { MeatState } from '../state.js';
import { applyAct } from '../rules/judge.js';
import { legalActs, mayChoose } from '../rules/legal.js';
import { creatureOf, destinyOf } from '../rules/model.js';
import { HAND_LIMIT } from '../rules/flow.js';
import { cardValue, evaluate } from './value.js';

type Pick = readonly [MeatAction | null, RngState];

export function meatBot(cards: MeatCards, likes: Faction | null) {
  return (s: MeatState, seat: SeatId, rng: RngState): Pick => {
    const acts = legalActs(cards, s, seat);
    if (acts.length === 0) return [null, rng];
    const own = chosen(cards, s, seat, acts, likes);
    if (own && mayChoose(cards, s, own)) return [own, rng];
    const scored = acts.map((a) => ({ a, v: score(cards, s, seat, a, likes) }));
    const best = Math.max(...scored.map((x) => x.v));
    const top = scored.filter((x) => x.v >= best - 1e-9);
    const [i, next] = randomInt(rng, 0, top.length - 1);
    return [top[i]!.a, next];
  };
}

const byValue = (cards: MeatCards, s: MeatState, likes: Faction | null) => (a: string, b: string) => cardValue(cards, s, b, likes) - cardValue(cards, s, a, likes);

/** Acts the bot builds itself (the legal list offers only a sample of subsets). */
function chosen(cards: MeatCards, s: MeatState, seat: SeatId, acts: readonly MeatAction[], likes: Faction | null): MeatAction | null {
  const me = s.players[seat]!;
  const type = acts[0]!.type;
  const sorted = (xs: readonly string[]) => [...xs].sort(byValue(cards, s, likes));
  if (type === 'discard') return { type, player: seat, cards: sorted(me.hand).slice(HAND_LIMIT) };
  if (type === 'place') {
    const best = sorted(me.hand.filter((x) => x.startsWith('C'))).slice(0, 3);
    // A Challenger in front covers both flanks (M-KW-WYZWANIE-02); otherwise the strongest holds the Front.
    const front = best.find((x) => creatureOf(cards, s, x)?.keywords.includes('wyzwanie')) ?? best[0] ?? null;
    const rest = best.filter((x) => x !== front);
    return { type, player: seat, left: rest[0] ?? null, front, right: rest[1] ?? null, guard: 'left' };
  }
  if (type === 'commit') {
    let money = me.telestarion;
    const keep: string[] = [];
    for (const x of sorted(me.hand.filter((h) => h.startsWith('D')))) {
      const def = destinyOf(cards, s, x);
      if (!def || def.instant || def.cost > money || cardValue(cards, s, x, likes) <= 0) continue;
      keep.push(x);
      money -= def.cost;
    }
    return { type, player: seat, cards: keep };
  }
  if (type === 'pay') {
    let money = me.telestarion;
    const keep: string[] = [];
    for (const x of sorted(me.laid.map((l) => l.card))) {
      const cost = destinyOf(cards, s, x)?.cost ?? 0;
      if (cost <= money) {
        keep.push(x);
        money -= cost;
      }
    }
    return { type, player: seat, cards: keep };
  }
  return null;
}

function score(cards: MeatCards, s: MeatState, seat: SeatId, a: MeatAction, likes: Faction | null): number {
  switch (a.type) {
    case 'leader':
      return leaderValue(cards, a.leader, likes);
    case 'draft': {
      const c = creatureOf(cards, s, a.card);
      return c ? cardValue(cards, s, a.card, likes) - c.cost * 0.5 : 0;
    }
    case 'pass':
      return s.window ? 0 : 0.5;
    case 'defer':
      return -1;
    case 'instant': {
      const def = destinyOf(cards, s, a.card);
      if (def?.effect?.kind === 'counter') return s.stack.some((e) => s.players[e.player]!.side !== s.players[seat]!.side) ? 5 : -5;
      return lookahead(cards, s, seat, a) - evaluate(s, seat) - 1.5;
    }
    case 'resolve':
      return lookahead(cards, s, seat, a) - evaluate(s, seat) + 0.6;
    default:
      return lookahead(cards, s, seat, a);
  }
}

function leaderValue(cards: MeatCards, id: string, likes: Faction | null): number {
  const p = cards.leaders.find((l) => l.id === id)?.power;
  if (!p) return 0;
  switch (p.kind) {
    case 'faction-attack':
    case 'faction-defence':
      return p.amount * (likes === p.faction ? 4 : 1.2);
    case 'income': return p.amount * 2;
    case 'special-discount': return p.amount * 1.5;
    case 'front-defence': return p.amount * 1.8;
    case 'destiny-draw': return p.amount * 2.2;
  }
}

function lookahead(cards: MeatCards, s: MeatState, seat: SeatId, a: MeatAction): number {
  try {
    return evaluate(applyAct(cards, s, a, false), seat);
  } catch {
    return -1e6;
  }
}


