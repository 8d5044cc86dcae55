/**
 * English words left on a screen that should be Polish or Italian. A word counts as English when
 * the English words of the app (its messages, the judge's `says`, the rule words) have it and the
 * language's own words do not: so words both languages share ("Hub" if Polish kept it, numbers,
 * rule IDs) never count, and neither do the names of cards (the issue allows English card names
 * where an edition shows no other) nor each language's own name in the Language list.
 * Browser only; not a test file itself.
 */
import { en } from '../../src/i18n/en/index.js';
import { says as enSays } from '../../src/i18n/en/says.js';
import { keys as enKeys } from '../../src/i18n/en/keys.js';
import { log as enLog } from '../../src/i18n/en/log.js';
import { outcomes as enOutcomes } from '../../src/i18n/en/outcomes.js';
import { table as enTable } from '../../src/i18n/en/table.js';
import { timing as enTiming } from '../../src/i18n/en/timing.js';
import { pl } from '../../src/i18n/pl/index.js';
import { says as plSays } from '../../src/i18n/pl/says.js';
import { keys as plKeys } from '../../src/i18n/pl/keys.js';
import { log as plLog } from '../../src/i18n/pl/log.js';
import { outcomes as plOutcomes } from '../../src/i18n/pl/outcomes.js';
import { table as plTable } from '../../src/i18n/pl/table.js';
import { timing as plTiming } from '../../src/i18n/pl/timing.js';
import { it } from '../../src/i18n/it/index.js';
import { says as itSays } from '../../src/i18n/it/says.js';
import { keys as itKeys } from '../../src/i18n/it/keys.js';
import { log as itLog } from '../../src/i18n/it/log.js';
import { outcomes as itOutcomes } from '../../src/i18n/it/outcomes.js';
import { table as itTable } from '../../src/i18n/it/table.js';
import { timing as itTiming } from '../../src/i18n/it/timing.js';
import { cygw as enCygw } from '../../src/i18n/en/cygw.js';
import { meat as enMeat } from '../../src/i18n/en/meat.js';
import { meat as plMeat } from '../../src/i18n/pl/meat.js';
import { meat as itMeat } from '../../src/i18n/it/meat.js';
import { meatCards } from '../../src/meat/cards/card-set.js';
import { cygw as plCygw } from '../../src/i18n/pl/cygw.js';
import { cygw as itCygw } from '../../src/i18n/it/cygw.js';
import { coreCards } from '../../src/kult/cards/core.js';
import { cygwCards } from '../../src/cygw/cards/card-set.js';
import polishCards from '../../src/kult/cards/card-words.pl.json';
import italianCards from '../../src/kult/cards/card-words.it.json';
import { kultRuleWordsUrl } from '../../src/kult/rule-words-url.js';
import { deepElements } from './layout-probe.js';

type Texts = readonly Readonly<Record<string, string>>[];

const WORD = /\p{L}[\p{L}'’-]*\p{L}/gu;

function wordsOf(texts: Texts): Set<string> {
  const out = new Set<string>();
  for (const group of texts) for (const text of Object.values(group)) for (const w of text.replace(/\{[^}]*\}/g, ' ').matchAll(WORD)) out.add(w[0].toLowerCase());
  return out;
}

/** A card words file's texts, names and epithets as message groups. */
function cardTexts(file: { readonly cards: Readonly<Record<string, Readonly<Record<string, string>>>> }): Texts {
  return Object.values(file.cards);
}

/** The rule words are data the judge fetches, not modules. */
const ruleWords = (l: string): Promise<Record<string, string>> => fetch(kultRuleWordsUrl(l)).then((r) => r.json() as Promise<Record<string, string>>);

const vocabulary = Promise.all([ruleWords('en'), ruleWords('pl'), ruleWords('it')]).then(([enRules, plRules, itRules]) => ({
  english: wordsOf([en, enSays, enKeys, enLog, enOutcomes, enTable, enTiming, enCygw, enMeat, enRules]),
  pl: wordsOf([pl, plSays, plKeys, plLog, plOutcomes, plTable, plTiming, plCygw, plMeat, plRules, ...cardTexts(polishCards)]),
  it: wordsOf([it, itSays, itKeys, itLog, itOutcomes, itTable, itTiming, itCygw, itMeat, itRules, ...cardTexts(italianCards)]),
}));
/** Card names (and Majors' epithets where a language keeps them), the languages' own names, the app's name. */
const names = new Set<string>(['english', 'polski', 'italiano', 'taroticum', 'kult']);
for (const card of coreCards().cards.values()) for (const w of card.name.matchAll(WORD)) names.add(w[0].toLowerCase());
// Cult's names: its Cults' and cards' (the issue lets them stay English).
const cult = cygwCards();
for (const def of [...cult.cults.values(), ...cult.miracles.values(), ...cult.intrigues.values(), ...cult.licenses.values()]) for (const w of def.name.matchAll(WORD)) names.add(w[0].toLowerCase());

// M.E.A.T.'s card names in English (Italian keeps them; Polish has its own in the card data).
const meat = meatCards();
for (const def of [...Object.values(meat.creatures), ...Object.values(meat.destiny), ...meat.leaders]) for (const w of def.name.en.matchAll(WORD)) names.add(w[0].toLowerCase());

/** The text a reader meets in `root`: shown text (through shadow roots) and the labels read aloud. */
export function screenText(root: Element): string {
  const parts: string[] = [];
  for (const el of [root, ...deepElements(root)]) {
    if (el instanceof HTMLElement && !el.checkVisibility()) continue;
    if (el.tagName === 'STYLE' || el.tagName === 'SCRIPT' || el.tagName === 'NOSCRIPT') continue;
    // The parts of a text in another language on purpose (lang="en": the judge's English fallback, marked).
    if (el.closest('[lang="en"]') && el.closest('[lang="en"]') !== root) continue;
    for (const node of el.childNodes) if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
    for (const attr of ['aria-label', 'title', 'placeholder']) {
      const v = el.getAttribute(attr);
      if (v) parts.push(v);
    }
  }
  return parts.join(' ');
}

/** The English words on `root` for a `locale` screen, each once with where it first stands ("draw: …Draw pile…"), sorted. */
export async function englishLeft(root: Element, locale: 'pl' | 'it'): Promise<string[]> {
  const words = await vocabulary;
  const text = screenText(root).replace(/\s+/g, ' ');
  const found = new Map<string, string>();
  for (const m of text.matchAll(WORD)) {
    const w = m[0].toLowerCase();
    if (words.english.has(w) && !words[locale].has(w) && !names.has(w) && !found.has(w)) found.set(w, `${w}: …${text.slice(Math.max(0, m.index - 30), m.index + w.length + 30)}…`);
  }
  return [...found.keys()].sort().map((w) => found.get(w)!);
}
