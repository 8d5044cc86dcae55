/** Setup (K-SETUP-01..09, K-POOL-01/02, K-FIRST-01..03). */
import { judgement, type Check, type Judgement } from '../../engine/judgement.js';
import { joined, say, seat } from '../say.js';
import { randomInt, seedRng, shuffled, type RngState } from '../../engine/rng.js';
import { HEX64 } from '../../engine/hex-schemas.js';
import type { Ctx } from '../context.js';
import { type Draft } from '../state/draft.js';
import type { CardId, CardInstance, GameState, InstanceId, PlayerId, PlayerState, Struggle } from '../types.js';
import { validateDeck } from './deck.js';
import { optionsFor, type MatchOptions } from './options.js';
import { drawCards } from './draw.js';
import { beginTurn } from './turn.js';

export interface PlayerConfig {
  readonly id: string;
  readonly major: CardId;
  /**
   * Card ids; with `shuffle: false` the first is the Hub card, the next seven the opening hand.
   * In networked play a peer does not know the adversary's cards: those entries are null and
   * `commitments` (one `H(cardId|salt)` per entry, same order) stand for them.
   */
  readonly deck: readonly (CardId | null)[];
  readonly commitments?: readonly string[];
  /**
   * Networked play: the head of this seat's hash chain (64 hex digits), which in-game random
   * outcomes are drawn from (NET-RANDOM-01). Given for every seat or for none; with none the
   * seeded generator draws them (solo practice, the simulator, rules tests).
   */
  readonly chain?: string;
}

export interface MatchConfig {
  /** Seating order, clockwise; the first turn goes by Hierarchy (K-FIRST-02). */
  readonly players: readonly PlayerConfig[];
  readonly struggle: Struggle;
  readonly seed: number;
  /** false keeps every deck in the given order: scripted scenarios and lessons. */
  readonly shuffle?: boolean;
  /**
   * The decks given are already exchanged (K-SETUP-03): networked play swaps the lists before
   * committing, so that each player holds the secrets of the deck they play.
   */
  readonly decksExchanged?: boolean;
  readonly options?: MatchOptions;
  /**
   * A house option for games on one page (practice): this player takes the first turn instead
   * of the lowest Hierarchy (K-FIRST-02). The setup's judgement labels it as a house choice.
   */
  readonly first?: string;
}

export { DEFAULT_OPTIONS, optionsFor } from './options.js';

export type SetupResult =
  | { readonly ok: true; readonly state: GameState; readonly setup: Judgement<MatchConfig> }
  | { readonly ok: false; readonly setup: Judgement<MatchConfig> };

export function setupMatch(ctx: Ctx, config: MatchConfig): SetupResult {
  const options = optionsFor(config.options);
  const checks: Check[] = [];
  const n = config.players.length;
  checks.push(say('K-GEN-03', n >= 2 && n <= 6, null, 'says.setup.players', { n }));
  const ids = config.players.map((p) => p.id);
  checks.push(say('K-GEN-03', new Set(ids).size === n && ids.every((id) => /^[A-Za-z0-9_-]{1,32}$/.test(id)), null, 'says.setup.ids'));
  for (const p of config.players) {
    const major = ctx.cards.cards.get(p.major);
    checks.push(major?.kind === 'major' ? say('K-CARD-02', true, null, 'says.setup.plays', { who: seat(p.id), card: major.name }) : say('K-CARD-02', false, null, 'says.setup.notMajor', { who: seat(p.id), card: p.major }));
    checks.push(...commitmentChecks(p));
    if (p.deck.every((c): c is CardId => c !== null)) {
      const deck = validateDeck(ctx, p.deck, { options: { ...options, collectionMode: config.options?.collectionMode ?? false }, players: n, major: p.major });
      for (const c of deck.checks) checks.push(say(c.rule, c.ok, null, 'says.setup.seat', { who: seat(p.id), text: c.words ?? c.says }));
    } else {
      checks.push(say('K-DECK-01', true, null, 'says.setup.committedDeck', { who: seat(p.id), n: p.deck.length }));
    }
    checks.push(say('K-SETUP-05', p.deck.length >= 1, null, p.deck.length >= 1 ? 'says.setup.hubCard' : 'says.setup.emptyDeck', { who: seat(p.id) }));
  }
  const chained = config.players.filter((p) => p.chain !== undefined).length;
  if (chained > 0) {
    const ok = chained === n && config.players.every((p) => COMMITMENT.test(p.chain!));
    checks.push(say('NET-RANDOM-01', ok, null, ok ? 'says.setup.chains' : 'says.setup.chainsMissing'));
    // The state then keeps no generator: a pile is rebuilt by fresh commitments and a cut.
    const cut = options.reshuffle === 'cut';
    checks.push(say('NET-SHUFFLE-01', cut, null, cut ? 'says.setup.cut' : 'says.setup.cutNeeded'));
  }
  if (config.first !== undefined && !ids.includes(config.first)) checks.push({ ...say('K-FIRST-02', false, null, 'says.setup.firstAbsent', { who: seat(config.first) }), houseDefault: true });
  const failed = judgement(config, checks);
  if (!failed.ok) return { ok: false, setup: failed };

  let rng: RngState = seedRng(config.seed);
  // Same Major Arcanum: those players exchange decks (K-SETUP-03), rotating among them.
  const decks = config.players.map((p) => p.deck.map((card, k) => ({ card, commit: p.commitments?.[k] })));
  for (const [major, seats] of sameMajors(config.players.map((p) => p.major))) {
    const original = seats.map((i) => decks[i]!);
    if (!config.decksExchanged) seats.forEach((seat, k) => (decks[seat] = original[(k + 1) % seats.length]!));
    checks.push(say('K-SETUP-03', true, null, 'says.setup.sameMajor', { seats: joined(seats.map((i) => seat(config.players[i]!.id)), 'says.list.and'), major }));
  }
  const cards: Record<InstanceId, CardInstance> = {};
  const players: PlayerState[] = config.players.map((p, i) => {
    let order = decks[i]!.slice();
    if (config.shuffle !== false) [order, rng] = shuffled(rng, order);
    // Instance ids follow the shuffled order, so an id reveals nothing about the card.
    const pile = order.map(({ card, commit }, k) => {
      const iid = `${p.id}#${k}`;
      cards[iid] = commit ? { owner: p.id, card, commit } : { owner: p.id, card };
      return iid;
    });
    const hubCard = pile.shift()!;
    return { id: p.id, major: p.major, cross: { hubCard, hubMarkers: 2, majorAttachments: [], stations: {} }, hand: [], drawPile: pile, discardPile: [], removed: [], inEffect: [] };
  });
  const total = (config.struggle === 'continent' ? 5 : 10) * n - 1;
  checks.push(say('K-POOL-01', true, null, 'says.setup.pool', { total, each: config.struggle === 'continent' ? 5 : 10, n, left: total - 2 * n }));
  const d: Draft = {
    v: 1, options, struggle: config.struggle, players, cards, pool: total - 2 * n, totalMarkers: total, eliminated: 0,
    turn: 1, active: ids[0]!, step: 'draw', attackUsed: false, stepDone: false, window: null, combat: null, pending: null,
    lasting: [], nextAct: 0, nextInstance: Math.max(...decks.map((deck) => deck.length)), winner: null, ended: null, rng: rng.slice(),
  } as unknown as Draft;
  for (const p of players) drawCards(d, p.id, 7);
  const first = firstPlayer(ctx, config, d, checks);
  if (chained > 0) {
    // Networked play: the setup seed has done its work (the first turn's tie, K-FIRST-03); any
    // outcome from now on is drawn from the chains, which no table can run forward.
    d.chains = { tips: Object.fromEntries(config.players.map((p) => [p.id, p.chain!])), used: Object.fromEntries(config.players.map((p) => [p.id, 0])), draws: 0 };
    d.rng = [];
  }
  beginTurn(d, first);
  return { ok: true, state: d as GameState, setup: judgement(config, checks) };
}

/** Lowest Hierarchy starts (K-FIRST-02); a tie is broken by the seeded generator (K-FIRST-03). */
function firstPlayer(ctx: Ctx, config: MatchConfig, d: Draft, checks: Check[]): string {
  if (config.first !== undefined) {
    checks.push({ ...say('K-FIRST-02', true, null, 'says.setup.firstChosen', { who: seat(config.first) }), houseDefault: true });
    return config.first;
  }
  const { low, tied } = lowestHierarchy(ctx, config.players);
  if (tied.length === 1) {
    checks.push(say('K-FIRST-02', true, null, 'says.setup.firstLowest', { who: seat(tied[0]!), n: low }));
    return tied[0]!;
  }
  const [k, rng] = randomInt(d.rng, 0, tied.length - 1);
  d.rng = rng.slice();
  checks.push(say('K-FIRST-03', true, null, 'says.setup.firstTie', { n: low, seats: joined(tied.map(seat)), who: seat(tied[k]!) }));
  return tied[k]!;
}

/** The lowest Hierarchy number among the players' Major Arcana, and who holds it, in seat order (K-FIRST-01/02). */
export function lowestHierarchy(ctx: Ctx, players: readonly { readonly id: PlayerId; readonly major: CardId }[]): { low: number; tied: PlayerId[] } {
  const ranked = players.map((p) => ({ id: p.id, h: ctx.cards.cards.get(p.major)?.hierarchy ?? 20 }));
  const low = Math.min(...ranked.map((r) => r.h));
  return { low, tied: ranked.filter((r) => r.h === low).map((r) => r.id) };
}

/** Seats that revealed the same Major Arcanum (K-SETUP-03), by Major, two or more each. */
export function sameMajors(majors: readonly CardId[]): Map<CardId, number[]> {
  const groups = new Map<CardId, number[]>();
  majors.forEach((m, i) => groups.set(m, [...(groups.get(m) ?? []), i]));
  for (const [m, seats] of groups) if (seats.length < 2) groups.delete(m);
  return groups;
}

const COMMITMENT = HEX64;

/** Hidden deck entries need a commitment each (networked play, DESIGN.md "Hidden cards are commitments"). */
function commitmentChecks(p: PlayerConfig): Check[] {
  const hidden = p.deck.filter((c) => c === null).length;
  if (hidden === 0 && !p.commitments) return [];
  const aligned = p.commitments?.length === p.deck.length && p.commitments.every((c) => COMMITMENT.test(c));
  return [say('NET-COMMIT-01', aligned, null, aligned ? 'says.setup.commitments' : 'says.setup.commitmentsMissing', { who: seat(p.id), n: p.deck.length, got: p.commitments?.length ?? 0 })];
}
