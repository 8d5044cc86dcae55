import { html, nothing, svg, type PropertyValues, type TemplateResult } from 'lit';
import { Localized } from '../localized.js';
import { property, state } from 'lit/decorators.js';
// The card modules one by one, not the src/kult barrel (the whole engine): the lobby draws cards.
import { loadCardSets, type CardSet } from '../../src/kult/cards/card-set.js';
import { coreCards } from '../../src/kult/cards/core.js';
import { STATIONS, type CardDef } from '../../src/kult/types.js';
import type { CombatValue } from '../../src/kult/state/cv.js';
import { msg } from '../../src/i18n/catalog.js';
import { backArt, faceArt, INDICATORS, KIND_GLYPHS, medallionArt, stainArt, triangle } from './art.js';
import { cardLabel, kindDetail, kindLine, roman, shownWords, signed, stationName } from './describe.js';
import { styles } from './kult-card.styles.js';
import { suitIcon } from './suit-icons.js';
import { tokens } from './tokens.js';

export type CardHighlight = 'legal' | 'illegal' | 'selected';
export type CardSize = 'full' | 'table' | 'mini';

/** A card set fetched for `card-set-url`, or the reasons it could not be used. */
type Fetched = { readonly ok: true; readonly set: CardSet } | { readonly ok: false; readonly lines: readonly string[] };

type Shown = { readonly card: CardDef | null } | { readonly loading: string } | { readonly errors: readonly string[]; readonly id: string };

/** One fetch per URL, however many cards on a page name it. */
const fetchedSets = new Map<string, Promise<Fetched>>();

async function fetchSet(url: string): Promise<Fetched> {
  let text: string;
  try {
    const res = await fetch(url);
    if (!res.ok) return { ok: false, lines: [msg('card.error.fetch', { url, reason: `HTTP ${res.status}` })] };
    text = await res.text();
  } catch (e) {
    return { ok: false, lines: [msg('card.error.fetch', { url, reason: e instanceof Error ? e.message : String(e) })] };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { ok: false, lines: [msg('card.error.json', { url, reason: e instanceof Error ? e.message : String(e) })] };
  }
  const r = loadCardSets([json]);
  return r.ok ? { ok: true, set: r.set } : { ok: false, lines: r.problems.map((p) => msg('card.error.problem', { card: p.card, field: p.field, message: p.message })) };
}

/**
 * One KULT card, drawn from its data with taroticum's own SVG art: name,
 * affiliation stain and frame, kind colours, Suit icons, CV or stain number,
 * the eight Station indicators, kind line and card text.
 *
 * Use it with data (`.card=${def}`) inside the table, or on any page by id:
 * `<kult-card card-id="usher"></kult-card>` (core set), optionally from a
 * fan-made set: `<kult-card card-id="x" card-set-url="/my-set.json">`. A bad
 * set or an unknown id shows an error box naming the card and field; the
 * element never throws.
 *
 * The host has `role="img"` with the whole card as its ARIA label and the
 * card text as its ARIA description. Name, epithet and text follow the element's language
 * (`lang="pl"`, `lang="it"`: src/kult/cards/card-words.ts), English where it has none.
 *
 * @csspart face - The drawn face of a card (absent on a back).
 * @csspart name - The card name.
 * @csspart suits - The Suit icons (required Suits; around the picture on a Major Arcanum).
 * @csspart cv - The Combat Value or signed stain number (the modified total for a card in play given `combatValue`).
 * @csspart cv-parts - What makes up a modified Combat Value: the printed CV and each modifier ("4+2").
 * @csspart stations - The eight Station indicators.
 * @csspart text - The card text (shown at `size="full"`).
 * @csspart back - The card back (a hidden card, or a face-down one).
 * @csspart markers - The population markers lying on the card.
 * @csspart error - The error box shown when a card cannot be resolved.
 *
 * @cssprop --kult-card-width - Width of the card; the height follows at 5:7. Defaults: 250px full, 112px table, 64px mini.
 */
export class KultCard extends Localized {
  static override styles = styles;

  /** The card to draw; `null` draws a back (identity unknown). Takes precedence over `card-id`. */
  @property({ attribute: false }) card: CardDef | null = null;

  /** Show the back although the card is known (a Turned card), with a small mark. */
  @property({ type: Boolean, reflect: true, attribute: 'face-down' }) faceDown = false;

  /**
   * A Being in play: its Combat Value with what modifies it (the engine's `combatValue`,
   * K-ATTACK-08). The stain shows the total and, when it differs from the print, its parts.
   */
  @property({ attribute: false }) combatValue: CombatValue | null = null;

  /** Population markers lying on the card. */
  @property({ type: Number }) markers = 0;

  @property({ reflect: true }) highlight: CardHighlight | null = null;

  @property({ reflect: true }) size: CardSize = 'full';

  /** Card id to draw when `card` is not set: from the core set, or from `card-set-url`. */
  @property({ attribute: 'card-id', reflect: true }) cardId: string | null = null;

  /** A JSON card set to look `card-id` up in, validated with `loadCardSets`. */
  @property({ attribute: 'card-set-url', reflect: true }) cardSetUrl: string | null = null;

  @state() private fetched: Fetched | 'loading' | null = null;

  /** What the next render draws; worked out in willUpdate so render stays free of side effects. */
  private shown: Shown = { card: null };

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('cardSetUrl')) this.loadSet();
    this.shown = this.resolve();
    const s = this.shown;
    if ('loading' in s) this.describe(msg('card.loading', { id: s.loading }), '');
    else if ('errors' in s) this.describe(`${msg('card.aria.error')}: ${msg('card.error.title', { id: s.id })}`, s.errors.join('; '));
    else {
      const { card } = s;
      this.describe(cardLabel(card, { faceDown: this.faceDown, markers: this.markers, highlight: this.highlight, combatValue: this.combatValue }), card && !this.faceDown ? shownWords(card).text : '');
    }
  }

  private loadSet(): void {
    const url = this.cardSetUrl;
    if (!url) {
      this.fetched = null;
      return;
    }
    let pending = fetchedSets.get(url);
    if (!pending) fetchedSets.set(url, (pending = fetchSet(url)));
    this.fetched = 'loading';
    void pending.then((result) => {
      if (this.cardSetUrl === url) this.fetched = result;
    });
  }

  /** What to draw: a card, a back, a wait, or the reasons it cannot be drawn. */
  private resolve(): Shown {
    if (this.card) return { card: this.card };
    const id = this.cardId;
    if (id === null) return { card: null };
    if (this.cardSetUrl) {
      if (this.fetched === 'loading' || this.fetched === null) return { loading: id };
      if (!this.fetched.ok) return { errors: this.fetched.lines, id };
      const def = this.fetched.set.cards.get(id);
      return def ? { card: def } : { errors: [msg('card.error.unknown', { id, set: this.fetched.set.name })], id };
    }
    const set = coreCards();
    const def = set.cards.get(id);
    return def ? { card: def } : { errors: [msg('card.error.unknown', { id, set: set.name })], id };
  }

  override render(): TemplateResult {
    const r = this.shown;
    if ('loading' in r) {
      return html`<div class="shell loading">${msg('card.loading', { id: r.loading })}</div>`;
    }
    if ('errors' in r) {
      const title = msg('card.error.title', { id: r.id });
      return html`<div class="shell error" part="error">
        <strong>${title}</strong>
        <ul>${r.errors.map((line) => html`<li>${line}</li>`)}</ul>
      </div>`;
    }
    const card = r.card;
    if (!card || this.faceDown) return this.renderBack(card);
    return this.renderFace(card);
  }

  /** The host is the image: role, label and description live on it. */
  private describe(label: string, description: string): void {
    this.setAttribute('role', 'img');
    this.setAttribute('aria-label', label);
    if (description) this.setAttribute('aria-description', description);
    else this.removeAttribute('aria-description');
  }

  private renderBack(card: CardDef | null): TemplateResult {
    return html`<div class="shell back" part="back">
      <svg class="art" viewBox="0 0 100 140" preserveAspectRatio="none" aria-hidden="true">${backArt()}</svg>
      ${card
        ? html`<div class="turned" title=${shownWords(card).name}>
            <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 4a8 8 0 1 1-7.4 5H2l3.5-4.5L9 9H6.8A6 6 0 1 0 12 6z" fill="currentColor"/></svg>
            <span class="turned-name">${shownWords(card).name}</span>
          </div>`
        : nothing}
      <div class="markers">${tokens(this.markers)}</div>
    </div>`;
  }

  private renderFace(c: CardDef): TemplateResult {
    const major = c.kind === 'major';
    const cv = c.cv !== undefined ? this.combatValue : null;
    const modified = cv !== null && cv.parts.length > 1;
    const number = cv?.total ?? c.cv ?? c.cvMod;
    const hasStain = !major && (number !== undefined || c.affiliation !== 'white');
    const glyph = KIND_GLYPHS[c.kind];
    const detail = kindDetail(c);
    const words = shownWords(c);
    const longName = words.name.length > 13;
    return html`<div class="shell face kind-${c.kind} aff-${c.affiliation}" part="face">
      <svg class="art" viewBox="0 0 100 140" preserveAspectRatio="none" aria-hidden="true">
        ${faceArt(c)} ${hasStain ? stainArt(c) : nothing} ${major ? medallionArt(c) : nothing}
      </svg>
      ${major ? nothing : this.renderStations(c)}
      <div class="name ${longName ? 'long' : ''}" part="name">
        <span class="name-text">${words.name}</span>${glyph
          ? html`<svg class="kind-glyph" viewBox="0 0 24 24" aria-hidden="true"><g fill="currentColor">${glyph}</g></svg>`
          : nothing}
      </div>
      ${major
        ? html`<div class="number hierarchy" data-hierarchy=${c.hierarchy ?? ''}>${roman(c.hierarchy ?? 0)}</div>`
        : number !== undefined
          ? html`<div class="number cv ${c.affiliation === 'white' ? 'on-light' : ''} ${modified ? 'modified' : ''}" part="cv" data-value=${number}>
                ${c.cv !== undefined ? number : signed(number)}
              </div>
              ${modified ? html`<div class="cv-parts" part="cv-parts">${cvParts(cv)}</div>` : nothing}`
          : nothing}
      <div class="suits ${major ? 'around' : ''}" part="suits" data-count=${c.suits.length}>
        ${c.suits.map((s) => suitIcon(s))}
      </div>
      <div class="kindline">
        <span class="kindline-full">${kindLine(c)}</span><span class="kindline-short">${detail || msg(`card.kind.${c.kind}`)}</span>
      </div>
      <div class="text" part="text">${words.text}</div>
      <div class="markers">${tokens(this.markers)}</div>
    </div>`;
  }

  private renderStations(c: CardDef): TemplateResult | typeof nothing {
    // A Commandment has no indicators at all (K-CARD-16); every other Minor Arcanum shows all eight.
    if (c.kind === 'commandment') return nothing;
    const lit = new Set(c.stations ?? []);
    return html`<svg class="stations" part="stations" viewBox="0 0 100 140" preserveAspectRatio="none" aria-hidden="true">
      ${STATIONS.map((s) => {
        const at = INDICATORS[s];
        const on = lit.has(s);
        return svg`<path class="indicator ${on ? 'lit' : ''}" data-station=${s} data-lit=${on ? 'true' : 'false'}
          d=${triangle(at.x, at.y, at.dir)}><title>${stationName(s)}</title></path>`;
      })}
    </svg>`;
  }
}

/** "4+2−1": the printed CV, then each modifier with its sign. */
export function cvParts(cv: CombatValue): string {
  return cv.parts.map((p, i) => (i === 0 ? String(p.amount) : signed(p.amount))).join('');
}
