/** Affiliation (K-AFFIL-02..05) and uniqueness (K-UNIQUE-01/02, Q-08) checks shared by every way of playing a card. */
import type { Check, Words } from '../../engine/judgement.js';
import type { Ctx } from '../context.js';
import { defOf, effectiveAttachments, inPlay, majorOf, mustPlayer } from '../state/access.js';
import { say, seat, words } from '../say.js';
import type { Affiliation, CardDef, GameState, PlayerId } from '../types.js';

const colour = (a: Affiliation): Words => words(`says.affil.${a}`);

export function affiliationCheck(ctx: Ctx, state: GameState, player: PlayerId, def: CardDef): Check {
  const major = majorOf(ctx, mustPlayer(state, player));
  if (def.affiliation === 'white') return say('K-AFFIL-03', true, player, 'says.affil.neutral', { card: def.name });
  if (def.affiliation === major.affiliation) return say('K-AFFIL-02', true, player, 'says.affil.same', { card: def.name, colour: colour(def.affiliation), major: major.name });
  if (def.kind === 'being' && hasMisguidance(ctx, state, player)) {
    return say('K-AFFIL-05', true, player, 'says.affil.misguidance', { card: def.name, colour: colour(def.affiliation), major: major.name });
  }
  return say('K-AFFIL-04', false, player, 'says.affil.opposite', { card: def.name, colour: colour(def.affiliation), major: major.name, majorColour: colour(major.affiliation) });
}

function hasMisguidance(ctx: Ctx, state: GameState, player: PlayerId): boolean {
  const p = mustPlayer(state, player);
  return effectiveAttachments(state, p.cross.majorAttachments).some((a) => (defOf(ctx, state, a.iid)?.effects ?? []).some((e) => e.op === 'anyAffiliationBeings'));
}

/** One copy of a Unique card in play across the whole table; the hidden Hub card does not count. */
export function uniqueCheck(ctx: Ctx, state: GameState, def: CardDef, actor: PlayerId | null = null): Check {
  if (!def.unique) return say('K-UNIQUE-03', true, actor, 'says.unique.not', { card: def.name });
  for (const x of inPlay(state)) {
    if (state.cards[x.iid]?.card === def.id) return say('K-UNIQUE-01', false, actor, 'says.unique.inPlay', { card: def.name, owner: seat(x.cross.id) });
  }
  return say('K-UNIQUE-01', true, actor, 'says.unique.none', { card: def.name });
}
