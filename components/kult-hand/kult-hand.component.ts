import { html, nothing, type TemplateResult } from 'lit';
import { Localized } from '../localized.js';
import { property, state } from 'lit/decorators.js';
import type { CardDef, CardSet, GameState, InstanceId, PlayerId, PlayerState } from '../../src/kult/index.js';
import { CARD_DRAG_TYPE } from '../events/kult-card-drop.js';
import { KultCardSelectEvent } from '../events/kult-card-select.js';
import { msg } from '../../src/i18n/catalog.js';
import { plural } from '../../src/i18n/plural.js';
import type { CardHighlight } from '../kult-card/kult-card.component.js';
import '../kult-card/kult-card.js';
import { cardLabel } from '../kult-card/describe.js';
import { styles } from './kult-hand.styles.js';

const PREV = new Set(['ArrowLeft', 'ArrowUp']);
const NEXT = new Set(['ArrowRight', 'ArrowDown']);

/**
 * A player's hand as a fan of cards. The own hand is a listbox: one tab
 * stop, arrow keys (and Home/End) move between cards, click or Enter/Space
 * chooses one, and cards can be dragged onto a spot of a `<kult-cross>`
 * (data type `application/x-kult-card`, value the instance id). An
 * adversary's hand (`hidden`) shows backs only and is a single image
 * labelled with the count ("Bob's hand: 7 cards").
 *
 * @event kult-card-select - A card was clicked or chosen with Enter/Space. Detail: `{ iid }`.
 *
 * @csspart hand - The fan of cards.
 * @csspart card - Each card's slot in the fan.
 * @csspart preview - The full-size copy of the pointed or focused card, above the fan.
 *
 * @cssprop --kult-card-width - Width of a card in the fan (default 112px; 64px for a hidden hand).
 * @cssprop --kult-preview-width - Width of the preview card (default 250px).
 */
export class KultHand extends Localized {
  static override styles = styles;

  @property({ attribute: false }) view: GameState | null = null;

  @property() player: PlayerId = '';

  @property({ attribute: false }) cards: CardSet | null = null;

  /**
   * An adversary's hand: backs only, nothing to choose. (This shadows
   * HTMLElement's `hidden`: the property is not reflected, and a `hidden`
   * attribute in markup does not hide the element.)
   */
  @property({ type: Boolean }) override hidden = false;

  /** The chosen card's instance id. */
  @property() selected: InstanceId | null = null;

  /** Keys `card:<iid>` of the cards that may be played now. */
  @property({ attribute: false }) highlights: ReadonlySet<string> = new Set();

  /** How to name the player in labels; defaults to the name of their Major Arcanum. */
  @property({ attribute: 'player-name' }) playerName: string | null = null;

  /** Show a full-size, readable copy of the card under the pointer or keyboard focus, above the fan. */
  @property({ type: Boolean }) preview = true;

  /** The card that holds the hand's tab stop (roving tabindex). */
  @state() private current: InstanceId | null = null;

  /** The card shown in the preview, and where (px from the hand's left edge to the card's centre). */
  @state() private peek: { iid: InstanceId; x: number } | null = null;

  private get seat(): PlayerState | undefined {
    return this.view?.players.find((p) => p.id === this.player);
  }

  private get name(): string {
    if (this.playerName) return this.playerName;
    const seat = this.seat;
    return (seat && this.cards?.cards.get(seat.major)?.name) || this.player;
  }

  private def(iid: InstanceId): CardDef | null {
    const id = this.view?.cards[iid]?.card;
    return (id && this.cards?.cards.get(id)) || null;
  }

  override render(): TemplateResult | typeof nothing {
    const seat = this.seat;
    if (!seat) return nothing;
    const hand = seat.hand;
    const label = plural('hand.label', hand.length, { player: this.name });
    if (hand.length === 0) return html`<div class="hand empty" part="hand" role="note" aria-label=${label}>${msg('hand.empty')}</div>`;
    if (this.hidden) {
      return html`<div class="hand hidden" part="hand" role="img" aria-label=${label} style="--overlap:${this.overlap(hand.length)};--n:${hand.length}">
        ${hand.map((iid, i) => html`<div class="slot" part="card" style=${this.fan(i, hand.length)}><kult-card size="mini" .card=${null} aria-hidden="true"></kult-card></div>`)}
      </div>`;
    }
    const focusable = this.current !== null && hand.includes(this.current) ? this.current : (this.selected && hand.includes(this.selected) ? this.selected : hand[0]);
    return html`<div class="hand" part="hand" role="listbox" aria-orientation="horizontal" aria-label=${label} style="--overlap:${this.overlap(hand.length)};--n:${hand.length}" @keydown=${this.onKeydown}>
        ${hand.map((iid, i) => this.renderCard(iid, i, hand.length, iid === focusable))}
      </div>
      ${this.renderPreview(hand)}`;
  }

  private renderPreview(hand: readonly InstanceId[]): TemplateResult | typeof nothing {
    const peek = this.peek;
    if (!this.preview || !peek || !hand.includes(peek.iid)) return nothing;
    const card = this.def(peek.iid);
    if (!card) return nothing;
    // The preview repeats what the option's label already says: hidden from assistive technology.
    return html`<div class="preview" part="preview" style="--peek-x:${peek.x}px" aria-hidden="true">
      <kult-card size="full" .card=${card}></kult-card>
    </div>`;
  }

  private showPeek(e: Event, iid: InstanceId): void {
    const slot = e.currentTarget as HTMLElement;
    this.peek = { iid, x: slot.offsetLeft + slot.offsetWidth / 2 };
  }

  private hidePeek(iid: InstanceId): void {
    if (this.peek?.iid === iid) this.peek = null;
  }

  /**
   * Spread the cards as a gentle arc. Up to seven cards barely overlap, so a
   * card's CV stain and Cast indicators (its right edge) stay visible; a
   * bigger hand closes up to fit.
   */
  private fan(i: number, n: number): string {
    const off = i - (n - 1) / 2;
    const spread = Math.min(1.6, 12 / Math.max(n, 1));
    return `--rot:${(off * spread).toFixed(2)}deg;--lift:${(off * off * 0.6).toFixed(2)}px;z-index:${i + 1}`;
  }

  /** How much of a card the next one covers, as a fraction of a card width. */
  private overlap(n: number): number {
    return this.hidden ? 0.55 : Math.min(0.6, n <= 7 ? 0.04 : 0.04 + (n - 7) * 0.07);
  }

  private renderCard(iid: InstanceId, i: number, n: number, tabStop: boolean): TemplateResult {
    const card = this.def(iid);
    const selected = this.selected === iid;
    const highlight: CardHighlight | null = selected ? 'selected' : this.highlights.has(`card:${iid}`) ? 'legal' : null;
    return html`<div
      class="slot ${selected ? 'selected' : ''}"
      part="card"
      role="option"
      data-iid=${iid}
      aria-selected=${selected ? 'true' : 'false'}
      aria-label=${cardLabel(card, { highlight: highlight === 'selected' ? null : highlight })}
      tabindex=${tabStop ? 0 : -1}
      draggable="true"
      style=${this.fan(i, n)}
      @click=${() => this.choose(iid)}
      @focus=${(e: FocusEvent) => {
        this.current = iid;
        this.showPeek(e, iid);
      }}
      @blur=${() => this.hidePeek(iid)}
      @pointerenter=${(e: PointerEvent) => this.showPeek(e, iid)}
      @pointerleave=${() => this.hidePeek(iid)}
      @dragstart=${(e: DragEvent) => {
        this.peek = null;
        this.onDragStart(e, iid, card);
      }}
    >
      <kult-card size="table" .card=${card} .highlight=${highlight} aria-hidden="true"></kult-card>
    </div>`;
  }

  private choose(iid: InstanceId): void {
    this.current = iid;
    this.dispatchEvent(new KultCardSelectEvent({ iid }));
  }

  private onKeydown(e: KeyboardEvent): void {
    const hand = this.seat?.hand ?? [];
    const el = (e.composedPath()[0] as HTMLElement | undefined)?.closest?.('[data-iid]') as HTMLElement | null;
    const iid = el?.dataset['iid'];
    if (!iid) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this.choose(iid);
      return;
    }
    const k = hand.indexOf(iid);
    let next = -1;
    if (PREV.has(e.key)) next = Math.max(0, k - 1);
    else if (NEXT.has(e.key)) next = Math.min(hand.length - 1, k + 1);
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = hand.length - 1;
    if (next < 0) return;
    e.preventDefault();
    this.current = hand[next]!;
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(`[data-iid="${this.current}"]`)?.focus());
  }

  private onDragStart(e: DragEvent, iid: InstanceId, card: CardDef | null): void {
    const dt = e.dataTransfer;
    if (!dt) return;
    dt.setData(CARD_DRAG_TYPE, iid);
    if (card) dt.setData('text/plain', card.name);
    dt.effectAllowed = 'move';
  }
}
