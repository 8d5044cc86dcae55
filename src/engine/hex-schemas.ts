/**
 * The hex strings every layer checks (commitments, hash-chain links, salts, state fingerprints),
 * as patterns and valibot schemas in one place, so no two layers accept different shapes.
 */
import * as v from 'valibot';

/** A SHA-256 digest: a commitment, a hash-chain link, a content hash. */
export const HEX64 = /^[0-9a-f]{64}$/;
/** 128 bits: a salt, a seed share, a state fingerprint. */
export const HEX32 = /^[0-9a-f]{32}$/;

/** 64 lowercase hex digits; `says` names what the field is when it is not. */
export function hex64(says = 'a 64-hex-digit hash'): v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, string>]> {
  return v.pipe(v.string(), v.regex(HEX64, says));
}

/** 32 lowercase hex digits; `says` names what the field is when it is not. */
export function hex32(says = '32 lowercase hex digits'): v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, string>]> {
  return v.pipe(v.string(), v.regex(HEX32, says));
}

/** A valibot issue's path as `reveals.0.salt` (keys and positions), or '' at the root. */
export function issuePath(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? []).map((p) => String((p as { key?: unknown }).key)).join('.');
}
