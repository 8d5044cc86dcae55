/**
 * Hidden cards in networked play (DESIGN.md "Hidden cards are commitments").
 * A hidden instance carries `commit = H(cardId, salt)` (src/engine/commitment.ts); its identity enters the
 * shared state only when its owner reveals `(cardId, salt)` and the reveal
 * opens the commitment.
 */
import { verifyCommitment } from '../engine/commitment.js';
import { judgement, type Check, type Judgement } from '../engine/judgement.js';
import { say, seat } from './say.js';
import type { Ctx } from './context.js';
import { copyLimit } from './rules/deck.js';
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
  const j = judgement(reveals, checks.length ? checks : [say('NET-REVEAL-01', true, null, 'says.reveal.nothing')]);
  if (!j.ok) return { ok: false, state, judgement: j };
  if (reveals.length === 0) return { ok: true, state, judgement: j };
  const cards: Record<InstanceId, CardInstance> = { ...state.cards };
  for (const r of reveals) cards[r.iid] = { ...cards[r.iid]!, card: r.card };
  return { ok: true, state: { ...state, cards }, judgement: j };
}

/**
 * A revealed card whose owner's deck now shows more copies of it at once than a deck may hold
 * (K-DECK-02, K-RESTRICT-02..05), in the state after the reveals. Every instance known at one
 * moment is a distinct card of the deck, so this is proof without the deck list; copies never
 * seen together are left to the audit. Networked play checks it as each card appears; a
 * collection-mode game (K-DECK-06) has no copy limit and does not.
 */
export function revealedCopyBreach(ctx: Ctx, revealed: GameState, reveals: readonly Reveal[]): Check | null {
  for (const r of reveals) {
    const owner = revealed.cards[r.iid]!.owner;
    let seen = 0;
    for (const inst of Object.values(revealed.cards)) if (inst.owner === owner && inst.card === r.card) seen++;
    const { limit, rule } = copyLimit(r.card, revealed.options, revealed.players.length);
    if (seen > limit) return say(rule, false, null, 'says.reveal.copies', { owner: seat(owner), n: seen, card: ctx.cards.cards.get(r.card)!.name, limit });
  }
  return null;
}

function revealCheck(ctx: Ctx, inst: CardInstance | undefined, r: Reveal): Check {
  // The iid and card id of a reveal are the revealer's words until checked: never quoted.
  if (!inst) return say('NET-REVEAL-01', false, null, 'says.reveal.notInMatch');
  if (!inst.commit) return say('NET-REVEAL-01', false, null, 'says.reveal.noCommitment', { card: r.iid });
  if (!ctx.cards.cards.has(r.card)) return say('NET-REVEAL-01', false, null, 'says.reveal.unknownCard', { card: r.iid });
  if (inst.card !== null && inst.card !== r.card) return say('NET-REVEAL-01', false, null, 'says.reveal.already', { card: r.iid, as: ctx.cards.cards.get(inst.card)?.name ?? inst.card });
  const opens = verifyCommitment(inst.commit, r.card, r.salt);
  if (!opens) return say('NET-REVEAL-01', false, null, 'says.reveal.notOpen', { card: r.iid });
  // Opened: a Major Arcanum under a deck commitment is proof that the deck was illegal.
  if (ctx.cards.cards.get(r.card)!.kind === 'major') return say('K-DECK-03', false, null, 'says.reveal.major', { card: r.iid, as: ctx.cards.cards.get(r.card)!.name });
  return say('NET-REVEAL-01', true, null, 'says.reveal.opens', { card: r.iid, as: ctx.cards.cards.get(r.card)!.name });
}
