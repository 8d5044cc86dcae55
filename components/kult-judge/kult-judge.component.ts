import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { Localized } from '../localized.js';
import { property, state } from 'lit/decorators.js';
import type { Check, Judgement } from '../../src/engine/judgement.js';
import { cleanText } from '../clean-text.js';
import { msg } from '../../src/i18n/catalog.js';
import { checkText } from '../../src/i18n/check-text.js';
import type { Reader } from '../../src/i18n/words.js';
import { loadRuleWords, type RuleWords, type RuleWordsSource } from './rule-words.js';
import { RovingFocus } from '../controllers/roving-focus.js';
import { styles } from './kult-judge.styles.js';

export type JudgeMode = 'attempt' | 'hover' | 'opponent';

/** A check's citation: house defaults say so (catalog § 10). */
export function citationOf(c: Check): string {
  return c.houseDefault ? msg('judge.houseDefault', { rule: c.rule }) : c.rule;
}

/**
 * The rules judge: why an act is or is not allowed, as a checklist. Each
 * check shows ✓ or ✗, the rule it cites (a house default is labelled so),
 * what the judge found (`says`, worded for the `reader`), and the rule's catalog words on demand.
 *
 * - `attempt` / `hover`: a refused act puts its failing checks first and
 *   highlighted under "Not allowed: K-…".
 * - `opponent`: "Why this was legal", with the checks the act passed.
 *
 * The rule words load lazily, the first time any rule text is opened.
 *
 * @csspart base - The panel.
 * @csspart heading - The heading ("Not allowed: K-SUIT-04").
 * @csspart check - One line of the checklist.
 * @csspart words - A rule's catalog words.
 *
 * @cssprop --kult-surface - Panel background.
 * @cssprop --kult-ink - Text colour.
 * @cssprop --kult-ok - Colour of passed checks.
 * @cssprop --kult-fail - Colour of failed checks.
 * @cssprop --kult-accent - Colour of rule IDs.
 */
export class KultJudge extends Localized {
  static override styles = styles;

  /** The judgement to explain; nothing renders while it is null. */
  @property({ attribute: false }) judgement: Judgement<unknown> | null = null;

  @property({ reflect: true }) mode: JudgeMode = 'attempt';

  /** The heading's level in the page outline (3 inside the match log, whose own heading is a level 2). */
  @property({ type: Number, attribute: 'heading-level' }) headingLevel = 2;

  /**
   * Who reads the checks: their own seat reads "you", every other seat its name ("a Being in
   * Mara's Cast"); null shows each check's `says`, as the judge wrote it for the actor.
   */
  @property({ attribute: false }) reader: Reader | null = null;

  /**
   * Where the game's rule words are, fetched when a rule's words are first opened: the game's
   * rules (`game.rules`, whose `wordsUrl(locale)` gives each language's file), or one file's
   * address (words in one language); null shows none.
   */
  @property({ attribute: false }) wordsUrl: URL | RuleWordsSource | null = null;

  /** The words in the judge's language and, for a rule they lack, English's (loaded only then). */
  @state() private words: { readonly locale: string; readonly own: RuleWords; readonly english: RuleWords | null } | null = null;
  @state() private wordsFailed = false;
  /** Rows (by position) whose rule words are shown; a new judgement closes them all. */
  @state() private expanded: ReadonlySet<number> = new Set();
  /** The rule-text buttons are one tab stop; the arrow keys move along them. */
  private readonly roving = new RovingFocus(this, () => [...this.renderRoot.querySelectorAll<HTMLElement>('button.toggle')]);

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('judgement') || changed.has('mode')) this.expanded = new Set();
    // Another game's words (the same address made anew is the same words), or another language's.
    const before = changed.get('wordsUrl');
    if ((changed.has('wordsUrl') && (before instanceof URL && this.wordsUrl instanceof URL ? before.href !== this.wordsUrl.href : before !== this.wordsUrl)) || (this.words && this.words.locale !== this.locale)) {
      this.words = null;
      this.wordsFailed = false;
      if (this.expanded.size > 0) this.loadWords();
    } else if (changed.has('judgement') && this.words && !this.words.english && this.lacksWords(this.words.own)) {
      // A new judgement cites a rule this language has no words for: English's are needed too.
      this.loadWords();
    }
  }

  /** The address of the words in `l` (a plain URL is one language's). */
  private urlFor(l: string): URL | null {
    const w = this.wordsUrl;
    return w === null ? null : w instanceof URL ? w : w.wordsUrl(l);
  }

  /** Whether `w` lacks the words of a rule this judgement cites. */
  private lacksWords(w: RuleWords): boolean {
    return (this.judgement?.checks ?? []).some((c) => !w[c.rule]);
  }

  /** Loads the words in the judge's language; for a shown rule they lack, English's as well. */
  private loadWords(): void {
    // this.locale, not locale(): a click opens the words outside any render.
    const l = this.locale;
    const own = this.urlFor(l);
    const english = this.urlFor('en');
    if (!own || !english) return;
    this.wordsFailed = false; // a retry shows "loading" again, not the last failure
    const needEnglish = (w: RuleWords): boolean => own.href !== english.href && this.lacksWords(w);
    loadRuleWords(own)
      .then(async (w) => ({ locale: l, own: w, english: needEnglish(w) ? await loadRuleWords(english) : null }))
      .then(
        (words) => {
          if (l === this.locale) this.words = words;
        },
        () => {
          this.wordsFailed = true;
        },
      );
  }

  override render(): TemplateResult | typeof nothing {
    const j = this.judgement;
    if (!j) return nothing;
    const checks = this.visibleChecks(j);
    const failing = checks.filter((c) => !c.ok);
    const refused = failing.length > 0;
    const heading = this.heading(failing);
    return html`
      <section part="base" class="judge ${refused ? 'refused' : 'allowed'}" aria-labelledby="heading">
        <header>
          <span class="seal" aria-hidden="true">${refused ? '✗' : '✓'}</span>
          <h2 id="heading" part="heading" aria-level=${this.headingLevel}>${heading}</h2>
          ${checks.length > 0 ? this.tally(checks) : nothing}
        </header>
        <p class="sr" aria-live="polite" aria-atomic="true">${this.announcement(failing)}</p>
        ${checks.length === 0
          ? html`<p class="empty">${msg('judge.empty')}</p>`
          : html`<ol aria-label=${msg('judge.checks.label')}>
              ${checks.map((c, i) => this.renderCheck(c, i))}
            </ol>`}
      </section>
    `;
  }

  /** Checks in display order: a refusal's failing checks first; an opponent's act shows what it passed. */
  private visibleChecks(j: Judgement<unknown>): Check[] {
    if (this.mode === 'opponent') return j.checks.filter((c) => c.ok);
    return [...j.checks.filter((c) => !c.ok), ...j.checks.filter((c) => c.ok)];
  }

  private heading(failing: readonly Check[]): string {
    if (this.mode === 'opponent') return msg('judge.heading.opponent');
    if (failing.length === 0) return msg('judge.heading.allowed');
    const rules = [...new Set(failing.map(citationOf))];
    return msg('judge.heading.notAllowed', { rules: rules.join(', ') });
  }

  private announcement(failing: readonly Check[]): string {
    if (this.mode === 'opponent') return msg('judge.announce.opponent');
    const first = failing[0];
    if (!first) return msg('judge.announce.allowed');
    return msg('judge.announce.notAllowed', { rule: citationOf(first), says: cleanText(checkText(first, this.reader)) });
  }

  private tally(checks: readonly Check[]): TemplateResult {
    const failed = checks.filter((c) => !c.ok).length;
    const passed = checks.length - failed;
    return html`<p class="tally">
      ${failed > 0 ? html`<span class="n-fail">${msg('judge.count.failed', { count: failed })}</span> · ` : nothing}
      <span class="n-ok">${msg('judge.count.passed', { count: passed })}</span>
    </p>`;
  }

  private renderCheck(c: Check, index: number): TemplateResult {
    const open = this.expanded.has(index);
    const cls = `check ${c.ok ? 'ok' : 'fail'}${index === 0 && !c.ok ? ' first-fail' : ''}${c.houseDefault ? ' house' : ''}`;
    return html`
      <li part="check" class=${cls} data-rule=${c.rule}>
        <span class="mark" aria-hidden="true">${c.ok ? '✓' : '✗'}</span>
        <p class="line">
          <span class="sr">${msg(c.ok ? 'judge.mark.ok' : 'judge.mark.fail')}:</span>
          <span class="rule">${citationOf(c)}</span>
          <span class="says">${cleanText(checkText(c, this.reader))}</span>
        </p>
        <button
          class="toggle"
          type="button"
          aria-expanded=${open ? 'true' : 'false'}
          aria-controls=${`words-${index}`}
          @click=${() => this.toggle(index)}
        >
          ${msg('judge.words.show')}<span class="sr"> ${c.rule}</span><span class="chevron" aria-hidden="true">${open ? '▾' : '▸'}</span>
        </button>
        <div class="words-row" id=${`words-${index}`} ?hidden=${!open}>${open ? this.renderWords(c.rule) : nothing}</div>
      </li>
    `;
  }

  private renderWords(rule: string): TemplateResult {
    if (this.wordsFailed || !this.wordsUrl) return html`<p part="words" class="words pending">${msg('judge.words.error')}</p>`;
    if (!this.words) return html`<p part="words" class="words pending">${msg('judge.words.loading')}</p>`;
    const own = this.words.own[rule];
    if (own) return html`<p part="words" class="words">${own}</p>`;
    // Not yet written in this language: English's words, marked as such (and as English, for screen readers).
    const english = this.words.english?.[rule];
    if (english) return html`<p part="words" class="words"><span class="fallback">${msg('judge.words.inEnglish')}</span> <span lang="en">${english}</span></p>`;
    return html`<p part="words" class="words pending">${msg('judge.words.missing', { rule })}</p>`;
  }

  private toggle(index: number): void {
    const next = new Set(this.expanded);
    if (!next.delete(index)) next.add(index);
    this.expanded = next;
    if (next.has(index) && !this.words) this.loadWords();
  }
}
