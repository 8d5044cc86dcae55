/** The card set the whole-game tests play: the built-in data once it exists, the inline test set until then. */
export { TEST_CARDS as CYGW_TEST_CARDS } from './scene.js';
