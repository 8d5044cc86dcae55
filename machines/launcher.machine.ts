/**
 * The app's lifecycle, for any game: the lobby, a friend match asked for before the page has
 * its network settings, a room opened from the address (resumed from its save, or joined), a
 * seat another tab of this browser plays (and taking it over), the friend match's or the
 * practice match's code loading, a friend match or practice in play. Leaving, or starting
 * something else, from any of these cancels what was under way: a start that finishes after it
 * is dropped (its invoked actor is stopped and releases what it took).
 *
 * The chart does no I/O: opening a room, starting a friend match or a practice match and
 * watching the seat are actors the app provides (`launcherMachine.provide({ actors, actions })`:
 * src/app/launch.ts and the game's app); letting a match and its seat go is the `release` action.
 *
 * @example
 * const launcher = createActor(launcherMachine.provide({ actors: { openRoom, startFriend, watchSeat } }), { input: { canConnect: true } }).start();
 * launcher.send({ type: 'FRIEND', request: { role: 'host', room, settings, choice } });
 */
import { assign, fromCallback, fromPromise, setup, type AnyActorLogic } from 'xstate';
import type { Seat } from '../src/net/match-store.js';
import type { SavedSession } from '../src/net/saved-session.js';

/** A seat of a room this tab holds until it lets it go (src/app/seat-lock.ts). */
export interface HeldSeat {
  release(): void;
  readonly lost: Promise<void>;
}

/** A running match the launcher can let go of. */
export interface RunningMatch {
  dispose(): void;
}

/** A friend match to start: the seat, the room, the game's settings and choice (opaque here), a save to resume. */
export interface FriendRequest {
  readonly role: Seat;
  readonly room: string;
  readonly settings: unknown;
  readonly choice: unknown;
  readonly resume?: SavedSession;
  /** The seat, already held (a room opened from the address). */
  readonly lock?: HeldSeat;
  /** Take the seat from the tab of this browser that plays it. */
  readonly takeOver?: boolean;
  /** Once the seat is held, resume the match saved for it (a room opened from the address). */
  readonly lookUpSaved?: boolean;
}

/** What the launcher tells the player: a key of the app's message catalog and its values (never a peer's words). */
export interface LaunchNotice {
  readonly key: string;
  readonly values?: Readonly<Record<string, string | number>>;
}

/** A room opened from the address: this tab's seat (a request to start), or one another tab plays. */
export type OpenedRoom = { readonly kind: 'mine'; readonly request: FriendRequest; readonly notice?: LaunchNotice } | { readonly kind: 'held'; readonly request: FriendRequest; readonly notice?: LaunchNotice };

/** A friend match started (its seat held), or its seat played by another tab. */
export type StartedFriend = { readonly kind: 'started'; readonly match: RunningMatch; readonly lock: HeldSeat; readonly request: FriendRequest } | { readonly kind: 'held'; readonly request: FriendRequest };

export interface LauncherContext {
  /** The page has set its network settings (friend play can start). */
  readonly canConnect: boolean;
  /** What waits for the network settings. */
  readonly pending: { readonly kind: 'open'; readonly room: string } | { readonly kind: 'friend'; readonly request: FriendRequest } | null;
  /** The room being opened from the address (the lobby says "resuming"). */
  readonly resuming: string | null;
  /** The request whose seat another tab plays (the take-over button). */
  readonly held: FriendRequest | null;
  /** The friend match asked for last (Try again starts it anew; the lobby shows its progress). */
  readonly friend: FriendRequest | null;
  readonly match: RunningMatch | null;
  readonly lock: HeldSeat | null;
  readonly notice: LaunchNotice | null;
}

export type LauncherEvent =
  | { readonly type: 'OPEN'; readonly room: string }
  | { readonly type: 'FRIEND'; readonly request: FriendRequest }
  /** Practice against the bot: the game's choice and settings (opaque here); the match is made once its code has loaded. */
  | { readonly type: 'PRACTICE'; readonly request: unknown }
  | { readonly type: 'CONNECT'; readonly ready: boolean }
  | { readonly type: 'TAKE_OVER' }
  | { readonly type: 'SEAT_LOST' }
  | { readonly type: 'LEAVE' }
  | { readonly type: 'NOTICE'; readonly notice: LaunchNotice }
  /** The player chose (a guest after joining): Try again starts with that choice. */
  | { readonly type: 'CHOSEN'; readonly choice: unknown }
  | { readonly type: 'DISMISS' };

const unprovided = (what: string) => fromPromise<never, never>(async () => {
  throw new Error(`launcher: the app provides ${what}`);
});

export const launcherMachine = setup({
  types: {
    context: {} as LauncherContext,
    events: {} as LauncherEvent,
    input: {} as { readonly canConnect: boolean },
  },
  actors: {
    openRoom: unprovided('openRoom') as unknown as ReturnType<typeof fromPromise<OpenedRoom, { room: string }>>,
    startFriend: unprovided('startFriend') as unknown as ReturnType<typeof fromPromise<StartedFriend, FriendRequest>>,
    startPractice: unprovided('startPractice') as unknown as ReturnType<typeof fromPromise<RunningMatch, unknown>>,
    /** Sends SEAT_LOST when another tab of this browser takes the seat over. */
    watchSeat: fromCallback<LauncherEvent, { lock: HeldSeat }>(({ input, sendBack }) => {
      let on = true;
      void input.lock.lost.then(() => on && sendBack({ type: 'SEAT_LOST' }));
      return () => void (on = false);
    }) as AnyActorLogic as ReturnType<typeof fromCallback<LauncherEvent, { lock: HeldSeat }>>,
  },
  guards: {
    canConnect: ({ context }) => context.canConnect,
    readyNow: ({ event }) => event.type === 'CONNECT' && event.ready,
    pendingOpen: ({ context }) => context.pending?.kind === 'open',
  },
  actions: {
    /** Lets the running match and its seat go. */
    release: ({ context }) => {
      context.match?.dispose();
      context.lock?.release();
    },
    forget: assign({ match: null, lock: null, held: null, pending: null, resuming: null }),
  },
}).createMachine({
  id: 'launcher',
  context: ({ input }) => ({ canConnect: input.canConnect, pending: null, resuming: null, held: null, friend: null, match: null, lock: null, notice: null }),
  initial: 'lobby',
  on: {
    // Each start re-enters the chart: whatever was under way is stopped (its invoked actor too).
    FRIEND: [
      { guard: 'canConnect', target: '.starting', reenter: true, actions: ['release', 'forget', assign({ friend: ({ event }) => event.request })] },
      { target: '.waiting', reenter: true, actions: ['release', 'forget', assign({ friend: ({ event }) => event.request, pending: ({ event }) => ({ kind: 'friend' as const, request: event.request }) })] },
    ],
    OPEN: [
      { guard: 'canConnect', target: '.opening', reenter: true, actions: ['release', 'forget', assign({ resuming: ({ event }) => event.room })] },
      { target: '.waiting', reenter: true, actions: ['release', 'forget', assign({ pending: ({ event }) => ({ kind: 'open' as const, room: event.room }) })] },
    ],
    PRACTICE: { target: '.preparing', reenter: true, actions: ['release', 'forget', assign({ friend: null })] },
    CONNECT: { actions: assign({ canConnect: ({ event }) => event.ready }) },
    LEAVE: { target: '.lobby', reenter: true, actions: ['release', 'forget', assign({ friend: null })] },
    NOTICE: { actions: assign({ notice: ({ event }) => event.notice }) },
    DISMISS: { actions: assign({ notice: null }) },
    CHOSEN: { actions: assign({ friend: ({ context, event }) => (context.friend ? { ...context.friend, choice: event.choice } : null) }) },
  },
  states: {
    lobby: {},
    /** A friend match (or a room from the address) asked for before the page set its network settings. */
    waiting: {
      on: {
        CONNECT: [
          { guard: 'readyNow', target: 'route', actions: assign({ canConnect: true }) },
          // Friend play is off (the settings' problems show in the lobby): nothing to wait for.
          { target: 'lobby', actions: ['forget', assign({ canConnect: false, friend: null })] },
        ],
      },
    },
    route: {
      always: [
        { guard: 'pendingOpen', target: 'opening', actions: assign({ resuming: ({ context }) => (context.pending as { room: string }).room, pending: null }) },
        { target: 'starting', actions: assign({ pending: null }) },
      ],
    },
    /** Finding this tab's seat of a room from the address, and its save. */
    opening: {
      invoke: {
        src: 'openRoom',
        input: ({ context }) => ({ room: context.resuming! }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'mine',
            target: 'starting',
            actions: assign({ resuming: null, friend: ({ event }) => event.output.request, notice: ({ context, event }) => event.output.notice ?? context.notice }),
          },
          { target: 'seatHeld', actions: assign({ resuming: null, held: ({ event }) => event.output.request, notice: ({ context, event }) => event.output.notice ?? context.notice }) },
        ],
        onError: { target: 'lobby', actions: assign({ resuming: null, notice: ({ event }) => ({ key: 'app.saved.unreadable', values: { error: String((event.error as Error)?.message ?? event.error) } }) }) },
      },
    },
    /** Another tab of this browser plays the seat: the player may take it over. */
    seatHeld: {
      on: {
        TAKE_OVER: { target: 'starting', actions: assign({ friend: ({ context }) => ({ ...context.held!, takeOver: true }), held: null }) },
      },
    },
    /** The friend match's code loads and its seat is claimed. */
    starting: {
      invoke: {
        src: 'startFriend',
        input: ({ context }) => context.friend!,
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'started',
            target: 'friend',
            actions: assign(({ event }) => {
              const o = event.output as Extract<StartedFriend, { kind: 'started' }>;
              return { match: o.match, lock: o.lock, friend: o.request };
            }),
          },
          { target: 'seatHeld', actions: assign({ held: ({ event }) => event.output.request }) },
        ],
        onError: { target: 'lobby', actions: assign({ notice: ({ event }) => ({ key: 'app.friend.unavailable', values: { error: String((event.error as Error)?.message ?? event.error) } }) }) },
      },
    },
    /** A friend match in play (its own chart, the session, runs it). */
    friend: {
      invoke: { src: 'watchSeat', input: ({ context }) => ({ lock: context.lock! }) },
      on: {
        SEAT_LOST: { target: 'lobby', actions: ['release', 'forget', assign({ notice: ({ context }) => ({ key: 'app.seat.takenOver', values: { room: context.friend?.room ?? '' } }), friend: null })] },
      },
    },
    /** A practice match's code loads (the game's table and rules) and the match is made. */
    preparing: {
      invoke: {
        src: 'startPractice',
        input: ({ event }: { event: LauncherEvent }) => (event.type === 'PRACTICE' ? event.request : null),
        onDone: { target: 'practice', actions: assign({ match: ({ event }) => event.output }) },
        onError: { target: 'lobby', actions: assign({ notice: ({ event }) => ({ key: 'app.practice.unavailable', values: { error: String((event.error as Error)?.message ?? event.error) } }) }) },
      },
    },
    practice: {},
  },
});
