/// <reference types="mocha" />
// The rule words are data fetched on first use (rule-words.ts): validated on arrival, and
// when they cannot be had the judge says so in words and tries again on the next opening.
import { expect } from '@esm-bundle/chai';
import { html } from 'lit';
import { incineratorTable } from '../../test/support/browser-table.js';
import { cleanup, fixture, settled, shadow, text, waitUntil } from '../../test/support/fixture.js';
import { fetchRuleWords } from './rule-words.js';
import { kultRuleWordsUrl } from '../../src/kult/rule-words-url.js';
import './kult-judge.js';
import type { KultJudge } from './kult-judge.js';

const json = (value: unknown): string => `data:application/json,${encodeURIComponent(JSON.stringify(value))}`;

describe('rule words as data', () => {
  afterEach(cleanup);

  it('fetches and validates the catalog statements', async () => {
    const words = await fetchRuleWords(kultRuleWordsUrl());
    expect(Object.keys(words).length).to.be.greaterThan(200);
    expect(words['K-SUIT-04']).to.match(/Suit/);
    expect(words['Q-21']).to.match(/House default:/);
    expect(words['NET-RANDOM-01']).to.match(/hash chains/);
    expect(kultRuleWordsUrl().pathname).to.equal('/src/kult/rule-words.json');
  });

  it('refuses what is not a rule ID with its words, naming it', async () => {
    await fetchRuleWords(json({ 'K-SUIT-04': 'ok', 'not-a-rule': 'x' })).then(
      () => expect.fail('accepted'),
      (err: Error) => expect(err.message).to.equal('rule words: not-a-rule: a rule ID (a capital prefix, words, two digits: K-SUIT-04, Q-05, NET-RANDOM-01)'),
    );
    await fetchRuleWords(json({ 'K-SUIT-04': 4 })).then(
      () => expect.fail('accepted'),
      (err: Error) => expect(err.message).to.match(/^rule words: K-SUIT-04: /),
    );
    await fetchRuleWords(json('K-SUIT-04 is a string')).then(
      () => expect.fail('accepted'),
      (err: Error) => expect(err.message).to.match(/^rule words: \(top\): /),
    );
  });

  it('reports a missing file with its status', async () => {
    await fetchRuleWords(new URL('/no/such/rule-words.json', location.href)).then(
      () => expect.fail('accepted'),
      (err: Error) => expect(err.message).to.match(/^rule words: 404 /),
    );
  });

  it('the judge says the rule text could not be loaded, and loads it on the next try', async () => {
    // The FAQ's Incinerator without the fourth Skull: K-SUIT-04 fails first.
    const { t, veteran } = incineratorTable();
    const j = t.judge({ type: 'influence', player: 'a', card: t.inHand('a', 'incinerator'), target: { card: veteran } });
    const el = await fixture<KultJudge>(html`<kult-judge .judgement=${j} .wordsUrl=${kultRuleWordsUrl()}></kult-judge>`);
    const row = (): HTMLElement => shadow(el).querySelector<HTMLElement>('li.check')!;
    const toggle = (): void => row().querySelector<HTMLButtonElement>('button.toggle')!.click();
    const realFetch = window.fetch;
    window.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    try {
      toggle();
      await waitUntil(() => text(row().querySelector('.words')) === 'The rule text could not be loaded.', 'error shown');
    } finally {
      window.fetch = realFetch;
    }
    toggle();
    await settled(el);
    toggle();
    await waitUntil(() => /Suit/.test(text(row().querySelector('.words'))), 'words shown after a retry');
  });
});
