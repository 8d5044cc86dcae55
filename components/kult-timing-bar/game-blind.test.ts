/// <reference types="mocha" />
// <kult-timing-bar> knows no game: it draws an open Riposte window (the test game,
// test/support/games/riposte, three seats) in the words of Riposte's GameUI. The steps, the
// window's kind, the act on its chain, the floor, what may answer and why the table stops all
// come from the game and its GameUI; whether the act is effective from the engine's fold.
import { expect } from '@esm-bundle/chai';
import { html } from 'lit';
import { riposteGame } from '../../test/support/games/riposte/game.js';
import type { RiposteAction, RiposteState } from '../../test/support/games/riposte/state.js';
import { riposteUI } from '../../test/support/games/riposte/ui.js';
import { autoPass } from '../../src/app/auto-pass.js';
import { DEFAULT_PLAY_SETTINGS } from '../../src/app/match-port.js';
import { axeProblems } from '../../test/support/axe.js';
import { cleanup, fixture, shadow, text } from '../../test/support/fixture.js';
import type { KultPassEvent } from '../events/kult-pass.js';
import './kult-timing-bar.js';
import type { KultTimingBar } from './kult-timing-bar.js';

/** Three seats; a (sun) plays Sun 3, which opens T-WINDOW-01's window for b, then c. */
function windowOpen(): RiposteState {
  const started = riposteGame.start({
    seats: [
      { id: 'a', choice: 'sun', cards: ['sun-3', 'moon-1', 'star-2', 'sun-1', 'moon-2', 'star-3'] },
      { id: 'b', choice: 'moon', cards: ['moon-3', 'parry', 'star-1', 'sun-2', 'sun-1', 'moon-1'] },
      { id: 'c', choice: 'star', cards: ['star-3', 'moon-2', 'sun-2', 'star-1', 'sun-1', 'moon-1'] },
    ],
    seed: 7,
    settings: { target: 12 },
  });
  if (!started.ok) throw new Error('Riposte did not start');
  const play: RiposteAction = { type: 'play', player: 'a', card: 'a@0' };
  expect(riposteGame.judge(started.state, play).ok).to.equal(true);
  return riposteGame.apply(started.state, play);
}

/** The bar as a friend match's table draws it for `me`, with its own auto-pass decision (default mode). */
async function bar(state: RiposteState, me: string) {
  const d = autoPass({ game: riposteGame, state, me, settings: DEFAULT_PLAY_SETTINGS });
  return fixture<KultTimingBar>(html`<kult-timing-bar
    .view=${riposteGame.view(state, me)}
    .ui=${riposteUI}
    .me=${me}
    .legal=${riposteGame.legalActions(state, me)}
    public-auto-pass
    .stopWhy=${d?.by === 'player' ? d.why : null}
    .stopCode=${d?.by === 'player' ? d.stop : null}
  ></kult-timing-bar>`);
}

const $ = (el: KultTimingBar, sel: string) => shadow(el).querySelector<HTMLElement>(sel);
const $$ = (el: KultTimingBar, sel: string) => [...shadow(el).querySelectorAll<HTMLElement>(sel)];

describe('<kult-timing-bar> for another game', () => {
  afterEach(cleanup);

  it("T-WINDOW-01: draws an open Riposte window in its GameUI's words: steps, kind, chain, floor, answers, the stop reason and Pass", async () => {
    const state = windowOpen();
    const stop = riposteGame.window(state, 'b')!.stop;
    expect(stop).to.equal('T-WINDOW-01');
    const el = await bar(state, 'b');
    expect($$(el, '.steps li').map((li) => li.dataset.step)).to.deep.equal(['turn', 'window']);
    expect(text($(el, '.steps li[aria-current="step"]'))).to.equal('Answers (current step)');
    expect(text($(el, '.turn'))).to.equal("Turn 1 · a's turn");
    expect(text($(el, '.kind'))).to.equal('Parry or pass');
    expect($(el, '.window')!.classList.contains('riposte')).to.equal(true);
    expect(text($(el, '.window .floor'))).to.equal('You hold the floor');
    const acts = $$(el, '.chain .act').map((li) => `#${li.dataset.act} ${text(li.querySelector('.what'))} · ${text(li.querySelector('.status'))}`);
    expect(acts).to.deep.equal(['#1 a: Sun 3 · effective']);
    expect($$(el, '.can li').map((li) => [li.dataset.iid, text(li)])).to.deep.equal([['b@1', 'Parry']]);
    expect(text($(el, '.auto-stop'))).to.equal('Stopped: every play races to the target (T-WINDOW-01).');
    expect($$(el, '.could li').map((li) => text(li))).to.deep.equal(["a Parry cancels the played card's score (T-WINDOW-02)"]);
    expect(text($(el, '.public'))).to.match(/^You hold cards, so you answer by hand \(T-WINDOW-01\)\. Your table stops here whatever you hold/);
    expect(await axeProblems(el)).to.deep.equal([]);

    const got: KultPassEvent[] = [];
    el.addEventListener('kult-pass', (e) => got.push(e));
    ($(el, 'button.pass') as HTMLButtonElement).click();
    expect(got.map((e) => e.detail.action)).to.deep.equal([{ type: 'pass', player: 'b' }]);

    // c waits its turn at the window: b holds the floor, and c has nothing to pass yet.
    const other = await bar(state, 'c');
    expect(text($(other, '.window .floor'))).to.equal('b holds the floor');
    expect(text($(other, '.note'))).to.equal('Waiting for b.');
    expect(($(other, 'button.pass') as HTMLButtonElement).disabled).to.equal(true);

    // After b and c pass, the window closes and the bar shows the next turn without a window.
    const passed = riposteGame.apply(riposteGame.apply(state, { type: 'pass', player: 'b' }), { type: 'pass', player: 'c' });
    el.view = riposteGame.view(passed, 'b');
    el.legal = riposteGame.legalActions(passed, 'b');
    el.stopWhy = null;
    await el.updateComplete;
    expect($(el, '.window')).to.equal(null);
    expect(text($(el, '.turn'))).to.equal('Turn 2 · your turn');
    expect(text($(el, '.steps li[aria-current="step"]'))).to.equal('Play (current step)');
  });
});
