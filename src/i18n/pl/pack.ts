/**
 * Every Polish word in one module, loaded when Polish is first chosen (../load-locale.ts): the lobby's,
 * the table's and the judge's, so an English first load carries none of them.
 */
import { addMessages } from '../catalog.js';
import { pl } from './index.js';
import { says } from './says.js';
import { keys } from './keys.js';
import { log } from './log.js';
import { outcomes } from './outcomes.js';
import { table } from './table.js';
import { timing } from './timing.js';
import { protocol } from './protocol.js';
import { cygw } from './cygw.js';
import { meat } from './meat.js';
import { meatsays } from './meatsays.js';

addMessages('pl', { ...pl, ...says, ...timing, ...log, ...table, ...outcomes, ...keys, ...protocol, ...cygw, ...meat, ...meatsays });
