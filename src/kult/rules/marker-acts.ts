/** Sway (K-SWAY-01..09), Recruit (K-RECRUIT-01..10, Q-05) and Repel for a Suit (K-REPEL-01..14, Q-06, Q-07). */
import { check, type Check } from '../../engine/judgement.js';
import { actOnTheFloor } from '../../engine/response-window.js';
import type { Ctx } from '../context.js';
import { isStage, mustPlayer, defOf } from '../state/access.js';
import { roomOn } from '../state/capacity.js';
import { type Draft, playerDraft } from '../state/draft.js';
import { controlledSuits, suitLabel, suitMatch, suitsMissing } from '../state/suits.js';
import type { ActionOf, GameState, MarkerSpot, PlayerState, StationId } from '../types.js';
import { CAST, STEPS } from '../types.js';
import { say, seat } from '../say.js';
import { affiliationCheck } from './card-checks.js';
import { defaultTiming, timingAllows, windowAllows, yourStep } from './common.js';
import { describeSpot, markersAt, repelDestinations } from './repel-path.js';
import type { ActEntry } from './window.js';

// ---- Sway -------------------------------------------------------------------

export function judgeSway(ctx: Ctx, state: GameState, a: ActionOf<'sway'>, flow: boolean): Check[] {
  const me = mustPlayer(state, a.player);
  const checks = [yourStep(state, a.player, 'sway', 'K-SWAY-01', flow)];
  const inward = (a.from !== 'hub' && !isStage(a.from) && a.to !== 'hub' && isStage(a.to)) || (a.from !== 'hub' && isStage(a.from) && a.to === 'hub');
  checks.push(check('K-SWAY-03', inward, inward ? `${describeSpot(a.from)} → ${describeSpot(a.to)} moves inward one ring` : `${describeSpot(a.from)} → ${describeSpot(a.to)} is not one ring inward (Cast → Stage or Stage → Hub only)`));
  if (!inward) return checks;
  const src = me.cross.stations[a.from as StationId];
  checks.push(check('K-SWAY-02', !!src && src.markers > 0, src && src.markers > 0 ? `${a.from} holds ${src.markers} marker(s)` : `no marker on ${a.from}`));
  if (!src) return checks;
  checks.push(check('K-SWAY-04', src.faceUp, src.faceUp ? `${a.from} is face-up` : `${a.from} is Turned and cannot Sway (K-SWAY-08)`));
  if (a.to !== 'hub') {
    const dst = me.cross.stations[a.to];
    checks.push(check('K-SWAY-04', !!dst && dst.faceUp, dst ? (dst.faceUp ? `${a.to} is face-up` : `${a.to} is Turned and cannot receive a Sway (K-SWAY-08)`) : `no card on ${a.to}`));
    const room = dst ? roomOn(ctx, state, me, a.to) : 0;
    // The Sway rule itself demands room at the destination (K-SWAY-04); K-HOLD-05 is the general capacity rule.
    checks.push(check('K-SWAY-04', room > 0, room > 0 ? `${a.to} has room for ${room} more` : `${a.to} is full: no room for another marker (K-HOLD-05)`));
  } else checks.push(check('K-HOLD-02', true, 'the Major Arcanum holds any number of markers'));
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
  const checks = [yourStep(state, a.player, 'recruit', 'K-RECRUIT-01', flow), check('K-RECRUIT-09', !state.stepDone, state.stepDone ? 'the recruit decision was already made this turn' : 'one recruit decision per step')];
  if (!a.accept) {
    checks.push(check('K-RECRUIT-03', !a.onto || a.onto.length === 0, 'recruiting is optional: declined'));
    return checks;
  }
  const eligible = eligibleRecruits(ctx, state, me);
  checks.push(check('K-RECRUIT-06', eligible.length > 0 && state.pool > 0, eligible.length === 0 ? 'no face-up Cast card with room' : state.pool === 0 ? 'the Pool is empty' : `${eligible.length} eligible Cast card(s): ${eligible.join(', ')}`));
  if (eligible.length === 0 || state.pool === 0) return checks;
  if (state.pool >= eligible.length) {
    const ok = !a.onto || (a.onto.length === eligible.length && eligible.every((s) => a.onto!.includes(s)));
    checks.push(check('K-RECRUIT-02', ok, ok ? `one marker onto each of ${eligible.join(', ')}` : `all or nothing: every eligible card (${eligible.join(', ')}) receives a marker`));
  } else {
    const onto = a.onto ?? [];
    const ok = onto.length === state.pool && new Set(onto).size === onto.length && onto.every((s) => eligible.includes(s));
    checks.push(check('Q-05', ok, ok ? `the Pool holds ${state.pool}: markers onto ${onto.join(', ')}` : `the Pool holds ${state.pool} for ${eligible.length} eligible cards: choose exactly ${state.pool} of ${eligible.join(', ')}`));
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
  const checks = [say('K-REPEL-01', n > 0, me.id, n > 0 ? 'says.repel.holds' : 'says.repel.none', { spot: describeSpot(from), n, who: seat(me.id) })];
  if (n === 0) return checks;
  const dests = repelDestinations(ctx, state, me, from);
  const ok = dests.includes(to);
  const skipping = from === 'hub' ? !dests.some((s) => s !== 'pool' && isStage(s)) : false;
  // A card that is there but full is refused for its capacity (K-REPEL-07), not for ring skipping.
  const full = !ok && to !== 'pool' && !!me.cross.stations[to] && roomOn(ctx, state, me, to) === 0;
  checks.push(check(full ? 'K-REPEL-07' : skipping || to === 'pool' ? 'Q-06' : 'K-REPEL-06', ok, full ? `${to} is full: capacity limits apply to Repels too (next step outward: ${dests.map(describeSpot).join(' or ')})` : ok ? `${describeSpot(from)} → ${describeSpot(to)} is one step outward` : `from ${describeSpot(from)} the next step outward is ${dests.map(describeSpot).join(' or ')} (face-down cards count, full cards do not)`));
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
  const checks = [windowAllows(ctx, state, a.player, ['repel', 'proclaim', 'influence', 'commandment', 'spell', 'ability', 'attack', 'sway', 'recruit', 'discard', 'weapon'], 'A Repel paying for a response')];
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
    return say('K-REPEL-09', true, a.player, 'says.repel.purpose', { suit: suitLabel(a.suit), card: def.name, match: suitMatch(def.suits, control).words });
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
  if (top) return check('K-TIMING-03', false, `inside a response window a Repel may only pay for a response to the ${top.kind} on the floor: no such card needs another ${suitLabel(a.suit)}`);
  return say('Q-07', false, a.player, 'says.repel.noPurpose', { who: seat(a.player), suit: suitLabel(a.suit) });
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
