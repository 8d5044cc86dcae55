/**
 * The judge's words through the message catalog (src/i18n/words.ts, src/i18n/en/says.ts): one
 * test per form a sentence takes for its reader, and the catalog checked against every key the
 * engine words a check with.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogOf, formatWords, type Reader } from '../../src/i18n/words.js';
import { says } from '../../src/i18n/en/says.js';
import { checkText } from '../../src/i18n/check-text.js';
import type { Check, Words } from '../../src/engine/judgement.js';

const en = catalogOf((key) => says[key]);
const mara: Reader = { me: 'host', name: (seat) => (seat === 'guest' ? 'Mara' : seat) };
const guest: Reader = { me: 'guest', name: (seat) => (seat === 'host' ? 'Golab' : seat) };
const w = (key: string, values?: Words['values']): Words => (values ? { key, values } : { key });

describe('words for a reader (src/i18n/words.ts)', () => {
  it('second person for the seat the sentence is about: "you hold the floor", not "you holds the floor"', () => {
    assert.equal(formatWords(w('says.floor.holds', { who: { seat: 'guest' } }), guest, en), 'you hold the floor');
  });

  it('third person for anyone else, by the name the reader knows: "Mara holds the floor"', () => {
    assert.equal(formatWords(w('says.floor.holds', { who: { seat: 'guest' } }), mara, en), 'Mara holds the floor');
  });

  it('possessives: "your step 2" to its seat, "Mara\'s step 2" to anyone else, never "you\'s"', () => {
    const step = w('says.step.yours', { who: { seat: 'guest' }, n: 2, step: 'sway' });
    assert.equal(formatWords(step, guest, en), 'your step 2 (sway)');
    assert.equal(formatWords(step, mara, en), "Mara's step 2 (sway)");
    const hand = w('says.hand.in', { card: 'Sorry', who: { seat: 'guest' } });
    assert.equal(formatWords(hand, guest, en), 'Sorry is in your hand');
    assert.equal(formatWords(hand, mara, en), "Sorry is in Mara's hand");
  });

  it('a seat that is not the subject reads "you" to itself and its name to others', () => {
    const notYours = w('says.floor.notYours', { who: { seat: 'host' }, actor: { seat: 'guest' } });
    assert.equal(formatWords(notYours, guest, en), 'Golab holds the floor in this window, not you');
    assert.equal(formatWords(notYours, mara, en), 'you hold the floor in this window, not Mara');
  });

  it('articles come with the noun: "an attack", "an Influence card", "a Region"', () => {
    const cannot = (kind: string) => formatWords(w('says.cancel.cannot', { card: 'Sorry', what: w(`says.act.${kind}`) }), mara, en);
    assert.equal(cannot('attack'), 'Sorry cannot cancel an attack');
    assert.equal(cannot('influence'), 'Sorry cannot cancel an Influence');
    assert.equal(cannot('proclaim'), 'Sorry cannot cancel a Proclaim');
    assert.equal(formatWords(w('says.card.isKind', { card: 'Incinerator', kind: w('says.kind.influence') }), mara, en), 'Incinerator is an Influence card');
  });

  it('nested words and lists are worded for the same reader', () => {
    const part = (seat: string) => w('says.suits.part', { suit: 'Eye', need: 2, have: 1, origin: ' (Kether)', who: { seat } });
    const list = w('says.suits.list', { parts: { all: [part('guest'), part('guest')] } });
    assert.equal(formatWords(list, guest, en), 'needs Eye×2, you control Eye×1 (Kether); needs Eye×2, you control Eye×1 (Kether)');
    assert.equal(formatWords(part('guest'), mara, en), 'needs Eye×2, Mara controls Eye×1 (Kether)');
  });

  it('a key the catalog lacks shows itself, loudly', () => {
    assert.equal(formatWords(w('says.nothing.here'), mara, en), '⟦says.nothing.here⟧');
  });

  it('a check without words, or read by nobody in particular, shows its says', () => {
    assert.equal(checkText({ rule: 'K-GEN-05', ok: false, says: 'malformed action' } as Check, mara), 'malformed action');
    assert.equal(checkText({ rule: 'K-TIMING-04', ok: true, says: 'you hold the floor', words: w('says.floor.holds', { who: { seat: 'guest' } }) } as Check, null), 'you hold the floor');
    assert.equal(checkText({ rule: 'K-TIMING-04', ok: true, says: 'you hold the floor', words: w('says.floor.holds', { who: { seat: 'guest' } }) } as Check, mara), 'Mara holds the floor');
  });
});

describe('the judge\'s catalog (src/i18n/en/says.ts)', () => {
  it('every key the engine words a check with is in the catalog', () => {
    const dir = join(import.meta.dirname, '../../src/kult');
    const files = readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith('.ts'));
    const used = new Set<string>();
    for (const f of files) for (const m of readFileSync(join(dir, f), 'utf8').matchAll(/'(says\.[a-zA-Z.]+)'/g)) used.add(m[1]!);
    assert.ok(used.size > 40, `found only ${used.size} keys`);
    const missing = [...used].filter((k) => says[k] === undefined);
    assert.deepEqual(missing, []);
  });

  it('every key built from a kind or a window exists for each of them', () => {
    for (const k of ['major', 'being', 'region', 'influence', 'spell', 'commandment']) assert.ok(says[`says.kind.${k}`] && says[`says.noun.${k}`], k);
    for (const k of ['sway', 'recruit', 'repel', 'proclaim', 'influence', 'commandment', 'spell', 'ability', 'attack', 'discard', 'weapon']) assert.ok(says[`says.act.${k}`], k);
    for (const k of ['combat', 'preDraw', 'postDraw']) assert.ok(says[`says.window.${k}`], k);
    for (const k of ['placeMarker', 'recommit', 'cut', 'random']) assert.ok(says[`says.pending.${k}`], k);
  });

  it('every second-person form has its third-person sentence', () => {
    const orphans = Object.keys(says).filter((k) => k.endsWith('.you') && says[k.slice(0, -4)] === undefined);
    assert.deepEqual(orphans, []);
  });
});
