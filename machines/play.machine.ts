/**
 * A game played on one page (solo practice, lessons) as an XState actor, for any game: each
 * `ACT` is judged by the game and, if legal, applied; the judgement of every attempt is kept, so
 * an inspector (`?inspect`) sees every act, its judgement and the state it led to. The game's own
 * charts decide the flow inside `apply`; this chart only says whether the game goes on.
 *
 * @example
 * const actor = createActor(playMachine, { input: { game, state } }).start();
 * actor.send({ type: 'ACT', action: { type: 'pass', player: 'you' } });
 * actor.getSnapshot().context.judgement?.ok;
 */
import { assign, setup } from 'xstate';
import type { AnyGame } from '../src/engine/game.js';
import { playAct } from '../src/engine/game.js';
import type { Judgement } from '../src/engine/judgement.js';

export interface PlayContext {
  readonly game: AnyGame;
  readonly state: unknown;
  /** The judgement of the latest attempt, legal or not. */
  readonly judgement: Judgement<unknown> | null;
}

export type PlayEvent = { readonly type: 'ACT'; readonly action: unknown };

export interface PlayInput {
  readonly game: AnyGame;
  readonly state: unknown;
}

export const playMachine = setup({
  types: { context: {} as PlayContext, events: {} as PlayEvent, input: {} as PlayInput },
  guards: {
    over: ({ context }) => context.game.ended(context.state) !== null,
  },
  actions: {
    play: assign(({ context, event }) => {
      const r = playAct(context.game, context.state, event.action);
      return { state: r.state, judgement: r.judgement };
    }),
  },
}).createMachine({
  id: 'play',
  context: ({ input }) => ({ game: input.game, state: input.state, judgement: null }),
  initial: 'route',
  states: {
    route: { always: [{ guard: 'over', target: 'over' }, { target: 'playing' }] },
    playing: { on: { ACT: { actions: 'play', target: 'route', reenter: true } } },
    over: { type: 'final' },
  },
});
