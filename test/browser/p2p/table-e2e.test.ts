/// <reference types="mocha" />
// End to end, by clicking the real UI: two same-origin iframes in the test page, each running
// the real app page (src/pages/index.html + main.ts) against the PeerServer that
// test/support/peer-server-plugin.mjs runs. The host creates a match in its lobby, the guest
// joins with the room code, both choose a Major Arcanum and a starter deck, both reach
// <kult-table>, and the first player plays its opening turn through the table — Pass in the
// draw windows, End the Sway step, Don't recruit, a Proclaim by choosing a hand card and a lit
// Station, End the Deeds step, Don't attack, Discard nothing — while the other table sees each
// act in its log. WebRTC needs `npm run test:browser` (scripts/in-netns.sh).
import { expect } from '@esm-bundle/chai';
import type { KultApp } from '../../../components/kult-app/kult-app.js';
import type { KultTable } from '../../../components/kult-table/kult-table.js';
import type { KultPort as MatchPort } from '../../../components/kult-port.js';
import type { Action } from '../../../src/kult/index.js';
import { until } from '../../support/app-frame.js';

interface Page {
  readonly name: string;
  readonly frame: HTMLIFrameElement;
  readonly win: Window & typeof globalThis;
  readonly app: KultApp;
}

const frames: HTMLIFrameElement[] = [];

afterEach(() => {
  for (const f of frames.splice(0)) {
    // Leave the match (disposes of the port and its connection) before the frame goes.
    try {
      (f.contentDocument?.querySelector('kult-app') as (KultApp & { leave(): void }) | null)?.leave();
    } catch {
      /* the page may not have started */
    }
    f.remove();
  }
});


/**
 * `a >>> b >>> c`: each step a selector inside the previous element's open shadow root.
 * (The frames are other realms: `instanceof Element` would be false there, so none is used.)
 */
function deep<E extends Element = HTMLElement>(root: Element, path: string): E | null {
  let node: Element | null = root;
  for (const sel of path.split('>>>').map((x) => x.trim())) {
    const scope: ParentNode = node.shadowRoot ?? node;
    node = scope.querySelector(sel);
    if (!node) return null;
  }
  return node as E;
}

async function openPage(name: string, query: string): Promise<Page> {
  const frame = document.createElement('iframe');
  frame.title = name;
  frame.style.cssText = 'width:1400px;height:1000px;border:0;display:block';
  frames.push(frame);
  document.body.append(frame);
  frame.src = `/src/pages/index.html${query}`;
  await new Promise((r) => frame.addEventListener('load', r, { once: true }));
  // The page's `<script src="./main.js">` names the built file (dist/main.js, scripts/build.mjs);
  // the test server compiles the TypeScript source instead, so the same module goes in by its
  // source path. Everything else is the page as served.
  const doc = frame.contentDocument!;
  if (!frame.contentWindow!.customElements.get('kult-app')) {
    const script = doc.createElement('script');
    script.type = 'module';
    script.src = '/src/pages/main.ts';
    doc.head.append(script);
  }
  const win = await until(`${name}: the app page loads`, () => {
    const w = frame.contentWindow as (Window & typeof globalThis) | null;
    return w?.customElements?.get('kult-app') && w.document.querySelector('kult-app') ? w : null;
  });
  const app = win.document.querySelector('kult-app') as KultApp;
  await until(`${name}: the lobby`, () => deep(app, 'kult-lobby'));
  return { name, frame, win, app };
}

function port(p: Page): MatchPort {
  const m = p.app.match;
  if (!m) throw new Error(`${p.name}: no match`);
  return m as unknown as MatchPort;
}

function table(p: Page): KultTable {
  const t = deep<KultTable>(p.app, 'kult-table');
  if (!t) throw new Error(`${p.name}: no table`);
  return t;
}

const words = (el: Element | ShadowRoot | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The table's move-panel button with this label. */
function moveButton(p: Page, label: string): HTMLButtonElement | null {
  const root = table(p).shadowRoot!;
  return [...root.querySelectorAll<HTMLButtonElement>('.moves button')].find((b) => words(b) === label) ?? null;
}

/** Clicks what `find` finds once it is there. The wait covers a connection being made (the join's retries included). */
async function click(p: Page, what: string, find: () => HTMLElement | null | undefined): Promise<void> {
  const el = await until(`${p.name}: ${what}`, find, 30_000, () => shows(p));
  el.click();
}

/** What the page's lobby or table says, for a timeout's message. */
function shows(p: Page): string {
  const screen = deep(p.app, 'kult-lobby') ?? deep(p.app, 'kult-table');
  return words(screen?.shadowRoot).slice(0, 400) || '(nothing yet)';
}

/** Log lines the page's table shows (its <kult-log>). */
function logLines(p: Page): string[] {
  const log = deep(table(p), 'kult-log');
  return [...(log?.shadowRoot?.querySelectorAll('li summary') ?? [])].map((s) => words(s));
}

/** Waits until `p` holds the floor (its legal actions are not empty) and the UI shows the same snapshot. */
async function myFloor(p: Page): Promise<Action[]> {
  const legal = await until(`${p.name}: the floor`, () => {
    const l = port(p).legalActions();
    return l.length > 0 ? l : null;
  });
  await table(p).updateComplete;
  return legal;
}

describe('two real app pages play the opening turn through <kult-table>', function () {
  this.timeout(180_000);

  it('host creates, guest joins, both choose, both reach the table, and the first player plays its opening turn by clicking', async () => {
    const info = (await (await fetch('/peer-server-info')).json()) as { host: string; port: number; path: string };
    const query = `?signal=${encodeURIComponent(`${info.host}:${info.port}${info.path}`)}&ice=`;
    const host = await openPage('host', query);
    const guest = await openPage('guest', query);

    // The host keeps Kether and the Archon deck and creates the match.
    await click(host, 'Create', () => deep(host.app, 'kult-lobby >>> button.create:not([disabled])'));
    const link = await until('the match link', () => deep<HTMLInputElement>(host.app, 'kult-lobby >>> input.link')?.value, 30_000, () => shows(host));
    const room = new URL(link).searchParams.get('room');
    expect(room).to.match(/^kult-/);

    // The guest pastes the code, joins, picks Golab (the Angel deck follows) and confirms.
    const join = await until('the join field', () => deep<HTMLInputElement>(guest.app, 'kult-lobby >>> input[name="join"]'));
    join.value = room!;
    join.dispatchEvent(new guest.win.Event('input', { bubbles: true, composed: true }));
    await click(guest, 'Join', () => deep(guest.app, 'kult-lobby >>> button.join:not([disabled])'));
    await click(guest, 'Golab', () => deep(guest.app, 'kult-lobby >>> label[data-major="golab"] input'));
    await click(guest, 'Confirm', () => deep(guest.app, 'kult-lobby >>> button.confirm:not([disabled])'));

    // Both reach the table.
    await until('both tables', () => host.app.screen === 'table' && guest.app.screen === 'table' && deep(host.app, 'kult-table') && deep(guest.app, 'kult-table'), 60_000);
    const view = port(host).snapshot.view;
    expect(view.players.map((p) => p.major)).to.deep.equal(['kether', 'golab']);
    expect(port(guest).snapshot.view.players.map((p) => p.major)).to.deep.equal(['kether', 'golab']);
    // Kether has the lower Hierarchy and starts (K-FIRST-02).
    const first = view.active === port(host).snapshot.me ? host : guest;
    const second = first === host ? guest : host;
    const me = port(first).snapshot.me;
    expect(view.turn).to.equal(1);
    expect(words(deep(table(first), 'kult-timing-bar')!.shadowRoot)).to.contain('Turn 1 · your turn');
    expect(words(deep(table(second), 'kult-timing-bar')!.shadowRoot)).to.contain("Turn 1 · Kether's turn");

    // The draw windows: whoever holds the floor clicks Pass (Auto-pass may pass for the second).
    await passWindows(first, second, 'sway');

    // The Sway step: End it (a new cross has no markers to sway).
    await click(first, 'End the Sway step', () => moveButton(first, 'End the Sway step'));

    // The Recruit step: nothing in the Cast yet, so Don't recruit; its window passes.
    await passWindows(first, second, 'recruit');
    await click(first, "Don't recruit", () => moveButton(first, "Don't recruit"));
    await passWindows(first, second, 'deeds');

    // The Deeds step: choose a hand card with a legal Proclaim, then one of its lit Stations.
    // The deal is random (committed and revealed by both sides): when no card in the opening hand
    // can be Proclaimed, a Repel for a missing Suit (choose the Hub, then where the marker goes,
    // then the Suit) may make one affordable.
    const t = table(first);
    let legal = await myFloor(first);
    let proclaim = findProclaim(legal, me);
    let repelled: Extract<Action, { type: 'repel' }> | undefined;
    if (!proclaim) {
      repelled = legal.find((a): a is Extract<Action, { type: 'repel' }> => a.type === 'repel');
      if (repelled) {
        const r = repelled;
        await click(first, 'the marker to repel', () => deep(t, `kult-cross.mine >>> [data-spot="${r.from}"]`));
        if (r.to === 'pool') await click(first, 'Repel to the Pool…', () => moveButton(first, 'Repel to the Pool…'));
        else await click(first, 'where it goes', () => deep(t, `kult-cross.mine >>> [data-spot="${r.to}"]`));
        await click(first, 'the Suit', () => t.shadowRoot!.querySelector<HTMLElement>(`.chooser button[data-suit="${r.suit}"]`));
        await until('the repel', () => port(first).snapshot.log.some((e) => e.action.type === 'repel'));
        await passWindows(first, second, 'deeds');
        legal = await myFloor(first);
        proclaim = findProclaim(legal, me);
      }
    }
    if (proclaim) {
      const pr = proclaim;
      await click(first, 'the hand card', () => deep(t, `kult-hand.mine >>> [data-iid="${pr.card}"]`));
      await until('its Stations light', () => deep(t, `kult-cross.mine >>> [data-spot="${pr.station}"].legal`));
      const lit = [...deep(t, 'kult-cross.mine')!.shadowRoot!.querySelectorAll<HTMLElement>('.spot.legal')].map((x) => x.dataset['spot']).sort();
      const expected = legal.filter((a) => a.type === 'proclaim' && a.card === pr.card && a.cross === me).map((a) => (a as { station: string }).station).sort();
      expect(lit).to.deep.equal(expected);
      await click(first, 'the Station', () => deep(t, `kult-cross.mine >>> [data-spot="${pr.station}"]`));
      await until('the proclaim on the first table', () => port(first).snapshot.view.players.find((x) => x.id === me)!.cross.stations[pr.station]?.base === pr.card);
      // The other table shows the act in its judge, with the checks it passed.
      const other = table(second);
      await until('the opponent judgement on the other table', () => other.shadowRoot!.querySelector('.judge-slot[data-mode="opponent"] .caption')?.textContent?.includes('Kether proclaims'));
      expect(words(deep(other, '.judge-slot kult-judge')!.shadowRoot)).to.contain('Why this was legal');
      await passWindows(first, second, 'deeds');
    } else {
      // Nothing to Proclaim: a Being or Region tried on a Station is refused by the judge, shown, and
      // not sent. (An opening hand of Influences, Commandments and Spells alone has nothing to try.)
      const hand = port(first).snapshot.view.players.find((x) => x.id === me)!.hand;
      const kindOf = (iid: string) => port(first).game.cards.cards.get(port(first).snapshot.view.cards[iid]!.card!)?.kind;
      const tried = hand.find((iid) => kindOf(iid) === 'being' || kindOf(iid) === 'region');
      console.log(`no Proclaim in ${hand.map((iid) => port(first).snapshot.view.cards[iid]!.card).join(', ')}`);
      if (tried) {
        const sentBefore = port(first).snapshot.log.length;
        await click(first, 'a Being or Region', () => deep(t, `kult-hand.mine >>> [data-iid="${tried}"]`));
        await click(first, 'a Station', () => deep(t, 'kult-cross.mine >>> [data-spot="C1"]'));
        await until('the refusal', () => t.shadowRoot!.querySelector('.judge-slot[data-mode="attempt"] kult-judge'));
        expect(words(deep(t, '.judge-slot kult-judge')!.shadowRoot)).to.match(/Not allowed: K-/);
        expect(port(first).snapshot.log.length).to.equal(sentBefore);
        await until('both logs agree', () => port(second).snapshot.log.length === port(first).snapshot.log.length);
        deep(t, '.moves button[data-act="cancel"]')?.click();
      }
    }

    // End the Deeds step, Don't attack, Discard nothing.
    await click(first, 'End the Deeds step', () => moveButton(first, 'End the Deeds step'));
    await passWindows(first, second, 'attack');
    await click(first, "Don't attack", () => moveButton(first, "Don't attack"));
    await passWindows(first, second, 'discard');
    await click(first, 'Discard nothing', () => moveButton(first, 'Discard nothing'));

    // The second player's turn begins on both tables.
    await until('turn 2 on both tables', () => port(first).snapshot.view.turn === 2 && port(second).snapshot.view.turn === 2, 30_000);
    const them = port(second).snapshot.me;
    expect(port(second).snapshot.view.active).to.equal(them);

    // The other table saw every act in its log, in words.
    await until('every act in the second log', () => logLines(second).length >= port(second).snapshot.log.length);
    const seen = logLines(second).join('\n');
    expect(seen).to.contain(`Kether ends the Sway step`);
    expect(seen).to.contain(`Kether declines to recruit`);
    if (repelled) expect(seen).to.contain(`Kether repels a marker from`);
    if (proclaim) {
      const cardName = port(second).game.cards.cards.get(port(second).snapshot.view.cards[proclaim.card]!.card!)!.name;
      expect(seen).to.contain(`Kether proclaims ${cardName} on ${proclaim.station}`);
      // Both tables agree on the cross.
      expect(port(second).snapshot.view.players.find((x) => x.id === me)!.cross.stations[proclaim.station]?.base).to.equal(proclaim.card);
    }
    expect(seen).to.contain(`Kether ends the Deeds step`);
    expect(seen).to.contain(`Kether does not attack`);
    expect(seen).to.contain(`Kether discards nothing`);
  });
});

function findProclaim(legal: readonly Action[], me: string): Extract<Action, { type: 'proclaim' }> | undefined {
  return legal.find((a): a is Extract<Action, { type: 'proclaim' }> => a.type === 'proclaim' && a.cross === me);
}

/**
 * Plays on until `first` holds the floor in `step` with no window open: whichever table holds
 * the floor in a window clicks Pass in its timing bar (Auto-pass may pass for it first).
 */
async function passWindows(first: Page, second: Page, step: string): Promise<void> {
  const end = performance.now() + 30_000;
  for (;;) {
    const v = port(first).snapshot.view;
    if (v.step === step && !v.window && port(first).legalActions().length > 0) return;
    if (performance.now() > end) throw new Error(`timed out: ${first.name} in the ${step} step (now ${v.step}, window ${v.window?.kind ?? 'none'})`);
    const holder = [first, second].find((p) => port(p).snapshot.view.window && port(p).legalActions().some((a) => a.type === 'pass'));
    if (!holder) {
      await new Promise((r) => setTimeout(r, 30));
      continue;
    }
    const before = port(holder).snapshot.log.length;
    await table(holder).updateComplete;
    deep<HTMLButtonElement>(table(holder), 'kult-timing-bar >>> button.pass:not([disabled])')?.click();
    await until('the pass', () => port(holder).snapshot.log.length > before || port(holder).legalActions().length === 0, 15_000);
  }
}
