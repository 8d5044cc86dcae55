/**
 * The screens the table must work on (issue 13, "Layout, on every common screen") and what must
 * hold on each, for a page in an {@link AppFrame}: nothing scrolls sideways, no control a player
 * can use is covered by another element, and the regions a turn needs (both Mystic Crosses, the
 * hand, the step buttons) are in view: on a laptop all at once without scrolling; on a phone the
 * hand and the step buttons stay at hand while either cross is scrolled to, and the judge and the
 * log are one tap away. Browser only; not a test file itself.
 */
import { setViewport } from '@web/test-runner-commands';
import { box, composedContains, coveredControls, deep, deepElementFromPoint, inViewport, nameOf, sidewaysOverflow } from './layout-probe.js';
import { laidOut, type AppFrame } from './app-frame.js';

export interface Screen {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly phone: boolean;
}

export const SCREENS: readonly Screen[] = [
  { name: '1280×720', width: 1280, height: 720, phone: false },
  { name: '1366×768', width: 1366, height: 768, phone: false },
  { name: '1440×900', width: 1440, height: 900, phone: false },
  { name: '1920×1080', width: 1920, height: 1080, phone: false },
  { name: 'phone 390×844', width: 390, height: 844, phone: true },
];

/** Waits until every Lit element in the page (through shadow roots) has rendered and the page is laid out. */
export async function settle(f: Pick<AppFrame, 'doc' | 'win'>): Promise<void> {
  for (let round = 0; round < 3; round++) {
    const pending = [...walk(f.doc)].map((el) => (el as Element & { updateComplete?: Promise<unknown> }).updateComplete).filter(Boolean);
    await Promise.all(pending);
    await laidOut(f.win);
  }
}

function* walk(root: Document | ShadowRoot): Generator<Element> {
  for (const el of Array.from(root.querySelectorAll('*'))) {
    yield el;
    if (el.shadowRoot) yield* walk(el.shadowRoot);
  }
}

/** Shows the page at `screen`'s size, scrolled to its top. */
export async function showAt(f: Pick<AppFrame, 'doc' | 'win'>, screen: Screen): Promise<void> {
  await setViewport({ width: screen.width, height: screen.height });
  f.win.scrollTo(0, 0);
  await settle(f);
}

/** Problems of any screen: sideways scrolling, and covered controls (as the page is, then each scrolled to). */
export function pageProblems(f: Pick<AppFrame, 'doc' | 'win'>): string[] {
  const out: string[] = [];
  const over = sidewaysOverflow(f.doc);
  if (over > 0) out.push(`the page scrolls sideways: ${f.doc.documentElement.scrollWidth} px wide in a ${f.win.innerWidth} px viewport`);
  f.win.scrollTo(0, 0);
  // Controls a click reaches as the page is need no scrolling to; the others are scrolled to.
  const clear = new Set<Element>();
  for (const c of coveredControls(f.doc, { reach: false, clear })) out.push(`covered: ${c.control} at ${c.at.join(',')} by ${c.by}`);
  for (const c of coveredControls(f.doc, { reach: true, skip: clear })) out.push(`covered when scrolled to: ${c.control} at ${c.at.join(',')} by ${c.by}`);
  f.win.scrollTo(0, 0);
  return out;
}

/** The table's parts a turn needs: at a table of three or more, every other seat's cross ("their cross 2", …). */
function regions(f: Pick<AppFrame, 'doc'>): Record<string, Element | null> & Record<'their cross' | 'your cross' | 'your hand' | 'the step buttons', Element | null> {
  const table = deep(f.doc, 'kult-app >>> kult-table') ?? deep(f.doc, 'kult-match >>> kult-app >>> kult-table');
  const at = (sel: string) => (table ? deep(table, sel) : null);
  const others = table?.shadowRoot ? [...table.shadowRoot.querySelectorAll('kult-cross.theirs')].slice(1) : [];
  return {
    'their cross': at('kult-cross.theirs'),
    ...Object.fromEntries(others.map((el, i) => [`their cross ${i + 2}`, el])),
    'your cross': at('kult-cross.mine'),
    'your hand': at('kult-hand.mine'),
    'the step buttons': at('.moves'),
  };
}

const where = (r: DOMRect) => `${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`;

/**
 * Problems of the table's regions. A laptop shows both crosses, the hand and the step buttons at
 * once, without scrolling. A phone keeps the hand and the step buttons in view wherever the page
 * is scrolled, shows each cross whole (above them) when scrolled to, and offers the judge and the
 * log as views one tap away.
 */
export async function regionProblems(f: Pick<AppFrame, 'doc' | 'win'>, screen: Screen): Promise<string[]> {
  const out: string[] = [];
  const parts = regions(f);
  f.win.scrollTo(0, 0);
  if (!screen.phone) {
    for (const [name, el] of Object.entries(parts)) {
      const r = box(el);
      if (!r) out.push(`${name} is not shown`);
      else if (!inViewport(r, f.win)) out.push(`${name} is not in view without scrolling (at ${where(r)} in ${f.win.innerWidth}×${f.win.innerHeight})`);
    }
    return out;
  }
  const handy = (moment: string): void => {
    for (const name of ['your hand', 'the step buttons'] as const) {
      const r = box(parts[name]);
      if (!r) out.push(`${name} is not shown (${moment})`);
      else if (!inViewport(r, f.win)) out.push(`${name} is not in view ${moment} (at ${where(r)})`);
    }
  };
  handy('at the top of the page');
  for (const name of Object.keys(parts).filter((k) => k.endsWith(' cross') || /^their cross \d$/.test(k))) {
    const el = parts[name] ?? null;
    if (!box(el)) {
      out.push(`${name} is not shown`);
      continue;
    }
    el!.scrollIntoView({ block: 'center', behavior: 'instant' });
    const r = box(el)!;
    if (!inViewport(r, f.win)) out.push(`${name} does not fit the screen when scrolled to (at ${where(r)})`);
    // Nothing lies over the cross: its corners and centre hit the cross itself.
    const points: [number, number][] = [[r.left + 4, r.top + 4], [r.right - 4, r.top + 4], [r.left + 4, r.bottom - 4], [r.right - 4, r.bottom - 4], [r.left + r.width / 2, r.top + r.height / 2]];
    for (const [x, y] of points) {
      if (x < 0 || y < 0 || x >= f.win.innerWidth || y >= f.win.innerHeight) continue;
      const hit = deepElementFromPoint(f.doc, x, y);
      if (hit && !composedContains(el!, hit)) out.push(`${name} is covered at ${Math.round(x)},${Math.round(y)} by ${nameOf(hit)} when scrolled to`);
    }
    handy(`with ${name} scrolled to`);
  }
  f.win.scrollTo(0, 0);
  return out;
}

/** The phone's views (Table, Judge, Log): each one tap away; the judge's and the log's panels show when chosen. */
export async function phoneViewProblems(f: Pick<AppFrame, 'doc' | 'win'>, click: (el: HTMLElement) => Promise<void>): Promise<string[]> {
  const table = deep(f.doc, 'kult-app >>> kult-table') ?? deep(f.doc, 'kult-match >>> kult-app >>> kult-table');
  if (!table) return ['no table'];
  const out: string[] = [];
  const button = (view: string) => deep<HTMLElement>(table, `.views button[data-view="${view}"]`);
  for (const [view, panel] of [['judge', '.judge-slot'], ['log', '.log-panel'], ['board', 'kult-cross.mine']] as const) {
    const b = button(view);
    if (!box(b)) {
      out.push(`no "${view}" view to choose on the phone`);
      continue;
    }
    await click(b!);
    await settle(f);
    const p = box(deep(table, panel));
    if (!p) out.push(`choosing the "${view}" view does not show it`);
    else if (view !== 'board') {
      f.win.scrollTo(0, 0);
      b!.scrollIntoView({ block: 'nearest', behavior: 'instant' });
      if (!inViewport(box(deep(table, panel))!, f.win) && box(deep(table, panel))!.top > f.win.innerHeight) out.push(`the "${view}" view starts below the screen`);
      for (const c of coveredControls(f.doc, { reach: true })) out.push(`in the "${view}" view, covered when scrolled to: ${c.control} by ${c.by}`);
    }
  }
  f.win.scrollTo(0, 0);
  return out;
}

/**
 * A click where a player would click: the control scrolled to, then a click on whatever is at its
 * centre, as the mouse or a finger would hit it (pointer down, up, click, at that point). If
 * something else covers the control there, the control is clicked directly instead, so that play
 * goes on: the covering is what the layout checks report.
 */
export async function press(f: Pick<AppFrame, 'doc' | 'win'>, el: HTMLElement): Promise<void> {
  el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  await laidOut(f.win);
  const r = el.getBoundingClientRect();
  const x = r.left + r.width / 2;
  const y = r.top + r.height / 2;
  const hit = deepElementFromPoint(f.doc, x, y);
  if (!hit || !composedContains(el, hit)) {
    el.click();
    return;
  }
  const init = { bubbles: true, composed: true, cancelable: true, clientX: x, clientY: y, view: f.win, button: 0 };
  const pointer = { ...init, pointerId: 1, pointerType: 'mouse', isPrimary: true };
  hit.dispatchEvent(new f.win.PointerEvent('pointerdown', pointer));
  hit.dispatchEvent(new f.win.PointerEvent('pointerup', pointer));
  hit.dispatchEvent(new f.win.MouseEvent('click', { ...init, detail: 1 }));
  await laidOut(f.win);
}
