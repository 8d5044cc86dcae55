/// <reference types="mocha" />
// <kult-piles> in Chromium: draw and discard pile counts as stacks of backs
// (K-CROSS-06), the population pool on demand, and the pool as the drop
// target of a marker dragged off a <kult-cross>.
import { expect } from '@esm-bundle/chai';
import { html } from 'lit';
import { MARKER_DRAG_TYPE } from '../events/kult-marker-drag.js';
import type { KultMarkerDropEvent } from '../events/kult-marker-drop.js';
import type { KultCross } from '../kult-cross/kult-cross.js';
import '../kult-cross/kult-cross.js';
import { axeProblems } from '../../test/support/axe.js';
import { cleanup, fixture, settled, shadow, text } from '../../test/support/fixture.js';
import { tableFixture } from '../../test/support/table-fixture.js';
import './kult-piles.js';
import { pileDepth, type KultPiles } from './kult-piles.js';

const f = tableFixture();

async function piles(player = 'ann', props: Partial<KultPiles> = {}): Promise<KultPiles> {
  const el = await fixture<KultPiles>(html`<kult-piles .view=${f.view} .player=${player} .cards=${f.cards}></kult-piles>`);
  Object.assign(el, props);
  await settled(el);
  return el;
}
const part = (el: Element, name: string) => shadow(el).querySelector<HTMLElement>(`[part="${name}"]`);

function collect<E extends Event>(el: EventTarget, type: string): E[] {
  const seen: E[] = [];
  el.addEventListener(type, (e) => seen.push(e as E));
  return seen;
}

function drag(type: 'dragstart' | 'dragover' | 'drop', target: Element, dt: DataTransfer): DragEvent {
  const e = new DragEvent(type, { dataTransfer: dt, bubbles: true, composed: true, cancelable: true });
  target.dispatchEvent(e);
  return e;
}

describe('<kult-piles>', () => {
  afterEach(cleanup);

  it('shows the draw and discard piles with their counts (K-CROSS-06)', async () => {
    const el = await piles();
    const ann = f.view.players[0]!;
    expect(part(el, 'draw')!.getAttribute('aria-label')).to.equal(`Draw pile: ${ann.drawPile.length}`);
    expect(part(el, 'discard')!.getAttribute('aria-label')).to.equal('Discard pile: 2');
    expect(text(part(el, 'discard')!.querySelector('.count'))).to.equal('2');
    // Discards are face-down: every card in a pile is a back.
    const shown = [...shadow(el).querySelectorAll('kult-card')] as Array<{ card: unknown }>;
    expect(shown.length).to.equal(pileDepth(ann.drawPile.length) + pileDepth(2));
    expect(shown.every((c) => c.card === null)).to.equal(true);
    expect(shadow(el).querySelector('[part="piles"]')!.getAttribute('aria-label')).to.equal("Kether's piles");
  });

  it('draws thicker stacks for bigger piles, and an outline for an empty one', async () => {
    expect([0, 1, 10, 11, 38, 80].map(pileDepth)).to.deep.equal([0, 2, 2, 3, 5, 6]);
    const seat = f.view.players[0]!;
    const empty = { ...f.view, players: [{ ...seat, discardPile: [] }, f.view.players[1]!] };
    const el = await fixture<KultPiles>(html`<kult-piles .view=${empty} player="ann"></kult-piles>`);
    expect(part(el, 'discard')!.querySelector('.outline')).to.not.equal(null);
    expect(part(el, 'discard')!.getAttribute('aria-label')).to.equal('Discard pile: 0');
  });

  it('shows the population pool only with show-pool', async () => {
    const el = await piles();
    expect(part(el, 'pool')).to.equal(null);
    el.showPool = true;
    await settled(el);
    const pool = part(el, 'pool')!;
    expect(pool.getAttribute('aria-label')).to.equal(`Population pool: ${f.view.pool} markers`);
    expect(pool.querySelector('[part="pool-markers"]')!.getAttribute('data-count')).to.equal(String(f.view.pool));
    const attr = await fixture<KultPiles>(html`<kult-piles .view=${f.view} player="bob" show-pool></kult-piles>`);
    expect(part(attr, 'pool')).to.not.equal(null);
  });

  it('takes a marker dropped on the pool: kult-marker-drop with to "pool"', async () => {
    const el = await piles('ann', { showPool: true });
    const seen = collect<KultMarkerDropEvent>(document, 'kult-marker-drop');
    const dt = new DataTransfer();
    dt.setData(MARKER_DRAG_TYPE, JSON.stringify({ player: 'ann', from: 'C1' }));
    expect(drag('dragover', part(el, 'pool')!, dt).defaultPrevented).to.equal(true);
    await settled(el);
    expect(part(el, 'pool')!.classList.contains('drop-over')).to.equal(true);
    drag('drop', part(el, 'pool')!.querySelector('.dish')!, dt);
    await settled(el);
    expect(part(el, 'pool')!.classList.contains('drop-over')).to.equal(false);
    expect(seen.map((e) => e.detail)).to.deep.equal([{ player: 'ann', from: 'C1', to: 'pool' }]);
  });

  it('ignores anything but a marker', async () => {
    const el = await piles('ann', { showPool: true });
    const seen = collect<KultMarkerDropEvent>(document, 'kult-marker-drop');
    const dt = new DataTransfer();
    dt.setData('application/x-kult-card', 'ann#3');
    expect(drag('dragover', part(el, 'pool')!, dt).defaultPrevented).to.equal(false);
    drag('drop', part(el, 'pool')!, dt);
    const junk = new DataTransfer();
    junk.setData(MARKER_DRAG_TYPE, '[1,2]');
    drag('drop', part(el, 'pool')!, junk);
    expect(seen).to.have.length(0);
  });

  it('receives a marker dragged off a <kult-cross> spot (the two agree on the drag data)', async () => {
    const cross = await fixture<KultCross>(html`<kult-cross .view=${f.view} player="ann" .cards=${f.cards}></kult-cross>`);
    const el = await piles('ann', { showPool: true });
    const seen = collect<KultMarkerDropEvent>(document, 'kult-marker-drop');
    const dt = new DataTransfer();
    drag('dragstart', shadow(cross).querySelector('[data-spot="N"]')!, dt);
    drag('dragover', part(el, 'pool')!, dt);
    drag('drop', part(el, 'pool')!, dt);
    expect(seen.map((e) => e.detail)).to.deep.equal([{ player: 'ann', from: 'N', to: 'pool' }]);
  });

  it('passes the accessibility check', async () => {
    const el = await piles('ann', { showPool: true });
    expect(await axeProblems(el)).to.deep.equal([]);
  });
});
