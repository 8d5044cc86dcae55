/**
 * The response clock and auto-pass, for practice and friend play alike, for any game: when the
 * local player holds the floor in a response window, either the table passes for them after a
 * short pause (`AUTO_PASS`: the game's public information says there is nothing to answer, or in
 * practice a pass is the only legal act), or the player decides and, with a response clock, the
 * clock passes for them when it runs out (`CLOCK`). Each plan replaces the one before; `CLEAR`
 * when the floor moves. The pass is emitted (`actor.on('pass', …)`): the match plays it, as any
 * act of the player's, through the judge. Time is XState's (delays), so tests may simulate it.
 *
 * @example
 * const clock = createActor(responseClockMachine).start();
 * clock.on('pass', (e) => match.attempt(e.pass));
 * clock.send({ type: 'CLOCK', pass: { type: 'pass', player: 'guest' }, afterMs: 30_000 });
 */
import { assign, emit, setup } from 'xstate';
import type { GameAction } from '../src/engine/game.js';

/** How long the table waits before it passes by itself: long enough to see the act, short enough not to drag. */
export const AUTO_PASS_MS = 120;

export interface ResponseClockContext {
  readonly pass: GameAction | null;
  readonly afterMs: number;
}

export type ResponseClockEvent =
  | { readonly type: 'AUTO_PASS'; readonly pass: GameAction; readonly afterMs: number }
  | { readonly type: 'CLOCK'; readonly pass: GameAction; readonly afterMs: number }
  | { readonly type: 'CLEAR' };

export type ResponseClockEmitted = { readonly type: 'pass'; readonly pass: GameAction };

export const responseClockMachine = setup({
  types: { context: {} as ResponseClockContext, events: {} as ResponseClockEvent, emitted: {} as ResponseClockEmitted },
  delays: { planned: ({ context }) => context.afterMs },
  actions: {
    plan: assign(({ event }) => (event.type === 'CLEAR' ? { pass: null, afterMs: 0 } : { pass: event.pass, afterMs: Math.max(0, event.afterMs) })),
    passForPlayer: emit(({ context }) => ({ type: 'pass' as const, pass: context.pass! })),
  },
}).createMachine({
  id: 'responseClock',
  context: { pass: null, afterMs: 0 },
  initial: 'idle',
  on: {
    AUTO_PASS: { target: '.autoPassing', reenter: true, actions: 'plan' },
    CLOCK: { target: '.clockRunning', reenter: true, actions: 'plan' },
    CLEAR: { target: '.idle', actions: 'plan' },
  },
  states: {
    /** Nothing of the player's to answer, or the player decides with no clock. */
    idle: {},
    /** The table passes for the player after a short pause. */
    autoPassing: { after: { planned: { target: 'idle', actions: 'passForPlayer' } } },
    /** The player decides; the clock passes for them when it runs out. */
    clockRunning: { after: { planned: { target: 'idle', actions: 'passForPlayer' } } },
  },
});
