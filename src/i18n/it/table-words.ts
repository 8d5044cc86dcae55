/**
 * Le parole italiane del tavolo (la barra dei tempi, il registro, il tavolo, che cosa è successo,
 * i tasti): si caricano con il codice che le dice, non con il primo caricamento della sala
 * d'attesa. Importare di nuovo questo modulo non cambia nulla.
 */
import { addMessages } from '../catalog.js';
import { keys } from './keys.js';
import { log } from './log.js';
import { outcomes } from './outcomes.js';
import { table } from './table.js';
import { timing } from './timing.js';

addMessages('it', { ...timing, ...log, ...table, ...outcomes, ...keys });
