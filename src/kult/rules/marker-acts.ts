/** Sway (K-SWAY-01..09), Recruit (K-RECRUIT-01..10, Q-05) and Repel for a Suit (K-REPEL-01..14, Q-06, Q-07). */
import type { Check } from '../../engine/judgement.js';
import { actOnTheFloor } from '../../engine/response-window.js';
import type { Ctx } from '../context.js';
import { isStage, mustPlayer, defOf } from '../state/access.js';
import { roomOn } from '../state/capacity.js';
import { type Draft, playerDraft } from '../state/draft.js';
import { controlledSuits, suitMatch, suitsMissing } from '../state/suits.js';
import type { ActionOf, GameState, MarkerSpot, PlayerState, StationId } from '../types.js';
import { CAST, STEPS } from '../types.js';
import { actName, joined, say, seat, suitName, words } from '../say.js';
import { affiliationCheck } from './card-checks.js';
import { defaultTiming, timingAllows, windowAllows, yourStep } from './common.js';
import { describeSpot, markersAt, repelDestinations, spotWords } from './repel-path.js';
import type { ActEntry } from './window.js';

// ---- Sway -------------------------------------------------------------------

export function judgeSway(ctx: Ctx, state: GameState, a: ActionOf<'sway'>, flow: boolean): Check[] {
  const me = mustPlayer(state, a.player);
  const checks = [yourStep(state, a.player, 'sway', 'K-SWAY-01', flow)];
  const inward = (a.from !== 'hub' && !isStage(a.from) && a.to !== 'hub' && isStage(a.to)) || (a.from !== 'hub' && isStage(a.from) && a.to === 'hub');
  checks.push(say('K-SWAY-03', inward, a.player, inward ? 'says.sway.inward' : 'says.sway.notInward', { from: spotWords(a.from), to: spotWords(a.to) }));
  if (!inward) return checks;
  const src = me.cross.stations[a.from as StationId];
  checks.push(src && src.markers > 0 ? say('K-SWAY-02', true, a.player, 'says.sway.holds', { station: a.from, n: src.markers }) : say('K-SWAY-02', false, a.player, 'says.marker.none', { station: a.from }));
  if (!src) return checks;
  checks.push(say('K-SWAY-04', src.faceUp, a.player, src.faceUp ? 'says.station.faceUp' : 'says.sway.turned', { station: a.from }));
  if (a.to !== 'hub') {
    const dst = me.cross.stations[a.to];
    checks.push(say('K-SWAY-04', !!dst && dst.faceUp, a.player, dst ? (dst.faceUp ? 'says.station.faceUp' : 'says.sway.turnedTo') : 'says.station.empty', { station: a.to }));
    const room = dst ? roomOn(ctx, state, me, a.to) : 0;
    // The Sway rule itself demands room at the destination (K-SWAY-04); K-HOLD-05 is the general capacity rule.
    checks.push(say('K-SWAY-04', room > 0, a.player, room > 0 ? 'says.station.room' : 'says.station.full', { station: a.to, n: room }));
  } else checks.push(say('K-HOLD-02', true, a.player, 'says.hub.unlimited'));
  return checks;
}

export function applySway(_ctx: Ctx, d: Draft, a: ActionOf<'sway'>): ActEntry {
  const cross = playerDraft(d, a.player).cross;
  const src = cross.stations[a.from as StationId]!;
  src.markers -= 1;
  src.faceUp = false;
  if (a.to === 'hub') cross.hubMarkers += 1; // the Major Arcanum never Turns (K-SWAY-05)
  else {
    const dst = cross.stations[a.to]!;
    dst.markers += 1;
    dst.faceUp = false;
  }
  return { player: a.player, kind: 'sway' };
}

// ---- Recruit ----------------------------------------------------------------

export function eligibleRecruits(ctx: Ctx, state: GameState, me: PlayerState): StationId[] {
  return CAST.filter((s) => me.cross.stations[s]?.faceUp && roomOn(ctx, state, me, s) > 0);
}

export function judgeRecruit(ctx: Ctx, state: GameState, a: ActionOf<'recruit'>, flow: boolean): Check[] {
  const me = mustPlayer(state, a.player);
  const checks = [yourStep(state, a.player, 'recruit', 'K-RECRUIT-01', flow), say('K-RECRUIT-09', !state.stepDone, a.player, state.stepDone ? 'says.recruit.done' : 'says.recruit.once')];
  if (!a.accept) {
    checks.push(say('K-RECRUIT-03', !a.onto || a.onto.length === 0, a.player, 'says.recruit.declined'));
    return checks;
  }
  const eligible = eligibleRecruits(ctx, state, me);
  checks.push(say('K-RECRUIT-06', eligible.length > 0 && state.pool > 0, a.player, eligible.length === 0 ? 'says.recruit.noRoom' : state.pool === 0 ? 'says.recruit.poolEmpty' : 'says.recruit.eligible', { n: eligible.length, stations: eligible.join(', ') }));
  if (eligible.length === 0 || state.pool === 0) return checks;
  if (state.pool >= eligible.length) {
    const ok = !a.onto || (a.onto.length === eligible.length && eligible.every((s) => a.onto!.includes(s)));
    checks.push(say('K-RECRUIT-02', ok, a.player, ok ? 'says.recruit.each' : 'says.recruit.all', { stations: eligible.join(', ') }));
  } else {
    const onto = a.onto ?? [];
    const ok = onto.length === state.pool && new Set(onto).size === onto.length && onto.every((s) => eligible.includes(s));
    checks.push(ok ? say('Q-05', true, a.player, 'says.recruit.poolOnto', { pool: state.pool, stations: onto.join(', ') }) : say('Q-05', false, a.player, 'says.recruit.choose', { pool: state.pool, n: eligible.length, stations: eligible.join(', ') }));
  }
  return checks;
}

export function applyRecruit(ctx: Ctx, d: Draft, a: ActionOf<'recruit'>): ActEntry {
  if (a.accept) {
    const state = d as unknown as GameState;
    const me = playerDraft(d, a.player);
    const eligible = eligibleRecruits(ctx, state, mustPlayer(state, a.player));
    const onto = d.pool >= eligible.length ? eligible : (a.onto ?? []);
    for (const s of onto) me.cross.stations[s]!.markers += 1; // never Turns (K-RECRUIT-04)
    d.pool -= onto.length;
  }
  return { player: a.player, kind: 'recruit' };
}

// ---- Repel for a Suit -------------------------------------------------------

export function judgeRepelMove(ctx: Ctx, state: GameState, me: PlayerState, from: MarkerSpot, to: StationId | 'pool'): Check[] {
  const n = markersAt(me, from);
  const checks = [say('K-REPEL-01', n > 0, me.id, n > 0 ? 'says.repel.holds' : 'says.repel.none', { spot: spotWords(from), n, who: seat(me.id) })];
  if (n === 0) return checks;
  const dests = repelDestinations(ctx, state, me, from);
  const ok = dests.includes(to);
  const skipping = from === 'hub' ? !dests.some((s) => s !== 'pool' && isStage(s)) : false;
  // A card that is there but full is refused for its capacity (K-REPEL-07), not for ring skipping.
  const full = !ok && to !== 'pool' && !!me.cross.stations[to] && roomOn(ctx, state, me, to) === 0;
  const next = joined(dests.map(spotWords), 'says.or');
  const rule = full ? 'K-REPEL-07' : skipping || to === 'pool' ? 'Q-06' : 'K-REPEL-06';
  checks.push(say(rule, ok, me.id, full ? 'says.repel.full' : ok ? 'says.repel.outward' : 'says.repel.notOutward', { from: spotWords(from), to: spotWords(to), next }));
  return checks;
}

export function applyRepelMove(d: Draft, player: string, from: MarkerSpot, to: StationId | 'pool'): void {
  const cross = playerDraft(d, player).cross;
  if (from === 'hub') cross.hubMarkers -= 1;
  else cross.stations[from]!.markers -= 1;
  if (to === 'pool') d.pool += 1;
  else cross.stations[to]!.markers += 1; // a face-up receiver stays face-up (K-REPEL-07)
}

export function judgeRepel(ctx: Ctx, state: GameState, a: ActionOf<'repel'>): Check[] {
  const me = mustPlayer(state, a.player);
  const checks = [windowAllows(ctx, state, a.player, ['repel', 'proclaim', 'influence', 'commandment', 'spell', 'ability', 'attack', 'sway', 'recruit', 'discard', 'weapon'], words('says.repel.paying'))];
  checks.push(...judgeRepelMove(ctx, state, me, a.from, a.to));
  checks.push(purposeCheck(ctx, state, a));
  return checks;
}

/**
 * K-REPEL-09 / Q-07: a Repel for a Suit needs a card in hand that could be
 * played now, whose requirement is unmet, and which the new Suit helps.
 */
function purposeCheck(ctx: Ctx, state: GameState, a: ActionOf<'repel'>): Check {
  const me = mustPlayer(state, a.player);
  const control = controlledSuits(ctx, state, a.player);
  for (const iid of me.hand) {
    const def = defOf(ctx, state, iid);
    if (!def || def.kind === 'commandment' || !def.suits.includes(a.suit)) continue;
    const match = suitsMissing(def.suits, control);
    if (match.ok || !match.missing.includes(a.suit)) continue;
    if (!affiliationCheck(ctx, state, a.player, def).ok) continue;
    if (!couldPlayNow(ctx, state, a.player, def)) continue;
    return say('K-REPEL-09', true, a.player, 'says.repel.purpose', { suit: suitName(a.suit), card: def.name, match: suitMatch(def.suits, control).words });
  }
  // Inside a react window a Repel is legal only as the cost of a response that
  // directly affects the act on the floor (K-TIMING-03, catalog § 14.3), e.g.
  // a Repel onto a Teacher hit by Unholy Hunger is refused (K-TIMING-07).
  const top = state.window?.kind === 'react' ? actOnTheFloor(state.window) : undefined;
  // Networked play: the adversary's hand is hidden here, so its owner's purpose cannot be seen
  // yet; the audit replays every action with all cards known and checks it then.
  if (me.hand.some((iid) => state.cards[iid]?.card === null)) {
    return say('Q-07', true, a.player, 'says.repel.hidden', { who: seat(a.player) });
  }
  if (top) return say('K-TIMING-03', false, a.player, 'says.repel.notForResponse', { kind: actName(top.kind), suit: suitName(a.suit) });
  return say('Q-07', false, a.player, 'says.repel.noPurpose', { who: seat(a.player), suit: suitName(a.suit) });
}

/**
 * A repelled Suit lasts until the end of the current turn (K-REPEL-04), so a
 * card the player can still play this turn is a purpose: a Repel in step 2
 * for a Being to Proclaim in step 4 is legal. Inside a reaction window only
 * a response counts (K-TIMING-03).
 */
function couldPlayNow(ctx: Ctx, state: GameState, player: string, def: NonNullable<ReturnType<typeof defOf>>): boolean {
  const deedsAhead = state.active === player && DEEDS_AHEAD.has(state.step) && state.window?.kind !== 'react' && state.window?.kind !== 'combat';
  if (def.kind === 'being' || def.kind === 'region') return deedsAhead;
  const timing = defaultTiming(def);
  if (timing.at === 'deeds' && deedsAhead) return true;
  if (!timingAllows(state, player, timing, 'K-REPEL-09').ok) return false;
  if (def.kind === 'influence' && state.window?.kind === 'react') return false;
  return windowAllows(ctx, state, player, def.affects, def.name).ok;
}

/** The steps from which this turn's step 4 is still to come (the turn order is STEPS; the chart walks it). */
const DEEDS_AHEAD = new Set<string>(STEPS.slice(0, STEPS.indexOf('deeds') + 1));

export function applyRepel(_ctx: Ctx, d: Draft, a: ActionOf<'repel'>): ActEntry {
  applyRepelMove(d, a.player, a.from, a.to);
  const id = d.nextAct;
  d.lasting = [...d.lasting, { src: id, kind: 'suit', player: a.player, suit: a.suit, why: `Repel ${describeSpot(a.from)} → ${describeSpot(a.to)}` }];
  return { player: a.player, kind: 'repel' };
}
