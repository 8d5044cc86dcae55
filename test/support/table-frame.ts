/**
 * Playing the table of an app page in a frame ({@link AppFrame}) by clicking, and checking it at
 * every screen size ({@link SCREENS}) as play goes on. Browser only; not a test file itself.
 */
import { setViewport } from '@web/test-runner-commands';
import type { KultTable } from '../../components/kult-table/kult-table.js';
import type { KultPort } from '../../components/kult-port.js';
import type { Action } from '../../src/kult/index.js';
import { until, type AppFrame } from './app-frame.js';
import { deep } from './layout-probe.js';
import { pageProblems, phoneViewProblems, press, regionProblems, SCREENS, settle, showAt } from './layout-check.js';

/** The size play goes on at between checks. */
export const PLAY_SIZE = { width: 1366, height: 768 };

export function port(f: AppFrame): KultPort {
  const m = f.app.match;
  if (!m) throw new Error(`${f.name}: no match`);
  // The shell holds any game's port; the page's game is KULT.
  return m as unknown as KultPort;
}

export function table(f: AppFrame): KultTable {
  const t = deep<KultTable>(f.app, 'kult-table');
  if (!t) throw new Error(`${f.name}: no table`);
  return t;
}

const words = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The move panel's button with this label. */
export function moveButton(f: AppFrame, label: string): HTMLButtonElement | null {
  return [...table(f).shadowRoot!.querySelectorAll<HTMLButtonElement>('.moves button')].find((b) => words(b) === label) ?? null;
}

/**
 * Checks the page at every screen size, adding each problem named with the size and `moment`;
 * `views`: also chooses the phone's Judge, Log and Table views. Play then goes on at PLAY_SIZE.
 */
export async function everyScreen(f: AppFrame, moment: string, problems: string[], opts: { readonly views?: boolean; readonly table?: boolean } = {}): Promise<void> {
  for (const screen of SCREENS) {
    await showAt(f, screen);
    const found = pageProblems(f);
    if (opts.table !== false) found.push(...(await regionProblems(f, screen)));
    if (screen.phone && opts.views) found.push(...(await phoneViewProblems(f, (el) => press(f, el))));
    problems.push(...found.map((p) => `${screen.name}, ${moment}: ${p}`));
  }
  await setViewport(PLAY_SIZE);
  await settle(f);
}

/**
 * Plays on until this table holds the floor in `step` with no window open: it clicks Pass in its
 * own windows; `friend` (if any) passes its windows through its port (the other side plays itself
 * in practice). Resolves with the legal actions there.
 */
export async function playTo(f: AppFrame, step: string, friend?: AppFrame): Promise<Action[]> {
  await passUntil(f, `the ${step} step`, () => {
    const v = port(f).snapshot.view;
    return v.step === step && !v.window && port(f).legalActions().length > 0;
  }, friend);
  return port(f).legalActions();
}

/** Plays on as {@link playTo} does (Pass in this table's windows, and in the friend's) until `done()` holds. */
export async function passUntil(f: AppFrame, what: string, done: () => unknown, friend?: AppFrame): Promise<void> {
  const end = performance.now() + 30_000;
  for (;;) {
    const p = port(f);
    const v = p.snapshot.view;
    const legal = p.legalActions();
    if (done()) {
      await settle(f);
      return;
    }
    if (performance.now() > end) throw new Error(`${f.name}: timed out waiting for ${what} (now ${v.step}, window ${v.window?.kind ?? 'none'})`);
    const pass = legal.length > 0 && v.window ? deep<HTMLButtonElement>(table(f), 'kult-timing-bar >>> button.pass:not([disabled])') : null;
    const theirs = friend ? port(friend).legalActions().find((a) => a.type === 'pass') : undefined;
    if (pass) {
      const before = p.snapshot.log.length;
      await press(f, pass);
      await until('the pass', () => port(f).snapshot.log.length > before || port(f).legalActions().length === 0, 15_000);
    } else if (friend && theirs && port(friend).snapshot.view.window) {
      const before = port(friend).snapshot.log.length;
      port(friend).attempt(theirs);
      await until("the friend's pass", () => port(friend).snapshot.log.length > before || port(friend).legalActions().length === 0, 15_000);
    } else await new Promise((r) => setTimeout(r, 40));
  }
}

/** Clicks the move panel's button `label` and waits for its act. */
export async function clickMove(f: AppFrame, label: string): Promise<void> {
  const b = await until(`${f.name}: the "${label}" button`, () => moveButton(f, label));
  const before = port(f).snapshot.log.length;
  await press(f, b);
  await until(`${f.name}: "${label}" acted`, () => port(f).snapshot.log.length > before);
}

/** Chooses a hand card (one with a legal Proclaim when there is one) by clicking it; resolves once Cancel shows. */
export async function chooseHandCard(f: AppFrame, legal: readonly Action[]): Promise<void> {
  const me = port(f).snapshot.me;
  const hand = port(f).snapshot.view.players.find((p) => p.id === me)!.hand;
  const proclaim = legal.find((a): a is Extract<Action, { type: 'proclaim' }> => a.type === 'proclaim');
  const card = proclaim?.card ?? hand[hand.length - 1]!;
  await press(f, await until('a hand card', () => deep<HTMLElement>(table(f), `kult-hand.mine >>> [data-iid="${card}"]`)));
  await until('Cancel', () => moveButton(f, 'Cancel'));
  await settle(f);
}

/** Loads test/support/table-port.ts in the page's realm and gives its app a TablePort played by the bot until `until`. */
export async function attachArena(f: AppFrame, done: string, seed = 11): Promise<void> {
  const w = f.win as unknown as { __arena?: Promise<unknown> };
  // The page's start (src/pages/main.ts) hands the app its settings first: the app's launcher then
  // settles, and would put a match attached before it back to the lobby.
  await until('the page started', () => f.app.connect);
  await settle(f);
  const script = f.doc.createElement('script');
  script.type = 'module';
  script.textContent = `
    import { TablePort, starterArena } from '/test/support/table-port.ts';
    window.__arena = (async () => {
      const port = new TablePort(starterArena(${seed}), 'a');
      port.autoplayUntil(${done}, 6000);
      port.publish();
      document.querySelector('kult-app').attach(port);
      return port;
    })();`;
  f.doc.head.append(script);
  await (await until('the arena', () => w.__arena, 15_000));
}
