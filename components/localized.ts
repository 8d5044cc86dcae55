/**
 * A Lit element that speaks its own language: its `lang` attribute, else the nearest `lang` of
 * the elements around it (through shadow roots, below `<html>`), else the page's (`setLocale`).
 * Each update runs inside `withLocale`, so every `msg()` it makes is in that language, and two
 * elements on one page may speak two. A language's words load the first time it is needed; the
 * element draws in English meanwhile and again when they arrive.
 *
 * @example
 * class KultCard extends Localized { render() { return html`${msg('card.kind.being')}`; } }
 * // <kult-card lang="pl"> draws "Istota"
 */
import { LitElement } from 'lit';
import { hasLocale, matchLocale, notifyLocaleChange, onLocaleChange, pageLocale, withLocale, type Locale } from '../src/i18n/catalog.js';
import { loadLocale } from '../src/i18n/load-locale.js';

/** The language an element speaks (see Localized). */
export function localeOf(el: Element): Locale {
  for (let node: Element | null = el; node && node !== document.documentElement; ) {
    const tag = node.getAttribute('lang');
    if (tag) return matchLocale(tag) ?? 'en';
    node = node.parentElement ?? ((node.getRootNode() as ShadowRoot).host as Element | undefined) ?? null;
  }
  return pageLocale();
}

/** One watcher of `lang` on the page's elements (a container's language changing), started with the first localized element. */
let watching = false;
function watchPageLang(): void {
  if (watching) return;
  watching = true;
  new MutationObserver(() => notifyLocaleChange()).observe(document.documentElement, { subtree: true, attributeFilter: ['lang'] });
}

export class Localized extends LitElement {
  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'lang'];
  }

  #stopListening: (() => void) | null = null;

  /** The language this element draws in now. */
  get locale(): Locale {
    return localeOf(this);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    watchPageLang();
    this.#stopListening = onLocaleChange(() => this.requestUpdate());
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#stopListening?.();
    this.#stopListening = null;
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    // The elements inside this one follow its language too: every localized element looks again.
    if (name === 'lang' && old !== value) notifyLocaleChange();
  }

  /** The whole update (willUpdate, render, updated) speaks the element's language. */
  protected override performUpdate(): void {
    const l = this.locale;
    if (!hasLocale(l)) void loadLocale(l).catch(() => undefined);
    withLocale(l, () => super.performUpdate());
  }
}
