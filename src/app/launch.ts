/**
 * The launcher chart's actors (machines/launcher.machine.ts) for a browser, for any game: opening
 * a room from the address (this tab's seat and its save, src/app/room-seat.ts), starting a
 * friend match (its seat claimed, its code loaded, the game's match made) and starting a
 * practice match (its code loaded, the match made). What is the game's — its settings from a
 * save or a link, making its matches — the game's app lends (`LaunchDeps`).
 * A start the chart cancelled (the player left, or started something else) lets go of what it took.
 */
import { fromPromise } from 'xstate';
import type { FriendRequest, HeldSeat, LaunchNotice, OpenedRoom, RunningMatch, StartedFriend } from '../../machines/launcher.machine.js';
import type { Seat } from '../net/match-store.js';
import type { SavedSession } from '../net/saved-session.js';
import { roomSeat } from './room-seat.js';

export interface LaunchDeps {
  /** Claims a seat of a room for this tab (src/app/seat-lock.ts's claimSeat). */
  claim(room: string, seat: Seat, options?: { readonly patienceMs?: number; readonly takeOver?: boolean }): Promise<HeldSeat | null>;
  /** The match saved for a room (preferring `seat`'s copy); a damaged or unreadable save is a notice. */
  saved(room: string, seat: Seat): Promise<{ readonly saved: SavedSession | null; readonly notice?: LaunchNotice }>;
  /** True when this tab hosted the room. */
  hostedHere(room: string): boolean;
  /** The game's settings and choice a save carries. */
  fromSaved(saved: SavedSession): { readonly settings: unknown; readonly choice: unknown };
  /** The settings a guest joins with when nothing is saved (the link's). */
  joinSettings(): unknown;
  /** Loads the friend match's code (a dynamic import: it is not in the page's first bundle). */
  load(): Promise<unknown>;
  /** Makes the game's friend match, its seat held, with the loaded code. */
  create(code: unknown, request: FriendRequest, lock: HeldSeat): RunningMatch | Promise<RunningMatch>;
  /** Loads the practice match's code (dynamic imports) and makes the match for the lobby's request. */
  practice(request: unknown): Promise<RunningMatch>;
}

/** The chart's `openRoom`, `startFriend` and `startPractice`, on `deps`. */
export function launchActors(deps: LaunchDeps) {
  const resumeOrJoin = (request: FriendRequest, saved: SavedSession | null): FriendRequest =>
    saved?.role === request.role ? { ...request, resume: saved, ...deps.fromSaved(saved) } : request;

  const openRoom = fromPromise<OpenedRoom, { room: string }>(async ({ input, signal }) => {
    const { room } = input;
    let notice: LaunchNotice | undefined;
    const found = await roomSeat({
      claim: (seat, options) => deps.claim(room, seat, options),
      saved: async (seat) => {
        const r = await deps.saved(room, seat);
        notice ??= r.notice;
        return r.saved;
      },
      hostedHere: deps.hostedHere(room),
    });
    if (signal.aborted && found.kind === 'mine') found.lock.release();
    const join: FriendRequest = { role: found.seat, room, settings: deps.joinSettings(), choice: null };
    const withNotice = notice ? { notice } : {};
    if (found.kind === 'held') return { kind: 'held', request: { ...join, lookUpSaved: true }, ...withNotice };
    return { kind: 'mine', request: { ...resumeOrJoin(join, found.saved), lock: found.lock }, ...withNotice };
  });

  const startFriend = fromPromise<StartedFriend, FriendRequest>(async ({ input, signal }) => {
    // The code loads while the seat is claimed.
    const code = deps.load();
    code.catch(() => {});
    const lock = input.lock ?? (await deps.claim(input.room, input.role, { takeOver: input.takeOver ?? false }));
    if (!lock) return { kind: 'held', request: { ...input, takeOver: false } };
    try {
      let request: FriendRequest = { ...input, lock, takeOver: false, lookUpSaved: false };
      if (input.lookUpSaved) request = resumeOrJoin(request, (await deps.saved(input.room, input.role)).saved);
      const match = await deps.create(await code, request, lock);
      // Left, or started something else, while the code loaded: let it go at once.
      if (signal.aborted) {
        match.dispose();
        lock.release();
      }
      return { kind: 'started', match, lock, request };
    } catch (err) {
      lock.release();
      throw err;
    }
  });

  const startPractice = fromPromise<RunningMatch, unknown>(async ({ input, signal }) => {
    const match = await deps.practice(input);
    // Left, or started something else, while the code loaded: let it go at once.
    if (signal.aborted) match.dispose();
    return match;
  });

  return { openRoom, startFriend, startPractice };
}
