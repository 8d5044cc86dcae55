// Issue 16: every locale beside English says every English message, with the same placeholders,
// and no message English does not have; a locale with more plural forms (Polish one/few/many/other)
// may replace an English `.one`/`.other` pair by its own forms. Locales are found by reading
// src/i18n, so a new one (Italian) is checked the moment its directory exists.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { describe, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';

type Messages = Record<string, string>;

const i18nDir = fileURLToPath(new URL('../../src/i18n/', import.meta.url));
const kultDir = fileURLToPath(new URL('../../src/kult/', import.meta.url));
/** The groups table-words.ts adds lazily (they are not in index.ts). */
const TABLE_GROUPS = ['timing', 'log', 'table', 'outcomes', 'keys'];
/** Groups in neither (the judge's `says`, loaded with the rules): every other file of en/. */
const enFiles = readdirSync(join(i18nDir, 'en')).filter((f) => f.endsWith('.ts')).sort();
const OTHER_GROUPS = enFiles.map((f) => f.slice(0, -3)).filter((g) => g !== 'index' && g !== 'table-words' && !TABLE_GROUPS.includes(g));
const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];

const locales = readdirSync(i18nDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'en')
  .map((d) => d.name)
  .sort();

async function load(locale: string, file: string): Promise<Record<string, unknown>> {
  return (await import(pathToFileURL(join(i18nDir, locale, file)).href)) as Record<string, unknown>;
}

/** A locale's every message: index.ts's export named after the locale, the table's groups, and the rest. */
async function allMessages(locale: string): Promise<Messages> {
  const all: Messages = { ...((await load(locale, 'index.ts'))[locale] as Messages) };
  for (const group of [...TABLE_GROUPS, ...OTHER_GROUPS]) Object.assign(all, (await load(locale, `${group}.ts`))[group] as Messages);
  return all;
}

/** The English keys `other` lacks (a counted message needs its `.other`) and the keys it has beyond English. */
function keyDifferences(en: Messages, other: Messages): { missing: string[]; extra: string[] } {
  const bases = pluralBases(en);
  const missing = Object.keys(en).filter((key) => {
    const base = pluralBaseOf(key, bases);
    return base === undefined ? !(key in other) : !(`${base}.other` in other);
  });
  const extra = Object.keys(other).filter((key) => !(key in en) && pluralBaseOf(key, bases) === undefined);
  return { missing, extra };
}

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+(?:'s)?)\}/g)].map((m) => m[1]!))].sort();
}

/** English's counted messages: `x` when English has both `x.one` and `x.other`. */
function pluralBases(en: Messages): Set<string> {
  const bases = new Set<string>();
  for (const key of Object.keys(en)) {
    if (key.endsWith('.one') && `${key.slice(0, -4)}.other` in en) bases.add(key.slice(0, -4));
  }
  return bases;
}

/** `x` when `key` is a plural form `x.<category>` of an English counted message, else undefined. */
function pluralBaseOf(key: string, bases: Set<string>): string | undefined {
  const dot = key.lastIndexOf('.');
  return PLURAL_FORMS.includes(key.slice(dot + 1)) && bases.has(key.slice(0, dot)) ? key.slice(0, dot) : undefined;
}

test('the locale directories under src/i18n are found (Polish among them)', () => {
  assert.ok(locales.includes('pl'), `locales found: ${locales.join(', ')}`);
});

for (const locale of locales) {
  describe(`locale ${locale}`, () => {
    test('has a file for every English file, exporting the same names', async () => {
      for (const file of enFiles) {
        // English's table words load with the table (table-words.ts); another locale's all load at once (pack.ts, below).
        if (file === 'table-words.ts') continue;
        assert.ok(existsSync(join(i18nDir, locale, file)), `${locale}/${file} is missing`);
        const names = (m: Record<string, unknown>): string[] => Object.keys(m).sort();
        const expected = names(await load('en', file)).map((n) => (n === 'en' ? locale : n));
        assert.deepEqual(names(await load(locale, file)), expected.sort(), `${locale}/${file} exports`);
      }
    });

    test('its pack.ts (loaded when the language is chosen) brings every one of its messages', async () => {
      await import(pathToFileURL(join(i18nDir, locale, 'pack.ts')).href);
      const { messagesOf } = await import(pathToFileURL(join(i18nDir, 'catalog.ts')).href);
      const loaded = messagesOf(locale) as Messages;
      const own = { ...(await allMessages(locale)), ...((await load(locale, 'says.ts')).says as Messages) };
      assert.deepEqual(Object.keys(own).filter((k) => loaded[k] !== own[k]), []);
    });

    test('says every English message, with no message English lacks', async () => {
      const { missing, extra } = keyDifferences(await allMessages('en'), await allMessages(locale));
      assert.deepEqual(missing, [], `${locale} lacks these English keys`);
      assert.deepEqual(extra, [], `${locale} has keys English does not`);
    });

    test("index.ts holds the same groups as English (the lobby's first load), no more", async () => {
      const en = (await load('en', 'index.ts')).en as Messages;
      const other = (await load(locale, 'index.ts'))[locale] as Messages;
      assert.deepEqual(keyDifferences(en, other), { missing: [], extra: [] });
    });

    test('keeps exactly the placeholders of each English message', async () => {
      const en = await allMessages('en');
      const other = await allMessages(locale);
      const bases = pluralBases(en);
      const differ: string[] = [];
      for (const [key, text] of Object.entries(other)) {
        const base = pluralBaseOf(key, bases);
        // A plural form English lacks (Polish `.few`) is held to English's `.other`.
        const english = en[key] ?? (base === undefined ? undefined : en[`${base}.other`]);
        if (english === undefined) continue; // an extra key: the test above names it
        if (placeholders(text).join() !== placeholders(english).join()) {
          differ.push(`${key}: {${placeholders(text).join('},{')}} vs English {${placeholders(english).join('},{')}}`);
        }
      }
      assert.deepEqual(differ, []);
    });

    test('has words for exactly the English rule IDs (src/kult/rule-words.<locale>.json)', (t) => {
      const file = join(kultDir, `rule-words.${locale}.json`);
      if (!existsSync(file)) {
        t.diagnostic(`no rule-words.${locale}.json yet`);
        return;
      }
      const read = (f: string): string[] => Object.keys(JSON.parse(readFileSync(f, 'utf8')) as object).sort();
      const words = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      assert.deepEqual(read(file), read(join(kultDir, 'rule-words.json')));
      for (const [id, text] of Object.entries(words)) assert.ok(typeof text === 'string' && text.trim() !== '', `${id} has no words`);
    });
  });
}
