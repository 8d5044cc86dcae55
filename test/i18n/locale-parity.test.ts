// Issue 16: every language says every English message with the same placeholders and nothing
// English lacks (scripts/i18n-catalogs.ts, also behind `npm run i18n:check`); each language's
// pack brings all of its words at once; its rule words cover exactly the catalog's rule IDs; and
// every English key is named by some code (scripts/i18n-usage.ts). Languages are found by
// reading src/i18n, so a new one is checked the moment its directory exists.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { catalogProblems, GROUPS, localeMessages, type Messages } from '../../scripts/i18n-catalogs.js';
import { unusedKeys } from '../../scripts/i18n-usage.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const i18nDir = join(root, 'src/i18n');
const kultDir = join(root, 'src/kult');
const locales = readdirSync(i18nDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'en')
  .map((d) => d.name)
  .sort();

test('the locale directories under src/i18n are Polish and Italian', () => {
  assert.deepEqual(locales, ['it', 'pl']);
});

test('the checks find a missing key, an extra key and a changed placeholder (Polish plural forms stand in for English one/other)', () => {
  const en: Messages = { a: 'A {n}', 'b.one': '{count} card', 'b.other': '{count} cards', c: 'C' };
  const ok: Messages = { a: 'A {n}', 'b.one': '{count} karta', 'b.few': '{count} karty', 'b.many': '{count} kart', 'b.other': '{count} karty', c: 'C' };
  assert.deepEqual(catalogProblems(en, ok), { missing: [], extra: [], placeholders: [] });
  const bad: Messages = { a: 'A {m}', 'b.one': '{count} karta', d: 'D' };
  assert.deepEqual(catalogProblems(en, bad), { missing: ['b.one', 'b.other', 'c'], extra: ['d'], placeholders: ['a: {m} vs English {n}'] });
});

test('every English key is named by the code (a made-up key is found unused)', async () => {
  const en = await localeMessages(root, 'en');
  assert.deepEqual(unusedKeys(root, Object.keys(en)), []);
  assert.deepEqual(unusedKeys(root, ['lobby.title', 'lobby.nobody.says.this']), ['lobby.nobody.says.this']);
});

for (const locale of locales) {
  describe(`locale ${locale}`, () => {
    test('has every group file English has', () => {
      for (const group of [...GROUPS, 'index']) assert.ok(existsSync(join(i18nDir, locale, `${group}.ts`)), `${locale}/${group}.ts is missing`);
    });

    test('says every English message, with the same placeholders, and no message English lacks', async () => {
      assert.deepEqual(catalogProblems(await localeMessages(root, 'en'), await localeMessages(root, locale)), { missing: [], extra: [], placeholders: [] });
    });

    test("index.ts holds the same keys as English's (the lobby's words)", async () => {
      const en = (await import(pathToFileURL(join(i18nDir, 'en/index.ts')).href)).en as Messages;
      const other = (await import(pathToFileURL(join(i18nDir, locale, 'index.ts')).href))[locale] as Messages;
      const { missing, extra } = catalogProblems(en, other);
      assert.deepEqual({ missing, extra }, { missing: [], extra: [] });
    });

    test('its pack.ts (loaded when the language is chosen) brings every one of its messages', async () => {
      await import(pathToFileURL(join(i18nDir, locale, 'pack.ts')).href);
      const { messagesOf } = (await import(pathToFileURL(join(i18nDir, 'catalog.ts')).href)) as typeof import('../../src/i18n/catalog.js');
      const loaded = messagesOf(locale);
      const own = await localeMessages(root, locale);
      assert.deepEqual(Object.keys(own).filter((k) => loaded[k] !== own[k]), []);
    });

    test('has words for exactly the English rule IDs (src/kult/rule-words.<locale>.json)', () => {
      const read = (f: string): Record<string, string> => JSON.parse(readFileSync(join(kultDir, f), 'utf8')) as Record<string, string>;
      const words = read(`rule-words.${locale}.json`);
      assert.deepEqual(Object.keys(words).sort(), Object.keys(read('rule-words.json')).sort());
      for (const [id, text] of Object.entries(words)) assert.ok(text.trim() !== '', `${id} has no words`);
    });
  });
}
