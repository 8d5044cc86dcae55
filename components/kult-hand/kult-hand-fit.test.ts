/// <reference types="mocha" />
// <kult-hand> in whatever width it is given, in Chromium: the fan closes up to fit (the cards
// overlapping more, then shrinking), never wider than its box, every card's centre left uncovered
// so a click there chooses that card; with room to spare the cards keep their size. The pointed
// card's preview stays inside the hand's width.
import { expect } from '@esm-bundle/chai';
import { html } from 'lit';
import type { GameState, InstanceId } from '../../src/kult/index.js';
import { deepElementFromPoint, composedContains } from '../../test/support/layout-probe.js';
import { cleanup, fixture, settled, shadow } from '../../test/support/fixture.js';
import { tableFixture } from '../../test/support/table-fixture.js';
import './kult-hand.js';
import type { KultHand } from './kult-hand.js';

const f = tableFixture();
const ann = f.view.players.find((p) => p.id === 'ann')!;

/** The fixture's view with Ann holding `n` cards (her hand, then cards from her draw pile). */
function holding(n: number): GameState {
  const cards: InstanceId[] = [...ann.hand, ...ann.drawPile].slice(0, n);
  return { ...f.view, players: f.view.players.map((p) => (p.id === 'ann' ? { ...p, hand: cards } : p)) } as GameState;
}

async function handIn(width: number, n: number, cardWidth = 80): Promise<KultHand> {
  const box = await fixture<HTMLDivElement>(
    html`<div style="width:${width}px;padding-top:300px"><kult-hand style="--kult-card-width:${cardWidth}px" .view=${holding(n)} player="ann" .cards=${f.cards}></kult-hand></div>`,
  );
  const el = box.querySelector('kult-hand') as KultHand;
  await settled(el);
  return el;
}

const slots = (el: KultHand) => [...shadow(el).querySelectorAll<HTMLElement>('[role="option"]')];

describe('<kult-hand> fits its width', () => {
  afterEach(cleanup);

  for (const [width, n] of [[600, 5], [360, 7], [300, 9], [240, 12], [200, 7]] as const) {
    it(`${n} cards in ${width} px: inside the box, every card's centre chooses that card`, async () => {
      const el = await handIn(width, n);
      const list = shadow(el).querySelector<HTMLElement>('[role="listbox"]')!;
      const box = el.getBoundingClientRect();
      expect(list.scrollWidth, 'no overflow').to.be.at.most(list.clientWidth + 1);
      const all = slots(el);
      expect(all).to.have.length(n);
      for (const slot of all) {
        const card = slot.querySelector('kult-card')!.getBoundingClientRect();
        expect(card.left, 'inside on the left').to.be.at.least(box.left - 1);
        expect(card.right, 'inside on the right').to.be.at.most(box.right + 6);
        const hit = deepElementFromPoint(document, card.left + card.width / 2, card.top + card.height / 2);
        expect(hit && composedContains(slot, hit), `the centre of card ${slot.dataset['iid']} hits it`).to.equal(true);
      }
    });
  }

  it('with room to spare the cards keep their width; squeezed, they overlap before they shrink', async () => {
    const roomy = await handIn(900, 7, 80);
    expect(slots(roomy).map((s) => Math.round(s.querySelector('kult-card')!.getBoundingClientRect().width))).to.deep.equal(Array(7).fill(80));
    const squeezed = await handIn(360, 7, 80);
    const widths = slots(squeezed).map((s) => Math.round(s.querySelector('kult-card')!.getBoundingClientRect().width));
    expect(widths, 'still full width, overlapping').to.deep.equal(Array(7).fill(80));
    const tiny = await handIn(200, 9, 80);
    for (const s of slots(tiny)) expect(s.querySelector('kult-card')!.getBoundingClientRect().width).to.be.below(80);
  });

  it("the pointed card's preview stays inside the hand's width", async () => {
    const el = await handIn(360, 7, 60);
    el.style.setProperty('--kult-preview-width', '200px');
    const last = slots(el).at(-1)!;
    last.dispatchEvent(new PointerEvent('pointerenter'));
    await settled(el);
    const preview = shadow(el).querySelector<HTMLElement>('[part="preview"]')!.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    expect(preview.right).to.be.at.most(box.right + 1);
    expect(preview.left).to.be.at.least(box.left - 1);
  });
});
