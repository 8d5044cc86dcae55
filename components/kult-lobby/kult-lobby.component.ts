import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { Localized } from '../localized.js';
import { property, state } from 'lit/decorators.js';
import type { FriendPhase } from '../../src/app/friend-match.js';
import { linkSettings } from '../kult-app/match-link.js';
import type { DeckChoice, HostSettings } from '../events/deck-choice.js';
import type { ChoicePanel, PracticePanel, SettingField, ShellGame, ShellLearn } from '../shell-game.js';
import { KultLeaveEvent } from '../events/kult-leave.js';
import { KultMatchChooseEvent } from '../events/kult-match-choose.js';
import { KultMatchCreateEvent } from '../events/kult-match-create.js';
import { KultMatchJoinEvent } from '../events/kult-match-join.js';
import { KultPracticeEvent } from '../events/kult-practice.js';
import { KultPracticeResumeEvent } from '../events/kult-practice-resume.js';
import { KultTableStartEvent } from '../events/kult-table-start.js';
import { KultReplayOpenEvent } from '../events/kult-replay-open.js';
import { KultRetryEvent } from '../events/kult-retry.js';
import { KultSettingsAcceptEvent } from '../events/kult-settings-accept.js';
import '../kult-watch-panel/kult-watch-panel.js';
import type { WatchStatus } from '../kult-watch-panel/kult-watch-panel.component.js';
import { OFFERED_CLOCKS } from '../../src/net/offered-settings.js';
import { isRoomId } from '../../src/net/rooms.js';
import { cleanText } from '../clean-text.js';
import { hasMsg, locale, LOCALES, matchLocale, msg } from '../../src/i18n/catalog.js';
import { KultLanguageChangeEvent } from '../events/kult-language-change.js';
import { KultGameChangeEvent } from '../events/kult-game-change.js';
import { plural } from '../../src/i18n/plural.js';
import { errorWords, phaseWords, progressSteps } from './progress.js';
// Type-only: the QR encoder loads when a host first shows a link (not in the page's first load).
import type { qrSvg } from './qr-svg.js';
import { styles } from './kult-lobby.styles.js';

/** A friend match being set up, as the lobby shows it (the app shell fills it from FriendMatch). */
export interface LobbyStatus {
  readonly role: 'host' | 'guest';
  readonly room: string;
  /** The link the friend opens (shown to the host with a copy button and a QR code). */
  readonly link: string;
  readonly phase: FriendPhase;
  /** Why the match could not start: a FriendMatch / session / transport error code and its message. */
  readonly error: { readonly code: string; readonly message: string } | null;
  /** A passing remark (a retry in progress…). */
  readonly notice: string | null;
  /** The Major Arcanum and deck were handed to the session. */
  readonly chosen: boolean;
  /** The struggle and clock the host set (a guest reads them from the link). */
  readonly settings: HostSettings;
  /** A guest: the settings the host's table announced (NET-SETTINGS-01), once its hello came; null before. */
  readonly hostSettings?: HostSettings | null;
  /** A guest: the host's settings differ from the link's and wait for this player to accept them; nothing is committed meanwhile. */
  readonly settingsToAccept?: boolean;
  /** A host: its spectators (the watch link, the switch, the count); null without watching. */
  readonly watch?: WatchStatus | null;
  /** A table of three or more: who sits where, as this table knows it, and whether this player may start. */
  readonly table?: TableStatus;
}

/** The roster of a table of three to six seats, for the lobby (src/app/mesh-match.ts). */
export interface TableStatus {
  readonly lines: readonly { readonly seat: string; readonly slot: number; readonly me: boolean; readonly connected: boolean; readonly chosen: boolean }[];
  /** This player opened the room and every seat is here. */
  readonly canStart: boolean;
  /** This player opened the room (only they start). */
  readonly starter: boolean;
  /** Pairs of seats with no path between them (NET-MESH-01), as "p2–p4". */
  readonly missing: readonly string[];
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The lobby: make the game's secret choice in its panel (KULT: a Major
 * Arcanum and a deck, components/kult-deck-choice), then play a friend —
 * create a match with the game's settings and share its link, copy button
 * and QR code, or join from a link — or practise against the bot. The lobby
 * knows no game: the game's part comes from its `shell`.
 *
 * While a friend match is being set up (`status`), the lobby shows its
 * progress in words, and errors with what to do and a Try again button.
 * The lobby only renders and sends events; the app shell (`<kult-app>`)
 * runs the matches.
 *
 * @event kult-match-create - Create a friend match: `{ choice, settings }`.
 * @event kult-match-join - Join a friend's match: `{ room }`.
 * @event kult-match-choose - Confirm the Major Arcanum and deck during set-up: `{ choice }`.
 * @event kult-practice - Practise against the bot: `{ choice }`.
 * @event kult-replay-open - Open a replay file (the game's replay viewer).
 * @event kult-retry - Try again after an error: `{ code }`.
 * @event kult-settings-accept - A guest accepts the host's settings, which differ from its link's (NET-SETTINGS-01).
 * @event kult-leave - Leave the match being set up: `{ from: 'lobby' }`.
 * @event kult-game-change - Play another of the app's `games`: `{ game }` (its id).
 *
 * @csspart base - The lobby.
 * @csspart choice - The Major Arcanum and deck panel.
 * @csspart play - The panel with the three ways to play.
 * @csspart connection - The friend match set-up panel (link, QR, progress, errors).
 * @csspart link - The match link field.
 * @csspart qr - The QR code of the link (an inline SVG).
 * @csspart progress - The list of set-up steps.
 * @csspart error - An error box.
 * @csspart learn - The game's lessons, opened from the Learn entry (KULT: `<kult-lessons>`).
 *
 * @cssprop --kult-surface - Panel background.
 * @cssprop --kult-ink - Text colour.
 * @cssprop --kult-accent - Headings and the chosen Major.
 */
export class KultLobby extends Localized {
  static override styles = styles;

  /** The game: its choice panel and settings (the registered `<kult-lobby>` defaults to KULT's). */
  @property({ attribute: false }) shell: ShellGame | null = null;

  /** The games the app plays (the Game choice shows when there are two or more); the lobby draws `shell`'s. */
  @property({ attribute: false }) games: readonly ShellGame[] = [];

  /** The game's content to choose from (KULT: the card set; null: the game's default). */
  @property({ attribute: false }) cards: unknown = null;

  /** Rules profile (KULT: decides the minimum deck size and the restricted lists the judge applies; empty: the game's default). */
  @property() ruleset = '';

  /** The friend match being set up, or null in the lobby proper. */
  @property({ attribute: false }) status: LobbyStatus | null = null;

  /** A practice game saved in this browser that can go on (its turn), or null. */
  @property({ attribute: false }) resumable: { readonly turn: number } | null = null;

  /** Problems with the network settings (URL parameters, taroticum.config.json): friend play is off until fixed. */
  @property({ attribute: false }) configProblems: readonly string[] = [];

  /** The game's fields the host chose (the response clock is the lobby's own). */
  @state() private fields: Readonly<Record<string, string>> = {};
  @state() private clockSeconds = 0;
  /** How many players the host's friend match seats. */
  @state() private seats = 2;
  @state() private joinText = '';
  @state() private joinInvalid = false;
  @state() private copy: CopyState = 'idle';
  /** The game's lessons, opened from the Learn entry: loading, failed to load, or shown. */
  @state() private learning: 'loading' | 'failed' | ShellLearn | null = null;
  /** The QR drawing (./qr-svg.ts with its encoder), once loaded for a host's link. */
  @state() private qr: typeof qrSvg | null = null;
  private qrLoad: Promise<void> | null = null;

  private panel: { shell: ShellGame; panel: ChoicePanel; practice: PracticePanel | null } | null = null;
  /** The fields the player set here: a change of language or page ruleset leaves them as they are. */
  private chosenFields = new Set<string>();
  /** What the untouched fields' first choice was made for (the language and page ruleset). */
  private firstFields = '';

  /** Each untouched field at its first choice for this reader (the Italian profile for Italian readers). */
  private offerFirstFields(shell: ShellGame): void {
    const l = locale();
    const stamp = `${l}|${this.ruleset}`;
    if (stamp === this.firstFields) return;
    this.firstFields = stamp;
    const first = (f: SettingField): string => f.initial?.(l, this.ruleset) ?? f.values[0] ?? '';
    this.fields = Object.fromEntries(shell.settingFields.map((f) => [f.key, this.chosenFields.has(f.key) ? (this.fields[f.key] ?? first(f)) : first(f)]));
  }

  override willUpdate(changed: PropertyValues<this>): void {
    const shell = this.shell;
    if (shell && this.panel?.shell !== shell) {
      const content = () => this.cards ?? shell.defaultContent();
      this.panel = { shell, panel: shell.choicePanel(this, content, () => shell.rulesetOf(this.fields, this.ruleset || shell.defaultRuleset)), practice: shell.practicePanel?.(this, content) ?? null };
      this.chosenFields = new Set();
      this.firstFields = '';
    }
    if (shell) this.offerFirstFields(shell);
    if (changed.has('status') && changed.get('status')?.link !== this.status?.link) this.copy = 'idle';
    if (this.status?.role === 'host') this.qrLoad ??= this.loadQr();
  }

  /** The QR encoder, on demand; if it cannot load, the link and its Copy button stand alone (and the next link tries again). */
  private async loadQr(): Promise<void> {
    try {
      this.qr = (await import('./qr-svg.js')).qrSvg;
    } catch (err) {
      console.warn('taroticum: the QR code could not be drawn', err);
      this.qrLoad = null;
    }
  }

  /** The current choice when the game accepts it, else null. */
  get choice(): DeckChoice | null {
    return this.panel?.panel.choice ?? null;
  }

  /** A lobby message in the game's own words where it has them (`kult.lobby.intro`), else the shell's. */
  private readonly word = (key: string, values?: Readonly<Record<string, string | number>>): string => {
    const own = this.shell ? `${this.shell.id}.${key}` : null;
    return msg(own && hasMsg(own) ? own : key, values);
  };

  private get settingFields(): readonly SettingField[] {
    return this.shell?.settingFields ?? [];
  }

  /** Opens the game's lessons in the lobby's place (their code loads now; a failed load can be tried again). */
  private async openLearn(): Promise<void> {
    const shell = this.shell;
    if (!shell?.learn) return;
    this.learning = 'loading';
    try {
      const part = await shell.learn();
      if (this.learning === 'loading') this.learning = part;
    } catch (err) {
      console.warn('taroticum: the lessons could not be loaded', err);
      if (this.learning === 'loading') this.learning = 'failed';
    }
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('.learn-back')?.focus();
  }

  private closeLearn(): void {
    this.learning = null;
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('button.learn')?.focus());
  }

  private renderLearning(l: 'loading' | 'failed' | ShellLearn): TemplateResult {
    return html`<div class="learning" part="learn">
      <button class="learn-back" @click=${() => this.closeLearn()}>${msg('lobby.learn.back')}</button>
      ${l === 'loading'
        ? html`<p class="loading" role="status">${msg('lobby.learn.loading')}</p>`
        : l === 'failed'
          ? html`<p class="hint" role="alert">${msg('lobby.learn.failed')}</p><button class="learn" @click=${() => void this.openLearn()}>${msg('lobby.learn')}</button>`
          : l.render(this.cards ?? this.shell!.defaultContent())}
    </div>`;
  }

  override render(): TemplateResult {
    const s = this.status;
    if (this.learning && !s) return this.renderLearning(this.learning);
    return html`<div class="lobby" part="base" role="region" aria-label=${msg('lobby.label')}>
      <header>
        <h2>${msg('lobby.title')}</h2>
        ${s ? nothing : this.renderLanguage()}
        ${s ? nothing : this.renderGameChoice()}
        <p class="intro">${this.word('lobby.intro')}</p>
        ${this.shell?.learn && !s
          ? html`<p class="learn-entry"><button class="learn" @click=${() => void this.openLearn()}>${msg('lobby.learn')}</button> <span class="help">${msg('lobby.learn.about')}</span></p>`
          : nothing}
      </header>
      ${this.configProblems.length > 0 ? this.renderConfigProblems() : nothing}
      ${s ? this.renderConnection(s) : nothing}
      <div class="columns">
        ${s?.chosen ? this.renderChosen() : this.renderChoice(s)}
        ${s ? nothing : this.renderPlay()}
      </div>
    </div>`;
  }

  /** The languages the app speaks, each in its own words (`lang` on each, for screen readers). */
  private renderLanguage(): TemplateResult {
    const now = locale();
    const choose = (e: Event): void => {
      const l = matchLocale((e.target as HTMLSelectElement).value);
      if (l && l !== now) this.dispatchEvent(new KultLanguageChangeEvent({ locale: l }));
    };
    return html`<label class="field language" part="language">
      <span>${msg('lobby.language')}</span>
      <select name="lang" .value=${now} @change=${choose}>
        ${LOCALES.map((l) => html`<option value=${l} lang=${l} ?selected=${l === now}>${msg(`language.${l}`)}</option>`)}
      </select>
    </label>`;
  }

  /** Which game to play, when the app plays more than one: each by its name in words (`lobby.game.<id>`). */
  private renderGameChoice(): TemplateResult | typeof nothing {
    if (this.games.length < 2 || !this.shell) return nothing;
    const now = this.shell.id;
    const choose = (e: Event): void => {
      const id = (e.target as HTMLSelectElement).value;
      if (id !== now && this.games.some((g) => g.id === id)) this.dispatchEvent(new KultGameChangeEvent({ game: id }));
    };
    return html`<label class="field game" part="game">
      <span>${msg('lobby.game.label')}</span>
      <select name="game" .value=${now} @change=${choose}>
        ${this.games.map((g) => html`<option value=${g.id} ?selected=${g.id === now}>${msg(`lobby.game.${g.id}`)}</option>`)}
      </select>
    </label>`;
  }

  // ---------------------------------------------------------------------------------------
  // The game's choice

  private renderChoice(s: LobbyStatus | null): TemplateResult {
    return html`<section class="panel choice" part="choice" aria-labelledby="choice-h">
      <h3 id="choice-h" class="sr">${msg('lobby.choice.heading')}</h3>
      ${this.panel?.panel.render() ?? nothing}
      ${s && !s.chosen && s.phase !== 'failed' ? this.renderConfirm() : nothing}
    </section>`;
  }

  private renderConfirm(): TemplateResult {
    const choice = this.choice;
    return html`<p class="help">${this.word('lobby.choice.needed')}</p>
      <button class="primary confirm" ?disabled=${!choice} @click=${() => choice && this.dispatchEvent(new KultMatchChooseEvent({ choice }))}>
        ${this.word('lobby.choice.confirm')}
      </button>
      ${choice ? nothing : html`<p class="hint">${this.word('lobby.needValidDeck')}</p>`}`;
  }

  private renderChosen(): TemplateResult {
    return html`<section class="panel choice chosen" part="choice" aria-label=${msg('lobby.choice.heading')}>
      ${this.panel?.panel.renderChosen() ?? nothing}
    </section>`;
  }

  // ---------------------------------------------------------------------------------------
  // Ways to play

  private renderPlay(): TemplateResult {
    const choice = this.choice;
    const netOk = this.configProblems.length === 0;
    return html`<section class="panel play" part="play" aria-labelledby="play-h">
      <h3 id="play-h" class="sr">${msg('lobby.play.legend')}</h3>
      ${this.settingFields.length > 0
        ? html`<fieldset class="game-settings">
            <legend>${msg('lobby.settings.game')}</legend>
            <div class="row">${this.settingFields.map((f) => this.renderField(f))}</div>
          </fieldset>`
        : nothing}
      ${this.shell?.friendMatches === false
        ? html`<p class="help friend-later" role="note">${msg('lobby.friend.later')}</p>`
        : this.renderFriend(choice, netOk)}
      <section aria-labelledby="practice-h">
        <h3 id="practice-h">${msg('lobby.practice.heading')}</h3>
        <p class="help">${this.word('lobby.practice.help')}</p>
        ${this.resumable
          ? html`<button class="primary practice-resume" @click=${() => this.dispatchEvent(new KultPracticeResumeEvent())}>${msg('lobby.practice.resume', { turn: this.resumable.turn })}</button>`
          : nothing}
        ${this.panel?.practice?.render() ?? nothing}
        <button class="practice" ?disabled=${!choice} @click=${() => choice && this.dispatchEvent(new KultPracticeEvent({ choice, settings: { ...this.fields, clockSeconds: 0 }, options: this.panel?.practice?.options ?? {} }))}>${this.word(this.resumable ? 'lobby.practice.new' : 'lobby.practice.button')}</button>
      </section>
      ${this.shell?.replayViewer
        ? html`<section aria-labelledby="replay-h">
            <h3 id="replay-h">${msg('lobby.replay.heading')}</h3>
            <p class="help">${msg('lobby.replay.help')}</p>
            <button class="open-replay" @click=${() => this.dispatchEvent(new KultReplayOpenEvent())}>${msg('lobby.replay.button')}</button>
          </section>`
        : nothing}
      ${choice ? nothing : html`<p class="hint">${this.word('lobby.needValidDeck')}</p>`}
    </section>`;
  }

  /** Playing a friend: creating a match with the game's settings, or joining one from a link. */
  private renderFriend(choice: DeckChoice | null, netOk: boolean): TemplateResult {
    return html`<section aria-labelledby="friend-h">
        <h3 id="friend-h">${msg('lobby.friend.heading')}</h3>
        <p class="help">${msg('lobby.friend.help')}</p>
        <fieldset>
          <legend class="sr">${msg('lobby.settings.legend')}</legend>
          <div class="row">
            <label class="field">
              <span>${msg('lobby.settings.clock')}</span>
              <select name="clock" .value=${String(this.clockSeconds)} @change=${this.setClock}>
                ${OFFERED_CLOCKS.map((n) => html`<option value=${String(n)} ?selected=${this.clockSeconds === n}>${clockWords(n)}</option>`)}
              </select>
            </label>
            ${(this.shell?.seatCounts.length ?? 0) > 1
              ? html`<label class="field">
                  <span>${msg('lobby.settings.seats')}</span>
                  <select name="seats" .value=${String(this.seats)} @change=${this.setSeats}>
                    ${this.shell!.seatCounts.map((n) => html`<option value=${String(n)} ?selected=${this.seats === n}>${msg('lobby.settings.seats.count', { count: n })}</option>`)}
                  </select>
                </label>`
              : nothing}
          </div>
        </fieldset>
        <button class="primary create" ?disabled=${!choice || !netOk} @click=${this.create}>${msg('lobby.friend.create')}</button>
      </section>
      <section aria-labelledby="join-h">
        <h3 id="join-h">${msg('lobby.join.heading')}</h3>
        <form class="row" @submit=${this.join}>
          <label class="field">
            <span>${msg('lobby.join.label')}</span>
            <input type="text" name="join" autocomplete="off" spellcheck="false" placeholder=${msg('lobby.join.placeholder')} .value=${this.joinText} @input=${(e: Event) => {
              this.joinText = (e.target as HTMLInputElement).value;
              this.joinInvalid = false;
            }} />
          </label>
          <button type="submit" class="join" ?disabled=${!netOk}>${msg('lobby.join.button')}</button>
        </form>
        ${this.joinInvalid ? html`<p class="hint" role="alert">${msg('lobby.join.invalid', { text: this.joinText })}</p>` : nothing}
      </section>`;
  }

  /** One of the game's settings as a list of the values it offers. */
  private renderField(f: SettingField): TemplateResult {
    const value = this.fields[f.key] ?? f.values[0];
    const set = (e: Event): void => {
      const v = (e.target as HTMLSelectElement).value;
      if (!f.values.includes(v)) return;
      this.fields = { ...this.fields, [f.key]: v };
      this.chosenFields.add(f.key);
    };
    return html`<label class="field">
      <span>${f.label()}</span>
      <select name=${f.key} .value=${value ?? ''} @change=${set}>
        ${f.values.map((v) => html`<option value=${v} ?selected=${value === v}>${f.valueWords(v)}</option>`)}
      </select>
    </label>`;
  }

  /** Only the clocks offered (NET-SETTINGS-01): the friend's table refuses any other. */
  private setClock(e: Event): void {
    const n = Number((e.target as HTMLSelectElement).value);
    this.clockSeconds = (OFFERED_CLOCKS as readonly number[]).includes(n) ? n : 0;
  }

  /** Only the table sizes the game seats. */
  private setSeats(e: Event): void {
    const n = Number((e.target as HTMLSelectElement).value);
    this.seats = this.shell?.seatCounts.includes(n) ? n : 2;
  }

  private create(): void {
    const choice = this.choice;
    if (choice) this.dispatchEvent(new KultMatchCreateEvent({ choice, settings: { ...this.fields, clockSeconds: this.clockSeconds, ...(this.seats > 2 ? { seats: this.seats } : {}) } }));
  }

  private join(e: Event): void {
    e.preventDefault();
    const room = roomFromText(this.joinText);
    if (!room) {
      this.joinInvalid = true;
      return;
    }
    const query = /\?([^#]*)/.exec(this.joinText.trim())?.[1];
    this.dispatchEvent(new KultMatchJoinEvent({ room, settings: query === undefined ? null : linkSettings(new URLSearchParams(query), this.settingFields) }));
  }

  // ---------------------------------------------------------------------------------------
  // A friend match being set up

  private renderConnection(s: LobbyStatus): TemplateResult {
    const heading = s.role === 'host' ? msg('lobby.friend.heading') : msg('lobby.joining', { room: s.room });
    return html`<section class="panel connection" part="connection" aria-labelledby="conn-h">
      <div class="main">
        <h3 id="conn-h">${heading}</h3>
        ${s.role === 'host' ? this.renderLink(s) : this.renderHostSettings(s)}
        ${s.table && !s.error ? this.renderRoster(s.table) : nothing}
        ${s.watch && !s.error ? html`<kult-watch-panel class="watchers" explain .status=${s.watch}></kult-watch-panel>` : nothing}
        ${s.error ? this.renderError(s.error) : this.renderProgress(s)}
        ${s.notice && !s.error ? html`<p class="notice">${cleanText(s.notice)}</p>` : nothing}
        ${s.error ? nothing : html`<button class="leave" @click=${() => this.dispatchEvent(new KultLeaveEvent({ from: 'lobby' }))}>${msg('lobby.leave')}</button>`}
      </div>
      ${s.role === 'host' && !s.error ? html`<figure class="qr-box">${this.qr ? this.qr(s.link, msg('lobby.link.qr')) : nothing}<figcaption class="room">${msg('lobby.link.room', { room: s.room })}</figcaption></figure>` : nothing}
    </section>`;
  }

  private renderLink(s: LobbyStatus): TemplateResult {
    return html`<p class="help">${msg('lobby.link.heading')}</p>
      <div class="link-row">
        <input type="url" part="link" class="link" readonly .value=${s.link} aria-label=${msg('lobby.link.label')} @focus=${(e: Event) => (e.target as HTMLInputElement).select()} />
        <button class="copy" @click=${() => void this.copyLink(s.link)}>${msg('lobby.link.copy')}</button>
      </div>
      <p class="copy-status ${this.copy === 'failed' ? 'failed' : ''}" role="status">
        ${this.copy === 'copied' ? msg('lobby.link.copied') : this.copy === 'failed' ? msg('lobby.link.copyFailed') : ''}
      </p>
      ${this.renderHostSettings(s)}`;
  }

  /**
   * The settings the match is played by, in words. A guest sees its link's until the host's
   * table announces its own; if those differ, it accepts them or leaves before its table
   * commits anything (NET-SETTINGS-01).
   */
  private renderHostSettings(s: LobbyStatus): TemplateResult {
    if (s.role === 'host') return html`<p class="help settings">${this.settingsWords(s.settings)}</p>`;
    const announced = s.hostSettings ?? null;
    if (announced && s.settingsToAccept) {
      return html`<section class="settings-check" role="alert" aria-labelledby="settings-h">
        <h4 id="settings-h">${msg('lobby.settings.differ.title')}</h4>
        <p>${msg('lobby.settings.differ.host', { settings: this.settingsWords(announced) })}</p>
        <p>${msg('lobby.settings.differ.link', { settings: this.settingsWords(s.settings) })}</p>
        <p class="help">${msg('lobby.settings.differ.help')}</p>
        <div class="row">
          <button class="primary accept-settings" @click=${() => this.dispatchEvent(new KultSettingsAcceptEvent({ ...announced }))}>${msg('lobby.settings.accept')}</button>
          <button class="leave refuse-settings" @click=${() => this.dispatchEvent(new KultLeaveEvent({ from: 'lobby' }))}>${msg('lobby.settings.refuse')}</button>
        </div>
      </section>`;
    }
    return html`<p class="help settings">${announced ? msg('lobby.settings.fromHost', { settings: this.settingsWords(announced) }) : msg('lobby.settings.fromLink', { settings: this.settingsWords(s.settings) })}</p>`;
  }

  /**
   * A table of three or more: every seat in seating order, whether it is here (its table reaches
   * this one) and whether its player has chosen; a pair of seats with no path between them; and
   * for the room's first player, Start once every seat is here.
   */
  private renderRoster(t: TableStatus): TemplateResult {
    const here = t.lines.filter((l) => l.connected).length;
    return html`<section class="roster" aria-labelledby="roster-h">
      <h4 id="roster-h">${msg('lobby.table.heading', { here, seats: t.lines.length })}</h4>
      <ol>
        ${t.lines.map(
          (l) => html`<li data-seat=${l.seat} data-here=${l.connected ? 'true' : 'false'}>
            <span class="who">${msg(l.me ? 'lobby.table.you' : 'lobby.table.seat', { slot: l.slot })}:</span>
            <span class="state">${msg(l.connected ? (l.chosen ? 'lobby.table.chosen' : 'lobby.table.choosing') : 'lobby.table.away')}</span>
          </li>`,
        )}
      </ol>
      ${t.missing.length ? html`<p class="hint" role="alert">${msg('mesh.notice.noPath', { pair: t.missing.join(', ') })}</p>` : nothing}
      ${t.starter
        ? html`<button class="primary start-table" ?disabled=${!t.canStart} @click=${() => this.dispatchEvent(new KultTableStartEvent())}>${msg('lobby.table.start')}</button>
            ${t.canStart ? nothing : html`<p class="help">${msg('lobby.table.startWhenFull')}</p>`}`
        : nothing}
    </section>`;
  }

  /** A table of three or more fills: how many seats still wait for a player (or for every channel to open). */
  private tableWaiting(t: TableStatus): string {
    const away = t.lines.filter((l) => !l.connected).length;
    return away > 0 ? plural('lobby.table.waiting', away) : msg('lobby.table.connecting');
  }

  private renderProgress(s: LobbyStatus): TemplateResult {
    const steps = progressSteps(s.role, s.phase);
    // No spinner while the table waits for this player (to choose) or for nothing.
    const busy = s.phase !== 'playing' && s.phase !== 'audited' && !(s.phase === 'choosing' && !s.chosen);
    return html`<ol class="steps" part="progress" aria-label=${msg('lobby.progress.label')}>
        ${steps.map(
          (st) => html`<li class=${st.state} data-step=${st.key} aria-current=${st.state === 'current' ? 'step' : 'false'}>
            ${this.word(`lobby.step.${st.key}`)}${st.state === 'todo' ? nothing : html`<span class="sr"> (${msg(st.state === 'done' ? 'lobby.step.done' : 'lobby.step.current')})</span>`}
          </li>`,
        )}
      </ol>
      <p class="phase" role="status" aria-live="polite" data-phase=${s.phase}>
        ${busy ? html`<span class="spinner" aria-hidden="true"></span>` : nothing}${s.table && s.phase === 'waiting-for-friend' ? this.tableWaiting(s.table) : phaseWords(s.phase, s.chosen, this.word)}
      </p>`;
  }

  private renderError(error: { code: string; message: string }): TemplateResult {
    const words = errorWords(error.code, this.word);
    return html`<div class="error" part="error" role="alert" data-code=${error.code}>
      <strong>${words.title}</strong>
      <p>${words.help}</p>
      <p class="details">${msg('lobby.error.details', { message: cleanText(error.message) })}</p>
      <div class="row">
        <button class="primary retry" @click=${() => this.dispatchEvent(new KultRetryEvent({ code: error.code }))}>${msg('lobby.error.retry')}</button>
        <button class="leave" @click=${() => this.dispatchEvent(new KultLeaveEvent({ from: 'lobby' }))}>${msg('lobby.error.leave')}</button>
      </div>
    </div>`;
  }

  private renderConfigProblems(): TemplateResult {
    return html`<div class="panel error" part="error" role="alert" data-code="config">
      <strong>${msg('lobby.error.config.title')}</strong>
      <p>${msg('lobby.error.config.help')}</p>
      <ul>
        ${this.configProblems.map((p) => html`<li>${cleanText(p)}</li>`)}
      </ul>
    </div>`;
  }

  /** A match's settings in words: "World (longer), 30 s response clock". */
  private settingsWords(s: HostSettings): string {
    const game = this.settingFields.map((f) => f.valueWords(String(s[f.key] ?? f.values[0] ?? '')));
    const words = msg('lobby.settings.words', { game: game.join(', '), clock: clockWords(s.clockSeconds) });
    return (s.seats ?? 2) > 2 ? `${words}, ${msg('lobby.settings.seats.count', { count: s.seats! })}` : words;
  }

  /** Copies the link: the async Clipboard API, else the old `execCommand('copy')` on the selected field. */
  private async copyLink(link: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(link);
      this.copy = 'copied';
      return;
    } catch {
      // No clipboard permission (an insecure origin, an iframe without clipboard-write): fall back.
    }
    const field = this.renderRoot.querySelector<HTMLInputElement>('input.link');
    field?.focus();
    field?.select();
    let ok = false;
    try {
      ok = document.execCommand('copy');
    } catch {
      ok = false;
    }
    this.copy = ok ? 'copied' : 'failed';
  }
}

/** A response clock in words: "no response clock", "30 s response clock". */
function clockWords(seconds: number): string {
  return seconds > 0 ? msg('lobby.settings.clock.seconds', { seconds }) : msg('lobby.settings.clock.none');
}


/**
 * The room id in what a player pasted: a link with `?room=…`, or a bare room code.
 *
 * @example
 * roomFromText('http://127.0.0.1:8000/?room=kult-abc234def567') // 'kult-abc234def567'
 * roomFromText('  kult-abc234def567 ')                          // 'kult-abc234def567'
 * roomFromText('hello world')                                   // null
 */
export function roomFromText(text: string): string | null {
  const t = text.trim();
  if (t === '') return null;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(t)) {
    try {
      const room = new URL(t).searchParams.get('room');
      return room && isRoomId(room) ? room : null;
    } catch {
      return null;
    }
  }
  const m = /[?&]room=([^&#\s]+)/.exec(t);
  const room = m ? decodeURIComponent(m[1]!) : t;
  return isRoomId(room) ? room : null;
}
