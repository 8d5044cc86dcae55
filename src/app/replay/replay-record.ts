/**
 * Making a replay file from a finished (or saved) match: a game played on one page from its
 * agreed setup and its acts (practice: every card known), or a friend match from what both tables
 * agreed, its log, and both audits (after the audit every card is known). Any game.
 *
 * @example
 * const file = practiceReplay(game, record.agreed, record.acts);
 * download(replayText(file), replayFileName(file));   // replay-text.ts
 */
import type { Agreed, AnyGame, GameAction, Reveal, SeatId } from '../../engine/game.js';
import type { Agreement } from '../../net/lockstep/match-from-setup.js';
import type { LogRecord } from '../../net/lockstep/lockstep.js';
import { REPLAY_FORMAT, REPLAY_VERSION, type ReplayAudit, type ReplayFile } from './replay-format.js';

/**
 * A game played on one page as a replay: its setup, and each act with the fingerprint of the state
 * after it (every card was known, so no act reveals anything). Null when the setup does not start
 * or an act is not legal (a record that never came from this game).
 */
export function practiceReplay(game: AnyGame, agreed: Agreed<unknown>, acts: readonly GameAction[]): ReplayFile | null {
  const started = game.start(agreed);
  if (!started.ok) return null;
  let state: unknown = started.state;
  const log: ReplayFile['log'] = [];
  for (const [seq, action] of acts.entries()) {
    if (!game.judge(state, action).ok) return null;
    state = game.apply(state, action);
    log.push({ seq, from: action.player, event: action as ReplayFile['log'][number]['event'], reveals: [], hash: game.fingerprint(state) });
  }
  return {
    format: REPLAY_FORMAT,
    v: REPLAY_VERSION,
    game: game.id,
    content: game.contentHash,
    setup: {
      kind: 'known',
      seats: agreed.seats.map((s) => ({ id: s.id, choice: s.choice, cards: [...(s.cards ?? [])] })),
      seed: agreed.seed,
      settings: agreed.settings as ReplayFile['setup']['settings'],
      ...(agreed.first ? { first: agreed.first } : {}),
    },
    log,
  };
}

/** One table's audit as it sent it (`WireOf<'audit'>`), or this table's own. */
export interface SeatAudit {
  readonly seat: SeatId;
  readonly list: readonly string[];
  readonly listSalt: string;
  readonly reveals: readonly Reveal[];
}

/** A friend match after its audit as a replay: the agreement, the log as played, every table's audit. */
export function friendReplay(game: AnyGame, agreement: Agreement, log: readonly LogRecord[], audits: readonly SeatAudit[]): ReplayFile {
  return {
    format: REPLAY_FORMAT,
    v: REPLAY_VERSION,
    game: game.id,
    content: game.contentHash,
    setup: {
      kind: 'committed',
      seats: agreement.seats.map((s) => ({ id: s.id, choice: s.choice, commitments: [...s.commitments], cut: s.cut, listCommit: s.listCommit, chain: s.chain })),
      seed: agreement.seed,
      settings: agreement.settings as ReplayFile['setup']['settings'],
      exchanged: agreement.exchanged,
    },
    log: log.map((r) => ({ seq: r.seq, from: r.from, event: r.event as ReplayFile['log'][number]['event'], reveals: r.reveals.map((x) => ({ ...x })), hash: r.hash })),
    audit: audits.map((a): ReplayAudit => ({ seat: a.seat, list: [...a.list], listSalt: a.listSalt, reveals: a.reveals.map((x) => ({ ...x })) })),
  };
}
