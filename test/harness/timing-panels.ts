// Screenshot harness (not a test): the judge overlay, the timing bar and the
// log on real positions. `?scene=judge`: the Incinerator refused for want of a
// fourth Skull (K-SUIT-04), its rule text open. `?scene=timing`: a combat
// modification loop with the floor back at the attacker. `?scene=log`: the FAQ
// Fly/Sorry/Sorry chain in the timing bar with the match log below it.
//   node test/harness/shoot.mjs timing-panels '?scene=judge' /tmp/shots/judge.png 760x560
import { html, render, type TemplateResult } from 'lit';
import { legalActions } from '../../src/kult/index.js';
import '../../components/kult-judge/kult-judge.js';
import '../../components/kult-log/kult-log.js';
import { kultUI } from '../../components/kult-ui.js';
import '../../components/kult-timing-bar/kult-timing-bar.js';
import { responderOf } from '../../components/kult-timing-bar/kult-timing-bar.js';
import { combatTable, incineratorTable } from '../support/browser-table.js';

function judgeScene(): TemplateResult {
  const { t, veteran } = incineratorTable();
  const j = t.judge({ type: 'influence', player: 'a', card: t.inHand('a', 'incinerator'), target: { card: veteran } });
  return html`<kult-judge mode="attempt" .judgement=${j}></kult-judge>`;
}

function timingScene(): TemplateResult {
  const { t } = combatTable();
  const lof = t.inHand('a', 'lack-of-faith');
  const sorry = t.inHand('a', 'sorry');
  const responders = [
    responderOf(lof, 'Lack of Faith', t.judge({ type: 'commandment', player: 'a', card: lof, target: { act: t.lastAct() } })),
    responderOf(sorry, 'Sorry', t.judge({ type: 'commandment', player: 'a', card: sorry, target: { act: t.lastAct() } })),
  ];
  return html`<kult-timing-bar
    .view=${t.view('a')}
    .me=${'a'}
    .legal=${legalActions(t.ctx, t.state, 'a')}
    .ui=${kultUI(t.cards)}
    .responders=${responders}
    .clockMs=${21_300}
    auto-pass
  ></kult-timing-bar>`;
}

function logScene(): TemplateResult {
  const { t } = incineratorTable();
  t.do({ type: 'repel', player: 'a', from: 'hub', to: 'C1', suit: 'skull' });
  t.do({ type: 'commandment', player: 'b', card: t.inHand('b', 'fly-in-the-ointment'), target: { player: 'a', suit: 'skull' } });
  t.do({ type: 'commandment', player: 'a', card: t.inHand('a', 'sorry'), target: { act: t.lastAct() } });
  t.do({ type: 'commandment', player: 'b', card: t.inHand('b', 'sorry'), target: { act: t.lastAct() } });
  return html`
    <kult-timing-bar .view=${t.view('a')} .me=${'a'} .legal=${legalActions(t.ctx, t.state, 'a')} .ui=${kultUI(t.cards)} .clockMs=${6_000}></kult-timing-bar>
    <kult-log style="margin-top: 14px; --kult-log-height: 30rem" .log=${t.log} .view=${t.view('a')} .ui=${kultUI(t.cards)} .me=${'a'}></kult-log>
  `;
}

const scenes: Record<string, () => TemplateResult> = { judge: judgeScene, timing: timingScene, log: logScene };
const scene = scenes[new URLSearchParams(location.search).get('scene') ?? ''] ?? judgeScene;
const root = document.getElementById('root')!;
root.style.cssText = 'display:block';
render(scene(), root);

/** Opens the first rule text (judge) or the last log entry, as a player would. */
async function open(): Promise<void> {
  await new Promise((r) => setTimeout(r, 50));
  const judge = root.querySelector('kult-judge');
  judge?.shadowRoot?.querySelector<HTMLButtonElement>('button.toggle')?.click();
  const log = root.querySelector('kult-log');
  const summaries = log?.shadowRoot?.querySelectorAll('summary');
  summaries?.[summaries.length - 1]?.click();
  await new Promise((r) => setTimeout(r, 50));
  const inner = log?.shadowRoot?.querySelector('kult-judge');
  inner?.shadowRoot?.querySelectorAll<HTMLButtonElement>('button.toggle')[1]?.click();
}
void open();
