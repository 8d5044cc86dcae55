import { html, nothing, type TemplateResult } from 'lit';
import { Localized } from '../localized.js';
import { property, state } from 'lit/decorators.js';
import { CAST, STAGE, combatValue, type Attachment, type CardDef, type CardSet, type CombatValue, type GameState, type InstanceId, type MarkerSpot, type PlayerId, type PlayerState, type Slot, type StationId } from '../../src/kult/index.js';
import { CARD_DRAG_TYPE, KultCardDropEvent, readCardDrag } from '../events/kult-card-drop.js';
import { KultMarkerDragEvent, MARKER_DRAG_TYPE, readMarkerDrag } from '../events/kult-marker-drag.js';
import { KultMarkerDropEvent } from '../events/kult-marker-drop.js';
import { KultSpotActivateEvent } from '../events/kult-spot-activate.js';
import { msg } from '../../src/i18n/catalog.js';
import { plural } from '../../src/i18n/plural.js';
import type { CardHighlight } from '../kult-card/kult-card.component.js';
import '../kult-card/kult-card.js';
import { cvWords, stationName, stationShort } from '../kult-card/describe.js';
import { styles } from './kult-cross.styles.js';
import '../../src/i18n/en/table-words.js';

export type Dir = 'up' | 'down' | 'left' | 'right';

/** Arrow-key moves between spots, following the rulebook's picture of the cross. */
export const NEIGHBOURS: Readonly<Record<MarkerSpot, Partial<Record<Dir, MarkerSpot>>>> = {
  hub: { up: 'N', down: 'S', left: 'W', right: 'E' },
  N: { down: 'hub', left: 'W', right: 'C1' },
  W: { right: 'hub', up: 'N', down: 'S' },
  E: { left: 'hub', up: 'N', down: 'S', right: 'C2' },
  S: { up: 'hub', left: 'W', right: 'C4' },
  C1: { down: 'C2', left: 'N' },
  C2: { up: 'C1', down: 'C3', left: 'E' },
  C3: { up: 'C2', down: 'C4', left: 'E' },
  C4: { up: 'C3', left: 'S' },
};

const KEY_DIRS: Readonly<Record<string, Dir>> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

/** Grid area of each Stage spot. */
const AREA: Readonly<Record<string, string>> = { hub: 'hub', N: 'n', E: 'e', S: 's', W: 'w' };

/**
 * One player's Mystic Cross as the rulebook lays it out: the Hub in the
 * centre (the Major Arcanum across the face-down Hub card), the Stage's
 * North, East, South and West around it, and the Cast's First to Fourth
 * Stations in a column to the right. Cards attached to a base card lie
 * underneath it, their names peeking out above (K-ATTACH-07). A face-up
 * Being shows its Combat Value as it stands, with what modifies it (the
 * engine's `combatValue`: attachments, effects, the other combatant in a
 * combat), so "7 (5+2)" is on the card, and in its spot's label.
 *
 * The cross is one tab stop; the arrow keys move between its nine spots as
 * they lie on the table, Enter or Space activates one. Population markers
 * are dragged off a spot (the spot is the drag handle) and dropped on
 * another spot or on the pool in `<kult-piles>`; a hand card from
 * `<kult-hand>` can be dropped on a spot. The cross only reports these
 * gestures; the table asks the judge what they mean.
 *
 * @event kult-spot-activate - A spot was clicked or activated from the keyboard. Detail: `{ player, spot, iid }`.
 * @event kult-marker-drag - A marker drag started on a spot. Detail: `{ player, from }`.
 * @event kult-marker-drop - A marker from this cross was dropped on one of its spots. Detail: `{ player, from, to }`.
 * @event kult-card-drop - A hand card was dropped on a spot. Detail: `{ iid, player, spot }`.
 *
 * @csspart cross - The whole layout (Stage grid and Cast column).
 * @csspart stage - The 3×3 Stage grid with the Hub in the centre.
 * @csspart cast - The Cast column.
 * @csspart spot - Every spot (Hub and Stations); also `spot-hub`, `spot-N` … `spot-C4`.
 * @csspart empty - The outline of an empty Station.
 *
 * @cssprop --kult-card-width - Width of the cards on the cross (default 112px).
 * @cssprop --kult-cross-cast-columns - Columns of the Cast: 1 (default, a column of four beside the Stage) or 2 (two rows of two: the cross only as tall as its Stage).
 */
export class KultCross extends Localized {
  static override styles = styles;

  /** The game as this seat sees it. */
  @property({ attribute: false }) view: GameState | null = null;

  /** Whose cross to draw. */
  @property() player: PlayerId = '';

  /** The card set the match uses. */
  @property({ attribute: false }) cards: CardSet | null = null;

  /** Keys `station:<player>:<StationId>`, `hub:<player>` and `card:<iid>` that may be chosen now. */
  @property({ attribute: false }) highlights: ReadonlySet<string> = new Set();

  /** The chosen spot: `hub`/`N`…`C4`, or a highlight key (`hub:<player>`, `station:<player>:N`). */
  @property({ attribute: 'selected-spot' }) selectedSpot: string | null = null;

  /** How to name the player in labels; defaults to the name of their Major Arcanum. */
  @property({ attribute: 'player-name' }) playerName: string | null = null;

  /** The spot that holds the cross's tab stop (roving tabindex). */
  @state() private current: MarkerSpot = 'hub';

  @state() private dropOver: MarkerSpot | null = null;

  /** The Combat Values drawn for `view`, by card. */
  private cvs: { view: GameState | null; values: Map<InstanceId, CombatValue> } = { view: null, values: new Map() };

  /** Moves keyboard focus to a spot of this cross. */
  focusSpot(spot: MarkerSpot): void {
    this.current = spot;
    void this.updateComplete.then(() => this.spotElement(spot)?.focus());
  }

  private spotElement(spot: MarkerSpot): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>(`[data-spot="${spot}"]`);
  }

  private get seat(): PlayerState | undefined {
    return this.view?.players.find((p) => p.id === this.player);
  }

  private def(iid: InstanceId): CardDef | null {
    const id = this.view?.cards[iid]?.card;
    return (id && this.cards?.cards.get(id)) || null;
  }

  private get name(): string {
    if (this.playerName) return this.playerName;
    const seat = this.seat;
    return (seat && this.cards?.cards.get(seat.major)?.name) || this.player;
  }

  private isSelected(spot: MarkerSpot): boolean {
    const s = this.selectedSpot;
    return s !== null && (s === spot || s === this.spotKey(spot));
  }

  private spotKey(spot: MarkerSpot): string {
    return spot === 'hub' ? `hub:${this.player}` : `station:${this.player}:${spot}`;
  }

  private cardHighlight(iid: InstanceId): CardHighlight | null {
    return this.highlights.has(`card:${iid}`) ? 'legal' : null;
  }

  override render(): TemplateResult | typeof nothing {
    const seat = this.seat;
    if (!seat) return nothing;
    const label = msg('cross.label', { player: this.name });
    return html`<div class="cross" part="cross" role="group" aria-label=${label} @keydown=${this.onKeydown}>
      <div class="stage" part="stage" role="group" aria-label=${msg('cross.stage')}>
        ${this.renderHub(seat)} ${STAGE.map((s) => this.renderStation(seat, s))}
      </div>
      <div class="cast" part="cast" role="group" aria-label=${msg('cross.cast')}>${CAST.map((s) => this.renderStation(seat, s))}</div>
      <span class="drag-bead" aria-hidden="true"></span>
    </div>`;
  }

  private renderHub(seat: PlayerState): TemplateResult {
    const major = this.cards?.cards.get(seat.major) ?? null;
    const markers = seat.cross.hubMarkers;
    const attachments = seat.cross.majorAttachments;
    const parts = [msg('cross.hub', { player: this.name, major: major?.name ?? seat.major, markers: plural('cross.tokens', markers) })];
    this.addAttachmentWords(parts, attachments);
    this.addStateWords(parts, 'hub');
    return this.spot('hub', parts.join(', '), markers, null, html`<div class="stack hub-stack" style="--n:${attachments.length}">
      ${this.renderAttachments(attachments)}
      <kult-card class="hub-card" size="table" .card=${null} aria-hidden="true"></kult-card>
      <kult-card class="base major" size="table" .card=${major} .markers=${markers} aria-hidden="true"></kult-card>
    </div>`);
  }

  private renderStation(seat: PlayerState, station: StationId): TemplateResult {
    const slot: Slot | undefined = seat.cross.stations[station];
    const where = stationName(station);
    if (!slot) {
      const parts = [msg('cross.station.empty', { player: this.name, station: where })];
      this.addStateWords(parts, station);
      return this.spot(station, parts.join(', '), 0, null, html`<div class="empty" part="empty"><span data-short=${stationShort(station)}></span></div>`);
    }
    const card = this.def(slot.base);
    const cv = this.cvOf(slot, card);
    const parts = [
      msg('cross.station.card', {
        player: this.name,
        station: where,
        card: card?.name ?? msg('cross.hidden'),
        face: msg(slot.faceUp ? 'cross.faceUp' : 'cross.faceDown'),
        markers: plural('cross.tokens', slot.markers),
      }),
    ];
    if (cv) parts.push(cv.parts.length > 1 ? msg('cross.cvModified', { cv: cv.total, parts: cvWords(cv) }) : msg('cross.cv', { cv: cv.total }));
    this.addAttachmentWords(parts, slot.attachments);
    this.addStateWords(parts, station);
    return this.spot(station, parts.join(', '), slot.markers, slot.base, html`<div class="stack" style="--n:${slot.attachments.length}">
      ${this.renderAttachments(slot.attachments)}
      <kult-card
        class="base"
        size="table"
        data-iid=${slot.base}
        .card=${card}
        .faceDown=${!slot.faceUp}
        .combatValue=${cv}
        .markers=${slot.markers}
        .highlight=${this.cardHighlight(slot.base)}
        aria-hidden="true"
      ></kult-card>
    </div>`);
  }

  /** A face-up Being's Combat Value now (against the other combatant while it fights), or null. */
  private cvOf(slot: Slot, card: CardDef | null): CombatValue | null {
    const view = this.view;
    if (!view || !this.cards || !slot.faceUp || card?.kind !== 'being') return null;
    // One value per card and view: a render for a new highlight hands each card the same object.
    if (this.cvs.view !== view) this.cvs = { view, values: new Map() };
    let cv = this.cvs.values.get(slot.base);
    if (!cv) {
      const c = view.combat;
      const opponent = c ? (c.attacker === slot.base ? c.target : c.target === slot.base ? c.attacker : undefined) : undefined;
      this.cvs.values.set(slot.base, (cv = combatValue({ cards: this.cards }, view, slot.base, opponent)));
    }
    return cv;
  }

  private renderAttachments(attachments: readonly Attachment[]): TemplateResult[] {
    return attachments.map(
      (a, i) => html`<kult-card
        class="attachment"
        size="table"
        style="--k:${i}"
        data-iid=${a.iid}
        .card=${this.def(a.iid)}
        .highlight=${this.cardHighlight(a.iid)}
        aria-hidden="true"
      ></kult-card>`,
    );
  }

  private addAttachmentWords(parts: string[], attachments: readonly Attachment[]): void {
    if (attachments.length === 0) return;
    const names = attachments.map((a) => this.def(a.iid)?.name ?? msg('cross.hidden'));
    parts.push(msg('cross.attachments', { cards: names.join(', ') }));
  }

  private addStateWords(parts: string[], spot: MarkerSpot): void {
    if (this.highlights.has(this.spotKey(spot))) parts.push(msg('cross.legal'));
    if (this.isSelected(spot)) parts.push(msg('cross.selected'));
  }

  /** One focusable spot: activation, marker drag source, drop target. */
  private spot(spot: MarkerSpot, label: string, markers: number, iid: InstanceId | null, content: TemplateResult): TemplateResult {
    const classes = [
      'spot',
      spot === 'hub' ? 'hub' : 'station',
      this.highlights.has(this.spotKey(spot)) ? 'legal' : '',
      this.isSelected(spot) ? 'selected' : '',
      this.dropOver === spot ? 'drop-over' : '',
      markers > 0 ? 'has-markers' : '',
    ].join(' ');
    const area = AREA[spot];
    return html`<div
      class=${classes}
      part="spot spot-${spot}"
      style=${area ? `grid-area:${area}` : ''}
      data-spot=${spot}
      role="button"
      tabindex=${this.current === spot ? 0 : -1}
      aria-label=${markers > 0 ? `${label}; ${msg('cross.dragMarkers')}` : label}
      draggable=${markers > 0 ? 'true' : 'false'}
      @click=${() => this.activate(spot, iid)}
      @focus=${() => (this.current = spot)}
      @dragstart=${(e: DragEvent) => this.onDragStart(e, spot)}
      @dragover=${(e: DragEvent) => this.onDragOver(e, spot)}
      @dragleave=${(e: DragEvent) => this.onDragLeave(e, spot)}
      @drop=${(e: DragEvent) => this.onDrop(e, spot)}
    >
      ${content}
    </div>`;
  }

  private activate(spot: MarkerSpot, iid: InstanceId | null): void {
    this.current = spot;
    this.dispatchEvent(new KultSpotActivateEvent({ player: this.player, spot, iid }));
  }

  private onKeydown(e: KeyboardEvent): void {
    const el = (e.composedPath()[0] as HTMLElement | undefined)?.closest?.('[data-spot]') as HTMLElement | null;
    const spot = el?.dataset['spot'] as MarkerSpot | undefined;
    if (!spot) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      const slot = spot === 'hub' ? undefined : this.seat?.cross.stations[spot];
      this.activate(spot, slot?.base ?? null);
      return;
    }
    const dir = KEY_DIRS[e.key];
    const next = dir ? NEIGHBOURS[spot][dir] : e.key === 'Home' ? 'hub' : undefined;
    if (!next) return;
    e.preventDefault();
    this.focusSpot(next);
  }

  private onDragStart(e: DragEvent, spot: MarkerSpot): void {
    const dt = e.dataTransfer;
    if (!dt) return;
    dt.setData(MARKER_DRAG_TYPE, JSON.stringify({ player: this.player, from: spot }));
    dt.effectAllowed = 'move';
    const bead = this.renderRoot.querySelector<HTMLElement>('.drag-bead');
    try {
      if (bead) dt.setDragImage(bead, 12, 12);
    } catch {
      // A synthetic DataTransfer may refuse a drag image; the default image is fine.
    }
    this.dispatchEvent(new KultMarkerDragEvent({ player: this.player, from: spot }));
  }

  private onDragOver(e: DragEvent, spot: MarkerSpot): void {
    const types = e.dataTransfer?.types ?? [];
    if (!types.includes(MARKER_DRAG_TYPE) && !types.includes(CARD_DRAG_TYPE)) return;
    e.preventDefault();
    if (e.dataTransfer) e.dataTransfer.dropEffect = 'move';
    this.dropOver = spot;
  }

  private onDragLeave(e: DragEvent, spot: MarkerSpot): void {
    const to = e.relatedTarget as Node | null;
    if (this.dropOver === spot && !(to && (e.currentTarget as HTMLElement).contains(to))) this.dropOver = null;
  }

  private onDrop(e: DragEvent, spot: MarkerSpot): void {
    this.dropOver = null;
    const marker = readMarkerDrag(e.dataTransfer);
    if (marker) {
      e.preventDefault();
      // Markers move within one cross; a drop from another cross, or back where it came from, means nothing.
      if (marker.player === this.player && marker.from !== spot) {
        this.dispatchEvent(new KultMarkerDropEvent({ player: this.player, from: marker.from, to: spot }));
      }
      return;
    }
    const iid = readCardDrag(e.dataTransfer);
    if (iid) {
      e.preventDefault();
      this.dispatchEvent(new KultCardDropEvent({ iid, player: this.player, spot }));
    }
  }
}
