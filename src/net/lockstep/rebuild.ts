/**
 * A reloaded table's lockstep, rebuilt from its saved match: the agreed setup replayed act by
 * act (each judged again, each state's fingerprint compared with the one saved), then the
 * evidence of what the friend did, so that a stop stays a stop.
 */
import type { AnyGame } from '../../engine/game.js';
import type { SavedSession } from '../saved-session.js';
import { startLockstep, type LockstepState } from './lockstep.js';
import { matchFromAgreement } from './match-from-setup.js';
import { replayLog } from './replay.js';

export type RebuildResult = { readonly ok: true; readonly lockstep: LockstepState } | { readonly ok: false; readonly error: string };

/** What a rebuild reads of a saved match (a two-seat SavedSession, or a larger table's saved seat). */
export type Rebuildable = Pick<SavedSession, 'agreement' | 'log' | 'match' | 'instances' | 'evidence' | 'offences'> & { readonly role: string };

export function rebuildLockstep(game: AnyGame, saved: Rebuildable): RebuildResult {
  const built = matchFromAgreement(game, saved.agreement);
  if (!built.ok) return { ok: false, error: `the saved setup does not rebuild: ${built.judgement.checks.filter((c) => !c.ok).map((c) => `${c.rule}: ${c.says}`).join('; ')}` };
  const replayed = replayLog(game, built.state, saved.log, { fingerprints: true });
  if (!replayed.ok) return { ok: false, error: `event ${replayed.at}: ${replayed.failure.says}` };
  const evidence = saved.evidence ?? [];
  const seats = saved.agreement.seats.map((s) => s.id);
  const ls = startLockstep(game, saved.match, saved.role, built.state, saved.instances, seats);
  const offences = saved.offences ?? 0;
  // Two seats: every offence counted was the friend's, and its count goes on (NET-FLOOD-01).
  const peers = seats.length === 2 ? Object.fromEntries(Object.entries(ls.peers).map(([seat, book]) => [seat, { ...book, offences }])) : ls.peers;
  return { ok: true, lockstep: { ...ls, game: replayed.state, log: saved.log, evidence, offences, peers, stop: evidence.find((e) => e.stops) ?? null } };
}
