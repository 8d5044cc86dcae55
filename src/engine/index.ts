/** Game-agnostic building blocks: canonical encoding, hashing, commitments, seeded randomness, joint random draws from hash chains, judgements. */
export { canonicalJson } from './canonical.js';
export { sha256Hex, hashValue } from './hash.js';
export { fingerprint, fingerprintHex } from './fingerprint.js';
export { commit, verifyCommitment } from './commitment.js';
export { CHAIN_LENGTH, chainHead, chainLink, opensChain, hashChain, jointIndex, jointShuffle, drawSeed, DrawStream } from './random-chain.js';
export { seedRng, seedFromString, randomInt, shuffled, type RngState } from './rng.js';
export { check, judgement, firstFailure, citation, type Check, type Judgement, type Words, type WordValue } from './judgement.js';
