/**
 * The friend match's own findings (the protocol's NET-… checks) worded from the fair-play
 * catalog (`fairplay.says.*`, src/i18n/en/protocol.ts, added to the English catalog when this loads): English `says` for every table and log,
 * `words` for each reader in their language. Game-agnostic: a game's findings nest as values.
 */
import { protocol } from '../i18n/en/protocol.js';
import { addMessages } from '../i18n/catalog.js';
import { sayWith } from '../i18n/say-with.js';

export { nested, seat, words } from '../i18n/say-with.js';

const EN: Readonly<Record<string, string>> = protocol;
// A reader's table words these findings from the catalog: English's come with the code that finds them.
addMessages('en', protocol);

/** As `check` does, a Q-… rule (a game's house default, nested in an audit line) is labelled so. */
export const { say: netSay, sayWords: netSayWords } = sayWith((key) => EN[key], { houseDefault: (rule) => rule.startsWith('Q-') });
