/// <reference types="mocha" />
// <kult-table> in Chromium, on the real engine: LocalMatch (solo practice
// against the bot) and TablePort (a deterministic port on arranged positions
// of a real match). Every highlight must come from the legal actions, every
// refusal from the judge, and an illegal attempt must leave the match as it
// was and send nothing.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { html } from 'lit';
import { LocalMatch } from '../../src/app/local-match.js';
import type { KultPort as MatchPort } from '../kult-port.js';
import { floorHolder, type Action, type InstanceId, type PlayerId, type StationId, type Step } from '../../src/kult/index.js';
import { axeProblems } from '../../test/support/axe.js';
import { Table } from '../../test/support/browser-table.js';
import { cleanup, fixture, settled, shadow, text, waitUntil } from '../../test/support/fixture.js';
import { TablePort, starterArena } from '../../test/support/table-port.js';
import { CARD_DRAG_TYPE } from '../events/kult-card-drop.js';
import { MARKER_DRAG_TYPE } from '../events/kult-marker-drag.js';
import type { KultCross } from '../kult-cross/kult-cross.js';
import type { KultHand } from '../kult-hand/kult-hand.js';
import type { KultJudge } from '../kult-judge/kult-judge.js';
import type { KultTimingBar } from '../kult-timing-bar/kult-timing-bar.js';
import './kult-table.js';
import type { KultTable } from './kult-table.js';
import { kultPractice } from '../../src/kult/practice.js';

// ---------------------------------------------------------------------------------------
// Helpers

const open: MatchPort[] = [];

async function mount(port: MatchPort, props: Partial<KultTable> = {}): Promise<KultTable> {
  open.push(port);
  const el = await fixture<KultTable>(html`<kult-table .port=${port} .opponentJudgeMs=${props.opponentJudgeMs ?? 6000} .logOpen=${props.logOpen ?? true}></kult-table>`);
  await flush(el);
  return el;
}

/** Waits for the table and every component inside it to finish updating. */
async function flush(t: KultTable): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await settled(t);
    const inner = [...shadow(t).querySelectorAll('*')].filter((e) => e.localName.startsWith('kult-'));
    await Promise.all(inner.map((e) => settled(e)));
    const judges = [...shadow(t).querySelectorAll('kult-log')].flatMap((l) => [...shadow(l).querySelectorAll('kult-judge')]);
    await Promise.all(judges.map((e) => settled(e)));
  }
}

const $ = <E extends Element = HTMLElement>(t: KultTable, sel: string) => shadow(t).querySelector<E>(sel);
const cross = (t: KultTable, who: 'mine' | 'theirs') => $<KultCross>(t, `kult-cross.${who}`)!;
const spot = (t: KultTable, who: 'mine' | 'theirs', s: string) => shadow(cross(t, who)).querySelector<HTMLElement>(`[data-spot="${s}"]`)!;
const hand = (t: KultTable) => $<KultHand>(t, 'kult-hand.mine')!;
const bar = (t: KultTable) => $<KultTimingBar>(t, 'kult-timing-bar')!;
const judgeEl = (t: KultTable) => $<KultJudge>(t, '.judge-slot kult-judge');
const judgeMode = (t: KultTable) => $(t, '.judge-slot')!.dataset['mode'];
const judgeText = (t: KultTable) => {
  const j = judgeEl(t);
  return j ? text(shadow(j)) : '';
};
const failing = (t: KultTable) => [...shadow(judgeEl(t)!).querySelectorAll<HTMLElement>('li.fail')].map((li) => li.dataset['rule']);
const buttons = (t: KultTable) => [...shadow(t).querySelectorAll<HTMLButtonElement>('.moves button')];
const button = (t: KultTable, label: string | RegExp) => buttons(t).find((b) => (typeof label === 'string' ? text(b) === label : label.test(text(b))));

async function clickSpot(t: KultTable, who: 'mine' | 'theirs', s: string): Promise<void> {
  spot(t, who, s).click();
  await flush(t);
}

async function chooseCard(t: KultTable, iid: InstanceId): Promise<void> {
  shadow(hand(t)).querySelector<HTMLElement>(`[data-iid="${iid}"]`)!.click();
  await flush(t);
}

async function point(t: KultTable, who: 'mine' | 'theirs', s: string): Promise<void> {
  spot(t, who, s).dispatchEvent(new PointerEvent('pointermove', { bubbles: true, composed: true }));
  await flush(t);
}

async function press(t: KultTable, label: string | RegExp): Promise<void> {
  const b = button(t, label);
  if (!b) throw new Error(`no button ${String(label)} among: ${buttons(t).map((x) => text(x)).join(' | ')}`);
  b.click();
  await flush(t);
}

function deepActiveSpot(): string | undefined {
  let a: Element | null = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return (a as HTMLElement | null)?.dataset?.['spot'];
}

function drag(type: 'dragover' | 'drop', target: Element, dt: DataTransfer): void {
  target.dispatchEvent(new DragEvent(type, { dataTransfer: dt, bubbles: true, composed: true, cancelable: true }));
}

async function dropCard(t: KultTable, iid: InstanceId, who: 'mine' | 'theirs', s: string): Promise<void> {
  const dt = new DataTransfer();
  dt.setData(CARD_DRAG_TYPE, iid);
  drag('dragover', spot(t, who, s), dt);
  drag('drop', spot(t, who, s), dt);
  await flush(t);
}

async function dropMarker(t: KultTable, player: PlayerId, from: string, to: string): Promise<void> {
  const dt = new DataTransfer();
  dt.setData(MARKER_DRAG_TYPE, JSON.stringify({ player, from }));
  const target = to === 'pool' ? shadow($(t, 'kult-piles[show-pool]')!).querySelector('[part="pool"]')! : spot(t, 'mine', to);
  drag('dragover', target, dt);
  drag('drop', target, dt);
  await flush(t);
}

/** Legal Stations of `me`'s cross for Proclaiming `iid`, from the engine. */
function legalStations(port: MatchPort, iid: InstanceId): string[] {
  return port
    .legalActions()
    .filter((a): a is Extract<Action, { type: 'proclaim' }> => a.type === 'proclaim' && a.card === iid && a.cross === port.snapshot.me)
    .map((a) => a.station)
    .sort();
}

function litStations(t: KultTable, who: 'mine' | 'theirs'): string[] {
  return [...shadow(cross(t, who)).querySelectorAll<HTMLElement>('.spot.legal')].map((e) => e.dataset['spot']!).filter((s) => s !== 'hub').sort();
}

/**
 * The gesture is refused: the judge shows the attempt with `rule` among its
 * failing checks, the match did not move, and nothing was sent.
 */
async function expectRefused(t: KultTable, port: TablePort, rule: string, gesture: () => Promise<void>): Promise<void> {
  const before = port.table.state;
  const sent = port.sent.length;
  const tried = port.attempts.length;
  await gesture();
  expect(port.attempts.length, 'an attempt was made').to.be.greaterThan(tried);
  expect(judgeMode(t)).to.equal('attempt');
  expect(failing(t), judgeText(t)).to.include(rule);
  expect(text(shadow(judgeEl(t)!).querySelector('h2'))).to.contain(rule);
  expect(port.table.state, 'the state did not change').to.equal(before);
  expect(port.sent.length, 'nothing was sent').to.equal(sent);
}

/** Plays passes, End step, declines… (through the engine, for both seats) until `player`'s `step` begins with no window. */
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
    else throw new Error(`cannot advance from ${s.step}`);
  }
  throw new Error(`did not reach ${player}'s ${step}`);
}

/** Turns a card of `player`'s cross face down (an arranged position, not an act). */
function turn(port: TablePort, player: PlayerId, station: StationId): void {
  const s = structuredClone(port.table.state) as unknown as { players: Array<{ id: string; cross: { stations: Record<string, { faceUp: boolean }> } }> };
  s.players.find((p) => p.id === player)!.cross.stations[station]!.faceUp = false;
  port.table.state = s as unknown as typeof port.table.state;
}

/** Kether (a, red: Rose, Hourglass, Eye, Crescent) in his Deeds step with a Veteran on C1 and the Cathedral of Ash on N. */
function deedsTable(): { port: TablePort; iid: (c: string) => InstanceId } {
  const t = new Table(
    { major: 'kether', hand: ['usher', 'artist', 'nepharite', 'automatic-rifle', 'lack-of-faith', 'fly-in-the-ointment'], rest: ['veteran', 'cathedral-of-ash'] },
    { major: 'golab', hand: ['veteran', 'sorry'] },
  );
  t.place('a', 'veteran', 'C1');
  t.place('a', 'cathedral-of-ash', 'N');
  t.toStep('deeds');
  return { port: new TablePort(t, 'a'), iid: (c) => t.inHand('a', c) };
}

/** Kether in his Sway step: Veteran (C1, 1 marker), Teacher (C2, 1), a Turned Priest (C3, 1), the Cathedral of Ash on N. */
function swayTable(): TablePort {
  const t = new Table({ major: 'kether', hand: ['artist'], rest: ['veteran', 'teacher', 'priest', 'cathedral-of-ash'] }, { major: 'golab' });
  t.place('a', 'veteran', 'C1', 1);
  t.place('a', 'teacher', 'C2', 1);
  t.place('a', 'priest', 'C3', 1);
  t.place('a', 'cathedral-of-ash', 'N');
  const port = new TablePort(t, 'a');
  turn(port, 'a', 'C3');
  t.toStep('sway');
  port.publish();
  return port;
}

/** Kether's Attack step: Veteran on C1, a Turned Artist on C2, the Cathedral on N; Golab has an Artist on C1 and the House of Pain on N. */
function attackTable(): { port: TablePort; veteran: InstanceId; artist: InstanceId } {
  const t = new Table({ major: 'kether', rest: ['veteran', 'cathedral-of-ash', 'artist'] }, { major: 'golab', rest: ['artist', 'house-of-pain'] }, 'world');
  const veteran = t.place('a', 'veteran', 'C1');
  t.place('a', 'cathedral-of-ash', 'N');
  t.place('a', 'artist', 'C2');
  const artist = t.place('b', 'artist', 'C1');
  t.place('b', 'house-of-pain', 'N');
  const port = new TablePort(t, 'a');
  turn(port, 'a', 'C2');
  t.toStep('attack');
  port.publish();
  return { port, veteran, artist };
}

describe('<kult-table>', () => {
  afterEach(() => {
    cleanup();
    for (const p of open.splice(0)) p.dispose();
  });

  describe('layout', () => {
    it('draws both crosses, the hands (the opponent’s as backs), the piles with the Pool, the timing bar, the judge and the log', async () => {
      const port = new LocalMatch({ ...kultPractice(), botDelayMs: 0, settings: { hold: true } });
      const t = await mount(port);
      expect(cross(t, 'mine').player).to.equal('you');
      expect(cross(t, 'theirs').player).to.equal('bot');
      // The opponent's side comes first, on top.
      const theirs = $(t, '.seat.theirs')!.getBoundingClientRect();
      const mine = $(t, '.seat.mine')!.getBoundingClientRect();
      expect(theirs.bottom).to.be.at.most(mine.top + 1);
      expect(hand(t).hidden).to.equal(false);
      expect($<KultHand>(t, 'kult-hand.theirs')!.hidden).to.equal(true);
      expect(shadow($(t, 'kult-hand.theirs')!).querySelector('[role="img"]')!.getAttribute('aria-label')).to.match(/7 cards/);
      expect(shadow(hand(t)).querySelectorAll('[role="option"]').length).to.equal(7);
      expect(shadow($(t, 'kult-piles[show-pool]')!).querySelector('[part="pool"]')).to.not.equal(null);
      expect(bar(t).view).to.equal(port.snapshot.view);
      expect($(t, 'kult-log')).to.not.equal(null);
      expect(text($(t, '.judge-slot'))).to.contain('Point at a spot');
      expect(text($(t, '.conn'))).to.contain('Practice');
    });

    it('shows the opponent’s connection, the notice, a pause, and the result when the game ends', async () => {
      const { port } = deedsTable();
      port.opponent = 'connected';
      port.publish();
      const t = await mount(port);
      expect(text($(t, '.conn'))).to.equal('Golab is connected');
      port.opponent = 'away';
      port.paused = true;
      port.notice = 'your friend left the page';
      port.publish();
      await flush(t);
      expect(text($(t, '.conn'))).to.equal('Golab is away: the game is paused until they return');
      expect(text($(t, '.paused'))).to.equal('Paused');
      expect(text($(t, '.notice'))).to.equal('your friend left the page');
      expect(t.shadowRoot!.querySelector('.table')!.getAttribute('data-status')).to.equal('paused');
      port.opponent = 'reconnecting';
      port.publish();
      await flush(t);
      expect(text($(t, '.conn'))).to.equal('Reconnecting to Golab…');
      // The end of the game: who won and why.
      port.table.state = { ...port.table.state, ended: { rule: 'K-WIN-01', says: 'Golab holds six markers in the Hub' }, winner: 'b' };
      port.publish();
      await flush(t);
      expect(text($(t, '.result'))).to.equal('Golab won the game K-WIN-01: Golab holds six markers in the Hub');
      expect(text($(t, '.hint'))).to.equal('The game is over.');
    });
  });

  describe('a hand card and its targets', () => {
    it('clicking a hand card lights exactly the Stations where its Proclaim is legal (solo practice)', async () => {
      const port = new LocalMatch({ ...kultPractice(), botDelayMs: 0 });
      const t = await mount(port);
      // Through the real UI: Pass the draw windows, End the Sway step, Don't recruit.
      for (let i = 0; i < 10 && port.snapshot.view.step === 'draw'; i++) {
        await waitUntil(() => port.legalActions().length > 0, 'the floor');
        await flush(t);
        if (port.snapshot.view.step !== 'draw') break;
        shadow(bar(t)).querySelector<HTMLButtonElement>('button.pass')!.click();
      }
      await waitUntil(() => port.snapshot.view.step === 'sway' && !port.snapshot.view.window, 'the sway step');
      await flush(t);
      await press(t, 'End the Sway step');
      await press(t, "Don't recruit");
      await waitUntil(() => port.snapshot.view.step === 'deeds' && !port.snapshot.view.window, 'the deeds step');
      await flush(t);
      const candidates = port.snapshot.view.players.find((p) => p.id === 'you')!.hand.filter((iid) => legalStations(port, iid).length > 0);
      expect(candidates.length).to.be.greaterThan(1);
      for (const iid of candidates.slice(0, 3)) {
        await chooseCard(t, iid);
        expect(litStations(t, 'mine')).to.deep.equal(legalStations(port, iid));
        expect(litStations(t, 'theirs')).to.deep.equal([]);
        expect(shadow(hand(t)).querySelector(`[data-iid="${iid}"]`)!.getAttribute('aria-selected')).to.equal('true');
      }
      // Choosing a lit Station proclaims the card there.
      const iid = candidates[0]!;
      await chooseCard(t, iid);
      const station = legalStations(port, iid)[0]!;
      await clickSpot(t, 'mine', station);
      expect(port.snapshot.view.players.find((p) => p.id === 'you')!.cross.stations[station as StationId]?.base).to.equal(iid);
      expect(judgeMode(t)).to.equal('attempt');
      expect(text($(t, '.caption'))).to.contain('You proclaim');
    });

    it('pointing at an illegal Station shows the judge’s failing check; a legal one shows every check passed', async () => {
      const { port, iid } = deedsTable();
      const t = await mount(port);
      await chooseCard(t, iid('artist'));
      expect(litStations(t, 'mine')).to.deep.equal(['C2', 'C3', 'C4']);
      await point(t, 'mine', 'E');
      expect(judgeMode(t)).to.equal('hover');
      expect(failing(t)).to.deep.equal(['K-DEED-PROCLAIM-04']);
      expect(judgeText(t)).to.contain("Artist's E indicator is not highlighted");
      expect(text($(t, '.caption'))).to.equal('If you try · You proclaim Artist on E');
      await point(t, 'mine', 'C3');
      expect(failing(t)).to.deep.equal([]);
      expect(judgeText(t)).to.contain('Allowed');
      // Leaving the cross returns to the idle judge.
      cross(t, 'mine').dispatchEvent(new PointerEvent('pointerleave'));
      await flush(t);
      expect(judgeMode(t)).to.equal('idle');
      expect(port.sent).to.deep.equal([]);
    });

    it('a card dropped on a Station proclaims it there; dropped where it may not go, it is refused', async () => {
      const { port, iid } = deedsTable();
      const t = await mount(port);
      const artist = iid('artist');
      await expectRefused(t, port, 'K-DEED-PROCLAIM-04', () => dropCard(t, artist, 'mine', 'S'));
      await dropCard(t, artist, 'mine', 'C3');
      expect(port.sent.at(-1)).to.deep.equal({ type: 'proclaim', player: 'a', card: artist, cross: 'a', station: 'C3' });
      expect(judgeText(t)).to.contain('Allowed');
    });

    it('the keyboard alone chooses a card and its Station; Escape puts a card back', async () => {
      const { port, iid } = deedsTable();
      const t = await mount(port);
      const artist = iid('artist');
      const option = shadow(hand(t)).querySelector<HTMLElement>(`[data-iid="${artist}"]`)!;
      option.focus();
      await sendKeys({ press: 'Enter' });
      await flush(t);
      expect(litStations(t, 'mine')).to.deep.equal(['C2', 'C3', 'C4']);
      await sendKeys({ press: 'Escape' });
      await flush(t);
      expect(litStations(t, 'mine')).to.deep.equal([]);
      option.focus();
      await sendKeys({ press: 'Enter' });
      await flush(t);
      // Into the cross: the Hub holds its tab stop; Right goes East, Right again to the Cast's 2nd Station.
      spot(t, 'mine', 'hub').focus();
      await sendKeys({ press: 'ArrowRight' });
      await flush(t);
      expect(deepActiveSpot()).to.equal('E');
      expect(text($(t, '.caption'))).to.equal('If you try · You proclaim Artist on E');
      await sendKeys({ press: 'ArrowRight' });
      await flush(t);
      expect(deepActiveSpot()).to.equal('C2');
      expect(judgeMode(t)).to.equal('hover');
      await sendKeys({ press: 'Enter' });
      await flush(t);
      expect(port.sent.at(-1)).to.deep.equal({ type: 'proclaim', player: 'a', card: artist, cross: 'a', station: 'C2' });
    });
  });

  describe('the judge shows the failing rule of an illegal attempt, and nothing changes', () => {
    it('K-SUIT-04: Usher needs two Eyes, Kether controls one', async () => {
      const { port, iid } = deedsTable();
      const t = await mount(port);
      await chooseCard(t, iid('usher'));
      await expectRefused(t, port, 'K-SUIT-04', () => clickSpot(t, 'mine', 'C2'));
      expect(judgeText(t)).to.contain('needs Eye×2, you control Eye×1 (Kether)');
    });

    it('K-DEED-PROCLAIM-04: the Artist’s North indicator is not lit', async () => {
      const { port, iid } = deedsTable();
      const t = await mount(port);
      await chooseCard(t, iid('artist'));
      await expectRefused(t, port, 'K-DEED-PROCLAIM-04', () => clickSpot(t, 'mine', 'E'));
    });

    it('K-DEED-PROCLAIM-03: the First Station is occupied', async () => {
      const { port, iid } = deedsTable();
      const t = await mount(port);
      await chooseCard(t, iid('artist'));
      await expectRefused(t, port, 'K-DEED-PROCLAIM-03', () => clickSpot(t, 'mine', 'C1'));
    });

    it('K-AFFIL-04: a blue Nepharite for a red Major Arcanum', async () => {
      const { port, iid } = deedsTable();
      const t = await mount(port);
      await chooseCard(t, iid('nepharite'));
      await expectRefused(t, port, 'K-AFFIL-04', () => clickSpot(t, 'mine', 'C2'));
    });

    it('K-DEED-INFLUENCE-03: an Automatic Rifle onto a Region', async () => {
      const { port, iid } = deedsTable();
      const t = await mount(port);
      await chooseCard(t, iid('automatic-rifle'));
      await expectRefused(t, port, 'K-DEED-INFLUENCE-03', () => clickSpot(t, 'mine', 'N'));
    });

    it('K-SWAY-03: a marker dragged from the First to the Second Station does not move inward', async () => {
      const port = swayTable();
      const t = await mount(port);
      await expectRefused(t, port, 'K-SWAY-03', () => dropMarker(t, 'a', 'C1', 'C2'));
    });

    it('K-SWAY-04: a Turned card cannot Sway', async () => {
      const port = swayTable();
      const t = await mount(port);
      await expectRefused(t, port, 'K-SWAY-04', () => dropMarker(t, 'a', 'C3', 'N'));
    });

    it('K-DEED-PROCLAIM-11: a Proclaim in the Sway step is the wrong moment', async () => {
      const port = swayTable();
      const t = await mount(port);
      await chooseCard(t, port.table.state.players[0]!.hand.find((i) => port.table.state.cards[i]?.card === 'artist')!);
      await expectRefused(t, port, 'K-DEED-PROCLAIM-11', () => clickSpot(t, 'mine', 'C4'));
    });

    it('K-ATTACK-02: the attacker must be a Being in the Cast (the Cathedral of Ash is a Region on North)', async () => {
      const { port } = attackTable();
      const t = await mount(port);
      await clickSpot(t, 'mine', 'N');
      expect(spot(t, 'mine', 'N').classList.contains('selected')).to.equal(true);
      await expectRefused(t, port, 'K-ATTACK-02', () => clickSpot(t, 'theirs', 'C1'));
    });

    it('K-ATTACK-04: the target must be a Being in a Cast (the House of Pain is a Region)', async () => {
      const { port } = attackTable();
      const t = await mount(port);
      await clickSpot(t, 'mine', 'C1');
      await expectRefused(t, port, 'K-ATTACK-04', () => clickSpot(t, 'theirs', 'N'));
    });

    it('K-TURNED-04: a Turned Being cannot attack', async () => {
      const { port } = attackTable();
      const t = await mount(port);
      await clickSpot(t, 'mine', 'C2');
      await expectRefused(t, port, 'K-TURNED-04', () => clickSpot(t, 'theirs', 'C1'));
    });

    it('K-TIMING-03: Lack of Faith does not directly affect the Proclaim on the floor', async () => {
      const { port, iid } = deedsTable();
      const lack = iid('lack-of-faith');
      advance(port, 'b', 'deeds');
      port.other({ type: 'proclaim', player: 'b', card: port.table.state.players[1]!.hand.find((i) => port.table.state.cards[i]?.card === 'veteran')!, cross: 'b', station: 'C2' });
      const t = await mount(port);
      expect(floorHolder(port.table.state)).to.equal('a');
      // The timing bar already says why, from the judge.
      expect(text(shadow(bar(t)).querySelector(`.cannot [data-iid="${lack}"]`))).to.equal('Lack of Faith — does not directly affect the proclaim on the floor (K-TIMING-03)');
      await chooseCard(t, lack);
      await expectRefused(t, port, 'K-TIMING-03', () => clickSpot(t, 'theirs', 'C2'));
    });

    it('K-TIMING-04: the opponent holds the floor in the window after my Proclaim', async () => {
      const { port, iid } = deedsTable();
      const t = await mount(port);
      await chooseCard(t, iid('artist'));
      await clickSpot(t, 'mine', 'C2');
      expect(port.sent).to.have.length(1);
      expect(floorHolder(port.table.state)).to.equal('b');
      expect(text($(t, '.hint'))).to.equal('Waiting for Golab…');
      await chooseCard(t, iid('lack-of-faith'));
      await expectRefused(t, port, 'K-TIMING-04', () => clickSpot(t, 'mine', 'C2'));
    });

    it('K-RECRUIT-02: recruiting onto only one of two eligible cards (all or nothing)', async () => {
      const t0 = new Table({ major: 'kether', rest: ['veteran', 'artist'] }, { major: 'golab' });
      t0.place('a', 'veteran', 'C1');
      t0.place('a', 'artist', 'C2');
      t0.toStep('recruit');
      const port = new TablePort(t0, 'a');
      const t = await mount(port);
      expect(buttons(t).map((b) => text(b))).to.deep.equal(["Don't recruit", 'Recruit', 'Choose where to recruit…']);
      await press(t, 'Choose where to recruit…');
      await clickSpot(t, 'mine', 'C1');
      await expectRefused(t, port, 'K-RECRUIT-02', () => press(t, 'Recruit onto C1'));
    });
  });

  describe('acting', () => {
    it('drags a marker inward: a Sway', async () => {
      const port = swayTable();
      const t = await mount(port);
      await dropMarker(t, 'a', 'C1', 'N');
      expect(port.sent.at(-1)).to.deep.equal({ type: 'sway', player: 'a', from: 'C1', to: 'N' });
    });

    it('drags a marker outward: a Repel, asking which Suit in a small chooser', async () => {
      const { port } = deedsTable();
      const t = await mount(port);
      // Usher needs a second Eye: a Repel from the Hub for an Eye is legal.
      const repels = port.legalActions().filter((a) => a.type === 'repel' && a.from === 'hub' && a.to === 'N');
      expect(repels.length).to.be.greaterThan(0);
      await dropMarker(t, 'a', 'hub', 'N');
      expect(port.sent).to.deep.equal([]);
      const options = [...shadow(t).querySelectorAll<HTMLButtonElement>('.chooser button.option')];
      expect(text($(t, '.chooser-title'))).to.equal('Repel from the Hub to N: which Suit do you gain?');
      expect(options.map((b) => b.dataset['suit'])).to.deep.equal(repels.map((r) => (r as { suit: string }).suit));
      expect(options.map((b) => text(b))).to.deep.equal(['Eye']);
      expect(await axeProblems(t)).to.deep.equal([]);
      expect(shadow(t).activeElement).to.equal(options[0]);
      // Escape closes the chooser without acting; the drag asks again.
      await sendKeys({ press: 'Escape' });
      await flush(t);
      expect($(t, '.chooser')).to.equal(null);
      await dropMarker(t, 'a', 'hub', 'N');
      [...shadow(t).querySelectorAll<HTMLButtonElement>('.chooser button.option')][0]!.click();
      await flush(t);
      expect(port.sent).to.deep.equal([repels[0]]);
    });

    it('moves a marker from the keyboard: choose its spot, then where it goes', async () => {
      const port = swayTable();
      const t = await mount(port);
      spot(t, 'mine', 'C1').focus();
      await sendKeys({ press: 'Enter' });
      await flush(t);
      expect(spot(t, 'mine', 'C1').classList.contains('selected')).to.equal(true);
      expect(litStations(t, 'mine')).to.include('N');
      await sendKeys({ press: 'ArrowLeft' });
      await flush(t);
      expect(deepActiveSpot()).to.equal('N');
      expect(text($(t, '.caption'))).to.equal('If you try · You sway a marker from C1 (Veteran) to N (Cathedral of Ash)');
      await sendKeys({ press: 'Enter' });
      await flush(t);
      expect(port.sent.at(-1)).to.deep.equal({ type: 'sway', player: 'a', from: 'C1', to: 'N' });
    });

    it('attacks: the legal attackers light, then the legal targets; the attack is sent', async () => {
      const { port, veteran, artist } = attackTable();
      const t = await mount(port);
      expect(litStations(t, 'mine')).to.deep.equal(['C1']);
      expect(buttons(t).map((b) => text(b))).to.deep.equal(["Don't attack"]);
      expect(text($(t, '.note'))).to.contain('choose your attacker');
      await clickSpot(t, 'mine', 'C1');
      expect(litStations(t, 'theirs')).to.deep.equal(['C1']);
      await clickSpot(t, 'theirs', 'C1');
      expect(port.sent.at(-1)).to.deep.equal({ type: 'attack', player: 'a', attacker: veteran, target: artist });
      expect(port.table.state.combat).to.not.equal(null);
    });

    it('offers a card’s ability from the move panel when the card is chosen, and lights its targets', async () => {
      // Femme Fatale (C2) may attach herself to another Pawn of her cross in the Deeds step: the Priest on C1.
      const t0 = new Table({ major: 'kether', rest: ['femme-fatale', 'priest'] }, { major: 'golab' });
      const femme = t0.place('a', 'femme-fatale', 'C2');
      const priest = t0.place('a', 'priest', 'C1');
      t0.toStep('deeds');
      const port = new TablePort(t0, 'a');
      const t = await mount(port);
      // At rest the Femme Fatale's spot is lit: it starts a legal act.
      expect(litStations(t, 'mine')).to.include('C2');
      await clickSpot(t, 'mine', 'C2');
      expect(litStations(t, 'mine')).to.deep.equal(['C1']);
      expect(buttons(t).map((b) => text(b))).to.deep.equal(["You use Femme Fatale's ability on Priest", 'Cancel']);
      await press(t, "You use Femme Fatale's ability on Priest");
      expect(port.sent.at(-1)).to.deep.equal({ type: 'ability', player: 'a', card: femme, index: 0, target: { card: priest } });
    });

    it('asks with a list box when a card has many plays (Fly in the Ointment: a player and a Suit)', async () => {
      const { port, iid } = deedsTable();
      const fly = iid('fly-in-the-ointment');
      const plays = port.legalActions().filter((a) => a.type === 'commandment' && a.card === fly);
      expect(plays.length).to.be.greaterThan(4);
      const t = await mount(port);
      await chooseCard(t, fly);
      expect(buttons(t).map((b) => text(b))).to.deep.equal(['Play Fly in the Ointment…', 'Cancel']);
      await press(t, 'Play Fly in the Ointment…');
      const select = $<HTMLSelectElement>(t, '.chooser select')!;
      expect(shadow(t).activeElement).to.equal(select);
      expect(text($(t, '.chooser-title'))).to.equal('Play Fly in the Ointment: on what?');
      expect(select.options.length).to.equal(plays.length);
      expect(await axeProblems(t)).to.deep.equal([]);
      await sendKeys({ press: 'ArrowDown' });
      await flush(t);
      expect(select.value).to.equal('1');
      await press(t, 'Do it');
      expect(port.sent.at(-1)).to.deep.equal(plays[1]);
    });

    it('offers the Weapon choice in a combat', async () => {
      const t0 = new Table({ major: 'kether', hand: ['automatic-rifle'], rest: ['veteran'] }, { major: 'golab', rest: ['artist'] }, 'world');
      const veteran = t0.place('a', 'veteran', 'C1');
      const artist = t0.place('b', 'artist', 'C1');
      t0.toStep('deeds');
      const rifle = t0.inHand('a', 'automatic-rifle');
      t0.do({ type: 'influence', player: 'a', card: rifle, target: { card: veteran } });
      t0.closeWindow();
      t0.toStep('attack');
      t0.do({ type: 'attack', player: 'a', attacker: veteran, target: artist });
      const port = new TablePort(t0, 'a');
      const t = await mount(port);
      expect(buttons(t).map((b) => text(b))).to.deep.equal(['Fight with Automatic Rifle (Veteran)']);
      await press(t, 'Fight with Automatic Rifle (Veteran)');
      expect(port.sent.at(-1)).to.deep.equal({ type: 'weapon', player: 'a', being: veteran, weapon: rifle });
    });

    it('shows step buttons only when their act is legal, and they act', async () => {
      const { port } = deedsTable();
      const t = await mount(port);
      expect(buttons(t).map((b) => text(b))).to.deep.equal(['End the Deeds step']);
      await press(t, 'End the Deeds step');
      expect(port.sent.at(-1)).to.deep.equal({ type: 'endStep', player: 'a' });
      expect(buttons(t).map((b) => text(b))).to.deep.equal(["Don't attack"]);
      await press(t, "Don't attack");
      expect(buttons(t).map((b) => text(b))).to.deep.equal(['Discard nothing']);
      expect(text($(t, '.note'))).to.equal('To discard a card, choose it in your hand.');
      const card = port.table.state.players[0]!.hand[0]!;
      await chooseCard(t, card);
      await press(t, /^You discard/);
      expect(port.sent.at(-1)).to.deep.equal({ type: 'discard', player: 'a', card });
    });

    it('Pass in the timing bar passes; the pass mode, its steps and Hold configure the port; the clock counts down', async () => {
      const port = new LocalMatch({ ...kultPractice(), botDelayMs: 0, settings: { hold: true } });
      const t = await mount(port);
      expect(port.snapshot.view.window?.kind).to.equal('preDraw');
      shadow(bar(t)).querySelector<HTMLButtonElement>('button.pass')!.click();
      await flush(t);
      expect(port.snapshot.log[0]!.action).to.deep.equal({ type: 'pass', player: 'you' });
      const hold = shadow(bar(t)).querySelector<HTMLInputElement>('input[name="hold"]')!;
      hold.click();
      await flush(t);
      expect(port.snapshot.settings.hold).to.equal(false);
      expect(bar(t).hold).to.equal(false);
      shadow(bar(t)).querySelector<HTMLInputElement>('input[name="pass-mode"][value="steps"]')!.click();
      await flush(t);
      shadow(bar(t)).querySelector<HTMLInputElement>('input[name="stop"][value="attack"]')!.click();
      await flush(t);
      expect(port.snapshot.settings).to.deep.equal({ mode: 'steps', stops: ['attack'], hold: false });
      expect(bar(t).stops).to.deep.equal(['attack']);

      const tp = deedsTable().port;
      tp.deadline = Date.now() + 20_000;
      tp.publish();
      const t2 = await mount(tp);
      const first = bar(t2).clockMs!;
      expect(first).to.be.within(19_000, 20_000);
      await new Promise((r) => setTimeout(r, 600));
      await flush(t2);
      expect(bar(t2).clockMs!).to.be.lessThan(first);
      expect(text(shadow(bar(t2)).querySelector('[part="clock"] time'))).to.match(/^00:(19|20)$/);
    });
  });

  describe('the opponent', () => {
    it('shows each act of the opponent in the judge (the checks it passed) and announces it', async () => {
      const { port } = deedsTable();
      advance(port, 'b', 'sway');
      const t = await mount(port, { logOpen: false, opponentJudgeMs: 300 });
      port.other({ type: 'endStep', player: 'b' });
      await flush(t);
      expect(judgeMode(t)).to.equal('opponent');
      expect(judgeText(t)).to.contain('Why this was legal');
      expect(text($(t, '.caption'))).to.equal('Golab ends the Sway step');
      expect(text($(t, '.table > .sr[aria-live]'))).to.equal('Golab ends the Sway step');
      // A moment later the judge is free again.
      await waitUntil(() => judgeMode(t) === 'idle', 'the opponent judgement fades', 2000);
      // With the log open, the table's one live region still speaks, and the log has none (no double announcement).
      const t2 = await mount(port, { logOpen: true });
      port.other({ type: 'recruit', player: 'b', accept: false });
      await flush(t2);
      expect(text($(t2, '.table > .sr[aria-live]'))).to.equal('Golab declines to recruit');
      expect(shadow($(t2, 'kult-log')!).querySelector('[aria-live]')).to.equal(null);
      expect(judgeMode(t2)).to.equal('opponent');
    });

    it('the log panel collapses and opens', async () => {
      const { port } = deedsTable();
      const t = await mount(port);
      const toggle = $<HTMLButtonElement>(t, '.log-toggle')!;
      expect(toggle.getAttribute('aria-expanded')).to.equal('true');
      toggle.click();
      await flush(t);
      expect(toggle.getAttribute('aria-expanded')).to.equal('false');
      expect($(t, 'kult-log')).to.equal(null);
      toggle.click();
      await flush(t);
      expect($(t, 'kult-log')).to.not.equal(null);
    });
  });

  describe('accessibility', () => {
    it('has no serious or critical axe violations: at rest, with a card chosen, with the judge open, in a response window, at the end', async function () {
      // axe walks the whole table (both crosses, hands, log, judge) five times.
      this.timeout(60_000);
      const { port, iid } = deedsTable();
      const t = await mount(port);
      expect(await axeProblems(t)).to.deep.equal([]);
      await chooseCard(t, iid('artist'));
      await point(t, 'mine', 'E');
      expect(await axeProblems(t)).to.deep.equal([]);
      await clickSpot(t, 'mine', 'E');
      expect(await axeProblems(t)).to.deep.equal([]);
      // The judge's rule words open.
      shadow(judgeEl(t)!).querySelector<HTMLButtonElement>('button.toggle')!.click();
      await flush(t);
      expect(await axeProblems(t)).to.deep.equal([]);
      // A response window with the floor (timing bar with responses).
      advance(port, 'b', 'deeds');
      port.other({ type: 'proclaim', player: 'b', card: port.table.state.players[1]!.hand.find((i) => port.table.state.cards[i]?.card === 'veteran')!, cross: 'b', station: 'C2' });
      await flush(t);
      expect(shadow(bar(t)).querySelector('.responses')).to.not.equal(null);
      expect(await axeProblems(t)).to.deep.equal([]);
      port.table.state = { ...port.table.state, ended: { rule: 'K-WIN-01', says: 'six markers' }, winner: 'a' };
      port.publish();
      await flush(t);
      expect(text($(t, '.result strong'))).to.equal('You won the game');
      expect(await axeProblems(t)).to.deep.equal([]);
    });

    it('a mid-game table of a real match has no serious or critical axe violations, and every control is reachable', async function () {
      this.timeout(30_000);
      const port = new TablePort(starterArena(11), 'a');
      port.autoplayUntil((s) => s.turn >= 5 && s.active === 'a' && s.step === 'deeds' && !s.window);
      port.publish();
      const t = await mount(port);
      expect(await axeProblems(t)).to.deep.equal([]);
      const tabStops = [...shadow(t).querySelectorAll('*')].filter((e) => e.localName.startsWith('kult-')).length;
      expect(tabStops).to.be.greaterThan(5);
    });
  });
});
