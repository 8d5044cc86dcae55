/** Le parole italiane, un file per area del tavolo, con le stesse chiavi dell'inglese; qui quelle della sala d'attesa. */
import { common } from './common.js';
import { cards } from './cards.js';
import { judge } from './judge.js';
import { lobby } from './lobby.js';
import { app } from './app.js';
import { fairplay } from './fairplay.js';
import { replay } from './replay.js';
import { lessons } from './lessons.js';
import { watch } from './watch.js';

// Le parole del tavolo (timing, log, table, outcomes, keys) si aggiungono quando si carica il codice del tavolo: table-words.ts.
export const it: Record<string, string> = { ...common, ...cards, ...judge, ...lobby, ...app, ...fairplay, ...replay, ...lessons, ...watch };
