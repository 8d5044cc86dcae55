/**
 * The audit at the end of a match: the friend reveals every salt and its list, and this table
 * checks that the list is the one committed before the game and a legal pile for its choice,
 * that the committed cards are exactly that list, and — replaying the whole log with every card
 * known — that every act was legal (every card played was really in hand) and passed the game's
 * own audit checks (a re-committed pile is the discard pile). Game-agnostic.
 */
import type { Check } from '../../engine/judgement.js';
import type { AnyGame, GameAction, Reveal, SeatId, Secrets } from '../../engine/game.js';
import { opensListCommitment } from '../../engine/secret-pile.js';
import type { WireOf } from '../protocol.js';
import type { LogRecord } from './lockstep.js';
import { cutOrder, matchFromAgreement, type Agreement } from './match-from-setup.js';
import { netSay, netSayWords, nested, seat as seatValue, words } from '../say.js';
import { replayLog } from './replay.js';

export interface AuditResult {
  /** True when every check passed: fair play verified. */
  readonly fair: boolean;
  readonly checks: readonly Check[];
}

export function auditPeer(game: AnyGame, agreement: Agreement, peer: SeatId, claim: WireOf<'audit'>, mine: Secrets, log: readonly LogRecord[]): AuditResult {
  const checks: Check[] = [];
  const seat = agreement.seats.find((s) => s.id === peer);
  if (!seat) return { fair: false, checks: [netSay('NET-AUDIT-01', false, null, 'fairplay.says.audit.noSeat', { id: peer })] };

  const listOk = opensListCommitment(seat.listCommit, claim.list, claim.listSalt);
  checks.push(listOk ? netSay('NET-AUDIT-01', true, null, 'fairplay.says.audit.listCommitted', { who: seatValue(peer), count: claim.list.length }) : netSay('NET-AUDIT-01', false, null, 'fairplay.says.audit.listDiffers', { who: seatValue(peer) }));

  const pile = game.setup.judgeList(agreement.settings, claim.list, seat.choice, agreement.seats.length);
  // Reworded with the seat in front: the game's catalog words, which lack it, stay behind. Nothing here is the
  // peer's: `peer` is a seat id of this table's roster (host, guest, p1…), and each `c` is this table's own judge
  // counting and naming the claimed list's cards from its card set (unknown ids are counted, never quoted).
  for (const c of pile.checks) checks.push(netSayWords(c.rule, c.ok, null, words('fairplay.says.audit.listCheck', { who: seatValue(peer), finding: nested(c) }), `${peer}'s list: ${c.says}`));

  const byIid = new Map<string, Reveal>(claim.reveals.map((r) => [r.iid, r]));
  const order = cutOrder(seat.commitments.length, seat.cut);
  const originals = order.map((_, pos) => byIid.get(game.setup.pileInstance(peer, pos)));
  const missing = originals.filter((r) => !r).length;
  const committed = originals.flatMap((r) => (r ? [r.card] : [])).sort();
  const listed = [...claim.list].sort();
  const same = missing === 0 && committed.length === listed.length && committed.every((c, i) => c === listed[i]);
  checks.push(
    same
      ? netSay('NET-AUDIT-02', true, null, 'fairplay.says.audit.cardsAreList', { count: committed.length })
      : missing
        ? netSay('NET-AUDIT-02', false, null, 'fairplay.says.audit.cardsUnrevealed', { count: missing })
        : netSay('NET-AUDIT-02', false, null, 'fairplay.says.audit.cardsNotList'),
  );

  const replay = replayWithEverything(game, agreement, peer, byIid, mine, log);
  checks.push(replay.check);
  // The game's own audit of what the seat's secrets prove (Cult: its seed gave its shared-deck keys and shuffles).
  if (game.auditSecrets && replay.final !== undefined) {
    const secrets = Object.fromEntries(claim.reveals.map((r) => [r.iid, { card: r.card, salt: r.salt }]));
    checks.push(...game.auditSecrets(replay.final, peer, secrets));
  }
  return { fair: checks.every((c) => c.ok), checks };
}

/** Rebuilds the match with every identity known and judges every logged act again. */
function replayWithEverything(game: AnyGame, a: Agreement, peer: SeatId, peerCards: ReadonlyMap<string, Reveal>, mine: Secrets, log: readonly LogRecord[]): { check: Check; final?: unknown } {
  const r = matchFromAgreement(game, a);
  if (!r.ok) return { check: netSay('NET-AUDIT-03', false, null, 'fairplay.says.audit.noRebuild') };
  const known = (s: unknown): Reveal[] =>
    game.hidden(s).flatMap(({ iid, owner }) => {
      const claim = owner === peer ? peerCards.get(iid) : mine[iid] ? { iid, ...mine[iid]! } : undefined;
      return claim ? [{ iid, card: claim.card, salt: claim.salt }] : [];
    });
  const replayed = replayLog(game, r.state, log, {
    open: known,
    // Only the audited seat's acts: the game's own checks (a reshuffle re-commits the discard pile)
    // need the actor's cards, and with three or more seats a third seat's stay hidden here; its
    // acts are checked by the audit of that seat.
    each: (rec, before, after) => (rec.from === peer ? game.auditAct(before, rec.event as GameAction, after) : null),
  });
  if (replayed.ok) return { check: netSay('NET-AUDIT-03', true, null, 'fairplay.says.audit.replayed', { count: log.length }), final: replayed.state };
  const at = log[replayed.at];
  // The audit's own rule fails; the rule the event broke is named in its words.
  const failure = { at: replayed.at, finding: nested(replayed.failure), rule: replayed.failure.rule };
  const w = at ? words('fairplay.says.audit.illegalEvent', { ...failure, who: seatValue(at.from) }) : words('fairplay.says.audit.illegalEventNoSeat', failure);
  return { check: netSayWords('NET-AUDIT-03', false, null, w, `event ${replayed.at}${at ? ` by ${at.from}` : ''} was not legal with every card known: ${replayed.failure.says} (${replayed.failure.rule})`) };
}
