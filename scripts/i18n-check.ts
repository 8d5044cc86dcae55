/**
 * `npm run i18n:check`: the message catalogs of every language (src/i18n/<locale>/) against
 * English and against the code. One line per problem, then
 * `locales=3 keys=N missing=0 unused=0 placeholders=0 rules=R fallbacks=F`; exit code 1 when any
 * count but `rules` and `fallbacks` is not zero.
 *
 * - missing: an English key a language lacks (a counted message needs its `.other`), or a key it
 *   has that English does not;
 * - placeholders: a message whose `{placeholders}` differ from English's;
 * - unused: an English key no code names (src/, components/, machines/; see i18n-usage.ts);
 * - rules: every rule ID of KULT's and M.E.A.T.'s rule words (src/kult, src/meat:
 *   rule-words.json) has words in every language, or is listed in that language's fallbacks
 *   (rule-words.fallback.json beside it), which the judge shows in English and says so.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '../src/i18n/catalog.js';
import { catalogProblems, localeMessages } from './i18n-catalogs.js';
import { unusedKeys } from './i18n-usage.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const en = await localeMessages(root, 'en');
const problems: string[] = [];
let missing = 0;
let placeholders = 0;
for (const l of LOCALES.filter((x) => x !== 'en')) {
  const found = catalogProblems(en, await localeMessages(root, l));
  for (const key of found.missing) problems.push(`${l}: missing ${key}`);
  for (const key of found.extra) problems.push(`${l}: ${key} is not an English key`);
  for (const line of found.placeholders) problems.push(`${l}: ${line}`);
  missing += found.missing.length + found.extra.length;
  placeholders += found.placeholders.length;
}

const unused = unusedKeys(root, Object.keys(en));
for (const key of unused) problems.push(`en: ${key} is used by no code`);

// The judge's rule words of each game that has them in every language: every rule, or a recorded fallback.
let ruleCount = 0;
let fallbackCount = 0;
for (const game of ['src/kult', 'src/meat']) {
  const dir = join(root, game);
  const read = (f: string): Record<string, string> => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Record<string, string>;
  const rules = Object.keys(read('rule-words.json'));
  const fallbacks = existsSync(join(dir, 'rule-words.fallback.json')) ? (read('rule-words.fallback.json') as unknown as Record<string, string[]>) : {};
  ruleCount += rules.length;
  for (const l of LOCALES.filter((x) => x !== 'en')) {
    const words = existsSync(join(dir, `rule-words.${l}.json`)) ? read(`rule-words.${l}.json`) : {};
    const recorded = new Set(fallbacks[l] ?? []);
    for (const id of rules) {
      if (words[id]?.trim()) continue;
      if (recorded.has(id)) fallbackCount++;
      else {
        problems.push(`${l}: ${game} rule ${id} has no words and no recorded fallback`);
        missing++;
      }
    }
    for (const id of Object.keys(words)) if (!rules.includes(id)) problems.push(`${l}: ${game} rule ${id} is not in the catalog`), missing++;
  }
}

for (const p of problems) console.log(p);
console.log(`locales=${LOCALES.length} keys=${Object.keys(en).length} missing=${missing} unused=${unused.length} placeholders=${placeholders} rules=${ruleCount} fallbacks=${fallbackCount}`);
process.exitCode = missing + unused.length + placeholders > 0 ? 1 : 0;
