/**
 * Shared hidden decks (docs/hidden-decks.md): a deck every seat shuffles and none can see
 * through, cards drawn for one seat alone or shown to all, every step judged at once where it
 * can be and the whole history proven by the audit. Pure and deterministic: secrets come in as
 * seeds the caller draws from crypto at the edge.
 */
export { newHiddenDeck, awaited, owedShares } from './state.js';
export type { DeckSetup, DeckEvent, HiddenDeckState, Place, Slot, Finding } from './state.js';
export { stepDeck } from './step.js';
export type { DeckStep } from './verdict.js';
export { keyEvent, shuffleEvent, shareEvent, sharesOwed, passEvent, putEvent, openCard, verifyShare } from './player.js';
export { auditDeck, auditSeat, type AuditResult } from './audit.js';
export { DECK_RULES, type DeckRule } from './rules.js';
export { SEED_BYTES } from './secrets.js';
export { parseDeckEvent } from './schema.js';
export { rebuildDeck } from './rebuild.js';
export type { Ciphertext } from './elgamal.js';
export type { Proof } from './dleq.js';
