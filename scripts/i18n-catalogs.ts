/**
 * A language's whole message catalog read from its files (src/i18n/<locale>/), and how it differs
 * from English's: the keys it lacks or adds, and the messages whose placeholders differ. A locale
 * with more plural forms (Polish one/few/many/other) may stand its own forms in for English's
 * `.one`/`.other` pair. Used by `npm run i18n:check` and the locale parity test.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export type Messages = Record<string, string>;

/** Every group of messages but index.ts (which gathers the lobby's first load from them). */
export const GROUPS = ['common', 'cards', 'judge', 'lobby', 'app', 'fairplay', 'replay', 'lessons', 'watch', 'timing', 'log', 'table', 'outcomes', 'keys', 'says', 'protocol', 'cygw', 'meat', 'meatsays'];
const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** Everything `locale` says: each group file's export named after the group. */
export async function localeMessages(root: string, locale: string): Promise<Messages> {
  const all: Messages = {};
  for (const group of GROUPS) {
    const mod = (await import(pathToFileURL(join(root, 'src/i18n', locale, `${group}.ts`)).href)) as Record<string, Messages>;
    Object.assign(all, mod[group]);
  }
  return all;
}

export function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+(?:'s)?)\}/g)].map((m) => m[1]!))].sort();
}

/** English's counted messages: `x` when English has both `x.one` and `x.other`. */
function pluralBases(en: Messages): Set<string> {
  const bases = new Set<string>();
  for (const key of Object.keys(en)) if (key.endsWith('.one') && `${key.slice(0, -4)}.other` in en) bases.add(key.slice(0, -4));
  return bases;
}

/** `x` when `key` is a plural form `x.<category>` of an English counted message, else undefined. */
function pluralBaseOf(key: string, bases: Set<string>): string | undefined {
  const dot = key.lastIndexOf('.');
  return PLURAL_FORMS.includes(key.slice(dot + 1)) && bases.has(key.slice(0, dot)) ? key.slice(0, dot) : undefined;
}

/** The English keys `other` lacks, the keys it has beyond English, and its messages whose placeholders differ. */
export function catalogProblems(en: Messages, other: Messages): { missing: string[]; extra: string[]; placeholders: string[] } {
  const bases = pluralBases(en);
  const missing = Object.keys(en).filter((key) => {
    const base = pluralBaseOf(key, bases);
    return base === undefined ? !(key in other) : !(`${base}.other` in other);
  });
  const extra = Object.keys(other).filter((key) => !(key in en) && pluralBaseOf(key, bases) === undefined);
  const differ: string[] = [];
  for (const [key, text] of Object.entries(other)) {
    const base = pluralBaseOf(key, bases);
    // A plural form English lacks (Polish `.few`) is held to English's `.other`.
    const english = en[key] ?? (base === undefined ? undefined : en[`${base}.other`]);
    if (english === undefined) continue;
    if (placeholders(text).join() !== placeholders(english).join()) differ.push(`${key}: {${placeholders(text).join('},{')}} vs English {${placeholders(english).join('},{')}}`);
  }
  return { missing, extra, placeholders: differ };
}
