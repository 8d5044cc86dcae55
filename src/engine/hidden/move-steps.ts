/**
 * Cards moving once the deck is shuffled. Each move that changes who may learn a card opens a
 * disclosure (the shares it needs are then awaited); a card handed on or put back is re-encrypted
 * first with a proof, so shares of its old ciphertext, already public, open nothing new.
 */
import { verify } from './dleq.js';
import type { Ciphertext } from './elgamal.js';
import { G, parsePoint, point } from './group.js';
import { moveContext } from './contexts.js';
import { DECK_RULES } from './rules.js';
import type { DeckEvent, HiddenDeckState, Place, Slot } from './state.js';
import { accept, refuse, type DeckStep } from './verdict.js';
import { jointKeyOf } from './joint-key.js';

type Ev<K extends DeckEvent['kind']> = Extract<DeckEvent, { kind: K }>;

function ready(state: HiddenDeckState): boolean {
  return state.slots.length > 0;
}

/** Draw (for `by` alone) or reveal (for all) the top or bottom card of the deck. */
export function stepTake(state: HiddenDeckState, e: Ev<'draw'> | Ev<'reveal'>): DeckStep {
  if (!ready(state)) return refuse(state, e, DECK_RULES.turn, 'the deck is not shuffled yet');
  if (state.deck.length === 0) return refuse(state, e, DECK_RULES.move, 'the deck is empty');
  const handle = e.from === 'top' ? state.deck[0]! : state.deck.at(-1)!;
  const deck = e.from === 'top' ? state.deck.slice(1) : state.deck.slice(0, -1);
  const place: Place = e.kind === 'draw' ? { at: 'hand', seat: e.by } : { at: 'open' };
  const learner = e.kind === 'draw' ? e.by : 'all';
  return accept(withSlot({ ...state, deck }, handle, disclose(state, { ...state.slots[handle]!, place }, learner)), e, DECK_RULES.move, 'card taken');
}

/** `by` turns a card of its hand face up for everyone. */
export function stepShow(state: HiddenDeckState, e: Ev<'show'>): DeckStep {
  const slot = state.slots[e.handle];
  if (!slot || !inHand(slot, e.by) || slot.learner !== null) return refuse(state, e, DECK_RULES.move, 'only a card of one’s own hand, settled, can be shown');
  return accept(withSlot(state, e.handle, disclose(state, { ...slot, place: { at: 'open' } }, 'all')), e, DECK_RULES.move, 'card shown');
}

/** `by` hands a card of its hand to another seat, re-encrypted, for that seat alone. */
export function stepPass(state: HiddenDeckState, e: Ev<'pass'>): DeckStep {
  const slot = state.slots[e.handle];
  if (!slot || !inHand(slot, e.by) || slot.learner !== null || e.to === e.by || !state.setup.seats.includes(e.to)) {
    return refuse(state, e, DECK_RULES.move, 'only a settled card of one’s own hand goes to another seat');
  }
  if (!reencryptionOk(state, e, slot)) return refuse(state, e, DECK_RULES.reencrypt, 'the handed card is not proven the same card');
  const moved: Slot = { ...slot, ct: { a: e.ct.a, b: e.ct.b }, version: slot.version + 1, shares: {}, place: { at: 'hand', seat: e.to } };
  return accept(withSlot(state, e.handle, disclose(state, moved, e.to)), e, DECK_RULES.reencrypt, 'card handed on');
}

/** `by` puts a card of its hand, or a face-up card, on the top or bottom of the deck, re-encrypted. */
export function stepPut(state: HiddenDeckState, e: Ev<'put'>): DeckStep {
  const slot = state.slots[e.handle];
  if (!slot || !(inHand(slot, e.by) || slot.place.at === 'open') || slot.learner !== null) {
    return refuse(state, e, DECK_RULES.move, 'only a settled card of one’s hand, or a face-up card, goes back');
  }
  if (!reencryptionOk(state, e, slot)) return refuse(state, e, DECK_RULES.reencrypt, 'the card put back is not proven the same card');
  const moved: Slot = { ...slot, ct: { a: e.ct.a, b: e.ct.b }, version: slot.version + 1, shares: {}, place: { at: 'deck' } };
  const deck = e.where === 'top' ? [e.handle, ...state.deck] : [...state.deck, e.handle];
  return accept(withSlot({ ...state, deck }, e.handle, moved), e, DECK_RULES.reencrypt, 'card put back');
}

function inHand(slot: Slot, seat: string): boolean {
  return slot.place.at === 'hand' && slot.place.seat === seat;
}

/** Opens a disclosure for `learner`, unless it already knows the card (no share is then needed). */
function disclose(state: HiddenDeckState, slot: Slot, learner: string | 'all'): Slot {
  const known = learner === 'all' ? slot.value !== undefined : slot.knownBy.includes(learner);
  return known ? slot : { ...slot, learner };
}

export function withSlot(state: HiddenDeckState, handle: number, slot: Slot): HiddenDeckState {
  const slots = state.slots.slice();
  slots[handle] = slot;
  return { ...state, slots };
}

/** The new ciphertext is the old one plus (s·G, s·Y) for an s the mover proves it knows (NET-DECK-10). */
function reencryptionOk(state: HiddenDeckState, e: Ev<'pass'> | Ev<'put'>, slot: Slot): boolean {
  const ct: Ciphertext | undefined = e.ct;
  const a = ct && parsePoint(ct.a);
  const b = ct && parsePoint(ct.b);
  if (!a || !b) return false;
  const da = a.subtract(point(slot.ct.a));
  const db = b.subtract(point(slot.ct.b));
  if (da.is0()) return false;
  return verify(moveContext(state.setup.deckId, e.by, e.handle, slot.version + 1), [G, jointKeyOf(state)], [da, db], e.proof);
}
