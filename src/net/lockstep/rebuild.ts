/**
 * Rebuilding the shared state of a saved match by replaying its log from the
 * agreed setup. Every event is judged again and every hash compared, so a
 * tampered or damaged log is refused rather than half-restored.
 */
import { act, revealCards, stateHash, type CardSet } from '../../kult/index.js';
import type { SavedSession } from '../saved-session.js';
import { startLockstep, type LockstepState } from './lockstep.js';
import { matchFromAgreement } from './match-from-setup.js';

export type RebuildResult = { readonly ok: true; readonly lockstep: LockstepState } | { readonly ok: false; readonly error: string };

export function rebuildLockstep(cards: CardSet, saved: SavedSession): RebuildResult {
  const built = matchFromAgreement(cards, saved.agreement);
  if (!built.ok) return { ok: false, error: `the saved setup does not rebuild: ${built.error}` };
  const me = saved.role;
  let ls = startLockstep(saved.match, me, built.state, saved.instances);
  let game = built.state;
  for (const [i, rec] of saved.log.entries()) {
    if (rec.seq !== i) return { ok: false, error: `the saved log skips from event ${i - 1} to ${rec.seq}` };
    const rev = revealCards(built.ctx, game, rec.reveals);
    if (!rev.ok) return { ok: false, error: `event ${i}: ${rev.judgement.checks.find((c) => !c.ok)?.says}` };
    const r = act(built.ctx, rev.state, rec.event);
    if (!r.judgement.ok) return { ok: false, error: `event ${i} is not legal: ${r.judgement.checks.find((c) => !c.ok)?.says}` };
    game = r.state;
    if (stateHash(game) !== rec.hash) return { ok: false, error: `event ${i}: the replayed state differs from the saved one` };
  }
  const evidence = saved.evidence ?? [];
  ls = { ...ls, game, log: saved.log, evidence, offences: saved.offences ?? 0, stop: evidence.find((e) => e.stops) ?? null };
  return { ok: true, lockstep: ls };
}
