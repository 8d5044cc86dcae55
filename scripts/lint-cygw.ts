/**
 * `npm run lint:cygw [-- dir]`: checks Cult's four card files (default: src/cygw/cards/) with the
 * loader's schema and cross-field checks, and prints one line per problem:
 *
 *   CODE card-id field: message
 *
 * then a summary. The codes are listed in src/cygw/cards/checks.ts. Exit code 1 on a problem.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadCygwCards, type CardProblem } from '../src/cygw/cards/card-set.js';

const dir = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'src/cygw/cards';
const FILES = ['cults', 'miracles', 'intrigues', 'licenses'] as const;

const line = (p: CardProblem) => `${p.code} ${p.card} ${p.field}: ${p.message}`;
const all: CardProblem[] = [];
const files: Record<string, unknown> = {};
let cardCount = 0;

for (const name of FILES) {
  const path = join(dir, `${name}.json`);
  try {
    const json = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown> | null;
    files[name] = json;
    const list = json?.[name === 'cults' ? 'cults' : 'cards'];
    if (Array.isArray(list)) cardCount += list.length;
  } catch (e) {
    all.push({ code: 'CYGW-FILE', card: `(${name})`, field: '(file)', message: `${relative(process.cwd(), path) || path}: ${(e as Error).message}` });
  }
}

const r = loadCygwCards(files);
if (!r.ok) all.push(...r.problems.filter((p) => !(p.code === 'CYGW-FILE' && p.field === '(file)' && all.some((q) => q.card === p.card))));
for (const p of all) console.log(line(p));

const byCode = new Map<string, number>();
for (const p of all) byCode.set(p.code, (byCode.get(p.code) ?? 0) + 1);
const where = `${FILES.length} files, ${cardCount} definitions`;
console.log(all.length === 0
  ? `lint:cygw: ${where}${r.ok ? `, decks ${r.cards.decks.miracle.length}/${r.cards.decks.intrigue.length}/${r.cards.decks.license.length}` : ''}, no problems`
  : `lint:cygw: ${all.length} problem${all.length === 1 ? '' : 's'} (${[...byCode].map(([c, n]) => `${c} ×${n}`).join(', ')}) across ${where}`);
process.exitCode = all.length > 0 ? 1 : 0;
