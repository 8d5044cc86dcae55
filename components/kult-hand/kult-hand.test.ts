/// <reference types="mocha" />
// <kult-hand> in Chromium: the own hand as a listbox of drawn cards
// (select by click or keyboard, arrow-key focus, drag source), an
// adversary's hand as backs with only a count, ARIA and keyboard reach.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { html } from 'lit';
import { CARD_DRAG_TYPE } from '../events/kult-card-drop.js';
import type { KultCardSelectEvent } from '../events/kult-card-select.js';
import type { KultCard } from '../kult-card/kult-card.js';
import type { GameState } from '../../src/kult/index.js';
import { axeProblems } from '../../test/support/axe.js';
import { focusableElements } from '../../test/support/deep-dom.js';
import { cleanup, fixture, settled, shadow } from '../../test/support/fixture.js';
import { tableFixture } from '../../test/support/table-fixture.js';
import './kult-hand.js';
import type { KultHand } from './kult-hand.js';

const f = tableFixture();
const annHand = f.view.players.find((p) => p.id === 'ann')!.hand;

async function hand(player = 'ann', props: Partial<KultHand> = {}, view: GameState = f.view): Promise<KultHand> {
  const el = await fixture<KultHand>(html`<kult-hand .view=${view} .player=${player} .cards=${f.cards}></kult-hand>`);
  Object.assign(el, props);
  await settled(el);
  return el;
}
const options = (el: KultHand) => [...shadow(el).querySelectorAll<HTMLElement>('[role="option"]')];
const cardIn = (slot: Element) => slot.querySelector<KultCard>('kult-card')!;

function deepActive(): Element | null {
  let a: Element | null = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a;
}

function collect<E extends Event>(el: EventTarget, type: string): E[] {
  const seen: E[] = [];
  el.addEventListener(type, (e) => seen.push(e as E));
  return seen;
}

describe('<kult-hand>', () => {
  afterEach(cleanup);

  it('shows the own hand as a listbox of drawn cards', async () => {
    const el = await hand();
    const box = shadow(el).querySelector('[role="listbox"]')!;
    expect(box.getAttribute('aria-label')).to.equal("Kether's hand: 7 cards");
    expect(options(el).map((o) => o.dataset['iid'])).to.deep.equal([...annHand]);
    expect(options(el).map((o) => cardIn(o).card?.id)).to.deep.equal(['usher', 'automatic-rifle', 'waking-nightmare', 'fly-in-the-ointment', 'hall-of-mirrors', 'priest', 'archons-favour']);
    expect(options(el)[0]!.getAttribute('aria-label')).to.match(/^Usher, Being, red, needs Eye, Eye, Hourglass, CV 4/);
    expect(options(el).every((o) => o.getAttribute('draggable') === 'true')).to.equal(true);
  });

  it('names the player as told, and counts one card in the singular', async () => {
    const seat = f.view.players[0]!;
    const one: GameState = { ...f.view, players: [{ ...seat, hand: seat.hand.slice(0, 1) }, f.view.players[1]!] };
    const el = await hand('ann', { playerName: 'Ann' }, one);
    expect(shadow(el).querySelector('[role="listbox"]')!.getAttribute('aria-label')).to.equal("Ann's hand: 1 card");
  });

  it("shows an adversary's hand as backs, labelled only with the count", async () => {
    const el = await hand('bob', { hidden: true, playerName: 'Bob' });
    const fan = shadow(el).querySelector('[part="hand"]')!;
    expect(fan.getAttribute('role')).to.equal('img');
    expect(fan.getAttribute('aria-label')).to.equal("Bob's hand: 7 cards");
    const backs = [...fan.querySelectorAll<KultCard>('kult-card')];
    expect(backs).to.have.length(7);
    expect(backs.every((c) => c.card === null)).to.equal(true);
    expect(options(el)).to.have.length(0);
    expect(focusableElements(el)).to.have.length(0);
    expect(getComputedStyle(el).display).to.equal('block');
  });

  it('shows backs when hidden even if the identities are known', async () => {
    const el = await hand('ann', { hidden: true });
    expect([...shadow(el).querySelectorAll<KultCard>('kult-card')].every((c) => c.card === null)).to.equal(true);
  });

  it('fires kult-card-select on click', async () => {
    const el = await hand();
    const seen = collect<KultCardSelectEvent>(document, 'kult-card-select');
    cardIn(options(el)[2]!).click();
    expect(seen.map((e) => e.detail)).to.deep.equal([{ iid: annHand[2] }]);
    expect(seen[0]!.bubbles && seen[0]!.composed).to.equal(true);
  });

  it('is one tab stop; arrows, Home and End move focus; Enter and Space select', async () => {
    const el = await hand();
    expect(options(el).filter((o) => o.tabIndex === 0)).to.have.length(1);
    const seen = collect<KultCardSelectEvent>(el, 'kult-card-select');
    const before = document.createElement('button');
    before.textContent = 'before';
    document.body.prepend(before);
    try {
      before.focus();
      await sendKeys({ press: 'Tab' });
      expect(deepActive()).to.equal(options(el)[0]);
      await sendKeys({ press: 'ArrowRight' });
      await settled(el);
      expect(deepActive()).to.equal(options(el)[1]);
      await sendKeys({ press: 'End' });
      await settled(el);
      expect(deepActive()).to.equal(options(el)[6]);
      await sendKeys({ press: 'ArrowRight' });
      await settled(el);
      expect(deepActive()).to.equal(options(el)[6]);
      await sendKeys({ press: 'ArrowLeft' });
      await settled(el);
      expect(deepActive()).to.equal(options(el)[5]);
      await sendKeys({ press: 'Enter' });
      await sendKeys({ press: 'Home' });
      await settled(el);
      await sendKeys({ press: ' ' });
      expect(seen.map((e) => e.detail.iid)).to.deep.equal([annHand[5], annHand[0]]);
      expect(options(el).filter((o) => o.tabIndex === 0).map((o) => o.dataset['iid'])).to.deep.equal([annHand[0]]);
    } finally {
      before.remove();
    }
  });

  it('reaches every card from the keyboard', async () => {
    const el = await hand();
    options(el)[0]!.focus();
    const reached = new Set<string>();
    for (let i = 0; i < annHand.length; i++) {
      reached.add((deepActive() as HTMLElement).dataset['iid']!);
      await sendKeys({ press: 'ArrowRight' });
      await settled(el);
    }
    expect([...reached]).to.deep.equal([...annHand]);
  });

  it('marks the selected card and the playable ones', async () => {
    const el = await hand('ann', { selected: annHand[1]!, highlights: new Set([`card:${annHand[0]}`, `card:${annHand[5]}`]) });
    const opts = options(el);
    expect(opts.map((o) => o.getAttribute('aria-selected'))).to.deep.equal(['false', 'true', 'false', 'false', 'false', 'false', 'false']);
    expect(opts.map((o) => cardIn(o).highlight)).to.deep.equal(['legal', 'selected', null, null, null, 'legal', null]);
    expect(opts[0]!.getAttribute('aria-label')).to.match(/, can be chosen$/);
    expect(opts.filter((o) => o.tabIndex === 0)).to.deep.equal([opts[1]]);
  });

  it('drags a card as application/x-kult-card carrying its instance id', async () => {
    const el = await hand();
    const dt = new DataTransfer();
    options(el)[3]!.dispatchEvent(new DragEvent('dragstart', { dataTransfer: dt, bubbles: true, composed: true }));
    expect(dt.getData(CARD_DRAG_TYPE)).to.equal(annHand[3]);
    expect(dt.getData('text/plain')).to.equal('Fly in the Ointment');
  });

  it('shows a readable full-size copy of the focused or pointed card above the fan', async () => {
    const el = await hand();
    expect(shadow(el).querySelector('[part="preview"]')).to.equal(null);
    options(el)[5]!.focus();
    await settled(el);
    const preview = shadow(el).querySelector<HTMLElement>('[part="preview"]')!;
    expect(preview.getAttribute('aria-hidden')).to.equal('true');
    const big = preview.querySelector<KultCard>('kult-card')!;
    expect(big.card?.id).to.equal('priest');
    expect(big.size).to.equal('full');
    expect(preview.getBoundingClientRect().bottom).to.be.at.most(options(el)[5]!.getBoundingClientRect().top + 1);
    options(el)[5]!.blur();
    await settled(el);
    expect(shadow(el).querySelector('[part="preview"]')).to.equal(null);
    options(el)[0]!.dispatchEvent(new PointerEvent('pointerenter'));
    await settled(el);
    expect(shadow(el).querySelector<KultCard>('[part="preview"] kult-card')!.card?.id).to.equal('usher');
    options(el)[0]!.dispatchEvent(new PointerEvent('pointerleave'));
    el.preview = false;
    options(el)[1]!.focus();
    await settled(el);
    expect(shadow(el).querySelector('[part="preview"]')).to.equal(null);
  });

  it('passes the accessibility check, own and hidden', async () => {
    const own = await hand('ann', { selected: annHand[0]! });
    const hidden = await hand('bob', { hidden: true });
    expect(await axeProblems(own)).to.deep.equal([]);
    expect(await axeProblems(hidden)).to.deep.equal([]);
  });

  it('says so when the hand is empty', async () => {
    const seat = f.view.players[0]!;
    const none: GameState = { ...f.view, players: [{ ...seat, hand: [] }, f.view.players[1]!] };
    const el = await hand('ann', {}, none);
    expect(shadow(el).querySelector('[part="hand"]')!.getAttribute('aria-label')).to.equal("Kether's hand: 0 cards");
    expect(await axeProblems(el)).to.deep.equal([]);
  });
});
