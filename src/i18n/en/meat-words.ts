/** M.E.A.T.'s table words in English, loaded with its table (components/meat), not with the lobby's first load. */
import { addMessages } from '../catalog.js';
import { meat } from './meat.js';

addMessages('en', meat);
