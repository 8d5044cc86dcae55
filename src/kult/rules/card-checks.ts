/** Affiliation (K-AFFIL-02..05) and uniqueness (K-UNIQUE-01/02, Q-08) checks shared by every way of playing a card. */
import { check, type Check } from '../../engine/judgement.js';
import type { Ctx } from '../context.js';
import { defOf, effectiveAttachments, inPlay, majorOf, mustPlayer } from '../state/access.js';
import { say, seat } from '../say.js';
import type { CardDef, GameState, PlayerId } from '../types.js';

const COLOUR = { red: 'red (Archon)', blue: 'blue (Angel of Death)', white: 'neutral' } as const;

export function affiliationCheck(ctx: Ctx, state: GameState, player: PlayerId, def: CardDef): Check {
  const major = majorOf(ctx, mustPlayer(state, player));
  if (def.affiliation === 'white') return check('K-AFFIL-03', true, `${def.name} is neutral: every Major Arcanum may play it`);
  if (def.affiliation === major.affiliation) return check('K-AFFIL-02', true, `${def.name} is ${COLOUR[def.affiliation]}, like ${major.name}`);
  if (def.kind === 'being' && hasMisguidance(ctx, state, player)) {
    return check('K-AFFIL-05', true, `${def.name} is ${COLOUR[def.affiliation]}, but Misguidance on ${major.name} allows any Being`);
  }
  return check('K-AFFIL-04', false, `${def.name} is ${COLOUR[def.affiliation]}; ${major.name} is ${COLOUR[major.affiliation]}: opposite affiliation cannot be played`);
}

function hasMisguidance(ctx: Ctx, state: GameState, player: PlayerId): boolean {
  const p = mustPlayer(state, player);
  return effectiveAttachments(state, p.cross.majorAttachments).some((a) => (defOf(ctx, state, a.iid)?.effects ?? []).some((e) => e.op === 'anyAffiliationBeings'));
}

/** One copy of a Unique card in play across the whole table; the hidden Hub card does not count. */
export function uniqueCheck(ctx: Ctx, state: GameState, def: CardDef, actor: PlayerId | null = null): Check {
  if (!def.unique) return check('K-UNIQUE-03', true, `${def.name} is not Unique`);
  for (const x of inPlay(state)) {
    if (state.cards[x.iid]?.card === def.id) return say('K-UNIQUE-01', false, actor, 'says.unique.inPlay', { card: def.name, owner: seat(x.cross.id) });
  }
  return check('K-UNIQUE-01', true, `${def.name} is Unique and no copy is in play`);
}
