/**
 * Riposte as a {@link Game}: the second game that proves the contract (rules in cards.ts). Hidden
 * hands drawn from committed piles, one response window, 2 or 3 seats, a secret choice and no
 * exchange in the setup.
 *
 * @example
 * const started = riposteGame.start({ seats: [{ id: 'a', choice: 'sun', cards: PILES.a }, …], seed: 1, settings: { target: 12 } });
 */
import * as v from 'valibot';
import { canonicalBytes } from '../../../../src/engine/canonical-bytes.js';
import { fingerprintHex } from '../../../../src/engine/fingerprint.js';
import type { Game } from '../../../../src/engine/game.js';
import { CONTENT_HASH } from './cards.js';
import { sensibleBot } from './bot.js';
import { hidden, reveal, revealBreach, view, withSecrets } from './hidden.js';
import { apply, floor, judge, judgeChoice, judgeList, judgePileSize, legalActions, pileInstance, start } from './rules.js';
import { actionSchema, deepFreeze, settingsSchema, stateSchema, type RiposteAction, type RiposteSettings, type RiposteState } from './state.js';

const SAVE_VERSION = 1;

export type RiposteGame = Game<RiposteState, RiposteAction, RiposteSettings>;

export const riposteGame: RiposteGame = {
  id: 'riposte',
  contentHash: CONTENT_HASH,
  seats: { min: 2, max: 3 },
  rules: {
    isHouseDefault: (rule) => /^T-HOUSE-\d\d$/.test(rule),
    wordsUrl: () => new URL('./rule-words.json', import.meta.url),
  },
  schemas: { action: actionSchema as v.GenericSchema<unknown, RiposteAction>, settings: settingsSchema },
  setup: {
    choice: v.pipe(v.string(), v.regex(/^[a-z]{1,16}$/, 'a colour')),
    judgeChoice: (_settings, choice) => judgeChoice(choice),
    exchanges: () => [],
    judgeList: (_settings, list) => judgeList(list),
    judgePileSize: (_settings, count) => judgePileSize(count),
    pileInstance,
  },
  start,
  judge,
  apply,
  floor,
  legalActions,
  // Public information only: a seat with cards in hand may hold a parry, so its player decides.
  // Every play is a step in the race to the target, so it affects every other seat (T-WINDOW-01).
  window: (state, seat) => {
    if (!state.window || state.ended || state.window.waiting[0] !== seat) return null;
    const hand = state.seats.find((s) => s.id === seat)!.hand.length;
    return { pass: { type: 'pass', player: seat }, stop: hand > 0 ? 'T-WINDOW-01' : null, affects: 'T-WINDOW-01' };
  },
  ended: (state) => state.ended,
  moment: (state) => ({ turn: state.turn, step: state.window ? 'window' : 'turn' }),
  placeholder: () => PLACEHOLDER,
  reveals: (state, action) => (action.type === 'play' || action.type === 'parry' ? [action.card] : []),
  reveal,
  revealBreach,
  hidden,
  withSecrets,
  view,
  fingerprint: (state) => fingerprintHex(canonicalBytes(state)),
  answer: () => null,
  auditAct: () => null,
  serialize: (state) => JSON.stringify({ v: SAVE_VERSION, game: 'riposte', state }),
  restore,
  bots: { sensible: sensibleBot },
};

/** An empty table of two seats: nothing of anyone's. */
const PLACEHOLDER: RiposteState = deepFreeze({
  seats: ['host', 'guest'].map((id) => ({ id, colour: 'sun', pile: [], hand: [], score: 0 })),
  cards: {},
  played: [],
  turn: 1,
  current: 0,
  window: null,
  target: 12,
  ended: null,
});

const saveSchema = v.strictObject({ v: v.literal(SAVE_VERSION), game: v.literal('riposte'), state: stateSchema });

/** A saved state back, checked for shape and for consistency (every zone's cards exist, the floor is a seat); never a throw. */
function restore(text: string) {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false as const, error: 'not JSON' };
  }
  const parsed = v.safeParse(saveSchema, raw);
  if (!parsed.success) return { ok: false as const, error: `not a saved Riposte state (${parsed.issues[0]!.path?.map((p) => String(p.key)).join('.') ?? 'top'})` };
  const state = parsed.output.state as RiposteState;
  const ids = new Set(state.seats.map((s) => s.id));
  const zones = [...state.played, ...state.seats.flatMap((s) => [...s.pile, ...s.hand])];
  const consistent = state.current < state.seats.length && ids.size === state.seats.length &&
    zones.length === new Set(zones).size && zones.every((iid) => state.cards[iid] !== undefined) &&
    Object.values(state.cards).every((c) => ids.has(c.owner) && (c.card !== null || c.commit !== undefined)) &&
    (state.window === null || (state.window.waiting.length > 0 && state.window.waiting.every((w) => ids.has(w)) && state.cards[state.window.card] !== undefined));
  return consistent ? { ok: true as const, state: deepFreeze(state) } : { ok: false as const, error: 'the saved state does not hold together' };
}
