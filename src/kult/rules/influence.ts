/** Influence deeds (K-DEED-INFLUENCE-01..10, K-STATION-03, K-AFFIL-07, K-ATTACH-08, K-ITEM-01). */
import type { Check } from '../../engine/judgement.js';
import type { Ctx } from '../context.js';
import { defOf, stationOf } from '../state/access.js';
import { type Draft, playerDraft, without } from '../state/draft.js';
import { drawsOnUse } from '../state/hand-size.js';
import { controlledSuits, suitMatch } from '../state/suits.js';
import type { ActionOf, CardDef, GameState } from '../types.js';
import { affiliationCheck, uniqueCheck } from './card-checks.js';
import { say, sayWords, seat, words } from '../say.js';
import { defaultTiming, inHand, timingAllows, windowAllows } from './common.js';
import { applyEffects, judgeEffects } from './effects-use.js';
import { drawBackUp } from './draw.js';
import { toOwnerPile } from './markers.js';
import type { ActEntry } from './window.js';

export function judgeInfluence(ctx: Ctx, state: GameState, a: ActionOf<'influence'>): Check[] {
  const held = inHand(ctx, state, a.player, a.card);
  const checks: Check[] = [held.check];
  const def = held.def;
  if (!def) return checks;
  checks.push(say('K-DEED-INFLUENCE-01', def.kind === 'influence', a.player, def.kind === 'influence' ? 'says.card.isKind' : 'says.card.notInfluence', { card: def.name, kind: words(`says.kind.${def.kind}`) }));
  if (def.kind !== 'influence') return checks;
  checks.push(timingAllows(state, a.player, defaultTiming(def), 'K-DEED-INFLUENCE-02'));
  checks.push(windowAllows(ctx, state, a.player, def.affects, def.name));
  checks.push(affiliationCheck(ctx, state, a.player, def));
  const match = suitMatch(def.suits, controlledSuits(ctx, state, a.player));
  checks.push(sayWords('K-SUIT-04', match.ok, a.player, match.words));
  checks.push(uniqueCheck(ctx, state, def, a.player));
  checks.push(...targetChecks(ctx, state, a, def));
  return checks;
}

function targetChecks(ctx: Ctx, state: GameState, a: ActionOf<'influence'>, def: CardDef): Check[] {
  const t = a.target;
  switch (def.attachTo) {
    case undefined: {
      const effects = judgeEffects(ctx, state, def.effects ?? [], { player: a.player, source: def, sourceIid: a.card, target: t });
      // A one-use Influence aimed at a card is limited by its Station indicators too
      // (K-STATION-03, K-DEED-INFLUENCE-07): Tomb Bondage reaches only the Cast.
      const where = t?.card ? stationOf(state, t.card) : undefined;
      if (!where) return effects;
      const host = defOf(ctx, state, t!.card!);
      const lit = (def.stations ?? []).includes(where.station);
      return [...effects, stationLit(a.player, lit, host?.name ?? t!.card!, where.station, def)];
    }
    case 'ownMajor': {
      const ok = t?.player === a.player && !t.card;
      return [say('K-DEED-INFLUENCE-10', ok, a.player, ok ? 'says.influence.ownMajor' : 'says.influence.notOwnMajor', { card: def.name, who: seat(a.player) })];
    }
    default: {
      const where = t?.card ? stationOf(state, t.card) : undefined;
      if (!where) return [say('K-DEED-INFLUENCE-03', false, a.player, 'says.influence.needsTarget', { card: def.name })];
      const host = defOf(ctx, state, t!.card!);
      const kindOk = def.attachTo === 'card' || (def.attachTo === 'being' && host?.kind === 'being') || (def.attachTo === 'pawn' && host?.beingKind === 'pawn');
      const lit = (def.stations ?? []).includes(where.station);
      return [
        kindOk
          ? say('K-DEED-INFLUENCE-03', true, a.player, 'says.influence.attaches', { card: def.name, host: host!.name, owner: seat(where.player.id) })
          : say('K-DEED-INFLUENCE-03', false, a.player, 'says.influence.attachesTo', { card: def.name, kind: words(`says.attachTo.${def.attachTo}`), host: host?.name ?? words('says.card.that') }),
        stationLit(a.player, lit, host?.name ?? t!.card!, where.station, def),
      ];
    }
  }
}

/** The target's Station against the card's indicators (K-STATION-03). */
function stationLit(player: string, lit: boolean, host: string, station: string, def: CardDef): Check {
  return say('K-STATION-03', lit, player, lit ? 'says.influence.stationLit' : 'says.influence.stationNotLit', { host, station, card: def.name, stations: (def.stations ?? []).join(', ') });
}

export function applyInfluence(ctx: Ctx, d: Draft, a: ActionOf<'influence'>): ActEntry {
  const state = d as unknown as GameState;
  const def = defOf(ctx, state, a.card)!;
  const me = playerDraft(d, a.player);
  me.hand = without(me.hand, a.card);
  const src = d.nextAct;
  if (def.attachTo === 'ownMajor') me.cross.majorAttachments.push({ iid: a.card, src });
  else if (def.attachTo) {
    const where = stationOf(state, a.target!.card!)!;
    playerDraft(d, where.player.id).cross.stations[where.station]!.attachments.push({ iid: a.card, src });
  } else {
    // One-use Influence: its effect happens, then it is discarded (K-DEED-INFLUENCE-05).
    // Its consequence is held until its react window closes unchanged, so Lack of Faith
    // or Karma can still make it ineffective (Q-18, K-TIMING-07; see closeWindow). Inside
    // the combat loop, whose chain closes only at resolution, it applies at once.
    if (d.window?.kind === 'combat') applyEffects(ctx, d, def.effects ?? [], { player: a.player, source: def, sourceIid: a.card, target: a.target, src });
    toOwnerPile(ctx, d, a.card);
  }
  if (drawsOnUse(ctx, state, a.player)) drawBackUp(ctx, d, a.player);
  return { player: a.player, kind: 'influence', card: def.id, iid: a.card, ...(!def.attachTo && a.target ? { target: a.target } : {}) };
}
