/**
 * Reducers write on a Draft: a copy of the state whose small mutable parts
 * are cloned (players, zones, slots, window) while the large rarely-changed
 * parts (the card-identity table) are shared. The input state is never
 * touched, so every GameState stays immutable and can be hashed and replayed.
 */
import type { GameState } from '../types.js';

export type Mutable<T> = T extends readonly (infer U)[]
  ? Mutable<U>[]
  : T extends object
    ? { -readonly [K in keyof T]: Mutable<T[K]> }
    : T;

export type Draft = Mutable<GameState>;

export function draftOf(state: GameState): Draft {
  const d = { ...state } as Draft;
  d.players = state.players.map((p) => {
    const stations: Draft['players'][number]['cross']['stations'] = {};
    for (const [k, slot] of Object.entries(p.cross.stations)) {
      if (slot) stations[k as keyof typeof stations] = { ...slot, attachments: slot.attachments.map((a) => ({ ...a })) };
    }
    return {
      ...p,
      hand: p.hand.slice(),
      drawPile: p.drawPile.slice(),
      discardPile: p.discardPile.slice(),
      removed: p.removed.slice(),
      inEffect: p.inEffect.slice(),
      cross: { ...p.cross, majorAttachments: p.cross.majorAttachments.map((a) => ({ ...a })), stations },
    };
  });
  d.lasting = state.lasting.map((l) => ({ ...l }));
  d.window = state.window
    ? { ...state.window, chain: state.window.chain.map((e) => ({ ...e })), cycle: state.window.cycle.slice(), order: state.window.order.slice(), passed: state.window.passed.slice() }
    : null;
  d.combat = state.combat ? { ...state.combat, weapons: { ...state.combat.weapons } } : null;
  d.pending = state.pending ? (state.pending.kind === 'placeMarker' ? { ...state.pending, options: state.pending.options.slice() } : { ...state.pending }) : null;
  d.rng = state.rng.slice();
  // Shared until a reveal writes to it (copy-on-write in reveal()).
  d.cards = state.cards as Draft['cards'];
  return d;
}

export function playerDraft(d: Draft, id: string): Draft['players'][number] {
  const p = d.players.find((x) => x.id === id);
  if (!p) throw new Error(`no player ${id}`);
  return p;
}
