/**
 * Accessibility checks for the browser tests, by axe-core (Deque's engine, which walks open
 * shadow roots by itself). Test code only: the tests import it, the app never does, so axe never
 * ships in a bundle (test/build checks the bundle's imports).
 *
 * `axeProblems(el)` runs every WCAG A/AA rule axe has, plus its best practices, on `el` and what
 * it contains, and returns the serious and critical violations as one line each (rule, impact,
 * the element). Minor and moderate findings are not failures (issue 13's bar), but they are
 * returned by `axeFindings` for a test that wants them.
 *
 * @example
 * expect(await axeProblems(el)).to.deep.equal([]);
 */
import 'axe-core';
import type { AxeResults, ImpactValue, Result } from 'axe-core';

declare global {
  interface Window {
    axe: typeof import('axe-core');
  }
}

/**
 * axe judges colour contrast against what is behind a component: the test page wears the app's
 * page colours (src/pages/index.html: the dark cloth, at its lightest), as the components do in
 * the app, instead of the browser's white.
 */
const page = document.createElement('style');
page.textContent = 'html { background: #0b1210; color-scheme: dark; } body { background: #1e3a30; color: #ece5d8; }';
document.head.append(page);

/** Impacts that fail a test. */
const FAILING: ReadonlySet<ImpactValue> = new Set<ImpactValue>(['serious', 'critical']);

/** Page-level rules that say nothing about a component mounted alone in a test page. */
const PAGE_ONLY = ['region', 'landmark-one-main', 'page-has-heading-one', 'bypass', 'document-title', 'html-has-lang'];

/** axe runs one at a time in a page; tests await each other's runs. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * The axe of the window `el` lives in: the test page's, or, for an element in a frame (an app
 * page, test/support/app-frame.ts), a copy of axe put into that frame (axe judges only its own
 * window's elements).
 */
async function axeOf(el: Element): Promise<typeof import('axe-core')> {
  const win = el.ownerDocument.defaultView as (Window & typeof globalThis) | null;
  if (!win || win === window) return window.axe;
  if (!win.axe) {
    // The test server serves the package as it is: the frame loads axe's own script.
    const script = win.document.createElement('script');
    script.src = '/node_modules/axe-core/axe.min.js';
    const loaded = new Promise((resolve, reject) => {
      script.onload = resolve;
      script.onerror = () => reject(new Error('axe-core did not load in the frame'));
    });
    win.document.head.append(script);
    await loaded;
  }
  return win.axe;
}

/** Every violation axe finds in `el` (a component mounted in the test page, or in a frame's page), as axe reports it. */
export function axeFindings(el: Element): Promise<Result[]> {
  const run = queue.then(async () => {
    const results: AxeResults = await (await axeOf(el)).run(el, {
      resultTypes: ['violations'],
      elementRef: true,
      rules: Object.fromEntries(PAGE_ONLY.map((id) => [id, { enabled: false }])),
    });
    return results.violations.map((v) => (v.id === 'label-content-name-mismatch' ? { ...v, nodes: v.nodes.filter((n) => !namesItsCards(n.element)) } : v)).filter((v) => v.nodes.length > 0);
  });
  queue = run.catch(() => undefined);
  return run;
}

/**
 * WCAG 2.5.3 (label in name, axe's `label-content-name-mismatch`) asks that a control's name hold
 * the text it shows as its label. axe reads *all* the text inside a control as its label; a card
 * in hand or on a cross shows a whole card face (name, CV, kind line), whose label is the card's
 * name. Such a control passes when its name holds the name of every card it shows; any other
 * control is judged by axe as it is.
 */
function namesItsCards(el: Element | undefined): boolean {
  if (!el) return false;
  const cards = [...el.querySelectorAll('kult-card')].map((c) => (c as Element & { card?: { name?: string } | null }).card?.name).filter((n): n is string => !!n);
  if (cards.length === 0) return false;
  const name = accessibleName(el);
  return cards.every((card) => name.includes(card));
}

/** The serious and critical violations, one line each: `rule (impact): element — what axe says`. */
export async function axeProblems(el: Element): Promise<string[]> {
  await stillness(el.ownerDocument);
  const violations = await axeFindings(el);
  return violations
    .filter((v) => v.impact && FAILING.has(v.impact))
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' › ')} — ${n.failureSummary?.split('\n').slice(1).join(' ').trim() ?? v.help}`));
}

/**
 * Brings the page's finite animations and transitions to their end at once: contrast is judged on
 * the colours a reader sees at rest, not halfway through a fade-in. Finished, not awaited: in the
 * test runner's background tab animations do not advance, so waiting would judge a frozen fade.
 */
async function stillness(doc: Document = document): Promise<void> {
  // A render just asked for starts its fade when it lands.
  await new Promise((r) => setTimeout(r, 30));
  // The document's list leaves out animations inside shadow roots (a table's judge rising in):
  // every open shadow root is asked too.
  const roots: DocumentOrShadowRoot[] = [doc];
  const walk = (root: Document | ShadowRoot) => {
    for (const el of root.querySelectorAll('*')) {
      if (!el.shadowRoot) continue;
      roots.push(el.shadowRoot);
      walk(el.shadowRoot);
    }
  };
  walk(doc);
  for (const a of new Set(roots.flatMap((r) => r.getAnimations()))) {
    if (a.playState !== 'finished' && a.effect?.getComputedTiming().iterations !== Infinity) a.finish();
  }
}

/**
 * The accessible name a screen reader announces for `el`, as axe computes it (the ARIA accname
 * rules, across shadow roots). Call it between axe runs, not during one.
 */
export function accessibleName(el: Element): string {
  // An element in a frame is read by the frame's own axe (loaded there by axeOf).
  const own = (el.ownerDocument.defaultView as (Window & typeof globalThis) | null)?.axe;
  const axe = own ?? window.axe;
  axe.setup(el.ownerDocument);
  try {
    return axe.commons.text.accessibleText(el).replace(/\s+/g, ' ').trim();
  } finally {
    axe.teardown();
  }
}
