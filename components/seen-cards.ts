/**
 * What the viewer has been shown so far: card identities from the table and
 * from the chain of the open window. A card played from an opponent's hand is
 * named on the chain, then goes face down to the discard pile; the log still
 * names it ("bob plays Sorry"), because everyone saw it played.
 */
import type { CardId, GameState, InstanceId } from '../src/kult/index.js';

/** `known` plus every identity `view` shows; returns `known` itself when nothing is new. */
export function rememberCards(known: ReadonlyMap<InstanceId, CardId>, view: GameState): ReadonlyMap<InstanceId, CardId> {
  let out: Map<InstanceId, CardId> | null = null;
  const add = (iid: InstanceId, card: CardId) => {
    if (known.get(iid) === card) return;
    out ??= new Map(known);
    out.set(iid, card);
  };
  for (const [iid, inst] of Object.entries(view.cards)) if (inst.card) add(iid, inst.card);
  for (const e of view.window?.chain ?? []) if (e.iid && e.card) add(e.iid, e.card);
  return out ?? known;
}
