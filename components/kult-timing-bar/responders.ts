/**
 * What the timing bar lists under "Your responses". The table computes it:
 * for each card the local player might answer with, it asks the judge
 * (`MatchPort.judge`) about a response and turns the answer into a line with
 * {@link responderOf}. The bar itself never judges.
 */
import type { Judgement } from '../../src/engine/judgement.js';
import { msg } from '../../src/i18n/catalog.js';
import { checkText } from '../../src/i18n/check-text.js';
import type { Reader } from '../../src/i18n/words.js';
import { citationOf } from '../kult-judge/kult-judge.component.js';
import '../../src/i18n/en/table-words.js';

export interface Responder {
  readonly iid: string;
  readonly name: string;
  /** True when the card may respond now. */
  readonly ok: boolean;
  /** Why it may not (empty when it may): "does not directly affect the proclaim on the floor (K-TIMING-03)". */
  readonly why: string;
}

/**
 * A responder line from the judge's answer about one card: the first failed
 * check, worded for the `reader` without the card's own name in front, with its rule cited.
 *
 * @example
 * responderOf('b#2', 'Fly in the Ointment', port.judge(flyOnTheFloor))
 * // { iid: 'b#2', name: 'Fly in the Ointment', ok: false,
 * //   why: 'does not directly affect the proclaim on the floor (K-TIMING-03)' }
 */
export function responderOf(iid: string, name: string, judgement: Judgement<unknown>, reader: Reader | null = null): Responder {
  const failed = judgement.checks.find((c) => !c.ok);
  if (judgement.ok || !failed) return { iid, name, ok: true, why: '' };
  // The judge's sentences often open with the card's name; the bar already shows it.
  const text = checkText(failed, reader);
  const says = text.startsWith(`${name} `) ? text.slice(name.length + 1) : text;
  return { iid, name, ok: false, why: msg('timing.respond.why', { says, rule: citationOf(failed) }) };
}
