/**
 * What a seat could work out of a card from everything public plus its own key: for every
 * ciphertext the card has had, take away the shares made public for it and the seat's own share,
 * and see whether a card of the deck is left. The property tests compare that with who should
 * know the card.
 */
import type { Ciphertext, HiddenDeckState } from '../../../src/engine/hidden/index.js';
import { cardIndex } from '../../../src/engine/hidden/cards.js';
import { decrypt, shareOf } from '../../../src/engine/hidden/elgamal.js';
import { mod, point } from '../../../src/engine/hidden/group.js';
import { secretKey } from '../../../src/engine/hidden/secrets.js';

/** Every ciphertext each card has had, with the shares public for it: fed with each state in turn. */
export class PublicRecord {
  readonly versions = new Map<number, Map<string, { ct: Ciphertext; shares: Record<string, string> }>>();

  see(state: HiddenDeckState): void {
    state.slots.forEach((slot, h) => {
      const byCt = this.versions.get(h) ?? new Map();
      byCt.set(slot.ct.a + slot.ct.b, { ct: slot.ct, shares: { ...slot.shares } });
      this.versions.set(h, byCt);
    });
  }

  /** True when `seat` can open card `h` from public shares and its own key, through any of its ciphertexts. */
  canOpen(state: HiddenDeckState, seat: string, seed: Uint8Array, h: number): boolean {
    const { deckId, cards, seats } = state.setup;
    for (const { ct, shares } of this.versions.get(h)?.values() ?? []) {
      const others = seats.filter((s) => s !== seat && shares[s] !== undefined).map((s) => point(shares[s]!));
      if (cardIndex(deckId, cards.length, decrypt(ct, [shareOf(ct, secretKey(seed)), ...others])) !== undefined) return true;
    }
    return false;
  }
}

/** The card at each handle, opened with every seat's key (only a test, or the audit, holds them all). */
export function trueCards(state: HiddenDeckState, seeds: Record<string, Uint8Array>): (number | undefined)[] {
  const x = state.setup.seats.reduce((t, s) => mod(t + secretKey(seeds[s]!)), 0n);
  return state.slots.map((slot) => cardIndex(state.setup.deckId, state.setup.cards.length, decrypt(slot.ct, [shareOf(slot.ct, x)])));
}
