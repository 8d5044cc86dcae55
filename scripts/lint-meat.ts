/**
 * `npm run lint:meat [-- dir]`: checks M.E.A.T.'s three card files (default: src/meat/cards/) with
 * the loader's schema and cross-field checks, and prints one line per problem:
 *
 *   CODE card-id field: message
 *
 * then each faction's power score (src/meat/cards/checks.ts) and a summary. The codes are listed
 * in src/meat/cards/checks.ts. Exit code 1 on a problem.
 */
import * as v from 'valibot';
import { loadMeatCards } from '../src/meat/cards/card-set.js';
import { factionPower } from '../src/meat/cards/checks.js';
import { creatureSchema } from '../src/meat/cards/schema.js';
import { FACTIONS, type CreatureDef } from '../src/meat/cards/types.js';
import { cardDir, printProblems, printSummary, readCardFiles } from './card-files-lint.js';

const FILES = ['creatures', 'destiny', 'leaders'] as const;
const { files, problems, cardCount } = readCardFiles(cardDir('src/meat/cards'), FILES, 'MEAT-FILE', () => 'cards');
const r = loadMeatCards(files);
const all = printProblems(problems, r.ok ? [] : r.problems, 'MEAT-FILE');

// The power score of every Creature that has a sound shape, even when others are broken.
const list = (files.creatures as { cards?: unknown } | undefined)?.cards;
const creatures = (Array.isArray(list) ? list : []).flatMap((c: unknown) => {
  const parsed = v.safeParse(creatureSchema, c);
  return parsed.success ? [parsed.output as CreatureDef] : [];
});
const power = factionPower(creatures);
console.log(`power (copies weighted): ${FACTIONS.map((f) => `${f} ${power[f]}`).join(', ')}`);

printSummary('lint:meat', all, `${FILES.length} files, ${cardCount} designs`, r.ok ? `, decks ${r.cards.creatureDeck.length} creatures/${r.cards.destinyDeck.length} destiny, ${r.cards.leaders.length} leaders` : '');
