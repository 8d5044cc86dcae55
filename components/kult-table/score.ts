import { html, nothing, type TemplateResult } from 'lit';
import { msg } from '../../src/i18n/catalog.js';
import { plural } from '../../src/i18n/plural.js';
import { winRace, type GameState, type PlayerId } from '../../src/kult/index.js';
import '../../src/i18n/en/table-words.js';

/**
 * A player's race to win beside their name: Hub markers against the number that wins now, how
 * many more that is ("one marker from winning"), and the rule that sets it: the struggle's target
 * (K-WIN-01/02), or the majority of the markers left once markers were eliminated (K-WIN-04).
 * The numbers are the engine's win check's own (`winRace`).
 */
export function renderScore(view: GameState, player: PlayerId): TemplateResult | typeof nothing {
  const race = winRace(view);
  const p = race.players.find((x) => x.id === player);
  if (!p) return nothing;
  const target = race.rule === 'K-WIN-04' ? msg('table.score.majority', { target: race.target, remaining: race.remaining }) : msg('table.score.target', { target: race.target });
  const to = view.winner === player ? msg('table.score.won') : plural('table.score.needs', p.needs);
  return html`<p class="score" part="score" data-player=${player} data-hub=${p.hub} data-needs=${p.needs} data-rule=${race.rule}>
    <span class="hub">${msg('table.score.hub', { hub: p.hub })}</span> <span class="of">${target}</span> <span class="needs ${p.needs === 1 ? 'close' : ''}">${to}</span> <span class="rule">(${race.rule})</span>
  </p>`;
}
