/**
 * A small accessibility check for component tests, walking open shadow roots.
 * It is not axe: it checks the handful of things our components can get
 * wrong and a test can state exactly.
 *
 * - every focusable element (tabindex ≥ 0 or natively focusable) has a role
 *   and an accessible name, and no tabindex is positive;
 * - every element with an interactive role (button, option, listbox, link…)
 *   has an accessible name;
 * - every image (`<img>`, `role="img"`) has a name;
 * - no two elements of one tree scope (document or shadow root) share an id,
 *   and aria-labelledby / aria-describedby / aria-controls point at ids that exist;
 * - nothing focusable hides inside an `aria-hidden="true"` subtree;
 * - an `option` sits in a `listbox`.
 *
 * Names are computed after the ARIA accname rules, simplified:
 * aria-labelledby, aria-label, `<label>` of a form control, legend/caption,
 * alt, the text content of roles named from content (skipping aria-hidden
 * parts), then title.
 *
 * @example
 * expect(a11yProblems(el)).to.deep.equal([]);
 */

const NATIVE_FOCUSABLE = 'a[href], button, input, select, textarea, summary, [contenteditable=""], [contenteditable="true"]';
const INTERACTIVE_ROLES = new Set([
  'button', 'link', 'option', 'listbox', 'checkbox', 'radio', 'switch', 'tab', 'menuitem', 'slider',
  'spinbutton', 'textbox', 'combobox', 'treeitem', 'gridcell',
]);
/** Roles whose name may come from their text content. */
const NAME_FROM_CONTENT = new Set(['button', 'link', 'option', 'checkbox', 'radio', 'switch', 'tab', 'menuitem', 'treeitem', 'gridcell']);
const IMPLICIT_ROLE: Readonly<Record<string, string>> = {
  a: 'link', button: 'button', textarea: 'textbox', summary: 'button', img: 'img',
};

type Scope = Document | ShadowRoot;

/** A short, readable name for an element in a problem report. */
export function describeElement(el: Element): string {
  const id = el.id ? `#${el.id}` : '';
  const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
  const data = [...el.attributes].filter((a) => a.name.startsWith('data-')).map((a) => `[${a.name}="${a.value}"]`).join('');
  const host = (el.getRootNode() as ShadowRoot).host;
  return `${host ? `${host.localName} › ` : ''}${el.localName}${id}${cls}${data}`;
}

function roleOf(el: Element): string | null {
  const explicit = el.getAttribute('role');
  if (explicit) return explicit.split(/\s+/)[0]!;
  if (el.localName === 'input') {
    const type = (el as HTMLInputElement).type;
    if (type === 'hidden') return null;
    return INPUT_ROLE[type] ?? 'textbox';
  }
  if (el.localName === 'select') return (el as HTMLSelectElement).multiple || (el as HTMLSelectElement).size > 1 ? 'listbox' : 'combobox';
  if (el.localName === 'a' && !el.hasAttribute('href')) return null;
  return IMPLICIT_ROLE[el.localName] ?? null;
}

const INPUT_ROLE: Readonly<Record<string, string>> = {
  checkbox: 'checkbox', radio: 'radio', range: 'slider', number: 'spinbutton', button: 'button', submit: 'button', reset: 'button', image: 'button',
};

const LABELABLE = new Set(['input', 'select', 'textarea', 'meter', 'progress', 'output', 'button']);

/** Text of a subtree as a name: skips aria-hidden parts, uses a descendant's own aria-label, skips form controls. */
function textOf(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element)) return '';
  if (node.getAttribute('aria-hidden') === 'true' || node.hasAttribute('hidden')) return '';
  if (node.localName === 'style' || node.localName === 'script' || node.localName === 'template') return '';
  const label = node.getAttribute('aria-label')?.trim();
  if (label) return ` ${label} `;
  if (['input', 'select', 'textarea'].includes(node.localName)) return '';
  const block = getComputedStyle(node).display.startsWith('inline') ? '' : ' ';
  return block + [...node.childNodes].map(textOf).join('') + block;
}

const squash = (s: string): string => s.replace(/\s+/g, ' ').trim();

function isFocusable(el: Element): boolean {
  const t = el.getAttribute('tabindex');
  if (t !== null) return Number(t) >= 0;
  return el.matches(NATIVE_FOCUSABLE) && !(el as HTMLButtonElement).disabled;
}

function inAriaHidden(el: Element): boolean {
  for (let e: Element | null = el; e; e = e.parentElement ?? ((e.getRootNode() as ShadowRoot).host ?? null)) {
    if (e.getAttribute('aria-hidden') === 'true') return true;
  }
  return false;
}

/**
 * What a screen reader announces for an element: its accessible name, or
 * failing that (and unless it is an image) its text content.
 */
export function accessibleName(el: Element): string {
  const name = strictName(el);
  if (name || roleOf(el) === 'img') return name;
  return squash([...el.childNodes].map(textOf).join(''));
}

/** The accessible name, simplified: aria-labelledby, aria-label, label, alt, text content for some roles, title. */
function strictName(el: Element): string {
  const scope = el.getRootNode() as Scope;
  const labelledBy = el.getAttribute('aria-labelledby');
  if (labelledBy) {
    const text = squash(
      labelledBy
        .split(/\s+/)
        .map((id) => {
          const ref = scope.getElementById?.(id);
          return ref ? ref.getAttribute('aria-label') ?? textOf(ref) : '';
        })
        .join(' '),
    );
    if (text) return text;
  }
  const label = el.getAttribute('aria-label')?.trim();
  if (label) return label;
  if (LABELABLE.has(el.localName)) {
    const labels = (el as HTMLInputElement).labels;
    const text = labels ? squash([...labels].map(textOf).join(' ')) : '';
    if (text) return text;
    if (el.localName === 'input' && ['button', 'submit', 'reset'].includes((el as HTMLInputElement).type)) {
      const value = (el as HTMLInputElement).value.trim();
      if (value) return value;
    }
  }
  if (el.localName === 'fieldset' || el.localName === 'figure' || el.localName === 'table') {
    const caption = el.querySelector(':scope > legend, :scope > figcaption, :scope > caption');
    const text = caption ? squash(textOf(caption)) : '';
    if (text) return text;
  }
  if (el.localName === 'img') {
    const alt = el.getAttribute('alt')?.trim();
    if (alt) return alt;
  }
  const role = roleOf(el);
  if ((role && NAME_FROM_CONTENT.has(role)) || el.localName === 'summary') {
    const text = squash([...el.childNodes].map(textOf).join(''));
    if (text) return text;
  }
  return el.getAttribute('title')?.trim() ?? '';
}

/** Every element of a tree, descending into open shadow roots. */
export function deepElements(root: Element | Scope): Element[] {
  const out: Element[] = [];
  const walk = (scope: Element | Scope) => {
    const list = scope instanceof Element ? [scope, ...scope.querySelectorAll('*')] : [...scope.querySelectorAll('*')];
    for (const el of list) {
      out.push(el);
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  walk(root);
  return out;
}

/** Focusable elements (tabindex ≥ 0 or natively focusable), deep. */
export function focusableElements(root: Element | Scope): Element[] {
  return deepElements(root).filter(isFocusable);
}

export function a11yProblems(root: Element | Scope): string[] {
  const problems: string[] = [];
  const elements = deepElements(root);
  const scopes = new Set<Scope>();
  for (const el of elements) scopes.add(el.getRootNode() as Scope);

  for (const scope of scopes) {
    const seen = new Map<string, number>();
    for (const el of scope.querySelectorAll('[id]')) seen.set(el.id, (seen.get(el.id) ?? 0) + 1);
    for (const [id, n] of seen) if (n > 1) problems.push(`duplicate id "${id}" (${n}×) in ${scope instanceof ShadowRoot ? `<${scope.host.localName}>` : 'document'}`);
  }

  for (const el of elements) {
    const role = roleOf(el);
    const what = describeElement(el);
    const hidden = inAriaHidden(el);
    const focusable = isFocusable(el);
    const tabindex = el.getAttribute('tabindex');
    if (tabindex !== null && Number(tabindex) > 0) problems.push(`${what}: positive tabindex ${tabindex}`);
    if (focusable && hidden) problems.push(`${what}: focusable inside aria-hidden`);
    if (hidden) continue;
    if (focusable && !role) problems.push(`${what}: focusable without a role`);
    if ((focusable || (role && INTERACTIVE_ROLES.has(role))) && !strictName(el)) problems.push(`${what}: ${role ?? 'focusable'} without an accessible name`);
    if (role === 'img' && !strictName(el)) problems.push(`${what}: image without a name`);
    if (role === 'option' && el.parentElement?.closest('[role="listbox"]') == null) problems.push(`${what}: option outside a listbox`);
    for (const attr of ['aria-labelledby', 'aria-describedby', 'aria-controls']) {
      const ids = el.getAttribute(attr);
      if (!ids) continue;
      const scope = el.getRootNode() as Scope;
      for (const id of ids.split(/\s+/)) if (!scope.getElementById?.(id)) problems.push(`${what}: ${attr} points at missing id "${id}"`);
    }
  }
  return problems;
}
