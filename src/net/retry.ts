/**
 * Retrying with exponential backoff and jitter, for reconnecting to the signalling server or
 * re-hosting a room whose id the server has not released yet.
 */

export interface BackoffOptions {
  /** Retries after the first attempt (so at most `retries + 1` attempts); `Infinity` never gives up. Default 5. */
  readonly retries?: number;
  /** Delay ceiling before the first retry, in ms; it doubles for each further retry. Default 250. */
  readonly baseMs?: number;
  /** Upper bound on any delay, in ms. Default 10 000. */
  readonly maxMs?: number;
  /** Called before each wait, e.g. to show "reconnecting in 2 s (attempt 3)". */
  readonly onRetry?: (info: RetryInfo) => void;
  /** Decides whether an error is worth retrying (default: every error is). */
  readonly shouldRetry?: (error: unknown) => boolean;
  /** Uniform random numbers in [0, 1) for the jitter. Default `Math.random`. */
  readonly random?: () => number;
  /** Aborting stops the waiting and rejects with the signal's reason. */
  readonly signal?: AbortSignal;
}

export interface RetryInfo {
  /** 1 for the first retry. */
  readonly retry: number;
  /** How long we wait before it, in ms. */
  readonly delayMs: number;
  /** What the previous attempt failed with. */
  readonly error: unknown;
}

/**
 * The wait before retry number `retry` (1-based): "equal jitter", half fixed and half random,
 * so waits grow exponentially but peers that failed together do not retry in step and no
 * wait is zero. `ceiling = min(maxMs, baseMs * 2^(retry-1))`, delay in `[ceiling/2, ceiling)`.
 *
 * @example
 * ```ts
 * backoffDelay(1, 250, 10_000, () => 0.5); // 187.5
 * backoffDelay(9, 250, 10_000, () => 0);   // 5000 (capped at 10 000, then halved)
 * ```
 */
export function backoffDelay(retry: number, baseMs: number, maxMs: number, random: () => number): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, retry - 1));
  const r = Math.min(Math.max(random(), 0), 1);
  return ceiling / 2 + (ceiling / 2) * r;
}

/**
 * Runs `attempt` until it resolves, waiting with exponential backoff and jitter between
 * failures. Rejects with the last error once the retries are used up, at once with an error
 * that `shouldRetry` declines, or with the abort reason when `signal` aborts.
 * Waits use `setTimeout`, so tests can drive them with fake timers.
 *
 * @example
 * ```ts
 * const transport = await withBackoff(() => whenOpen(hostRoom(config, roomId)), {
 *   retries: 4,
 *   baseMs: 500,
 *   shouldRetry: (e) => e instanceof TransportError && e.type === 'room-taken',
 *   onRetry: ({ retry, delayMs }) => status(`room id still held; retry ${retry} in ${delayMs} ms`),
 * });
 * ```
 */
export async function withBackoff<T>(attempt: () => Promise<T>, options: BackoffOptions = {}): Promise<T> {
  const retries = options.retries ?? 5;
  const baseMs = options.baseMs ?? 250;
  const maxMs = options.maxMs ?? 10_000;
  const random = options.random ?? Math.random;
  const { signal } = options;
  if (Number.isNaN(retries) || retries < 0) throw new RangeError(`withBackoff: retries must be a number ≥ 0 (or Infinity), got ${retries}`);
  for (const [name, value] of [
    ['baseMs', baseMs],
    ['maxMs', maxMs],
  ] as const) {
    if (!Number.isFinite(value) || value < 0) throw new RangeError(`withBackoff: ${name} must be a finite number ≥ 0, got ${value}`);
  }

  for (let retry = 0; ; retry++) {
    signal?.throwIfAborted();
    try {
      return await attempt();
    } catch (error) {
      if (retry >= retries || (options.shouldRetry && !options.shouldRetry(error))) throw error;
      const delayMs = backoffDelay(retry + 1, baseMs, maxMs, random);
      options.onRetry?.({ retry: retry + 1, delayMs, error });
      await sleep(delayMs, signal);
    }
  }
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
