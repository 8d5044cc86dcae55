/**
 * One tab per seat of a friend match, in one browser (Web Locks). Two tabs playing the same
 * seat would each send acts for it and each write its saved copy over the other's; a second
 * tab is told instead, and may take the seat over, which the first tab hears at once.
 */

export interface SeatLock {
  /** Lets the seat go (the match was left or stopped). */
  release(): void;
  /** Settles when another tab of this browser took the seat over. */
  readonly lost: Promise<void>;
}

export interface ClaimOptions {
  /** Take the seat from the tab that holds it. */
  readonly takeOver?: boolean;
  /**
   * How long to keep asking for a held seat before saying another tab has it: a reloading
   * page's lock is released as its old document goes away, a moment after the new one may ask.
   */
  readonly patienceMs?: number;
  /** The browser's lock manager (default `navigator.locks`); none means no coordination. */
  readonly locks?: LockManager | null;
}

/** The lock's name, per room and seat. */
export function seatLockName(room: string, seat: 'host' | 'guest'): string {
  return `taroticum-seat:${room}:${seat}`;
}

/**
 * Claims `seat` of `room` for this tab. Null if another tab holds it (after `patienceMs`).
 * Where Web Locks are missing (an old browser, an insecure context) every claim succeeds and is
 * never lost: tabs then go uncoordinated, as before.
 */
export async function claimSeat(room: string, seat: 'host' | 'guest', options: ClaimOptions = {}): Promise<SeatLock | null> {
  const locks = options.locks === undefined ? (globalThis.navigator?.locks ?? null) : options.locks;
  if (!locks) return { release: () => undefined, lost: new Promise<void>(() => undefined) };
  const name = seatLockName(room, seat);
  const until = Date.now() + (options.patienceMs ?? 1_500);
  for (;;) {
    const lock = await request(locks, name, options.takeOver === true);
    if (lock || Date.now() >= until) return lock;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One request: held until released, null if the lock is held elsewhere (unless stealing). */
function request(locks: LockManager, name: string, steal: boolean): Promise<SeatLock | null> {
  return new Promise((resolve) => {
    let release = (): void => undefined;
    const held = new Promise<void>((r) => (release = r));
    let lose = (): void => undefined;
    const lost = new Promise<void>((r) => (lose = r));
    let granted = false;
    locks
      .request(name, steal ? { steal: true } : { ifAvailable: true }, async (lock) => {
        if (!lock) {
          resolve(null);
          return;
        }
        granted = true;
        resolve({ release, lost });
        await held;
      })
      .catch(() => {
        // Granted: another tab took the seat over (its request aborts ours). Never granted:
        // the lock manager refused the request itself, so this tab goes uncoordinated.
        if (granted) lose();
        else resolve({ release: () => undefined, lost: new Promise<void>(() => undefined) });
      });
  });
}
