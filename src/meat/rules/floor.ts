/**
 * Who must decide now, what they may do, and the rule that gives them the floor. Triggers come
 * first, then a window's priority, then the step's own decision.
 */
import type { SeatId } from '../../engine/game.js';
import type { MeatAction } from '../actions.js';
import { HAND_LIMIT } from './flow.js';
import type { MeatState } from '../state.js';
import { owing, setupDue } from '../net/decks.js';

export interface Floor {
  readonly seat: SeatId;
  readonly types: readonly MeatAction['type'][];
  readonly rule: string;
}

export function floorNow(s: MeatState): Floor | null {
  if (s.phase === 'over') return null;
  if (s.net) {
    // The shared decks first: a deal's keys and shuffles, then the decryption shares owed (NET-DECK-01/02/07).
    const due = setupDue(s.net);
    if (due) return { seat: due.seat, types: ['deck'], rule: due.kind === 'key' ? 'NET-DECK-01' : 'NET-DECK-02' };
    const owes = owing(s)[0];
    if (owes) return { seat: owes, types: ['deck'], rule: 'NET-DECK-07' };
  }
  const pending = s.chains?.pending;
  if (pending && pending.links.length < s.seats.length) return { seat: s.seats[pending.links.length]!, types: ['link'], rule: 'NET-RANDOM-01' };
  if (s.triggers.length > 0) return { seat: s.triggers[0]!.seat, types: ['trigger'], rule: 'M-AMB-22' };
  if (s.window) return { seat: s.window.priority, types: ['instant', 'pass'], rule: 'M-INSTANT-07' };
  const first = (pred: (seat: SeatId) => boolean) => s.seats.find(pred);
  switch (s.step) {
    case 'leaders': {
      const seat = s.leaderOrder.find((x) => s.players[x]!.leader === null);
      return seat ? { seat, types: ['leader'], rule: 'M-SETUP-02' } : null;
    }
    case 'draft':
      return { seat: s.draftOrder[s.draftAt % s.seats.length]!, types: ['draft'], rule: 'M-OPEN-DRAFT-03' };
    case 'hand-limit': {
      const seat = first((x) => s.players[x]!.hand.length > HAND_LIMIT);
      return seat ? { seat, types: ['discard'], rule: 'M-HAND-01' } : null;
    }
    case 'place': {
      const seat = first((x) => !s.players[x]!.placed);
      return seat ? { seat, types: ['place'], rule: 'M-TACTIC-01' } : null;
    }
    case 'commit': {
      const seat = first((x) => !s.players[x]!.committed);
      return seat ? { seat, types: ['commit'], rule: 'M-TACTIC-04' } : null;
    }
    case 'reveal': {
      const seat = first((x) => !!s.players[x]!.sealed && !s.players[x]!.sealed!.opened);
      return seat ? { seat, types: ['open'], rule: 'M-ACTIVATE-01' } : null;
    }
    case 'pay': {
      const seat = first((x) => !s.players[x]!.paid);
      return seat ? { seat, types: ['pay'], rule: 'M-ACTIVATE-02' } : null;
    }
    case 'act': {
      const seat = s.turnQueue[0];
      if (!seat) return null;
      const types: MeatAction['type'][] = ['resolve', 'pass'];
      if (s.turnQueue.length > 1 && !s.players[seat]!.deferred) types.push('defer');
      return { seat, types, rule: 'M-ACTIVATE-08' };
    }
    default:
      return null;
  }
}
