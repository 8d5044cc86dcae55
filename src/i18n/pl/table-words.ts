/**
 * The table's Polish words (the timing bar, the log, the table, what happened, the keys): they
 * load with the table's code, like the English ones in ../en/table-words.ts.
 */
import { addMessages } from '../catalog.js';
import { keys } from './keys.js';
import { log } from './log.js';
import { outcomes } from './outcomes.js';
import { table } from './table.js';
import { timing } from './timing.js';

addMessages('pl', { ...timing, ...log, ...table, ...outcomes, ...keys });
