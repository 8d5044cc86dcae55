/**
 * Reducers write on a Draft: a shallow copy of the state whose small parts
 * are replaced, never edited (the window, the lasting-effects list, the
 * combat, the pending choice and the rng state stay shared until a reducer
 * or the turn chart replaces them), and
 * whose players are copied on first write: `playerDraft(d, id)` is the only
 * way to get a writable player, and the type system enforces it (players
 * read through `d.players` are readonly); a copied seat still shares its
 * piles, which reducers replace (`without`, spreads) rather than edit. The
 * property test that deep-freezes every state of random games proves no
 * reducer writes in place. An act that touches one seat
 * leaves the other seats' objects shared with the previous state, which
 * keeps reducers cheap and lets the state hash reuse their digests. The
 * input state is never touched, so every GameState stays immutable.
 */
import type { GameState, Lasting, PendingChoice, PlayerState, RandomChains, Window } from '../types.js';
import type { RngState } from '../../engine/rng.js';

export type Mutable<T> = T extends readonly (infer U)[]
  ? Mutable<U>[]
  : T extends object
    ? { -readonly [K in keyof T]: Mutable<T[K]> }
    : T;

/** A seat's piles are replaced, never edited (`p.hand = p.hand.filter(…)`), so a copied seat shares them until then. */
type Piles = 'hand' | 'drawPile' | 'discardPile' | 'removed' | 'inEffect';
export type MutablePlayer = Omit<Mutable<PlayerState>, Piles> & { -readonly [K in Piles]: PlayerState[K] };

export type Draft = Omit<Mutable<GameState>, 'players' | 'lasting' | 'window' | 'combat' | 'pending' | 'rng' | 'chains' | 'cards' | 'options' | 'ended'> & {
  players: PlayerState[];
  /** Shared with the previous state (and its digests remembered): a reveal or reshuffle replaces the table whole. */
  cards: GameState['cards'];
  readonly options: GameState['options'];
  /** Replaced whole, never edited. */
  ended: GameState['ended'];
  /** Replaced whole (`[...d.lasting, entry]`, `keepWhere`), never edited: an unchanged list keeps its digest. */
  lasting: readonly Lasting[];
  /** Replaced whole, never edited. */
  combat: GameState['combat'];
  /** Replaced whole by the response window's functions (src/engine/response-window.ts), never edited. */
  window: Window | null;
  /** Replaced whole, never edited. */
  pending: PendingChoice | null;
  /** Replaced whole by the generator's next state. */
  rng: RngState;
  /** Replaced whole when a link is shown (networked play only). */
  chains?: RandomChains;
};

/** Players already copied for writing, per draft. */
const writable = new WeakMap<Draft, Set<PlayerState>>();

export function draftOf(state: GameState): Draft {
  const d = { ...state, players: state.players.slice() } as unknown as Draft;
  // Shared until a reveal writes to it (revealCards and applyRecommit copy it).
  d.cards = state.cards as Draft['cards'];
  return d;
}

/** The writable copy of player `id` in this draft (copied on the first call). */
export function playerDraft(d: Draft, id: string): MutablePlayer {
  const i = d.players.findIndex((x) => x.id === id);
  if (i < 0) throw new Error(`no player ${id}`);
  let mine = writable.get(d);
  if (!mine) writable.set(d, (mine = new Set()));
  const p = d.players[i]!;
  if (mine.has(p)) return p as MutablePlayer;
  const copy = clonePlayer(p);
  d.players[i] = copy as PlayerState;
  mine.add(copy as PlayerState);
  return copy;
}

/** `list` itself when every item is kept (an unchanged list keeps its identity, and its digest), else the kept items. */
export function keepWhere<T>(list: readonly T[], keep: (item: T) => boolean): readonly T[] {
  return list.every(keep) ? list : list.filter(keep);
}

/** `list` without the first `item` (a card leaving a pile); a new array, as piles are replaced, never edited. */
export function without<T>(list: readonly T[], item: T): T[] {
  const i = list.indexOf(item);
  return i < 0 ? list.slice() : [...list.slice(0, i), ...list.slice(i + 1)];
}

/**
 * A writable copy of a seat: its piles stay shared (replaced, never edited), its Stations' slots
 * and attachment lists are copied (reducers move markers, turn cards and attach in place); the
 * attachment entries themselves are never edited and stay shared.
 */
function clonePlayer(p: PlayerState): MutablePlayer {
  const stations: MutablePlayer['cross']['stations'] = {};
  for (const [k, slot] of Object.entries(p.cross.stations)) {
    if (slot) stations[k as keyof typeof stations] = { ...slot, attachments: slot.attachments.slice() };
  }
  return {
    ...p,
    cross: { ...p.cross, majorAttachments: p.cross.majorAttachments.slice(), stations },
  };
}
