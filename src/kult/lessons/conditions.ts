/** A lesson's checks on the state (its goal, when a scripted act or a wrong attempt applies). */
import { instancesOf } from '../position.js';
import { floorHolder } from '../state/access.js';
import type { GameState } from '../types.js';
import type { Condition } from './lesson-schema.js';

/** What a condition may read beyond the state: how many acts (not passes) the learner has made. */
export interface LessonMoment {
  readonly state: GameState;
  readonly learnerActs: number;
}

function within(n: number, b: { readonly atLeast?: number; readonly atMost?: number }): boolean {
  return (b.atLeast === undefined || n >= b.atLeast) && (b.atMost === undefined || n <= b.atMost);
}

export function holds(c: Condition, m: LessonMoment): boolean {
  const s = m.state;
  if ('all' in c) return c.all.every((x) => holds(x, m));
  if ('any' in c) return c.any.some((x) => holds(x, m));
  if ('not' in c) return !holds(c.not, m);
  if ('onCross' in c) {
    const { card, seat, station } = c.onCross;
    return s.players.some((p) => (seat === undefined || p.id === seat) && Object.entries(p.cross.stations).some(([at, slot]) => !!slot && s.cards[slot.base]?.card === card && (station === undefined || at === station)));
  }
  if ('attached' in c) return s.players.some((p) => (c.attached.seat === undefined || p.id === c.attached.seat) && Object.values(p.cross.stations).some((slot) => slot?.attachments.some((a) => s.cards[a.iid]?.card === c.attached.card)));
  if ('inDiscard' in c) return instancesOf(s, c.inDiscard.card, { ...(c.inDiscard.seat ? { seat: c.inDiscard.seat } : {}), zone: 'discardPile' }).length > 0;
  if ('inHand' in c) return instancesOf(s, c.inHand.card, { ...(c.inHand.seat ? { seat: c.inHand.seat } : {}), zone: 'hand' }).length > 0;
  if ('markers' in c) {
    const slots = s.players.filter((p) => c.markers.seat === undefined || p.id === c.markers.seat).flatMap((p) => Object.values(p.cross.stations));
    const slot = slots.find((x) => !!x && s.cards[x.base]?.card === c.markers.card);
    return !!slot && within(slot.markers, c.markers);
  }
  if ('hub' in c) {
    const p = s.players.find((x) => x.id === c.hub.seat);
    return !!p && within(p.cross.hubMarkers, c.hub);
  }
  if ('step' in c) return s.step === c.step;
  if ('turn' in c) return s.turn === c.turn;
  if ('active' in c) return s.active === c.active;
  if ('floor' in c) return !s.ended && floorHolder(s) === c.floor;
  if ('window' in c) return (s.window !== null) === (c.window === 'open');
  if ('chain' in c) return within(s.window?.chain.length ?? 0, c.chain);
  if ('chainTop' in c) {
    const top = s.window?.chain.at(-1);
    return !!top && (c.chainTop.card === undefined || top.card === c.chainTop.card) && (c.chainTop.kind === undefined || top.kind === c.chainTop.kind) && (c.chainTop.player === undefined || top.player === c.chainTop.player);
  }
  if ('winner' in c) return s.winner === c.winner;
  return within(m.learnerActs, c.learnerActs);
}
