/** Polish messages, one file per area of the table, with the same keys as English (docs/glossary-pl.md for the terms). */
import { common } from './common.js';
import { cards } from './cards.js';
import { judge } from './judge.js';
import { lobby } from './lobby.js';
import { app } from './app.js';
import { fairplay } from './fairplay.js';
import { replay } from './replay.js';
import { lessons } from './lessons.js';
import { watch } from './watch.js';

// The table's words (timing, log, table, outcomes, keys) join when the table's code loads: table-words.ts.
export const pl: Record<string, string> = { ...common, ...cards, ...judge, ...lobby, ...app, ...fairplay, ...replay, ...lessons, ...watch };
