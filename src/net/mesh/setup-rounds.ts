/**
 * The setup of a match of two to six seats as N-way commit-then-reveal rounds, pure and
 * game-agnostic: one table's side, fed its player's choice and every other seat's messages (each
 * handed in with the seat it came from), giving the messages to send (to every seat, or to one)
 * and, at the end, the agreement every table reaches alike.
 *
 * Rounds, each waiting for every seat before the next (messages may come in any order):
 *   hello (game, content, the roster's hash and this table's seat, NET-ROSTER-01: nothing is
 *   committed before every seat confirmed the same roster) → seed commit → seed reveal
 *   (NET-SEED-01, in seat order) → choice and list committed → choices revealed together
 *   (K-SETUP-02) → lists handed over where the game's exchanges say, each only to the seat that
 *   takes it (K-SETUP-03; three or more with the same KULT Major: NET-SWAP-01) → per-card pile
 *   commitments → each pile cut by the seat to its owner's left (K-SETUP-04) → play.
 *
 * A message that breaks a round fails the setup with this table's own words and the rule, naming
 * the seat; a slot filled twice differently is a protocol error. Each seat's slots are filled once
 * and bounded by the wire schema, so a seat can make this table keep nothing more.
 */
import { canonicalJson } from '../../engine/canonical.js';
import { commit, hashFields, verifyCommitment, isSalt } from '../../engine/commitment.js';
import type { AnyGame, SeatId, Secret, Secrets } from '../../engine/game.js';
import { chainHead } from '../../engine/random-chain.js';
import { commitPile, listCommitment, opensListCommitment } from '../../engine/secret-pile.js';
import { matchFromAgreement, myInstances, sharedSeed, type Agreement, type SeatAgreement } from '../lockstep/match-from-setup.js';
import { PROTOCOL_VERSION, type Hello, type Wire, type WireOf } from '../protocol.js';
import { cutterOf, rosterHash, type Roster } from '../roster.js';

export interface SetupInput {
  readonly game: AnyGame;
  readonly roster: Roster;
  readonly me: SeatId;
  /** The match's settings (the room's first peer's, shown to every player before it commits, NET-SETTINGS-01). */
  readonly settings: Readonly<Record<string, unknown>>;
  readonly clockSeconds: number;
  readonly name: string;
  /**
   * Fresh secret tokens (32 hex digits each): read only by `startSetup`. The pile's salts later
   * come from a secret drawn then, so every step after the start is a pure function (the
   * session's statechart runs them in its transitions).
   */
  readonly token: () => string;
}

interface Theirs {
  readonly hello?: Hello;
  readonly seedCommit?: string;
  readonly seedReveal?: WireOf<'reveal'>;
  readonly choiceCommit?: string;
  readonly listCommit?: string;
  readonly choiceReveal?: WireOf<'reveal'>;
  readonly swap?: { readonly list: readonly string[]; readonly listSalt: string };
  readonly pile?: readonly string[];
  readonly cut?: string;
}

export type Round = 'hello' | 'seed' | 'choosing' | 'choices' | 'exchange' | 'piles' | 'cuts' | 'play' | 'failed';

export interface SetupState {
  readonly input: SetupInput;
  readonly round: Round;
  readonly mine: {
    readonly nonce: string; readonly seed: string; readonly seedSalt: string; readonly choiceSalt: string; readonly listSalt: string; readonly cut: string; readonly chain: string;
    /** The secret the pile's salts are drawn from (saltSource / drawSalts in machines/session/salts.ts). */
    readonly pileSecret: string;
    readonly choice?: string; readonly list?: readonly string[]; readonly listCommit?: string;
    /** The list this table plays after the exchanges, and its commitment's salt (another seat's, when one handed it over). */
    readonly plays?: { readonly list: readonly string[]; readonly salt: string; readonly commit: string };
    readonly cards?: readonly Secret[]; readonly commitments?: readonly string[];
    /** This table's list was handed over (sent once). */
    readonly gave?: true;
  };
  readonly theirs: Readonly<Record<SeatId, Theirs>>;
  readonly error: { readonly code: string; readonly rule: string; readonly seat: SeatId | null; readonly message: string } | null;
  /** Once in play: what every table agreed, and this table's own instances. */
  readonly agreement: Agreement | null;
  readonly start: unknown;
  readonly instances: Secrets | null;
  /** The rule the exchanges followed (K-SETUP-03, NET-SWAP-01), cited with the agreement. */
  readonly exchangeRule: string | null;
}

/** Messages to send: to every other seat, or to one. */
export interface Out {
  readonly to: SeatId | 'all';
  readonly message: Wire;
}

export interface SetupStep {
  readonly state: SetupState;
  readonly out: readonly Out[];
}

const others = (s: SetupState): SeatId[] => s.input.roster.seats.map((x) => x.seat).filter((id) => id !== s.input.me);
const seatIndex = (s: SetupState, id: SeatId): number => s.input.roster.seats.findIndex((x) => x.seat === id);
const all = (s: SetupState, has: (t: Theirs) => boolean): boolean => others(s).every((id) => has(s.theirs[id] ?? {}));

export function startSetup(input: SetupInput): SetupStep {
  if (!input.roster.seats.some((x) => x.seat === input.me)) throw new RangeError(`startSetup: the roster seats no ${input.me}`);
  const t = input.token;
  const state: SetupState = {
    input,
    round: 'hello',
    mine: { nonce: t(), seed: t(), seedSalt: t(), choiceSalt: t(), listSalt: t(), cut: t(), chain: `${t()}${t()}`, pileSecret: `${t()}${t()}` },
    theirs: {},
    error: null,
    agreement: null,
    start: null,
    instances: null,
    exchangeRule: null,
  };
  const hello: Hello = {
    t: 'hello', v: PROTOCOL_VERSION, game: input.game.id, content: input.game.contentHash, settings: input.settings, clockSeconds: input.clockSeconds,
    name: input.name.slice(0, 40), nonce: state.mine.nonce, chain: chainHead(state.mine.chain), roster: rosterHash(input.roster), seat: input.me,
  };
  return advance(state, [{ to: 'all', message: hello }]);
}

/** This table's secret choice and its list. */
export function choose(s: SetupState, choice: string, list: readonly string[]): SetupStep {
  if (s.mine.choice !== undefined || s.round === 'failed') return { state: s, out: [] };
  return advance({ ...s, mine: { ...s.mine, choice, list } }, []);
}

function failed(s: SetupState, code: string, rule: string, seat: SeatId | null, message: string): SetupStep {
  return { state: { ...s, round: 'failed', error: { code, rule, seat, message } }, out: [] };
}

/** A setup message from seat `from` (validated by the wire codec already). */
export function receiveSetup(s: SetupState, m: Wire, from: SeatId): SetupStep {
  if (s.round === 'failed' || s.round === 'play') return { state: s, out: [] };
  if (from === s.input.me || seatIndex(s, from) < 0) return { state: s, out: [] };
  const t = s.theirs[from] ?? {};
  const once = <K extends keyof Theirs>(key: K, value: Theirs[K]): SetupStep => {
    if (t[key] === undefined) return advance({ ...s, theirs: { ...s.theirs, [from]: { ...t, [key]: value } } }, []);
    if (JSON.stringify(t[key]) === JSON.stringify(value)) return { state: s, out: [] };
    return failed(s, 'protocol', 'NET-SEQ-01', from, `${from}'s table sent its ${String(key)} twice, differently`);
  };
  switch (m.t) {
    case 'hello': return once('hello', m);
    case 'commit': return m.what === 'seed' ? once('seedCommit', m.hash) : m.what === 'choice' ? once('choiceCommit', m.hash) : once('listCommit', m.hash);
    case 'reveal': return m.what === 'seed' ? once('seedReveal', m) : once('choiceReveal', m);
    case 'swap': return once('swap', { list: m.list, listSalt: m.listSalt });
    case 'pile': return once('pile', m.commitments);
    case 'cut': return once('cut', m.seed);
    case 'bye': return failed(s, 'friend-stopped', 'NET-ABANDON-01', from, `${from}'s table stopped the setup`);
    default: return { state: s, out: [] };
  }
}

/** The choices in seat order, once every seat revealed. */
function choices(s: SetupState): string[] {
  return s.input.roster.seats.map((x) => (x.seat === s.input.me ? s.mine.choice! : s.theirs[x.seat]!.choiceReveal!.value));
}

/** Moves through every round whose messages are all here. */
function advance(start: SetupState, sent: readonly Out[]): SetupStep {
  let s = start;
  const out: Out[] = [...sent];
  const game = s.input.game;
  for (;;) {
    if (s.round === 'hello') {
      if (!all(s, (t) => t.hello !== undefined)) break;
      const mine = rosterHash(s.input.roster);
      for (const id of others(s)) {
        const h = s.theirs[id]!.hello!;
        if (h.v !== PROTOCOL_VERSION) return failed(s, 'version', 'NET-VERSION-01', id, `${id}'s table speaks protocol ${h.v}, this one ${PROTOCOL_VERSION}`);
        if (h.game !== game.id || h.content !== game.contentHash) return failed(s, 'card-set', 'NET-VERSION-01', id, `${id}'s table plays another game or card set`);
        if (h.roster !== mine || h.seat !== id) return failed(s, 'roster', 'NET-ROSTER-01', id, `${id}'s table confirms another roster than this one`);
        // Every table sets up from its link's settings: one that differs would agree on another match.
        if (canonicalJson(h.settings) !== canonicalJson(s.input.settings) || h.clockSeconds !== s.input.clockSeconds) return failed(s, 'ruleset', 'NET-SETTINGS-01', id, `${id}'s table plays by other settings than this one's link`);
      }
      out.push({ to: 'all', message: { t: 'commit', what: 'seed', hash: commit(s.mine.seed, s.mine.seedSalt) } });
      s = { ...s, round: 'seed' };
      continue;
    }
    if (s.round === 'seed') {
      if (!all(s, (t) => t.seedCommit !== undefined)) break;
      out.push({ to: 'all', message: { t: 'reveal', what: 'seed', value: s.mine.seed, salt: s.mine.seedSalt } });
      s = { ...s, round: 'choosing' };
      continue;
    }
    if (s.round === 'choosing') {
      if (!all(s, (t) => t.seedReveal !== undefined) || s.mine.choice === undefined) break;
      for (const id of others(s)) {
        const r = s.theirs[id]!.seedReveal!;
        if (!isSalt(r.value) || !verifyCommitment(s.theirs[id]!.seedCommit!, r.value, r.salt)) return failed(s, 'commitment', 'NET-COMMIT-02', id, `${id}'s random seed does not open its commitment`);
      }
      const listCommit = listCommitment(s.mine.list!, s.mine.listSalt);
      out.push({ to: 'all', message: { t: 'commit', what: 'choice', hash: commit(s.mine.choice, s.mine.choiceSalt) } }, { to: 'all', message: { t: 'commit', what: 'list', hash: listCommit } });
      s = { ...s, round: 'choices', mine: { ...s.mine, listCommit } };
      continue;
    }
    if (s.round === 'choices') {
      if (!all(s, (t) => t.choiceCommit !== undefined && t.listCommit !== undefined)) break;
      // Revealed once every seat committed to its choice and its list (K-SETUP-02, NET-COMMIT-03).
      s = { ...s, round: 'exchange' };
      out.push({ to: 'all', message: { t: 'reveal', what: 'choice', value: s.mine.choice!, salt: s.mine.choiceSalt } });
      continue;
    }
    if (s.round === 'exchange') {
      if (!all(s, (t) => t.choiceReveal !== undefined)) break;
      for (const id of others(s)) {
        const r = s.theirs[id]!.choiceReveal!;
        if (!verifyCommitment(s.theirs[id]!.choiceCommit!, r.value, r.salt) || !game.setup.judgeChoice(s.input.settings, r.value).ok) return failed(s, 'commitment', 'K-SETUP-02', id, `${id}'s choice does not open its commitment, or is not one the game allows`);
      }
      const cs = choices(s);
      const handOvers = game.setup.exchanges(cs);
      const me = seatIndex(s, s.input.me);
      const give = handOvers.find(([g]) => g === me);
      const take = handOvers.find(([, t]) => t === me);
      // Handed over once, only to the seat that will play it (its cards stay unknown to the others).
      if (give && !s.mine.gave) {
        out.push({ to: s.input.roster.seats[give[1]]!.seat, message: { t: 'swap', list: [...s.mine.list!], listSalt: s.mine.listSalt } });
        s = { ...s, mine: { ...s.mine, gave: true } };
      }
      let plays = { list: s.mine.list!, salt: s.mine.listSalt, commit: s.mine.listCommit! };
      if (take) {
        const giver = s.input.roster.seats[take[0]]!.seat;
        const swap = s.theirs[giver]?.swap;
        if (!swap) {
          s = { ...s, exchangeRule: game.setup.exchangeRule?.(cs) ?? 'K-SETUP-03' };
          break;
        }
        const theirCommit = s.theirs[giver]!.listCommit!;
        if (!opensListCommitment(theirCommit, swap.list, swap.listSalt)) return failed(s, 'bad-commitment', 'NET-COMMIT-03', giver, `the deck list ${giver}'s table handed over is not the one it committed to before the choices were revealed`);
        const legal = game.setup.judgeList(s.input.settings, swap.list, s.mine.choice!, cs.length);
        const bad = legal.checks.find((c) => !c.ok);
        if (bad) return failed(s, 'illegal-deck', bad.rule, giver, `the deck ${giver}'s table handed over is not legal: ${bad.says}`);
        plays = { list: swap.list, salt: swap.listSalt, commit: theirCommit };
      }
      const salts = commitPile(plays.list, pileSalts(s.mine.pileSecret));
      out.push({ to: 'all', message: { t: 'pile', commitments: salts.commitments } });
      s = { ...s, round: 'piles', exchangeRule: handOvers.length ? game.setup.exchangeRule?.(cs) ?? 'K-SETUP-03' : null, mine: { ...s.mine, plays, cards: salts.secrets, commitments: salts.commitments } };
      continue;
    }
    if (s.round === 'piles') {
      if (!all(s, (t) => t.pile !== undefined)) break;
      const cs = choices(s);
      const handOvers = game.setup.exchanges(cs);
      const me = seatIndex(s, s.input.me);
      for (const id of others(s)) {
        const count = s.theirs[id]!.pile!.length;
        const k = seatIndex(s, id);
        // The seat that took this table's list must commit to exactly as many cards (NET-COMMIT-03).
        if (handOvers.some(([g, t]) => g === me && t === k)) {
          if (count !== s.mine.list!.length) return failed(s, 'bad-commitment', 'NET-COMMIT-03', id, `${id}'s table committed to ${count} cards for the deck of ${s.mine.list!.length} this table handed over`);
        } else {
          const c = game.setup.judgePileSize(s.input.settings, count, cs.length);
          if (!c.ok) return failed(s, 'illegal-deck', c.rule, id, `${id}'s table committed to a deck that cannot be legal: ${c.says}`);
        }
      }
      // This table cuts the pile of the seat to its right (the player to the left cuts, K-SETUP-04).
      out.push({ to: 'all', message: { t: 'cut', seed: s.mine.cut } });
      s = { ...s, round: 'cuts' };
      continue;
    }
    if (s.round === 'cuts') {
      if (!all(s, (t) => t.cut !== undefined)) break;
      return play(s, out);
    }
    break;
  }
  return { state: s, out };
}

/** Every round done: the agreement, built alike on every table, and this table's lockstep start. */
function play(s: SetupState, out: Out[]): SetupStep {
  const { game, roster, me } = s.input;
  const cs = choices(s);
  const handOvers = game.setup.exchanges(cs);
  // The list a seat plays is committed by its giver (or itself): its commitment names it in the agreement.
  const listCommitOf = (k: number): string => {
    const taken = handOvers.find(([, t]) => t === k);
    const from = roster.seats[taken ? taken[0] : k]!.seat;
    return from === me ? s.mine.listCommit! : s.theirs[from]!.listCommit!;
  };
  const cutOf = (seat: SeatId): string => {
    const cutter = cutterOf(roster, seat);
    return cutter === me ? s.mine.cut : s.theirs[cutter]!.cut!;
  };
  const seats: SeatAgreement[] = roster.seats.map((x, k) => ({
    id: x.seat,
    choice: cs[k]!,
    commitments: x.seat === me ? s.mine.commitments! : s.theirs[x.seat]!.pile!,
    cut: cutOf(x.seat),
    listCommit: listCommitOf(k),
    chain: x.seat === me ? chainHead(s.mine.chain) : s.theirs[x.seat]!.hello!.chain,
  }));
  const reveals = roster.seats.map((x) => (x.seat === me ? s.mine.seed : s.theirs[x.seat]!.seedReveal!.value));
  const agreement: Agreement = { seats, seed: sharedSeed(reveals), settings: s.input.settings, exchanged: handOvers.length > 0 };
  const built = matchFromAgreement(game, agreement);
  if (!built.ok) return failed(s, 'setup', built.judgement.checks.find((c) => !c.ok)?.rule ?? 'NET-COMMIT-01', null, 'the agreed setup does not start a game');
  const instances = myInstances(game, me, s.mine.cards!, cutOf(me));
  return { state: { ...s, round: 'play', agreement, start: built.state, instances }, out };
}

/** The pile's salts: a domain-tagged hash of the secret and a counter, truncated to 128 bits (unique per card, unforeseeable without the secret). */
function pileSalts(secret: string): () => string {
  let n = 0;
  return () => hashFields('taroticum/pile-salt/1', [secret, String(n++)]).slice(0, 32);
}

/** The chain secret of this table (its links answer the game's random draws, NET-RANDOM-01). */
export function chainSecret(s: SetupState): string {
  return s.mine.chain;
}
