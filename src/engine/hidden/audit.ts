/**
 * The end-of-game audit: every seat reveals its seed, and any table replays the deck's whole
 * history from it. Each key must come from its seed (NET-DECK-12), each event must pass the judge
 * again, and each shuffle must be exactly its input re-encrypted and permuted by the seed
 * (NET-DECK-04): a card substituted, duplicated or dropped inside a shuffle, or a wrong key, is
 * named with its seat. The first cheat in history order is reported.
 */
import { decrypt, shareOf } from './elgamal.js';
import { mod } from './group.js';
import { cardIndex } from './cards.js';
import { firstFailure } from '../judgement.js';
import { DECK_RULES } from './rules.js';
import { publicKey, secretKey, SEED_BYTES } from './secrets.js';
import { shuffleDeck } from './shuffle.js';
import { shuffleInput } from './setup-steps.js';
import { newHiddenDeck, type DeckEvent, type DeckSetup, type HiddenDeckState } from './state.js';
import { stepDeck } from './step.js';

export type AuditResult = { readonly ok: true } | { readonly ok: false; readonly rule: string; readonly seat?: string; readonly at?: number };

export function auditDeck(setup: DeckSetup, log: readonly DeckEvent[], seeds: Readonly<Record<string, Uint8Array>>): AuditResult {
  for (const seat of setup.seats) {
    const seed = seeds[seat];
    if (!(seed instanceof Uint8Array) || seed.length !== SEED_BYTES) return { ok: false, rule: DECK_RULES.audit, seat };
  }
  let state: HiddenDeckState = newHiddenDeck(setup);
  for (const [at, e] of log.entries()) {
    const seed = seeds[e.by]!;
    if (e.kind === 'key' && publicKey(setup.deckId, e.by, seed).y !== e.y) return { ok: false, rule: DECK_RULES.audit, seat: e.by, at };
    if (e.kind === 'shuffle' && !shuffleReplays(state, e, seed)) return { ok: false, rule: DECK_RULES.shuffle, seat: e.by, at };
    const step = stepDeck(state, e);
    if (!step.judgement.ok) return { ok: false, rule: firstFailure(step.judgement)!.rule, seat: e.by, at };
    state = step.state;
  }
  return wholeDeck(state, seeds);
}

/**
 * One seat's part of the audit, from its seed alone (the others' may not be known to this table
 * yet): its key comes from the seed (NET-DECK-12) and each of its shuffles is exactly its input
 * re-encrypted and permuted by the seed (NET-DECK-04). Run for every seat, it proves every shuffle.
 */
export function auditSeat(setup: DeckSetup, log: readonly DeckEvent[], seat: string, seed: Uint8Array): AuditResult {
  if (!(seed instanceof Uint8Array) || seed.length !== SEED_BYTES) return { ok: false, rule: DECK_RULES.audit, seat };
  let state: HiddenDeckState = newHiddenDeck(setup);
  let keyed = false;
  for (const [at, e] of log.entries()) {
    if (e.by === seat && e.kind === 'key') {
      if (publicKey(setup.deckId, e.by, seed).y !== e.y) return { ok: false, rule: DECK_RULES.audit, seat, at };
      keyed = true;
    }
    if (e.by === seat && e.kind === 'shuffle' && !shuffleReplays(state, e, seed)) return { ok: false, rule: DECK_RULES.shuffle, seat, at };
    const step = stepDeck(state, e);
    if (!step.judgement.ok) return { ok: false, rule: firstFailure(step.judgement)!.rule, seat: e.by, at };
    state = step.state;
  }
  return keyed ? { ok: true } : { ok: false, rule: DECK_RULES.audit, seat };
}

function shuffleReplays(state: HiddenDeckState, e: Extract<DeckEvent, { kind: 'shuffle' }>, seed: Uint8Array): boolean {
  const keys = state.setup.seats.map((s) => state.keys[s]);
  if (keys.some((k) => k === undefined) || state.setup.seats[state.shuffles.length] !== e.by) return true; // the judge refuses it
  const expected = shuffleDeck(state.setup.deckId, state.shuffles.length, shuffleInput(state), keys as string[], seed);
  return expected.length === e.deck.length && expected.every((c, k) => c.a === e.deck[k]?.a && c.b === e.deck[k]?.b);
}

/** With every key known, each card opens to a different card of the list (a last check of the replay). */
function wholeDeck(state: HiddenDeckState, seeds: Readonly<Record<string, Uint8Array>>): AuditResult {
  const { seats, deckId, cards } = state.setup;
  // b − Σ x_i·a = b − (Σ x_i)·a: one multiplication per card.
  const x = seats.reduce((t, s) => mod(t + secretKey(seeds[s]!)), 0n);
  const seen = new Set<number>();
  for (const slot of state.slots) {
    const value = cardIndex(deckId, cards.length, decrypt(slot.ct, [shareOf(slot.ct, x)]));
    if (value === undefined) return { ok: false, rule: DECK_RULES.card };
    if (seen.has(value)) return { ok: false, rule: DECK_RULES.duplicate };
    seen.add(value);
  }
  return { ok: true };
}
