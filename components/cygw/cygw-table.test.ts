/// <reference types="mocha" />
// Cult's words and its result screen: every act type (src/cygw/actions.ts) described in this
// table's words in English, Polish and Italian, each card named, never a missing key; and a
// practice game played to its end by the bots, shown by the app shell: the result names the winner
// by its Cult with the victory's C-WIN rule, and the log lists the acts.
import { expect } from '@esm-bundle/chai';
import { html } from 'lit';
import type { CygwAction } from '../../src/cygw/actions.js';
import type { CygwState } from '../../src/cygw/state.js';
import { cygwCards } from '../../src/cygw/cards/card-set.js';
import { botsPlayUntil } from '../../test/support/bot-play.js';
import { LocalMatch } from '../../src/app/local-match.js';
import { setLocale } from '../../src/i18n/catalog.js';
import { loadLocale } from '../../src/i18n/load-locale.js';
import { cleanup, fixture, shadow, waitUntil } from '../../test/support/fixture.js';
import '../kult-app/kult-app.js';
import type { KultApp } from '../kult-app/kult-app.js';
import { cygwShell } from './cygw-shell.js';
import { cygwPractice } from './cygw-play.js';
import { cygwUI } from './cygw-ui.js';

const cards = cygwCards();
const match = cygwPractice(cards, { major: 'janus', list: [] }, 3, 17);

afterEach(() => {
  setLocale('en');
  cleanup();
});

/** The game from its start, the sensible bot playing every seat, until `stop` (or the end). */
function playUntil(stop: (s: CygwState) => boolean): { acts: CygwAction[]; state: CygwState } {
  return botsPlayUntil(match.game, match.start, stop);
}

describe('Cult in this table\'s words', () => {
  it('C-FLOW-06 C-RESOLVE-06 every act type is described, its cards named, in English, Polish and Italian', async () => {
    const { state } = playUntil((s) => s.phase === 'resolution' && s.board.some((p) => p.priests.length > 0));
    const view = match.game.view(state, 'you');
    // A card this seat knows (its hand, the market), else one it does not: "a hidden card".
    const hand = view.cults['you']!.hand[0] ?? 'M01';
    const piece = view.board.flatMap((p) => p.priests)[0]!.id;
    const market = view.market.find((m) => m !== null) ?? 'L01';
    const p = { player: 'you' };
    const acts: CygwAction[] = [
      { type: 'celebrate', ...p, gift: 'priest', strength: 3 },
      { type: 'celebrate', ...p, gift: 'coins' },
      { type: 'decline', ...p },
      { type: 'preach', ...p, strength: 2, location: 4 },
      { type: 'preach', ...p, strength: 0, location: 10 },
      { type: 'pray', ...p },
      { type: 'mob', ...p, location: 3 },
      { type: 'sell', ...p, card: hand },
      { type: 'buy', ...p, card: market },
      { type: 'done', ...p },
      { type: 'pass', ...p },
      { type: 'benefit', ...p, option: 'raise', piece },
      { type: 'benefit', ...p, amount: 9, piece },
      { type: 'benefit', ...p, card: market },
      { type: 'return', ...p, card: hand },
      { type: 'give', ...p, card: hand },
      { type: 'altar', ...p, location: 7 },
      { type: 'miracle', ...p, card: hand, piece, to: 9 },
      { type: 'intrigue', ...p, card: hand, piece },
      { type: 'ability', ...p, ability: 'arachne-d1', discard: [hand], priests: [1, 2] },
      { type: 'ability', ...p, ability: 'tiamat-d2', pay: 5, play: { card: hand, strength: 1 } },
      { type: 'reveal', ...p, card: hand, option: 'coins' },
      { type: 'skip', ...p },
      { type: 'intrigue', ...p, card: hand, license: market },
      // Between friends: a table's steps of the shared decks (their contents are not words).
      { type: 'deck', ...p, events: [{ deck: 'miracle', event: {} as never }] } as CygwAction,
    ];
    const types = new Set(acts.map((a) => a.type));
    expect(types.size, 'every act type of actions.ts').to.equal(19);
    for (const locale of ['en', 'pl', 'it'] as const) {
      await loadLocale(locale);
      setLocale(locale);
      const ui = cygwUI(cards);
      for (const [seq, action] of acts.entries()) {
        for (const me of ['you', 'bot']) {
          const line = ui.describeAct({ seq, turn: 2, step: 'intention', player: 'you', action, judgement: { ok: true, action, checks: [] } }, view, me, null);
          expect(line, `${locale} ${action.type}`).to.not.match(/⟦|undefined|\{\w+\}/);
          // Cards and Priests by name, never by instance or piece id.
          expect(line, `${locale} ${action.type}`).to.not.match(/\b[MIL]\d\d\b/);
          if (me === 'bot') expect(line.startsWith(ui.seatName('you', view, 'bot')), `${locale}: named by its Cult`).to.equal(true);
        }
      }
      expect(ui.stepName('Palace')).to.equal({ en: 'Palace', pl: 'Pałac', it: 'Palazzo' }[locale]);
    }
    setLocale('en');
    // C-RESOLVE-12: a logged benefit names the Location resolving when it was taken, whatever the view shows now.
    expect(view.active).to.not.equal(13);
    const benefit: CygwAction = { type: 'benefit', player: 'you' };
    const logged = (step: string) => cygwUI(cards).describeAct({ seq: 0, turn: 1, step, player: 'you', action: benefit, judgement: { ok: true, action: benefit, checks: [] } }, view, 'you', null);
    expect(logged('The Rift of Darkness')).to.equal('You: Benefit of Rift of Darkness');
    expect(logged('intention')).to.equal('You: Take a benefit');
  });

  it('C-WIN-03 a practice game to its end: the result screen names the winner by its Cult and cites the victory rule; the log lists the acts', async () => {
    const { acts, state } = playUntil(() => false);
    const end = match.game.ended(state);
    expect(end, 'the bots finish the game').to.not.equal(null);
    const app = await fixture<KultApp>(html`<kult-app bot-delay="0"></kult-app>`);
    app.shell = cygwShell;
    const port = new LocalMatch({ ...match, history: acts, botDelayMs: 0 });
    (app as unknown as { attach(p: unknown): void }).attach(port);
    await waitUntil(() => app.screen === 'result' && shadow(app).querySelector('[part="result"] .why') !== null, 'the result screen');
    const result = shadow(app).querySelector<HTMLElement>('[part="result"]')!;
    expect(result.querySelector('.why')!.textContent).to.contain(end!.rule);
    const winner = cards.cults.get(state.cults[end!.winners[0]!]!.sheet)!.name;
    expect(result.querySelector('.outcome')!.textContent).to.contain(end!.winners.includes('you') ? 'won' : winner);
    // The final table, with its log.
    (shadow(app).querySelector<HTMLButtonElement>('button.final'))!.click();
    await waitUntil(() => shadow(app).querySelector('cygw-table') !== null, 'the final table');
    const table = shadow(app).querySelector('cygw-table')!;
    await waitUntil(() => table.shadowRoot?.querySelector('kult-log')?.shadowRoot?.textContent?.includes('Pray') === true, 'the log');
    expect(table.shadowRoot!.querySelector('.controls')!.textContent).to.contain('The game is over.');
  });
});
