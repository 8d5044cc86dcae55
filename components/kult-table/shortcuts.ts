/**
 * The table's keyboard shortcuts, in one place: what a key press means (`shortcutOf`) and the
 * list the help overlay shows (`SHORTCUTS`). Single keys without Ctrl, Alt or Meta, never while
 * the player types in a field, so they clash with neither the browser's nor a text box's keys.
 * Arrows, Enter and Space keep their usual meaning inside the hand, the crosses and the lists.
 */
import { msg } from '../../src/i18n/catalog.js';

export type ShortcutId = 'pass' | 'end' | 'option' | 'cancel' | 'mode' | 'hold' | 'stop' | 'help' | 'log' | 'hand' | 'cross';

/** A key press the table acts on; `n` is the digit (1–9) of `option` and `stop`. */
export interface Shortcut {
  readonly id: ShortcutId;
  readonly n?: number;
}

/** The shortcuts as the help overlay lists them: the keys, and what they do in words. */
export function shortcutList(): ReadonlyArray<{ readonly id: ShortcutId; readonly keys: string; readonly does: string }> {
  return ORDER.map((id) => ({ id, keys: msg(`keys.${id}.keys`), does: msg(`keys.${id}`) }));
}

const ORDER: readonly ShortcutId[] = ['pass', 'end', 'option', 'cancel', 'mode', 'stop', 'hold', 'hand', 'cross', 'log', 'help'];

const LETTERS: Readonly<Record<string, ShortcutId>> = { p: 'pass', e: 'end', a: 'mode', h: 'hold', l: 'log', c: 'hand', x: 'cross' };

/** Fields where keys are text: a shortcut there would eat what the player types. */
function typesText(el: Element | undefined): boolean {
  if (!el) return false;
  if (el instanceof HTMLTextAreaElement || (el as HTMLElement).isContentEditable) return true;
  if (el instanceof HTMLInputElement) return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(el.type);
  return false;
}

/**
 * @example
 * shortcutOf(new KeyboardEvent('keydown', { key: 'p' })) // { id: 'pass' }
 * shortcutOf(new KeyboardEvent('keydown', { key: '%', code: 'Digit5', shiftKey: true })) // { id: 'stop', n: 5 }
 */
export function shortcutOf(e: KeyboardEvent): Shortcut | null {
  if (e.ctrlKey || e.metaKey || e.altKey || e.isComposing) return null;
  const origin = e.composedPath()[0] as Element | undefined;
  if (typesText(origin)) return null;
  if (e.key === 'Escape') return { id: 'cancel' };
  if (e.key === '?') return { id: 'help' };
  // The digit by its key's place, so Shift+5 is a 5 on every layout.
  const digit = /^(?:Digit|Numpad)([1-9])$/.exec(e.code)?.[1] ?? (/^[1-9]$/.test(e.key) ? e.key : undefined);
  if (digit) return { id: e.shiftKey ? 'stop' : 'option', n: Number(digit) };
  // In a list box, letters jump to an option: leave them to it.
  if (origin instanceof HTMLSelectElement) return null;
  const id = LETTERS[e.key.toLowerCase()];
  return id && !e.shiftKey ? { id } : null;
}
