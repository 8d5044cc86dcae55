import { html, nothing, type TemplateResult } from 'lit';
import { Localized } from '../localized.js';
import { property, state } from 'lit/decorators.js';
import type { CardSet, GameState, PlayerId, PlayerState } from '../../src/kult/index.js';
import { MARKER_DRAG_TYPE, readMarkerDrag } from '../events/kult-marker-drag.js';
import { KultMarkerDropEvent } from '../events/kult-marker-drop.js';
import { msg } from '../../src/i18n/catalog.js';
import { plural } from '../../src/i18n/plural.js';
import '../kult-card/kult-card.js';
import { tokens } from '../kult-card/tokens.js';
import { styles } from './kult-piles.styles.js';

/** How many backs a pile of `count` cards shows (thicker piles look thicker, up to a point). */
export function pileDepth(count: number): number {
  return count === 0 ? 0 : Math.min(6, 1 + Math.ceil(count / 10));
}

/**
 * The piles beside a player's cross (K-CROSS-06): the draw pile and the
 * face-down discard pile, as stacks of backs with their counts, and, when
 * `showPool` is set, the shared population pool. The pool is a drop target
 * for markers dragged off a `<kult-cross>` (a Repel to the pool): dropping
 * one fires `kult-marker-drop` with `to: 'pool'`.
 *
 * @event kult-marker-drop - A marker was dropped on the pool. Detail: `{ player, from, to: 'pool' }`.
 *
 * @csspart piles - The row of piles.
 * @csspart pool - The population pool.
 * @csspart draw - The draw pile.
 * @csspart discard - The discard pile.
 *
 * @cssprop --kult-card-width - Width of the pile cards (default 64px).
 */
export class KultPiles extends Localized {
  static override styles = styles;

  @property({ attribute: false }) view: GameState | null = null;

  @property() player: PlayerId = '';

  /** Used only to name the player after their Major Arcanum when `player-name` is not given. */
  @property({ attribute: false }) cards: CardSet | null = null;

  /** Show the population pool (the table shows it once, beside one player's piles). */
  @property({ type: Boolean, attribute: 'show-pool' }) showPool = false;

  @property({ attribute: 'player-name' }) playerName: string | null = null;

  @state() private dropOver = false;

  private get seat(): PlayerState | undefined {
    return this.view?.players.find((p) => p.id === this.player);
  }

  private get name(): string {
    if (this.playerName) return this.playerName;
    const seat = this.seat;
    return (seat && this.cards?.cards.get(seat.major)?.name) || this.player;
  }

  override render(): TemplateResult | typeof nothing {
    const view = this.view;
    const seat = this.seat;
    if (!view || !seat) return nothing;
    return html`<div class="piles" part="piles" role="group" aria-label=${msg('piles.label', { player: this.name })}>
      ${this.showPool ? this.renderPool(view.pool) : nothing}
      ${this.renderPile('draw', seat.drawPile.length, msg('piles.draw', { count: seat.drawPile.length }), msg('piles.drawTitle'))}
      ${this.renderPile('discard', seat.discardPile.length, msg('piles.discard', { count: seat.discardPile.length }), msg('piles.discardTitle'))}
    </div>`;
  }

  private renderPool(count: number): TemplateResult {
    return html`<div
      class="pile pool ${this.dropOver ? 'drop-over' : ''}"
      part="pool"
      role="img"
      aria-label=${plural('piles.pool', count)}
      aria-description=${msg('piles.poolDrop')}
      data-count=${count}
      @dragover=${this.onDragOver}
      @dragleave=${this.onDragLeave}
      @drop=${this.onDrop}
    >
      <div class="dish">${tokens(count, 'pool-markers')}</div>
      <div class="caption"><span class="title">${msg('piles.poolTitle')}</span> <span class="count">${count}</span></div>
    </div>`;
  }

  private renderPile(kind: 'draw' | 'discard', count: number, label: string, title: string): TemplateResult {
    const depth = pileDepth(count);
    return html`<div class="pile ${kind}" part=${kind} role="img" aria-label=${label} data-count=${count}>
      <div class="stack" style="--depth:${depth}">
        ${depth === 0
          ? html`<div class="outline"></div>`
          : Array.from({ length: depth }, (_, i) => html`<kult-card size="mini" .card=${null} style="--d:${i}" aria-hidden="true"></kult-card>`)}
      </div>
      <div class="caption"><span class="title">${title}</span> <span class="count">${count}</span></div>
    </div>`;
  }

  private onDragOver(e: DragEvent): void {
    if (!e.dataTransfer?.types.includes(MARKER_DRAG_TYPE)) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'move';
    this.dropOver = true;
  }

  private onDragLeave(e: DragEvent): void {
    const to = e.relatedTarget as Node | null;
    if (!(to && (e.currentTarget as HTMLElement).contains(to))) this.dropOver = false;
  }

  private onDrop(e: DragEvent): void {
    this.dropOver = false;
    const marker = readMarkerDrag(e.dataTransfer);
    if (!marker) return;
    e.preventDefault();
    this.dispatchEvent(new KultMarkerDropEvent({ player: marker.player, from: marker.from, to: 'pool' }));
  }
}
