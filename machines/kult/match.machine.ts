/**
 * The KULT match as one XState v5 statechart (catalog § 14): setup is done
 * by `createMatch`; the machine then walks the seven steps, each with its
 * response windows, until a win. The machine is thin: the guard is the
 * judge and the action is the reducer, both pure functions from src/kult.
 * Where we are is read back from the game state after every applied act
 * (`route`), so the chart and the rules can never disagree.
 */
import { assign, setup } from 'xstate';
import { act, judge, type Ctx, type GameState, type Judgement } from '../../src/kult/index.js';

export interface MatchContext {
  readonly ctx: Ctx;
  readonly game: GameState;
  /** The judge's answer to the latest event, legal or not (the overlay draws it). */
  readonly judgement: Judgement<unknown> | null;
  /** Every applied action, in order: the match log. */
  readonly log: readonly unknown[];
  /** The last turn number the chart saw, to pass through step 7 once per turn. */
  readonly turnSeen: number;
}

export type MatchEvent = { readonly type: 'ACT'; readonly action: unknown };

export interface MatchInput {
  readonly ctx: Ctx;
  readonly game: GameState;
}

const step = (name: GameState['step']) => ({ type: 'stepIs' as const, params: { step: name } });

export const kultMatchMachine = setup({
  types: {
    context: {} as MatchContext,
    events: {} as MatchEvent,
    input: {} as MatchInput,
  },
  guards: {
    legal: ({ context, event }) => judge(context.ctx, context.game, event.action).ok,
    ended: ({ context }) => context.game.ended !== null,
    choicePending: ({ context }) => context.game.pending !== null,
    turnPassed: ({ context }) => context.game.turn !== context.turnSeen,
    stepIs: ({ context }, params: { step: GameState['step'] }) => context.game.step === params.step,
    windowIs: ({ context }, params: { kind: 'react' | 'preDraw' | 'postDraw' | 'combat' }) => context.game.window?.kind === params.kind,
    windowOpen: ({ context }) => context.game.window !== null,
  },
  actions: {
    apply: assign(({ context, event }) => {
      const r = act(context.ctx, context.game, event.action);
      return { game: r.state, judgement: r.judgement, log: [...context.log, event.action] };
    }),
    reject: assign(({ context, event }) => ({ judgement: judge(context.ctx, context.game, event.action) })),
    seeTurn: assign(({ context }) => ({ turnSeen: context.game.turn })),
  },
}).createMachine({
  id: 'kultMatch',
  context: ({ input }) => ({ ctx: input.ctx, game: input.game, judgement: null, log: [], turnSeen: input.game.turn }),
  initial: 'route',
  states: {
    /** Transient: read where the game now stands. */
    route: {
      always: [
        { guard: 'ended', target: 'over' },
        { guard: 'turnPassed', target: 'turn.flip' },
        { guard: 'choicePending', target: 'turn.choice' },
        { guard: step('draw'), target: 'turn.draw' },
        { guard: step('sway'), target: 'turn.sway' },
        { guard: step('recruit'), target: 'turn.recruit' },
        { guard: step('deeds'), target: 'turn.deeds' },
        { guard: step('attack'), target: 'turn.attack' },
        { guard: step('discard'), target: 'turn.discard' },
      ],
    },
    turn: {
      initial: 'draw',
      on: {
        ACT: [
          { guard: 'legal', actions: 'apply', target: '#kultMatch.route' },
          { actions: 'reject' },
        ],
      },
      states: {
        /** Step 1: pre-draw window, the atomic draw, post-draw window (K-DRAW-04/05). */
        draw: {
          initial: 'which',
          states: {
            which: { always: [{ guard: { type: 'windowIs', params: { kind: 'postDraw' } }, target: 'postDrawWindow' }, { target: 'preDrawWindow' }] },
            preDrawWindow: {},
            postDrawWindow: {},
          },
        },
        /** Step 2: any number of Sways, each answered by a window (K-SWAY). */
        sway: windowed(),
        /** Step 3: recruit all or none, then its window (K-RECRUIT). */
        recruit: windowed(),
        /** Step 4: deeds, Repels, abilities, each with its window (K-DEED). */
        deeds: windowed(),
        /** Step 5: one attack; the modification loop until all pass (K-ATTACK). */
        attack: {
          initial: 'which',
          states: {
            which: { always: [{ guard: { type: 'windowIs', params: { kind: 'combat' } }, target: 'modification' }, { target: 'choosing' }] },
            choosing: {},
            modification: {},
          },
        },
        /** Step 6: discard one or none, face-down (K-DISCARD). */
        discard: windowed(),
        /** Step 7: flip all own cards, expire turn effects; the next turn begins (K-FLIP). */
        flip: { entry: 'seeTurn', always: { target: '#kultMatch.route' } },
        /** A pending choice (e.g. where a marker goes, Q-09). */
        choice: {},
      },
    },
    over: { type: 'final' },
  },
});

function windowed() {
  return {
    initial: 'which' as const,
    states: {
      which: { always: [{ guard: 'windowOpen' as const, target: 'window' }, { target: 'idle' }] },
      idle: {},
      window: {},
    },
  };
}
