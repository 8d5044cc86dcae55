/** English messages, one file per area of the table; keys are namespaced by area. */
import { common } from './common.js';
import { cards } from './cards.js';
import { judge } from './judge.js';
import { timing } from './timing.js';
import { log } from './log.js';
import { lobby } from './lobby.js';
import { app } from './app.js';
import { table } from './table.js';
import { fairplay } from './fairplay.js';
import { outcomes } from './outcomes.js';
import { keys } from './keys.js';
import { replay } from './replay.js';
import { lessons } from './lessons.js';

export const en: Record<string, string> = { ...common, ...cards, ...judge, ...timing, ...log, ...lobby, ...app, ...table, ...fairplay, ...outcomes, ...keys, ...replay, ...lessons };
