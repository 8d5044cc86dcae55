/**
 * The table's English words (the timing bar, the log, the table, what happened, the keys): they
 * load with the code that says them, not with the lobby's first load. Every module that words
 * one of these keys imports this module; importing it again changes nothing.
 */
import { addMessages } from '../catalog.js';
import { keys } from './keys.js';
import { log } from './log.js';
import { outcomes } from './outcomes.js';
import { table } from './table.js';
import { timing } from './timing.js';

addMessages('en', { ...timing, ...log, ...table, ...outcomes, ...keys });
