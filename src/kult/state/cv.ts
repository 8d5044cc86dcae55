/** Total Combat Value with its breakdown (K-ATTACK-08, K-WEAPON-01, K-TURNED-10). */
import type { Ctx } from '../context.js';
import type { CardDef, CardFilter, GameState, InstanceId } from '../types.js';
import { defOf, effectiveAttachments, isEffective, majorOf, stationOf } from './access.js';

export interface CvPart {
  readonly from: string;
  readonly amount: number;
}

export interface CombatValue {
  readonly total: number;
  readonly parts: readonly CvPart[];
}

export function matchesFilter(d: CardDef | undefined, f: CardFilter): boolean {
  if (!d) return false;
  if (f.kinds && !f.kinds.includes(d.kind)) return false;
  if (f.beingKinds && (!d.beingKind || !f.beingKinds.includes(d.beingKind))) return false;
  if (f.cardIds && !f.cardIds.includes(d.id)) return false;
  if (f.weapon !== undefined && Boolean(d.weapon) !== f.weapon) return false;
  return true;
}

/**
 * `opponent` is the other combatant, for "vs" bonuses; inside a combat only
 * the chosen Weapon counts (one per Being, K-WEAPON-01).
 */
export function combatValue(ctx: Ctx, state: GameState, iid: InstanceId, opponent?: InstanceId): CombatValue {
  const d = defOf(ctx, state, iid);
  const parts: CvPart[] = [{ from: d?.name ?? 'hidden card', amount: d?.cv ?? 0 }];
  const where = stationOf(state, iid);
  // Attachments are dormant while their host is face-down (K-TURNED-10); so are its own abilities.
  if (where && where.slot.faceUp) {
    const chosen = state.combat?.weapons[iid];
    for (const a of effectiveAttachments(state, where.slot.attachments)) {
      const ad = defOf(ctx, state, a.iid);
      if (!ad) continue;
      if (ad.weapon && a.iid !== chosen) continue;
      if (ad.cvMod) parts.push({ from: ad.name, amount: ad.cvMod });
      if (ad.kind === 'being' && ad.cv) parts.push({ from: `${ad.name} (attached)`, amount: ad.cv });
      for (const e of ad.effects ?? []) if (e.op === 'cv' && e.scope === 'permanent') parts.push({ from: ad.name, amount: e.amount });
    }
    const opp = opponent ? defOf(ctx, state, opponent) : undefined;
    for (const e of d?.effects ?? []) {
      if (e.op === 'cvVs' && opp && matchesFilter(opp, e.vs)) parts.push({ from: `${d!.name} vs ${opp.name}`, amount: e.amount });
    }
  }
  // A Major Arcanum's "your Beings get +N against …" helps every Being in its cross (K-MA-01).
  if (where && d?.kind === 'being') {
    const major = majorOf(ctx, where.player);
    const opp = opponent ? defOf(ctx, state, opponent) : undefined;
    for (const e of major.effects ?? []) {
      if (e.op === 'cvVs' && opp && matchesFilter(opp, e.vs)) parts.push({ from: `${major.name} vs ${opp.name}`, amount: e.amount });
    }
  }
  for (const l of state.lasting) {
    if (l.kind === 'combatCv' && l.target === iid && isEffective(state, l.src)) parts.push({ from: l.why, amount: l.amount });
  }
  return { total: parts.reduce((s, p) => s + p.amount, 0), parts };
}

export function describeCv(cv: CombatValue): string {
  return `${cv.total} (${cv.parts.map((p, i) => (i === 0 ? `${p.amount} ${p.from}` : `${p.amount >= 0 ? '+' : ''}${p.amount} ${p.from}`)).join(' ')})`;
}
