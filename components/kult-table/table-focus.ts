import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Keeps keyboard focus where the next thing to do is. Without it, focus fell to the page's body
 * whenever the control it was on went away (Pass, once passed; a step button, once its step
 * ended), and the next Tab started from the top of the page.
 *
 * After every render of the table (and of the components inside it) it looks at where focus is:
 * - lost (the page's body) after being in the table, on a control that is now disabled or gone,
 *   or on the hint where it waited while the opponent acted: it goes to `next()`;
 * - after the player's own act (`soon()`), also when it is still on a button of the move panel
 *   or the timing bar: the act's button now stands for something else;
 * - when a question opens (`soon(true)`): to it, wherever focus was;
 * - anywhere else the player put it (a card in hand, the log): it stays.
 *
 * @example
 * private readonly focus = new TableFocus(this, () => this.nextFocus());
 * act() { …; this.focus.soon(); }
 */
export class TableFocus implements ReactiveController {
  /** Focus was in the table and has not gone to another element of the page since. */
  private had = false;
  private want: 'none' | 'act' | 'force' = 'none';
  private claimed = false;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly next: () => HTMLElement | null,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('focusin', this.onIn);
    this.host.addEventListener('focusout', this.onOut);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('focusin', this.onIn);
    this.host.removeEventListener('focusout', this.onOut);
  }

  /** After the coming render, focus the next thing to do (after an act; `force`: a question opened). */
  soon(force = false): void {
    this.want = force ? 'force' : this.want === 'force' ? 'force' : 'act';
    this.host.requestUpdate();
  }

  /** Focuses a component's own tab stop (the hand's, a cross's, the log's); false when it has none. */
  into(el: Element | null): boolean {
    if (!el) return false;
    const stop = el.shadowRoot?.querySelector<HTMLElement>('[tabindex="0"], summary, button:not([disabled]), select') ?? null;
    stop?.focus();
    return !!stop;
  }

  hostUpdated(): void {
    void this.settle();
  }

  private async settle(): Promise<void> {
    const root = this.host.shadowRoot;
    if (!root) return;
    // The components inside render after the table: look once they have.
    await Promise.all([...root.querySelectorAll('*')].filter((e) => e.localName.startsWith('kult-')).map((e) => (e as unknown as ReactiveControllerHost).updateComplete));
    const want = this.want;
    this.want = 'none';
    const active = deepActive();
    const inside = active !== null && within(this.host, active);
    const lost = document.activeElement === null || document.activeElement === document.body;
    // A table that appears while nothing has focus (the lobby's button that opened it is gone) takes it.
    const first = !this.claimed && lost;
    const stale = inside && (!active!.isConnected || (active as HTMLButtonElement).disabled === true || active!.closest('[hidden]') !== null);
    const parked = inside && active!.classList.contains('hint');
    const onActControl = inside && (active!.closest('.moves') !== null || (active!.getRootNode() as ShadowRoot).host?.localName === 'kult-timing-bar');
    const move = want === 'force' || first || (this.had && lost) || stale || parked || (want === 'act' && onActControl);
    if (!move) return;
    const target = this.next();
    if (!target || target === active) return;
    this.claimed = true;
    // Brought by the other player's act, focus follows without scrolling the page under a reader's eyes.
    target.focus({ preventScroll: want === 'none' });
  }

  private readonly onIn = (): void => {
    this.had = true;
    this.claimed = true;
  };

  private readonly onOut = (e: FocusEvent): void => {
    const to = e.relatedTarget as Node | null;
    // Focus went to another element of the page: the player moved it there.
    if (to && !within(this.host, to)) this.had = false;
  };
}

/** The focused element, looking into open shadow roots. */
function deepActive(): HTMLElement | null {
  let a: Element | null = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a instanceof HTMLElement ? a : null;
}

/** Whether `n` is `host` or inside it, through any shadow roots on the way. */
function within(host: Element, n: Node): boolean {
  let node: Node = n;
  for (;;) {
    if (node === host) return true;
    const root = node.getRootNode();
    if (!(root instanceof ShadowRoot)) return host.contains(node);
    node = root.host;
  }
}
