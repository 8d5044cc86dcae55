/**
 * M.E.A.T.'s shared hidden deck between friends (src/engine/hidden/, docs/hidden-decks.md): the
 * Destiny deck, whose cards are drawn into hands unseen. Its deal, the map between an instance
 * (`D017`) and a generation's handle, a graveyard shuffled back as a new generation (M-DECK-01),
 * and what every table knows of it. The Creature deck needs none: every creature is turned face up
 * into the draft pool, so its cards are drawn there by a joint draw of every table's chain link at
 * the moment of the reveal (rules/flow.ts): nobody can foresee a pool, and no card is hidden.
 */
import { newHiddenDeck, owedShares, type HiddenDeckState } from '../../engine/hidden/index.js';
import type { MeatCards } from '../cards/types.js';
import { designOf } from '../cards/types.js';
import { iidOf } from '../rules/decks.js';
import type { DeckGen, MeatNet, MeatState } from '../state.js';

export type DeckName = 'creature' | 'destiny';
/** The decks that are shared hidden decks between friends. */
export const DECKS: readonly DeckName[] = ['destiny'];
const LETTER = { creature: 'C', destiny: 'D' } as const;

export const deckIdOf = (matchSeed: string, deck: DeckName, gen: number): string => `meat/${matchSeed.slice(0, 16)}/${deck}/${gen}`;

/** The Destiny deck's first generation, over the set's copies in file order. */
export function newNet(cards: MeatCards, d: MeatState): MeatNet {
  const designs = cards.destinyDeck.map(designOf);
  const base = d.next.D;
  d.next.D += designs.length;
  for (let h = 0; h < designs.length; h++) d.ident[iidOf('D', base + h)] = null;
  const destiny: DeckGen = { base, deck: newHiddenDeck({ deckId: deckIdOf(d.seed, 'destiny', 0), cards: designs, seats: [...d.seats] }) };
  return { gens: { creature: [], destiny: [destiny] }, filled: { creature: -1, destiny: -1 } };
}

/**
 * M-DECK-01 between friends: the graveyard (public) becomes a new generation that every table
 * keys and shuffles again; the draw goes on once it is dealt.
 */
export function reshuffleNet(d: MeatState, deck: DeckName): void {
  const net = d.net!;
  const designs = d.graves[deck].map((iid) => d.ident[iid]!);
  for (const iid of d.graves[deck]) delete d.ident[iid];
  d.graves[deck] = [];
  const letter = LETTER[deck];
  const base = d.next[letter];
  d.next[letter] += designs.length;
  for (let h = 0; h < designs.length; h++) d.ident[iidOf(letter, base + h)] = null;
  const gen: DeckGen = { base, deck: newHiddenDeck({ deckId: deckIdOf(d.seed, deck, net.gens[deck].length), cards: designs, seats: [...d.seats] }) };
  d.net = { ...net, gens: { ...net.gens, [deck]: [...net.gens[deck], gen] } };
}

/** Where an instance lives: its deck, generation and handle. */
export function handleOf(net: MeatNet, iid: string): { deck: DeckName; gen: number; handle: number } | null {
  const deck = DECKS.find((x) => LETTER[x] === iid[0]);
  const n = Number(iid.slice(1));
  if (!deck || !Number.isInteger(n)) return null;
  const gens = net.gens[deck];
  for (let g = gens.length - 1; g >= 0; g--) {
    const { base, deck: state } = gens[g]!;
    if (n >= base && n < base + state.setup.cards.length) return { deck, gen: g, handle: n - base };
  }
  return null;
}

export const iidAt = (net: MeatNet, deck: DeckName, gen: number, handle: number): string => iidOf(LETTER[deck], net.gens[deck][gen]!.base + handle);

const dealtGen = (g: DeckGen) => g.deck.shuffles.length === g.deck.setup.seats.length;

/** Every generation not dealt yet, with its deck and number. */
export function undealt(net: MeatNet): { deck: DeckName; gen: number; state: HiddenDeckState }[] {
  return DECKS.flatMap((deck) => net.gens[deck].map((g, gen) => ({ deck, gen, state: g.deck, g }))).filter((x) => !dealtGen(x.g)).map(({ deck, gen, state }) => ({ deck, gen, state }));
}

/**
 * Whose keys or shuffles the decks wait for (NET-DECK-01/02): first every seat's keys for every
 * generation not dealt yet, seat by seat; then each seat shuffles them in seat order. A seat's
 * turn is all its keys, or its shuffle of each such generation, at once.
 */
export function setupDue(net: MeatNet): { seat: string; kind: 'key' | 'shuffle' } | null {
  const open = undealt(net);
  if (open.length === 0) return null;
  const seats = open[0]!.state.setup.seats;
  const keyless = seats.find((s) => open.some((x) => x.state.keys[s] === undefined));
  if (keyless) return { seat: keyless, kind: 'key' };
  const least = open.reduce((a, b) => (b.state.shuffles.length < a.state.shuffles.length ? b : a));
  return { seat: seats[least.state.shuffles.length]!, kind: 'shuffle' };
}

/** A generation just dealt goes into the state's deck, in the shared deck's order (handles). */
export function fillDealt(d: MeatState): void {
  for (const deck of DECKS) {
    const net = d.net!;
    const last = net.gens[deck].length - 1;
    if (net.filled[deck] >= last || !dealtGen(net.gens[deck][last]!)) continue;
    d.decks[deck] = net.gens[deck][last]!.deck.deck.map((h) => iidAt(net, deck, last, h));
    d.net = { ...net, filled: { ...net.filled, [deck]: last } };
  }
}

/** A deck waits to be dealt (its keys and shuffles): a draw from it waits too. */
export const dealing = (d: MeatState, deck: DeckName): boolean => !!d.net && d.net.filled[deck] < d.net.gens[deck].length - 1;

/** The identities every table knows now (each card opened to all), written into `ident`. */
export function syncOpened(d: MeatState): void {
  if (!d.net) return;
  for (const deck of DECKS) {
    d.net.gens[deck].forEach((g, gen) => {
      g.deck.slots.forEach((slot, h) => {
        const iid = iidAt(d.net!, deck, gen, h);
        if (slot.value !== undefined && iid in d.ident) d.ident[iid] = g.deck.setup.cards[slot.value] ?? null;
      });
    });
  }
}

/** Seats owing a decryption share on any generation, in seat order (NET-DECK-05/07). */
export function owing(d: MeatState): string[] {
  if (!d.net) return [];
  const owe = new Set(DECKS.flatMap((deck) => d.net!.gens[deck].flatMap((g) => owedShares(g.deck).map((o) => o.seat))));
  return d.seats.filter((s) => owe.has(s));
}

/** A face-up card whose identity is not known yet (its shares are on their way): the flow waits for it. */
export function unknownOpen(d: MeatState): boolean {
  const open = [...d.pool, ...d.graves.creature, ...d.graves.destiny, ...d.stack.map((e) => e.card)];
  for (const seat of d.seats) {
    const p = d.players[seat]!;
    if (d.revealed) open.push(...p.laid.map((l) => l.card));
    for (const lane of ['left', 'front', 'right'] as const) if (p.lanes[lane]) open.push(p.lanes[lane]!.card, ...p.lanes[lane]!.equipment.map((e) => e.card));
  }
  return open.some((iid) => d.ident[iid] === null);
}

export type { HiddenDeckState };
