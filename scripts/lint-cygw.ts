/**
 * `npm run lint:cygw [-- dir]`: checks Cult's four card files (default: src/cygw/cards/) with the
 * loader's schema and cross-field checks, and prints one line per problem:
 *
 *   CODE card-id field: message
 *
 * then a summary. The codes are listed in src/cygw/cards/checks.ts. Exit code 1 on a problem.
 */
import { loadCygwCards } from '../src/cygw/cards/card-set.js';
import { cardDir, printProblems, printSummary, readCardFiles } from './card-files-lint.js';

const FILES = ['cults', 'miracles', 'intrigues', 'licenses'] as const;
const { files, problems, cardCount } = readCardFiles(cardDir('src/cygw/cards'), FILES, 'CYGW-FILE', (name) => (name === 'cults' ? 'cults' : 'cards'));
const r = loadCygwCards(files);
const all = printProblems(problems, r.ok ? [] : r.problems, 'CYGW-FILE');
printSummary('lint:cygw', all, `${FILES.length} files, ${cardCount} definitions`, r.ok ? `, decks ${r.cards.decks.miracle.length}/${r.cards.decks.intrigue.length}/${r.cards.decks.license.length}` : '');
