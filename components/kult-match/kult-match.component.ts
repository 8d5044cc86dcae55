import { css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { Localized } from '../localized.js';
import { property, state } from 'lit/decorators.js';
import type { Connect } from '../../src/app/friend-match.js';
import { linkSettings } from '../kult-app/match-link.js';
import type { HostSettings } from '../events/deck-choice.js';
import { kultShell } from '../kult-shell.js';
import { friendPlay, openStore, signalling } from '../../src/app/browser-edge.js';
import { fetchCardSet } from './fetch-card-set.js';
import { coreCards, type CardSet, type Profile } from '../../src/kult/index.js';
import type { SignallingConfig } from '../../src/net/index.js';
import type { MatchStore } from '../../src/net/match-store.js';
import { isRoomId } from '../../src/net/rooms.js';
import { msg } from '../../src/i18n/catalog.js';

type Ready =
  | { readonly kind: 'loading'; readonly what: string }
  | { readonly kind: 'failed'; readonly title: string; readonly lines: readonly string[] }
  | { readonly kind: 'ready'; readonly cards: CardSet; readonly connect: Connect | null; readonly problems: readonly string[] };

/**
 * A whole KULT table for any page: the lobby (Major and deck, a friend match
 * by link with a QR code, or practice against the bot), the table, and the
 * result with the fair-play audit. One element, one module, no build step:
 *
 * ```html
 * <script type="module" src="taroticum-embed.js"></script>
 * <kult-match signal="cloud"></kult-match>
 * ```
 *
 * The match link is this page's address with `?room=…`; opening it joins
 * the match, and a reload resumes it (saved in IndexedDB). The element keeps
 * the page's address in step while a friend match runs.
 *
 * @csspart app - The `<kult-app>` inside (its parts: lobby, table, result, audit).
 * @csspart error - The box shown when the card set cannot be loaded.
 *
 * @cssprop --kult-surface - Panel background (and every other `--kult-*` colour of the table).
 */
export class KultMatch extends Localized {
  static override styles = css`
    :host {
      display: block;
      color: var(--kult-ink, #ece5d8);
      font: 15px/1.45 var(--kult-font, system-ui, 'Segoe UI', sans-serif);
    }
    .box {
      padding: 12px 14px;
      border-radius: 10px;
      background: var(--kult-surface, #17131d);
      border: 1px solid var(--kult-line, #3b3247);
    }
    .box.error {
      border-color: var(--kult-fail, #ff8574);
    }
    .box strong {
      color: var(--kult-fail, #ff8574);
    }
  `;

  /**
   * The PeerJS signalling server: `host[:port][/path]` (optionally with `ws://`, `wss://`,
   * `http://` or `https://`), `cloud` (the public PeerJS server) or `local` (`npm start`'s,
   * 127.0.0.1:9000/kult). Without it: the page's `taroticum.config.json` and URL parameters.
   */
  @property() signal: string | null = null;

  /** URL of a JSON card set (validated) to play with instead of the core set. Both players need the same set. */
  @property({ attribute: 'card-set' }) cardSet: string | null = null;

  /** The room to join or resume; without it, the page's `?room=` parameter. */
  @property() room: string | null = null;

  /** Rules profile the lobby offers first: `FAQ`, `BASE_V1` or `IT` (empty: `IT` for a player reading Italian, else `FAQ`); the host's choice travels in the match link. */
  @property() ruleset: Profile | '' = '';

  @state() private ready: Ready = { kind: 'loading', what: msg('app.loading') };
  private loads = 0;

  /** The signalling settings in use, once parsed (null while loading or when invalid). */
  config: SignallingConfig | null = null;

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('signal') || changed.has('cardSet')) void this.load();
  }

  /** The room to open: the attribute, or the page's `?room=`. */
  get roomToOpen(): string | null {
    const room = this.room ?? new URL(window.location.href).searchParams.get('room');
    return room && isRoomId(room) ? room : null;
  }

  private get joinSettings(): HostSettings {
    return linkSettings(new URL(window.location.href).searchParams, kultShell.settingFields);
  }

  private async load(): Promise<void> {
    const load = ++this.loads;
    const url = this.cardSet;
    this.ready = { kind: 'loading', what: url ? msg('app.cardSet.loading', { url }) : msg('app.loading') };
    const [config, cards] = await Promise.all([
      signalling({ signal: this.signal, location: new URL(window.location.href) }),
      url ? fetchCardSet(new URL(url, window.location.href).toString()) : Promise.resolve({ ok: true as const, set: coreCards() }),
    ]);
    if (load !== this.loads) return;
    if (!cards.ok) {
      this.ready = { kind: 'failed', title: msg('app.cardSet.error', { url: url ?? '' }), lines: cards.lines };
      return;
    }
    const friend = await friendPlay(config);
    if (load !== this.loads) return;
    this.config = config.ok ? config.config : null;
    this.ready = { kind: 'ready', cards: cards.set, connect: friend.connect, problems: friend.problems };
  }

  /** Opened once, on demand: the shell awaits it only when a friend match needs it. */
  private get store(): Promise<MatchStore | null> {
    return (this.storePromise ??= openStore());
  }
  private storePromise: Promise<MatchStore | null> | null = null;

  override render(): TemplateResult | typeof nothing {
    const r = this.ready;
    if (r.kind === 'loading') return html`<p class="box" role="status">${r.what}</p>`;
    if (r.kind === 'failed') {
      return html`<div class="box error" part="error" role="alert">
        <strong>${r.title}</strong>
        <ul>
          ${r.lines.map((l) => html`<li>${l}</li>`)}
        </ul>
      </div>`;
    }
    return html`<kult-app
      part="app"
      exportparts="lobby, table, result, audit"
      sync-url
      .cards=${r.cards}
      .ruleset=${this.ruleset}
      .connect=${r.connect}
      .configProblems=${r.problems}
      .store=${this.store}
      .joinSettings=${this.joinSettings}
      .room=${this.roomToOpen}
    ></kult-app>`;
  }
}
