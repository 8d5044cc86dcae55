/**
 * The shared-deck protocol's rules (docs/hidden-decks.md). Each refusal or finding names one, so
 * every table words it from its own catalog and never repeats a peer's text.
 */
export const DECK_RULES = {
  /** Each seat publishes one key with a proof that it knows the secret, before any shuffle. */
  key: 'NET-DECK-01',
  /** Seats shuffle once each, in seat order, after every key and before any card moves. */
  turn: 'NET-DECK-02',
  /** A shuffle returns as many well-formed ciphertexts as it got, all different, none copied. */
  shape: 'NET-DECK-03',
  /** At the audit, each shuffle is its input re-encrypted and permuted by the seat's committed seed. */
  shuffle: 'NET-DECK-04',
  /** A decryption share is sent only by a seat asked for it, for a card being disclosed, once. */
  asked: 'NET-DECK-05',
  /** A decryption share carries a Chaum–Pedersen proof that it used the seat's key. */
  share: 'NET-DECK-06',
  /** A seat asked for a share sends it (the edge's timer reports one that does not). */
  withheld: 'NET-DECK-07',
  /** A card opened to all is a card of the deck. */
  card: 'NET-DECK-08',
  /** No card of the deck is opened twice. */
  duplicate: 'NET-DECK-09',
  /** A card passed or put back is re-encrypted by the seat moving it, with a proof it is the same card. */
  reencrypt: 'NET-DECK-10',
  /** A card moves only from where it is, by the seat that may move it, once its disclosure is done. */
  move: 'NET-DECK-11',
  /** At the audit, each seat's revealed seed gives its key; the whole history replays. */
  audit: 'NET-DECK-12',
} as const;

export type DeckRule = (typeof DECK_RULES)[keyof typeof DECK_RULES];
