/**
 * Hidden cards in networked play (DESIGN.md "Hidden cards are commitments").
 * A hidden instance carries `commit = H(cardId|salt)`; its identity enters the
 * shared state only when its owner reveals `(cardId, salt)` and the reveal
 * opens the commitment.
 */
import { commit as commitment } from '../engine/commitment.js';
import { check, judgement, type Check, type Judgement } from '../engine/judgement.js';
import type { Ctx } from './context.js';
import type { CardId, CardInstance, GameState, InstanceId } from './types.js';

export interface Reveal {
  readonly iid: InstanceId;
  readonly card: CardId;
  readonly salt: string;
}

export type RevealResult =
  | { readonly ok: true; readonly state: GameState; readonly judgement: Judgement<readonly Reveal[]> }
  | { readonly ok: false; readonly state: GameState; readonly judgement: Judgement<readonly Reveal[]> };

/**
 * Checks every reveal against its commitment and, only if all hold, returns
 * the state with those identities public. A forged reveal changes nothing.
 *
 * @example
 * const r = revealCards(ctx, state, [{ iid: 'bob#12', card: 'sorry', salt }]);
 * if (!r.ok) reply(r.judgement); // NET-REVEAL-01: the salt does not open the commitment
 */
export function revealCards(ctx: Ctx, state: GameState, reveals: readonly Reveal[]): RevealResult {
  const checks: Check[] = [];
  for (const r of reveals) checks.push(revealCheck(ctx, state.cards[r.iid], r));
  const j = judgement(reveals, checks.length ? checks : [check('NET-REVEAL-01', true, 'nothing to reveal')]);
  if (!j.ok) return { ok: false, state, judgement: j };
  if (reveals.length === 0) return { ok: true, state, judgement: j };
  const cards: Record<InstanceId, CardInstance> = { ...state.cards };
  for (const r of reveals) cards[r.iid] = { ...cards[r.iid]!, card: r.card };
  return { ok: true, state: { ...state, cards }, judgement: j };
}

function revealCheck(ctx: Ctx, inst: CardInstance | undefined, r: Reveal): Check {
  // The iid and card id of a reveal are the revealer's words until checked: never quoted.
  if (!inst) return check('NET-REVEAL-01', false, 'the card revealed is not in this match');
  if (!inst.commit) return check('NET-REVEAL-01', false, `${r.iid} has no commitment to open`);
  if (!ctx.cards.cards.has(r.card)) return check('NET-REVEAL-01', false, `${r.iid} is revealed as an unknown card`);
  if (ctx.cards.cards.get(r.card)!.kind === 'major') return check('K-DECK-03', false, `${r.iid} claims to be a Major Arcanum, which is never in a deck`);
  if (inst.card !== null && inst.card !== r.card) return check('NET-REVEAL-01', false, `${r.iid} was already revealed as ${inst.card}`);
  const opens = commitment(r.card, r.salt) === inst.commit;
  return check('NET-REVEAL-01', opens, opens ? `${r.iid} is ${ctx.cards.cards.get(r.card)!.name}: the reveal opens its commitment` : `the reveal of ${r.iid} does not open its commitment (wrong card or salt)`);
}
