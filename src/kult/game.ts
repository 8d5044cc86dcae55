/**
 * KULT as a {@link Game}: the contract the game-agnostic core plays it through (the lockstep,
 * the setup rounds, the audit, the replay, the session, the app shell). It wraps the engine's
 * public functions and changes none of its rules. One game object per card set (a fan site may
 * load its own), made once.
 *
 * @example
 * const game = kultGame(coreCards());
 * const j = game.judge(state, { type: 'pass', player: 'host' });
 */
import { kultActorChart } from './chart/actor.js';
import type { TurnContext } from './chart/turn.chart.js';
import { kultRuleWordsUrl } from './rule-words-url.js';
import * as v from 'valibot';
import type { Game, GameEnd, Secrets } from '../engine/game.js';
import { say, seat } from './say.js';
import { commitPile } from '../engine/secret-pile.js';
import type { CardSet } from './cards/card-set.js';
import type { Ctx } from './context.js';
import { actionSchema } from './action-schema.js';
import { BOT_LEVELS, botFor } from './bots/index.js';
import type { RngState } from '../engine/rng.js';
import { applyAction } from './apply.js';
import { revealCards, revealedCopyBreach } from './hidden.js';
import { actRecap, type Recap } from './recap.js';
import { judge } from './judge.js';
import { legalActions } from './legal-actions.js';
import { createMatch, restore, serialize, stateHash } from './match.js';
import { deckSizeCheck, validateDeckFor } from './rules/deck.js';
import { floorHolder } from './state/access.js';
import { windowTurn } from './rules/window-turn.js';
import { endWords } from './rules/win.js';
import { privateState } from './state/private-state.js';
import type { Action, GameState, InstanceId, PlayerId } from './types.js';
import { PROFILES, STRUGGLES } from './types.js';
import { privateView, publicView } from './views.js';

/** What both tables of a KULT match play by: the ruleset profile and the struggle (K-WIN). */
export type KultSettings = {
  readonly ruleset: (typeof PROFILES)[number];
  readonly struggle: (typeof STRUGGLES)[number];
};

export const kultSettingsSchema = v.strictObject({
  ruleset: v.picklist(PROFILES, 'one of the rulesets the lobby offers (NET-SETTINGS-01)'),
  struggle: v.picklist(STRUGGLES, 'one of the struggles the lobby offers (NET-SETTINGS-01)'),
});

/** Cards a player plays from hand are revealed with the act that plays them. */
const PLAYS_FROM_HAND = new Set<Action['type']>(['proclaim', 'influence', 'commandment', 'spell']);

/** KULT's game, with the card set its components draw from. */
export interface KultGame extends Game<GameState, Action, KultSettings> {
  readonly cards: CardSet;
  recap(before: GameState, action: Action, after: GameState): Recap;
}

const games = new WeakMap<CardSet, KultGame>();

export function kultGame(cards: CardSet): KultGame {
  let game = games.get(cards);
  if (!game) games.set(cards, (game = makeKultGame({ cards })));
  return game;
}

function makeKultGame(ctx: Ctx): KultGame {
  let placeholder: GameState | null = null;
  const isMajor = (id: string): boolean => ctx.cards.cards.get(id)?.kind === 'major';
  return {
    cards: ctx.cards,
    id: 'kult',
    contentHash: ctx.cards.hash,
    // Any number of players from two (K-GEN-03); the Pool sizes reach six (K-POOL).
    seats: { min: 2, max: 6 },
    rules: {
      isHouseDefault: (rule) => /^Q-\d\d$/.test(rule),
      wordsUrl: kultRuleWordsUrl,
    },
    schemas: { action: actionSchema as v.GenericSchema<unknown, Action>, settings: kultSettingsSchema },
    setup: {
      choice: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'a card id')),
      judgeChoice: (_settings, major) =>
        isMajor(major) ? say('K-SETUP-02', true, null, 'says.choice.major', { card: ctx.cards.cards.get(major)!.name }) : say('K-SETUP-02', false, null, 'says.choice.notMajor'),
      // Players who reveal the same Major exchange decks (K-SETUP-03): two swap; three or more pass
      // their decks to the next of them in seating order (NET-SWAP-01, this project's house default).
      exchanges: (majors) => sameMajorHandOvers(majors),
      exchangeRule: (majors) => {
        const groups = sameMajorGroups(majors);
        return groups.some((g) => g.length > 2) ? 'NET-SWAP-01' : groups.length > 0 ? 'K-SETUP-03' : null;
      },
      judgeList: (settings, list, major, seats) => validateDeckFor(ctx, list, { profile: settings.ruleset, players: seats, major }),
      judgePileSize: (settings, count, seats) => deckSizeCheck(ctx, count, { profile: settings.ruleset, players: seats }),
      // createMatch names a deck's cards by seat and position; the first is the Hub card (K-SETUP-05).
      pileInstance: (seat, position) => `${seat}#${position}`,
    },
    start(agreed) {
      const r = createMatch(ctx.cards, {
        players: agreed.seats.map((s) =>
          s.commitments
            ? { id: s.id, major: s.choice, deck: s.commitments.map(() => null), commitments: s.commitments, ...(s.chain ? { chain: s.chain } : {}) }
            : { id: s.id, major: s.choice, deck: s.cards ?? [] }),
        struggle: agreed.settings.struggle,
        seed: agreed.seed,
        shuffle: false,
        // The core exchanged the lists before they were committed (K-SETUP-03).
        decksExchanged: true,
        // Committed piles are rebuilt by fresh commitments and a cut (networked play); known ones by the seeded generator.
        options: { profile: agreed.settings.ruleset, reshuffle: agreed.seats.some((s) => s.commitments) ? 'cut' : 'seeded' },
        ...(agreed.first === undefined ? {} : { first: agreed.first }),
      });
      return r.ok ? { ok: true, state: r.state } : { ok: false, judgement: r.setup };
    },
    judge: (state, action) => judge(ctx, state, action),
    apply: (state, action) => applyAction(ctx, state, action),
    floor: (state) => (state.ended ? { kind: 'over' } : { kind: 'seat', seat: floorHolder(state) }),
    legalActions: (state, seat) => legalActions(ctx, state, seat),
    moment: (state) => ({ turn: state.turn, step: state.step }),
    window: (state, seat) => windowTurn(ctx.cards, state, seat),
    placeholder: () => (placeholder ??= emptyTable(ctx)),
    ended: (state): GameEnd | null => {
      if (!state.ended) return null;
      return { winners: state.winner ? [state.winner] : [], rule: state.ended.rule, says: state.ended.says, words: endWords(state) };
    },
    reveals: (_state, action) => (PLAYS_FROM_HAND.has(action.type) && 'card' in action && typeof action.card === 'string' ? [action.card] : []),
    reveal: (state, reveals) => {
      const r = revealCards(ctx, state, reveals);
      // A commitment that opens as a Major Arcanum proves the deck illegal (K-DECK-03): the match stops on it.
      const proof = r.ok ? undefined : r.judgement.checks.find((c) => !c.ok && c.rule === 'K-DECK-03');
      return proof ? { ...r, ok: false, breach: proof } : r;
    },
    revealBreach: (state, reveals) => revealedCopyBreach(ctx, state, reveals),
    // A plain walk: every act with a reveal lists them, and Object.entries with flatMap cost six times as much.
    hidden: (state) => {
      const out: { iid: string; owner: string }[] = [];
      for (const iid in state.cards) {
        const inst = state.cards[iid]!;
        if (inst.card === null) out.push({ iid, owner: inst.owner });
      }
      return out;
    },
    withSecrets: (state, _seat, secrets) => privateState(state, secrets),
    view: (state, viewer) => (viewer === null ? publicView(state) : privateView(state, viewer)),
    fingerprint: stateHash,
    answer: (state, seat, tools) => answer(state, seat, tools),
    randomDraws: (state) => Object.values(state.chains?.used ?? {}).reduce((n, k) => n + k, 0),
    auditAct,
    recap: (before, action, after) => actRecap(ctx, before, action, after),
    serialize,
    restore: (text) => restore(ctx, text),
    bots: Object.fromEntries(
      BOT_LEVELS.map((level) => {
        const bot = botFor(level);
        return [level, (state: GameState, seat: string, rng: RngState) => bot(ctx, state, seat, rng)];
      }),
    ),
    // Practice runs the turn chart as an actor, so ?inspect shows the steps and the windows.
    playChart: {
      machine: kultActorChart,
      input: (state) => ({ game: state, ctx }),
      read: (snapshot) => {
        const c = snapshot.context as TurnContext;
        return { state: c.game, judgement: c.judgement };
      },
      sync: (state) => ({ type: 'SYNC', game: state }),
    },
  };
}

/**
 * What a table answers by itself, with its secrets: a reshuffle's fresh commitments (K-DRAW-03)
 * in an order only it knows (fresh salts, sorted: never the discard order the friend saw), its
 * cut of a reshuffled pile and its link for a random draw, both its next hash-chain link
 * (NET-SHUFFLE-01, NET-RANDOM-01).
 */
function answer(state: GameState, seat: PlayerId, tools: { readonly secrets: Secrets; readonly token: () => string; readonly link: (k: number) => string | null }) {
  const p = state.pending;
  if (!p || p.player !== seat || state.ended) return null;
  if (p.kind === 'recommit') {
    const owner = state.players.find((x) => x.id === seat)!;
    const { secrets, commitments } = commitPile(owner.discardPile.map((iid) => tools.secrets[iid]!.card), tools.token);
    // New ids follow the commitments in order: <seat>#<nextInstance + k>.
    const fresh: Record<InstanceId, { card: string; salt: string }> = {};
    secrets.forEach((s, k) => (fresh[`${seat}#${state.nextInstance + k}`] = s));
    return { action: { type: 'recommit', player: seat, commitments } as Action, secrets: fresh };
  }
  if (p.kind === 'cut' || p.kind === 'random') {
    // The rules never ask a table whose chain is used up (src/engine/random-chain.ts CHAIN_LENGTH).
    const link = tools.link((state.chains?.used[seat] ?? 0) + 1);
    if (!link) return null;
    return { action: (p.kind === 'cut' ? { type: 'cut', player: seat, seed: link } : { type: 'random', player: seat, link }) as Action };
  }
  return null;
}

/** Before a match has a state the table has nothing to show: a tiny match of two Priests keeps types simple. */
function emptyTable(ctx: Ctx): GameState {
  const all = [...ctx.cards.cards.values()];
  const majors = all.filter((c) => c.kind === 'major').map((c) => c.id);
  const minor = all.find((c) => c.kind !== 'major')?.id;
  const r = majors.length > 0 && minor
    ? createMatch(ctx.cards, { players: [{ id: 'host', major: majors[0]!, deck: [minor] }, { id: 'guest', major: majors[1] ?? majors[0]!, deck: [minor] }], struggle: 'continent', seed: 0, shuffle: false, options: { collectionMode: true } })
    : null;
  // A card set is validated when loaded (at least one Major and one other card, card-set.ts), so this is a broken definition.
  if (!r?.ok) throw new Error('the placeholder table does not set up with this card set');
  return r.state;
}

/** A reshuffle re-commits the discard pile (K-DRAW-03): with every card known, the fresh commitments open to exactly those cards. */
function auditAct(before: GameState, action: Action, after: GameState) {
  if (action.type !== 'recommit') return null;
  const same = pileCards(before, action.player, 'discardPile') === pileCards(after, action.player, 'drawPile');
  return same ? null : say('NET-AUDIT-03', false, null, 'says.audit.reshuffle', { who: seat(action.player) });
}

/** The cards of one of `player`'s piles, sorted and joined (every card is known in the audit's replay). */
function pileCards(state: GameState, player: PlayerId, pile: 'discardPile' | 'drawPile'): string {
  const seat = state.players.find((p) => p.id === player);
  return (seat?.[pile] ?? []).map((iid) => state.cards[iid]?.card ?? '?').sort().join(',');
}

/** The seat indexes of each Major revealed by two or more players, in seating order. */
export function sameMajorGroups(majors: readonly string[]): number[][] {
  const by = new Map<string, number[]>();
  majors.forEach((m, k) => by.set(m, [...(by.get(m) ?? []), k]));
  return [...by.values()].filter((g) => g.length > 1);
}

/** Each such player hands its deck to the next of them in seating order, the last to the first: for two, a swap. */
export function sameMajorHandOvers(majors: readonly string[]): [number, number][] {
  return sameMajorGroups(majors).flatMap((g) => g.map((giver, k) => [giver, g[(k + 1) % g.length]!] as [number, number]));
}
