/**
 * DOM queries for the browser tests that see through open shadow roots: every element of a tree,
 * and those a Tab press can reach.
 */

/** Every element of a tree, descending into open shadow roots. */
export function deepElements(root: Element | Document | ShadowRoot): Element[] {
  const out: Element[] = [];
  const walk = (scope: Element | Document | ShadowRoot) => {
    const list = scope instanceof Element ? [scope, ...scope.querySelectorAll('*')] : [...scope.querySelectorAll('*')];
    for (const el of list) {
      out.push(el);
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  walk(root);
  return out;
}

const NATIVE_FOCUSABLE = 'a[href], button, input, select, textarea, summary, [contenteditable=""], [contenteditable="true"]';

/** Elements a Tab press stops at (tabindex ≥ 0, or natively focusable and enabled), deep. */
export function focusableElements(root: Element | Document | ShadowRoot): Element[] {
  return deepElements(root).filter((el) => {
    const t = el.getAttribute('tabindex');
    if (t !== null) return Number(t) >= 0;
    return el.matches(NATIVE_FOCUSABLE) && !(el as HTMLButtonElement).disabled;
  });
}
