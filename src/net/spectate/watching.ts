/**
 * The spectator's table: it trusts the host no more than a player trusts its friend. It starts
 * the match from the public agreement with the game's own start, and judges every act it is
 * sent from the public state with the game's own judge (NET-SPECTATE-02): sent by the seat that
 * plays it, in order, its reveals opening their commitments, legal, and giving the fingerprint the
 * tables logged. A host that forges, reorders or drops an act is caught: the spectator stops and
 * names the rule. At the end the seats' audits open every card (NET-SPECTATE-03), checked as
 * every table checks them. Pure: the app feeds it the host's messages and draws what it holds.
 *
 * @example
 * let w = startWatching(game);
 * channel.on('data', (raw) => (w = watchReceive(w, raw)));
 */
import type { Check, Judgement } from '../../engine/judgement.js';
import type { AnyGame, GameAction, Reveal, SeatId, Secrets } from '../../engine/game.js';
import { auditPeer } from '../lockstep/audit.js';
import type { LogRecord } from '../lockstep/lockstep.js';
import { matchFromAgreement, type Agreement } from '../lockstep/match-from-setup.js';
import { replayLog } from '../lockstep/replay.js';
import { netSay, netSayWords } from '../say.js';
import { watchCodec, type WatchRefusal, type WatchWire } from './watch-wire.js';

/** One act as the spectator judged it: the judge's own explanation of it. */
export interface WatchedAct {
  readonly seq: number;
  readonly from: SeatId;
  readonly action: GameAction;
  readonly judgement: Judgement<unknown>;
}

export interface Watching {
  readonly game: AnyGame;
  /** `waiting` for the agreement; `watching` the acts; `audited`: every card is known; `refused` by the host; `stopped` on a failed check. */
  readonly phase: 'waiting' | 'watching' | 'audited' | 'refused' | 'stopped';
  readonly refused: WatchRefusal | null;
  readonly agreement: Agreement | null;
  /** The state before the first act (public). */
  readonly start: unknown;
  /** The public state now; after the audits, every card known. */
  readonly state: unknown;
  readonly log: readonly LogRecord[];
  readonly acts: readonly WatchedAct[];
  /** The seats' audits received, by seat. */
  readonly audits: Readonly<Record<SeatId, Extract<WatchWire, { t: 'watch-audit' }>>>;
  /** After every audit: what was verified (the lists, the committed cards, every act with every card known). */
  readonly verified: readonly Check[];
  /** How many times the host said acts were taken back. */
  readonly undos: number;
  /** The check that stopped the view (the host's message broke it), with the act it is at. */
  readonly stop: { readonly failure: Check; readonly at: number | null } | null;
}

export function startWatching(game: AnyGame): Watching {
  return { game, phase: 'waiting', refused: null, agreement: null, start: null, state: game.placeholder(), log: [], acts: [], audits: {}, verified: [], undos: 0, stop: null };
}

/** NET-UNDO-03: a table asks at most this often, so a feed takes back at most this often per seat. */
const MAX_UNDOS_PER_SEAT = 10;

const stopped = (w: Watching, failure: Check, at: number | null = null): Watching => ({ ...w, phase: 'stopped', stop: { failure, at } });

/** Takes one message from the host. A stopped, refused or finished view changes no more. Never throws. */
export function watchReceive(w: Watching, raw: unknown): Watching {
  if (w.phase === 'stopped' || w.phase === 'refused' || w.phase === 'audited') return w;
  const parsed = watchCodec(w.game).parse(raw);
  if (!parsed.ok) return stopped(w, netSayWords('NET-SPECTATE-02', false, null, { key: 'fairplay.says.spectate.unexpected' }, `the host sent what no spectator is sent (${parsed.error})`));
  const m = parsed.message;
  try {
    switch (m.t) {
      case 'watch-refused':
        return w.phase === 'waiting' ? { ...w, phase: 'refused', refused: m.reason } : stopped(w, netSay('NET-SPECTATE-02', false, null, 'fairplay.says.spectate.refusedLate'));
      case 'watch-setup':
        return setup(w, m.agreement);
      case 'watch-act':
        return act(w, { seq: m.seq, from: m.from, event: m.event, reveals: m.reveals, hash: m.hash });
      case 'watch-audit':
        return audit(w, m);
      case 'watch-undo':
        return takeBack(w, m.seq);
      default:
        return stopped(w, netSay('NET-SPECTATE-02', false, null, 'fairplay.says.spectate.spectatorMessage', { kind: m.t }));
    }
  } catch {
    // A game's judge never throws on a value its schemas accepted; a message that still makes one throw stops the view.
    return stopped(w, netSay('NET-SPECTATE-02', false, null, 'fairplay.says.spectate.unjudged', { kind: m.t }));
  }
}

function setup(w: Watching, agreement: Agreement): Watching {
  if (w.phase !== 'waiting') return stopped(w, netSay('NET-SPECTATE-02', false, null, 'fairplay.says.spectate.agreementTwice'));
  const built = matchFromAgreement(w.game, agreement);
  if (!built.ok) return stopped(w, built.judgement.checks.find((c) => !c.ok) ?? netSay('NET-SPECTATE-02', false, null, 'fairplay.says.spectate.noStart'));
  for (const s of agreement.seats) {
    const c = w.game.setup.judgeChoice(agreement.settings, s.choice);
    if (!c.ok) return stopped(w, c);
  }
  return { ...w, phase: 'watching', agreement, start: built.state, state: built.state };
}

function act(w: Watching, rec: LogRecord): Watching {
  if (w.phase !== 'watching' || !w.agreement) return stopped(w, netSay('NET-SPECTATE-02', false, null, 'fairplay.says.spectate.actEarly'));
  const at = w.log.length;
  if (rec.seq !== at) return stopped(w, netSay('NET-SEQ-01', false, null, 'fairplay.says.spectate.skipped', { at, seq: rec.seq }), at);
  if (rec.event.player !== rec.from || !w.agreement.seats.some((s) => s.id === rec.from)) return stopped(w, netSay('NET-FLOOR-01', false, null, 'fairplay.says.floor.wrongSender', { at }), at);
  if (w.game.ended(w.state)) return stopped(w, netSay('NET-SPECTATE-02', false, null, 'fairplay.says.spectate.afterEnd', { at }), at);
  const opened = w.game.reveal(w.state, rec.reveals);
  if (!opened.ok) return stopped(w, opened.judgement.checks.find((c) => !c.ok)!, at);
  const judgement = w.game.judge(opened.state, rec.event);
  if (!judgement.ok) return stopped(w, judgement.checks.find((c) => !c.ok)!, at);
  const after = w.game.apply(opened.state, rec.event);
  if (w.game.fingerprint(after) !== rec.hash) return stopped(w, netSay('NET-DESYNC-01', false, null, 'fairplay.says.spectate.differs', { at }), at);
  return { ...w, state: after, log: [...w.log, rec], acts: [...w.acts, { seq: at, from: rec.from, action: rec.event, judgement }] };
}

/** The tables took back acts `seq` on (NET-UNDO-02): the view replays its log up to them, at most as often as the seats may ask. */
function takeBack(w: Watching, seq: number): Watching {
  const seats = w.agreement?.seats.length ?? 0;
  if (w.phase !== 'watching' || seq >= w.log.length || w.undos >= MAX_UNDOS_PER_SEAT * seats) return stopped(w, netSay('NET-SPECTATE-02', false, null, 'fairplay.says.spectate.undo', { seq }));
  const log = w.log.slice(0, seq);
  const replayed = replayLog(w.game, w.start, log);
  if (!replayed.ok) return stopped(w, replayed.failure, replayed.at);
  return { ...w, state: replayed.state, log, acts: w.acts.slice(0, seq), undos: w.undos + 1 };
}

function audit(w: Watching, m: Extract<WatchWire, { t: 'watch-audit' }>): Watching {
  if (w.phase !== 'watching' || !w.agreement || !w.game.ended(w.state)) return stopped(w, netSay('NET-SPECTATE-03', false, null, 'fairplay.says.spectate.auditEarly'));
  if (!w.agreement.seats.some((s) => s.id === m.seat) || w.audits[m.seat]) return stopped(w, netSay('NET-SPECTATE-03', false, null, 'fairplay.says.spectate.auditSeat', { id: m.seat }));
  const audits = { ...w.audits, [m.seat]: m };
  const agreement = w.agreement;
  if (Object.keys(audits).length < agreement.seats.length) return { ...w, audits };
  // Every audit in: each checked as every table checks it, with the other seats' cards as the ones "known".
  const verified: Check[] = [];
  for (const seat of agreement.seats) {
    const a = audits[seat.id]!;
    const others: Record<string, { card: string; salt: string }> = {};
    for (const o of Object.values(audits)) if (o.seat !== seat.id) for (const r of o.reveals) others[r.iid] = { card: r.card, salt: r.salt };
    verified.push(...auditPeer(w.game, agreement, seat.id, { t: 'audit', list: a.list, listSalt: a.listSalt, reveals: a.reveals }, others as Secrets, w.log).checks);
  }
  const failed = verified.find((c) => !c.ok);
  if (failed) return stopped({ ...w, audits, verified }, failed);
  // Every card opened: the final state with each hidden instance's identity from its owner's audit.
  const claims = new Map<string, Reveal>();
  for (const a of Object.values(audits)) for (const r of a.reveals) claims.set(`${a.seat}\u0000${r.iid}`, r);
  const known = (s: unknown): Reveal[] => w.game.hidden(s).flatMap(({ iid, owner }) => {
    const r = claims.get(`${owner}\u0000${iid}`);
    return r ? [r] : [];
  });
  const replayed = replayLog(w.game, w.start, w.log, { open: known });
  if (!replayed.ok) return stopped({ ...w, audits, verified }, replayed.failure, replayed.at);
  return { ...w, phase: 'audited', audits, verified, state: replayed.state };
}
