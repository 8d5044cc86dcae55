/** Step 5: attack, the combat modification loop, Weapons, and resolution (K-ATTACK-01..17, K-WEAPON-01..03, Q-13, Q-23). */
import type { Check } from '../../engine/judgement.js';
import type { Ctx } from '../context.js';
import { defOf, effectiveAttachments, majorOf, stationOf } from '../state/access.js';
import { roomOn } from '../state/capacity.js';
import { combatValue, describeCv } from '../state/cv.js';
import { type Draft, keepWhere, playerDraft } from '../state/draft.js';
import type { ActionOf, GameState, InstanceId } from '../types.js';
import { NAMED_HANDLERS } from '../effects/named-handlers.js';
import { say, seat, words } from '../say.js';
import { yourStep } from './common.js';
import { discardBase } from './markers.js';
import type { ActEntry } from './window.js';

export function judgeAttack(ctx: Ctx, state: GameState, a: ActionOf<'attack'>, flow: boolean): Check[] {
  const checks = [yourStep(state, a.player, 'attack', 'K-ATTACK-01', flow)];
  checks.push(say('K-ATTACK-01', !state.attackUsed, a.player, state.attackUsed ? 'says.attack.used' : 'says.attack.notYet'));
  const atk = stationOf(state, a.attacker);
  const atkDef = defOf(ctx, state, a.attacker);
  const atkOk = !!atk && atk.player.id === a.player && atk.station.startsWith('C') && atkDef?.kind === 'being';
  checks.push(atkOk
    ? say('K-ATTACK-02', true, a.player, 'says.being.inCast', { card: atkDef!.name, who: seat(a.player), station: atk!.station })
    : atk
      ? say('K-ATTACK-02', false, a.player, 'says.attack.notOwnCastAt', { who: seat(a.player), card: atkDef?.name ?? a.attacker, station: atk.station, owner: seat(atk.player.id) })
      : say('K-ATTACK-02', false, a.player, 'says.attack.notOwnCast', { who: seat(a.player) }));
  if (atk) checks.push(say('K-TURNED-04', atk.slot.faceUp, a.player, atk.slot.faceUp ? 'says.card.faceUp' : 'says.attack.turned', { card: atkDef?.name ?? a.attacker }));
  const tgt = stationOf(state, a.target);
  const tgtDef = defOf(ctx, state, a.target);
  const tgtOk = !!tgt && tgt.station.startsWith('C') && tgtDef?.kind === 'being' && a.target !== a.attacker;
  checks.push(tgtOk
    ? say('K-ATTACK-03', true, a.player, 'says.being.inCast', { card: tgtDef!.name, who: seat(tgt!.player.id), station: tgt!.station })
    : tgt && tgtDef
      ? say('K-ATTACK-04', false, a.player, 'says.attack.badTargetIs', { card: tgtDef.name, kind: words(`says.kind.${tgtDef.kind}`), station: tgt.station })
      : say('K-ATTACK-04', false, a.player, 'says.attack.badTarget'));
  if (tgt) checks.push(say('K-TURNED-04', tgt.slot.faceUp, a.player, tgt.slot.faceUp ? 'says.card.faceUp' : 'says.attack.turnedTarget', { card: tgtDef?.name ?? a.target }));
  return checks;
}

/** The announcement; it opens the modification loop (the turn chart records it there, K-ATTACK-06). */
export function applyAttack(_ctx: Ctx, d: Draft, a: ActionOf<'attack'>): ActEntry {
  d.attackUsed = true;
  d.combat = { attacker: a.attacker, target: a.target, weapons: {} };
  return { player: a.player, kind: 'attack', iid: a.attacker };
}

export function judgeDeclineAttack(_ctx: Ctx, state: GameState, a: ActionOf<'declineAttack'>, flow: boolean): Check[] {
  return [yourStep(state, a.player, 'attack', 'K-ATTACK-01', flow), say('K-ORDER-04', true, a.player, 'says.attack.optional')];
}

export function judgeWeapon(ctx: Ctx, state: GameState, a: ActionOf<'weapon'>): Check[] {
  const c = state.combat;
  const w = state.window;
  if (!c || w?.kind !== 'combat') return [say('K-WEAPON-02', false, a.player, 'says.weapon.inCombat')];
  const checks = [say('K-TIMING-04', w.order[0] === a.player, a.player, 'says.floor.holds', { who: seat(w.order[0]!) })];
  const where = stationOf(state, a.being);
  const combatant = a.being === c.attacker || a.being === c.target;
  const own = combatant && where?.player.id === a.player;
  checks.push(own ? say('K-WEAPON-02', true, a.player, 'says.weapon.own', { who: seat(a.player) }) : say('K-WEAPON-02', false, a.player, combatant ? 'says.weapon.controller' : 'says.weapon.combatant'));
  const attached = where ? effectiveAttachments(state, where.slot.attachments).some((x) => x.iid === a.weapon) : false;
  const wdef = defOf(ctx, state, a.weapon);
  checks.push(attached && wdef?.weapon ? say('K-WEAPON-01', true, a.player, 'says.weapon.carried', { card: wdef.name }) : say('K-WEAPON-01', false, a.player, 'says.weapon.notAttached'));
  checks.push(c.weapons[a.being] === a.weapon ? say('K-WEAPON-03', false, a.player, 'says.weapon.already', { card: wdef?.name ?? a.weapon }) : say('K-WEAPON-03', true, a.player, 'says.weapon.switch'));
  return checks;
}

export function applyWeapon(_ctx: Ctx, d: Draft, a: ActionOf<'weapon'>): ActEntry {
  d.combat = { ...d.combat!, weapons: { ...d.combat!.weapons, [a.being]: a.weapon } };
  return { player: a.player, kind: 'weapon', iid: a.weapon };
}

/** K-ATTACK-15 / Q-23: a combatant that left play or the Cast ends the combat with no result. */
export function voidCombatIfBroken(d: Draft): void {
  const c = d.combat;
  if (!c) return;
  const state = d as unknown as GameState;
  const a = stationOf(state, c.attacker);
  const t = stationOf(state, c.target);
  if (!a || !t || !a.station.startsWith('C') || !t.station.startsWith('C')) {
    d.combat = null;
    d.lasting = keepWhere(d.lasting, (l) => l.kind !== 'combatCv');
  }
}

export interface CombatOutcome {
  readonly attackerCv: string;
  readonly targetCv: string;
  /** The total Combat Values (K-ATTACK-08), for "7 vs 4". */
  readonly attackerTotal: number;
  readonly targetTotal: number;
  readonly winner: InstanceId | null;
  readonly rule: string;
}

/** Who would win if the loop ended now (also shown to players during modification). */
export function combatOutcome(ctx: Ctx, state: GameState): CombatOutcome | null {
  const c = state.combat;
  if (!c) return null;
  const a = combatValue(ctx, state, c.attacker, c.target);
  const t = combatValue(ctx, state, c.target, c.attacker);
  const values = { attackerCv: describeCv(a), targetCv: describeCv(t), attackerTotal: a.total, targetTotal: t.total };
  if (a.total !== t.total) return { ...values, winner: a.total > t.total ? c.attacker : c.target, rule: 'K-ATTACK-11' };
  const aTies = winsTies(ctx, state, c.attacker);
  const tTies = winsTies(ctx, state, c.target);
  if (aTies !== tTies) return { ...values, winner: aTies ? c.attacker : c.target, rule: 'K-ATTACK-14' };
  return { ...values, winner: null, rule: aTies ? 'K-ATTACK-14' : 'K-ATTACK-13' };
}

export interface CombatPreview {
  /** The combat as it would start: no Weapon chosen yet (K-WEAPON-02). */
  readonly outcome: CombatOutcome;
  /** Each Weapon a combatant carries, and the combat with that Weapon chosen (the other side's none). */
  readonly weapons: readonly { readonly being: InstanceId; readonly weapon: InstanceId; readonly outcome: CombatOutcome }[];
}

/**
 * What an attack of `attacker` on `target` would come to, before it is made: the totals and who
 * would win with no Weapon chosen, and with each Weapon either combatant could choose at the
 * start of the combat (K-WEAPON-02). The same `combatOutcome` the resolution uses, on the combat
 * as it would open.
 *
 * @example combatPreview(ctx, state, 'a#3', 'b#7')?.outcome // { attackerTotal: 7, targetTotal: 4, winner: 'a#3', … }
 */
export function combatPreview(ctx: Ctx, state: GameState, attacker: InstanceId, target: InstanceId): CombatPreview | null {
  const open = (weapons: Readonly<Record<InstanceId, InstanceId>>): CombatOutcome | null => combatOutcome(ctx, { ...state, combat: { attacker, target, weapons } });
  const outcome = open({});
  if (!outcome) return null;
  const weapons: { being: InstanceId; weapon: InstanceId; outcome: CombatOutcome }[] = [];
  for (const being of [attacker, target]) {
    const where = stationOf(state, being);
    if (!where?.slot.faceUp) continue;
    for (const a of effectiveAttachments(state, where.slot.attachments)) {
      if (!defOf(ctx, state, a.iid)?.weapon) continue;
      const with1 = open({ [being]: a.iid });
      if (with1) weapons.push({ being, weapon: a.iid, outcome: with1 });
    }
  }
  return { outcome, weapons };
}

function winsTies(ctx: Ctx, state: GameState, iid: InstanceId): boolean {
  const where = stationOf(state, iid);
  if (!where) return false;
  // A Major Arcanum that wins ties does so for every Being in its cross, face-up or Turned (K-MA-01).
  if ((majorOf(ctx, where.player).effects ?? []).some((e) => e.op === 'winsTies')) return true;
  if (!where.slot.faceUp) return false;
  const own = (defOf(ctx, state, iid)?.effects ?? []).some((e) => e.op === 'winsTies');
  const granted = effectiveAttachments(state, where.slot.attachments).some((a) => (defOf(ctx, state, a.iid)?.effects ?? []).some((e) => e.op === 'winsTies'));
  return own || granted;
}

/** The loop ended: nothing intervenes (K-ATTACK-10); the loser and its attachments are discarded (K-ATTACK-11). */
export function resolveCombat(ctx: Ctx, d: Draft): void {
  voidCombatIfBroken(d);
  const state = d as unknown as GameState;
  const c = state.combat;
  const out = combatOutcome(ctx, state);
  if (c && out?.winner) {
    const winner = out.winner;
    const loser = winner === c.attacker ? c.target : c.attacker;
    if (!absorbedByHandler(ctx, d, winner, loser)) killLoser(ctx, d, winner, loser);
  }
  d.combat = null;
  d.lasting = keepWhere(d.lasting, (l) => l.kind !== 'combatCv');
}

function absorbedByHandler(ctx: Ctx, d: Draft, winner: InstanceId, loser: InstanceId): boolean {
  const state = d as unknown as GameState;
  for (const e of defOf(ctx, state, winner)?.effects ?? []) {
    if (e.op === 'handler' && NAMED_HANDLERS[e.name]?.onCombatWin?.(ctx, d, winner, loser)) return true;
  }
  return false;
}

/** The loser's markers go to the winner as far as it has room, the rest to the Pool (K-ATTACK-12, K-HOLD-05, Q-13). */
function killLoser(ctx: Ctx, d: Draft, winner: InstanceId, loser: InstanceId): void {
  const state = d as unknown as GameState;
  const l = stationOf(state, loser)!;
  const markers = discardBase(ctx, d, l.player.id, l.station, true);
  const after = d as unknown as GameState;
  const w = stationOf(after, winner);
  const room = w ? roomOn(ctx, after, w.player, w.station) : 0;
  const take = Math.min(room, markers);
  if (w && take > 0) playerDraft(d, w.player.id).cross.stations[w.station]!.markers += take;
  d.pool += markers - take;
}
