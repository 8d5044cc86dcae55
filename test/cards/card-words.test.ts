// The core cards' Polish and Italian words (issue 16): every card has them, no number or Suit of
// the English text is lost in a translation, the files' schema refuses what it must, and the lookup
// falls back to English for a missing word, a language not loaded yet, or a fan-made card.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import coreSet from '../../src/kult/cards/core-set.json' with { type: 'json' };
import pl from '../../src/kult/cards/card-words.pl.json' with { type: 'json' };
import it_ from '../../src/kult/cards/card-words.it.json' with { type: 'json' };
import { CARD_WORDS_LIMITS, CardWordsSchema, cardWords, hasCardWords, loadCardWords, localizedCard, parseCardWords, type CardWordsFile } from '../../src/kult/cards/card-words.js';
import { coreCards } from '../../src/kult/cards/core.js';
import { loadLocale } from '../../src/i18n/load-locale.js';
import * as v from 'valibot';

const files: Record<'pl' | 'it', CardWordsFile> = { pl: parseCardWords(pl), it: parseCardWords(it_) };

/** The cards of `file` that lack words, of every core card. */
function missing(file: CardWordsFile): string[] {
  return coreSet.cards.filter((c) => !file.cards[c.id]?.text || (c.kind === 'major' && !file.cards[c.id]?.epithet)).map((c) => c.id);
}

/** The numbers a rules text states, each with its sign where one is printed ("+2", "−1", "8"). */
function numbers(text: string): string[] {
  return (text.match(/[+−]\d+|\d+/g) ?? []).sort();
}

/** The English numbers `translated` lacks (a multiset difference). */
function lostNumbers(english: string, translated: string): string[] {
  const left = numbers(translated);
  return numbers(english).filter((n) => {
    const i = left.indexOf(n);
    if (i < 0) return true;
    left.splice(i, 1);
    return false;
  });
}

/** How each language names the five Suits in a sentence (any case or number: "Róże", "Czaszkę", "Mezzelune"). */
const SUIT_WORDS: Record<'en' | 'pl' | 'it', Record<string, RegExp>> = {
  en: { skull: /\bSkulls?\b/g, rose: /\bRoses?\b/g, hourglass: /\bHourglass(es)?\b/g, eye: /\bEyes?\b/g, crescent: /\bCrescents?\b/g },
  pl: { skull: /Czaszk[a-zęą]*/g, rose: /Róż[a-zęą]*/g, hourglass: /Klepsydr[a-zęą]*/g, eye: /\bOk(o|a|u)\b|\bOczy\b/g, crescent: /Półksiężyc[a-zęą]*/g },
  it: { skull: /\bTeschio?\b/g, rose: /\bRos[ae]\b/g, hourglass: /\bClessidr[ae]\b/g, eye: /\bOcchio?\b/g, crescent: /\bMezz[ae]lun[ae]\b/g },
};

/** How many times a text names each Suit, e.g. `rose:1 skull:1`. */
function suitMentions(text: string, l: 'en' | 'pl' | 'it'): string {
  return Object.entries(SUIT_WORDS[l])
    .map(([suit, re]) => [suit, (text.match(re) ?? []).length] as const)
    .filter(([, n]) => n > 0)
    .map(([suit, n]) => `${suit}:${n}`)
    .join(' ');
}

/** English game terms that a translation must word in its own language (Region and Inferno are the same word in Polish and Italian, Razide in Italian). */
const ENGLISH_TERMS = ['CV', 'Being', 'Beings', 'Pawn', 'Creature', 'Lictor', 'Suit', 'Major Arcanum', 'Cast', 'Stage', 'Hub', 'Station', 'Realm', 'Lore', 'Spell', 'Influence', 'Commandment', 'Turned', 'combat', 'marker', 'markers', 'Pool', 'REPEL', 'WHILE IN PLAY', 'ITEM', 'WEAPON', 'POWER', 'SPELLCASTER', 'deeds', 'discard', 'attach', 'Attach', 'Play', 'target', 'Target'];

/** The English terms left in `text` once the core cards' English names (which may stand in any language) are set aside. */
function englishLeft(text: string): string[] {
  let rest = text;
  for (const c of [...coreSet.cards].sort((a, b) => b.name.length - a.name.length)) rest = rest.split(c.name).join(' ');
  return ENGLISH_TERMS.filter((t) => new RegExp(`(?<!\\p{L})${t}(?!\\p{L})`, 'u').test(rest));
}

describe('card words in Polish and Italian (issue 16)', () => {
  for (const [l, file] of Object.entries(files)) {
    it(`${l}: every core card has its rules text, every Major its epithet, and no word belongs to a card that does not exist`, () => {
      assert.equal(file.locale, l);
      assert.deepEqual(missing(file), []);
      const ids = new Set(coreSet.cards.map((c) => c.id));
      assert.deepEqual(Object.keys(file.cards).filter((id) => !ids.has(id)), []);
      for (const c of coreSet.cards) if (c.kind !== 'major') assert.equal(file.cards[c.id]?.epithet, undefined, `${c.id} has no epithet in English`);
    });

    it(`${l}: every number of each English text (CV changes with their signs, counts, steps) is in its translation`, () => {
      const lost = coreSet.cards.flatMap((c) => lostNumbers(c.text, file.cards[c.id]?.text ?? '').map((n) => `${c.id}: ${n}`));
      assert.deepEqual(lost, []);
    });

    it(`${l}: each translation names the same Suits as the English text, as often ("one extra Skull" stays a Skull)`, () => {
      const differ = coreSet.cards
        .map((c) => [c.id, suitMentions(c.text, 'en'), suitMentions(file.cards[c.id]?.text ?? '', l as 'pl' | 'it')] as const)
        .filter(([, en, local]) => en !== local)
        .map(([id, en, local]) => `${id}: ${en} ≠ ${local}`);
      assert.deepEqual(differ, []);
    });
  }

  for (const [l, file] of Object.entries(files)) {
    it(`${l}: no English game term is left in a translation (English card names allowed)`, () => {
      const left = coreSet.cards.flatMap((c) => englishLeft(file.cards[c.id]?.text ?? '').map((t) => `${c.id}: ${t}`));
      assert.deepEqual(left, []);
    });
  }

  it('the English-term check finds an untranslated term but not a card name', () => {
    assert.deepEqual(englishLeft('Dołącz do Istoty: +2 CV.'), ['CV']);
    assert.deepEqual(englishLeft('Następnie usuń kartę Tomb Bondage z gry. Pionek Czasu'), []);
  });

  it('the Suit check catches a Suit changed in translation', () => {
    assert.notEqual(suitMentions('While face-up: you control one extra Skull.', 'en'), suitMentions('Dopóki jest odkryta: kontrolujesz jedną dodatkową Różę.', 'pl'));
    assert.equal(suitMentions('one extra Skull and one extra Rose', 'en'), suitMentions('un Teschio e una Rosa in più', 'it'));
  });

  it('the completeness check fails when a card loses its words', () => {
    const cards = { ...files.pl.cards };
    delete cards['usher'];
    assert.deepEqual(missing({ ...files.pl, cards }), ['usher']);
    const { epithet: _dropped, ...kether } = files.it.cards['kether']!;
    assert.deepEqual(missing({ ...files.it, cards: { ...files.it.cards, kether } }), ['kether']);
  });

  it('the number check catches a changed or dropped number, and a flipped sign', () => {
    assert.deepEqual(lostNumbers('Hand-size target is one higher (8 instead of 7).', 'o jeden większa (9 zamiast 7)'), ['8']);
    assert.deepEqual(lostNumbers('Attach to a Being: −2 CV.', 'Dołącz do Istoty: +2 WW.'), ['−2']);
    assert.deepEqual(lostNumbers('after your step-6 discard', 'po odrzuceniu w kroku 6'), []);
  });

  it('the Italian Curse is printed as the Italian rulebook names it: Anatema', () => {
    assert.equal(files.it.cards['curse']?.name, 'Anatema');
  });

  describe('the schema refuses malformed and oversized files', () => {
    const good = { format: 1, locale: 'pl', cards: { usher: { text: 'Prowadzi zagubionych.' } } };
    const refused = (data: unknown): boolean => !v.safeParse(CardWordsSchema, data).success;

    it('accepts a small well-formed file', () => {
      assert.equal(refused(good), false);
    });

    it('refuses a wrong format, an unknown locale, unknown keys and missing or empty text', () => {
      assert.ok(refused({ ...good, format: 2 }));
      assert.ok(refused({ ...good, locale: 'de' }));
      assert.ok(refused({ ...good, extra: true }));
      assert.ok(refused({ ...good, cards: { usher: { text: 'x', flavour: 'y' } } }));
      assert.ok(refused({ ...good, cards: { usher: { name: 'Odźwierny' } } }));
      assert.ok(refused({ ...good, cards: { usher: { text: '   ' } } }));
      assert.ok(refused({ ...good, cards: { usher: { text: 7 } } }));
      assert.ok(refused({ ...good, cards: [] }));
      assert.ok(refused(null));
    });

    it('refuses ids that are not card ids, and oversized ids, words and files', () => {
      assert.ok(refused({ ...good, cards: { 'Usher!': { text: 'x' } } }));
      assert.ok(refused({ ...good, cards: { ['a'.repeat(CARD_WORDS_LIMITS.id + 1)]: { text: 'x' } } }));
      assert.ok(refused({ ...good, cards: { usher: { text: 'x'.repeat(CARD_WORDS_LIMITS.text + 1) } } }));
      assert.ok(refused({ ...good, cards: { usher: { text: 'x', name: 'n'.repeat(CARD_WORDS_LIMITS.name + 1) } } }));
      assert.ok(refused({ ...good, cards: { kether: { text: 'x', epithet: 'e'.repeat(CARD_WORDS_LIMITS.epithet + 1) } } }));
      const many = Object.fromEntries(Array.from({ length: CARD_WORDS_LIMITS.cards + 1 }, (_, i) => [`card-${i}`, { text: 'x' }]));
      assert.ok(refused({ ...good, cards: many }));
      assert.throws(() => parseCardWords({ ...good, cards: many }), /card words: cards/);
    });
  });

  describe('the lookup', () => {
    const cards = coreCards().cards;
    const usher = cards.get('usher')!;
    const curse = cards.get('curse')!;
    const kether = cards.get('kether')!;

    it("gives English until a language's card words and messages are loaded, and that language once they are", async () => {
      assert.equal(hasCardWords('en'), true);
      assert.equal(cardWords(usher, 'en').text, usher.text);
      await loadCardWords('pl');
      assert.equal(hasCardWords('pl'), true);
      assert.equal(cardWords(usher, 'pl').text, usher.text, 'the Polish messages are not here yet: the card stays English');
      await loadLocale('pl');
      await loadLocale('it');
      assert.equal(hasCardWords('it'), true, "loading Italian's messages brings its card words");
      assert.equal(cardWords(usher, 'pl').text, files.pl.cards['usher']!.text);
      assert.equal(cardWords(usher, 'pl').name, 'Usher', 'no Polish name is known: the English one');
      assert.equal(cardWords(curse, 'it').name, 'Anatema');
      assert.equal(cardWords(kether, 'it').epithet, 'Il Sovrano');
      assert.equal(cardWords(kether, 'en').epithet, 'The Ruler');
      const local = localizedCard(kether, 'pl');
      assert.equal(local.epithet, 'Władca');
      assert.equal(local.suits, kether.suits);
      assert.equal(localizedCard(kether, 'en'), kether);
    });

    it('keeps a fan-made card that reuses a core id in its own words', async () => {
      await loadLocale('pl');
      const fan = { ...usher, text: 'A fan-made Usher that does something else.' };
      assert.equal(cardWords(fan, 'pl').text, fan.text);
      assert.equal(cardWords({ ...usher, id: 'not-a-core-card' }, 'pl').text, usher.text);
    });
  });
});
