/// <reference types="mocha" />
// <kult-card> in Chromium: every core card is drawn from its data (Suit icons
// with multiplicity, lit Station indicators, CV / stain number), backs and
// Turned backs, markers, highlights, ARIA, embedding by id, and card sets
// fetched from a URL that fail loudly but never throw; the card's words in the element's language.
import { expect } from '@esm-bundle/chai';
import { emulateMedia } from '@web/test-runner-commands';
import { html } from 'lit';
import { coreCards, STATIONS, type CardDef } from '../../src/kult/index.js';
import plWords from '../../src/kult/cards/card-words.pl.json' with { type: 'json' };
import itWords from '../../src/kult/cards/card-words.it.json' with { type: 'json' };
import { axeProblems } from '../../test/support/axe.js';
import { cleanup, fixture, settled, shadow, text, waitUntil } from '../../test/support/fixture.js';
import './kult-card.js';
import type { KultCard } from './kult-card.js';

const cards = coreCards();
const def = (id: string): CardDef => {
  const c = cards.cards.get(id);
  if (!c) throw new Error(`no card ${id}`);
  return c;
};
const $ = (el: Element, sel: string) => shadow(el).querySelector(sel);
const $$ = (el: Element, sel: string) => [...shadow(el).querySelectorAll(sel)];
const jsonUrl = (value: unknown) => URL.createObjectURL(new Blob([typeof value === 'string' ? value : JSON.stringify(value)], { type: 'application/json' }));

async function card(c: CardDef | null, props: Partial<KultCard> = {}): Promise<KultCard> {
  const el = await fixture<KultCard>(html`<kult-card .card=${c}></kult-card>`);
  Object.assign(el, props);
  await settled(el);
  return el;
}

describe('<kult-card>', () => {
  afterEach(cleanup);

  describe('a face drawn from card data', () => {
    it('shows name, CV, Suit icons, kind line and text of Usher', async () => {
      const el = await card(def('usher'));
      expect(text($(el, '[part="name"]'))).to.equal('Usher');
      expect(text($(el, '[part="cv"]'))).to.equal('4');
      expect($$(el, '[part="suits"] .suit').map((s) => s.getAttribute('data-suit'))).to.deep.equal(['eye', 'eye', 'hourglass']);
      expect(text($(el, '.kindline-full'))).to.equal('Being — Creature');
      expect(text($(el, '[part="text"]'))).to.equal(def('usher').text);
      for (const part of ['face', 'name', 'suits', 'cv', 'stations', 'text']) expect($(el, `[part~="${part}"]`), part).to.not.equal(null);
      expect($(el, '[part="back"]')).to.equal(null);
    });

    it('draws one Suit icon per printed Suit, with multiplicity, for every core card', async () => {
      const el = await card(null);
      for (const c of cards.cards.values()) {
        el.card = c;
        await settled(el);
        const icons = $$(el, '[part="suits"] .suit').map((s) => s.getAttribute('data-suit'));
        expect(icons, c.id).to.deep.equal([...c.suits]);
      }
    });

    it('lights exactly the Station indicators the card allows (K-STATION-01/02), none on Majors and Commandments', async () => {
      const el = await card(null);
      for (const c of cards.cards.values()) {
        el.card = c;
        await settled(el);
        const indicators = $$(el, '.indicator');
        if (c.kind === 'major' || c.kind === 'commandment') {
          expect(indicators, c.id).to.have.length(0);
          continue;
        }
        expect(indicators.map((i) => i.getAttribute('data-station')), c.id).to.deep.equal([...STATIONS]);
        const lit = indicators.filter((i) => i.classList.contains('lit')).map((i) => i.getAttribute('data-station'));
        expect(lit, c.id).to.deep.equal(STATIONS.filter((s) => c.stations?.includes(s)));
      }
    });

    it('paints lit indicators red and the others unlit', async () => {
      const el = await card(def('kingpin'));
      const n = $(el, '.indicator[data-station="N"]')!;
      const s = $(el, '.indicator[data-station="S"]')!;
      expect(getComputedStyle(n).fill).to.equal('rgb(224, 32, 42)');
      expect(getComputedStyle(s).fill).to.not.equal('rgb(224, 32, 42)');
    });

    it('places the Stage indicators around the picture and the Cast indicators down the right edge', async () => {
      const el = await card(def('web-weaver'));
      const box = (s: string) => $(el, `.indicator[data-station="${s}"]`)!.getBoundingClientRect();
      expect(box('N').top).to.be.lessThan(box('S').top);
      expect(box('W').left).to.be.lessThan(box('E').left);
      const cast = ['C1', 'C2', 'C3', 'C4'].map(box);
      for (let i = 1; i < 4; i++) expect(cast[i]!.top).to.be.greaterThan(cast[i - 1]!.top);
      expect(cast[0]!.left).to.be.greaterThan(box('E').left);
    });

    it('shows the signed stain number of Influence and Spells, with a true minus sign', async () => {
      const rifle = await card(def('automatic-rifle'));
      expect(text($(rifle, '[part="cv"]'))).to.equal('+2');
      const curse = await card(def('curse'));
      expect(text($(curse, '[part="cv"]'))).to.equal('\u22121');
      const nightmare = await card(def('waking-nightmare'));
      expect(text($(nightmare, '[part="cv"]'))).to.equal('\u22122');
      expect(text($(nightmare, '.kindline-full'))).to.equal('Spell — Lore of Madness');
      const misguidance = await card(def('misguidance'));
      expect($(misguidance, '[part="cv"]')).to.equal(null);
    });

    it('writes the kind line as printed', async () => {
      const lines: Record<string, string> = {
        'drug-dealer': 'Being — Pawn of Madness',
        'automatic-rifle': 'Influence — Weapon',
        'mirrorshard-amulet': 'Influence — Item',
        'anton-teptov': 'Being — Lictor, Unique',
        inferno: 'Region',
        sorry: 'Commandment',
        kether: 'Major Arcanum — The Ruler',
      };
      const el = await card(null);
      for (const [id, line] of Object.entries(lines)) {
        el.card = def(id);
        await settled(el);
        expect(text($(el, '.kindline-full')), id).to.equal(line);
      }
    });

    it('colours the frame by affiliation and the panel by kind', async () => {
      const frameOf = async (id: string) => {
        const el = await card(def(id));
        return $(el, '#frame stop')!.getAttribute('stop-color');
      };
      const panelOf = async (id: string) => {
        const el = await card(def(id));
        return $(el, '#panel stop')!.getAttribute('stop-color');
      };
      expect(await frameOf('usher')).to.equal('#8f1d22'); // red
      expect(await frameOf('nepharite')).to.equal('#26498c'); // blue
      expect(await frameOf('priest')).to.equal('#d5cfbf'); // white
      const panels = await Promise.all(['usher', 'inferno', 'curse', 'dreamwalk', 'sorry', 'kether', 'golab'].map(panelOf));
      expect(new Set(panels).size, 'Being, Region, Influence, Spell, Commandment, red and blue Major differ').to.equal(7);
    });

    it('draws a Major Arcanum with its four Suits around the picture and its Hierarchy, no Station indicators', async () => {
      const el = await card(def('chagidiel'));
      expect($(el, '[part="suits"]')!.classList.contains('around')).to.equal(true);
      expect($$(el, '[part="suits"] .suit').map((s) => s.getAttribute('data-suit'))).to.deep.equal(['rose', 'rose', 'rose', 'skull']);
      expect(text($(el, '.hierarchy'))).to.equal('IV');
      expect($(el, '[part="stations"]')).to.equal(null);
      expect(el.getAttribute('aria-label')).to.equal('Chagidiel, Major Arcanum, blue, controls Rose, Rose, Rose, Skull, Hierarchy 4');
    });
  });

  describe('backs, markers and highlights', () => {
    it('draws a back for a hidden card (null), labelled as such', async () => {
      const el = await card(null);
      expect($(el, '[part="back"]')).to.not.equal(null);
      expect($(el, '[part="face"]')).to.equal(null);
      expect(el.getAttribute('aria-label')).to.equal('Card back');
    });

    it('draws a known face-down (Turned) card as a back with a mark and its name', async () => {
      const el = await card(def('sleepwalker-seer'), { faceDown: true, markers: 1 });
      expect($(el, '[part="back"]')).to.not.equal(null);
      expect($(el, '[part="face"]')).to.equal(null);
      expect(text($(el, '.turned'))).to.equal('Sleepwalker Seer');
      expect(el.hasAttribute('face-down')).to.equal(true);
      expect(el.getAttribute('aria-label')).to.match(/^Sleepwalker Seer, face-down, Being, red, .*, 1 marker$/);
      expect(el.hasAttribute('aria-description')).to.equal(false);
    });

    it('shows markers as beads: one per marker up to four, then three and a count', async () => {
      const el = await card(def('inferno'), { size: 'table' });
      expect($(el, '[part="markers"]')).to.equal(null);
      el.markers = 2;
      await settled(el);
      expect($(el, '[part="markers"]')!.getAttribute('data-count')).to.equal('2');
      expect($$(el, '.token')).to.have.length(2);
      expect(el.getAttribute('aria-label')).to.match(/, 2 markers$/);
      el.markers = 9;
      await settled(el);
      expect($$(el, '.token')).to.have.length(3);
      expect(text($(el, '.token-count'))).to.equal('×9');
      expect(el.getAttribute('aria-label')).to.match(/, 9 markers$/);
    });

    it('reads out the whole card in its ARIA label, the text as its description', async () => {
      const el = await card(def('usher'), { markers: 1 });
      expect(el.getAttribute('role')).to.equal('img');
      expect(el.getAttribute('aria-label')).to.equal('Usher, Being, red, needs Eye, Eye, Hourglass, CV 4, may stand on First, Second, Third, Fourth, 1 marker');
      expect(el.getAttribute('aria-description')).to.equal(def('usher').text);
      el.card = def('sorry');
      el.markers = 0;
      await settled(el);
      expect(el.getAttribute('aria-label')).to.equal('Sorry, Commandment, neutral, needs no Suits');
    });

    it('reflects highlight and size, and says the highlight', async () => {
      const el = await card(def('priest'), { highlight: 'legal', size: 'table' });
      expect(el.getAttribute('highlight')).to.equal('legal');
      expect(el.getAttribute('aria-label')).to.match(/, can be chosen$/);
      expect(el.getBoundingClientRect().width).to.be.closeTo(112, 0.5);
      expect(el.getBoundingClientRect().height).to.be.closeTo(156.8, 1);
      el.highlight = 'illegal';
      await settled(el);
      expect(getComputedStyle(el).filter).to.contain('grayscale');
      el.highlight = null;
      el.size = 'mini';
      await settled(el);
      expect(el.hasAttribute('highlight')).to.equal(false);
      expect(el.getBoundingClientRect().width).to.be.closeTo(64, 0.5);
    });

    it('hides the card text at table size, where it would be unreadable', async () => {
      const el = await card(def('usher'), { size: 'table' });
      expect(getComputedStyle($(el, '[part="text"]')!).display).to.equal('none');
      el.size = 'full';
      await settled(el);
      expect(getComputedStyle($(el, '[part="text"]')!).display).to.not.equal('none');
    });

    it('passes the accessibility check as a face, a back and an error', async () => {
      // Checked at rest: no fade-in halfway (its colours mid-transition are not what a reader sees).
      await emulateMedia({ reducedMotion: 'reduce' });
      const face = await card(def('femme-fatale'), { markers: 3 });
      const back = await card(null);
      const bad = await fixture<KultCard>(html`<kult-card card-id="nope"></kult-card>`);
      for (const el of [face, back, bad]) expect(await axeProblems(el)).to.deep.equal([]);
      await emulateMedia({ reducedMotion: 'no-preference' });
    });
  });

  describe('motion', () => {
    afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

    it('animates a card and its markers appearing, and not under prefers-reduced-motion', async () => {
      const el = await card(def('usher'), { markers: 1 });
      const shell = $(el, '.shell')!;
      const bead = $(el, '.token')!;
      expect(getComputedStyle(shell).animationName).to.equal('card-in');
      expect(parseFloat(getComputedStyle(shell).animationDuration)).to.be.within(0.15, 0.25);
      expect(getComputedStyle(bead).animationName).to.equal('token-in');
      await emulateMedia({ reducedMotion: 'reduce' });
      expect(getComputedStyle(shell).animationName).to.equal('none');
      expect(getComputedStyle(bead).animationName).to.equal('none');
      expect(getComputedStyle(el).transitionDuration).to.match(/^0s/);
    });
  });

  describe('embedding by id', () => {
    it('resolves card-id from the core set', async () => {
      const el = await fixture<KultCard>(html`<kult-card card-id="usher" size="table"></kult-card>`);
      expect(text($(el, '[part="name"]'))).to.equal('Usher');
      expect(el.getAttribute('aria-label')).to.match(/^Usher, Being, red/);
    });

    it('shows an error box naming an unknown id, and does not throw', async () => {
      const el = await fixture<KultCard>(html`<kult-card card-id="no-such-card"></kult-card>`);
      const box = $(el, '[part="error"]')!;
      expect(text(box)).to.contain('no-such-card');
      expect(text(box)).to.contain('core');
      expect(el.getAttribute('aria-label')).to.equal('Card error: Cannot show card “no-such-card”');
    });

    it('prefers the card property over card-id', async () => {
      const el = await fixture<KultCard>(html`<kult-card card-id="usher" .card=${def('priest')}></kult-card>`);
      expect(text($(el, '[part="name"]'))).to.equal('Priest');
    });

    it('loads a fan-made card set from card-set-url and validates it', async () => {
      const set = { set: 'fan', version: 1, cards: [{ ...def('usher'), id: 'night-usher', name: 'Night Usher', cv: 9 }] };
      const url = jsonUrl(set);
      const el = await fixture<KultCard>(html`<kult-card card-id="night-usher" card-set-url=${url}></kult-card>`);
      await waitUntil(() => text($(el, '[part="name"]')) === 'Night Usher', 'the fetched card is drawn');
      expect(text($(el, '[part="cv"]'))).to.equal('9');
      const other = await fixture<KultCard>(html`<kult-card card-id="usher" card-set-url=${url}></kult-card>`);
      await waitUntil(() => $(other, '[part="error"]') !== null, 'an id missing from the fetched set is an error');
      expect(text($(other, '[part="error"]'))).to.contain('“usher” in the set “fan”');
    });

    it('names the card and field when the fetched set is invalid', async () => {
      const { cv: _cv, ...noCv } = def('usher');
      const url = jsonUrl({ set: 'broken', version: 1, cards: [{ ...noCv, id: 'cv-less' }] });
      const el = await fixture<KultCard>(html`<kult-card card-id="cv-less" card-set-url=${url}></kult-card>`);
      await waitUntil(() => $(el, '[part="error"]') !== null, 'an error box');
      expect(text($(el, '[part="error"] li'))).to.match(/^cv-less › cv: /);
    });

    it('reports unreadable JSON and unreachable URLs in the box', async () => {
      const bad = await fixture<KultCard>(html`<kult-card card-id="x" card-set-url=${jsonUrl('{ not json')}></kult-card>`);
      await waitUntil(() => $(bad, '[part="error"]') !== null, 'an error box for bad JSON');
      expect(text($(bad, '[part="error"]'))).to.contain('is not valid JSON');
      const missing = await fixture<KultCard>(html`<kult-card card-id="x" card-set-url="/no/such/set.json"></kult-card>`);
      await waitUntil(() => $(missing, '[part="error"]') !== null, 'an error box for a 404');
      expect(text($(missing, '[part="error"]'))).to.contain('HTTP 404');
    });
  });

  describe("card words in the element's language (issue 16)", () => {
    const pl = plWords.cards as Record<string, { text: string; epithet?: string; name?: string }>;
    const it_ = itWords.cards as Record<string, { text: string; epithet?: string; name?: string }>;

    it('a card with lang="pl" shows its Polish rules text on the face and as its ARIA description, under its English name', async () => {
      const el = await fixture<KultCard>(html`<kult-card card-id="drug-dealer" lang="pl" size="full"></kult-card>`);
      await waitUntil(() => text($(el, '[part="text"]')) === pl['drug-dealer']!.text, 'the Polish text');
      expect(el.getAttribute('aria-description')).to.equal(pl['drug-dealer']!.text);
      expect(text($(el, '[part="name"]'))).to.equal('Drug Dealer');
      expect(el.getAttribute('aria-label')).to.match(/^Drug Dealer, Istota, /);
    });

    it('two cards on one page, lang="pl" and lang="it", speak two languages: epithet, text and the Italian printed name', async () => {
      const page = await fixture<HTMLElement>(html`<div>
        <kult-card card-id="kether" lang="pl" size="full"></kult-card>
        <kult-card card-id="kether" lang="it" size="full"></kult-card>
        <kult-card card-id="curse" lang="it" size="full"></kult-card>
      </div>`);
      const [polish, italian, curse] = [...page.querySelectorAll('kult-card')] as KultCard[];
      await waitUntil(() => text($(polish!, '[part="text"]')) === pl['kether']!.text && text($(italian!, '[part="text"]')) === it_['kether']!.text, 'both languages');
      expect(text($(polish!, '.kindline-full'))).to.equal('Wielkie Arkanum — Władca');
      expect(text($(italian!, '.kindline-full'))).to.equal(`Arcano Maggiore — ${it_['kether']!.epithet}`);
      await waitUntil(() => text($(curse!, '[part="name"]')) === 'Anatema', 'the Italian rulebook name');
      expect(curse!.getAttribute('aria-label')).to.match(/^Anatema, /);
      expect(curse!.getAttribute('aria-description')).to.equal(it_['curse']!.text);
    });

    it('changing lang redraws the words; English is the card data itself', async () => {
      const el = await fixture<KultCard>(html`<kult-card card-id="usher" lang="it" size="full"></kult-card>`);
      await waitUntil(() => text($(el, '[part="text"]')) === it_['usher']!.text, 'Italian');
      el.lang = 'en';
      await waitUntil(() => text($(el, '[part="text"]')) === def('usher').text, 'English');
      expect(el.getAttribute('aria-description')).to.equal(def('usher').text);
      el.lang = 'pl';
      await waitUntil(() => text($(el, '[part="text"]')) === pl['usher']!.text, 'Polish');
    });
  });
});
