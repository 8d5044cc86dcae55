/**
 * The judge's findings in Polish and Italian (issue 16): every check the KULT judge makes carries
 * catalog words, and a table reading in Polish or Italian words them with no English sentence
 * left, down to the names inside (a step, an action's type, a Suit).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import '../../src/i18n/pl/pack.js';
import '../../src/i18n/it/pack.js';
import { withLocale, type Locale } from '../../src/i18n/catalog.js';
import { checkText } from '../../src/i18n/check-text.js';
import { says as EN } from '../../src/i18n/en/says.js';
import type { Reader } from '../../src/i18n/words.js';
import type { Words, WordValue } from '../../src/engine/judgement.js';
import { act, coreCards, createMatch, floorHolder, judge, legalActions, STARTER_DECKS, validateDeck, type Action, type Check, type Ctx, type GameState } from '../../src/kult/index.js';
import { closeWindow, ok, place, setHub, toStep } from '../support/scenario.js';
import { inHand, table } from '../support/table-kit.js';

const cards = coreCards();
const LOCALES: readonly Locale[] = ['pl', 'it'];
const reader = (me: string | null): Reader => ({ me, name: (seat) => ({ a: 'Mara', b: 'Piotr', c: 'Ada', d: 'Leo' })[seat] ?? seat });

/** The English text of a key and of every key nested in its values: the sentences no other language may show. */
function englishParts(w: Words): string[] {
  const out: string[] = [];
  for (const key of [w.key, `${w.key}.you`]) {
    const t = EN[key];
    // Literal runs between placeholders that hold a lowercase word: punctuation, numbers and rule IDs read the same in every language.
    if (t) for (const run of t.split(/\{\w+(?:'s)?\}/)) if (/[a-z]{3}/.test(run)) out.push(run.trim());
  }
  const nested = (v: WordValue | undefined): void => {
    if (v === undefined || typeof v !== 'object' || 'seat' in v) return;
    if ('all' in v) v.all.forEach((x) => out.push(...englishParts(x)));
    else out.push(...englishParts(v));
  };
  for (const v of Object.values(w.values ?? {})) nested(v);
  return out;
}

/** The string values of `w` and of the words nested in it: card names, Station ids. */
function namesIn(w: Words): string[] {
  const out: string[] = [];
  for (const v of Object.values(w.values ?? {})) {
    if (typeof v === 'string') out.push(v);
    else if (typeof v === 'object' && 'all' in v) v.all.forEach((x) => out.push(...namesIn(x)));
    else if (typeof v === 'object' && 'key' in v) out.push(...namesIn(v));
  }
  return out.filter((x) => x.length > 0);
}

/** English left in `check` as `l` words it for `me`: the English runs found, or a key the locale cannot word. */
function englishLeft(check: Check, l: Locale, me: string | null): string[] {
  assert.ok(check.words, `${check.rule} "${check.says}" has no words`);
  let text = withLocale(l, () => checkText(check, reader(me)));
  if (text.includes('⟦')) return [text];
  // Names are the same in every language ("Fly in the Ointment"): only the sentence around them is looked at.
  for (const name of namesIn(check.words).sort((x, y) => y.length - x.length)) text = text.split(name).join('\u0000');
  // Whole words only: "the" is English, the "the" inside "Kether" is a card's name.
  return englishParts(check.words).filter((run) => new RegExp(`(^|[^\\p{L}])${run.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(text));
}

function readsInEveryLocale(check: Check, me: string | null = null): void {
  for (const l of LOCALES) for (const who of [me, 'a', 'b']) assert.deepEqual(englishLeft(check, l, who), [], `${check.rule} in ${l} for ${who}: ${withLocale(l, () => checkText(check, reader(who)))}`);
}

function refusal(ctx: Ctx, state: GameState, action: unknown, rule: string): Check {
  const j = judge(ctx, state, action);
  const c = j.checks.find((x) => !x.ok && x.rule === rule);
  assert.ok(c, `${rule} refuses ${JSON.stringify(action)}: ${j.checks.map((x) => `${x.rule} ${x.says}`).join('; ')}`);
  return c;
}

/** Golab (a) Proclaims a Priest: a response window opens and the floor goes to Malkuth (b). */
function proclaimWindow() {
  let { ctx, state } = table({ major: 'golab', hand: ['priest'] }, { major: 'malkuth', hand: ['fly-in-the-ointment'] });
  state = toStep(ctx, state, 'deeds');
  state = ok(ctx, state, { type: 'proclaim', player: 'a', card: inHand(state, 'a', 'priest'), cross: 'a', station: 'C1' });
  assert.equal(state.window?.kind, 'react');
  return { ctx, state };
}

describe('the judge\'s refusals in Polish and Italian (issue 16)', () => {
  it('K-TIMING-03 ending the step inside a response window: the English names the act, Polish and Italian name it in their words', () => {
    const { ctx, state } = proclaimWindow();
    const c = refusal(ctx, state, { type: 'endStep', player: 'b' }, 'K-TIMING-03');
    assert.equal(c.says, 'a response window is open: only a response or a pass is possible, not endStep');
    assert.deepEqual(c.words, { key: 'says.window.onlyResponse', values: { type: { key: 'says.actionType.endStep' } } });
    readsInEveryLocale(c, 'b');
    assert.equal(withLocale('pl', () => checkText(c, reader('b'))), 'otwarte jest okno reakcji: możliwa jest tylko odpowiedź albo pas, a nie: zakończenie kroku');
    assert.equal(withLocale('it', () => checkText(c, reader('b'))), 'è aperta una finestra di risposta: si può solo rispondere o passare, non terminare la fase');
  });

  it('K-TIMING-03 a Commandment that does not answer the act on the floor: the act is named in each language', () => {
    const { ctx, state } = proclaimWindow();
    const c = refusal(ctx, state, { type: 'commandment', player: 'b', card: inHand(state, 'b', 'fly-in-the-ointment'), target: { player: 'a', suit: 'rose' } }, 'K-TIMING-03');
    assert.equal(c.says, 'Fly in the Ointment does not directly affect the proclaim on the floor');
    readsInEveryLocale(c, 'b');
    assert.match(withLocale('pl', () => checkText(c, reader('b'))), /Ogłoszenie$/);
  });

  it('K-SWAY-01 a Sway in step 4: both steps named by number and by each language\'s step name', () => {
    const { ctx, state } = table({ major: 'golab' }, { major: 'malkuth' });
    const deeds = toStep(ctx, state, 'deeds');
    const c = refusal(ctx, deeds, { type: 'sway', player: 'a', from: 'C1', to: 'N' }, 'K-SWAY-01');
    assert.equal(c.says, 'it is step 4 (deeds), not step 2 (sway)');
    readsInEveryLocale(c, 'a');
    assert.equal(withLocale('pl', () => checkText(c, reader('a'))), 'trwa krok 4 (Czyny), a nie krok 2 (Przyciąganie)');
    assert.equal(withLocale('it', () => checkText(c, reader('a'))), 'è la fase 4 (Azioni), non la fase 2 (Sposta)');
  });

  it('K-SUIT-04 a Suit gained by a Repel is named as a Repel in each language, the Hub in its words', () => {
    let { ctx, state } = table({ major: 'golab', hand: ['incinerator'], rest: ['veteran'] }, { major: 'malkuth' });
    const vet = place(state, 'a', 'veteran', 'C1');
    state = toStep(ctx, vet.state, 'deeds');
    state = closeWindow(ctx, ok(ctx, state, { type: 'repel', player: 'a', from: 'hub', to: 'C1', suit: 'skull' }));
    const c = judge(ctx, state, { type: 'influence', player: 'a', card: inHand(state, 'a', 'incinerator'), target: { card: vet.iid } }).checks.find((x) => x.rule === 'K-SUIT-04')!;
    assert.equal(c.says, 'needs Skull×4, you control Skull×4 (3 from Golab + Repel the Hub → C1)');
    readsInEveryLocale(c, 'a');
    assert.equal(withLocale('pl', () => checkText(c, reader('a'))), 'wymaga: Czaszka×4, kontrolujesz: Czaszka×4 (3 z karty Golab + Odpychanie Centrum → C1)');
    assert.equal(withLocale('it', () => checkText(c, reader('b'))), 'richiede Teschio×4, Mara controlla Teschio×4 (3 da Golab + Ripudio il Cuore → C1)');
  });

  it('K-WIN-01 an act after the game\'s end is refused with the win in each language', () => {
    let { ctx, state } = table({ major: 'kether', rest: ['priest'] }, { major: 'golab' });
    state = place(setHub(state, 'a', 4), 'a', 'priest', 'N', { markers: 1 }).state;
    state = ok(ctx, toStep(ctx, state, 'sway'), { type: 'sway', player: 'a', from: 'N', to: 'hub' });
    const c = refusal(ctx, state, { type: 'pass', player: 'b' }, state.ended!.rule);
    assert.equal(c.says, 'the game is over: a holds 5 markers in the Hub: 5 markers in the Hub win');
    readsInEveryLocale(c, 'b');
    assert.equal(withLocale('pl', () => checkText(c, reader('a'))), 'gra się skończyła: twoje znaczniki w Centrum: 5; do zwycięstwa potrzeba znaczników w Centrum: 5');
  });

  it('K-GEN-05 a malformed act names only its fields, never the schema\'s English or what the peer sent', () => {
    const { ctx, state } = proclaimWindow();
    const c = refusal(ctx, state, { type: 'sway', player: 'a', from: 'C1', to: 'nowhere <b>hi</b>', extra: 'peer words' }, 'K-GEN-05');
    assert.doesNotMatch(c.says, /nowhere|peer words|Invalid/);
    assert.match(c.says, /^malformed action: /);
    readsInEveryLocale(c);
  });

  it('K-CARD-05 an act naming a card the match does not have is refused without quoting it, in any language', () => {
    let { ctx, state } = table({ major: 'golab', hand: ['priest'] }, { major: 'malkuth', hand: ['fly-in-the-ointment'] });
    state = toStep(ctx, state, 'deeds');
    const c = refusal(ctx, state, { type: 'proclaim', player: 'a', card: 'peer<b>words</b>', cross: 'a', station: 'C1' } as Action, 'K-CARD-05');
    for (const text of [c.says, ...(['en', ...LOCALES] as const).map((l) => withLocale(l, () => checkText(c, reader('a'))))]) assert.doesNotMatch(text, /peer|words/);
    assert.equal(JSON.stringify(c.words).includes('peer'), false);
    readsInEveryLocale(c, 'a');
  });

  it('K-DECK-01 K-DECK-02 a deck refused in the lobby reads in each language, the card names kept', () => {
    const j = validateDeck({ cards }, ['priest', 'priest', 'priest', 'priest'], { options: { minDeckSize: 58, faqSuggestedLists: true }, players: 2 });
    const refused = j.checks.filter((c) => !c.ok);
    assert.deepEqual(refused.map((c) => c.rule), ['K-DECK-01', 'K-DECK-02']);
    assert.equal(refused[1]!.says, 'more than 3 copies: 4× Priest');
    for (const c of refused) readsInEveryLocale(c);
    assert.equal(withLocale('pl', () => checkText(refused[1]!, reader(null))), 'więcej niż 3 egzemplarze: 4× Priest');
  });
});

/** What the judge says about every legal act and a few acts a seat could try, for every seat. */
function everythingSaid(ctx: Ctx, s: GameState): Check[] {
  const out: Check[] = [];
  for (const p of s.players) {
    const tries: Action[] = [...legalActions(ctx, s, p.id), { type: 'pass', player: p.id }, { type: 'endStep', player: p.id }, { type: 'declineAttack', player: p.id }, { type: 'choose', player: p.id, station: 'C1' }];
    for (const card of p.hand.slice(0, 3)) {
      tries.push({ type: 'commandment', player: p.id, card }, { type: 'influence', player: p.id, card }, { type: 'proclaim', player: p.id, card, cross: p.id, station: 'C1' });
    }
    for (const a of tries) out.push(...judge(ctx, s, a).checks);
  }
  return out;
}

/** Plays a seeded game of `n` seats, and reads every check said along the way (setup included) in Polish and Italian. */
function playedGameReads(seed: number, n: number): void {
  const seats = [
    { id: 'a', major: 'kether', deck: STARTER_DECKS.archon.cards },
    { id: 'b', major: 'golab', deck: STARTER_DECKS.angel.cards },
    { id: 'c', major: 'tiphareth', deck: STARTER_DECKS.archon.cards },
    { id: 'd', major: 'chagidiel', deck: STARTER_DECKS.angel.cards },
  ].slice(0, n);
  const r = createMatch(cards, { players: seats, struggle: 'continent', seed });
  assert.ok(r.ok);
  const seen = new Set<string>();
  const look = (c: Check) => {
    const id = `${c.rule}|${c.says}`;
    if (seen.has(id)) return;
    seen.add(id);
    readsInEveryLocale(c);
  };
  r.setup.checks.forEach(look);
  let s = r.state;
  for (let i = 0; i < 150 && !s.ended; i++) {
    everythingSaid(r.ctx, s).forEach(look);
    const moves = legalActions(r.ctx, s, floorHolder(s));
    s = act(r.ctx, s, moves[(seed + i * 7) % moves.length]!).state;
  }
  assert.ok(seen.size > 50, `only ${seen.size} distinct checks seen`);
}

describe('every check of a game has words (issue 16)', () => {
  it('over seeded random legal games, no check the judge makes (setup included) lacks words, and each reads in Polish and Italian without English', () => {
    playedGameReads(0, 2);
    playedGameReads(3635, 2);
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 2, max: 4 }), playedGameReads), { numRuns: 3, seed: 16 });
  });

  it('every key built from a step, an act, an action\'s type, a Suit, a lore, an affiliation, a Being kind or a spot exists', () => {
    const sets: Record<string, readonly string[]> = {
      stepName: ['draw', 'sway', 'recruit', 'deeds', 'attack', 'discard', 'flip'],
      actName: ['sway', 'recruit', 'repel', 'proclaim', 'influence', 'commandment', 'spell', 'ability', 'attack', 'discard', 'weapon'],
      actionType: ['pass', 'endStep', 'sway', 'recruit', 'repel', 'proclaim', 'influence', 'commandment', 'spell', 'ability', 'attack', 'declineAttack', 'weapon', 'discard', 'choose', 'recommit', 'cut', 'random'],
      suit: ['skull', 'rose', 'hourglass', 'eye', 'crescent'],
      lore: ['death', 'passion', 'timeSpace', 'madness', 'dreams'],
      affil: ['red', 'blue', 'white'],
      beingKind: ['lictor', 'razide', 'creature', 'pawn'],
      attachTo: ['card', 'being', 'pawn', 'ownMajor'],
      spot: ['hub', 'pool'],
      'endStep.how': ['recruit', 'attack', 'discard', 'windows'],
    };
    for (const [area, names] of Object.entries(sets)) for (const x of names) assert.ok(EN[`says.${area}.${x}`], `says.${area}.${x}`);
  });
});
