/** Proclaim Station (K-DEED-PROCLAIM-01..11, K-STATION-01, K-AFFIL-02, K-SUIT-04, K-UNIQUE-01). */
import type { Check } from '../../engine/judgement.js';
import type { Ctx } from '../context.js';
import { playerOf } from '../state/access.js';
import { type Draft, playerDraft, without } from '../state/draft.js';
import { drawsOnUse } from '../state/hand-size.js';
import { controlledSuits, suitMatch } from '../state/suits.js';
import type { ActionOf, GameState } from '../types.js';
import { affiliationCheck, uniqueCheck } from './card-checks.js';
import { say, sayWords, seat, words } from '../say.js';
import { inHand, yourStep } from './common.js';
import { drawBackUp } from './draw.js';
import type { ActEntry } from './window.js';

export function judgeProclaim(ctx: Ctx, state: GameState, a: ActionOf<'proclaim'>, flow: boolean): Check[] {
  const checks: Check[] = [yourStep(state, a.player, 'deeds', 'K-DEED-PROCLAIM-11', flow)];
  const held = inHand(ctx, state, a.player, a.card);
  checks.push(held.check);
  const def = held.def;
  if (!def) return checks;
  const kindOk = def.kind === 'being' || def.kind === 'region';
  checks.push(say('K-DEED-PROCLAIM-01', kindOk, a.player, kindOk ? 'says.card.proclaimable' : 'says.card.notProclaimable', { card: def.name, kind: words(`says.kind.${def.kind}`) }));
  const cross = playerOf(state, a.cross);
  const anywhere = (def.effects ?? []).some((e) => e.op === 'proclaimAnywhere');
  const ownOk = !!cross && (a.cross === a.player || anywhere);
  checks.push(!cross
    ? say('K-DEED-PROCLAIM-02', false, a.player, 'says.proclaim.noCross')
    : a.cross === a.player
      ? say('K-DEED-PROCLAIM-02', true, a.player, 'says.proclaim.own', { who: seat(a.player) })
      : anywhere
        ? say('K-DEED-PROCLAIM-02', true, a.player, 'says.proclaim.anywhere', { card: def.name })
        : say('K-DEED-PROCLAIM-02', false, a.player, 'says.proclaim.notOwn', { who: seat(a.player), card: def.name, owner: seat(a.cross) }));
  if (cross) {
    const occupant = cross.cross.stations[a.station];
    checks.push(say('K-DEED-PROCLAIM-03', !occupant, a.player, occupant ? 'says.station.occupied' : 'says.station.free', { station: a.station }));
  }
  const lit = (def.stations ?? []).includes(a.station);
  checks.push(lit
    ? say('K-DEED-PROCLAIM-04', true, a.player, 'says.proclaim.lit', { card: def.name, station: a.station })
    : say('K-DEED-PROCLAIM-04', false, a.player, 'says.proclaim.notLit', { card: def.name, station: a.station, stations: (def.stations ?? []).join(', ') || words('says.stations.none') }));
  checks.push({ ...affiliationCheck(ctx, state, a.player, def) });
  const match = suitMatch(def.suits, controlledSuits(ctx, state, a.player));
  checks.push(sayWords('K-SUIT-04', match.ok, a.player, match.words));
  checks.push(uniqueCheck(ctx, state, def, a.player));
  return checks;
}

export function applyProclaim(ctx: Ctx, d: Draft, a: ActionOf<'proclaim'>): ActEntry {
  const me = playerDraft(d, a.player);
  me.hand = without(me.hand, a.card);
  playerDraft(d, a.cross).cross.stations[a.station] = { base: a.card, faceUp: true, markers: 0, attachments: [] };
  if (drawsOnUse(ctx, d as unknown as GameState, a.player)) drawBackUp(ctx, d, a.player);
  return { player: a.player, kind: 'proclaim', card: d.cards[a.card]!.card!, iid: a.card };
}
