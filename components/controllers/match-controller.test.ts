/// <reference types="mocha" />
// MatchController in Chromium: a host element follows a MatchPort while it is
// in the document, on a counting fake port and on the real LocalMatch.
import { expect } from '@esm-bundle/chai';
import { LitElement, html } from 'lit';
import { LocalMatch } from '../../src/app/local-match.js';
import type { KultPort as MatchPort, KultSnapshot as MatchSnapshot } from '../kult-port.js';
import { cleanup, fixture, settled, waitUntil } from '../../test/support/fixture.js';
import { MatchController } from './match-controller.js';
import { kultPractice } from '../../src/kult/practice.js';
import type { Action, GameState, KultGame } from '../../src/kult/index.js';

class ControllerHost extends LitElement {
  readonly match = new MatchController<GameState, Action, KultGame>(this);
  renders = 0;
  override render() {
    this.renders++;
    const s = this.match.snapshot;
    return html`<p>${s ? `${s.me}: ${s.log.length} acts, turn ${s.view.turn}, ${s.view.step}` : 'no match'}</p>`;
  }
}
customElements.define('test-match-host', ControllerHost);

/** A port whose snapshots the test pushes by hand, counting subscribers. */
class FakePort implements MatchPort {
  readonly game: KultGame;
  snapshot: MatchSnapshot;
  readonly listeners = new Set<(s: MatchSnapshot) => void>();
  constructor(private readonly inner: LocalMatch<KultGame>) {
    this.game = inner.game;
    this.snapshot = inner.snapshot;
  }
  subscribe(l: (s: MatchSnapshot) => void) {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  }
  push(s: MatchSnapshot) {
    this.snapshot = s;
    for (const l of this.listeners) l(s);
  }
  judge = (a: Parameters<MatchPort['judge']>[0]) => this.inner.judge(a);
  legalActions = () => this.inner.legalActions();
  attempt = (a: Parameters<MatchPort['attempt']>[0]) => this.inner.attempt(a);
  configure = (settings: Parameters<MatchPort['configure']>[0]) => this.inner.configure(settings);
  dispose() {}
}

const shown = (el: ControllerHost) => el.shadowRoot!.querySelector('p')!.textContent!.trim();

describe('MatchController', () => {
  const matches: LocalMatch<KultGame>[] = [];
  const local = () => {
    const m = new LocalMatch({ ...kultPractice(), botDelayMs: 0, settings: { hold: true } });
    matches.push(m);
    return m;
  };
  afterEach(() => {
    cleanup();
    for (const m of matches.splice(0)) m.dispose();
  });

  it('renders nothing from a match until a port is set', async () => {
    const el = await fixture<ControllerHost>(html`<test-match-host></test-match-host>`);
    expect(el.match.snapshot).to.equal(null);
    expect(shown(el)).to.equal('no match');
  });

  it('subscribes while connected, renders each snapshot, and unsubscribes when removed', async () => {
    const port = new FakePort(local());
    const el = await fixture<ControllerHost>(html`<test-match-host></test-match-host>`);
    el.match.port = port;
    await settled(el);
    expect(port.listeners.size).to.equal(1);
    expect(el.match.snapshot).to.equal(port.snapshot);
    expect(shown(el)).to.equal('you: 0 acts, turn 1, draw');

    const before = el.renders;
    port.push({ ...port.snapshot, log: [...port.snapshot.log, { seq: 0, turn: 1, step: 'draw', player: 'you', action: { type: 'pass', player: 'you' }, judgement: { ok: true, action: null, checks: [] } }] });
    await settled(el);
    expect(el.renders).to.equal(before + 1);
    expect(shown(el)).to.equal('you: 1 acts, turn 1, draw');

    const parent = el.parentElement!;
    el.remove();
    expect(port.listeners.size).to.equal(0);
    // Away from the page it misses snapshots; back in, it starts from the port's present one.
    port.push({ ...port.snapshot, log: [] });
    parent.append(el);
    await settled(el);
    expect(port.listeners.size).to.equal(1);
    expect(shown(el)).to.equal('you: 0 acts, turn 1, draw');
  });

  it('moves to a new port, leaving the old one', async () => {
    const a = new FakePort(local());
    const b = new FakePort(local());
    const el = await fixture<ControllerHost>(html`<test-match-host></test-match-host>`);
    el.match.port = a;
    el.match.port = b;
    await settled(el);
    expect(a.listeners.size).to.equal(0);
    expect(b.listeners.size).to.equal(1);
    el.match.port = null;
    await settled(el);
    expect(b.listeners.size).to.equal(0);
    expect(shown(el)).to.equal('no match');
  });

  it('follows a real LocalMatch: the local act and the bot\'s answer both re-render the host', async () => {
    const m = local();
    const el = await fixture<ControllerHost>(html`<test-match-host></test-match-host>`);
    el.match.port = m;
    await settled(el);
    // Kether (archon deck, seat "you") vs the bot: pass the pre-draw window whoever holds it.
    const mine = m.legalActions();
    if (mine.length > 0) m.attempt(mine.find((a) => a.type === 'pass') ?? mine[0]!);
    await waitUntil(() => (el.match.snapshot?.log.length ?? 0) >= 2, 'two acts logged (one of them the bot\'s)');
    await settled(el);
    const s = el.match.snapshot!;
    expect(shown(el)).to.equal(`you: ${s.log.length} acts, turn ${s.view.turn}, ${s.view.step}`);
    expect(s.log.some((e) => e.player === 'bot')).to.equal(true);
  });
});
