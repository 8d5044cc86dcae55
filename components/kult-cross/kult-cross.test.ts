/// <reference types="mocha" />
// <kult-cross> in Chromium on a mid-game table built from the real core set:
// the rulebook's layout (K-CROSS-01/02), base cards, Turned cards, markers,
// attachments under their base card (K-ATTACH-07), highlights, events on
// click, keyboard and drag-and-drop, ARIA labels and keyboard reach.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { html } from 'lit';
import { CARD_DRAG_TYPE } from '../events/kult-card-drop.js';
import { MARKER_DRAG_TYPE } from '../events/kult-marker-drag.js';
import type { KultMarkerDragEvent, KultMarkerDropEvent, KultSpotActivateEvent, KultCardDropEvent } from '../events/index.js';
import type { KultCard } from '../kult-card/kult-card.js';
import { axeProblems } from '../../test/support/axe.js';
import { deepElements, focusableElements } from '../../test/support/deep-dom.js';
import { cleanup, fixture, settled, shadow } from '../../test/support/fixture.js';
import { tableFixture } from '../../test/support/table-fixture.js';
import './kult-cross.js';
import type { KultCross } from './kult-cross.js';

const f = tableFixture();
const ALL_SPOTS = ['hub', 'N', 'E', 'S', 'W', 'C1', 'C2', 'C3', 'C4'];

async function cross(player = 'ann', props: Partial<KultCross> = {}): Promise<KultCross> {
  const el = await fixture<KultCross>(html`<kult-cross .view=${f.view} .player=${player} .cards=${f.cards}></kult-cross>`);
  Object.assign(el, props);
  await settled(el);
  return el;
}
const spot = (el: KultCross, s: string) => shadow(el).querySelector<HTMLElement>(`[data-spot="${s}"]`)!;
const base = (el: KultCross, s: string) => spot(el, s).querySelector<KultCard>('kult-card.base')!;
const attachments = (el: KultCross, s: string) => [...spot(el, s).querySelectorAll<KultCard>('kult-card.attachment')];

/** Collects the events of one type fired at `el` (they bubble and are composed). */
function collect<E extends Event>(el: EventTarget, type: string): E[] {
  const seen: E[] = [];
  el.addEventListener(type, (e) => seen.push(e as E));
  return seen;
}

/**
 * Ends the appear animations, so boxes are measured where they rest. They are finished rather
 * than awaited: in a page the browser keeps in the background (another test file runs beside
 * this one) animations and animation frames do not advance.
 */
async function motionDone(): Promise<void> {
  for (const a of deepElements(document.body).flatMap((e) => e.getAnimations())) a.finish();
  await new Promise((r) => setTimeout(r, 0));
}

function deepActive(): Element | null {
  let a: Element | null = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a;
}

function drag(type: 'dragstart' | 'dragover' | 'drop', target: Element, dt: DataTransfer): DragEvent {
  const e = new DragEvent(type, { dataTransfer: dt, bubbles: true, composed: true, cancelable: true });
  target.dispatchEvent(e);
  return e;
}

function markerData(player: string, from: string): DataTransfer {
  const dt = new DataTransfer();
  dt.setData(MARKER_DRAG_TYPE, JSON.stringify({ player, from }));
  return dt;
}

describe('<kult-cross>', () => {
  afterEach(cleanup);

  describe('layout (K-CROSS-01, K-CROSS-02)', () => {
    it('lays the Hub and Stage out as a 3×3 grid, the Cast as a column of four to the right', async () => {
      const el = await cross();
      await motionDone();
      const box = (s: string) => spot(el, s).getBoundingClientRect();
      const mid = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.bottom });
      const hub = mid(box('hub'));
      expect(mid(box('N')).y).to.be.lessThan(hub.y);
      expect(mid(box('S')).y).to.be.greaterThan(hub.y);
      expect(mid(box('W')).x).to.be.lessThan(hub.x);
      expect(mid(box('E')).x).to.be.greaterThan(hub.x);
      expect(mid(box('N')).x).to.be.closeTo(hub.x, 1);
      expect(mid(box('W')).y).to.be.closeTo(hub.y, 1);
      const cast = ['C1', 'C2', 'C3', 'C4'].map((s) => box(s));
      for (const c of cast) expect(c.left).to.be.greaterThan(box('E').right);
      for (let i = 1; i < 4; i++) expect(cast[i]!.top).to.be.greaterThan(cast[i - 1]!.bottom - 1);
      expect(shadow(el).querySelectorAll('[part~="stage"] [data-spot]')).to.have.length(5);
      expect([...shadow(el).querySelectorAll('[part~="cast"] [data-spot]')].map((s) => s.getAttribute('data-spot'))).to.deep.equal(['C1', 'C2', 'C3', 'C4']);
    });

    it('puts the Major Arcanum across the face-down Hub card, with the Hub markers on it', async () => {
      const el = await cross();
      await motionDone();
      const major = spot(el, 'hub').querySelector<KultCard>('kult-card.major')!;
      const hubCard = spot(el, 'hub').querySelector<KultCard>('kult-card.hub-card')!;
      expect(major.card?.id).to.equal('kether');
      expect(major.markers).to.equal(3);
      expect(hubCard.card).to.equal(null);
      expect(getComputedStyle(hubCard).transform).to.match(/^matrix\((0|[-\d.e]+e-\d+), 1, -1, (0|[-\d.e]+e-\d+), 0, 0\)$/); // 90°
      expect(getComputedStyle(major).transform).to.equal('none');
      const a = major.getBoundingClientRect();
      const b = hubCard.getBoundingClientRect();
      expect(a.left + a.width / 2).to.be.closeTo(b.left + b.width / 2, 1);
      expect(a.top + a.height / 2).to.be.closeTo(b.top + b.height / 2, 1);
    });

    it('draws each base card with its markers, Turned cards face-down', async () => {
      const el = await cross();
      expect(base(el, 'N').card?.id).to.equal('inferno');
      expect(base(el, 'N').markers).to.equal(1);
      expect(base(el, 'N').faceDown).to.equal(false);
      expect(base(el, 'S').card?.id).to.equal('metropolis-clocktower');
      expect(base(el, 'S').faceDown).to.equal(true);
      expect(shadow(base(el, 'S')).querySelector('[part="back"]')).to.not.equal(null);
      expect(base(el, 'C1').markers).to.equal(2);
      expect(base(el, 'C3').faceDown).to.equal(true);
      expect(base(el, 'C3').markers).to.equal(1);
    });

    it('labels empty Stations with their place', async () => {
      const el = await cross();
      // Drawn from data-short, so the spot's name is its label alone (WCAG 2.5.3).
      const short = (c: KultCross, s: string) => spot(c, s).querySelector<HTMLElement>('[part="empty"] span')?.dataset['short'];
      expect(short(el, 'C4')).to.equal('4th');
      expect(spot(el, 'C4').querySelector('kult-card')).to.equal(null);
      const bob = await cross('bob');
      expect(['W', 'E', 'S', 'C3'].map((s) => short(bob, s))).to.deep.equal(['W', 'E', 'S', '3rd']);
    });

    it('stacks attachments under their base card, names peeking out above (K-ATTACH-07)', async () => {
      const el = await cross();
      await motionDone();
      const atts = attachments(el, 'C1');
      expect(atts.map((a) => a.card?.id)).to.deep.equal(['automatic-rifle', 'mirrorshard-amulet']);
      const b = base(el, 'C1').getBoundingClientRect();
      const tops = atts.map((a) => a.getBoundingClientRect().top);
      expect(tops[0]).to.be.lessThan(tops[1]!);
      expect(tops[1]).to.be.lessThan(b.top);
      // Underneath: the base card is what the pointer hits over its own area.
      const hit = shadow(el).elementFromPoint(b.left + b.width / 2, b.top + 4);
      expect(hit === base(el, 'C1') || base(el, 'C1').contains(hit)).to.equal(true);
      // Only the name band (under a fifth of a card's height) of each attachment shows.
      expect(b.top - tops[1]!).to.be.lessThan(b.height * 0.2);
      expect(attachments(el, 'C2').map((a) => a.card?.id)).to.deep.equal(['madness-stigma']);
      expect(attachments(el, 'N')).to.have.length(0);
    });
  });

  describe('labels and highlights', () => {
    it('describes every spot in its ARIA label', async () => {
      const el = await cross();
      expect(spot(el, 'N').getAttribute('aria-label')).to.equal("Kether's North station: Inferno, face-up, 1 marker; drag to move a marker");
      expect(spot(el, 'W').getAttribute('aria-label')).to.equal("Kether's West station: O Luong, face-up, 0 markers");
      expect(spot(el, 'S').getAttribute('aria-label')).to.equal("Kether's South station: Metropolis Clocktower, face-down, 0 markers");
      expect(spot(el, 'C1').getAttribute('aria-label')).to.equal(
        // Its CV as it stands (K-ATTACK-08): the Amulet's +1 counts, the Rifle only once chosen in a combat (K-WEAPON-01).
        "Kether's First station: Anton Teptov, face-up, 2 markers, CV 7 (6 + 1), with Automatic Rifle, Mirrorshard Amulet attached; drag to move a marker",
      );
      expect(spot(el, 'C4').getAttribute('aria-label')).to.equal("Kether's Fourth station: empty");
      expect(spot(el, 'hub').getAttribute('aria-label')).to.equal("Kether's Hub: Kether, 3 markers; drag to move a marker");
      expect(shadow(el).querySelector('[part="cross"]')!.getAttribute('aria-label')).to.equal("Kether's Mystic Cross");
    });

    it('uses player-name when given', async () => {
      const el = await cross('bob', { playerName: 'Bob' });
      expect(spot(el, 'N').getAttribute('aria-label')).to.match(/^Bob's North station: House of Pain/);
    });

    it('highlights spots and cards named in highlights, and marks the selected spot', async () => {
      const teptov = f.iid('ann', 'anton-teptov', 'cross');
      const rifle = f.iid('ann', 'automatic-rifle', 'cross');
      const el = await cross('ann', { highlights: new Set(['station:ann:C4', 'hub:ann', `card:${teptov}`, `card:${rifle}`, 'station:bob:N']), selectedSpot: 'C2' });
      expect(spot(el, 'C4').classList.contains('legal')).to.equal(true);
      expect(spot(el, 'hub').classList.contains('legal')).to.equal(true);
      expect(spot(el, 'N').classList.contains('legal')).to.equal(false);
      expect(spot(el, 'C4').getAttribute('aria-label')).to.equal("Kether's Fourth station: empty, can be chosen");
      expect(base(el, 'C1').highlight).to.equal('legal');
      expect(attachments(el, 'C1')[0]!.highlight).to.equal('legal');
      expect(attachments(el, 'C1')[1]!.highlight).to.equal(null);
      expect(base(el, 'N').highlight).to.equal(null);
      expect(spot(el, 'C2').classList.contains('selected')).to.equal(true);
      expect(spot(el, 'C2').getAttribute('aria-label')).to.match(/, selected; drag to move a marker$/);
      el.selectedSpot = 'station:ann:E';
      await settled(el);
      expect(spot(el, 'E').classList.contains('selected')).to.equal(true);
      expect(spot(el, 'C2').classList.contains('selected')).to.equal(false);
    });
  });

  describe('events', () => {
    it('fires kult-spot-activate on click, with the base card', async () => {
      const el = await cross();
      const seen = collect<KultSpotActivateEvent>(document, 'kult-spot-activate');
      base(el, 'N').click();
      spot(el, 'hub').click();
      spot(el, 'C4').click();
      expect(seen.map((e) => e.detail)).to.deep.equal([
        { player: 'ann', spot: 'N', iid: f.iid('ann', 'inferno', 'cross') },
        { player: 'ann', spot: 'hub', iid: null },
        { player: 'ann', spot: 'C4', iid: null },
      ]);
      expect(seen[0]!.bubbles && seen[0]!.composed).to.equal(true);
    });

    it('is one tab stop; arrows move between spots as they lie, Enter and Space activate', async () => {
      const el = await cross();
      const stops = ALL_SPOTS.filter((s) => spot(el, s).tabIndex === 0);
      expect(stops).to.deep.equal(['hub']);
      const seen = collect<KultSpotActivateEvent>(el, 'kult-spot-activate');
      spot(el, 'hub').focus();
      await sendKeys({ press: 'ArrowUp' });
      await settled(el);
      expect(deepActive()).to.equal(spot(el, 'N'));
      await sendKeys({ press: 'ArrowRight' });
      await settled(el);
      expect(deepActive()).to.equal(spot(el, 'C1'));
      await sendKeys({ press: 'ArrowDown' });
      await settled(el);
      expect(deepActive()).to.equal(spot(el, 'C2'));
      expect(ALL_SPOTS.filter((s) => spot(el, s).tabIndex === 0)).to.deep.equal(['C2']);
      await sendKeys({ press: 'Enter' });
      await sendKeys({ press: 'Space' });
      expect(seen.map((e) => e.detail.spot)).to.deep.equal(['C2', 'C2']);
      expect(seen[0]!.detail.iid).to.equal(f.iid('ann', 'dream-hunter', 'cross'));
      await sendKeys({ press: 'Home' });
      await settled(el);
      expect(deepActive()).to.equal(spot(el, 'hub'));
    });

    it('reaches every spot from the keyboard alone: Tab in, then arrows', async () => {
      const before = document.createElement('button');
      before.textContent = 'before';
      document.body.prepend(before);
      try {
        const el = await cross();
        before.focus();
        await sendKeys({ press: 'Tab' });
        expect(deepActive()).to.equal(spot(el, 'hub'));
        const reached = new Set<string>(['hub']);
        const queue = ['hub'];
        while (queue.length > 0) {
          const from = queue.shift()!;
          for (const key of ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']) {
            el.focusSpot(from as 'hub');
            await settled(el);
            await new Promise((r) => setTimeout(r, 0));
            await sendKeys({ press: key });
            await settled(el);
            const at = (deepActive() as HTMLElement | null)?.dataset['spot'];
            if (at && !reached.has(at)) {
              reached.add(at);
              queue.push(at);
            }
          }
        }
        expect([...reached].sort()).to.deep.equal([...ALL_SPOTS].sort());
        expect(focusableElements(el).map((e) => (e as HTMLElement).dataset['spot'])).to.have.length(1);
      } finally {
        before.remove();
      }
    });

    it('starts a marker drag from a spot holding markers (kult-marker-drag, application/x-kult-marker)', async () => {
      const el = await cross();
      expect(spot(el, 'C1').getAttribute('draggable')).to.equal('true');
      expect(spot(el, 'hub').getAttribute('draggable')).to.equal('true');
      expect(spot(el, 'W').getAttribute('draggable')).to.equal('false');
      const started = collect<KultMarkerDragEvent>(document, 'kult-marker-drag');
      const dt = new DataTransfer();
      drag('dragstart', spot(el, 'C1'), dt);
      expect(JSON.parse(dt.getData(MARKER_DRAG_TYPE))).to.deep.equal({ player: 'ann', from: 'C1' });
      expect(started.map((e) => e.detail)).to.deep.equal([{ player: 'ann', from: 'C1' }]);
    });

    it('accepts a marker over a spot and fires kult-marker-drop when it lands', async () => {
      const el = await cross();
      const dropped = collect<KultMarkerDropEvent>(document, 'kult-marker-drop');
      const dt = markerData('ann', 'C1');
      const over = drag('dragover', spot(el, 'N'), dt);
      expect(over.defaultPrevented, 'dragover allows the drop').to.equal(true);
      await settled(el);
      expect(spot(el, 'N').classList.contains('drop-over')).to.equal(true);
      const drop = drag('drop', base(el, 'N'), dt);
      await settled(el);
      expect(drop.defaultPrevented).to.equal(true);
      expect(spot(el, 'N').classList.contains('drop-over')).to.equal(false);
      drag('drop', spot(el, 'hub'), markerData('ann', 'N'));
      expect(dropped.map((e) => e.detail)).to.deep.equal([
        { player: 'ann', from: 'C1', to: 'N' },
        { player: 'ann', from: 'N', to: 'hub' },
      ]);
    });

    it('ignores drops from another cross, onto the same spot, of junk data, and foreign drags', async () => {
      const el = await cross();
      const dropped = collect<KultMarkerDropEvent>(document, 'kult-marker-drop');
      const cards = collect<KultCardDropEvent>(document, 'kult-card-drop');
      drag('drop', spot(el, 'N'), markerData('bob', 'C1'));
      drag('drop', spot(el, 'N'), markerData('ann', 'N'));
      drag('drop', spot(el, 'N'), markerData('ann', 'C9'));
      const junk = new DataTransfer();
      junk.setData(MARKER_DRAG_TYPE, '{oops');
      drag('drop', spot(el, 'N'), junk);
      const text = new DataTransfer();
      text.setData('text/plain', 'hello');
      expect(drag('dragover', spot(el, 'N'), text).defaultPrevented).to.equal(false);
      drag('drop', spot(el, 'N'), text);
      const fake = new DataTransfer();
      fake.setData(CARD_DRAG_TYPE, '<script>');
      drag('drop', spot(el, 'N'), fake);
      expect(dropped).to.have.length(0);
      expect(cards).to.have.length(0);
    });

    it('fires kult-card-drop when a hand card is dropped on a spot', async () => {
      const el = await cross();
      const dropped = collect<KultCardDropEvent>(document, 'kult-card-drop');
      const usher = f.iid('ann', 'usher', 'hand');
      const dt = new DataTransfer();
      dt.setData(CARD_DRAG_TYPE, usher);
      expect(drag('dragover', spot(el, 'C4'), dt).defaultPrevented).to.equal(true);
      drag('drop', spot(el, 'C4'), dt);
      drag('drop', base(el, 'C2'), dt);
      expect(dropped.map((e) => e.detail)).to.deep.equal([
        { iid: usher, player: 'ann', spot: 'C4' },
        { iid: usher, player: 'ann', spot: 'C2' },
      ]);
    });
  });

  it('passes the accessibility check, highlighted and selected too', async () => {
    const el = await cross('ann', { highlights: new Set(['station:ann:C4']), selectedSpot: 'C1' });
    expect(await axeProblems(el)).to.deep.equal([]);
    for (const s of ALL_SPOTS) {
      expect(spot(el, s).getAttribute('role')).to.equal('button');
      expect(spot(el, s).getAttribute('aria-label')).to.match(/^Kether's /);
    }
    const bob = await cross('bob');
    expect(await axeProblems(bob)).to.deep.equal([]);
  });

  it('renders nothing for a player not at the table', async () => {
    const el = await cross('carol');
    expect(shadow(el).querySelector('[data-spot]')).to.equal(null);
  });
});
