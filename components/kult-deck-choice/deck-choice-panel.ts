import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
// The rules' modules one by one, not the src/kult barrel: the lobby's first load carries no engine.
import { deckWarnings, validateDeckFor } from '../../src/kult/rules/deck.js';
import type { CardDef, CardId, CardSet, Judgement, Profile } from '../../src/kult/index.js';
import { kultRuleWordsUrl } from '../../src/kult/rule-words-url.js';
import type { RuleWordsSource } from '../kult-judge/rule-words.js';

/** KULT's rule words in every language, for the deck's judge. */
const KULT_RULE_WORDS: RuleWordsSource = { wordsUrl: kultRuleWordsUrl };
import { msg } from '../../src/i18n/catalog.js';
import { plural } from '../../src/i18n/plural.js';
import type { DeckChoice } from '../events/deck-choice.js';
import type { ChoicePanel } from '../shell-game.js';
import { readDeckList, starterAsText, starterDecksFor, starterName, type DeckLineProblem, type StarterOption } from './deck-source.js';
import '../kult-card/kult-card.js';
import '../kult-judge/kult-judge.js';
import { optionsFor } from '../../src/kult/rules/options.js';
import { starterList } from '../../src/kult/cards/starter-decks.js';
import { checkText } from '../../src/i18n/check-text.js';

type DeckSource = { readonly kind: 'starter'; readonly key: string } | { readonly kind: 'custom' };

/** The selected deck: its cards, the lines that could not be read, and the judge's verdict (null while unreadable). */
interface CheckedDeck {
  readonly list: readonly CardId[];
  readonly problems: readonly DeckLineProblem[];
  readonly judgement: Judgement<readonly CardId[]> | null;
}

/**
 * KULT's choice in the lobby: a Major Arcanum (all of the set's Majors, drawn with `<kult-card>`)
 * and a deck (a starter deck, or a pasted or imported list checked by the judge, each failing
 * check with its rule ID). A controller of the lobby: it keeps the choice and draws into the
 * lobby's own shadow root (its styles are the lobby's).
 *
 * @example
 * const panel = new DeckChoicePanel(this, () => this.cards, () => this.ruleset);
 * render() { return html`${panel.render()}`; } // panel.choice: the accepted choice, or null
 */
export class DeckChoicePanel implements ChoicePanel, ReactiveController {
  private major: CardId = '';
  private source: DeckSource = { kind: 'starter', key: '' };
  private customText = '';
  private fileError: string | null = null;
  private cards: CardSet | null = null;
  private majors: readonly CardDef[] = [];
  private starters: readonly StarterOption[] = [];
  private deck: CheckedDeck | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly content: () => CardSet,
    private readonly ruleset: () => string,
  ) {
    host.addController(this);
  }

  /** Before each lobby render: a new card set resets the Majors on offer; the deck is judged again. */
  hostUpdate(): void {
    const cards = this.content();
    if (cards !== this.cards) {
      this.cards = cards;
      this.majors = [...cards.cards.values()].filter((c) => c.kind === 'major');
      this.starters = starterDecksFor(cards);
      if (!this.majors.some((m) => m.id === this.major)) this.selectMajor(this.starters[0]?.majors[0] ?? this.majors[0]?.id ?? '');
    }
    this.deck = this.checkDeck();
  }

  get choice(): DeckChoice | null {
    const d = this.deck;
    return d && this.major && d.list.length > 0 && d.judgement?.ok ? { major: this.major, list: d.list } : null;
  }

  render(): TemplateResult {
    const selected = this.cards?.cards.get(this.major);
    return html`<fieldset>
        <legend>${msg('lobby.major.legend')}</legend>
        <div class="majors-wrap">
          <div class="majors">
            ${this.majors.map((m) => this.renderMajor(m))}
          </div>
          ${selected ? html`<kult-card class="preview" .card=${selected} size="full"></kult-card>` : nothing}
        </div>
      </fieldset>
      ${this.renderDeck()}`;
  }

  renderChosen(): TemplateResult {
    const m = this.cards?.cards.get(this.major);
    return html`${m ? html`<kult-card .card=${m} size="mini"></kult-card>` : nothing}
      <p>${m ? msg('lobby.major.selected', { name: m.name }) : nothing}<br />${msg('kult.lobby.choice.sent')}</p>`;
  }

  private renderMajor(m: CardDef): TemplateResult {
    const checked = m.id === this.major;
    const label = msg('lobby.major.option', { name: m.name, affiliation: msg(`card.affiliation.${m.affiliation}`) });
    return html`<label class="major ${checked ? 'checked' : ''}" data-major=${m.id}>
      <input type="radio" name="major" .value=${m.id} .checked=${checked} aria-label=${label} @change=${() => this.change(() => this.selectMajor(m.id))} />
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
            <input type="radio" name="deck" data-deck=${st.key} .checked=${src.kind === 'starter' && src.key === st.key} @change=${() => this.change(() => (this.source = { kind: 'starter', key: st.key }))} />
            ${msg('lobby.deck.starter', { name: starterName(st) })}
          </label>`,
        )}
        <label class="radio">
          <input type="radio" name="deck" data-deck="custom" .checked=${src.kind === 'custom'} @change=${() => this.change(() => this.chooseCustom())} />
          ${msg('lobby.deck.custom')}
        </label>
      </div>
      ${src.kind === 'custom'
        ? html`<label class="field">
              <span>${msg('lobby.deck.paste.label')}</span>
              <textarea name="deck-list" spellcheck="false" placeholder=${msg('lobby.deck.paste.placeholder')} .value=${this.customText} @input=${(e: Event) => this.change(() => this.setCustomText((e.target as HTMLTextAreaElement).value))}></textarea>
            </label>
            <label class="field">
              <span>${msg('lobby.deck.file.label')}</span>
              <input type="file" name="deck-file" accept=".txt,.dec,.deck,.csv,text/plain" @change=${(e: Event) => void this.importFile(e)} />
            </label>
            ${this.fileError ? html`<p class="hint" role="alert">${this.fileError}</p>` : nothing}`
        : nothing}
      ${d ? this.renderVerdict(d) : src.kind === 'custom' ? html`<p class="help">${msg('lobby.deck.empty')}</p>` : nothing}
    </fieldset>`;
  }

  private renderVerdict(d: CheckedDeck): TemplateResult {
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
      ${this.renderWarnings(d)}
      ${d.judgement && (custom || !d.judgement.ok) ? html`<kult-judge .judgement=${d.judgement} heading-level="4" .wordsUrl=${KULT_RULE_WORDS}></kult-judge>` : nothing}`;
  }

  /** What the chosen Major could never play of a legal deck, with the rule (K-AFFIL-04..06): for a starter deck as much as a pasted list. */
  private renderWarnings(d: CheckedDeck): TemplateResult | typeof nothing {
    const cards = this.cards;
    if (!cards || !this.major || !d.judgement?.ok) return nothing;
    const warnings = deckWarnings(cards, this.major, d.list);
    if (warnings.length === 0) return nothing;
    return html`<ul class="warnings" aria-label=${msg('lobby.deck.warnings')}>
      ${warnings.map((w) => html`<li data-rule=${w.rule}><span aria-hidden="true">⚠ </span>${msg('lobby.deck.warning', { says: checkText(w, null), rule: w.rule })}</li>`)}
    </ul>`;
  }

  /** A change of the player's: made, then the lobby draws again (and the deck is judged again). */
  private change(run: () => void): void {
    run();
    this.host.requestUpdate();
  }

  private selectMajor(id: CardId): void {
    this.major = id;
    // A starter deck follows the Major's colour; a pasted list is the player's own business.
    if (this.source.kind === 'starter') {
      const aff = this.cards?.cards.get(id)?.affiliation;
      const st = this.starters.find((x) => x.majors.includes(id)) ?? this.starters.find((x) => x.affiliation === aff) ?? this.starters[0];
      if (st) this.source = { kind: 'starter', key: st.key };
    }
  }

  /** Switching to a list of one's own starts from the current starter deck, written out, to edit. */
  private chooseCustom(): void {
    const src = this.source;
    if (this.customText.trim() === '' && src.kind === 'starter' && this.cards) {
      const st = this.starters.find((x) => x.key === src.key);
      if (st) this.customText = starterAsText(st, this.cards, this.minDeckSize);
    }
    this.source = { kind: 'custom' };
  }

  /** New list text; a `Major:` line picks that Major unless the player already chose one it names. */
  private setCustomText(text: string): void {
    this.customText = text;
    if (!this.cards) return;
    const { majors } = readDeckList(text, this.cards);
    if (majors.length > 0 && !majors.includes(this.major)) this.major = majors[0]!;
  }

  private async importFile(e: Event): Promise<void> {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) return;
    try {
      const text = await file.text();
      this.change(() => {
        this.setCustomText(text);
        this.fileError = null;
      });
    } catch (err) {
      this.change(() => (this.fileError = msg('lobby.deck.fileError', { file: file.name, reason: err instanceof Error ? err.message : String(err) })));
    }
  }

  /** The profile's K-DECK-01 minimum (58; the IT profile's 59, which a starter deck meets with its spare). */
  private get minDeckSize(): number {
    return optionsFor({ profile: this.ruleset() as Profile }).minDeckSize;
  }

  /** The selected deck read and judged (K-DECK-01..07, K-RESTRICT-…, K-CARD-05, K-AFFIL-06). */
  private checkDeck(): CheckedDeck | null {
    const src = this.source;
    const cards = this.cards;
    if (!cards) return null;
    let list: readonly CardId[];
    let problems: readonly DeckLineProblem[] = [];
    if (src.kind === 'starter') {
      const st = this.starters.find((x) => x.key === src.key);
      if (!st) return null;
      list = starterList(st, this.minDeckSize);
    } else {
      if (this.customText.trim() === '') return null;
      ({ list, problems } = readDeckList(this.customText, cards));
      // Lines the parser could not read leave no list to judge: show them alone.
      if (problems.length > 0) return { list, problems, judgement: null };
    }
    // The profile's deck rules (K-DECK-01's minimum, the FAQ's lists), as the setup and the audit judge them.
    const judgement = validateDeckFor({ cards }, list, { profile: this.ruleset() as Profile, players: 2, ...(this.major ? { major: this.major } : {}) });
    return { list, problems, judgement };
  }
}
