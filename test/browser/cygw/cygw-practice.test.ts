/// <reference types="mocha" />
// Cult: Choose Your God Wisely through the real app page (issue 17): the lobby's Game choice
// switches to Cult and back; a practice game against three bots played by real clicks for a whole
// round (the player preaches by clicking a Free Priest and a Location, prays, ends the deals and
// passes every action round, the bots playing in turn) until the next round's Intention Phase; a
// click on a Location the Cult cannot reach shows the judge with its C-… rule; at 360×740 and
// 1280×800 the page does not scroll sideways and the 13 Locations are drawn; axe finds nothing
// serious on the board; and the board in Polish shows no English word of the app.
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { closeFrames, openAppPage, until, type AppFrame } from '../../support/app-frame.js';
import { axeProblems } from '../../support/axe.js';
import { deep, sidewaysOverflow } from '../../support/layout-probe.js';
import { press, settle } from '../../support/layout-check.js';
import { englishLeft } from '../../support/english-left.js';
import type { CygwState } from '../../../src/cygw/state.js';
import type { CygwAction } from '../../../src/cygw/actions.js';
import { chooseGame, tableReaders } from '../../support/game-page.js';

afterEach(async () => {
  closeFrames();
  await setViewport({ width: 1280, height: 800 });
});

const lobby = (f: AppFrame) => deep(f.app, 'kult-lobby')!;
const { table: board, inTable: inBoard, port, view } = tableReaders<CygwState, CygwAction>('cygw-table');

/** From Cult's lobby: Practice pressed with three bots (the panel's default), the board shown. */
async function startPractice(f: AppFrame): Promise<void> {
  (f.app as unknown as { botDelay: number }).botDelay = 20;
  const bots = await until('the bots list', () => deep<HTMLSelectElement>(f.app, 'kult-lobby >>> select[name="practice-bots"]'));
  expect([...bots.options].map((o) => o.value)).to.deep.equal(['1', '2', '3', '4']);
  expect(bots.value).to.equal('3');
  await press(f, await until('Practice', () => deep<HTMLElement>(f.app, 'kult-lobby >>> button.practice:not([disabled])')));
  await until('the Cult board', () => f.app.screen === 'table' && inBoard(f, '.locations'));
  await settle(f);
}

/** The 13 Locations are drawn, and the page does not scroll sideways. */
function layoutProblems(f: AppFrame, where: string): string[] {
  const out: string[] = [];
  const over = sidewaysOverflow(f.doc);
  if (over > 0) out.push(`${where}: the page scrolls ${over}px sideways`);
  const locs = [...(board(f).shadowRoot?.querySelectorAll<HTMLElement>('.loc') ?? [])];
  if (locs.length !== 13) out.push(`${where}: ${locs.length} Locations drawn`);
  const width = f.win.innerWidth;
  for (const l of locs) {
    const r = l.getBoundingClientRect();
    if (r.width < 100 || r.height < 40 || r.left < 0 || r.right > width + 0.5) out.push(`${where}: Location ${l.dataset['location']} is not drawn whole (${Math.round(r.left)}–${Math.round(r.right)} of ${width})`);
  }
  return out;
}

describe('Cult: Choose Your God Wisely in the app', function () {
  this.timeout(90_000);

  it('C-SETUP-06 C-COMP-15 the lobby switches to Cult (friend matches for 2 to 5 players, and practice) and back to KULT', async () => {
    const f = await openAppPage('player');
    // The page keeps its address in step once started (src/pages/main.ts).
    await until('the page started', () => (f.app as unknown as { syncUrl: boolean }).syncUrl);
    expect(deep(f.app, 'kult-lobby >>> button.create'), 'KULT offers friend matches').to.not.equal(null);
    await chooseGame(f, 'cygw');
    expect(f.app.shell?.id).to.equal('cygw');
    expect(new URL(f.win.location.href).searchParams.get('game')).to.equal('cygw');
    const cults = await until('the Cult list', () => deep<HTMLSelectElement>(f.app, 'kult-lobby >>> select[name="cygw-cult"]'));
    expect([...cults.options].map((o) => o.value)).to.deep.equal(['random', 'anubis', 'cthulhu', 'fafnir', 'janus', 'nirriti', 'tiamat', 'arachne', 'atheism']);
    expect(deep(f.app, 'kult-lobby >>> button.create'), 'Cult offers friend matches by link').to.not.equal(null);
    const seats = deep<HTMLSelectElement>(f.app, 'kult-lobby >>> select[name="seats"]');
    expect([...(seats?.options ?? [])].map((o) => o.value), 'C-COMP-15 two to five players').to.deep.equal(['2', '3', '4', '5']);
    await chooseGame(f, 'kult');
    expect(f.app.shell?.id).to.equal('kult');
    expect(new URL(f.win.location.href).searchParams.has('game')).to.equal(false);
    expect(deep(f.app, 'kult-lobby >>> select[name="cygw-cult"]')).to.equal(null);
    expect(deep(f.app, 'kult-lobby >>> button.create')).to.not.equal(null);
    expect(lobby(f)).to.not.equal(null);
  });

  it('C-INTENT-PREACH-01 C-INTENT-PRAY-01 C-RESOLVE-06 a practice round against three bots by clicks: preach (a Priest, then a Location), an unreachable Location judged, pray, end the deals, pass; the bots play; the next round begins; 360 and 1280 wide lay out; axe', async () => {
    await setViewport({ width: 360, height: 740 });
    const f = await openAppPage('player', '?game=cygw');
    expect(f.app.shell?.id).to.equal('cygw');
    // The Cult asked for (C-SETUP-06).
    const cults = await until('the Cult list', () => deep<HTMLSelectElement>(f.app, 'kult-lobby >>> select[name="cygw-cult"]'));
    cults.value = 'janus';
    cults.dispatchEvent(new Event('change', { bubbles: true }));
    await startPractice(f);
    expect(view(f).seats).to.deep.equal(['you', 'bot', 'bot2', 'bot3']);
    expect(view(f).cults['you']!.sheet).to.equal('janus');
    const problems = layoutProblems(f, '360×740 at the start');

    let preached = false;
    let judged = false;
    let shotWide = false;
    for (let step = 0; step < 400 && !(view(f).round === 2 && view(f).phase === 'intention'); step++) {
      await until('the floor for the player, or the next round', () => port(f).legalActions().length > 0 || (view(f).round === 2 && view(f).phase === 'intention') || view(f).phase === 'over', 20_000);
      if (view(f).round === 2 || view(f).phase === 'over') break;
      await settle(f);
      const v = view(f);
      const legal = port(f).legalActions();
      if (legal.some((a) => a.type === 'preach') && !preached) {
        // A Free Priest, then a Location: first one the Cult cannot reach (13 needs 9 Followers, C-INTENT-PREACH-02).
        const strength = legal.find((a) => a.type === 'preach')!.strength;
        // The Priest token on the player's own sheet.
        const priestButton = inBoard(f, `.sheet.mine button.tok-pick[data-strength="${strength}"]`);
        expect(priestButton, 'the Free Priest on the sheet is a button').to.not.equal(null);
        await press(f, priestButton!);
        await settle(f);
        expect(inBoard(f, `.sheet.mine button.tok-pick[data-strength="${strength}"]`)!.getAttribute('aria-pressed')).to.equal('true');
        const reachable = [...board(f).shadowRoot!.querySelectorAll<HTMLElement>('.loc.reachable')].map((l) => Number(l.dataset['location']));
        expect(reachable.length).to.be.greaterThan(0);
        expect(reachable).to.not.include(13);
        if (!judged) {
          const before = port(f).snapshot.log.length;
          await press(f, inBoard(f, '.loc[data-location="13"] button.loc-pick')!);
          await settle(f);
          const judge = inBoard(f, '.judge-slot kult-judge');
          expect(judge, 'the judge shows the refusal').to.not.equal(null);
          const rules = [...judge!.shadowRoot!.querySelectorAll<HTMLElement>('li.check.fail')].map((li) => li.dataset['rule']);
          expect(rules.length).to.be.greaterThan(0);
          expect(rules.every((r) => /^C-/.test(r ?? ''))).to.equal(true);
          expect(port(f).snapshot.log.length, 'nothing was played').to.equal(before);
          problems.push(...layoutProblems(f, '360×740 with the judge'));
          judged = true;
        }
        // Cancel, then the same Priest from the controls' Free Priests.
        await press(f, inBoard(f, '.controls button.cancel')!);
        await settle(f);
        expect(inBoard(f, 'button.loc-pick'), 'no Location to click once cancelled').to.equal(null);
        await press(f, inBoard(f, `.controls button.free-priest[data-strength="${strength}"]`)!);
        await settle(f);
        const target = reachable[0]!;
        await press(f, inBoard(f, `.loc[data-location="${target}"] button.loc-pick`)!);
        await until('the Priest preached', () => port(f).snapshot.log.some((e) => e.player === 'you' && e.action.type === 'preach'));
        expect(v.board[target - 1]!.priests.some((p) => p.owner === 'you')).to.equal(false);
        expect(view(f).board[target - 1]!.priests.some((p) => p.owner === 'you'), 'the Priest stands in the Location').to.equal(true);
        preached = true;
        continue;
      }
      // Pray, end the deals, pass; a prompt's first choice (a decline where there is one).
      const order = ['pray', 'done', 'pass', 'decline', 'benefit', 'return', 'give', 'altar', 'skip', 'celebrate'];
      const type = order.find((t) => legal.some((a) => a.type === t))!;
      const button = inBoard(f, `.controls button.act[data-act="${type}"]:not(.listed)`) ?? inBoard(f, `.controls button.act[data-act="${type}"]`);
      expect(button, `a ${type} button`).to.not.equal(null);
      if (button!.closest('details') && !(button!.closest('details') as HTMLDetailsElement).open) await press(f, button!.closest('details')!.querySelector('summary')!);
      const before = port(f).snapshot.log.length;
      await press(f, button!);
      await until(`the ${type} played`, () => port(f).snapshot.log.length > before);
      if (!shotWide && v.phase === 'resolution') {
        // Mid-round, on a desktop: the layout, and axe on the board.
        await setViewport({ width: 1280, height: 800 });
        await settle(f);
        problems.push(...layoutProblems(f, '1280×800 in the Resolution Phase'));
        expect(await axeProblems(board(f))).to.deep.equal([]);
        await setViewport({ width: 360, height: 740 });
        shotWide = true;
      }
    }
    expect(view(f).round, 'the next round began').to.equal(2);
    expect(view(f).phase).to.equal('intention');
    const mine = port(f).snapshot.log.filter((e) => e.player === 'you').map((e) => e.action.type);
    expect(mine).to.include.members(['preach', 'pray']);
    expect(mine.some((t) => t === 'pass' || t === 'done'), 'the player passed or ended deals by clicks').to.equal(true);
    for (const bot of ['bot', 'bot2', 'bot3']) expect(port(f).snapshot.log.some((e) => e.player === bot), `${bot} played`).to.equal(true);
    expect(judged && shotWide).to.equal(true);
    // The status line names the latest act; the log names every act in this table's words.
    expect(inBoard(f, '.status .last-act')?.textContent).to.match(/^\s*Last act: /);
    const log = inBoard(f, 'kult-log')!;
    await settle(f);
    expect(log.shadowRoot!.textContent).to.match(/You: Preach: Priest \d to \d+\./);
    expect(problems).to.deep.equal([]);
  });

  it('C-SETUP-06 the board in Polish: no English word of the app', async () => {
    await setViewport({ width: 1280, height: 800 });
    const f = await openAppPage('pl', '?game=cygw&lang=pl');
    await until('Polish words', () => deep(f.app, 'kult-lobby >>> h2')?.textContent?.includes('Siadaj'));
    await startPractice(f);
    await until('the words in Polish', () => inBoard(f, '#city-h')?.textContent === 'Wieczne Miasto');
    await settle(f);
    expect(await englishLeft(board(f), 'pl')).to.deep.equal([]);
  });
});
