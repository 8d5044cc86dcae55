/**
 * Cult's three shared hidden decks between friends (src/engine/hidden/): their setup, the map
 * between a game instance (`M01`) and a deck handle (0), and what an opened card is.
 */
import { newHiddenDeck, owedShares, type HiddenDeckState } from '../../engine/hidden/index.js';
import type { CygwCards } from '../cards/types.js';
import { DECK_NAMES, type CygwNet, type CygwState, type DeckName } from '../state.js';

const LETTER: Record<DeckName, string> = { miracle: 'M', intrigue: 'I', license: 'L' };

export function newNet(cards: CygwCards, matchSeed: number, seats: readonly string[]): CygwNet {
  const deck = (name: DeckName) => newHiddenDeck({ deckId: `cygw/${matchSeed >>> 0}/${name}`, cards: cards.decks[name], seats });
  return { decks: { miracle: deck('miracle'), intrigue: deck('intrigue'), license: deck('license') } };
}

/** The instance id of a deck's handle: the card in place `handle` after the last shuffle. */
export function iidOf(deck: DeckName, handle: number): string {
  return `${LETTER[deck]}${String(handle + 1).padStart(2, '0')}`;
}

export function handleOf(iid: string): { deck: DeckName; handle: number } | null {
  const deck = DECK_NAMES.find((d) => LETTER[d] === iid[0]);
  const n = Number(iid.slice(1));
  return deck && Number.isInteger(n) && n >= 1 ? { deck, handle: n - 1 } : null;
}

/** Every deck has all its keys and every seat's shuffle. */
export function dealt(net: CygwNet): boolean {
  return DECK_NAMES.every((d) => net.decks[d].shuffles.length === net.decks[d].setup.seats.length);
}

/** The identities every table knows now (each card opened to all), written into the state's `ident`. */
export function syncOpened(cards: CygwCards, d: CygwState): void {
  if (!d.net) return;
  for (const name of DECK_NAMES) {
    const deck: HiddenDeckState = d.net.decks[name];
    deck.slots.forEach((slot, h) => {
      if (slot.value !== undefined) d.ident[iidOf(name, h)] = cards.decks[name][slot.value] ?? null;
    });
  }
}

/** A face-up card the state does not know yet (its shares are on their way): the flow waits for it. */
export function unknownOpen(d: CygwState): boolean {
  const open = [...d.market, ...d.seats.flatMap((s) => d.cults[s]!.licenses), ...d.prompts.flatMap((p) => (p.kind === 'iniquity' ? p.cards : []))];
  return open.some((iid) => iid !== null && d.ident[iid] === null);
}

/** Seats owing a decryption share on any deck, in seat order (NET-DECK-05/07). */
export function owing(d: CygwState): string[] {
  if (!d.net) return [];
  const owe = new Set(DECK_NAMES.flatMap((name) => owedShares(d.net!.decks[name]).map((o) => o.seat)));
  return d.seats.filter((s) => owe.has(s));
}

/** The seat whose keys or shuffles the decks wait for (NET-DECK-01/02), or null once dealt: all keys first, then each seat shuffles all three decks in seat order. */
export function setupDue(net: CygwNet): { seat: string; kind: 'key' | 'shuffle' } | null {
  const seats = net.decks.miracle.setup.seats;
  const keyless = seats.find((s) => DECK_NAMES.some((name) => net.decks[name].keys[s] === undefined));
  if (keyless) return { seat: keyless, kind: 'key' };
  const round = Math.min(...DECK_NAMES.map((name) => net.decks[name].shuffles.length));
  return round < seats.length ? { seat: seats[round]!, kind: 'shuffle' } : null;
}
