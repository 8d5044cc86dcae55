/**
 * M.E.A.T. The Cult as a {@link Game}: 2, 4 or 6 seats in two teams, no secret setup choice, no
 * piles brought by the players (both decks are the table's), Instant windows as priority rounds.
 *
 * Played on one page (practice, the simulator, the conformance suite) the state knows every card
 * and each seat's view forgets the rest (view.ts): see docs/meat.md for what friends need beyond.
 */
import * as v from 'valibot';
import { canonicalBytes } from '../engine/canonical-bytes.js';
import { fingerprintHex } from '../engine/fingerprint.js';
import type { Game } from '../engine/game.js';
import { openSave, sealSave } from '../engine/save-envelope.js';
import { judgement, labelledHouseDefaults, type Check, type Judgement } from '../engine/judgement.js';
import { say } from './say.js';
import { meatRuleWordsUrl } from './rule-words-url.js';
import type { MeatCards } from './cards/types.js';
import { actionSchema, type MeatAction } from './actions.js';
import { meatBot } from './bot/sensible.js';
import { applyAct, judgeAct, judgeFloor } from './rules/judge.js';
import { deckAnswer, netAct, sealShown, withOwnCards } from './net/play.js';
import { DECKS } from './net/decks.js';
import { auditDecks } from './net/audit.js';
import { rebuildNet } from './net/rebuild.js';
import { netDigest } from './net/digest.js';
import { teamHeard, teamNote, teamNoteSchema, withTeamCards } from './net/team.js';
import { floorNow } from './rules/floor.js';
import { legalActs } from './rules/legal.js';
import { deepFreeze } from './rules/model.js';
import { choiceSchema, settingsSchema, start } from './setup.js';
import type { MeatSettings, MeatState } from './state.js';
import { stateSchema } from './state-schema.js';
import { inconsistency } from './consistency.js';
import { unknownCards, viewOf } from './view.js';
import { keepTactic, keptCards, openingOf, sealTactic, SEED_SECRET, seedSalt } from './net/tactics.js';

const SAVE_VERSION = 1;

/** The catalog's [HOUSE] rules (each also names its M-AMB entry): the judge labels them. */
const HOUSE_RULES = new Set([
  'M-WIN-03', 'M-SETUP-03', 'M-OPEN-02', 'M-OPEN-DRAFT-05', 'M-DECK-02', 'M-TACTIC-03', 'M-TACTIC-05', 'M-TACTIC-06', 'M-ACTIVATE-04',
  'M-BATTLE-02', 'M-SUMMARY-05', 'M-KW-SPECIAL-02', 'M-KW-WYZWANIE-02', 'M-KW-WYZWANIE-03', 'M-KW-ODKRYCIE-02', 'M-KW-CIECIE-02',
  'M-KW-CIECIE-03', 'M-KW-REFLEKS-03', 'M-KW-TOKSYNA-02', 'M-KW-FUZJA-04', 'M-INSTANT-07', 'M-INSTANT-08', 'M-GRAVE-03', 'M-GRAVE-04',
  'M-TELE-02', 'M-TELE-03', 'M-DICE-02',
]);

export const isMeatHouseDefault = (rule: string): boolean => rule.startsWith('M-AMB-') || HOUSE_RULES.has(rule);

/** Every check a house default decides is labelled: its rule is one, or its words name the M-AMB entry. */
export function labelHouseDefaults<A>(j: Judgement<A>): Judgement<A> {
  return labelledHouseDefaults(j, (c) => isMeatHouseDefault(c.rule) || /\bM-AMB-\d\d\b/.test(c.says));
}

export type MeatGame = Game<MeatState, MeatAction, MeatSettings>;

export function meatGame(cards: MeatCards): MeatGame {
  const game: MeatGame = {
    id: 'meat',
    contentHash: cards.contentHash,
    seats: { min: 2, max: 6 },
    rules: {
      isHouseDefault: isMeatHouseDefault,
      wordsUrl: meatRuleWordsUrl,
    },
    schemas: { action: actionSchema as v.GenericSchema<unknown, MeatAction>, settings: settingsSchema as v.GenericSchema<unknown, MeatSettings>, team: teamNoteSchema },
    setup: {
      choice: choiceSchema,
      judgeChoice: (_settings, choice) => {
        const ok = v.safeParse(choiceSchema, choice).success;
        return say('M-AMB-04', ok, null, ok ? 'meat.says.setup.leadersOpen' : 'meat.says.setup.noSecret');
      },
      exchanges: () => [],
      judgeList: (_settings, list) => judgement(list, [say('M-COMP-01', list.length === 0, null, list.length === 0 ? 'meat.says.setup.noCards' : 'meat.says.setup.noCardsRefused')]),
      judgePileSize: (_settings, count) => say('M-COMP-01', count === 0, null, count === 0 ? 'meat.says.setup.noCards' : 'meat.says.setup.noCardsRefused'),
      pileInstance: (seat, position) => `${seat}@${position}`,
    },
    start: (agreed) => start(cards, agreed),
    judge: (state, action) => {
      try {
        if (state.net) {
          // Shape, seat and floor first; then the act with its deck steps.
          const f = judgeFloor(state, action);
          return labelHouseDefaults(f.ok ? netAct(cards, state, f.act).judgement : f.judgement);
        }
        return labelHouseDefaults(judgeAct(cards, state, action));
      } catch {
        return judgement(action, [say('M-ROUND-01', false, null, 'meat.says.state.broken')]);
      }
    },
    apply: (state, action) => {
      if (!state.net) return applyAct(cards, state, action);
      const r = netAct(cards, state, action);
      if (!r.ok) throw new Error('apply after a refusal');
      return r.state;
    },
    floor: (state) => {
      const f = floorNow(state);
      return f ? { kind: 'seat', seat: f.seat } : { kind: 'over' };
    },
    legalActions: (state, seat) => legalActs(cards, state, seat),
    // A window's priority is passed by itself when the seat holds no Instant it could pay for.
    window: (state, seat) => {
      if (!state.window || state.window.priority !== seat) return null;
      return { pass: { type: 'pass', player: seat }, stop: null, affects: state.stack.length > 0 ? 'stack' : null };
    },
    ended: (state) =>
      state.ended
        ? {
            winners: state.ended.winners,
            rule: state.ended.rule,
            says: state.ended.says,
            words: { key: state.ended.winners.length ? 'meat.end.winner' : 'meat.end.draw', values: { who: { seat: state.ended.winners[0] ?? '' }, round: state.round } },
          }
        : null,
    moment: (state) => ({ turn: state.round, step: state.step }),
    placeholder: () => {
      const r = start(cards, { seats: [{ id: 'host', choice: 'any' }, { id: 'guest', choice: 'any' }], seed: 0, settings: { vitality: null, cleaveIgnoresEmptyCentre: false, oneActionPerTeamTurn: false, telestarionResetEachRound: false } });
      if (!r.ok) throw new Error('the placeholder does not start');
      return viewOf(r.state, null);
    },
    reveals: () => [],
    reveal: (state, reveals) => (reveals.length === 0 ? { ok: true, state, judgement: judgement(reveals, [say('M-TACTIC-05', true, null, 'meat.says.reveal.nothing')]) } : { ok: false, state, judgement: judgement(reveals, [say('M-TACTIC-05', false, null, 'meat.says.reveal.none')]) }),
    revealBreach: () => null,
    hidden: (state) => unknownCards(state),
    // Its own table sees the cards it put down this round out of its hand (they lie face down).
    withSecrets: (shared, seat, secrets) => {
      const state = withTeamCards(withOwnCards(shared, seat, secrets), seat, secrets);
      // (Not while opening them: the opening is judged against the hand that still holds them.)
      const kept = state.chains && state.step !== 'reveal' ? keptCards(state, seat, secrets) : [];
      if (kept.length === 0 || !state.players[seat]) return state;
      const p = state.players[seat]!;
      return deepFreeze({ ...state, players: { ...state.players, [seat]: { ...p, hand: p.hand.filter((x) => !kept.includes(x)) } } });
    },
    view: (state, viewer) => viewOf(state, viewer),
    // The shared decks enter as their histories' digests (net/digest.ts): the same histories, the same decks.
    fingerprint: (state) => fingerprintHex(canonicalBytes(state.net ? { ...state, net: netDigest(state.net) } : state)),
    // What a table sends by itself: its next chain link for a roll (NET-RANDOM-01), keeping its
    // one secret salt from the first; its Tactics opening at the reveal (M-FLOW-05/06).
    answer: (state, seat, tools) => {
      const f = floorNow(state);
      if (f?.seat !== seat) return null;
      if (f.types.includes('deck')) return deckAnswer(state, seat, tools.secrets, tools.token);
      if (f.types.includes('open')) {
        const open = openingOf(state, seat, tools.secrets);
        return open ? { action: open } : null;
      }
      if (!f.types.includes('link')) return null;
      const link = tools.link((state.chains?.used[seat] ?? 0) + 1);
      if (!link) return null;
      return { action: { type: 'link', player: seat, link }, ...(seedSalt(tools.secrets) ? {} : { secrets: { [SEED_SECRET]: { card: 'seed', salt: tools.token() } } }) };
    },
    keep: (state, seat, action, secrets) => keepTactic(state, seat, action, secrets),
    // M-TEAM-01: teammates see each other's hands; the other team never gets the note.
    teamNote: (state, seat, secrets) => teamNote(state, seat, secrets),
    teamHeard: (state, seat, from, note) => {
      try {
        return teamHeard(state, seat, from, note);
      } catch {
        return say('NET-SHAPE-01', false, null, 'meat.says.team.unreadable');
      }
    },
    seal: (state, seat, action, secrets) => sealShown(cards, state, seat, sealTactic(state, seat, action, secrets), secrets),
    // Every roll and every step of the shared decks counts: an act is taken back only while none happened since (NET-UNDO-01).
    randomDraws: (state) => state.draws + (state.net ? DECKS.reduce((n, d) => n + state.net!.gens[d].reduce((k, g) => k + g.deck.log.length, 0), 0) : 0),
    auditAct: () => null,
    auditSecrets: (final, seat, secrets) => auditDecks(final, seat, secrets),
    serialize: (state) => sealSave(SAVE_VERSION, state),
    restore: (text) => {
      const parsed = openSave(text, SAVE_VERSION, stateSchema, 'an M.E.A.T. state');
      if (!parsed.ok) return parsed;
      let state = parsed.state as unknown as MeatState;
      if (parsed.state.net) {
        const net = rebuildNet(state.seats, state.seed, parsed.state.net);
        if (typeof net === 'string') return { ok: false, error: net };
        state = { ...state, net };
      }
      const problem = inconsistency(cards, state);
      return problem ? { ok: false, error: problem } : { ok: true, state: deepFreeze(state) };
    },
    bots: { sensible: meatBot(cards, null) },
  };
  return game;
}
