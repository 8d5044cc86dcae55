/// <reference types="mocha" />
// M.E.A.T. The Cult through the real app page (issue 18): the lobby's Game choice switches to
// M.E.A.T. (practice for 2, 4 or 6 players, friend matches by link); a 2 v 2 practice with bots as
// teammate and opponents played by real clicks from the Leaders to the game's end: a Leader
// picked, creatures drafted from the pool, a discard to 8, creatures placed card-then-position
// (an empty placement judged with its M-… rule first), Destiny cards laid and paid for by
// multi-select, paid cards resolved and aimed at a creature, passes, Instant windows and
// triggers; the result screen names the winner with its M-WIN rule. At 360×740 and 1280×800 the
// page does not scroll sideways, and axe finds nothing serious on the table.
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { closeFrames, openAppPage, until, type AppFrame } from '../../support/app-frame.js';
import { axeProblems } from '../../support/axe.js';
import { deep, sidewaysOverflow } from '../../support/layout-probe.js';
import { press, settle } from '../../support/layout-check.js';
import { englishLeft } from '../../support/english-left.js';
import type { MeatState } from '../../../src/meat/state.js';
import type { MeatAction } from '../../../src/meat/actions.js';
import { chooseGame, tableReaders } from '../../support/game-page.js';
import { floorNow } from '../../../src/meat/rules/floor.js';

afterEach(async () => {
  closeFrames();
  await setViewport({ width: 1280, height: 800 });
});

const { table, inTable, port, view } = tableReaders<MeatState, MeatAction>('meat-table');

function layoutProblems(f: AppFrame, where: string): string[] {
  const over = sidewaysOverflow(f.doc);
  const out = over > 0 ? [`${where}: the page scrolls ${over}px sideways`] : [];
  const lanes = table(f)?.shadowRoot?.querySelectorAll('.lane').length ?? 0;
  if (lanes !== 12) out.push(`${where}: ${lanes} positions drawn (2 v 2: 12)`);
  return out;
}

/** Clicks `el` and waits until the log grows (the act played) or a judgement shows. */
async function click(f: AppFrame, el: HTMLElement | null, what: string): Promise<void> {
  // A boolean: chai inspecting a DOM element of another frame hangs the page.
  expect(el !== null, `${what} (the controls say: ${inTable(f, '.controls')?.textContent?.replace(/\s+/g, ' ')})`).to.equal(true);
  await press(f, el!);
  await settle(f);
}

async function played(f: AppFrame, before: number, what: string): Promise<void> {
  await until(what, () => port(f).snapshot.log.length > before, 10_000, () => inTable(f, '.judge-slot')?.textContent ?? '');
}

describe('M.E.A.T. The Cult in the app', function () {
  this.timeout(300_000);

  it('M-PLAYERS-01 the lobby switches to M.E.A.T. (practice for 2, 4 or 6 players; a friend match link for 2, 4 or 6) and back', async () => {
    const f = await openAppPage('player');
    await until('the page started', () => (f.app as unknown as { syncUrl: boolean }).syncUrl);
    await chooseGame(f, 'meat');
    expect(f.app.shell?.id).to.equal('meat');
    const names = [...(deep<HTMLSelectElement>(f.app, 'kult-lobby >>> select[name="game"]')?.options ?? [])].map((o) => o.textContent?.trim());
    expect(names).to.include('M.E.A.T. The Cult');
    const players = await until('the players list', () => deep<HTMLSelectElement>(f.app, 'kult-lobby >>> select[name="practice-players"]'));
    expect([...players.options].map((o) => o.value)).to.deep.equal(['2', '4', '6']);
    expect(players.value).to.equal('4');
    expect(deep(f.app, 'kult-lobby >>> .friend-later') === null, 'no "friend matches later" note').to.equal(true);
    const seats = await until('the friend match\'s seats', () => deep<HTMLSelectElement>(f.app, 'kult-lobby >>> select[name="seats"]'));
    expect([...seats.options].map((o) => o.value)).to.deep.equal(['2', '4', '6']);
    await chooseGame(f, 'kult');
    expect(f.app.shell?.id).to.equal('kult');
    await until('M.E.A.T.\'s players list gone', () => deep(f.app, 'kult-lobby >>> .meat-players') === null);
  });

  it('M-SETUP-02 M-OPEN-DRAFT-02 M-TACTIC-01 M-TACTIC-04 M-ACTIVATE-02 M-ACTIVATE-08 M-WIN-01 a 2 v 2 practice played by clicks to its end; an empty placement judged; 360 and 1280 wide; axe', async () => {
    await setViewport({ width: 360, height: 740 });
    const f = await openAppPage('player', '?game=meat');
    expect(f.app.shell?.id).to.equal('meat');
    (f.app as unknown as { botDelay: number }).botDelay = 5;
    await press(f, await until('Practice', () => deep<HTMLElement>(f.app, 'kult-lobby >>> button.practice:not([disabled])')));
    await until('the M.E.A.T. table', () => f.app.screen === 'table' && inTable(f, '.pairs'));
    await settle(f);
    expect(view(f).seats).to.deep.equal(['you', 'bot', 'bot2', 'bot3']);
    const problems = layoutProblems(f, '360×740 at the start');
    const done = new Set<string>();
    let wide = false;
    for (let step = 0; step < 3000 && view(f).phase !== 'over'; step++) {
      // The snapshot the table draws and the rules agree the player decides.
      await until('the floor for the player, or the end', () => (port(f).legalActions().length > 0 && floorNow(view(f))?.seat === 'you') || view(f).phase === 'over', 30_000);
      if (view(f).phase === 'over') break;
      await settle(f);
      const v = view(f);
      const legal = port(f).legalActions();
      const before = port(f).snapshot.log.length;
      // The kind of decision from the rules' legal acts; the table's snapshot must show the same floor
      // (a bot's or the table's own pass may move play on meanwhile: then look again).
      const type = legal.find((a) => a.type !== 'pass' && a.type !== 'defer')?.type ?? 'pass';
      const fl = floorNow(v);
      if (fl?.seat !== 'you' || !fl.types.includes(type)) continue;
      if (type === 'leader') {
        await click(f, inTable(f, '.leaders button.leader-pick'), 'a Leader button');
      } else if (type === 'draft') {
        const pick = legal.find((a) => a.type === 'draft') as Extract<MeatAction, { type: 'draft' }>;
        await click(f, inTable(f, `button.pool-card[data-card="${pick.card}"]`), 'the pool card');
      } else if (type === 'discard') {
        const pick = legal.find((a) => a.type === 'discard') as Extract<MeatAction, { type: 'discard' }>;
        for (const c of pick.cards) await click(f, inTable(f, `button.hand-card[data-card="${c}"]`), 'a hand card to discard');
        await click(f, inTable(f, '.controls button.confirm[data-act="discard"]'), 'Discard');
      } else if (type === 'place') {
        if (!done.has('judged')) {
          // An empty placement while creatures are in hand: the judge refuses it with its M- rule.
          await click(f, inTable(f, '.controls button.confirm[data-act="place"]'), 'Confirm the placement');
          const judge = inTable(f, '.judge-slot kult-judge');
          expect(judge !== null, 'the judge shows the refusal').to.equal(true);
          await until('the judge drawn', () => judge!.shadowRoot?.querySelector('li.check.fail'));
          const rules = [...judge!.shadowRoot!.querySelectorAll<HTMLElement>('li.check.fail')].map((li) => li.dataset['rule'] ?? '');
          expect(rules.length).to.be.greaterThan(0);
          expect(rules.every((r) => /^M-/.test(r)), rules.join()).to.equal(true);
          expect(port(f).snapshot.log.length, 'nothing was played').to.equal(before);
          problems.push(...layoutProblems(f, '360×740 with the judge'));
          done.add('judged');
        }
        const pick = legal.find((a) => a.type === 'place') as Extract<MeatAction, { type: 'place' }>;
        for (const lane of ['left', 'front', 'right'] as const) {
          const c = pick[lane];
          if (!c) continue;
          await click(f, inTable(f, `button.hand-card[data-card="${c}"]`), 'a creature in hand');
          await click(f, inTable(f, `.player.me button.place[data-lane="${lane}"]`), `the ${lane} position`);
        }
        if (pick.left && pick.right) await click(f, inTable(f, '.guard button.guard-pick[data-guard="right"]'), 'the guard choice');
        await click(f, inTable(f, '.controls button.confirm[data-act="place"]'), 'Confirm the placement');
        done.add('place');
      } else if (type === 'commit') {
        const picks = legal.filter((a): a is Extract<MeatAction, { type: 'commit' }> => a.type === 'commit');
        const pick = picks.find((a) => a.cards.length === 2) ?? picks.find((a) => a.cards.length === 1) ?? picks[0]!;
        for (const c of pick.cards) await click(f, inTable(f, `button.hand-card[data-card="${c}"]`), 'a Destiny card');
        await click(f, inTable(f, '.controls button.confirm[data-act="commit"]'), 'Lay');
        if (pick.cards.length) done.add('commit');
      } else if (type === 'pay') {
        const picks = legal.filter((a): a is Extract<MeatAction, { type: 'pay' }> => a.type === 'pay');
        const pick = picks.reduce((a, b) => (b.cards.length > a.cards.length ? b : a));
        for (const c of pick.cards) await click(f, inTable(f, `.player.me button.own[data-card="${c}"]`), 'a laid Destiny card');
        await click(f, inTable(f, '.controls button.confirm[data-act="pay"]'), 'Pay');
        if (pick.cards.length) done.add('pay');
      } else if (type === 'resolve' || (type === 'pass' && fl.types.includes('resolve'))) {
        const r = legal.find((a): a is Extract<MeatAction, { type: 'resolve' }> => a.type === 'resolve');
        if (r) {
          const own = inTable(f, `.player.me button.own[data-card="${r.card}"]`) ?? inTable(f, `.player.me button.special[data-card="${r.card}"]`);
          await click(f, own, 'the card to resolve');
          if (r.target) {
            await click(f, inTable(f, `button.aim[data-seat="${r.target.seat}"][data-lane="${r.target.lane}"]`), 'the target creature');
            done.add('aimed');
          }
          done.add('resolve');
        } else await click(f, inTable(f, '.controls button.act[data-act="pass"]'), 'Pass');
      } else if (type === 'instant' || (type === 'pass' && fl.types.includes('instant'))) {
        // The table's pass mode may pass a window for the player first (src/app/auto-pass.ts).
        const pass = inTable(f, '.controls button.act[data-act="pass"]');
        if (!pass) continue;
        await click(f, pass, 'Pass the window');
        done.add('window');
      } else if (type === 'trigger') {
        await click(f, inTable(f, '.controls button.act[data-act="trigger"]'), 'a trigger');
      }
      await played(f, before, `the ${type} played`);
      if (!wide && v.revealed && v.step === 'act') {
        await setViewport({ width: 1280, height: 800 });
        await settle(f);
        problems.push(...layoutProblems(f, '1280×800 in Activation'));
        expect(await axeProblems(table(f))).to.deep.equal([]);
        await setViewport({ width: 360, height: 740 });
        await settle(f);
        problems.push(...layoutProblems(f, '360×740 in Activation'));
        wide = true;
      }
    }
    expect(view(f).phase, 'the game ended').to.equal('over');
    expect(view(f).round, 'past the Battle of round 1').to.be.greaterThan(1);
    const mine = new Set(port(f).snapshot.log.filter((e) => e.player === 'you').map((e) => e.action.type));
    for (const t of ['leader', 'draft', 'place', 'commit', 'pay']) expect(mine.has(t as MeatAction['type']), `the player's ${t}`).to.equal(true);
    for (const bot of ['bot', 'bot2', 'bot3']) expect(port(f).snapshot.log.some((e) => e.player === bot), `${bot} played`).to.equal(true);
    expect(wide, 'the wide layout was checked').to.equal(true);
    expect(problems).to.deep.equal([]);
    // The result: the winning side with its M-WIN rule.
    const end = port(f).game.ended(port(f).snapshot.view as never)!;
    await until('the result screen', () => f.app.screen === 'result' && deep(f.app, '[part="result"] .why'));
    const why = deep(f.app, '[part="result"] .why')!.textContent!;
    expect(why).to.match(/M-WIN-\d\d/).and.contain(end.rule);
    expect(deep(f.app, '[part="result"] .outcome')!.textContent).to.contain(end.winners.includes('you') ? 'won' : 'Player');
    console.log(`meat practice: ${port(f).snapshot.log.length} acts, ${view(f).round} rounds, ${end.rule}, kinds ${[...done].join(',')}`);
  });

  for (const [lang, heading] of [['pl', 'POLE BITWY'], ['it', 'Campo di battaglia']] as const) {
    it(`M-AMB-01 the table in ${lang === 'pl' ? 'Polish (the manual\'s terms, the cards\' Polish names)' : 'Italian (the cards keep their English names)'}: no English word of the app`, async () => {
      const f = await openAppPage(lang, `?game=meat&lang=${lang}`);
      await press(f, await until('Practice', () => deep<HTMLElement>(f.app, 'kult-lobby >>> button.practice:not([disabled])')));
      await until('the table in its language', () => inTable(f, '#field-h')?.textContent === heading);
      await settle(f);
      expect(await englishLeft(table(f), lang)).to.deep.equal([]);
      if (lang === 'pl') expect(inTable(f, '.lane[data-lane="left"] .lane-name')?.textContent).to.equal('LEWA FLANKA');
    });
  }
});
