/**
 * Riposte's rules as pure functions (rule IDs in cards.ts): the start, the judge (shape first,
 * never a throw), the reducer, the floor and the legal acts.
 */
import * as v from 'valibot';
import type { Agreed, Floor, GameEnd, StartResult } from '../../../../src/engine/game.js';
import { check, judgement, type Check, type Judgement } from '../../../../src/engine/judgement.js';
import { CARDS, COLOURS, HAND_SIZE, PARRY_MAX, PILE_MAX, PILE_MIN, TURN_CAP, isNumber } from './cards.js';
import { actionSchema, deepFreeze, seatOf, settingsSchema, type Instance, type RiposteAction, type RiposteSettings, type RiposteState, type SeatState } from './state.js';

export const pileInstance = (seat: string, position: number): string => `${seat}@${position}`;

export function judgeChoice(choice: string): Check {
  const ok = (COLOURS as readonly string[]).includes(choice);
  return check('T-SETUP-01', ok, ok ? `${choice} is a colour of the game` : 'the choice is not one of the colours sun, moon, star');
}

export function judgePileSize(count: number): Check {
  const ok = Number.isInteger(count) && count >= PILE_MIN && count <= PILE_MAX;
  return check('T-SETUP-02', ok, `a pile of ${count} cards; it has ${PILE_MIN} to ${PILE_MAX}`);
}

export function judgeList(list: readonly string[]): Judgement<readonly string[]> {
  const unknown = list.filter((c) => !CARDS.has(c)).length;
  const parries = list.filter((c) => c === 'parry').length;
  return judgement(list, [
    judgePileSize(list.length),
    check('T-SETUP-03', unknown === 0, unknown === 0 ? 'every card is a card of the game' : `${unknown} cards are not cards of the game`),
    check('T-SETUP-04', parries <= PARRY_MAX, `${parries} parries; at most ${PARRY_MAX}`),
  ]);
}

/** The starting state: each seat's pile in the agreed order, 3 cards drawn (T-DEAL-01); a bad setup is a failing judgement. */
export function start(agreed: Agreed<RiposteSettings>): StartResult<RiposteState> {
  const fail = (c: Check): StartResult<RiposteState> => ({ ok: false, judgement: judgement(agreed, [c]) });
  const settings = v.safeParse(settingsSchema, agreed?.settings);
  if (!settings.success) return fail(check('T-SHAPE-01', false, 'the settings are not a target score from 5 to 40'));
  const seats = Array.isArray(agreed.seats) ? agreed.seats : [];
  if (seats.length < 2 || seats.length > 3 || new Set(seats.map((s) => s.id)).size !== seats.length) return fail(check('T-SETUP-05', false, `${seats.length} seats; the game seats 2 or 3, each named once`));
  const cards: Record<string, Instance> = {};
  const built: SeatState[] = [];
  for (const s of seats) {
    const chosen = judgeChoice(s.choice);
    if (!chosen.ok) return fail(chosen);
    const known = s.cards !== undefined;
    const count = known ? s.cards!.length : (s.commitments?.length ?? 0);
    const pile = known ? judgeList(s.cards!).checks.find((c) => !c.ok) ?? null : judgePileSize(count).ok ? null : judgePileSize(count);
    if (pile) return fail(pile);
    const iids = Array.from({ length: count }, (_, k) => pileInstance(s.id, k));
    iids.forEach((iid, k) => (cards[iid] = known ? { owner: s.id, card: s.cards![k]! } : { owner: s.id, card: null, commit: s.commitments![k]! }));
    built.push({ id: s.id, colour: s.choice, pile: iids.slice(HAND_SIZE), hand: iids.slice(0, HAND_SIZE), score: 0 });
  }
  return { ok: true, state: deepFreeze({ seats: built, cards, played: [], turn: 1, current: 0, window: null, target: settings.output.target, ended: null }) };
}

export function floor(state: RiposteState): Floor {
  if (state.ended) return { kind: 'over' };
  return { kind: 'seat', seat: state.window ? state.window.waiting[0]! : state.seats[state.current]!.id };
}

/** May this happen now, and why: shape first (T-SHAPE-01), then the floor, then the act's own rules. */
export function judge(state: RiposteState, raw: unknown): Judgement<unknown> {
  const parsed = v.safeParse(actionSchema, raw);
  if (!parsed.success) return judgement(raw, [check('T-SHAPE-01', false, 'the act is not one of play, skip, parry or pass with its fields')]);
  const a = parsed.output;
  const f = floor(state);
  const holds = f.kind === 'seat' && f.seat === a.player;
  const checks: Check[] = [check('T-FLOOR-01', holds, holds ? `${a.player} holds the floor` : f.kind === 'seat' ? `${f.seat} holds the floor, not ${a.player}` : 'the game is over')];
  if (!holds) return judgement(a, checks);
  const seat = seatOf(state, a.player)!;
  const inHand = 'card' in a && seat.hand.includes(a.card);
  const card = 'card' in a ? (state.cards[a.card]?.card ?? null) : null;
  switch (a.type) {
    case 'play':
      checks.push(check('T-TURN-01', !state.window && inHand, state.window ? 'a window is open: answer it' : inHand ? `${a.card} is in ${a.player}'s hand` : `${a.card} is not in ${a.player}'s hand`));
      checks.push(check('T-REVEAL-01', card !== null, card !== null ? `${a.card} is ${card}` : `${a.card}'s identity is not shown`));
      break;
    case 'skip':
      checks.push(check('T-TURN-02', !state.window && seat.hand.length === 0, state.window ? 'a window is open: answer it' : `${seat.hand.length} cards in hand; only an empty hand skips`));
      break;
    case 'parry':
      checks.push(check('T-WINDOW-01', state.window !== null && inHand, !state.window ? 'no window is open' : inHand ? `${a.card} is in ${a.player}'s hand` : `${a.card} is not in ${a.player}'s hand`));
      checks.push(check('T-WINDOW-02', card === 'parry', card === 'parry' ? 'the card is a parry' : card === null ? `${a.card}'s identity is not shown` : `${card} is not a parry`));
      break;
    case 'pass':
      checks.push(check('T-WINDOW-01', state.window !== null, state.window ? `${a.player} passes on ${state.window.by}'s card` : 'no window is open to pass in'));
      break;
  }
  return judgement(a, checks);
}

/** The state after a judged act. */
export function apply(state: RiposteState, a: RiposteAction): RiposteState {
  return deepFreeze(step(state, a));
}

function step(state: RiposteState, a: RiposteAction): RiposteState {
  const w = state.window;
  switch (a.type) {
    case 'skip':
      return endTurn(state);
    case 'play': {
      const played = fromHand(state, a.player, a.card);
      const card = state.cards[a.card]!.card;
      if (!isNumber(card)) return endTurn(played);
      const others = [...state.seats.slice(state.current + 1), ...state.seats.slice(0, state.current)].map((s) => s.id);
      return { ...played, window: { card: a.card, by: a.player, waiting: others } };
    }
    case 'parry':
      return endTurn({ ...fromHand(state, a.player, a.card), window: null });
    case 'pass':
      if (w!.waiting.length > 1) return { ...state, window: { ...w!, waiting: w!.waiting.slice(1) } };
      return endTurn({ ...score(state, w!.by, w!.card), window: null });
  }
}

function fromHand(state: RiposteState, player: string, iid: string): RiposteState {
  return { ...state, played: [...state.played, iid], seats: state.seats.map((s) => (s.id === player ? { ...s, hand: s.hand.filter((h) => h !== iid) } : s)) };
}

function score(state: RiposteState, player: string, iid: string): RiposteState {
  const card = CARDS.get(state.cards[iid]!.card!)!;
  return { ...state, seats: state.seats.map((s) => (s.id === player && card.kind === 'number' ? { ...s, score: s.score + card.value + (card.colour === s.colour ? 1 : 0) } : s)) };
}

/** T-DRAW-01, then the end checks (T-END-01, T-END-02, T-HOUSE-01), then the next seat's turn. */
function endTurn(state: RiposteState): RiposteState {
  const seats = state.seats.map((s, i) => (i === state.current && s.pile.length > 0 ? { ...s, hand: [...s.hand, s.pile[0]!], pile: s.pile.slice(1) } : s));
  const me = seats[state.current]!;
  const ended: GameEnd | null = me.score >= state.target
    ? { winners: [me.id], rule: 'T-END-01', says: `${me.id} reached ${me.score} of ${state.target} points` }
    : seats.every((s) => s.hand.length === 0 && s.pile.length === 0) ? best(seats, 'T-END-02', 'every card is played')
    : state.turn >= TURN_CAP ? best(seats, 'T-HOUSE-01', `${TURN_CAP} turns were played`) : null;
  return { ...state, seats, ended, turn: ended ? state.turn : state.turn + 1, current: ended ? state.current : (state.current + 1) % seats.length };
}

function best(seats: readonly SeatState[], rule: string, why: string): GameEnd {
  const top = Math.max(...seats.map((s) => s.score));
  return { winners: seats.filter((s) => s.score === top).map((s) => s.id), rule, says: `${why}: the highest score is ${top}` };
}

/** Every act `seat` may make now, from what the state shows (a hidden card in hand is no play). */
export function legalActions(state: RiposteState, seat: string): RiposteAction[] {
  const f = floor(state);
  if (f.kind !== 'seat' || f.seat !== seat) return [];
  const s = seatOf(state, seat)!;
  const known = s.hand.filter((iid) => state.cards[iid]?.card != null);
  if (state.window) return [{ type: 'pass', player: seat }, ...known.filter((iid) => state.cards[iid]!.card === 'parry').map((card): RiposteAction => ({ type: 'parry', player: seat, card }))];
  if (s.hand.length === 0) return [{ type: 'skip', player: seat }];
  return known.map((card): RiposteAction => ({ type: 'play', player: seat, card }));
}
