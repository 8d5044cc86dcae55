/**
 * Cult: Choose Your God Wisely as a {@link Game}: 2 to 5 seats, no secret setup choice but the
 * Cult asked for, no piles brought by the players (the three decks are the table's), and no
 * response windows (the action round gives each seat its one act in turn, C-RESOLVE-06).
 *
 * Played on one page (practice, the simulator, the conformance suite) the state knows every card
 * and each seat's view forgets the rest. Between friends the decks are the engine's shared hidden
 * decks (src/engine/hidden/), which this game does not use yet: see docs/cygw.md.
 */
import * as v from 'valibot';
import { canonicalBytes } from '../engine/canonical-bytes.js';
import { fingerprintHex } from '../engine/fingerprint.js';
import type { Game } from '../engine/game.js';
import { openSave, sealSave } from '../engine/save-envelope.js';
import { check, judgement, labelledHouseDefaults, type Check, type Judgement } from '../engine/judgement.js';
import type { CygwCards } from './cards/types.js';
import { actionSchema, type CygwAction } from './actions.js';
import { sensibleBot } from './bot/sensible.js';
import { inconsistency } from './consistency.js';
import { applyAct, deepFreeze, judgeAct, judgeFloor } from './rules/judge.js';
import { floorNow } from './rules/floor.js';
import { legalActs } from './rules/legal.js';
import { choiceSchema, settingsSchema, start } from './setup.js';
import type { CygwSettings, CygwState } from './state.js';
import { stateSchema } from './state-schema.js';
import { unknownCards, viewOf } from './view.js';
import { location } from './board/locations.js';
import { deckAnswer, netAct, sealAct, withOwnCards } from './net/play.js';
import { rebuildNet } from './net/rebuild.js';
import { auditDecks } from './net/audit.js';


const SAVE_VERSION = 1;

/** The catalog's [HOUSE] rules and every C-AMB house default (catalog §15): the judge labels them. */
const HOUSE_RULES = new Set([
  'C-CORE-04', 'C-CORE-13', 'C-CORE-16', 'C-CORE-18', 'C-CORE-23', 'C-INTENT-PREACH-06', 'C-INTENT-DEAL-02', 'C-RESOLVE-04', 'C-RESOLVE-11',
  'C-RESOLVE-18', 'C-LOC-ACCESS-01', 'C-LOC-PRAY-01', 'C-LOC-02-09', 'C-LOC-04-03', 'C-LOC-09-02', 'C-INTRIGUE-FOILEDPLOT-01', 'C-SUPREMACY-11',
  'C-CULTSHEET-08', 'C-CULT-FAFNIR-L1-R1', 'C-CULT-TIAMAT-L1-R1', 'C-CULT-ARACHNE-L2-R1',
]);

export const isCygwHouseDefault = (rule: string): boolean => rule.startsWith('C-AMB-') || HOUSE_RULES.has(rule);

/**
 * The judge labels every check a house default decides (catalog §15): its rule is one, or its
 * words name the C-AMB entry that decided it ("3 Mobs reach Locations 1 to 7 (house C-AMB-02)").
 */
export function labelHouseDefaults<A>(j: Judgement<A>): Judgement<A> {
  return labelledHouseDefaults(j, (c) => isCygwHouseDefault(c.rule) || /\bC-AMB-\d\d\b/.test(c.says));
}

export type CygwGame = Game<CygwState, CygwAction, CygwSettings>;

export function cygwGame(cards: CygwCards): CygwGame {
  return {
    id: 'cygw',
    contentHash: cards.contentHash,
    seats: { min: 2, max: 5 },
    rules: {
      isHouseDefault: isCygwHouseDefault,
      // English only so far: every language reads English's words, marked as such by the judge.
      wordsUrl: () => new URL('./rule-words.json', import.meta.url),
    },
    schemas: { action: actionSchema as v.GenericSchema<unknown, CygwAction>, settings: settingsSchema as v.GenericSchema<unknown, CygwSettings> },
    setup: {
      choice: choiceSchema,
      judgeChoice: (_settings, choice) => {
        const ok = v.safeParse(choiceSchema, choice).success;
        return check('C-SETUP-06', ok, ok ? 'a Cult of the game, or a random one' : 'not one of the eight Cults');
      },
      exchanges: () => [],
      judgeList: (_settings, list) => judgement(list, [check('C-SETUP-08', list.length === 0, list.length === 0 ? 'no player brings cards' : 'no player brings cards to this game')]),
      judgePileSize: (_settings, count) => check('C-SETUP-08', count === 0, count === 0 ? 'no player brings cards' : 'no player brings cards to this game'),
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
        // A judge never throws: a state this game could not read refuses every act.
        return judgement(action, [check('C-ROUND-01', false, 'this state cannot be played')]);
      }
    },
    apply: (state, action) => {
      if (!state.net) return applyAct(cards, state, action);
      const r = netAct(cards, state, action);
      if (!r.ok) throw new Error('apply after a refusal');
      return r.state;
    },
    seal: (state, seat, action, secrets) => sealAct(cards, state, seat, action, secrets),
    floor: (state) => {
      if (state.phase === 'over') return { kind: 'over' };
      const f = floorNow(state);
      return f ? { kind: 'seat', seat: f.seat } : { kind: 'over' };
    },
    legalActions: (state, seat) => legalActs(cards, state, seat),
    window: () => null,
    ended: (state) =>
      state.ended
        ? {
            winners: state.ended.winners,
            rule: state.ended.rule,
            says: state.ended.says,
            // Worded for each reader, with the winner named by this table ("you", or the player's name), never a seat id.
            words: { key: 'cygw.end.winner', values: { who: { seat: state.ended.winners[0] ?? '' }, round: state.round } },
          }
        : null,
    moment: (state) => ({ turn: state.round, step: state.phase === 'resolution' && state.active > 0 ? `${location(state.active).name}` : state.phase }),
    placeholder: () => {
      const r = start(cards, { seats: [{ id: 'host', choice: 'random' }, { id: 'guest', choice: 'random' }], seed: 0, settings: { sheets: 'random', communityDeclineGivesAlms: false } });
      if (!r.ok) throw new Error('the placeholder does not start');
      return viewOf(r.state, null);
    },
    reveals: () => [],
    reveal: (state, reveals) => (reveals.length === 0 ? { ok: true, state, judgement: judgement(reveals, [check('C-CORE-18', true, 'nothing to open')]) } : { ok: false, state, judgement: judgement(reveals, [check('C-CORE-18', false, 'this game opens no commitments')]) }),
    revealBreach: () => null,
    hidden: (state) => unknownCards(state),
    withSecrets: (state, seat, secrets) => withOwnCards(cards, state, seat, secrets),
    view: (state, viewer) => viewOf(state, viewer),
    fingerprint: (state) => fingerprintHex(canonicalBytes(state)),
    answer: (state, seat, tools) => deckAnswer(state, seat, tools.secrets, tools.token),
    // Every step of the shared decks (a card drawn, turned face up, handed on, a share) counts: an act is taken back only while none happened since (NET-UNDO-01).
    randomDraws: (state) => (state.net ? state.net.decks.miracle.log.length + state.net.decks.intrigue.log.length + state.net.decks.license.log.length : 0),
    auditAct: () => null,
    auditSecrets: (final, seat, secrets) => auditDecks(final, seat, secrets),
    serialize: (state) => sealSave(SAVE_VERSION, state),
    restore: (text) => {
      const parsed = openSave(text, SAVE_VERSION, stateSchema, 'a Cult state');
      if (!parsed.ok) return parsed;
      let state = parsed.state as unknown as CygwState;
      if (parsed.state.net) {
        const net = rebuildNet(cards, state.seats, parsed.state.net.decks);
        if (typeof net === 'string') return { ok: false, error: net };
        state = { ...state, net };
      }
      const problem = inconsistency(state);
      return problem ? { ok: false, error: problem } : { ok: true, state: deepFreeze(state) };
    },
    bots: { sensible: (state, seat, rng) => sensibleBot(cards, state, seat, rng) },
  };
}
