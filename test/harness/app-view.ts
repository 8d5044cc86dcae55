// Screenshot harness (not a test): the whole app page as a player sees it at a screen size — the
// page's header, <kult-app> with its bar, and the table of a real match between the starter
// decks (played by the sensible bot for both seats), so each size shows what fits on one screen.
//   ?scene=start   turn 1, the player's draw window
//   ?scene=deeds   turn 5, the player's Deeds step, a hand card chosen: its legal Stations lit
//   ?scene=late    turn 7, the player's Deeds step: all eight Stations taken, Attachments on them
//   ?scene=window  the player holds the floor in a response window to the opponent's act
//   ?scene=result  the game is over: the result screen
//   &view=judge|log  on a phone, that view chosen
//   &players=3..6    a table of that many (the other seats in a row above the board)
//   node test/harness/shoot.mjs app-view '?scene=deeds' /tmp/shots/app-deeds-390.png 390x844
import './harness-lang.js';
import '../../components/kult-app/kult-app.js';
import '../../components/kult-table/kult-table.js';
import type { KultApp } from '../../components/kult-app/kult-app.js';
import type { KultPort } from '../../components/kult-port.js';
import { legalActions, type GameState } from '../../src/kult/index.js';
import { TablePort, starterArena } from '../support/table-port.js';
import { msg } from '../../src/i18n/catalog.js';

const params = new URLSearchParams(location.search);
const scene = params.get('scene') ?? 'deeds';
const view = params.get('view');

// The app page's frame (src/pages/index.html): header, then the app in a centred column.
document.head.insertAdjacentHTML(
  'beforeend',
  `<style>
    body { margin: 0; padding: 0; min-height: 100vh; color: #ece5d8; font: 15px/1.45 system-ui, 'Segoe UI', sans-serif;
      background: radial-gradient(ellipse at 50% 30%, #1e3a30 0%, #142a22 50%, #0b1613 100%) fixed; }
    .masthead { display: flex; align-items: baseline; flex-wrap: wrap; gap: 4px 14px; padding: 14px clamp(12px, 3vw, 32px) 4px; }
    .masthead h1 { margin: 0; font: 700 1.6rem/1.1 Georgia, 'DejaVu Serif', serif; letter-spacing: 0.06em; color: #d4ad62; }
    .masthead p { margin: 0; color: #b2a8bf; }
    main { padding: 10px clamp(8px, 3vw, 32px) 32px; max-width: 1800px; margin: 0 auto; }
  </style>`,
);
document.getElementById('root')!.remove();
document.body.insertAdjacentHTML('beforeend', `<header class="masthead"><h1>taroticum</h1><p>${msg('app.tagline')}</p></header><main><kult-app></kult-app></main>`);

const port = new TablePort(starterArena(11, 'continent', Number(params.get('players') ?? 2)), 'a');
const answers = (s: GameState) =>
  s.players[0]!.hand.some((iid) => ['commandment', 'spell', 'influence'].includes(port.game.cards.cards.get(s.cards[iid]?.card ?? '')?.kind ?? ''));
if (scene === 'deeds') port.autoplayUntil((s) => s.turn >= 5 && s.active === 'a' && s.step === 'deeds' && !s.window);
else if (scene === 'late') port.autoplayUntil((s) => s.turn >= 7 && s.active === 'a' && s.step === 'deeds' && !s.window);
else if (scene === 'window') port.autoplayUntil((s) => s.turn >= 4 && s.active === 'b' && s.window?.kind === 'react' && s.window.order[0] === 'a' && s.window.chain.some((e) => e.kind === 'proclaim') && answers(s), 2000);
else if (scene === 'result') port.autoplayUntil((s) => s.ended !== null, 6000);
else port.autoplayUntil((s) => legalActions(port.table.ctx, s, 'a').length > 0);
port.publish();

const app = document.querySelector('kult-app') as KultApp;
(app as unknown as { attach(p: KultPort): void }).attach(port);

async function stage(): Promise<void> {
  await app.updateComplete;
  const table = app.shadowRoot!.querySelector('kult-table') as (HTMLElement & { updateComplete: Promise<unknown> }) | null;
  if (!table) return;
  await table.updateComplete;
  const sr = table.shadowRoot!;
  if (scene === 'deeds' || scene === 'late') {
    const hand = sr.querySelector('kult-hand.mine') as HTMLElement & { updateComplete: Promise<unknown> };
    await hand.updateComplete;
    const proclaim = port.legalActions().find((a) => a.type === 'proclaim');
    const card = proclaim && proclaim.type === 'proclaim' ? proclaim.card : null;
    (card ? hand.shadowRoot!.querySelector<HTMLElement>(`[data-iid="${card}"]`) : hand.shadowRoot!.querySelector<HTMLElement>('.slot:last-child'))?.click();
    await table.updateComplete;
  }
  if (view) sr.querySelector<HTMLElement>(`.views button[data-view="${view}"]`)?.click();
}
void stage();
