/// <reference types="mocha" />
// M.E.A.T.'s table from a real game: drawn at 360 and 1280 px with no sideways scroll and no
// serious axe finding; the battlefield's rows face each other (M-BATTLE-02: the top row runs right
// flank, Front, left flank); a click on a pool card drafts it through the real judge
// (M-OPEN-DRAFT-02), and a pool card clicked out of turn opens the judge with its M-… rule and
// plays nothing; every act type is worded in English, Polish and Italian; the result screen names
// the winning side with its M-WIN rule.
import { expect } from '@esm-bundle/chai';
import { html } from 'lit';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { LocalMatch } from '../../src/app/local-match.js';
import { meatCards } from '../../src/meat/cards/card-set.js';
import type { MeatAction } from '../../src/meat/actions.js';
import type { MeatState } from '../../src/meat/state.js';
import { floorNow } from '../../src/meat/rules/floor.js';
import { setLocale } from '../../src/i18n/catalog.js';
import { loadLocale } from '../../src/i18n/load-locale.js';
import { axeProblems } from '../../test/support/axe.js';
import { sidewaysOverflow } from '../../test/support/layout-probe.js';
import { botsPlayUntil } from '../../test/support/bot-play.js';
import { cleanup, fixture, settledDeep, shadow, waitUntil } from '../../test/support/fixture.js';
import '../kult-app/kult-app.js';
import type { KultApp } from '../kult-app/kult-app.js';
import { meatShell } from './meat-shell.js';
import { meatPractice } from './meat-play.js';
import { meatUI } from './meat-ui.js';
import './meat-table.js';
import type { MeatTable } from './meat-table.js';

const cards = meatCards();

afterEach(async () => {
  setLocale('en');
  cleanup();
  await setViewport({ width: 1280, height: 800 });
});

/** A 2 v 2 practice from its start, the bots playing every seat until `stop`. */
function playUntil(stop: (s: MeatState) => boolean, seed = 11): { match: ReturnType<typeof meatPractice>; acts: MeatAction[]; state: MeatState } {
  const match = meatPractice(cards, 4, seed);
  const { acts, state } = botsPlayUntil(match.game, match.start, stop, 20_000);
  return { match, acts, state };
}

/** The table on a LocalMatch replaying `acts`; the bots wait long, so the floor stays where it is. */
async function tableAt(match: ReturnType<typeof meatPractice>, acts: readonly MeatAction[]): Promise<{ table: MeatTable; port: LocalMatch<typeof match.game> }> {
  const port = new LocalMatch({ ...match, history: acts, botDelayMs: 600_000 });
  const table = await fixture<MeatTable>(html`<meat-table .port=${port as never}></meat-table>`);
  await settledDeep(table);
  return { table, port };
}

const $ = <E extends HTMLElement = HTMLElement>(t: MeatTable, sel: string): E | null => shadow(t).querySelector<E>(sel);

describe('<meat-table>', function () {
  this.timeout(60_000);

  it('M-OPEN-DRAFT-02 M-OPEN-DRAFT-03 a pool card clicked drafts it through the judge; one clicked out of turn opens the judge with its M- rule; 360 px wide, axe clean', async () => {
    await setViewport({ width: 360, height: 740 });
    const { match, acts, state } = playUntil((s) => s.step === 'draft' && floorNow(s)?.seat === 'you');
    expect(state.step).to.equal('draft');
    const { table, port } = await tableAt(match, acts);
    expect(sidewaysOverflow(document), 'no sideways scroll at 360').to.equal(0);
    expect(await axeProblems(table)).to.deep.equal([]);
    const legal = port.legalActions().filter((a): a is Extract<MeatAction, { type: 'draft' }> => a.type === 'draft');
    expect(legal.length, 'the player can draft').to.be.greaterThan(0);
    const card = legal[0]!.card;
    const before = port.snapshot.log.length;
    $(table, `button.pool-card[data-card="${card}"]`)!.click();
    await settledDeep(table);
    expect(port.snapshot.log.length).to.equal(before + 1);
    expect(port.snapshot.log.at(-1)!.action).to.deep.include({ type: 'draft', player: 'you', card });
    expect(port.snapshot.view.players['you']!.hand).to.include(card);
    expect($(table, '.judge-slot')).to.equal(null);
    // Now a bot drafts: a pool card clicked is refused, with the floor's rule, and nothing is played.
    const f = floorNow(port.snapshot.view);
    expect(f?.seat).to.not.equal('you');
    const other = port.snapshot.view.pool[0]!;
    $(table, `button.pool-card[data-card="${other}"]`)!.click();
    await settledDeep(table);
    const judge = $(table, '.judge-slot kult-judge');
    expect(judge, 'the judge opens').to.not.equal(null);
    await settledDeep(judge!);
    const rules = [...judge!.shadowRoot!.querySelectorAll<HTMLElement>('li.check.fail')].map((li) => li.dataset['rule'] ?? '');
    expect(rules.length).to.be.greaterThan(0);
    expect(rules.every((r) => /^M-/.test(r)), rules.join()).to.equal(true);
    expect(port.snapshot.log.length, 'nothing was played').to.equal(before + 1);
    expect(sidewaysOverflow(document), 'no sideways scroll with the judge').to.equal(0);
    expect(await axeProblems(table)).to.deep.equal([]);
    // Every control is at least 44 px tall.
    const small = [...shadow(table).querySelectorAll<HTMLElement>('button, summary')].filter((b) => b.getBoundingClientRect().height > 0 && b.getBoundingClientRect().height < 44);
    expect(small.map((b) => b.textContent?.trim())).to.deep.equal([]);
    port.dispose();
  });

  it('M-BATTLE-02 M-TEAM-01 the battlefield at 1280 px after the reveal: rows face each other, creatures with values, teammates\' hands open and the other side\'s as backs; axe clean', async () => {
    await setViewport({ width: 1280, height: 800 });
    const { match, acts, state } = playUntil((s) => s.revealed && s.step === 'act' && floorNow(s)?.seat === 'you');
    expect(state.revealed).to.equal(true);
    const { table, port } = await tableAt(match, acts);
    expect(sidewaysOverflow(document)).to.equal(0);
    const pairs = [...shadow(table).querySelectorAll<HTMLElement>('.pair')];
    expect(pairs.length, 'two opposite pairs in 2 v 2').to.equal(2);
    for (const p of pairs) {
      const top = [...p.querySelectorAll<HTMLElement>('.player.top .lane')].map((l) => l.dataset['lane']);
      const bottom = [...p.querySelectorAll<HTMLElement>('.player.bottom .lane')].map((l) => l.dataset['lane']);
      expect(top).to.deep.equal(['right', 'front', 'left']);
      expect(bottom).to.deep.equal(['left', 'front', 'right']);
      // The top player is the bottom one's opposite (M-PLAYERS-03), of the other side.
      const t = p.querySelector<HTMLElement>('.player.top')!.dataset['seat']!;
      const b = p.querySelector<HTMLElement>('.player.bottom')!.dataset['seat']!;
      expect(port.snapshot.view.players[b]!.opposite).to.equal(t);
      expect(p.querySelector<HTMLElement>('.player.bottom')!.dataset['side']).to.equal('A');
    }
    // Each creature's current values are drawn in its card.
    const v = port.snapshot.view;
    const unit = Object.values(v.players).flatMap((p) => Object.values(p.lanes)).find((u) => u !== null)!;
    const drawn = $(table, `.unit[data-card="${unit.card}"] .unit-stats`)!;
    expect(drawn.textContent).to.contain(`ATK ${unit.attack}`).and.contain(`DEF ${unit.defence}`);
    // Vitality of each side, large.
    expect($(table, '.vit[data-side="A"] .vit-value')!.textContent!.trim()).to.equal(String(v.vitality.A));
    // The teammate's hand face up (M-TEAM-01), the other side's as backs.
    expect($(table, '.hand ul.team[data-seat="bot2"]') !== null || v.players['bot2']!.hand.length === 0).to.equal(true);
    expect($(table, '.hand .backs[data-seat="bot"]')).to.not.equal(null);
    expect(await axeProblems(table)).to.deep.equal([]);
    // Every screen size in between and beyond: a phone, a tablet upright, a wide desktop.
    for (const [width, height] of [[360, 740], [768, 1024], [1920, 1080]] as const) {
      await setViewport({ width, height });
      await settledDeep(table);
      expect(sidewaysOverflow(document), `no sideways scroll at ${width} with creatures`).to.equal(0);
      expect(shadow(table).querySelectorAll('.pair').length, `both pairs drawn at ${width}`).to.equal(2);
    }
    port.dispose();
  });

  it('M-SETUP-02 keyboard: Tab reaches a Leader with a visible focus ring, Enter picks it', async () => {
    const { match, acts } = playUntil((s) => s.step === 'leaders' && floorNow(s)?.seat === 'you');
    const { table, port } = await tableAt(match, acts);
    const before = port.snapshot.log.length;
    let focused: HTMLElement | null = null;
    for (let i = 0; i < 80 && !focused?.classList.contains('leader-pick'); i++) {
      await sendKeys({ press: 'Tab' });
      focused = shadow(table).activeElement as HTMLElement | null;
    }
    expect(focused?.classList.contains('leader-pick'), 'a Leader button is reached by Tab').to.equal(true);
    expect(getComputedStyle(focused!).outlineStyle, 'the focus ring shows').to.not.equal('none');
    const leader = focused!.dataset['leader'];
    await sendKeys({ press: 'Enter' });
    await settledDeep(table);
    expect(port.snapshot.log.length).to.equal(before + 1);
    expect(port.snapshot.log[before]!.action).to.deep.include({ type: 'leader', player: 'you', leader });
    port.dispose();
  });

  it('every act type is worded in English, Polish and Italian; cards by name, never by instance', async () => {
    const { match, state } = playUntil((s) => s.revealed && s.step === 'act');
    const view = match.game.view(state, 'you');
    const mine = view.players['you']!;
    const c = mine.lanes.front?.card ?? mine.lanes.left?.card ?? Object.keys(view.ident).find((k) => k.startsWith('C') && view.ident[k])!;
    const d = Object.keys(view.ident).find((k) => k.startsWith('D') && view.ident[k])!;
    const p = { player: 'you' };
    const acts: MeatAction[] = [
      { type: 'leader', ...p, leader: cards.leaders[0]!.id },
      { type: 'draft', ...p, card: c },
      { type: 'discard', ...p, cards: [c, d] },
      { type: 'discard', ...p, cards: [] },
      { type: 'place', ...p, left: c, front: null, right: c, guard: 'right' },
      { type: 'commit', ...p, cards: [d] },
      { type: 'pay', ...p, cards: [d] },
      { type: 'resolve', ...p, card: d, target: { seat: 'bot', lane: 'front' } },
      { type: 'pass', ...p },
      { type: 'defer', ...p },
      { type: 'instant', ...p, card: d },
      { type: 'trigger', ...p, card: c },
    ];
    expect(new Set(acts.map((a) => a.type)).size, 'every act type of actions.ts').to.equal(11);
    for (const locale of ['en', 'pl', 'it'] as const) {
      await loadLocale(locale);
      setLocale(locale);
      const ui = meatUI(cards);
      for (const [seq, action] of acts.entries()) {
        const line = ui.describeAct({ seq, turn: 1, step: 'act', player: 'you', action, judgement: { ok: true, action, checks: [] } }, view, 'bot', null);
        expect(line, `${locale} ${action.type}`).to.not.match(/⟦|undefined|\{\w+\}|\b[CD]\d{3}\b/);
        expect(line.startsWith(ui.seatName('you', view, 'bot')), `${locale} ${action.type}`).to.equal(true);
      }
      expect(ui.stepName('act').length).to.be.greaterThan(0);
    }
    // Polish uses the manual's terms; Italian falls back to the English card names.
    await loadLocale('pl');
    setLocale('pl');
    const placeLine = meatUI(cards).describeAct({ seq: 0, turn: 1, step: 'place', player: 'you', action: acts[4]!, judgement: { ok: true, action: acts[4]!, checks: [] } }, view, 'you', null);
    expect(placeLine).to.contain('LEWA FLANKA').and.contain('PRAWA FLANKA');
  });

  it('M-WIN-02 a practice game to its end: the result names the winning side with its M-WIN rule', async () => {
    const { match, acts, state } = playUntil(() => false, 3);
    const end = match.game.ended(state);
    expect(end, 'the bots finish the game').to.not.equal(null);
    expect(end!.rule).to.match(/^M-WIN-/);
    const app = await fixture<KultApp>(html`<kult-app bot-delay="0"></kult-app>`);
    app.shell = meatShell;
    const port = new LocalMatch({ ...match, history: acts, botDelayMs: 0 });
    (app as unknown as { attach(p: unknown): void }).attach(port);
    await waitUntil(() => app.screen === 'result' && shadow(app).querySelector('[part="result"] .why') !== null, 'the result screen', 10_000);
    const result = shadow(app).querySelector<HTMLElement>('[part="result"]')!;
    expect(result.querySelector('.why')!.textContent).to.contain(end!.rule);
    expect(result.querySelector('.why')!.textContent).to.contain('The side with');
    const won = end!.winners.includes('you');
    expect(result.dataset['outcome']).to.equal(won ? 'won' : 'lost');
    // The final table, with its log.
    shadow(app).querySelector<HTMLButtonElement>('button.final')!.click();
    await waitUntil(() => shadow(app).querySelector('meat-table') !== null, 'the final table', 10_000);
    const table = shadow(app).querySelector('meat-table')!;
    await waitUntil(() => table.shadowRoot?.querySelector('kult-log')?.shadowRoot?.textContent?.includes('Draft') === true, 'the log', 10_000);
    expect(table.shadowRoot!.querySelector('.controls')!.textContent).to.contain('The game is over.');
  });
});
