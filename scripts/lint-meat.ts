/**
 * `npm run lint:meat [-- dir]`: checks M.E.A.T.'s three card files (default: src/meat/cards/) with
 * the loader's schema and cross-field checks, and prints one line per problem:
 *
 *   CODE card-id field: message
 *
 * then each faction's power score (src/meat/cards/checks.ts) and a summary. The codes are listed
 * in src/meat/cards/checks.ts. Exit code 1 on a problem.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as v from 'valibot';
import { loadMeatCards, type CardProblem } from '../src/meat/cards/card-set.js';
import { factionPower } from '../src/meat/cards/checks.js';
import { creatureSchema } from '../src/meat/cards/schema.js';
import { FACTIONS, type CreatureDef } from '../src/meat/cards/types.js';

const dir = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'src/meat/cards';
const FILES = ['creatures', 'destiny', 'leaders'] as const;

const line = (p: CardProblem) => `${p.code} ${p.card} ${p.field}: ${p.message}`;
const all: CardProblem[] = [];
const files: Record<string, unknown> = {};
let cardCount = 0;

for (const name of FILES) {
  const path = join(dir, `${name}.json`);
  try {
    const json = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown> | null;
    files[name] = json;
    const list = json?.cards;
    if (Array.isArray(list)) cardCount += list.length;
  } catch (e) {
    all.push({ code: 'MEAT-FILE', card: `(${name})`, field: '(file)', message: `${relative(process.cwd(), path) || path}: ${(e as Error).message}` });
  }
}

const r = loadMeatCards(files);
if (!r.ok) all.push(...r.problems.filter((p) => !(p.code === 'MEAT-FILE' && p.field === '(file)' && all.some((q) => q.card === p.card))));
for (const p of all) console.log(line(p));

// The power score of every Creature that has a sound shape, even when others are broken.
const list = (files.creatures as { cards?: unknown } | undefined)?.cards;
const creatures = (Array.isArray(list) ? list : []).flatMap((c: unknown) => {
  const parsed = v.safeParse(creatureSchema, c);
  return parsed.success ? [parsed.output as CreatureDef] : [];
});
const power = factionPower(creatures);
console.log(`power (copies weighted): ${FACTIONS.map((f) => `${f} ${power[f]}`).join(', ')}`);

const byCode = new Map<string, number>();
for (const p of all) byCode.set(p.code, (byCode.get(p.code) ?? 0) + 1);
const where = `${FILES.length} files, ${cardCount} designs`;
console.log(all.length === 0
  ? `lint:meat: ${where}${r.ok ? `, decks ${r.cards.creatureDeck.length} creatures/${r.cards.destinyDeck.length} destiny, ${r.cards.leaders.length} leaders` : ''}, no problems`
  : `lint:meat: ${all.length} problem${all.length === 1 ? '' : 's'} (${[...byCode].map(([c, n]) => `${c} ×${n}`).join(', ')}) across ${where}`);
process.exitCode = all.length > 0 ? 1 : 0;
