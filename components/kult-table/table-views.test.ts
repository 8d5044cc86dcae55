/// <reference types="mocha" />
// <kult-table> laid out by its own width (kult-table-layout.styles.ts), in Chromium on the real
// engine (TablePort): as narrow as a phone it shows the board, the judge and the log one at a
// time, chosen with a switcher, keeps the move panel, Pass and the hand together at the bottom,
// marks a refusal the player has not looked at on the Judge button, and announces the opponent's
// acts itself while the log is not on screen; as wide as a laptop it shows everything at once
// and no switcher. (The whole page at each screen size: test/browser/layout/.)
import { expect } from '@esm-bundle/chai';
import { html } from 'lit';
import { floorHolder, type InstanceId, type PlayerId, type Step } from '../../src/kult/index.js';
import { Table } from '../../test/support/browser-table.js';
import { cleanup, fixture, settled, shadow, text, settledDeep } from '../../test/support/fixture.js';
import { TablePort } from '../../test/support/table-port.js';
import type { KultHand } from '../kult-hand/kult-hand.js';
import './kult-table.js';
import type { KultTable } from './kult-table.js';

const ports: TablePort[] = [];

/** A table `width` px wide (a phone's 390, a laptop's 1200). */
async function mount(port: TablePort, width: number): Promise<KultTable> {
  ports.push(port);
  const box = await fixture<HTMLDivElement>(html`<div style="width:${width}px"><kult-table .port=${port} .opponentJudgeMs=${60_000}></kult-table></div>`);
  const t = box.querySelector('kult-table') as KultTable;
  await flush(t);
  return t;
}

const flush = settledDeep;

const $ = <E extends Element = HTMLElement>(t: KultTable, sel: string) => shadow(t).querySelector<E>(sel);
const shown = (el: Element | null) => !!el && el.checkVisibility();
const viewButton = (t: KultTable, view: string) => $<HTMLButtonElement>(t, `.views button[data-view="${view}"]`)!;

async function choose(t: KultTable, view: string): Promise<void> {
  viewButton(t, view).click();
  await flush(t);
}

/** Kether (a) in his Deeds step; Golab (b) holds a Veteran and Sorry. */
function deeds(): { port: TablePort; iid: (c: string) => InstanceId } {
  const t = new Table({ major: 'kether', hand: ['usher', 'artist', 'nepharite'], rest: ['veteran'] }, { major: 'golab', hand: ['veteran', 'sorry'] });
  t.place('a', 'veteran', 'C1');
  t.toStep('deeds');
  return { port: new TablePort(t, 'a'), iid: (c) => t.inHand('a', c) };
}

/** Passes, ends steps, declines (through the engine, for both seats) until `player`'s `step` begins with no window. */
function advance(port: TablePort, player: PlayerId, step: Step): void {
  for (let i = 0; i < 200; i++) {
    const s = port.table.state;
    if (s.active === player && s.step === step && !s.window && !s.pending) return;
    const p = floorHolder(s);
    if (s.window) port.other({ type: 'pass', player: p });
    else if (s.step === 'sway' || s.step === 'deeds') port.other({ type: 'endStep', player: p });
    else if (s.step === 'recruit') port.other({ type: 'recruit', player: p, accept: false });
    else if (s.step === 'attack') port.other({ type: 'declineAttack', player: p });
    else if (s.step === 'discard') port.other({ type: 'discard', player: p, card: null });
  }
  throw new Error(`did not reach ${player}'s ${step}`);
}

describe('<kult-table> by its width: the phone views', () => {
  afterEach(() => {
    for (const p of ports.splice(0)) p.dispose();
    cleanup();
  });

  it('as wide as a laptop: the board, the timing bar, the judge and the log all show, and no view switcher', async () => {
    const t = await mount(deeds().port, 1200);
    expect(shown($(t, '.views'))).to.equal(false);
    for (const part of ['kult-cross.mine', 'kult-cross.theirs', 'kult-hand.mine', '.moves', 'kult-timing-bar', '.judge-slot', '.log-panel']) expect(shown($(t, part)), part).to.equal(true);
    // The rail (timing bar, judge, log) lies beside the board, not over it.
    const board = $(t, '.board')!.getBoundingClientRect();
    const rail = $(t, '.side')!.getBoundingClientRect();
    expect(rail.left).to.be.at.least(board.right);
  });

  it('as narrow as a phone: Table, Judge and Log are views chosen one at a time; the move panel and the hand stay in every view', async () => {
    const t = await mount(deeds().port, 390);
    expect(shown($(t, '.views'))).to.equal(true);
    expect(viewButton(t, 'board').getAttribute('aria-pressed')).to.equal('true');
    expect(shown($(t, 'kult-cross.mine'))).to.equal(true);
    expect(shown($(t, 'kult-cross.theirs'))).to.equal(true);
    expect(shown($(t, '.judge-slot'))).to.equal(false);
    expect(shown($(t, '.log-panel'))).to.equal(false);

    await choose(t, 'judge');
    expect(viewButton(t, 'judge').getAttribute('aria-pressed')).to.equal('true');
    expect(viewButton(t, 'board').getAttribute('aria-pressed')).to.equal('false');
    expect(shown($(t, '.judge-slot'))).to.equal(true);
    expect(shown($(t, 'kult-cross.mine'))).to.equal(false);
    expect(shown($(t, '.log-panel'))).to.equal(false);
    expect(shown($(t, '.moves'))).to.equal(true);
    expect(shown($(t, 'kult-hand.mine'))).to.equal(true);

    await choose(t, 'log');
    expect(shown($(t, '.log-panel'))).to.equal(true);
    expect(shown($(t, '.judge-slot'))).to.equal(false);
    expect(text(viewButton(t, 'log'))).to.equal(`Log ${t.port!.snapshot.log.length}`);

    await choose(t, 'board');
    expect(shown($(t, 'kult-cross.mine'))).to.equal(true);
    expect(shown($(t, '.log-panel'))).to.equal(false);
    // Every control of the views is a real button with a name.
    expect([...shadow(t).querySelectorAll('.views button')].map((b) => text(b))).to.deep.equal(['Table', 'Judge', `Log ${t.port!.snapshot.log.length}`]);
  });

  it('on a phone, a refused move marks the Judge view as new until the player looks at it', async () => {
    const { port, iid } = deeds();
    const t = await mount(port, 390);
    expect($(t, '.views [data-view="judge"] .news')).to.equal(null);
    // Usher needs two Eyes, Kether controls one (K-SUIT-04): chosen and tried on a Station, it is refused.
    shadow($<KultHand>(t, 'kult-hand.mine')!).querySelector<HTMLElement>(`[data-iid="${iid('usher')}"]`)!.click();
    await flush(t);
    shadow($(t, 'kult-cross.mine')!).querySelector<HTMLElement>('[data-spot="C2"]')!.click();
    await flush(t);
    expect($(t, '.judge-slot')!.dataset['mode']).to.equal('attempt');
    expect(shown($(t, '.views [data-view="judge"] .news'))).to.equal(true);
    expect(text(viewButton(t, 'judge'))).to.equal('Judge (new)');
    await choose(t, 'judge');
    expect($(t, '.views [data-view="judge"] .news')).to.equal(null);
    await choose(t, 'board');
    expect($(t, '.views [data-view="judge"] .news'), 'seen once, no longer new').to.equal(null);
  });

  it("on a phone, the table's one live region tells the opponent's acts in every view, and the Judge button marks the act not yet looked at", async () => {
    const { port } = deeds();
    advance(port, 'b', 'sway');
    const t = await mount(port, 390);
    port.other({ type: 'endStep', player: 'b' });
    await flush(t);
    expect(text($(t, '.table > .sr[aria-live]'))).to.contain('Golab ends the Sway step');
    expect(shown($(t, '.views [data-view="judge"] .news')), "the opponent's act, in the judge").to.equal(true);
    await choose(t, 'log');
    port.other({ type: 'recruit', player: 'b', accept: false });
    await flush(t);
    expect(text($(t, '.table > .sr[aria-live]')), 'the same region, in the Log view').to.contain('b declines to recruit');
    expect(shadow($(t, 'kult-log')!).querySelector('[aria-live]'), 'the log announces nothing itself').to.equal(null);
  });

  it('narrower than the rail needs: Pass shows beside the move panel (the timing bar’s own does not) and passes', async () => {
    const { port } = deeds();
    // On to the first response window in which a holds the floor.
    port.other({ type: 'endStep', player: 'a' });
    for (let i = 0; i < 50 && !(port.table.state.window && floorHolder(port.table.state) === 'a'); i++) {
      const s = port.table.state;
      port.other(s.window ? { type: 'pass', player: floorHolder(s) } : s.step === 'attack' ? { type: 'declineAttack', player: s.active } : { type: 'discard', player: s.active, card: null });
    }
    expect(port.legalActions().some((a) => a.type === 'pass'), 'a holds the floor').to.equal(true);
    const t = await mount(port, 390);
    const pass = $<HTMLButtonElement>(t, '.dock .dock-pass')!;
    expect(shown(pass), 'Pass in the dock').to.equal(true);
    expect(shown(shadow($(t, 'kult-timing-bar')!).querySelector('button.pass'))).to.equal(false);
    const before = port.sent.length;
    pass.click();
    await flush(t);
    expect(port.sent.slice(before).map((a) => a.type)).to.deep.equal(['pass']);

    const wide = await mount(deeds().port, 1200);
    expect(shown($(wide, '.dock-pass'))).to.equal(false);
  });
});
