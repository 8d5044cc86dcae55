/**
 * Plays a lesson's acts through `<kult-lesson>`'s real table in Chromium, as a learner would: each
 * act template (the lesson's `solution` or `wrong` entries) is resolved against what the learner
 * sees, and turned into the gesture the table offers for it — the hand card or the own spot it
 * starts from (intent.ts `sourceOf`, the table's own reading), then the spot it lands on
 * (`targetKeys`), the move panel's button, or the chooser's answer; Pass from the timing bar.
 * Two hands: the pointer (`click`) and the keyboard alone (`keys`: the table's shortcuts, arrows
 * and Enter, via the test runner's real key presses). Generic over every act type a lesson file
 * may name.
 */
import { sendKeys } from '@web/test-runner-commands';
import type { KultLesson } from '../../components/kult-lesson/kult-lesson.js';
import { NEIGHBOURS, type Dir } from '../../components/kult-cross/kult-cross.component.js';
import { describeAction } from '../../components/describe-action.js';
import { plan, sourceOf, targetKeys, type KultTable } from '../../components/kult-table/kult-table.js';
import { LEARNER, type ActTemplate } from '../../src/kult/lessons/lesson-schema.js';
import { resolveAct, sameAction } from '../../src/kult/lessons/refs.js';
import { floorHolder } from '../../src/kult/state/access.js';
import type { Action, MarkerSpot } from '../../src/kult/types.js';
import { settled, shadow, text, waitUntil } from './fixture.js';

export type Hand = 'click' | 'keys';

const DIR_KEY: Readonly<Record<Dir, string>> = { up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft', right: 'ArrowRight' };

export function tableOf(el: KultLesson): KultTable {
  const t = shadow(el).querySelector('kult-table');
  if (!t) throw new Error('the lesson shows no table');
  return t;
}

/** Waits for the lesson and its table, and every element inside, to finish rendering. */
export async function flushLesson(el: KultLesson): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await settled(el);
    const t = shadow(el).querySelector('kult-table');
    if (!t) continue;
    await settled(t);
    await Promise.all([...shadow(t).querySelectorAll('*')].filter((e) => e.localName.startsWith('kult-')).map((e) => settled(e)));
  }
}

/** The focused element, looking into shadow roots. */
export function deepActive(): HTMLElement | null {
  let a: Element | null = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a as HTMLElement | null;
}

/**
 * Waits until the learner must decide (or the goal is reached), with the table settled: the
 * floor is theirs with a move besides Pass (where Pass is all, the table passes for them), and
 * `ready` holds.
 */
export async function learnersMoment(el: KultLesson, ready: () => boolean = () => true, what = 'the floor comes to the learner'): Promise<void> {
  await waitUntil(() => {
    const run = el.running;
    if (!run || run.reached) return true;
    return run.snapshot.status === 'playing' && floorHolder(run.snapshot.view) === LEARNER && tableOf(el).legalActions.some((a) => a.type !== 'pass') && ready();
  }, what, 8000);
  await flushLesson(el);
}

/** Waits until `t` names an act the learner's table offers now (a card drawn, a window reached). */
export async function offered(el: KultLesson, t: ActTemplate): Promise<void> {
  await learnersMoment(el, () => {
    const r = resolveAct(el.running!.snapshot.view, t, LEARNER);
    return r.ok && tableOf(el).legalActions.some((a) => sameAction(a, r.action));
  }, `the table offers ${t.type}`);
}

/** The engine's action for `t` now, as the learner's table has it. */
export function resolveNow(el: KultLesson, t: ActTemplate): Action {
  const r = resolveAct(el.running!.snapshot.view, t, LEARNER);
  if (!r.ok) throw new Error(`cannot name ${t.type}: ${r.missing}`);
  return r.action;
}

/**
 * Tries `t` with the table's gestures; resolves once the table has acted on it (played, or judged
 * and refused). Returns whether it was played. `exact`: the table must have tried `t` itself (a
 * refused gesture may stand for several acts, of which the table tries the closest to legal).
 */
export async function attempt(el: KultLesson, t: ActTemplate, hand: Hand, exact = true): Promise<boolean> {
  if (exact) await offered(el, t);
  else await learnersMoment(el);
  const run = el.running!;
  const action = resolveNow(el, t);
  const table = tableOf(el);
  const logBefore = run.snapshot.log.length;
  const attemptBefore = run.snapshot.lastAttempt;
  await gesture(el, table, action, hand);
  const acted = () => run.snapshot.log.length > logBefore || run.snapshot.lastAttempt !== attemptBefore || run.reached;
  if (!exact) {
    // A mistake's gesture the table reads as something else (a selection): no gesture offers it.
    await new Promise((r) => setTimeout(r, 150));
    if (!acted()) {
      await putDown(el, table);
      failWith(`no gesture makes ${t.type}`);
    }
  }
  await waitUntil(acted, `the table acts on ${t.type}`, 5000);
  await flushLesson(el);
  const tried = run.snapshot.lastAttempt?.action;
  if (exact && tried !== undefined && !sameAction(tried, action)) throw new Error(`the gesture for ${JSON.stringify(action)} made ${JSON.stringify(tried)}`);
  return !!run.snapshot.lastAttempt?.ok;
}

/** Puts down what the table holds (an open question, a chosen card or spot), as the learner would with Cancel. */
async function putDown(el: KultLesson, table: KultTable): Promise<void> {
  for (let i = 0; i < 3; i++) {
    const cancel = shadow(table).querySelector<HTMLButtonElement>('.moves button[data-act="cancel"]');
    if (!cancel) return;
    cancel.click();
    await flushLesson(el);
  }
}

async function gesture(el: KultLesson, table: KultTable, action: Action, hand: Hand): Promise<void> {
  const view = el.running!.snapshot.view;
  const tr = shadow(table);
  await putDown(el, table);
  if (action.type === 'pass') {
    if (hand === 'keys') await sendKeys({ press: 'p' });
    else (table.shownPass() ?? failWith('no Pass button is shown')).click();
    return;
  }
  if (hand === 'keys') await tabInto(table);
  const src = sourceOf(action, view, LEARNER);
  if (src) {
    if (src.kind === 'hand') await reach(hand, () => handCard(table, src.iid), 'c', 'ArrowRight');
    else await reachSpot(hand, table, 'mine', src.spot);
    await flushLesson(el);
    const keys = targetKeys(action, view, LEARNER).filter((k) => k !== 'pool');
    if (keys.length > 0) {
      const [kind, player, spot] = keys[0]!.split(':') as [string, string, string];
      await reachSpot(hand, table, player === LEARNER ? 'mine' : 'theirs', (kind === 'hub' ? 'hub' : spot) as MarkerSpot);
    } else {
      const label = describeAction(action, view, el.running!.game.cards, { me: LEARNER });
      const buttons = [...tr.querySelectorAll<HTMLButtonElement>('.moves .buttons button')];
      const own = buttons.find((b) => text(b) === label) ?? buttons.find((b) => b.dataset['act'] === (targetKeys(action, view, LEARNER)[0] === 'pool' ? 'pool' : 'play'));
      await press(hand, own ?? failWith(`no button for "${label}" (${buttons.map((b) => text(b)).join(' | ')})`));
    }
  } else if (action.type === 'recruit' && action.accept && action.onto) {
    await press(hand, button(tr, '[data-act="recruit-pick"]'));
    await flushLesson(el);
    for (const st of action.onto) {
      await reachSpot(hand, table, 'mine', st);
      await flushLesson(el);
    }
    await press(hand, button(tr, '[data-act="recruit-picked"]'));
  } else {
    // A move taken directly: its button, in the move panel's order (the plan's menu).
    const menu = plan(null, table.legalActions, view, LEARNER).menu;
    const at = menu.findIndex((a) => sameAction(a, action));
    const buttons = [...tr.querySelectorAll<HTMLButtonElement>('.moves .buttons button')];
    await press(hand, buttons[at] ?? failWith(`no step button for ${action.type}`));
  }
  await flushLesson(el);
  await answerChooser(el, table, action, hand);
}

/** The chooser the gesture opened, if any: the Suit, or the option named as the action is. */
async function answerChooser(el: KultLesson, table: KultTable, action: Action, hand: Hand): Promise<void> {
  const c = shadow(table).querySelector('.moves .chooser');
  if (!c) return;
  const view = el.running!.snapshot.view;
  const label = describeAction(action, view, el.running!.game.cards, { me: LEARNER });
  const select = c.querySelector<HTMLSelectElement>('select');
  if (select) {
    const i = [...select.options].findIndex((o) => text(o).endsWith(label));
    if (i < 0) failWith(`no option "${label}"`);
    if (hand === 'keys') {
      for (let k = 0; k < i; k++) await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'Enter' });
    } else {
      select.value = String(i);
      c.querySelector<HTMLButtonElement>('button.option')!.click();
    }
    return;
  }
  const options = [...c.querySelectorAll<HTMLButtonElement>('button.option')];
  const suit = action.type === 'repel' ? action.suit : null;
  const pick = options.find((b) => (suit ? b.dataset['suit'] === suit : text(b) === label)) ?? failWith(`no answer "${label}" among ${options.map((b) => text(b)).join(' | ')}`);
  await press(hand, pick);
}

function handCard(table: KultTable, iid: string): HTMLElement {
  const hand = shadow(table).querySelector('kult-hand.mine') ?? failWith('no hand');
  return shadow(hand).querySelector<HTMLElement>(`[data-iid="${iid}"]`) ?? failWith(`no ${iid} in hand`);
}

function spotOf(table: KultTable, side: 'mine' | 'theirs', spot: MarkerSpot): HTMLElement {
  const cross = shadow(table).querySelector(`kult-cross.${side}`) ?? failWith(`no ${side} cross`);
  return shadow(cross).querySelector<HTMLElement>(`[data-spot="${spot}"]`) ?? failWith(`no spot ${spot}`);
}

function button(root: ShadowRoot, sel: string): HTMLButtonElement {
  return root.querySelector<HTMLButtonElement>(`.moves ${sel}`) ?? failWith(`no button ${sel}`);
}

/** Presses a button: a click, or its digit (the table's shortcut), else Tab to it and Enter. */
async function press(hand: Hand, b: HTMLButtonElement): Promise<void> {
  if (hand === 'click') return b.click();
  const key = b.dataset['key'];
  if (key && key !== 'Escape') return sendKeys({ press: key });
  await tabTo(b);
  await sendKeys({ press: 'Enter' });
}

/** Brings focus to `target()` with `shortcut` then `step` presses, and chooses it with Enter (or clicks it). */
async function reach(hand: Hand, target: () => HTMLElement, shortcut: string, step: string): Promise<void> {
  if (hand === 'click') return target().click();
  await sendKeys({ press: shortcut });
  // The hand keeps the card it last had focused: start from its first card (Home), then step.
  if (step === 'ArrowRight') await sendKeys({ press: 'Home' });
  for (let i = 0; i < 12 && deepActive() !== target(); i++) await sendKeys({ press: step });
  if (deepActive() !== target()) failWith('the keys did not reach the card');
  await sendKeys({ press: 'Enter' });
}

/** A spot of a cross: clicked, or reached with the arrow keys along the cross's own neighbours and chosen with Enter. */
async function reachSpot(hand: Hand, table: KultTable, side: 'mine' | 'theirs', spot: MarkerSpot): Promise<void> {
  if (hand === 'click') return spotOf(table, side, spot).click();
  if (side === 'mine') await sendKeys({ press: 'x' });
  else await tabInto(shadow(table).querySelector(`kult-cross.theirs`)!);
  const here = (deepActive()?.dataset['spot'] ?? 'hub') as MarkerSpot;
  for (const dir of pathBetween(here, spot)) await sendKeys({ press: DIR_KEY[dir] });
  if (deepActive() !== spotOf(table, side, spot)) failWith(`the keys did not reach ${side} ${spot}`);
  await sendKeys({ press: 'Enter' });
}

/** The arrow presses from one spot to another (breadth first over the cross's neighbours). */
function pathBetween(from: MarkerSpot, to: MarkerSpot): Dir[] {
  const seen = new Map<MarkerSpot, Dir[]>([[from, []]]);
  const queue: MarkerSpot[] = [from];
  while (queue.length > 0) {
    const at = queue.shift()!;
    if (at === to) return seen.get(at)!;
    for (const [dir, next] of Object.entries(NEIGHBOURS[at]) as Array<[Dir, MarkerSpot]>) {
      if (seen.has(next)) continue;
      seen.set(next, [...seen.get(at)!, dir]);
      queue.push(next);
    }
  }
  return failWith(`no way from ${from} to ${to}`);
}

/**
 * Tab presses until focus is inside `host`, through any shadow roots (another cross has no
 * shortcut of its own; the table's keys work where focus is in it, not on a quiz just answered).
 */
async function tabInto(host: Element): Promise<void> {
  const inside = (a: Node | null): boolean => {
    for (let n = a; n; n = n.parentNode ?? (n instanceof ShadowRoot ? n.host : null)) if (n === host) return true;
    return false;
  };
  for (let i = 0; i < 80; i++) {
    if (inside(deepActive())) return;
    await sendKeys({ press: 'Tab' });
  }
  failWith(`Tab never reached <${host.localName}>`);
}

async function tabTo(el: HTMLElement): Promise<void> {
  for (let i = 0; i < 80 && deepActive() !== el; i++) await sendKeys({ press: 'Tab' });
  if (deepActive() !== el) failWith(`Tab never reached "${text(el)}"`);
}

function failWith(message: string): never {
  throw new Error(`lesson driver: ${message}`);
}
