/**
 * The one legal-action generator (STYLE 5): it proposes candidates and keeps
 * those the judge accepts, so the UI highlights, the bots, the simulator and
 * the fuzzer all share the rules instead of copying them.
 */
import type { Ctx } from './context.js';
import { judge } from './judge.js';
import { defOf, floorHolder, inPlay, mustPlayer, stationOf } from './state/access.js';
import type { Action, CardDef, Effect, GameState, MarkerSpot, PlayerId, StationId, Target } from './types.js';
import { CAST, STATIONS, SUITS } from './types.js';
import { markersAt, repelDestinations } from './rules/repel-path.js';
import { eligibleRecruits } from './rules/marker-acts.js';
import { oneShotEffects } from './rules/commandment.js';

/**
 * @example
 * const moves = legalActions(ctx, state, 'alice');
 * const next = act(ctx, state, moves[0]!).state;
 */
export function legalActions(ctx: Ctx, state: GameState, player: PlayerId): Action[] {
  if (state.ended || floorHolder(state) !== player) return [];
  const out: Action[] = [];
  for (const a of candidates(ctx, state, player)) if (judge(ctx, state, a).ok) out.push(a);
  return out;
}

function* candidates(ctx: Ctx, state: GameState, player: PlayerId): Generator<Action> {
  if (state.pending) {
    // Re-commitments, cuts and random draws need a table's secrets (salts, its hash chain): the session answers them, not a move list.
    if (state.pending.kind === 'placeMarker') for (const station of state.pending.options) yield { type: 'choose', player, station };
    return;
  }
  if (state.window) yield { type: 'pass', player };
  else if (state.active === player) yield* stepCandidates(ctx, state, player);
  yield* anyTimeCandidates(ctx, state, player);
}

function* stepCandidates(ctx: Ctx, state: GameState, player: PlayerId): Generator<Action> {
  const me = mustPlayer(state, player);
  switch (state.step) {
    case 'sway':
      yield { type: 'endStep', player };
      for (const from of CAST) for (const to of ['N', 'E', 'S', 'W'] as const) yield { type: 'sway', player, from, to };
      for (const from of ['N', 'E', 'S', 'W'] as const) yield { type: 'sway', player, from, to: 'hub' };
      return;
    case 'recruit': {
      yield { type: 'recruit', player, accept: false };
      const eligible = eligibleRecruits(ctx, state, me);
      if (state.pool >= eligible.length) yield { type: 'recruit', player, accept: true };
      else for (const onto of combinations(eligible, state.pool)) yield { type: 'recruit', player, accept: true, onto };
      return;
    }
    case 'deeds':
      yield { type: 'endStep', player };
      for (const card of me.hand) {
        const def = defOf(ctx, state, card);
        if (def?.kind !== 'being' && def?.kind !== 'region') continue;
        const anywhere = (def.effects ?? []).some((e) => e.op === 'proclaimAnywhere');
        for (const p of state.players) {
          if (p.id !== player && !anywhere) continue;
          for (const station of def.stations ?? []) yield { type: 'proclaim', player, card, cross: p.id, station };
        }
      }
      return;
    case 'attack': {
      yield { type: 'declineAttack', player };
      for (const s of CAST) {
        const attacker = me.cross.stations[s]?.base;
        if (!attacker) continue;
        for (const p of state.players) for (const t of CAST) {
          const target = p.cross.stations[t]?.base;
          if (target && target !== attacker) yield { type: 'attack', player, attacker, target };
        }
      }
      return;
    }
    case 'discard':
      yield { type: 'discard', player, card: null };
      for (const card of me.hand) yield { type: 'discard', player, card };
      return;
    default:
      return;
  }
}

/** Cards and abilities whose own timing may allow them now; the judge decides. */
function* anyTimeCandidates(ctx: Ctx, state: GameState, player: PlayerId): Generator<Action> {
  const me = mustPlayer(state, player);
  for (const card of me.hand) {
    const def = defOf(ctx, state, card);
    if (!def) continue;
    if (def.kind === 'commandment') for (const target of targetsFor(ctx, state, player, oneShotEffects(def))) yield { type: 'commandment', player, card, ...(target ? { target } : {}) };
    if (def.kind === 'influence') for (const target of influenceTargets(ctx, state, player, def)) yield { type: 'influence', player, card, ...(target ? { target } : {}) };
    if (def.kind === 'spell') {
      for (const s of STATIONS) {
        const caster = me.cross.stations[s]?.base;
        if (!caster || !defOf(ctx, state, caster)?.spellcaster) continue;
        for (const target of targetsFor(ctx, state, player, oneShotEffects(def), true)) yield { type: 'spell', player, card, caster, ...(target ? { target } : {}) };
      }
    }
  }
  for (const s of STATIONS) {
    const card = me.cross.stations[s]?.base;
    const def = card ? defOf(ctx, state, card) : undefined;
    if (!card || !def?.abilities) continue;
    for (let index = 0; index < def.abilities.length; index++) {
      const ability = def.abilities[index]!;
      const repels = ability.cost && 'repel' in ability.cost ? repelSteps(ctx, state, player) : [undefined];
      for (const target of targetsFor(ctx, state, player, ability.effects)) {
        for (const repel of repels) yield { type: 'ability', player, card, index, ...(target ? { target } : {}), ...(repel ? { repel } : {}) };
      }
    }
  }
  if (state.combat) {
    for (const being of [state.combat.attacker, state.combat.target]) {
      const where = stationOf(state, being);
      if (where?.player.id !== player) continue;
      for (const a of where.slot.attachments) yield { type: 'weapon', player, being, weapon: a.iid };
    }
  }
  for (const step of repelSteps(ctx, state, player)) for (const suit of SUITS) yield { type: 'repel', player, ...step, suit };
}

function repelSteps(ctx: Ctx, state: GameState, player: PlayerId): Array<{ from: MarkerSpot; to: StationId | 'pool' }> {
  const me = mustPlayer(state, player);
  const out: Array<{ from: MarkerSpot; to: StationId | 'pool' }> = [];
  for (const from of ['hub', ...STATIONS] as MarkerSpot[]) {
    if (markersAt(me, from) === 0) continue;
    for (const to of repelDestinations(ctx, state, me, from)) out.push({ from, to });
  }
  return out;
}

function influenceTargets(ctx: Ctx, state: GameState, player: PlayerId, def: CardDef): Array<Target | undefined> {
  if (def.attachTo === 'ownMajor') return [{ player }];
  if (def.attachTo) return [...inPlay(state)].filter((x) => !x.attachment).map((x) => ({ card: x.iid }));
  return targetsFor(ctx, state, player, def.effects ?? []);
}

/** The product of what each targeted effect needs (most cards target one thing). */
function targetsFor(ctx: Ctx, state: GameState, player: PlayerId, effects: readonly Effect[], spell = false): Array<Target | undefined> {
  let acc: Target[] = [{}];
  for (const e of effects) {
    const parts = partsFor(ctx, state, player, e);
    if (!parts) continue;
    acc = acc.flatMap((t) => parts.map((p) => ({ ...t, ...p })));
  }
  const out = acc.map((t) => (Object.keys(t).length ? t : undefined));
  return spell && out.length === 1 && out[0] === undefined ? [undefined] : out;
}

function partsFor(ctx: Ctx, state: GameState, player: PlayerId, e: Effect): Target[] | null {
  const bases = [...inPlay(state)].filter((x) => !x.attachment);
  switch (e.op) {
    case 'removeSuit':
      return state.players.flatMap((p) => SUITS.map((suit) => ({ player: p.id, suit })));
    case 'cancelAct':
      return (state.window?.chain ?? []).map((c) => ({ act: c.id }));
    case 'cv':
      return e.scope === 'combat' && state.combat ? [{ card: state.combat.attacker }, { card: state.combat.target }] : null;
    case 'discardTarget':
      return bases.map((x) => ({ card: x.iid }));
    case 'moveMarker': {
      const spots: MarkerSpot[] = ['hub', ...STATIONS];
      return spots.flatMap((from) => spots.filter((to) => to !== from).map((to) => ({ from, to })));
    }
    case 'handler':
      if (e.name === 'femme-fatale-attaches') return bases.filter((x) => x.cross.id === player).map((x) => ({ card: x.iid }));
      if (e.name === 'the-void') return state.players.filter((p) => p.id !== player).map((p) => ({ player: p.id }));
      return null;
    default:
      return null;
  }
}

function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [head, ...rest] = items;
  return [...combinations(rest, k - 1).map((c) => [head!, ...c]), ...combinations(rest, k)];
}
