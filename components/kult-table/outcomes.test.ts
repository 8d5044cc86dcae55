/// <reference types="mocha" />
// <kult-table> says what happened (issue 13, "Say what happened"), by real clicks on the real
// engine (TablePort on arranged positions of a real match): a Being's modified CV on its card,
// the attack preview "6 vs 3" with the Weapon that could be chosen (K-WEAPON-02), the totals in
// the modification window, and after the combat the banner, the log and the one live region
// saying who won and by how much; a tie said as a tie; The Void's random discard and Astaroth
// Stirs' Hub marker told to each side as that side may know them; each seat's race to win.
import { expect } from '@esm-bundle/chai';
import { html } from 'lit';
import { floorHolder, type PlayerId, type Step } from '../../src/kult/index.js';
import { Table } from '../../test/support/browser-table.js';
import { cleanup, fixture, settled, shadow, text, settledDeep } from '../../test/support/fixture.js';
import { TablePort } from '../../test/support/table-port.js';
import type { KultCard } from '../kult-card/kult-card.js';
import type { KultCross } from '../kult-cross/kult-cross.js';
import type { KultLog } from '../kult-log/kult-log.js';
import type { KultTimingBar } from '../kult-timing-bar/kult-timing-bar.js';
import './kult-table.js';
import type { KultTable } from './kult-table.js';

const open: TablePort[] = [];

async function mount(port: TablePort): Promise<KultTable> {
  open.push(port);
  const el = await fixture<KultTable>(html`<kult-table .port=${port} .bannerMs=${60_000}></kult-table>`);
  await flush(el);
  return el;
}

const flush = settledDeep;

const $ = <E extends Element = HTMLElement>(t: KultTable, sel: string) => shadow(t).querySelector<E>(sel);
const cross = (t: KultTable, who: 'mine' | 'theirs') => $<KultCross>(t, `kult-cross.${who}`)!;
const spot = (t: KultTable, who: 'mine' | 'theirs', s: string) => shadow(cross(t, who)).querySelector<HTMLElement>(`[data-spot="${s}"]`)!;
const bar = (t: KultTable) => $<KultTimingBar>(t, 'kult-timing-bar')!;
const banner = (t: KultTable) => [...shadow(t).querySelectorAll('.outcome-banner li')].map((li) => text(li));
const live = (t: KultTable) => text($(t, '.table > .sr[aria-live]'));
const logOutcomes = (t: KultTable) => [...shadow($<KultLog>(t, 'kult-log')!).querySelectorAll('.outcomes li')].map((li) => text(li));
const score = (t: KultTable, who: 'mine' | 'theirs') => text($(t, `.seat.${who} .score`));

async function click(t: KultTable, who: 'mine' | 'theirs', s: string): Promise<void> {
  spot(t, who, s).click();
  await flush(t);
}

async function point(t: KultTable, who: 'mine' | 'theirs', s: string): Promise<void> {
  spot(t, who, s).dispatchEvent(new PointerEvent('pointermove', { bubbles: true, composed: true }));
  await flush(t);
}

async function pass(t: KultTable): Promise<void> {
  shadow(bar(t)).querySelector<HTMLButtonElement>('button.pass')!.click();
  await flush(t);
}

/** Passes windows and ends or declines steps for both seats until `player`'s `step` begins with no window. */
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

describe('<kult-table> says what happened', () => {
  afterEach(() => {
    for (const p of open.splice(0)) p.dispose();
    cleanup();
  });

  it('K-ATTACK-08 / K-WEAPON-02 / K-ATTACK-11: the modified CV on the card, the preview with its Weapon, the totals in the window, then who won and by how much', async () => {
    const t = new Table({ major: 'kether', rest: ['usher', 'automatic-rifle', 'archons-favour'] }, { major: 'golab', rest: ['artist'] });
    const usher = t.place('a', 'usher', 'C1');
    t.attach('a', 'archons-favour', usher);
    t.attach('a', 'automatic-rifle', usher);
    t.place('b', 'artist', 'C1', 1);
    t.toStep('attack');
    const port = new TablePort(t, 'a');
    const el = await mount(port);

    // The Usher's CV 4 with the Archon's Favour's +2: 6, and what makes it. The Rifle counts only once chosen in a combat.
    const card = spot(el, 'mine', 'C1').querySelector<KultCard>('kult-card.base')!;
    expect(text(shadow(card).querySelector('[part~="cv"]'))).to.equal('6');
    expect(text(shadow(card).querySelector('[part="cv-parts"]'))).to.equal('4+2');
    expect(spot(el, 'mine', 'C1').getAttribute('aria-label')).to.contain('CV 6 (4 + 2)');

    // Choose the attacker, point at the target: the judge previews the combat, each Weapon with it.
    await click(el, 'mine', 'C1');
    await point(el, 'theirs', 'C1');
    expect(text($(el, '.judge-slot .caption'))).to.equal('If you try · You attack Artist with Usher');
    expect([...shadow(el).querySelectorAll('.judge-slot .preview li')].map((li) => text(li))).to.deep.equal([
      'If you attack: Usher 6 vs Artist 3: Usher wins (K-ATTACK-11)',
      'With Automatic Rifle on Usher, chosen when the combat starts (K-WEAPON-02): Usher 8 vs Artist 3: Usher wins (K-ATTACK-11)',
    ]);
    await click(el, 'theirs', 'C1');
    expect(port.sent.at(-1)).to.deep.include({ type: 'attack', player: 'a' });
    // The modification window shows where the combat stands.
    expect(text(shadow(bar(el)).querySelector('[part="window"] .kind'))).to.equal('Combat modification · Usher 6 vs Artist 3: Usher wins (K-ATTACK-11)');

    await pass(el);
    port.other({ type: 'pass', player: 'b' });
    await flush(el);
    const said = ['Combat: Usher 6 vs Artist 3: Usher wins by 3 (K-ATTACK-11)', 'Artist is discarded', "Markers: your C1 0 → 1, Golab's C1 1 → 0"];
    expect(banner(el)).to.deep.equal(said);
    expect(logOutcomes(el)).to.include.members(said);
    expect(live(el)).to.contain('Combat: Usher 6 vs Artist 3: Usher wins by 3 (K-ATTACK-11). Artist is discarded');
  });

  it('K-ATTACK-13 a combat that ends in a tie says so: nobody is discarded', async () => {
    const t = new Table({ major: 'kether', rest: ['priest'] }, { major: 'golab', rest: ['priest'] });
    t.place('a', 'priest', 'C1');
    t.place('b', 'priest', 'C2');
    t.toStep('attack');
    const port = new TablePort(t, 'a');
    const el = await mount(port);
    await click(el, 'mine', 'C1');
    await point(el, 'theirs', 'C2');
    expect(text($(el, '.judge-slot .preview li'))).to.equal('If you attack: Priest 2 vs Priest 2: a tie: nobody is discarded (K-ATTACK-13)');
    await click(el, 'theirs', 'C2');
    await pass(el);
    port.other({ type: 'pass', player: 'b' });
    await flush(el);
    expect(banner(el)).to.deep.equal(['Combat: Priest 2 vs Priest 2, a tie: nobody is discarded (K-ATTACK-13)']);
  });

  it("The Void: the victim's table names the card it lost at random; the caster's, which never saw it, says a hidden card", async () => {
    // The victim's table (b): a casts The Void on b.
    const t = new Table({ major: 'kether', hand: ['the-void'] }, { major: 'golab', hand: ['usher', 'sorry', 'veteran'] });
    t.toStep('deeds');
    const victim = new TablePort(t, 'b');
    const vb = await mount(victim);
    victim.other({ type: 'commandment', player: 'a', card: t.inHand('a', 'the-void'), target: { player: 'b' } });
    await flush(vb);
    const lost = t.state.players[1]!.discardPile.at(-1)!;
    const name = t.cards.cards.get(t.state.cards[lost]!.card!)!.name;
    expect(banner(vb)).to.deep.equal([`You discard ${name} from hand`]);
    expect(live(vb)).to.equal(`Kether plays The Void on you. You discard ${name} from hand`);

    // The caster's table (a), the same cast by clicks: the card is face down in b's discard pile.
    const t2 = new Table({ major: 'kether', hand: ['the-void'] }, { major: 'golab', hand: ['usher', 'sorry', 'veteran'] });
    t2.toStep('deeds');
    const caster = new TablePort(t2, 'a');
    const va = await mount(caster);
    shadow($(va, 'kult-hand.mine')!).querySelector<HTMLElement>(`[data-iid="${t2.inHand('a', 'the-void')}"]`)!.click();
    await flush(va);
    // Its target is a player: their Hub lights.
    await click(va, 'theirs', 'hub');
    expect(caster.sent.at(-1)).to.deep.include({ type: 'commandment', player: 'a', target: { player: 'b' } });
    expect(banner(va)).to.deep.equal(['Golab discards a hidden card from hand']);
    const lost2 = t2.state.players[1]!.discardPile.at(-1)!;
    const name2 = t2.cards.cards.get(t2.state.cards[lost2]!.card!)!.name;
    for (const words of [banner(va).join(' '), logOutcomes(va).join(' '), live(va)]) expect(words).to.not.contain(name2);
  });

  it("Astaroth Stirs: the adversary's table says its Hub marker went to the Pool, and its race to win shows it", async () => {
    const t = new Table({ major: 'golab', hand: ['astaroth-stirs'] }, { major: 'malkuth' });
    t.toStep('deeds');
    const port = new TablePort(t, 'b');
    const el = await mount(port);
    expect(score(el, 'mine')).to.equal('Hub 2 of 5 · 3 markers to go (K-WIN-01)');
    const pool = t.state.pool;
    port.other({ type: 'commandment', player: 'a', card: t.inHand('a', 'astaroth-stirs') });
    await flush(el);
    expect(banner(el)).to.deep.equal(['Astaroth Stirs leaves the game', `Markers: your Hub 2 → 1, the Pool ${pool} → ${pool + 1}`]);
    expect(score(el, 'mine')).to.equal('Hub 1 of 5 · 4 markers to go (K-WIN-01)');
  });

  it('K-WIN-01 / K-WIN-04 each seat shows its race to win: one Sway from winning is said, the Sway that wins too; the majority once markers are eliminated', async () => {
    const t = new Table({ major: 'kether', rest: ['priest'] }, { major: 'golab' });
    t.place('a', 'priest', 'N', 1);
    t.setHub('a', 4);
    t.toStep('sway');
    const port = new TablePort(t, 'a');
    const el = await mount(port);
    expect(score(el, 'mine')).to.equal('Hub 4 of 5 · one marker from winning (K-WIN-01)');
    expect(score(el, 'theirs')).to.equal('Hub 2 of 5 · 3 markers to go (K-WIN-01)');
    // Sway the Priest's marker into the Hub: choose North, then the Hub.
    await click(el, 'mine', 'N');
    await click(el, 'mine', 'hub');
    expect(port.sent.at(-1)).to.deep.equal({ type: 'sway', player: 'a', from: 'N', to: 'hub' });
    expect(score(el, 'mine')).to.equal('Hub 5 of 5 · has won (K-WIN-01)');
    expect(banner(el)).to.deep.equal(['You win (K-WIN-01)']);

    // Markers eliminated from the game: the majority of those left wins (K-WIN-04).
    const t2 = new Table({ major: 'kether' }, { major: 'golab' });
    t2.state = { ...t2.state, pool: t2.state.pool - 2, eliminated: 2 };
    const el2 = await mount(new TablePort(t2, 'a'));
    expect(score(el2, 'mine')).to.equal('Hub 2 of 4, the majority of the 7 markers left · 2 markers to go (K-WIN-04)');
  });

  it('one live region narrates the game in order, the log has none; the opening is told with its rule', async () => {
    const t = new Table({ major: 'golab' }, { major: 'golab' });
    const port = new TablePort(t, 'a');
    const el = await mount(port);
    const regions = [...shadow(el).querySelectorAll('[aria-live]')];
    expect(regions.length).to.equal(1);
    expect(shadow($(el, 'kult-log')!).querySelector('[aria-live]')).to.equal(null);
    // Two Golabs: the same Major on both sides (K-SETUP-03), and a Hierarchy tie the shared seed broke (K-FIRST-03).
    const first = t.state.active === 'a' ? 'you' : 'b';
    const opening = [
      "You and Golab revealed the same Major Arcanum, Golab, and play each other's decks (K-SETUP-03)",
      `Hierarchy tie at 10: the shared seed picks ${first} to start (K-FIRST-03)`,
    ];
    expect(live(el)).to.equal(opening.join('. '));
    expect([...shadow($(el, 'kult-log')!).querySelectorAll('[part="opening"] li')].map((li) => text(li))).to.deep.equal(opening);
    // The opponent's bare passes are not read out; its step's end is, after the turn's heading.
    advance(port, 'b', 'sway');
    port.other({ type: 'endStep', player: 'b' });
    await flush(el);
    expect(live(el)).to.match(/b ends the Sway step$/);
  });
});
