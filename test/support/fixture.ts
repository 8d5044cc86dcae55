/**
 * Rendering Lit templates in component tests (Chromium): mount a template,
 * wait for the element's first update, wait for a condition, clean up.
 */
import { render, type TemplateResult } from 'lit';

const mounted: HTMLElement[] = [];

/** Renders `template` into a fresh container in the page and returns its first element, updated. */
export async function fixture<T extends Element>(template: TemplateResult): Promise<T> {
  const container = document.createElement('div');
  document.body.append(container);
  mounted.push(container);
  render(template, container);
  const el = container.firstElementChild as T | null;
  if (!el) throw new Error('fixture: the template rendered no element');
  await settled(el);
  return el;
}

/** Waits until `el` (a Lit element) has no pending update. */
export async function settled(el: Element): Promise<void> {
  const lit = el as Element & { updateComplete?: Promise<boolean> };
  while (lit.updateComplete && !(await lit.updateComplete)) {
    /* another update was queued meanwhile */
  }
}

/**
 * Waits until a table and the `kult-*` elements inside it have no pending update, three rounds
 * over (an update of the table renders its parts, whose update can ask the table again).
 */
export async function settledDeep(t: Element): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await settled(t);
    await Promise.all([...shadow(t).querySelectorAll('*')].filter((e) => e.localName.startsWith('kult-')).map((e) => settled(e)));
  }
}

/** Removes every fixture (call from afterEach). */
export function cleanup(): void {
  for (const c of mounted.splice(0)) c.remove();
}

/** Polls `condition` until it holds; fails after `timeoutMs` with `message`. */
export async function waitUntil(condition: () => boolean, message: string, timeoutMs = 3000): Promise<void> {
  const end = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > end) throw new Error(`waitUntil timed out: ${message}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** The element's shadow root, asserting it exists. */
export function shadow(el: Element): ShadowRoot {
  if (!el.shadowRoot) throw new Error(`<${el.localName}> has no open shadow root`);
  return el.shadowRoot;
}

/** Visible text with whitespace collapsed. */
export function text(node: Element | ShadowRoot | null | undefined): string {
  return (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
}
