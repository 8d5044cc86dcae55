// Screenshot harness (not a test): the whole <kult-table> on a real match
// between the starter decks, played by the sensible bot for both seats up to
// the local player's Deeds step in turn 5.
//   ?scene=mid    a hand card chosen: its legal Stations lit
//   ?scene=judge  a Being chosen and an illegal Station pointed at: the judge shows the failing check
//   ?scene=window   the local player holds the floor in a response window, with cards that may not respond and why
//   ?scene=opponent the opponent has just acted: the judge shows the checks the act passed
//   ?scene=away     the friend is away (the game paused) with a notice; ?scene=ended the game is over
//   node test/harness/shoot.mjs table-view '?scene=judge' /tmp/shots/table-judge.png 1440x1250
import './harness-lang.js';
import { html, render } from 'lit';
import '../../components/kult-table/kult-table.js';
import type { KultTable } from '../../components/kult-table/kult-table.js';
import { legalActions, type GameState } from '../../src/kult/index.js';
import { TablePort, starterArena } from '../support/table-port.js';

const scene = new URLSearchParams(location.search).get('scene') ?? 'mid';
const port = new TablePort(starterArena(11), 'a');
const answers = (s: GameState) =>
  s.players[0]!.hand.some((iid) => ['commandment', 'spell', 'influence'].includes(port.game.cards.cards.get(s.cards[iid]?.card ?? '')?.kind ?? ''));
if (scene === 'window') port.autoplayUntil((s) => s.turn >= 4 && s.active === 'b' && s.window?.kind === 'react' && s.window.order[0] === 'a' && s.window.chain.some((e) => e.kind === 'proclaim') && answers(s), 2000);
else if (scene === 'opponent') port.autoplayUntil((s) => s.turn >= 4 && s.active === 'b' && s.step === 'deeds' && !s.window && legalActions(port.table.ctx, s, 'b').some((a) => a.type === 'proclaim'));
else port.autoplayUntil((s) => s.turn >= 5 && s.active === 'a' && s.step === 'deeds' && !s.window);
if (scene === 'away') {
  port.opponent = 'away';
  port.paused = true;
  port.notice = "your friend's table refused your last act: Usher is not in your hand";
} else if (scene === 'ended') {
  port.table.state = { ...port.table.state, winner: 'a', ended: { rule: 'K-WIN-01', says: 'Kether holds 6 population markers in the Hub' } };
}
port.publish();

const root = document.getElementById('root')!;
root.style.cssText = 'display:block';
render(html`<kult-table .port=${port} style="max-width:1500px;margin:0 auto"></kult-table>`, root);
const table = root.querySelector('kult-table') as KultTable;

async function stage(): Promise<void> {
  await table.updateComplete;
  const sr = table.shadowRoot!;
  if (scene === 'opponent') {
    port.other(legalActions(port.table.ctx, port.table.state, 'b').find((a) => a.type === 'proclaim')!);
    return;
  }
  if (scene === 'mid' || scene === 'judge') {
    const legal = port.legalActions();
    const proclaim = legal.find((a) => a.type === 'proclaim');
    if (!proclaim || proclaim.type !== 'proclaim') return;
    const hand = sr.querySelector('kult-hand.mine')!;
    await (hand as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    hand.shadowRoot!.querySelector<HTMLElement>(`[data-iid="${proclaim.card}"]`)!.click();
    await table.updateComplete;
    if (scene === 'judge') {
      // Point at a Station the card may not go to.
      const ok = new Set(legal.filter((a) => a.type === 'proclaim' && a.card === proclaim.card).map((a) => (a as { station: string }).station));
      const bad = ['N', 'E', 'S', 'W', 'C1', 'C2', 'C3', 'C4'].find((s) => !ok.has(s))!;
      const cross = sr.querySelector('kult-cross.mine')!;
      cross.shadowRoot!.querySelector(`[data-spot="${bad}"]`)!.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, composed: true }));
      await table.updateComplete;
      const judge = sr.querySelector('kult-judge');
      await (judge as HTMLElement & { updateComplete: Promise<unknown> } | null)?.updateComplete;
      judge?.shadowRoot?.querySelector<HTMLButtonElement>('li.fail button.toggle')?.click();
    }
  }
}
void stage();
