/** The deck's setup: every seat's key, then every seat's shuffle in seat order. */
import { verify } from './dleq.js';
import { openDeck, type Ciphertext } from './elgamal.js';
import { G, parsePoint } from './group.js';
import { DECK_RULES } from './rules.js';
import { keyContext } from './secrets.js';
import { shuffleShapeOk } from './shuffle.js';
import type { DeckEvent, HiddenDeckState, Slot } from './state.js';
import { accept, refuse, type DeckStep } from './verdict.js';

type KeyEvent = Extract<DeckEvent, { kind: 'key' }>;
type ShuffleEvent = Extract<DeckEvent, { kind: 'shuffle' }>;

export function stepKey(state: HiddenDeckState, e: KeyEvent): DeckStep {
  if (state.keys[e.by] !== undefined || state.shuffles.length > 0) return refuse(state, e, DECK_RULES.key, 'one key per seat, before any shuffle');
  const y = parsePoint(e.y);
  if (!y || !verify(keyContext(state.setup.deckId, e.by), [G], [y], e.proof)) return refuse(state, e, DECK_RULES.key, 'the key does not come with a proof of its secret');
  return accept({ ...state, keys: { ...state.keys, [e.by]: e.y } }, e, DECK_RULES.key, 'key proven');
}

/** The cards a shuffle starts from: the previous shuffle's, or the open deck. */
export function shuffleInput(state: HiddenDeckState): readonly Ciphertext[] {
  return state.shuffles.at(-1) ?? openDeck(state.setup.deckId, state.setup.cards.length);
}

export function stepShuffle(state: HiddenDeckState, e: ShuffleEvent): DeckStep {
  const { seats } = state.setup;
  if (Object.keys(state.keys).length !== seats.length || seats[state.shuffles.length] !== e.by) {
    return refuse(state, e, DECK_RULES.turn, 'not this seat’s turn to shuffle');
  }
  if (!Array.isArray(e.deck) || !shuffleShapeOk(shuffleInput(state), e.deck)) {
    return refuse(state, e, DECK_RULES.shape, 'a shuffle returns every card it got, each once and re-encrypted');
  }
  const deck = e.deck.map((c) => ({ a: c.a, b: c.b }));
  const shuffles = [...state.shuffles, deck];
  const done = shuffles.length === seats.length;
  const slots: Slot[] = done ? deck.map((ct) => ({ ct, version: 0, place: { at: 'deck' }, knownBy: [], learner: null, shares: {} })) : [];
  return accept({ ...state, shuffles, slots, deck: done ? deck.map((_, h) => h) : [] }, { ...e, deck }, DECK_RULES.shape, 'shuffle received whole');
}
