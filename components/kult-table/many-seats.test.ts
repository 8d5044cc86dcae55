/// <reference types="mocha" />
// <kult-table> at a table of four (issue 15): every other seat drawn in seating order from the
// viewer's left, each with its name (its Major), cross, race, hand backs and piles; whose turn it
// is and who holds the floor marked on each; the timing bar's floor going round the four seats;
// the opponent's act in the judge and the live region naming which of the others acted. On the
// real engine through TablePort (a real match between the starter decks, four seats).
import { expect } from '@esm-bundle/chai';
import { html } from 'lit';
import { floorHolder, type GameState } from '../../src/kult/index.js';
import { axeProblems } from '../../test/support/axe.js';
import { cleanup, fixture, settled, shadow, text, waitUntil, settledDeep } from '../../test/support/fixture.js';
import { TablePort, starterArena } from '../../test/support/table-port.js';
import type { KultTimingBar } from '../kult-timing-bar/kult-timing-bar.js';
import './kult-table.js';
import type { KultTable } from './kult-table.js';

const ports: TablePort[] = [];

async function mount(port: TablePort): Promise<KultTable> {
  ports.push(port);
  const el = await fixture<KultTable>(html`<kult-table .port=${port} .opponentJudgeMs=${60_000}></kult-table>`);
  await flush(el);
  return el;
}

const flush = settledDeep;

const seats = (t: KultTable) => [...shadow(t).querySelectorAll<HTMLElement>('.opponents > section.seat.theirs')];
const seatOf = (t: KultTable, id: string) => shadow(t).querySelector<HTMLElement>(`.opponents > section.seat.theirs[data-player="${id}"]`)!;
const bar = (t: KultTable) => shadow(t).querySelector<KultTimingBar>('kult-timing-bar')!;
/** The Majors of the starter-deck table of four: a Kether, b Golab, c Tiphareth, d Chagidiel. */
const NAMES: Record<string, string> = { a: 'Kether', b: 'Golab', c: 'Tiphareth', d: 'Chagidiel' };

describe('<kult-table> at a table of four', function () {
  // A real four-seat match played forward by the engine, then an axe scan of the whole table: on a
  // busy 2-core machine one test can take longer than the runner's 10 s default.
  this.timeout(30_000);
  afterEach(() => {
    for (const p of ports.splice(0)) p.dispose();
    cleanup();
  });

  it('K-GEN-03 / Q-01: every other seat is drawn in seating order from the viewer\'s left, each with its name, cross, race to win, hand backs and piles', async () => {
    for (const [me, around] of [['a', ['b', 'c', 'd']], ['c', ['d', 'a', 'b']]] as const) {
      const t = await mount(new TablePort(starterArena(11, 'continent', 4), me));
      const drawn = seats(t);
      expect(drawn.map((s) => s.dataset['player']), `seen from ${me}`).to.deep.equal(around);
      for (const s of drawn) {
        const id = s.dataset['player']!;
        expect(text(s.querySelector('.seat-name')!)).to.equal(NAMES[id]);
        expect(s.getAttribute('aria-label')).to.contain(NAMES[id]);
        expect(s.querySelector('kult-cross.theirs')).to.have.property('player', id);
        expect(s.querySelector('kult-hand.theirs')).to.have.property('player', id);
        expect(s.querySelector('kult-piles')).to.have.property('player', id);
        const score = s.querySelector<HTMLElement>('.score')!;
        expect(score.dataset['player']).to.equal(id);
        expect(score.dataset['hub']).to.equal('2');
        // The opponent's cross is smaller than the player's own.
        const theirs = s.querySelector('kult-cross.theirs')!.getBoundingClientRect().width;
        const mine = shadow(t).querySelector('kult-cross.mine')!.getBoundingClientRect().width;
        expect(theirs).to.be.greaterThan(0).and.lessThan(mine);
      }
      // The hand backs count what each seat holds, and no card of theirs is named.
      const view = (t.port as TablePort).snapshot.view;
      for (const id of around) {
        const hand = shadow(seatOf(t, id).querySelector('kult-hand.theirs')!).querySelector<HTMLElement>('.hand.hidden')!;
        expect(hand.querySelectorAll('kult-card').length).to.equal(view.players.find((p) => p.id === id)!.hand.length);
      }
      expect(shadow(t).querySelector('.seat.mine')).to.not.equal(null);
      cleanup();
    }
  });

  it('K-TIMING-04 / Q-17: whose turn it is and who holds the floor are marked on each seat, and the timing bar shows the floor going round the four seats', async () => {
    const port = new TablePort(starterArena(11, 'continent', 4), 'a');
    // b's turn: b made an act and the floor went round to c.
    const reached = port.autoplayUntil((s: GameState) => s.active === 'b' && s.window?.kind === 'react' && s.window.chain.length === 1 && s.window.chain[0]!.player === 'b' && floorHolder(s) === 'c', 3000);
    expect(reached, 'a window of b\'s act with c on the floor').to.equal(true);
    const t = await mount(port);
    const marks = (id: string) => ({ active: seatOf(t, id).dataset['active'] ?? null, floor: seatOf(t, id).dataset['floor'] ?? null, words: text(seatOf(t, id).querySelector('.seat-marks') ?? document.createElement('p')) });
    expect(marks('b')).to.deep.equal({ active: 'true', floor: null, words: 'Their turn' });
    expect(marks('c')).to.deep.equal({ active: null, floor: 'true', words: 'Holds the floor' });
    expect(marks('d')).to.deep.equal({ active: null, floor: null, words: '' });
    const round = () => [...shadow(bar(t)).querySelectorAll<HTMLElement>('.round li')].map((li) => `${li.dataset['seat']}:${li.dataset['state']}`);
    expect(round()).to.deep.equal(['c:floor', 'd:next', 'a:later', 'b:later']);
    expect(text(shadow(bar(t)).querySelector('.window .floor')!)).to.equal('Tiphareth holds the floor');
    expect(text(shadow(bar(t)).querySelector('.turn')!)).to.contain("Golab's turn");
    // c passes: the floor goes on to d, c is shown as passed, and the marks follow.
    port.other({ type: 'pass', player: 'c' });
    await flush(t);
    expect(round()).to.deep.equal(['c:passed', 'd:floor', 'a:next', 'b:later']);
    expect(marks('c').floor).to.equal(null);
    expect(marks('d')).to.deep.equal({ active: null, floor: 'true', words: 'Holds the floor' });
    // The hint says play waits for d, not for the first seat across the table.
    expect(text(shadow(t).querySelector('.moves .hint')!)).to.equal('Waiting for Chagidiel…');
    port.other({ type: 'pass', player: 'd' });
    await flush(t);
    expect(round()).to.deep.equal(['c:passed', 'd:passed', 'a:floor', 'b:next']);
    expect(text(shadow(bar(t)).querySelector('.round li.floor')!)).to.equal('you hold the floor');
    expect(await axeProblems(t)).to.deep.equal([]);
  });

  it('the other players\' acts name the one who acted: in the judge ("why this was legal") and in the live region', async () => {
    const port = new TablePort(starterArena(11, 'continent', 4), 'a');
    port.autoplayUntil((s: GameState) => s.active === 'c' && s.step === 'deeds' && !s.window && !s.pending, 3000);
    const t = await mount(port);
    const legal = port.game.legalActions(port.table.state, 'c').find((a) => a.type === 'proclaim' || a.type === 'endStep')!;
    port.other(legal);
    await flush(t);
    await waitUntil(() => shadow(t).querySelector('.judge-slot')!.getAttribute('data-mode') === 'opponent', 'the act in the judge');
    const caption = text(shadow(t).querySelector('.judge-slot .caption')!);
    expect(caption).to.match(/^Tiphareth /);
    expect(text(shadow(t).querySelector('[role="status"][aria-live="polite"]')!)).to.contain('Tiphareth');
  });

  it('a table of two is drawn as it always was: the one opponent across the board, no row of seats, no marks, no round in the timing bar', async () => {
    const port = new TablePort(starterArena(11), 'a');
    port.autoplayUntil((s: GameState) => s.window?.kind === 'react' && floorHolder(s) === 'a', 2000);
    const t = await mount(port);
    expect(shadow(t).querySelector('.opponents')).to.equal(null);
    expect(shadow(t).querySelector('.table')!.classList.contains('many')).to.equal(false);
    expect(shadow(t).querySelectorAll('section.seat.theirs').length).to.equal(1);
    expect(shadow(t).querySelector('.seat-marks')).to.equal(null);
    expect(shadow(bar(t)).querySelector('.round')).to.equal(null);
    expect(shadow(bar(t)).querySelector('.window')).to.not.equal(null);
  });
});
