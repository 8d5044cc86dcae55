import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { FriendPhase } from '../../src/app/friend-match.js';
import { linkSettings } from '../kult-app/match-link.js';
import { coreCards, validateDeckFor, type CardDef, type CardId, type CardSet, type Judgement, type Profile, type Struggle } from '../../src/kult/index.js';
import type { DeckChoice, HostSettings } from '../events/deck-choice.js';
import { KultLeaveEvent } from '../events/kult-leave.js';
import { KultMatchChooseEvent } from '../events/kult-match-choose.js';
import { KultMatchCreateEvent } from '../events/kult-match-create.js';
import { KultMatchJoinEvent } from '../events/kult-match-join.js';
import { KultPracticeEvent } from '../events/kult-practice.js';
import { KultRetryEvent } from '../events/kult-retry.js';
import { KultSettingsAcceptEvent } from '../events/kult-settings-accept.js';
import { OFFERED_CLOCKS } from '../../src/net/offered-settings.js';
import { STRUGGLES } from '../../src/kult/index.js';
import { kultRuleWordsUrl } from '../../src/kult/rule-words-url.js';
import { isRoomId } from '../../src/net/rooms.js';
import { cleanText } from '../clean-text.js';
import { msg } from '../../src/i18n/catalog.js';
import { plural } from '../../src/i18n/plural.js';
import { readDeckList, starterAsText, starterDecksFor, type DeckLineProblem, type StarterOption } from './deck-source.js';
import { errorWords, phaseWords, progressSteps } from './progress.js';
import { qrSvg } from './qr-svg.js';
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
}

type DeckSource = { readonly kind: 'starter'; readonly key: string } | { readonly kind: 'custom' };
type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The lobby: choose a Major Arcanum (all of the set's Majors, drawn with
 * `<kult-card>`) and a deck (a starter deck, or a pasted or imported list
 * checked by the judge, each failing check with its rule ID), then play a
 * friend — create a match and share its link, copy button and QR code, or
 * join from a link — or practise against the bot.
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
 * @event kult-retry - Try again after an error: `{ code }`.
 * @event kult-settings-accept - A guest accepts the host's settings, which differ from its link's (NET-SETTINGS-01).
 * @event kult-leave - Leave the match being set up: `{ from: 'lobby' }`.
 *
 * @csspart base - The lobby.
 * @csspart choice - The Major Arcanum and deck panel.
 * @csspart play - The panel with the three ways to play.
 * @csspart connection - The friend match set-up panel (link, QR, progress, errors).
 * @csspart link - The match link field.
 * @csspart qr - The QR code of the link (an inline SVG).
 * @csspart progress - The list of set-up steps.
 * @csspart error - An error box.
 *
 * @cssprop --kult-surface - Panel background.
 * @cssprop --kult-ink - Text colour.
 * @cssprop --kult-accent - Headings and the chosen Major.
 */
export class KultLobby extends LitElement {
  static override styles = styles;

  /** The card set to choose from (and to check decks against). */
  @property({ attribute: false }) cards: CardSet = coreCards();

  /** Rules profile: decides the minimum deck size and the restricted lists the judge applies. */
  @property() ruleset: Profile = 'FAQ';

  /** The friend match being set up, or null in the lobby proper. */
  @property({ attribute: false }) status: LobbyStatus | null = null;

  /** Problems with the network settings (URL parameters, taroticum.config.json): friend play is off until fixed. */
  @property({ attribute: false }) configProblems: readonly string[] = [];

  @state() private major: CardId = '';
  @state() private source: DeckSource = { kind: 'starter', key: '' };
  @state() private customText = '';
  @state() private fileError: string | null = null;
  @state() private struggle: Struggle = 'continent';
  @state() private clockSeconds = 0;
  @state() private joinText = '';
  @state() private joinInvalid = false;
  @state() private copy: CopyState = 'idle';

  private majors: readonly CardDef[] = [];
  private starters: readonly StarterOption[] = [];
  /** The selected deck: its cards, the lines that could not be read, and the judge's verdict (null while unreadable). */
  private deck: { list: readonly CardId[]; problems: readonly DeckLineProblem[]; judgement: Judgement<readonly CardId[]> | null } | null = null;

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('cards')) {
      this.majors = [...this.cards.cards.values()].filter((c) => c.kind === 'major');
      this.starters = starterDecksFor(this.cards);
      if (!this.majors.some((m) => m.id === this.major)) this.selectMajor(this.starters[0]?.majors[0] ?? this.majors[0]?.id ?? '');
    }
    if (changed.has('status') && changed.get('status')?.link !== this.status?.link) this.copy = 'idle';
    this.deck = this.checkDeck();
  }

  /** The current choice when the judge accepts the deck, else null. */
  get choice(): DeckChoice | null {
    const d = this.deck;
    return d && this.major && d.list.length > 0 && d.judgement?.ok ? { major: this.major, list: d.list } : null;
  }

  override render(): TemplateResult {
    const s = this.status;
    return html`<div class="lobby" part="base" role="region" aria-label=${msg('lobby.label')}>
      <header>
        <h2>${msg('lobby.title')}</h2>
        <p class="intro">${msg('lobby.intro')}</p>
      </header>
      ${this.configProblems.length > 0 ? this.renderConfigProblems() : nothing}
      ${s ? this.renderConnection(s) : nothing}
      <div class="columns">
        ${s?.chosen ? this.renderChosen() : this.renderChoice(s)}
        ${s ? nothing : this.renderPlay()}
      </div>
    </div>`;
  }

  // ---------------------------------------------------------------------------------------
  // Major Arcanum and deck

  private renderChoice(s: LobbyStatus | null): TemplateResult {
    const selected = this.cards.cards.get(this.major);
    return html`<section class="panel choice" part="choice" aria-labelledby="choice-h">
      <h3 id="choice-h" class="sr">${msg('lobby.major.legend')} · ${msg('lobby.deck.legend')}</h3>
      <fieldset>
        <legend>${msg('lobby.major.legend')}</legend>
        <div class="majors-wrap">
          <div class="majors">
            ${this.majors.map((m) => this.renderMajor(m))}
          </div>
          ${selected ? html`<kult-card class="preview" .card=${selected} size="full"></kult-card>` : nothing}
        </div>
      </fieldset>
      ${this.renderDeck()}
      ${s && !s.chosen && s.phase !== 'failed' ? this.renderConfirm() : nothing}
    </section>`;
  }

  private renderMajor(m: CardDef): TemplateResult {
    const checked = m.id === this.major;
    const label = msg('lobby.major.option', { name: m.name, affiliation: msg(`card.affiliation.${m.affiliation}`) });
    return html`<label class="major ${checked ? 'checked' : ''}" data-major=${m.id}>
      <input type="radio" name="major" .value=${m.id} .checked=${checked} aria-label=${label} @change=${() => this.selectMajor(m.id)} />
      <kult-card .card=${m} size="mini" aria-hidden="true"></kult-card>
      <span aria-hidden="true">${m.name}</span>
    </label>`;
  }

  private renderDeck(): TemplateResult {
    const src = this.source;
    const d = this.deck;
    return html`<fieldset class="deck">
      <legend>${msg('lobby.deck.legend')}</legend>
      <div class="decks">
        ${this.starters.map(
          (st) => html`<label class="radio">
            <input type="radio" name="deck" data-deck=${st.key} .checked=${src.kind === 'starter' && src.key === st.key} @change=${() => (this.source = { kind: 'starter', key: st.key })} />
            ${msg('lobby.deck.starter', { name: st.name })}
          </label>`,
        )}
        <label class="radio">
          <input type="radio" name="deck" data-deck="custom" .checked=${src.kind === 'custom'} @change=${this.chooseCustom} />
          ${msg('lobby.deck.custom')}
        </label>
      </div>
      ${src.kind === 'custom'
        ? html`<label class="field">
              <span>${msg('lobby.deck.paste.label')}</span>
              <textarea name="deck-list" spellcheck="false" placeholder=${msg('lobby.deck.paste.placeholder')} .value=${this.customText} @input=${(e: Event) => this.setCustomText((e.target as HTMLTextAreaElement).value)}></textarea>
            </label>
            <label class="field">
              <span>${msg('lobby.deck.file.label')}</span>
              <input type="file" name="deck-file" accept=".txt,.dec,.deck,.csv,text/plain" @change=${this.importFile} />
            </label>
            ${this.fileError ? html`<p class="hint" role="alert">${this.fileError}</p>` : nothing}`
        : nothing}
      ${d ? this.renderVerdict(d) : src.kind === 'custom' ? html`<p class="help">${msg('lobby.deck.empty')}</p>` : nothing}
    </fieldset>`;
  }

  private renderVerdict(d: NonNullable<KultLobby['deck']>): TemplateResult {
    const ok = d.judgement?.ok === true;
    const custom = this.source.kind === 'custom';
    return html`<p class="verdict ${ok ? 'ok' : 'bad'}" role="status">
        ${plural('lobby.deck.count', d.list.length)} · ${msg(ok ? 'lobby.deck.legal' : 'lobby.deck.illegal')}
      </p>
      ${d.problems.length > 0
        ? html`<p class="help">${msg('lobby.deck.lines')}</p>
            <ul class="lines">
              ${d.problems.map((p) => html`<li data-line=${p.line}>${msg('lobby.deck.line', { line: p.line, message: p.message })}</li>`)}
            </ul>`
        : nothing}
      ${d.judgement && (custom || !d.judgement.ok) ? html`<kult-judge .judgement=${d.judgement} heading-level="4" .wordsUrl=${kultRuleWordsUrl()}></kult-judge>` : nothing}`;
  }

  private renderConfirm(): TemplateResult {
    const choice = this.choice;
    return html`<p class="help">${msg('lobby.choice.needed')}</p>
      <button class="primary confirm" ?disabled=${!choice} @click=${() => choice && this.dispatchEvent(new KultMatchChooseEvent({ choice }))}>
        ${msg('lobby.choice.confirm')}
      </button>
      ${choice ? nothing : html`<p class="hint">${msg('lobby.needValidDeck')}</p>`}`;
  }

  private renderChosen(): TemplateResult {
    const m = this.cards.cards.get(this.major);
    return html`<section class="panel choice chosen" part="choice" aria-label=${msg('lobby.major.legend')}>
      ${m ? html`<kult-card .card=${m} size="mini"></kult-card>` : nothing}
      <p>${m ? msg('lobby.major.selected', { name: m.name }) : nothing}<br />${msg('lobby.choice.sent')}</p>
    </section>`;
  }

  private selectMajor(id: CardId): void {
    this.major = id;
    // A starter deck follows the Major's colour; a pasted list is the player's own business.
    if (this.source.kind === 'starter') {
      const aff = this.cards.cards.get(id)?.affiliation;
      const st = this.starters.find((x) => x.majors.includes(id)) ?? this.starters.find((x) => x.affiliation === aff) ?? this.starters[0];
      if (st) this.source = { kind: 'starter', key: st.key };
    }
  }

  /** Switching to a list of one's own starts from the current starter deck, written out, to edit. */
  private chooseCustom(): void {
    const src = this.source;
    if (this.customText.trim() === '' && src.kind === 'starter') {
      const st = this.starters.find((x) => x.key === src.key);
      if (st) this.customText = starterAsText(st, this.cards);
    }
    this.source = { kind: 'custom' };
  }

  /** New list text; a `Major:` line picks that Major unless the player already chose one it names. */
  private setCustomText(text: string): void {
    this.customText = text;
    const { majors } = readDeckList(text, this.cards);
    if (majors.length > 0 && !majors.includes(this.major)) this.major = majors[0]!;
  }

  private async importFile(e: Event): Promise<void> {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) return;
    try {
      this.setCustomText(await file.text());
      this.fileError = null;
    } catch (err) {
      this.fileError = msg('lobby.deck.fileError', { file: file.name, reason: err instanceof Error ? err.message : String(err) });
    }
  }

  /** The selected deck read and judged (K-DECK-01..07, K-RESTRICT-…, K-CARD-05, K-AFFIL-06). */
  private checkDeck(): KultLobby['deck'] {
    const src = this.source;
    let list: readonly CardId[];
    let problems: readonly DeckLineProblem[] = [];
    if (src.kind === 'starter') {
      const st = this.starters.find((x) => x.key === src.key);
      if (!st) return null;
      list = st.cards;
    } else {
      if (this.customText.trim() === '') return null;
      ({ list, problems } = readDeckList(this.customText, this.cards));
      // Lines the parser could not read leave no list to judge: show them alone.
      if (problems.length > 0) return { list, problems, judgement: null };
    }
    // The profile's deck rules (K-DECK-01's minimum, the FAQ's lists), as the setup and the audit judge them.
    const judgement = validateDeckFor({ cards: this.cards }, list, { profile: this.ruleset, players: 2, ...(this.major ? { major: this.major } : {}) });
    return { list, problems, judgement };
  }

  // ---------------------------------------------------------------------------------------
  // Ways to play

  private renderPlay(): TemplateResult {
    const choice = this.choice;
    const netOk = this.configProblems.length === 0;
    return html`<section class="panel play" part="play" aria-labelledby="play-h">
      <h3 id="play-h" class="sr">${msg('lobby.play.legend')}</h3>
      <section aria-labelledby="friend-h">
        <h3 id="friend-h">${msg('lobby.friend.heading')}</h3>
        <p class="help">${msg('lobby.friend.help')}</p>
        <fieldset>
          <legend class="sr">${msg('lobby.settings.legend')}</legend>
          <div class="row">
            <label class="field">
              <span>${msg('lobby.settings.struggle')}</span>
              <select name="struggle" .value=${this.struggle} @change=${(e: Event) => (this.struggle = (e.target as HTMLSelectElement).value as Struggle)}>
                ${STRUGGLES.map((st) => html`<option value=${st} ?selected=${this.struggle === st}>${msg(`lobby.settings.struggle.${st}`)}</option>`)}
              </select>
            </label>
            <label class="field">
              <span>${msg('lobby.settings.clock')}</span>
              <select name="clock" .value=${String(this.clockSeconds)} @change=${this.setClock}>
                ${OFFERED_CLOCKS.map((n) => html`<option value=${String(n)} ?selected=${this.clockSeconds === n}>${clockWords(n)}</option>`)}
              </select>
            </label>
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
      </section>
      <section aria-labelledby="practice-h">
        <h3 id="practice-h">${msg('lobby.practice.heading')}</h3>
        <p class="help">${msg('lobby.practice.help')}</p>
        <button class="practice" ?disabled=${!choice} @click=${() => choice && this.dispatchEvent(new KultPracticeEvent({ choice }))}>${msg('lobby.practice.button')}</button>
      </section>
      ${choice ? nothing : html`<p class="hint">${msg('lobby.needValidDeck')}</p>`}
    </section>`;
  }

  /** Only the clocks offered (NET-SETTINGS-01): the friend's table refuses any other. */
  private setClock(e: Event): void {
    const n = Number((e.target as HTMLSelectElement).value);
    this.clockSeconds = (OFFERED_CLOCKS as readonly number[]).includes(n) ? n : 0;
  }

  private create(): void {
    const choice = this.choice;
    if (choice) this.dispatchEvent(new KultMatchCreateEvent({ choice, settings: { struggle: this.struggle, clockSeconds: this.clockSeconds } }));
  }

  private join(e: Event): void {
    e.preventDefault();
    const room = roomFromText(this.joinText);
    if (!room) {
      this.joinInvalid = true;
      return;
    }
    const query = /\?([^#]*)/.exec(this.joinText.trim())?.[1];
    this.dispatchEvent(new KultMatchJoinEvent({ room, settings: query === undefined ? null : linkSettings(new URLSearchParams(query)) }));
  }

  // ---------------------------------------------------------------------------------------
  // A friend match being set up

  private renderConnection(s: LobbyStatus): TemplateResult {
    const heading = s.role === 'host' ? msg('lobby.friend.heading') : msg('lobby.joining', { room: s.room });
    return html`<section class="panel connection" part="connection" aria-labelledby="conn-h">
      <div class="main">
        <h3 id="conn-h">${heading}</h3>
        ${s.role === 'host' ? this.renderLink(s) : this.renderHostSettings(s)}
        ${s.error ? this.renderError(s.error) : this.renderProgress(s)}
        ${s.notice && !s.error ? html`<p class="notice">${cleanText(s.notice)}</p>` : nothing}
        ${s.error ? nothing : html`<button class="leave" @click=${() => this.dispatchEvent(new KultLeaveEvent({ from: 'lobby' }))}>${msg('lobby.leave')}</button>`}
      </div>
      ${s.role === 'host' && !s.error ? html`<figure class="qr-box">${qrSvg(s.link, msg('lobby.link.qr'))}<figcaption class="room">${msg('lobby.link.room', { room: s.room })}</figcaption></figure>` : nothing}
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
    if (s.role === 'host') return html`<p class="help settings">${settingsWords(s.settings)}</p>`;
    const announced = s.hostSettings ?? null;
    if (announced && s.settingsToAccept) {
      return html`<section class="settings-check" role="alert" aria-labelledby="settings-h">
        <h4 id="settings-h">${msg('lobby.settings.differ.title')}</h4>
        <p>${msg('lobby.settings.differ.host', { settings: settingsWords(announced) })}</p>
        <p>${msg('lobby.settings.differ.link', { settings: settingsWords(s.settings) })}</p>
        <p class="help">${msg('lobby.settings.differ.help')}</p>
        <div class="row">
          <button class="primary accept-settings" @click=${() => this.dispatchEvent(new KultSettingsAcceptEvent({ ...announced }))}>${msg('lobby.settings.accept')}</button>
          <button class="leave refuse-settings" @click=${() => this.dispatchEvent(new KultLeaveEvent({ from: 'lobby' }))}>${msg('lobby.settings.refuse')}</button>
        </div>
      </section>`;
    }
    return html`<p class="help settings">${announced ? msg('lobby.settings.fromHost', { settings: settingsWords(announced) }) : msg('lobby.settings.fromLink', { settings: settingsWords(s.settings) })}</p>`;
  }

  private renderProgress(s: LobbyStatus): TemplateResult {
    const steps = progressSteps(s.role, s.phase);
    // No spinner while the table waits for this player (to choose) or for nothing.
    const busy = s.phase !== 'playing' && s.phase !== 'audited' && !(s.phase === 'choosing' && !s.chosen);
    return html`<ol class="steps" part="progress" aria-label=${msg('lobby.progress.label')}>
        ${steps.map(
          (st) => html`<li class=${st.state} data-step=${st.key} aria-current=${st.state === 'current' ? 'step' : 'false'}>
            ${msg(`lobby.step.${st.key}`)}${st.state === 'todo' ? nothing : html`<span class="sr"> (${msg(st.state === 'done' ? 'lobby.step.done' : 'lobby.step.current')})</span>`}
          </li>`,
        )}
      </ol>
      <p class="phase" role="status" aria-live="polite" data-phase=${s.phase}>
        ${busy ? html`<span class="spinner" aria-hidden="true"></span>` : nothing}${phaseWords(s.phase, s.chosen)}
      </p>`;
  }

  private renderError(error: { code: string; message: string }): TemplateResult {
    const words = errorWords(error.code);
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

/** A match's settings in words: "World (longer), 30 s response clock". */
function settingsWords(s: HostSettings): string {
  return msg('lobby.settings.words', { struggle: msg(`lobby.settings.struggle.${s.struggle}`), clock: clockWords(s.clockSeconds) });
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
