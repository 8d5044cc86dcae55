/**
 * The friend match's own findings (NET-… checks, src/net/say.ts) in each reader's language: a
 * tampered audit and a refused request to take back an act read in Polish and Italian with no
 * English left in them, while the English `says` every log and test reads stays as it was.
 */
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Check } from '../../src/engine/judgement.js';
import { withLocale } from '../../src/i18n/catalog.js';
import { checkText } from '../../src/i18n/check-text.js';
import type { Reader } from '../../src/i18n/words.js';
import { auditPeer } from '../../src/net/lockstep/audit.js';
import type { LockstepState } from '../../src/net/lockstep/lockstep.js';
import { askUndo, judgeUndo, UNDO_LIMIT } from '../../src/net/lockstep/undo.js';
import { netSay, seat } from '../../src/net/say.js';
import { GAME, playingDuel, type Side } from '../support/net-duel.js';

/** The guest's table reads: the host is "Mara". */
const guestReads: Reader = { me: 'guest', name: (seat) => (seat === 'host' ? 'Mara' : seat) };
/** The host's own table reads the same findings about itself. */
const hostReads: Reader = { me: 'host', name: (seat) => (seat === 'guest' ? 'Golab' : seat) };

/** The English words of `english` (seat names and ids aside) that another language must not contain. */
function englishWords(english: string): string[] {
  const names = new Set(['host', 'guest', 'mara', 'golab']);
  return [...new Set(english.toLowerCase().match(/[a-z]{3,}/g) ?? [])].filter((w) => !names.has(w));
}

function assertNoEnglish(text: string, english: string, where: string): void {
  assert.doesNotMatch(text, /⟦/, `${where}: every key has words: ${text}`);
  // Whole words only, letters of every script counted ("listą" is Polish, not "list").
  const left = englishWords(english).filter((w) => new RegExp(`(?<!\\p{L})${w}(?!\\p{L})`, 'iu').test(text));
  assert.deepEqual(left, [], `${where}: "${text}" keeps English words of "${english}"`);
}

/** The check read in Polish and Italian, for `reader` and for nobody in particular. */
function inEveryLanguage(c: Check, reader: Reader): Record<'pl' | 'it' | 'plAnyone' | 'itAnyone', string> {
  return {
    pl: withLocale('pl', () => checkText(c, reader)),
    it: withLocale('it', () => checkText(c, reader)),
    plAnyone: withLocale('pl', () => checkText(c, null)),
    itAnyone: withLocale('it', () => checkText(c, null)),
  };
}

let host: LockstepState;
let guest: LockstepState;
let hostSide: Side;

before(async () => {
  await import('../../src/i18n/pl/pack.js');
  await import('../../src/i18n/it/pack.js');
  ({ hostSide, host, guest } = await playingDuel());
});

describe('the friend match findings in the reader\'s language (issue 16)', () => {
  test('NET-AUDIT-01 a deck list that differs from its commitment reads in Polish and Italian without English, and its English is unchanged', () => {
    const hc = hostSide.actor.getSnapshot().context;
    const reveals = Object.entries(host.mine).map(([iid, s]) => ({ iid, card: s.card, salt: s.salt }));
    const swapped = [...hc.mine.list!];
    swapped[0] = swapped[0] === 'nepharite' ? 'priest' : 'nepharite';
    const audit = auditPeer(GAME, hc.agreement!, 'host', { t: 'audit', list: swapped, listSalt: hc.mine.listSalt, reveals }, guest.mine, guest.log);
    const differs = audit.checks.find((c) => c.rule === 'NET-AUDIT-01' && !c.ok);
    assert.ok(differs, JSON.stringify(audit.checks));
    assert.equal(differs.says, "host's list differs from the one committed before the game");
    assert.equal(withLocale('en', () => checkText(differs, null)), differs.says, 'English without a reader keeps the judge\'s words');
    assert.equal(withLocale('en', () => checkText(differs, guestReads)), "Mara's list differs from the one committed before the game");
    assert.equal(withLocale('en', () => checkText(differs, hostReads)), 'your list differs from the one committed before the game');
    const read = inEveryLanguage(differs, guestReads);
    assert.equal(read.pl, 'lista talii (Mara) różni się od tej, do której zobowiązano się przed grą');
    assert.equal(read.it, 'la lista del mazzo appartenente a Mara è diversa da quella impegnata prima della partita');
    for (const [where, text] of Object.entries(read)) assertNoEnglish(text, differs.says, where);
    // Every audit check of this table's own words reads without English, the passing ones too.
    for (const c of audit.checks.filter((x) => x.rule.startsWith('NET-'))) {
      for (const [where, text] of Object.entries(inEveryLanguage(c, guestReads))) assertNoEnglish(text, c.says, `${c.rule} ${where}`);
    }
  });

  test('NET-UNDO-01 NET-UNDO-03 a refused request to take back an act reads in Polish and Italian without English, and its English is unchanged', () => {
    const named = judgeUndo(GAME, guest, 'friend', { seq: 9999, hash: 'f'.repeat(64) });
    assert.equal(named.ok, false);
    const notInLog = !named.ok ? named.checks[0]! : assert.fail('refused');
    assert.equal(notInLog.rule, 'NET-UNDO-01');
    assert.equal(notInLog.says, "no act 9999 with that state fingerprint is in this table's log");
    const spent: LockstepState = { ...guest, undo: { ...guest.undo, made: UNDO_LIMIT } };
    const limit = askUndo(GAME, spent);
    assert.equal(limit.outcome.kind, 'refused');
    const tooMany = limit.outcome.kind === 'refused' ? limit.outcome.judgement.checks[0]! : assert.fail('refused');
    assert.equal(tooMany.rule, 'NET-UNDO-03');
    assert.equal(tooMany.says, `at most ${UNDO_LIMIT} requests in a match`);
    assert.equal(limit.state, spent, 'the state is kept');
    for (const c of [notInLog, tooMany]) {
      assert.equal(withLocale('en', () => checkText(c, guestReads)), c.says, 'English for a reader is the judge\'s English');
      const read = inEveryLanguage(c, guestReads);
      for (const [where, text] of Object.entries(read)) assertNoEnglish(text, c.says, `${c.rule} ${where}`);
    }
    assert.equal(withLocale('pl', () => checkText(notInLog, guestReads)), 'w zapisie tego stołu nie ma zagrania 9999 z takim odciskiem stanu');
    assert.equal(withLocale('it', () => checkText(tooMany, guestReads)), `al massimo ${UNDO_LIMIT} richieste in una partita`);
  });

  test('NET-UNDO-01 with only passes played nothing may be taken back, in every language', () => {
    const j = judgeUndo(GAME, guest, 'me');
    assert.equal(j.ok, false);
    const c = !j.ok ? j.checks[0]! : assert.fail('refused');
    assert.equal(c.says, 'no act but passes was played');
    for (const [where, text] of Object.entries(inEveryLanguage(c, guestReads))) assertNoEnglish(text, c.says, where);
  });

  test('NET-UNDO-01 the last act is named as its seat\'s to anyone else and "yours" to that seat', () => {
    const c = netSay('NET-UNDO-01', false, null, 'fairplay.says.undo.notAsker', { seq: 3, who: seat('host') });
    assert.equal(c.says, "the last act that is not a pass (3) is host's, not the asking table's");
    assert.equal(withLocale('en', () => checkText(c, guestReads)), "the last act that is not a pass (3) is Mara's, not the asking table's");
    assert.equal(withLocale('en', () => checkText(c, hostReads)), "the last act that is not a pass (3) is yours, not the asking table's");
    assert.equal(withLocale('pl', () => checkText(c, guestReads)), 'ostatnie zagranie inne niż pas (3) jest zagraniem (Mara), a nie proszącego stołu');
    assert.equal(withLocale('pl', () => checkText(c, hostReads)), 'ostatnie zagranie inne niż pas (3) jest twoje, a nie proszącego stołu');
    assert.equal(withLocale('it', () => checkText(c, guestReads)), 'l’ultimo atto diverso da un passo (3) appartiene a Mara, non al tavolo che chiede');
    assert.equal(withLocale('it', () => checkText(c, hostReads)), 'l’ultimo atto diverso da un passo (3) è tuo, non del tavolo che chiede');
  });
});
