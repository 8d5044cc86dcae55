/**
 * Layout checks on a page as a player sees it (browser only): whether the document scrolls
 * sideways, whether any control a player can use is covered by another element (hit-tested with
 * elementFromPoint at its centre, through open shadow roots), and where named regions lie in the
 * viewport. Realm-agnostic (no `instanceof`), so it works on a page in an iframe.
 * Not a test file itself.
 */

/** What the document's horizontal scroll range exceeds its viewport by, in px (0: no sideways scroll). */
export function sidewaysOverflow(doc: Document): number {
  const root = doc.documentElement;
  return Math.max(root.scrollWidth, doc.body?.scrollWidth ?? 0) - root.clientWidth;
}

/** Every element under `root`, through open shadow roots, in document order. */
export function deepElements(root: Document | ShadowRoot | Element): Element[] {
  const out: Element[] = [];
  const visit = (node: Document | ShadowRoot | Element): void => {
    for (const child of Array.from(node.children)) {
      out.push(child);
      if (child.shadowRoot) visit(child.shadowRoot);
      visit(child);
    }
  };
  visit(root);
  return out;
}

/** `a >>> b >>> c`: each step a selector inside the previous element's open shadow root (or the element itself). */
export function deep<E extends Element = HTMLElement>(root: Document | Element, path: string): E | null {
  let node: Document | Element | null = root;
  for (const sel of path.split('>>>').map((x) => x.trim())) {
    const scope: ParentNode = (node as Element).shadowRoot ?? node;
    node = scope.querySelector(sel);
    if (!node) return null;
  }
  return node as E;
}

/** The innermost element at a viewport point, descending into open shadow roots. */
export function deepElementFromPoint(doc: Document, x: number, y: number): Element | null {
  let hit = doc.elementFromPoint(x, y);
  while (hit?.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  return hit;
}

/** Whether `el` is `inside` or one of its ancestors, across shadow boundaries. */
export function composedContains(el: Element, inside: Element | null): boolean {
  for (let n: Node | null = inside; n; n = n.parentNode ?? (n as ShadowRoot).host ?? null) if (n === el) return true;
  return false;
}

const CONTROL = 'button, select, input, textarea, a[href], summary, [tabindex], [role="button"], [role="option"]';

/** Enabled controls under `root` a player can see and use (open shadow roots included). */
export function visibleControls(root: Document | Element): HTMLElement[] {
  return deepElements(root).filter((el): el is HTMLElement => {
    if (!el.matches(CONTROL)) return false;
    if ((el as HTMLButtonElement).disabled || el.closest('[inert]') || el.getAttribute('aria-disabled') === 'true') return false;
    if (el.matches('input[type="hidden"]')) return false;
    if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
    const r = el.getBoundingClientRect();
    // A visually hidden helper (1×1 px, clipped) is not something to click.
    return r.width >= 4 && r.height >= 4;
  });
}

/** How to name an element in a failure message: tag, classes, data attributes, a few words. */
export function nameOf(el: Element): string {
  const attrs = Array.from(el.attributes)
    .filter((a) => a.name === 'class' || a.name.startsWith('data-') || a.name === 'aria-label' || a.name === 'name')
    .map((a) => `${a.name}="${a.value.slice(0, 40)}"`)
    .join(' ');
  let host = '';
  const root = el.getRootNode() as ShadowRoot;
  if (root.host) host = ` in <${root.host.localName}${root.host.className ? `.${String(root.host.className).split(' ').join('.')}` : ''}>`;
  const words = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30);
  return `<${el.localName} ${attrs}>${words ? ` "${words}"` : ''}${host}`;
}

/** A control and what covers its centre. */
export interface Covered {
  readonly control: string;
  readonly by: string;
  readonly at: readonly [number, number];
}

/** The element's parent across shadow boundaries (a shadow root's host). */
function composedParent(el: Element): Element | null {
  if (el.assignedSlot) return el.assignedSlot;
  const parent = el.parentNode;
  if (!parent) return null;
  return (parent as ShadowRoot).host ?? (parent.nodeType === 1 ? (parent as Element) : null);
}

/** The scrolling or clipping box around `el` that hides the point (x, y), if any. */
export function clippedBy(el: Element, x: number, y: number): Element | null {
  for (let a = composedParent(el); a; a = composedParent(a)) {
    const cs = getComputedStyle(a);
    if (cs.overflowX === 'visible' && cs.overflowY === 'visible') continue;
    const r = a.getBoundingClientRect();
    if (x < r.left || x >= r.right || y < r.top || y >= r.bottom) return a;
  }
  return null;
}

/** Whether `el` is, or is inside, a box that stays put while the page scrolls under it (sticky or fixed). */
function inStickyBar(el: Element | null): boolean {
  for (let a = el; a; a = composedParent(a)) {
    const pos = getComputedStyle(a).position;
    if (pos === 'sticky' || pos === 'fixed') return true;
  }
  return false;
}

/**
 * The controls whose centre is covered by another element.
 *
 * Without `reach`, the page as it is: each control whose centre is on screen and not scrolled out
 * of its panel must be what a click there hits, unless what lies over it is a bar that stays put
 * while the page scrolls (a sticky or fixed bar: the page scrolls the control out from under it).
 * With `reach`, each control is first scrolled to the middle of the viewport (and of each panel
 * it is in), as a player would scroll to it; then nothing at all may lie over it.
 * `clear` collects the controls found uncovered; `skip` leaves out controls already found so.
 */
export function coveredControls(doc: Document, opts: { readonly reach: boolean; readonly skip?: ReadonlySet<Element>; readonly clear?: Set<Element> }): Covered[] {
  const win = doc.defaultView!;
  const out: Covered[] = [];
  for (const el of visibleControls(doc)) {
    if (opts.skip?.has(el)) continue;
    if (opts.reach) el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    const at = [Math.round(x), Math.round(y)] as const;
    if (x < 0 || y < 0 || x >= win.innerWidth || y >= win.innerHeight) {
      if (opts.reach) out.push({ control: nameOf(el), by: '(outside the viewport even when scrolled to)', at });
      continue;
    }
    const clip = clippedBy(el, x, y);
    if (clip) {
      if (opts.reach) out.push({ control: nameOf(el), by: `(hidden by its scrolling box ${nameOf(clip)} even when scrolled to)`, at });
      continue;
    }
    const hit = deepElementFromPoint(doc, x, y);
    if (hit && composedContains(el, hit)) {
      opts.clear?.add(el);
      continue;
    }
    // At rest, a point on the viewport's very edge may hit nothing; a bar that stays put covers for now.
    if (!opts.reach && (!hit || inStickyBar(hit))) continue;
    out.push({ control: nameOf(el), by: hit ? nameOf(hit) : '(nothing)', at });
  }
  return out;
}

/** A named region's box in viewport coordinates, or null when it is not shown. */
export function box(el: Element | null): DOMRect | null {
  if (!el || !el.checkVisibility({ checkVisibilityCSS: true })) return null;
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0 ? r : null;
}

/** Whether `r` lies wholly inside the viewport of `win` (1 px of rounding allowed). */
export function inViewport(r: DOMRect, win: Window): boolean {
  return r.left >= -1 && r.top >= -1 && r.right <= win.innerWidth + 1 && r.bottom <= win.innerHeight + 1;
}
