import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { AnyGameUI } from '../../src/app/game-ui.js';
import type { LogEntry } from '../../src/app/match-port.js';
import { msg } from '../../src/i18n/catalog.js';
import '../../src/i18n/en/table-words.js';

/** At most this many lines on the banner: the newest consequences. */
const BANNER_LINES = 4;

/**
 * The short banner on the table that says what the latest acts did (a combat's result, a card
 * discarded at random, a marker taken): the outcomes of the acts new in a snapshot, shown for a
 * while, then gone (it carries no control, so focus never drops with it). It is not a live region: the table's narration says the same to a screen
 * reader, once. What the log held when the table first saw it is history, not news.
 *
 * @example
 * private readonly banner = new OutcomeBanner(this, () => this.bannerMs);
 * receive(s) { this.banner.follow(s.log, ui, s.view, s.me); }
 * render() { return this.banner.render(); }
 */
export class OutcomeBanner implements ReactiveController {
  private upTo: number | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** The lines shown, newest last; empty when the banner is hidden. */
  lines: readonly string[] = [];

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly showMs: () => number,
  ) {
    host.addController(this);
  }

  /** Forgets what was seen (a new match). */
  reset(): void {
    this.upTo = null;
    this.hide();
  }

  follow(log: readonly LogEntry[], ui: AnyGameUI, view: unknown, me: string): void {
    const newest = log.at(-1)?.seq ?? -1;
    if (this.upTo === null || newest < this.upTo) {
      this.upTo = newest;
      return;
    }
    const since = this.upTo;
    this.upTo = newest;
    const lines = log.filter((e) => e.seq > since).flatMap((e) => ui.describeOutcomes?.(e, view, me) ?? []);
    if (lines.length > 0) this.show(lines.slice(-BANNER_LINES));
  }

  render(): TemplateResult | typeof nothing {
    if (this.lines.length === 0) return nothing;
    return html`<div class="outcome-banner" part="outcome-banner" role="group" aria-label=${msg('table.banner.label')}>
      <ul>${this.lines.map((l) => html`<li>${l}</li>`)}</ul>
    </div>`;
  }

  /** Takes the banner down (its time is up). */
  dismiss(): void {
    this.hide();
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    this.hide();
  }

  private show(lines: readonly string[]): void {
    if (this.timer) clearTimeout(this.timer);
    this.lines = lines;
    this.timer = setTimeout(() => this.dismiss(), this.showMs());
  }

  private hide(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.lines = [];
  }
}
