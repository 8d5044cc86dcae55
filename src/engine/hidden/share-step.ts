/**
 * A decryption share arrives. It is checked at once (NET-DECK-06): a Chaum–Pedersen proof that
 * log_G(Y_i) = log_a(d), so a forged share is refused and its seat named. When the last awaited
 * share is in, the learner knows the card; a card opened to everyone is looked up in the list at
 * once, and one that is no card of the deck, or one already opened, is recorded for the audit.
 */
import { verify } from './dleq.js';
import { decrypt } from './elgamal.js';
import { cardIndex } from './cards.js';
import { shareContext } from './contexts.js';
import { G, parsePoint, point } from './group.js';
import { withSlot } from './move-steps.js';
import { DECK_RULES } from './rules.js';
import { awaited, type DeckEvent, type Finding, type HiddenDeckState, type Slot } from './state.js';
import { accept, refuse, type DeckStep } from './verdict.js';

type ShareEvent = Extract<DeckEvent, { kind: 'share' }>;

export function stepShare(state: HiddenDeckState, e: ShareEvent): DeckStep {
  const slot = state.slots[e.handle];
  if (!slot || !awaited(state, e.handle).includes(e.by)) return refuse(state, e, DECK_RULES.asked, 'no share of this card is awaited from this seat');
  const d = parsePoint(e.d);
  const ctx = shareContext(state.setup.deckId, e.by, e.handle, slot.version);
  if (!d || !verify(ctx, [G, point(slot.ct.a)], [point(state.keys[e.by]!), d], e.proof)) {
    return refuse(state, e, DECK_RULES.share, 'the share is not proven made with this seat’s key');
  }
  const got: Slot = { ...slot, shares: { ...slot.shares, [e.by]: e.d } };
  const next = withSlot(state, e.handle, got);
  if (awaited(next, e.handle).length > 0) return accept(next, e, DECK_RULES.share, 'share proven');
  return accept(settle(next, e.handle), e, DECK_RULES.share, 'share proven; card disclosed');
}

/** Every awaited share is in: the learner knows the card; one opened to all gets its value. */
function settle(state: HiddenDeckState, handle: number): HiddenDeckState {
  const slot = state.slots[handle]!;
  const { seats, deckId, cards } = state.setup;
  if (slot.learner !== 'all') {
    const knownBy = slot.knownBy.includes(slot.learner!) ? slot.knownBy : [...slot.knownBy, slot.learner!];
    return withSlot(state, handle, { ...slot, knownBy, learner: null });
  }
  const m = decrypt(slot.ct, seats.map((s) => point(slot.shares[s]!)));
  const value = cardIndex(deckId, cards.length, m);
  const findings: Finding[] = [];
  if (value === undefined) findings.push({ rule: DECK_RULES.card, handle });
  else if (state.slots.some((o, h) => h !== handle && o.value === value)) findings.push({ rule: DECK_RULES.duplicate, handle });
  const settled: Slot = value === undefined ? { ...slot, knownBy: [...seats], learner: null } : { ...slot, knownBy: [...seats], learner: null, value };
  return { ...withSlot(state, handle, settled), findings: [...state.findings, ...findings] };
}
