/**
 * Riposte's hidden cards: hands and piles are commitments whose identities only their owner
 * knows; a card played opens its commitment (T-REVEAL-01). Views hide every pile (its order is
 * nobody's to know, the owner's included) and other seats' hands.
 */
import { verifyCommitment } from '../../../../src/engine/commitment.js';
import type { Reveal, RevealResult, Secrets } from '../../../../src/engine/game.js';
import { check, judgement, type Check } from '../../../../src/engine/judgement.js';
import { CARDS, PARRY_MAX } from './cards.js';
import { deepFreeze, type Instance, type RiposteState } from './state.js';

/** Opens commitments; a card that opens but is no card of the game proves its owner's pile illegal (T-SETUP-03). */
export function reveal(state: RiposteState, reveals: readonly Reveal[]): RevealResult<RiposteState> {
  if (reveals.length === 0) return { ok: true, state, judgement: judgement(reveals, [check('T-REVEAL-01', true, 'nothing to show')]) };
  const cards: Record<string, Instance> = { ...state.cards };
  const checks: Check[] = [];
  let breach: Check | undefined;
  for (const r of reveals) {
    const inst = cards[r.iid];
    if (!inst) checks.push(check('T-REVEAL-01', false, `${r.iid} is no card of this game`));
    else if (inst.card !== null) checks.push(check('T-REVEAL-01', inst.card === r.card, `${r.iid} is shown already`));
    else if (!inst.commit || !verifyCommitment(inst.commit, r.card, r.salt)) checks.push(check('T-REVEAL-01', false, `${r.iid} does not open its commitment`));
    else if (!CARDS.has(r.card)) checks.push((breach = check('T-SETUP-03', false, `${r.iid} opens as a card the game does not have`)));
    else {
      cards[r.iid] = { owner: inst.owner, card: r.card };
      checks.push(check('T-REVEAL-01', true, `${r.iid} is ${r.card}`));
    }
  }
  const j = judgement(reveals, checks);
  if (!j.ok) return { ok: false, state, judgement: j, ...(breach ? { breach } : {}) };
  return { ok: true, state: deepFreeze({ ...state, cards }), judgement: j };
}

/** A fourth parry shown proves its owner's pile illegal (T-SETUP-04). */
export function revealBreach(state: RiposteState, reveals: readonly Reveal[]): Check | null {
  for (const owner of new Set(reveals.map((r) => state.cards[r.iid]?.owner))) {
    const parries = Object.values(state.cards).filter((c) => c.owner === owner && c.card === 'parry').length;
    if (parries > PARRY_MAX) return check('T-SETUP-04', false, `${owner} has shown ${parries} parries; a pile holds at most ${PARRY_MAX}`);
  }
  return null;
}

export function hidden(state: RiposteState): { iid: string; owner: string }[] {
  return Object.entries(state.cards).flatMap(([iid, c]) => (c.card === null ? [{ iid, owner: c.owner }] : []));
}

/** What `seat` knows: its own hand's identities filled in from its secrets. */
export function withSecrets(state: RiposteState, seat: string, secrets: Secrets): RiposteState {
  const hand = state.seats.find((s) => s.id === seat)?.hand ?? [];
  const fill = hand.filter((iid) => state.cards[iid]?.card === null && secrets[iid]);
  if (fill.length === 0) return state;
  const cards = { ...state.cards };
  for (const iid of fill) cards[iid] = { ...cards[iid]!, card: secrets[iid]!.card };
  return deepFreeze({ ...state, cards });
}

/** What `viewer` may see (null: a spectator): no pile's order, no other seat's hand. */
export function view(state: RiposteState, viewer: string | null): RiposteState {
  const masked = new Set(state.seats.flatMap((s) => (s.id === viewer ? s.pile : [...s.pile, ...s.hand])));
  const cards: Record<string, Instance> = {};
  for (const [iid, c] of Object.entries(state.cards)) cards[iid] = masked.has(iid) && c.card !== null ? { ...c, card: null } : c;
  return deepFreeze({ ...state, cards });
}
