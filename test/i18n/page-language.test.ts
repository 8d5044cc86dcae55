// Issue 16: which language a page opens in (src/app/page-language.ts): `?lang=` for this visit,
// else the lobby's kept choice, else the browser's first language the app speaks, else English.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pageLanguage } from '../../src/app/page-language.js';
import { matchLocale } from '../../src/i18n/catalog.js';

const at = (query: string): URL => new URL(`http://127.0.0.1:8000/${query}`);

test('?lang= wins over the kept choice and the browser', () => {
  assert.equal(pageLanguage(at('?lang=it'), 'pl', ['pl-PL']), 'it');
  assert.equal(pageLanguage(at('?lang=EN'), 'pl', ['pl-PL']), 'en');
});

test('an unknown ?lang= is ignored: the kept choice, then the browser', () => {
  assert.equal(pageLanguage(at('?lang=xx'), 'pl', ['it-IT']), 'pl');
  assert.equal(pageLanguage(at('?lang=<script>'), null, ['it-IT']), 'it');
});

test("the browser's first language the app speaks (pl-PL → pl), else English", () => {
  assert.equal(pageLanguage(at(''), null, ['de-DE', 'pl-PL', 'it']), 'pl');
  assert.equal(pageLanguage(at(''), 'garbage', ['fr', 'de']), 'en');
  assert.equal(pageLanguage(at(''), null, []), 'en');
});

test('language tags are matched by their base language, case-blind', () => {
  assert.equal(matchLocale('it_CH'), 'it');
  assert.equal(matchLocale('PL'), 'pl');
  assert.equal(matchLocale(''), null);
  assert.equal(matchLocale(null), null);
  assert.equal(matchLocale('polski'), null);
});
