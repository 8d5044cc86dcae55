/**
 * Opening a replay file: it is checked as untrusted input and the whole match is judged again
 * from its setup with the game's own judge before anything of it is shown. Any game.
 *
 * In order (docs/replays.md): the size and shape (NET-REPLAY-01); the game and card set
 * (NET-REPLAY-02); the game's settings schema; the setup, started by the game (its own checks);
 * each act as it was played — sent by its own seat (NET-FLOOR-01), its reveals opening their
 * commitments (NET-REVEAL-01), judged legal (the game's rule IDs), the state's fingerprint the one
 * logged (NET-DESYNC-01); then with every card known (the audits' reveals), each act judged again
 * with the game's own audit checks (NET-AUDIT-03, NET-SHUFFLE-01); last every pile: a friend
 * match's lists open their commitments and are the committed cards (NET-AUDIT-01/02), and every
 * pile is legal for its seat's choice (KULT's K-DECK…). The first check that fails refuses the
 * file with its rule; nothing of a refused file is kept.
 *
 * @example
 * const r = openReplay(game, await file.text());
 * if (r.ok) show(r.replay.steps); else refuse(r.failure.rule);
 */
import type { Check, Judgement } from '../../engine/judgement.js';
import type { AnyGame, GameAction, Reveal, SeatId, Secrets } from '../../engine/game.js';
import * as v from 'valibot';
import { auditPeer } from '../../net/lockstep/audit.js';
import type { LogRecord } from '../../net/lockstep/lockstep.js';
import { matchFromAgreement, type Agreement } from '../../net/lockstep/match-from-setup.js';
import { replayLog } from '../../net/lockstep/replay.js';
import { netSay } from '../../net/say.js';
import { parseReplay, REPLAY_GAME_RULE, REPLAY_SHAPE_RULE, type ReplayFile } from './replay-format.js';

/** One act of a checked replay, with every card known. */
export interface ReplayStep {
  readonly seq: number;
  readonly player: SeatId;
  readonly action: GameAction;
  /** The game's judgement of the act, made again when the file was opened. */
  readonly judgement: Judgement<unknown>;
  /** Where the game stood when the act was made. */
  readonly turn: number;
  readonly step: string;
  /** The state right after the act, every card known. */
  readonly after: unknown;
  /** What the act did (the game's `recap`), from the two states with every card known. */
  readonly recap?: unknown;
}

export interface CheckedReplay {
  /** `known`: a game played on one page (practice); `committed`: a friend match after its audit. */
  readonly kind: 'known' | 'committed';
  /** The seats in seating order. */
  readonly seats: readonly SeatId[];
  /** The state before the first act, every card known. */
  readonly start: unknown;
  readonly steps: readonly ReplayStep[];
  /** What was verified, for the viewer to list. */
  readonly checks: readonly Check[];
}

export type OpenedReplay =
  | { readonly ok: true; readonly replay: CheckedReplay }
  /** `at`: the act the failure is at (0-based), or null for the file or its setup. */
  | { readonly ok: false; readonly failure: Check; readonly at: number | null };

const refuse = (failure: Check, at: number | null = null): OpenedReplay => ({ ok: false, failure, at });
const firstFailure = (j: Judgement<unknown>): Check => j.checks.find((c) => !c.ok) ?? netSay(REPLAY_SHAPE_RULE, false, null, 'fairplay.says.replayFile.noReason');

/** Checks and re-judges a replay file's text (or its parsed JSON) for `game`. Never throws. */
export function openReplay(game: AnyGame, input: unknown): OpenedReplay {
  try {
    return open(game, input);
  } catch {
    // A game's judge never throws on a value; a file that still makes one throw is refused.
    return refuse(netSay(REPLAY_SHAPE_RULE, false, null, 'fairplay.says.replayFile.unreadable'));
  }
}

function open(game: AnyGame, input: unknown): OpenedReplay {
  const parsed = parseReplay(input);
  if (!parsed.ok) {
    if (parsed.why === 'size') return refuse(netSay(REPLAY_SHAPE_RULE, false, null, 'fairplay.says.replayFile.tooLarge'));
    if (parsed.why === 'json') return refuse(netSay(REPLAY_SHAPE_RULE, false, null, 'fairplay.says.replayFile.notJson'));
    return refuse(netSay(REPLAY_SHAPE_RULE, false, null, 'fairplay.says.replayFile.badField', { field: parsed.field || '(top)' }));
  }
  const file = parsed.file;
  if (file.game !== game.id || file.content !== game.contentHash) return refuse(netSay(REPLAY_GAME_RULE, false, null, 'fairplay.says.replayFile.otherGame'));
  const setup = file.setup;
  const settings = v.safeParse(game.schemas.settings, setup.settings);
  if (!settings.success) return refuse(netSay(REPLAY_SHAPE_RULE, false, null, 'fairplay.says.replayFile.settings'));
  const seats = setup.seats.map((s) => s.id);
  if (new Set(seats).size !== seats.length || seats.length < game.seats.min || seats.length > game.seats.max) return refuse(netSay(REPLAY_SHAPE_RULE, false, null, 'fairplay.says.replayFile.seats'));

  const built = setup.kind === 'known' ? startKnown(game, file, settings.output) : startCommitted(game, file, settings.output);
  if (!built.ok) return built.refusal;

  const log = file.log as readonly LogRecord[];
  for (const [i, rec] of log.entries()) {
    if (rec.event.player !== rec.from) return refuse(netSay('NET-FLOOR-01', false, null, 'fairplay.says.floor.wrongSender', { at: i + 1 }), i);
  }
  // The match as the tables played it: every reveal opened as it was sent, every act judged, every fingerprint the logged one.
  const asPlayed = replayLog(game, built.start, log, { fingerprints: true });
  if (!asPlayed.ok) return refuse(asPlayed.failure, asPlayed.at);

  // Again with every card known: the states the viewer shows, and the game's own audit of each act.
  const steps: ReplayStep[] = [];
  let start: unknown = null;
  const known = built.known;
  const replayed = replayLog(game, built.start, log, {
    ...(known ? { open: known } : {}),
    each: (rec, b, after, judgement) => {
      if (steps.length === 0) start = b;
      const { turn, step } = game.moment(b);
      const recap = game.recap?.(b, rec.event, after);
      steps.push({ seq: rec.seq, player: rec.from, action: rec.event, judgement, turn, step, after, ...(recap === undefined ? {} : { recap }) });
      return game.auditAct(b, rec.event, after);
    },
  });
  if (!replayed.ok) return refuse(replayed.failure, replayed.at);
  if (start === null) start = known ? openAll(game, built.start, known) : built.start;

  const piles = built.piles();
  const failed = piles.find((c) => !c.ok);
  if (failed) return refuse(failed);

  const summary = [
    netSay(REPLAY_SHAPE_RULE, true, null, 'fairplay.says.replayFile.format'),
    netSay(REPLAY_GAME_RULE, true, null, 'fairplay.says.replayFile.sameGame'),
    netSay('NET-DESYNC-01', true, null, 'fairplay.says.replayFile.judged', { count: log.length }),
    ...piles,
  ];
  return { ok: true, replay: { kind: setup.kind, seats, start, steps, checks: summary } };
}

type Built =
  | { readonly ok: true; readonly start: unknown; readonly known: ((s: unknown) => readonly Reveal[]) | null; readonly piles: () => Check[] }
  | { readonly ok: false; readonly refusal: OpenedReplay };

/** A game played on one page: the game starts it from the agreed piles, which must be legal for their choices. */
function startKnown(game: AnyGame, file: ReplayFile, settings: unknown): Built {
  const setup = file.setup;
  if (setup.kind !== 'known') throw new Error('not a known setup');
  if (file.audit) return { ok: false, refusal: refuse(netSay(REPLAY_SHAPE_RULE, false, null, 'fairplay.says.replayFile.auditField')) };
  if (setup.first !== undefined && !setup.seats.some((s) => s.id === setup.first)) return { ok: false, refusal: refuse(netSay(REPLAY_SHAPE_RULE, false, null, 'fairplay.says.replayFile.firstSeat')) };
  const started = game.start({ seats: setup.seats, seed: setup.seed, settings, ...(setup.first ? { first: setup.first } : {}) });
  if (!started.ok) return { ok: false, refusal: refuse(firstFailure(started.judgement)) };
  const piles = (): Check[] =>
    setup.seats.flatMap((s) => game.setup.judgeList(settings, s.cards, s.choice, setup.seats.length).checks);
  return { ok: true, start: started.state, known: null, piles };
}

/** A friend match: the agreement rebuilt, every card opened from the audits, every list checked as the audit does. */
function startCommitted(game: AnyGame, file: ReplayFile, settings: unknown): Built {
  const setup = file.setup;
  if (setup.kind !== 'committed') throw new Error('not a committed setup');
  const audits = file.audit ?? [];
  const ids = setup.seats.map((s) => s.id);
  if (audits.length !== ids.length || !ids.every((id) => audits.filter((a) => a.seat === id).length === 1)) {
    return { ok: false, refusal: refuse(netSay('NET-AUDIT-01', false, null, 'fairplay.says.replayFile.noAudit')) };
  }
  const agreement: Agreement = { seats: setup.seats, seed: setup.seed, settings: settings as Agreement['settings'], exchanged: setup.exchanged };
  const built = matchFromAgreement(game, agreement);
  if (!built.ok) return { ok: false, refusal: refuse(firstFailure(built.judgement)) };
  // Who claims an instance is the game's to say (its owner); a reveal for another seat's card is not used.
  const claims = new Map<string, Reveal>();
  for (const a of audits) for (const r of a.reveals) claims.set(`${a.seat}\u0000${r.iid}`, r);
  const known = (s: unknown): Reveal[] => game.hidden(s).flatMap(({ iid, owner }) => {
    const r = claims.get(`${owner}\u0000${iid}`);
    return r ? [r] : [];
  });
  const piles = (): Check[] =>
    audits.flatMap((a) => {
      const others: Record<string, { card: string; salt: string }> = {};
      for (const o of audits) if (o.seat !== a.seat) for (const r of o.reveals) others[r.iid] = { card: r.card, salt: r.salt };
      // The audit as each table ran it at the end, for every seat: the list, the committed cards, the log with every card known.
      return auditPeer(game, agreement, a.seat, { t: 'audit', list: a.list, listSalt: a.listSalt, reveals: a.reveals }, others as Secrets, file.log as readonly LogRecord[]).checks;
    });
  return { ok: true, start: built.state, known, piles };
}

function openAll(game: AnyGame, state: unknown, known: (s: unknown) => readonly Reveal[]): unknown {
  const r = game.reveal(state, known(state));
  return r.ok ? r.state : state;
}
