/**
 * What a game's browser test on the real app page reads and does through the app: the game
 * chosen in the lobby's Game list, and its table element, the match port and the port's view.
 * Browser only; not a test file itself.
 */
import { until, type AppFrame } from './app-frame.js';
import { deep } from './layout-probe.js';
import { settle } from './layout-check.js';
import type { MatchPort } from '../../src/app/match-port.js';
import type { GameAction } from '../../src/engine/game.js';

/** Chooses a game in the lobby's Game list, as a player does. */
export async function chooseGame(f: AppFrame, id: string): Promise<void> {
  const select = await until('the Game list', () => deep<HTMLSelectElement>(f.app, 'kult-lobby >>> select[name="game"]'));
  select.value = id;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  await settle(f);
}

/** Readers for the game table `tag` (e.g. 'cygw-table'): the element, a query in its shadow root, the match port, the view. */
export function tableReaders<S, A extends GameAction>(tag: string) {
  const table = (f: AppFrame) => deep(f.app, tag)!;
  const inTable = <E extends HTMLElement = HTMLElement>(f: AppFrame, sel: string): E | null => table(f)?.shadowRoot?.querySelector<E>(sel) ?? null;
  const port = (f: AppFrame) => f.app.match as unknown as MatchPort<S, A>;
  const view = (f: AppFrame) => port(f).snapshot.view;
  return { table, inTable, port, view };
}
