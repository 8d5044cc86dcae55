// Screenshot harness (not a test): the app page with a Cult practice game against three bots, the
// bots' sensible play standing in for the player's until the scene:
//   ?scene=preach      round 1, the player's Intention turn, a Free Priest picked: the Locations it may go to marked
//   ?scene=judge       the same, a click on the Rift of Darkness refused: the judge with its C-… rules
//   ?scene=resolution  round 2, the player's action in an action round of the Resolution Phase
//   ?scene=cards       the player's action in an action round with cards to play, their targets listed
//   &lang=pl|it        in Polish or Italian
//   node test/harness/shoot.mjs cygw-view '?scene=preach' /tmp/shots/cygw-360.png 360x740
import './harness-lang.js';
import '../../components/kult-app/kult-app.js';
import type { KultApp } from '../../components/kult-app/kult-app.js';
import { cygwShell } from '../../components/cygw/cygw-shell.js';
import { cygwPractice } from '../../components/cygw/cygw-play.js';
import { cygwCards } from '../../src/cygw/cards/card-set.js';
import type { CygwState } from '../../src/cygw/state.js';
import { LocalMatch } from '../../src/app/local-match.js';
import { botsPlayUntil } from '../support/bot-play.js';
import { msg } from '../../src/i18n/catalog.js';

const scene = new URLSearchParams(location.search).get('scene') ?? 'preach';

document.head.insertAdjacentHTML(
  'beforeend',
  `<style>
    body { margin: 0; padding: 0; min-height: 100vh; color: #ece5d8; font: 15px/1.45 system-ui, 'Segoe UI', sans-serif;
      background: radial-gradient(ellipse at 50% 30%, #1e3a30 0%, #142a22 50%, #0b1613 100%) fixed; }
    .masthead { padding: 14px clamp(12px, 3vw, 32px) 4px; }
    .masthead h1 { margin: 0; font: 700 1.6rem/1.1 Georgia, 'DejaVu Serif', serif; letter-spacing: 0.06em; color: #d4ad62; }
    main { padding: 10px clamp(8px, 3vw, 32px) 32px; max-width: 1800px; margin: 0 auto; }
  </style>`,
);
document.getElementById('root')?.remove();
document.body.insertAdjacentHTML('beforeend', `<header class="masthead"><h1>taroticum</h1><p>${msg('lobby.game.cygw')}</p></header><main><kult-app></kult-app></main>`);

// The game played by the sensible bot for every seat until the scene's moment.
const match = cygwPractice(cygwCards(), { major: 'janus', list: [] }, 3, 17);
const game = match.game;
const stop = (s: CygwState): boolean =>
  scene === 'cards'
    ? s.phase === 'resolution' && s.step === 'actions' && s.turn === 'you' && s.prompts.length === 0 && game.legalActions(s, 'you').some((a) => a.type === 'miracle' || a.type === 'intrigue')
    : scene === 'resolution'
    ? s.round >= 2 && s.phase === 'resolution' && s.step === 'actions' && s.turn === 'you' && s.prompts.length === 0
    : s.phase === 'intention' && s.turn === 'you' && !s.dealing && s.prompts.length === 0;
const { acts } = botsPlayUntil(game, match.start, stop, 2000);

const app = document.querySelector('kult-app') as KultApp;
app.shell = cygwShell;
const port = new LocalMatch({ ...match, history: acts, botDelayMs: 60_000 });
(app as unknown as { attach(p: unknown): void }).attach(port);

async function stage(): Promise<void> {
  for (let i = 0; i < 50 && !app.shadowRoot?.querySelector('cygw-table'); i++) await new Promise((r) => setTimeout(r, 20));
  const table = app.shadowRoot!.querySelector('cygw-table') as HTMLElement & { updateComplete: Promise<unknown> };
  await table.updateComplete;
  const sr = table.shadowRoot!;
  if (scene === 'preach' || scene === 'judge') {
    sr.querySelector<HTMLElement>('button.free-priest')?.click();
    await table.updateComplete;
  }
  if (scene === 'cards') {
    const group = sr.querySelector<HTMLDetailsElement>('details.act-group');
    if (group) group.open = true;
    await table.updateComplete;
  }
  if (scene === 'judge') {
    sr.querySelector<HTMLElement>('.loc[data-location="13"] button.loc-pick')?.click();
    await table.updateComplete;
  }
}
void stage();
