/**
 * Display-only effectiveness of the acts on an open window's chain, for the
 * timing bar's "effective / cancelled by #n" marks. It reads the chain the
 * engine recorded (each cancelling response names the act it cancels) and
 * decides nothing: the engine has already applied or reverted every effect.
 */
import type { ChainEntry } from '../../src/kult/index.js';

export interface ChainStatus {
  readonly id: number;
  readonly effective: boolean;
  /** The act that cancels this one, when it is not effective. */
  readonly cancelledBy: number | null;
}

/**
 * Walks the chain from the newest act back: an act is cancelled when a later
 * act that is itself effective names it, so a Sorry on a Sorry revives the
 * Fly in the Ointment the first Sorry had cancelled (K-TIMING-06).
 *
 * @example
 * // Repel #1, Fly #2, Sorry #3 on #2, Sorry #4 on #3
 * chainStatus(chain).get(2) // { id: 2, effective: true, cancelledBy: null }
 * chainStatus(chain).get(3) // { id: 3, effective: false, cancelledBy: 4 }
 */
export function chainStatus(chain: readonly ChainEntry[]): Map<number, ChainStatus> {
  const cancelledBy = new Map<number, number>();
  for (let i = chain.length - 1; i >= 0; i--) {
    const e = chain[i]!;
    // An act that is itself cancelled cancels nothing; the first (newest) effective canceller wins.
    if (cancelledBy.has(e.id) || e.cancels === undefined || cancelledBy.has(e.cancels)) continue;
    cancelledBy.set(e.cancels, e.id);
  }
  const out = new Map<number, ChainStatus>();
  for (const e of chain) {
    const by = cancelledBy.get(e.id);
    out.set(e.id, { id: e.id, effective: by === undefined, cancelledBy: by ?? null });
  }
  return out;
}
