/**
 * The setup's rules as pure functions of the session context: what a friend's setup message
 * fills in, whether its reveals open their commitments, what its list and pile size tell, and
 * the errors in this table's own words. The chart (session.machine.ts) asks these.
 */
import { isSalt, verifyCommitment } from '../../src/engine/commitment.js';
import { opensListCommitment } from '../../src/engine/secret-pile.js';
import { byeWords } from '../../src/net/bye-reasons.js';
import { PROTOCOL_VERSION, type Wire } from '../../src/net/protocol.js';
import { fail, type PeerSetup, type SessionContext, type SessionError } from './context.js';

/** The friend's table failed and said why (its error code, named only if this table knows it: never its words). */
export function friendStopped(reason: string): SessionError {
  return fail('friend-stopped', byeWords(reason));
}

/**
 * The friend's page reloaded, or it tried again, before its table had anything to resume: in
 * the setup, or (its saved match lost, or a new match started) while this one was played.
 */
export function restarted(inPlay: boolean): SessionError {
  return inPlay
    ? fail('restarted-in-play', "your friend's table started a new match while this one was being played (a reload that found no saved match, or Try again)")
    : fail('restarted', "your friend's table started the match again before it began (a reload, or Try again)");
}

/**
 * What a peer's setup message fills in. An exact copy of a slot already filled is one sent
 * again after a reconnect and changes nothing; a different second value is a protocol error.
 */
export function storeSetup(peer: PeerSetup, m: Wire): PeerSetup | SessionError {
  const once = <K extends keyof PeerSetup>(key: K, value: PeerSetup[K]): PeerSetup | SessionError => {
    if (peer[key] === undefined) return { ...peer, [key]: value };
    return JSON.stringify(peer[key]) === JSON.stringify(value) ? peer : fail('protocol', `the friend's table sent ${String(key)} twice, differently`);
  };
  switch (m.t) {
    case 'hello':
      // The friend's page reloaded, or it tried again, during the setup: its new secrets cannot
      // meet the ones this table already took from it, so the match must start afresh.
      if (peer.hello && peer.hello.nonce !== m.nonce) return restarted(false);
      return once('hello', m);
    case 'commit': return m.what === 'seed' ? once('seedCommit', m.hash) : m.what === 'choice' ? once('choiceCommit', m.hash) : once('listCommit', m.hash);
    case 'reveal': return m.what === 'seed' ? once('seedReveal', m) : once('choiceReveal', m);
    case 'swap': return once('swap', { list: m.list, listSalt: m.listSalt });
    case 'pile': return once('pile', m.commitments);
    case 'cut': return once('cut', m.seed);
    case 'audit': return once('audit', m);
    case 'bye': return friendStopped(m.reason);
    default: return peer;
  }
}

/** The same protocol, game and content (compared by hash), or why not. */
export function helloMismatch(context: SessionContext): SessionError | null {
  const h = context.peer.hello!;
  const game = context.input.game;
  if (h.v !== PROTOCOL_VERSION) return fail('version', `your friend's table speaks protocol ${h.v}, this one ${PROTOCOL_VERSION}: both should reload the latest version`);
  // The friend's game id is its own word: named only as "another game".
  if (h.game !== game.id) return fail('game', `your friend's table plays another game than this one (${game.id})`);
  if (h.content !== game.contentHash) return fail('card-set', `your friend's card set differs (hash ${h.content.slice(0, 12)}… vs ${game.contentHash.slice(0, 12)}…)`);
  return null;
}

/** The friend's seed reveal is 32 hex digits and opens its commitment (NET-COMMIT-02). */
export function seedRevealOpens(context: SessionContext): boolean {
  const r = context.peer.seedReveal!;
  return isSalt(r.value) && verifyCommitment(context.peer.seedCommit!, r.value, r.salt);
}

/** The friend's revealed choice opens its commitment and is one the game allows. */
export function choiceRevealValid(context: SessionContext): boolean {
  const r = context.peer.choiceReveal!;
  return verifyCommitment(context.peer.choiceCommit!, r.value, r.salt) && context.input.game.setup.judgeChoice(context.settings.game, r.value).ok;
}

/** The revealed choices say the two tables exchange their lists (K-SETUP-03). */
export function exchanging(context: SessionContext): boolean {
  const host = context.input.role === 'host';
  const choices = host ? [context.mine.choice!, context.peer.choiceReveal!.value] : [context.peer.choiceReveal!.value, context.mine.choice!];
  return context.input.game.setup.exchanges(choices).length > 0;
}

/** The list handed over opens the commitment the friend made before the choices were revealed (NET-COMMIT-03). */
export function swapOpens(context: SessionContext): boolean {
  return opensListCommitment(context.peer.listCommit!, context.peer.swap!.list, context.peer.swap!.listSalt);
}

/** The list the friend hands over in an exchange, judged as the pile this table will play for its choice. */
export function swappedListError(context: SessionContext): SessionError | null {
  const j = context.input.game.setup.judgeList(context.settings.game, context.peer.swap!.list, context.mine.choice!, 2);
  const bad = j.checks.find((c) => !c.ok);
  return bad ? fail('illegal-deck', `the deck your friend's table handed over is not legal: ${bad.says} (${bad.rule})`) : null;
}

/**
 * What the number of the friend's card commitments tells before any is opened (NET-COMMIT-01):
 * a legal size for the game, and after an exchange exactly the list this table handed over.
 */
export function peerPileSizeError(context: SessionContext): SessionError | null {
  const count = context.peer.pile!.length;
  const handedOver = context.mine.handedOver;
  if (handedOver) {
    return count === handedOver.length ? null : fail('bad-commitment', `your friend's table committed to ${count} cards for the deck of ${handedOver.length} this table handed over (NET-COMMIT-03)`);
  }
  const c = context.input.game.setup.judgePileSize(context.settings.game, count, 2);
  return c.ok ? null : fail('illegal-deck', `your friend's table committed to a deck that cannot be legal: ${c.says} (${c.rule})`);
}
