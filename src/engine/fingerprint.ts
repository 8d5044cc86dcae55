import xxhash from 'xxhash-wasm';

/**
 * 128-bit fingerprints for comparing states, not for secrets: two XXH64
 * digests (seeds 0 and 1) of the same bytes, from xxhash-wasm.
 *
 * Peers compare state fingerprints to detect a desync; each peer computes its
 * own state from judged events, so a forged or colliding fingerprint gains a
 * cheater nothing (it can only make its own claim look right or wrong), and
 * an accidental collision of honest, diverged states is a 2^-128 event.
 * Everything a peer must not be able to forge or open early (card
 * commitments, deck lists, the card set's identity) stays SHA-256
 * (`hash.ts`). XXH64 in WebAssembly hashes the ~1 KB an act changes about
 * 30× faster than SHA-256 in JavaScript.
 *
 * The WebAssembly module (bytes inside the package, no fetch) is compiled
 * once when this module loads: a top-level await, so every importer can hash
 * synchronously. A page whose Content-Security-Policy forbids WebAssembly
 * (no 'wasm-unsafe-eval') still loads the engine: card faces and solo play
 * need no fingerprint, and hashing a state says why it cannot.
 */
type Xxh64 = (bytes: Uint8Array, seed?: bigint) => bigint;

/** XXH64 from `load`, or, if the page refuses its WebAssembly, a function that throws saying so (and the reason). */
export async function loadXxh64(load: () => Promise<{ h64Raw: Xxh64 }> = xxhash): Promise<{ h64: Xxh64; problem: string | null }> {
  try {
    return { h64: (await load()).h64Raw, problem: null };
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    const problem = `state fingerprints need WebAssembly, which this page refused (${why}); a site embedding friend matches must allow it: Content-Security-Policy script-src 'wasm-unsafe-eval'`;
    return {
      h64: () => {
        throw new Error(problem);
      },
      problem,
    };
  }
}

const { h64: h64Raw, problem } = await loadXxh64();

/** Why this page cannot fingerprint states (so no friend match), or null. */
export function fingerprintProblem(): string | null {
  return problem;
}

const SECOND_SEED = 1n;

/** The 16-byte fingerprint of `bytes`: XXH64 seed 0, then XXH64 seed 1, each big-endian. */
export function fingerprint(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(16);
  const view = new DataView(out.buffer);
  view.setBigUint64(0, h64Raw(bytes));
  view.setBigUint64(8, h64Raw(bytes, SECOND_SEED));
  return out;
}

/** The fingerprint as 32 lowercase hex digits. */
export function fingerprintHex(bytes: Uint8Array): string {
  return h64Raw(bytes).toString(16).padStart(16, '0') + h64Raw(bytes, SECOND_SEED).toString(16).padStart(16, '0');
}
