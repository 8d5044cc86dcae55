/**
 * The KULT turn as one XState v5 statechart (catalog § 14): the seven steps,
 * each with its response windows, the draw between the two draw windows, the
 * combat modification loop, and the end of the turn. Its transitions decide
 * what comes next; the rules only say what an act does. `act` runs it for
 * every game event, walked purely over its state nodes (chart/run.ts,
 * src/engine/chart-walk.ts), and solo practice and `?inspect` run it in
 * XState as an actor (`ACT` events).
 *
 * Thin: guards are the judge and small pure checks, actions are `assign`s
 * that call the pure reducers. The window states take the engine's response
 * window transitions (src/engine/response-window.chart.ts). Every event a
 * state takes has an unguarded branch, so whether a state takes an event
 * depends on the state alone (the judge asks it: `flowAllows`; a test checks
 * the branches).
 */
import { assign, raise, setup } from 'xstate';
import { responseWindowOn } from '../../engine/response-window.chart.js';
import type { Judgement } from '../../engine/judgement.js';
import { english, words } from '../say.js';
import type { Ctx } from '../context.js';
import type { Draft } from '../state/draft.js';
import type { Action, ActionType, GameState, Step } from '../types.js';
import { resolveCombat } from '../rules/combat.js';
import { drawToHandTarget } from '../rules/draw.js';
import { settle } from '../rules/settle.js';
import { beginTurn, enterStep, flipStep, passTurn } from '../rules/turn.js';
import { closeWindow, openDrawWindow, passClosesWindow, passFloor, recordAct } from '../rules/window.js';
import { draftFor } from './edit.js';
import { aftermath, reduceAct, reduceAnswer } from './reducers.js';
import { LEAVES, leafOf, type Leaf } from './resume.js';

export interface TurnContext {
  readonly game: GameState;
  /** Actor mode (solo practice, `?inspect`): the card data; the pure runner passes it in each event instead. */
  readonly ctx: Ctx | null;
  /** Actor mode: the judge's answer to the latest `ACT`, legal or not (the overlay draws it). */
  readonly judgement: Judgement<unknown> | null;
  /** Actor mode: every applied action, in order (the match log). */
  readonly log: readonly unknown[];
}

/** A judged game event: the action, as the event its type names. */
export interface GameEvent {
  readonly type: ActionType;
  readonly action: Action;
  readonly ctx: Ctx;
}

/** Actor mode: an action still to judge. */
export interface ActEvent {
  readonly type: 'ACT';
  readonly action: unknown;
}

/**
 * A friend match's inspector (`?inspect`): the game as the lockstep now holds it, acts of both
 * tables applied (the friend's hidden cards unknown). The chart takes it and resumes at the leaf
 * its step and window name, so the inspector follows the turn; `act` never sends it.
 */
export interface SyncEvent {
  readonly type: 'SYNC';
  readonly game: GameState;
}

export type TurnEvent = GameEvent | ActEvent | SyncEvent;

export interface TurnInput {
  readonly game: GameState;
  readonly ctx?: Ctx;
}

/** Acts any floor holder may make in a window (the judge then asks each card's timing and what it affects). */
const RESPONSES = ['repel', 'influence', 'commandment', 'spell', 'ability', 'weapon'] as const;
/** Acts the active player may make outside a window, besides their step's own (each opens a react window). */
const ANY_TIME = ['repel', 'influence', 'commandment', 'spell', 'ability'] as const;
/** Answers to a pending choice: they come first (the judge sees to it) and change no step. */
const ANSWERS = ['choose', 'recommit', 'cut', 'random'] as const;

const game = (e: TurnEvent): GameEvent => e as GameEvent;

/** An action's context update: what the chart's `assign` wraps, and what the pure walk runs (chart/run.ts). */
export type TurnReducer<P = undefined> = (args: { context: TurnContext; event: TurnEvent }, params: P) => Partial<TurnContext>;

/**
 * An action on the game: `fn` writes the event's draft, then what must hold
 * after any change is checked (a combat whose combatant left is void, a Hub
 * that reached the target wins: K-ATTACK-15, K-WIN-08), as after every act,
 * so the chart's next guard (`gameOver`) sees it.
 */
function update<P = undefined>(fn: (ctx: Ctx, d: Draft, e: GameEvent, params: P) => void): TurnReducer<P> {
  return ({ context, event }, params) => {
    const d = draftFor(context.game, event);
    const e = event as GameEvent;
    fn(e.ctx, d, e, params);
    aftermath(e.ctx, d);
    return { game: d as unknown as GameState };
  };
}

/** The chart's actions on the game, by name. */
export const TURN_REDUCERS = {
  /** An act outside a window: it takes effect and opens its window (K-TIMING-01, K-TIMING-04). */
  act: update((ctx, d, e) => {
    recordAct(d, reduceAct(ctx, d, e.action), 'react');
  }),
  /** The attack announcement opens the combat modification loop (K-ATTACK-05/06). */
  attack: update((ctx, d, e) => {
    recordAct(d, reduceAct(ctx, d, e.action), 'combat');
  }),
  /** An act inside the open window: it takes effect and the floor moves as the window's shape says. */
  windowAct: update((ctx, d, e) => {
    recordAct(d, reduceAct(ctx, d, e.action));
  }),
  windowPass: update((_ctx, d, e) => passFloor(d, e.action.player)),
  answer: update((ctx, d, e) => reduceAnswer(ctx, d, e.action)),
  /** The window closed: cancelled acts are cleaned up, held consequences apply. */
  closeWindow: update((ctx, d) => closeWindow(ctx, d)),
  settle: update((ctx, d) => settle(ctx, d)),
  /** The modification loop ended: nothing intervenes, the loser is discarded (K-ATTACK-10/11). */
  resolveCombat: update((ctx, d) => resolveCombat(ctx, d)),
  /** Step 1b: the draw, one instantaneous event between the two windows (K-DRAW-04, K-TIMING-12). */
  draw: update((ctx, d) => drawToHandTarget(ctx, d)),
  openPostDraw: update((_ctx, d) => openDrawWindow(d, 'postDraw')),
  enterStep: update<{ step: Step }>((_ctx, d, _e, params) => enterStep(d, params.step)),
  /** The step's one decision is made (recruit, attack, discard): its window closing ends the step. */
  decide: update((_ctx, d) => {
    d.stepDone = true;
  }),
  /** Step 7: flip, expire "until end of turn" effects (K-FLIP-01..06). */
  flipCards: update((ctx, d) => flipStep(ctx, d)),
  /** The next player's turn begins (K-ORDER-05). */
  nextTurn: update((_ctx, d) => beginTurn(d, passTurn(d))),
  stopAtTurnCap: update((_ctx, d) => {
    passTurn(d);
    d.ended = { rule: 'sim', says: english(words('says.game.turnCap', { n: d.options.turnCap }), null) };
  }),
};

const R = TURN_REDUCERS;

const step = (s: Step) => ({ type: 'enterStep' as const, params: { step: s } });

export const kultTurnChart = setup({
  types: {
    context: {} as TurnContext,
    events: {} as TurnEvent,
    input: {} as TurnInput,
  },
  guards: {
    /**
     * Actor mode: the judge accepts the action. The judge asks this chart what
     * the flow allows, so the judging guard and actions are provided where both
     * are loaded (chart/actor.ts); here an unjudged `ACT` is refused.
     */
    legal: () => false,
    gameOver: ({ context }) => context.game.ended !== null,
    /** Resuming: the game's step, decision and window say this leaf. */
    resumesAt: ({ context }, params: { leaf: Leaf }) => leafOf(context.game) === params.leaf,
    /** Every player has passed in succession since the latest act (K-TIMING-04, K-ATTACK-06, Q-20). */
    windowPassCloses: ({ context }) => passClosesWindow(context.game),
    /** Step 6: keeping every card is a decision with nothing to answer (K-DISCARD-01). */
    discardsNothing: ({ event }) => (game(event).action as Extract<Action, { type: 'discard' }>).card === null,
    /** The simulator's turn cap (an unfinished game, not a rule). */
    turnCapReached: ({ context }) => context.game.turn + 1 > context.game.options.turnCap,
  },
  actions: {
    /** Actor mode (provided in chart/actor.ts): record the judgement, and the action when legal. */
    accept: assign({}),
    refuse: assign({}),
    /** Actor mode: hand the judged action to the chart as its own event. */
    forward: raise(({ context, event }) => ({ type: (event as ActEvent & { action: Action }).action.type, action: (event as ActEvent).action as Action, ctx: context.ctx! })),
    act: assign(R.act),
    attack: assign(R.attack),
    windowAct: assign(R.windowAct),
    windowPass: assign(R.windowPass),
    answer: assign(R.answer),
    closeWindow: assign(R.closeWindow),
    settle: assign(R.settle),
    resolveCombat: assign(R.resolveCombat),
    draw: assign(R.draw),
    openPostDraw: assign(R.openPostDraw),
    enterStep: assign(R.enterStep),
    decide: assign(R.decide),
    flipCards: assign(R.flipCards),
    nextTurn: assign(R.nextTurn),
    stopAtTurnCap: assign(R.stopAtTurnCap),
    sync: assign(({ event }) => ({ game: (event as SyncEvent).game })),
  },
}).createMachine({
  id: 'kult',
  context: ({ input }) => ({ game: input.game, ctx: input.ctx ?? null, judgement: null, log: [] }),
  initial: 'resume',
  // A win can come of any change (K-WIN-08); it ends the game wherever the turn stands.
  always: { guard: 'gameOver', target: '.over' },
  on: {
    ACT: [{ guard: 'legal', actions: ['accept', 'forward'] }, { actions: 'refuse' }],
    SYNC: { target: '.resume', reenter: true, actions: 'sync' },
    ...Object.fromEntries(ANSWERS.map((t) => [t, { actions: 'answer' }])),
  },
  states: {
    /** Where the given game stands (a new match starts in the pre-draw window; a restored one anywhere). */
    resume: { always: LEAVES.map((leaf) => ({ guard: { type: 'resumesAt' as const, params: { leaf } }, target: `#kult.${leaf}` })) },
    /** Step 1: pre-draw window, the draw, post-draw window (K-DRAW-04/05, Q-20). */
    draw: {
      initial: 'preDraw',
      states: {
        preDraw: { on: windowOn({ target: 'postDraw', actions: ['closeWindow', 'draw', 'openPostDraw'] }) },
        postDraw: { on: windowOn({ target: '#kult.sway.idle', actions: ['closeWindow', step('sway')] }) },
      },
    },
    /** Step 2: any number of Sways, each answered (K-SWAY). */
    sway: {
      initial: 'idle',
      states: {
        idle: { on: { sway: { target: 'window', actions: 'act' }, endStep: { target: '#kult.recruit.idle', actions: step('recruit') }, ...anyTime('window') } },
        window: { on: reactOn('idle') },
      },
    },
    /** Step 3: recruit all or none, then its window (K-RECRUIT). */
    recruit: {
      initial: 'idle',
      states: {
        idle: { on: { recruit: { target: 'decided', actions: ['act', 'decide'] }, ...anyTime('window') } },
        window: { on: reactOn('idle') },
        decided: { on: reactOn('#kult.deeds.idle', step('deeds')) },
      },
    },
    /** Step 4: deeds, Repels, abilities, each answered (K-DEED). */
    deeds: {
      initial: 'idle',
      states: {
        idle: { on: { proclaim: { target: 'window', actions: 'act' }, endStep: { target: '#kult.attack.idle', actions: step('attack') }, ...anyTime('window') } },
        window: { on: reactOn('idle') },
      },
    },
    /** Step 5: at most one attack; the modification loop until everyone passes in succession (K-ATTACK). */
    attack: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            attack: { target: 'combat', actions: ['attack', 'decide'] },
            declineAttack: { target: '#kult.discard.idle', actions: step('discard') },
            ...anyTime('window'),
          },
        },
        window: { on: reactOn('idle') },
        combat: { on: windowOn({ target: '#kult.discard.idle', actions: ['closeWindow', 'resolveCombat', 'settle', step('discard')] }) },
      },
    },
    /** Step 6: discard one card face-down, or none (K-DISCARD). */
    discard: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            discard: [
              { guard: 'discardsNothing', target: '#kult.flip', actions: ['decide', 'flipCards'] },
              { target: 'decided', actions: ['act', 'decide'] },
            ],
            ...anyTime('window'),
          },
        },
        window: { on: reactOn('idle') },
        decided: { on: reactOn('#kult.flip', 'flipCards') },
      },
    },
    /** Step 7 (entered with the flip done): the next player's turn begins, unless the game is over. */
    flip: {
      always: [
        { guard: 'gameOver', target: 'over' },
        { guard: 'turnCapReached', target: 'over', actions: 'stopAtTurnCap' },
        { target: '#kult.draw.preDraw', actions: 'nextTurn' },
      ],
    },
    over: { type: 'final' },
  },
});

type Act = string | { readonly type: string; readonly params?: unknown };

/** An open window's transitions (the engine's), closing into `target`. */
function windowOn(closed: { target: string; actions: readonly Act[] }) {
  return responseWindowOn({ acts: RESPONSES, pass: 'pass', closed }) as never;
}

/** A react window's transitions: on close, clean up and settle the table, then `extra`. */
function reactOn(target: string, ...extra: Act[]) {
  return windowOn({ target, actions: ['closeWindow', 'settle', ...extra] });
}

/** The any-time acts of an idle step: each opens a react window. */
function anyTime(target: string) {
  return Object.fromEntries(ANY_TIME.map((t) => [t, { target, actions: 'act' as const }]));
}
