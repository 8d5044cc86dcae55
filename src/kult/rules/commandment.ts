/** Commandments (K-CMD-01..08, K-SUIT-08, K-STATION-06, Q-25) and Spells (K-SPELL-01..08, K-TURNED-11, Q-12). */
import type { Check, Words } from '../../engine/judgement.js';
import type { Ctx } from '../context.js';
import { defOf, stationOf } from '../state/access.js';
import { type Draft, playerDraft, without } from '../state/draft.js';
import { drawsOnUse } from '../state/hand-size.js';
import { controlledSuits, suitMatch } from '../state/suits.js';
import type { ActionOf, CardDef, Effect, GameState, Realm } from '../types.js';
import { affiliationCheck, uniqueCheck } from './card-checks.js';
import { defaultTiming, inHand, timingAllows, windowAllows } from './common.js';
import { applyEffects, canTarget, cancelledBy, judgeEffects } from './effects-use.js';
import { joined, say, sayWords, seat, words } from '../say.js';
import { drawBackUp } from './draw.js';
import { commandmentLasts, toOwnerPile } from './markers.js';
import type { ActEntry } from './window.js';

export function judgeCommandment(ctx: Ctx, state: GameState, a: ActionOf<'commandment'>): Check[] {
  const held = inHand(ctx, state, a.player, a.card);
  const checks: Check[] = [held.check];
  const def = held.def;
  if (!def) return checks;
  checks.push(say('K-CMD-01', def.kind === 'commandment', a.player, def.kind === 'commandment' ? 'says.card.isKind' : 'says.card.notCommandment', { card: def.name, kind: words(`says.kind.${def.kind}`) }));
  if (def.kind !== 'commandment') return checks;
  checks.push(timingAllows(state, a.player, defaultTiming(def), 'K-CMD-01'));
  checks.push(windowAllows(ctx, state, a.player, def.affects, def.name));
  checks.push(affiliationCheck(ctx, state, a.player, def));
  checks.push(say('K-CMD-02', true, a.player, 'says.cmd.free'));
  const use = { player: a.player, source: def, sourceIid: a.card, target: a.target };
  const effects = judgeEffects(ctx, state, oneShotEffects(def), use);
  // K-CMD-03: the Commandment and its target are announced before it is played. With nothing
  // it could target, that is no question of naming one: the effect's own check says so.
  if (!a.target && effects.some((c) => !c.ok) && canTarget(ctx, state, oneShotEffects(def), use)) checks.push(say('K-CMD-03', false, a.player, 'says.target.name', { card: def.name }));
  checks.push(...effects);
  return checks;
}

export function applyCommandment(ctx: Ctx, d: Draft, a: ActionOf<'commandment'>): ActEntry {
  return playOneShot(ctx, d, a.player, a.card, a.target, 'commandment');
}

export function judgeSpell(ctx: Ctx, state: GameState, a: ActionOf<'spell'>): Check[] {
  const held = inHand(ctx, state, a.player, a.card);
  const checks: Check[] = [held.check];
  const def = held.def;
  if (!def) return checks;
  checks.push(def.kind === 'spell' ? say('K-SPELL-03', true, a.player, 'says.spell.ofLore', { card: def.name, lore: loreName(def.lore) }) : say('K-SPELL-03', false, a.player, 'says.card.notSpell', { card: def.name, kind: words(`says.kind.${def.kind}`) }));
  if (def.kind !== 'spell') return checks;
  checks.push(...casterChecks(ctx, state, a, def));
  checks.push(timingAllows(state, a.player, defaultTiming(def), 'K-SPELL-03'));
  checks.push(windowAllows(ctx, state, a.player, def.affects, def.name));
  checks.push(affiliationCheck(ctx, state, a.player, def));
  const match = suitMatch(def.suits, controlledSuits(ctx, state, a.player));
  checks.push(sayWords('K-SPELL-06', match.ok, a.player, match.words));
  checks.push(uniqueCheck(ctx, state, def, a.player));
  const target = a.target?.card;
  if (target) {
    const where = stationOf(state, target);
    checks.push(say('K-SPELL-07', !!where && where.slot.faceUp, a.player, !where ? 'says.target.notInPlay' : where.slot.faceUp ? 'says.target.faceUp' : 'says.spell.notTurned'));
    if (where) {
      const lit = (def.stations ?? []).includes(where.station);
      checks.push(say('Q-12', lit, a.player, lit ? 'says.spell.stationLit' : 'says.spell.stationNotLit', { station: where.station, card: def.name, stations: (def.stations ?? []).join(', ') }));
    }
  }
  checks.push(...judgeEffects(ctx, state, oneShotEffects(def), { player: a.player, source: def, sourceIid: a.card, target: a.target }));
  return checks;
}

/**
 * A signed number on a Spell's or Commandment's stain changes the CV of the
 * card it affects (K-SPELL-08, K-CMD-06). Such cards are cast "during combat
 * on a combatant", so the number works as a CV change for this combat.
 */
export function oneShotEffects(def: CardDef): readonly Effect[] {
  const effects = def.effects ?? [];
  return def.cvMod ? [...effects, { op: 'cv', amount: def.cvMod, scope: 'combat' }] : effects;
}

function casterChecks(ctx: Ctx, state: GameState, a: ActionOf<'spell'>, def: CardDef): Check[] {
  const where = stationOf(state, a.caster);
  const caster = defOf(ctx, state, a.caster);
  if (!where || !caster?.spellcaster) {
    // Naming whatever card was offered as the caster would blame that card: say what is missing.
    if (!hasSpellcaster(ctx, state, a.player)) return [say('K-SPELL-01', false, a.player, 'says.spell.noCaster', { who: seat(a.player) })];
    if (caster?.spellcaster) return [say('K-SPELL-02', false, a.player, 'says.spell.notInCross', { card: caster.name, who: seat(a.player) })];
    return [say('K-SPELL-01', false, a.player, 'says.spell.notCaster', { caster: caster?.name ?? a.caster })];
  }
  const out = [say('K-SPELL-01', true, a.player, 'says.spell.caster', { caster: caster.name })];
  const own = where.player.id === a.player;
  out.push(!own
    ? say('K-SPELL-02', false, a.player, 'says.spell.notInCross', { card: caster.name, who: seat(a.player) })
    : where.slot.faceUp
      ? say('K-SPELL-02', true, a.player, 'says.spell.faceUp', { card: caster.name, who: seat(a.player) })
      : say('K-SPELL-02', false, a.player, 'says.spell.casterTurned', { caster: caster.name }));
  const lores = caster.spellcaster.lores;
  const loreOk = !lores || lores.length === 0 || (def.lore !== undefined && lores.includes(def.lore));
  out.push(loreOk
    ? say('K-SPELL-04', true, a.player, 'says.spell.mayCast', { caster: caster.name, lore: loreName(def.lore) })
    : say('K-SPELL-04', false, a.player, 'says.spell.knowsOnly', { caster: caster.name, lores: joined(lores!.map(loreName)) }));
  return out;
}

/** Whether `player` has a Spellcaster standing in their own cross (face-up or Turned). */
function hasSpellcaster(ctx: Ctx, state: GameState, player: string): boolean {
  const me = state.players.find((p) => p.id === player);
  return !!me && Object.values(me.cross.stations).some((slot) => !!slot && !!defOf(ctx, state, slot.base)?.spellcaster);
}

function loreName(r: Realm | undefined): Words {
  return words(`says.lore.${r ?? 'death'}`);
}

export function applySpell(ctx: Ctx, d: Draft, a: ActionOf<'spell'>): ActEntry {
  return playOneShot(ctx, d, a.player, a.card, a.target, 'spell');
}

/** A Commandment or Spell: reveal, take effect at once, then discard it (K-CMD-04/05, K-SPELL-05). */
function playOneShot(ctx: Ctx, d: Draft, player: string, iid: string, target: ActionOf<'commandment'>['target'], kind: 'commandment' | 'spell'): ActEntry {
  const state = d as unknown as GameState;
  const def = defOf(ctx, state, iid)!;
  const me = playerDraft(d, player);
  me.hand = without(me.hand, iid);
  const use = { player, source: def, sourceIid: iid, target };
  const src = d.nextAct;
  applyEffects(ctx, d, oneShotEffects(def), { ...use, src });
  // A lasting Commandment stays on the table until its effect stops (K-CMD-05).
  if (commandmentLasts(def)) me.inEffect = [...me.inEffect, iid];
  else toOwnerPile(ctx, d, iid);
  const cancels = cancelledBy(oneShotEffects(def), use);
  if (drawsOnUse(ctx, state, player)) drawBackUp(ctx, d, player);
  // What it aimed at stays on the chain: whom an act directly affects is public (window-affects.ts).
  return { player, kind, card: def.id, iid, ...(cancels !== undefined ? { cancels } : {}), ...(target ? { target } : {}) };
}
