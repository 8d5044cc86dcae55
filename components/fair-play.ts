/**
 * The fair-play verdict and each violation in words, from a MatchSnapshot (`fairPlay`,
 * `violations`, `offences`, `stop`; src/app/match-port.ts). Pure: the result screen, the
 * table's banner and the tests share it. Every sentence is this table's own (`fairplay.*`), with
 * parameters it chose or checked: a rule ID matching the project's pattern, an act number, an
 * act kind named from this table's catalog. A friend's words never appear.
 */
import type { MatchSnapshot } from '../src/app/match-port.js';
import type { AuditResult } from '../src/net/lockstep/audit.js';
// RULE_ID from the engine, not src/net/violation.ts: that one's schemas are the friend match's, not the first load's.
import { RULE_ID } from '../src/engine/judgement.js';
import type { Violation, ViolationCode } from '../src/net/violation.js';
import { msg } from '../src/i18n/catalog.js';

const CODES: ReadonlySet<ViolationCode> = new Set<ViolationCode>(['refused-legal-act', 'forged-ack', 'illegal-act', 'bad-message', 'illegal-deck', 'bad-commitment', 'flood', 'no-audit', 'abandoned']);
const KINDS = new Set(['pass', 'endStep', 'sway', 'recruit', 'repel', 'proclaim', 'influence', 'commandment', 'spell', 'ability', 'attack', 'declineAttack', 'weapon', 'discard', 'choose', 'recommit', 'cut']);
/** The violations counted in `offences` (refused messages that did not stop the match). */
const OFFENCES: ReadonlySet<ViolationCode> = new Set<ViolationCode>(['illegal-act', 'bad-message']);

/** A rule ID as this project writes it, else "a rule of the protocol". */
function ruleWords(rule: unknown): string {
  return typeof rule === 'string' && RULE_ID.test(rule) ? rule : msg('fairplay.rule.unknown');
}

/** The friend's act kind in our words: only kinds this table knows are named. */
function kindWords(v: Violation): string {
  const type = (v.envelope?.event as { type?: unknown } | undefined)?.type;
  return msg(`fairplay.kind.${typeof type === 'string' && KINDS.has(type) ? type : 'unknown'}`);
}

/**
 * One violation in a sentence.
 *
 * @example
 * violationWords({ code: 'illegal-act', rule: 'K-SWAY-01', seq: 12, stops: false, envelope })
 * // "Your friend’s table tried to play a Sway (act #12), which the rules refuse (K-SWAY-01). …"
 */
export function violationWords(v: Violation): string {
  const code = CODES.has(v.code) ? v.code : 'unknown';
  const act = typeof v.seq === 'number' && Number.isInteger(v.seq) && v.seq >= 0 ? msg('fairplay.act', { seq: v.seq }) : msg('fairplay.act.none');
  const sentence = msg(`fairplay.violation.${code}`, { rule: ruleWords(v.rule), act, kind: kindWords(v) });
  const cited = (v.refusal ?? []).filter((r) => RULE_ID.test(r)).slice(0, 4);
  return code === 'refused-legal-act' && cited.length > 0 ? `${sentence} ${msg('fairplay.refusal', { rules: cited.join(', ') })}` : sentence;
}

export type Verdict =
  /** Solo practice: nothing to audit. */
  | { readonly kind: 'local' }
  /** The only case that says "Fair play verified". */
  | { readonly kind: 'verified'; readonly audit: AuditResult }
  /** The friend's table broke the protocol: the first violation, how many more, and what stopped the match. */
  | { readonly kind: 'violated'; readonly first: Violation; readonly more: number; readonly stop: Violation | null; readonly all: readonly Violation[]; readonly audit: AuditResult | null }
  /** The audit ran and some checks failed. */
  | { readonly kind: 'unfair'; readonly audit: AuditResult }
  /** The game is over; the tables are showing each other their cards. */
  | { readonly kind: 'waiting' }
  /** Over without both audits and without a violation (e.g. stopped with nothing to name). */
  | { readonly kind: 'unfinished' };

/** The verdict: "Fair play verified" only for a fair audit with no violation, no refused message and no stop. */
export function verdict(s: MatchSnapshot): Verdict {
  const f = s.fairPlay;
  if (f.kind === 'local') return { kind: 'local' };
  const all = s.stop && !s.violations.includes(s.stop) ? [...s.violations, s.stop] : s.violations;
  const listed = [...all];
  // An overdue audit is a violation even before the session lists it (NET-AUDIT-04), and so
  // are refused messages counted without evidence kept.
  if (f.kind === 'overdue' && !listed.some((v) => v.code === 'no-audit')) listed.push({ code: 'no-audit', rule: 'NET-AUDIT-04', seq: null, stops: false });
  if (s.offences > 0 && !listed.some((v) => OFFENCES.has(v.code))) listed.push({ code: 'bad-message', rule: 'NET-SHAPE-01', seq: null, stops: false });
  const audit = f.kind === 'audited' ? f.audit : null;
  if (listed.length > 0) {
    // Refused messages past the evidence kept are still counted.
    const keptOffences = listed.filter((v) => OFFENCES.has(v.code)).length;
    const more = listed.length - 1 + Math.max(0, s.offences - keptOffences);
    return { kind: 'violated', first: listed[0]!, more, stop: s.stop, all: listed, audit };
  }
  if (audit) {
    return audit.fair && s.status !== 'stopped' ? { kind: 'verified', audit } : { kind: 'unfair', audit };
  }
  return f.kind === 'waiting' && s.status === 'ended' ? { kind: 'waiting' } : { kind: 'unfinished' };
}
