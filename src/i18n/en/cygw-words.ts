/** Cult's table words in English, loaded with its table (components/cygw), not with the lobby's first load. */
import { addMessages } from '../catalog.js';
import { cygw } from './cygw.js';

addMessages('en', cygw);
