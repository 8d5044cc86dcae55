import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * One tab stop for a list of like controls (roving tabindex, WAI-ARIA APG): the current item has
 * `tabindex="0"`, the others `-1`; the arrow keys (Up/Down, Left/Right), Home and End move focus
 * along the list, and the item focused last becomes current. A list of hundreds (the match log's
 * acts, the judge's rule texts) is then one stop of the Tab key, not hundreds.
 *
 * The host renders its items as usual; after each render the controller sets their tabindex, so
 * the template keeps no state for it. Items that leave (a filter, a new judgement) hand the stop
 * to the one the list starts at.
 *
 * @example
 * private readonly roving = new RovingFocus(this, () => [...this.renderRoot.querySelectorAll('summary')], { start: 'last' });
 */
export class RovingFocus implements ReactiveController {
  private current: HTMLElement | null = null;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly items: () => HTMLElement[],
    private readonly options: { readonly start?: 'first' | 'last' } = {},
  ) {
    host.addController(this);
  }

  // On the shadow root: focus moving between two items of the same shadow tree never reaches the host.
  private root: ShadowRoot | null = null;

  hostConnected(): void {
    this.root = this.host.shadowRoot;
    this.root?.addEventListener('keydown', this.onKeydown as EventListener);
    this.root?.addEventListener('focusin', this.onFocusin as EventListener);
  }

  hostDisconnected(): void {
    this.root?.removeEventListener('keydown', this.onKeydown as EventListener);
    this.root?.removeEventListener('focusin', this.onFocusin as EventListener);
    this.root = null;
  }

  hostUpdated(): void {
    const items = this.items();
    if (!this.current || !items.includes(this.current)) this.current = (this.options.start === 'last' ? items.at(-1) : items[0]) ?? null;
    for (const item of items) item.tabIndex = item === this.current ? 0 : -1;
  }

  /** The item that holds the tab stop. */
  get stop(): HTMLElement | null {
    return this.current;
  }

  private readonly onFocusin = (e: FocusEvent): void => {
    const item = this.itemOf(e);
    if (!item || item === this.current) return;
    if (this.current) this.current.tabIndex = -1;
    this.current = item;
    item.tabIndex = 0;
  };

  private readonly onKeydown = (e: KeyboardEvent): void => {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    const item = this.itemOf(e);
    if (!item) return;
    const items = this.items();
    const i = items.indexOf(item);
    const to =
      e.key === 'ArrowDown' || e.key === 'ArrowRight' ? items[i + 1]
      : e.key === 'ArrowUp' || e.key === 'ArrowLeft' ? items[i - 1]
      : e.key === 'Home' ? items[0]
      : e.key === 'End' ? items.at(-1)
      : undefined;
    if (!to) return;
    e.preventDefault();
    to.focus();
    to.scrollIntoView?.({ block: 'nearest' });
  };

  /** The list item an event comes from (the first of the event's path that is one). */
  private itemOf(e: Event): HTMLElement | null {
    const items = new Set(this.items());
    for (const n of e.composedPath()) {
      if (n === this.root) return null;
      if (items.has(n as HTMLElement)) return n as HTMLElement;
    }
    return null;
  }
}
