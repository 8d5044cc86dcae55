import { html, nothing, type TemplateResult } from 'lit';
import type { Action, ActionOf, GameState, InstanceId, MarkerSpot, PlayerId, StationId } from '../../src/kult/index.js';
import type { KultSnapshot } from '../kult-port.js';
import { msg } from '../../src/i18n/catalog.js';
import { stationName } from '../kult-card/describe.js';
import { MAX_BUTTONS, renderChooser, renderPicking, type Chooser } from './chooser.js';
import { baseAt, type Plan, type Selection } from './intent.js';
import '../../src/i18n/en/table-words.js';

/** What the move panel needs from the table: the current choices, and how to act on them. */
export interface MoveHost {
  readonly view: GameState;
  readonly me: PlayerId;
  readonly status: KultSnapshot['status'];
  readonly theirName: string;
  readonly legal: readonly Action[];
  readonly selection: Selection | null;
  /** Stations picked to recruit onto (null: not picking). */
  readonly picking: readonly StationId[] | null;
  readonly chooser: Chooser | null;
  /** A hint the table set after a gesture (it wins over the step's own). */
  readonly hint: string | null;
  describe(action: Action): string;
  cardName(iid: InstanceId): string;
  act(action: Action): void;
  ask(actions: readonly Action[], title?: string): void;
  deselect(): void;
  pick(stations: readonly StationId[] | null): void;
  closeChooser(): void;
}

/** The move panel: what to do now, and the buttons (or the open question) to do it. */
export function renderMoves(h: MoveHost, p: Plan): TemplateResult {
  const recruit = (onto: readonly StationId[]): void => h.act({ type: 'recruit', player: h.me, accept: true, onto });
  return html`<section class="moves" part="moves" aria-labelledby="moves-h">
    <h3 id="moves-h" class="sr">${msg('table.moves.heading')}</h3>
    <p class="hint" role="status" tabindex="-1">${hintText(h, p)}</p>
    ${h.chooser
      ? renderChooser(h.chooser, { act: h.act, cancel: h.closeChooser })
      : h.picking
        ? renderPicking(h.picking, { recruit, cancel: () => h.pick(null) })
        : renderButtons(h, p)}
  </section>`;
}

function hintText(h: MoveHost, p: Plan): string {
  if (h.hint) return h.hint;
  if (h.status === 'ended') return msg('table.hint.ended');
  if (h.picking) return msg('table.hint.pick');
  const sel = h.selection;
  const any = p.byKey.size > 0 || p.menu.length > 0;
  if (sel?.kind === 'hand') return msg(any ? 'table.hint.hand' : 'table.hint.hand.none', { card: h.cardName(sel.iid) });
  if (sel?.kind === 'spot') return msg(any ? 'table.hint.spot' : 'table.hint.spot.none', { spot: spotWords(h, sel.spot) });
  if (h.legal.length === 0) return msg('table.hint.waiting', { player: h.theirName });
  return msg(h.view.window ? 'table.hint.window' : 'table.hint.yours');
}

function spotWords(h: MoveHost, spot: MarkerSpot): string {
  if (spot === 'hub') return msg('table.spot.hub');
  const base = baseAt(h.view, h.me, spot);
  return base ? msg('table.spot.station', { station: stationName(spot), card: h.cardName(base) }) : msg('table.spot.empty', { station: stationName(spot) });
}

/**
 * The move panel's buttons: with a card or spot chosen, its abilities, plays that land nowhere on
 * the table and Repels to the Pool; with nothing chosen, the step's own moves (end the step,
 * recruit, decline an attack, a pending choice, a Weapon). Each is numbered in order: its digit
 * presses it (shortcuts.ts); Cancel is Escape.
 */
function renderButtons(h: MoveHost, p: Plan): TemplateResult | typeof nothing {
  const buttons = h.selection ? selectionButtons(h, p) : p.menu.map((a) => stepButton(h, a));
  let note: string | null = null;
  if (!h.selection) {
    if (h.legal.some((a) => a.type === 'recruit' && a.accept) && h.view.step === 'recruit') {
      buttons.push({ label: msg('table.act.recruitPick'), run: () => h.pick([]), kind: 'recruit-pick', variant: 'quiet' });
    }
    const discardHint = h.legal.some((a) => a.type === 'discard' && a.card !== null);
    const attackHint = h.legal.some((a) => a.type === 'attack');
    if (discardHint || attackHint) note = discardHint ? msg('table.act.discardHint') : msg('table.act.attackHint');
  }
  if (buttons.length === 0 && !note) return nothing;
  const label = h.selection ? msg('table.abilities') : msg('table.moves.label');
  return html`${buttons.length > 0 ? html`<div class="buttons" role="group" aria-label=${label}>${numbered(buttons)}</div>` : nothing}
    ${note ? html`<p class="note">${note}</p>` : nothing}`;
}

/** A move panel button before it is drawn: its words, what it does, its kind and look. */
interface Btn {
  readonly label: string;
  readonly run: () => void;
  readonly kind: string;
  readonly variant?: string;
}

function selectionButtons(h: MoveHost, p: Plan): Btn[] {
  const buttons: Btn[] = [];
  const sel = h.selection!;
  // The chosen card's abilities: one button each (it acts, or asks which target and which Repel pays).
  const abilities = new Map<number, Action[]>();
  for (const a of [...p.menu, ...new Set([...p.byKey.values()].flat())]) {
    if (a.type === 'ability') abilities.set(a.index, [...(abilities.get(a.index) ?? []), a]);
  }
  for (const group of abilities.values()) {
    const first = group[0] as ActionOf<'ability'>;
    const label = msg('table.act.ability', { card: h.cardName(first.card) });
    buttons.push({ label: group.length === 1 ? h.describe(first) : label, run: () => (group.length === 1 ? h.act(first) : h.ask(group, label)), kind: 'ability' });
  }
  // Plays that land nowhere: a button each, or one that asks when there are many
  // (Fly in the Ointment names a player and a Suit; Faith Shortcut a marker's path).
  const others = p.menu.filter((a) => a.type !== 'ability');
  if (others.length > MAX_BUTTONS) {
    const card = sel.kind === 'hand' ? h.cardName(sel.iid) : '';
    buttons.push({ label: msg('table.act.play', { card }), run: () => h.ask(others, msg('table.choose.play', { card })), kind: 'play', variant: 'primary' });
  } else for (const a of others) buttons.push({ label: h.describe(a), run: () => h.act(a), kind: a.type });
  // Repels to the Pool (which can also be dragged there).
  const pool = p.byKey.get('pool') ?? [];
  if (pool.length > 0) buttons.push({ label: msg('table.act.pool'), run: () => h.ask(pool), kind: 'pool' });
  buttons.push({ label: msg('table.cancel'), run: () => h.deselect(), kind: 'cancel', variant: 'quiet' });
  return buttons;
}

function stepButton(h: MoveHost, a: Action): Btn {
  const { label, primary } = stepLabel(h, a);
  return { label, run: () => h.act(a), kind: a.type, variant: primary ? 'primary' : '' };
}

/** A step move's words; the moves that end or settle a step are the primary ones. */
function stepLabel(h: MoveHost, a: Action): { label: string; primary: boolean } {
  switch (a.type) {
    case 'endStep':
      return { label: msg('table.act.endStep', { step: msg(`step.${h.view.step}`) }), primary: true };
    case 'declineAttack':
      return { label: msg('table.act.declineAttack'), primary: false };
    case 'recruit':
      return {
        label: !a.accept ? msg('table.act.recruitNone') : a.onto ? msg('table.act.recruitOnto', { stations: a.onto.join(', ') }) : msg('table.act.recruit'),
        primary: a.accept,
      };
    case 'discard':
      return { label: msg('table.act.discardNone'), primary: false };
    case 'choose':
      return { label: msg('table.act.choose', { station: a.station }), primary: true };
    case 'weapon':
      return { label: msg('table.act.weapon', { weapon: h.cardName(a.weapon), being: h.cardName(a.being) }), primary: false };
    default:
      return { label: h.describe(a), primary: false };
  }
}

/** The buttons in order, each but Cancel with its digit (1–9), which presses it; Cancel is Escape. */
function numbered(buttons: readonly Btn[]): TemplateResult[] {
  let n = 0;
  return buttons.map((b) => {
    const key = b.kind === 'cancel' ? 'Escape' : ++n <= 9 ? String(n) : null;
    return keyedButton(b.label, b.run, key, { act: b.kind, variant: b.variant ?? '' });
  });
}

/**
 * A button that shows its key (drawn by keys.styles.ts from `data-keylabel`, so it is in neither
 * its text nor its name) and says it to assistive technology (`aria-keyshortcuts`); `data-key`
 * is what the key handler looks for.
 */
export function keyedButton(label: string, run: () => void, key: string | null, o: { act?: string; variant?: string; cls?: string; disabled?: boolean } = {}): TemplateResult {
  return html`<button
    type="button"
    class="act ${o.variant ?? ''} ${o.cls ?? ''}"
    data-act=${o.act ?? nothing}
    data-key=${key ?? nothing}
    data-keylabel=${key === 'Escape' ? 'Esc' : (key ?? nothing)}
    aria-keyshortcuts=${key ?? nothing}
    ?disabled=${o.disabled ?? false}
    @click=${run}
  >${label}</button>`;
}
