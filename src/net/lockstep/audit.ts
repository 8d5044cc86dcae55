/**
 * The audit at the end of a match: the adversary reveals every salt and
 * their deck list, and this peer checks that every commitment opens, that
 * the list is the one committed to and a legal deck, that the committed
 * cards are exactly that list, and — replaying the whole log with every card
 * known — that every act was legal, so every card played was really in hand.
 */
import { check, type Check } from '../../engine/judgement.js';
import { act, createMatch, judge, revealCards, validateDeckFor, type CardSet, type GameState, type PlayerId, type Reveal } from '../../kult/index.js';
import type { WireOf } from '../protocol.js';
import { opensListCommitment, type CardSecret } from '../secrets.js';
import type { LogRecord } from './lockstep.js';
import { configFromAgreement, cutOrder, type Agreement } from './match-from-setup.js';

export interface AuditResult {
  /** True when every check passed: fair play verified. */
  readonly fair: boolean;
  readonly checks: readonly Check[];
}

export function auditPeer(
  cards: CardSet,
  agreement: Agreement,
  peer: PlayerId,
  claim: WireOf<'audit'>,
  mine: Readonly<Record<string, CardSecret>>,
  log: readonly LogRecord[],
): AuditResult {
  const checks: Check[] = [];
  const seat = agreement.seats.find((s) => s.id === peer);
  if (!seat) return { fair: false, checks: [check('NET-AUDIT-01', false, `no seat ${peer}`)] };

  const listOk = opensListCommitment(seat.listCommit, claim.list, claim.listSalt);
  checks.push(check('NET-AUDIT-01', listOk, listOk ? `${peer}'s deck list (${claim.list.length} cards) is the one committed before the game` : `${peer}'s deck list differs from the one committed before the game`));

  const deck = validateDeckFor({ cards }, claim.list, { profile: agreement.ruleset, players: agreement.seats.length, major: seat.major });
  for (const c of deck.checks) checks.push({ ...c, says: `${peer}'s deck: ${c.says}` });

  const byIid = new Map<string, Reveal>(claim.reveals.map((r) => [r.iid, r]));
  const order = cutOrder(seat.commitments.length, seat.cut);
  const originals = order.map((_, pos) => byIid.get(`${peer}#${pos}`));
  const missing = originals.filter((r) => !r).length;
  const committed = originals.flatMap((r) => (r ? [r.card] : [])).sort();
  const listed = [...claim.list].sort();
  const same = missing === 0 && committed.length === listed.length && committed.every((c, i) => c === listed[i]);
  checks.push(check('NET-AUDIT-02', same, same ? `the ${committed.length} committed cards are exactly the deck list` : missing ? `${missing} committed cards were not revealed at the audit` : 'the committed cards are not the deck list'));

  const replay = replayWithEverything(cards, agreement, peer, byIid, mine, log);
  checks.push(...replay);
  return { fair: checks.every((c) => c.ok), checks };
}

/** Rebuilds the match with every identity known and judges every logged act again. */
function replayWithEverything(
  cards: CardSet,
  a: Agreement,
  peer: PlayerId,
  peerCards: ReadonlyMap<string, Reveal>,
  mine: Readonly<Record<string, CardSecret>>,
  log: readonly LogRecord[],
): Check[] {
  const r = createMatch(cards, configFromAgreement(a));
  if (!r.ok) return [check('NET-AUDIT-03', false, 'the agreed setup does not rebuild')];
  const ctx = r.ctx;
  let state: GameState = r.state;
  const known = (s: GameState): Reveal[] => {
    const out: Reveal[] = [];
    for (const [iid, inst] of Object.entries(s.cards)) {
      if (inst.card !== null) continue;
      const claim = inst.owner === peer ? peerCards.get(iid) : mine[iid] ? { iid, ...mine[iid]! } : undefined;
      if (claim) out.push({ iid, card: claim.card, salt: claim.salt });
    }
    return out;
  };
  const open = (s: GameState, seq: number): { state: GameState; fail?: Check } => {
    const rev = revealCards(ctx, s, known(s));
    if (!rev.ok) {
      const bad = rev.judgement.checks.find((c) => !c.ok)!;
      return { state: s, fail: check('NET-AUDIT-03', false, `before event ${seq}: ${bad.says}`) };
    }
    return { state: rev.state };
  };
  let opened = open(state, 0);
  if (opened.fail) return [opened.fail];
  state = opened.state;
  for (const rec of log) {
    for (const rv of rec.reveals) {
      if (state.cards[rv.iid]?.card !== rv.card) return [check('NET-AUDIT-03', false, `event ${rec.seq}: ${rv.iid} was shown as ${rv.card} but the audit says ${state.cards[rv.iid]?.card}`)];
    }
    const j = judge(ctx, state, rec.event);
    if (!j.ok) {
      const bad = j.checks.find((c) => !c.ok)!;
      return [check(bad.rule, false, `event ${rec.seq} by ${rec.from} was not legal with every card known: ${bad.says}`)];
    }
    const discards = rec.event.type === 'recommit' ? pileCards(state, rec.event.player, 'discardPile') : null;
    state = act(ctx, state, rec.event).state;
    opened = open(state, rec.seq + 1);
    if (opened.fail) return [opened.fail];
    state = opened.state;
    // A reshuffle re-commits the discard pile (K-DRAW-03): the fresh commitments must open to exactly those cards.
    if (discards && discards !== pileCards(state, rec.event.player, 'drawPile')) {
      return [check('NET-AUDIT-03', false, `event ${rec.seq}: ${rec.from}'s reshuffled draw pile is not the discard pile it re-committed`)];
    }
  }
  return [check('NET-AUDIT-03', true, `all ${log.length} events replayed with every card known: every act was legal and every card played was in hand`)];
}

/** The cards of one of `player`'s piles, sorted and joined (every card is known in the audit's replay). */
function pileCards(state: GameState, player: PlayerId, pile: 'discardPile' | 'drawPile'): string {
  const seat = state.players.find((p) => p.id === player);
  return (seat?.[pile] ?? []).map((iid) => state.cards[iid]?.card ?? '?').sort().join(',');
}
