/** The card set the whole-game tests play: the built-in data. */
import { cygwCards } from '../../../src/cygw/cards/card-set.js';

export const CYGW_TEST_CARDS = cygwCards();
