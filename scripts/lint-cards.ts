/**
 * `npm run lint:cards [-- files…]`: checks card-set JSON files (default: the
 * core set) with the loader's schema and cross-field checks, and prints one
 * line per problem:
 *
 *   CODE card-id field: message
 *
 * under a `# file` comment line, then a summary. The codes are listed in
 * src/kult/cards/checks.ts. Files given together are also checked together
 * (an id may not repeat across them). Exit code 1 when there is a problem.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { loadCardSets, type CardProblem } from '../src/kult/cards/card-set.js';

const DEFAULT_FILES = ['src/kult/cards/core-set.json'];
const files = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const targets = files.length > 0 ? files : DEFAULT_FILES;

const line = (p: CardProblem) => `${p.code} ${p.card} ${p.field}: ${p.message}`;
const all: CardProblem[] = [];
const parsed: unknown[] = [];
let cardCount = 0;

for (const file of targets) {
  const shown = relative(process.cwd(), file) || file;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    const p: CardProblem = { code: 'CARD-FILE', card: '(set)', field: '(file)', message: `${shown}: ${(e as Error).message}` };
    console.log(`# ${shown}`);
    console.log(line(p));
    all.push(p);
    continue;
  }
  parsed.push(json);
  const list = (json as { cards?: unknown } | null)?.cards;
  const n = Array.isArray(list) ? list.length : 0;
  cardCount += n;
  const r = loadCardSets([json]);
  const problems = r.ok ? [] : r.problems;
  console.log(`# ${shown}: ${n} card${n === 1 ? '' : 's'}, ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
  for (const p of problems) console.log(line(p));
  all.push(...problems);
}

// Files that are clean one by one may still clash when loaded together.
if (parsed.length > 1 && all.length === 0) {
  const r = loadCardSets(parsed);
  if (!r.ok) {
    console.log('# loaded together');
    for (const p of r.problems) console.log(line(p));
    all.push(...r.problems);
  }
}

const byCode = new Map<string, number>();
for (const p of all) byCode.set(p.code, (byCode.get(p.code) ?? 0) + 1);
const cards = new Set(all.map((p) => p.card));
const summary = all.length === 0
  ? `lint:cards: ${targets.length} file${targets.length === 1 ? '' : 's'}, ${cardCount} cards, no problems`
  : `lint:cards: ${all.length} problem${all.length === 1 ? '' : 's'} in ${cards.size} card${cards.size === 1 ? '' : 's'} (${[...byCode].map(([c, n]) => `${c} ×${n}`).join(', ')}) across ${targets.length} file${targets.length === 1 ? '' : 's'}, ${cardCount} cards`;
console.log(summary);
process.exitCode = all.length > 0 ? 1 : 0;
