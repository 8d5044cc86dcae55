/**
 * What a friend's table did that the protocol forbids, kept as evidence and told to the
 * player in this table's own words. Nothing here holds words a peer wrote: a violation is a
 * code, the rule it breaks (an ID this table chose or checked against its own catalog), the
 * act it concerns and the evidence (validated messages, kept for the audit and the replay).
 * The UI turns a code into a sentence (src/i18n, `fairplay.*`).
 *
 * Honest tables never produce one: both judge every act with the same deterministic rules on
 * the same state, so any disagreement is a modified table or a bug, and the match says which
 * table saw what (docs/fair-play.md).
 */
import * as v from 'valibot';
import { anyEnvelopeSchema, type Envelope } from './protocol.js';

export type ViolationCode =
  /** The friend refused an own act that this table judged legal on the same state (NET-DISPUTE-01). Stops the match. */
  | 'refused-legal-act'
  /** The friend acknowledged an act with a state fingerprint other than this table's (NET-DESYNC-01). Stops the match. */
  | 'forged-ack'
  /** The friend sent an act the rules refuse (the judge's rule ID). State unchanged; counted. */
  | 'illegal-act'
  /** A message this table refuses before the rules: malformed, wrong version, match, seq, floor, prev hash or reveal (NET-…). Counted. */
  | 'bad-message'
  /** The friend's deck breaks the deck rules, seen at setup or when a card is revealed (K-DECK-…, K-RESTRICT-…, K-AFFIL-…). Stops the match. */
  | 'illegal-deck'
  /** A commitment the friend opened another way than it was made, or a list that is not the committed one (NET-COMMIT-…). Stops the match. */
  | 'bad-commitment'
  /** Past the limit of refused or malformed messages (NET-FLOOD-01). Stops the match. */
  | 'flood'
  /** The game ended and the friend did not show its cards in time (NET-AUDIT-04): the result is unverified and counts against it. */
  | 'no-audit'
  /** The friend's table left a game under way (a bye, or a new setup in play): unfinished and unverified (NET-ABANDON-01). */
  | 'abandoned';

export interface Violation {
  readonly code: ViolationCode;
  /** The rule broken, as this table cites it (never a peer's string). */
  readonly rule: string;
  /** The act (log seq) it concerns, when there is one. */
  readonly seq: number | null;
  /** Whether it stopped the match. */
  readonly stops: boolean;
  /** The message the friend sent (validated) or this table's own that the friend refused. */
  readonly envelope?: Envelope;
  /** The rule IDs a refusal named (checked against the rule-ID pattern, never its words). */
  readonly refusal?: readonly string[];
  /** With more than two seats: the seat whose message it was (its table's ack, refusal or act). */
  readonly peer?: string;
}

export { RULE_ID } from '../engine/judgement.js';
import { RULE_ID } from '../engine/judgement.js';

/** How many refused or malformed messages a friend may send before the match stops as a flood (honest tables send none). */
export const OFFENCE_LIMIT = 20;

/** How many violations are kept as evidence (the first ones; later ones are only counted). */
export const EVIDENCE_LIMIT = 16;

const ruleId = v.pipe(v.string(), v.regex(RULE_ID, 'a rule ID'));

/** A violation as a saved match keeps it: stored data is untrusted on the way back in. */
export const violationSchema = v.strictObject({
  code: v.picklist(['refused-legal-act', 'forged-ack', 'illegal-act', 'bad-message', 'illegal-deck', 'bad-commitment', 'flood', 'no-audit', 'abandoned'] satisfies ViolationCode[]),
  rule: ruleId,
  seq: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
  stops: v.boolean(),
  envelope: v.optional(anyEnvelopeSchema),
  refusal: v.optional(v.pipe(v.array(ruleId), v.maxLength(8))),
  peer: v.optional(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9]{0,15}$/, 'a seat id'))),
});
