import { css } from 'lit';
import { themeTokens } from '../theme.styles.js';
import { gameTableHost, gameTableRails } from '../game-table.styles.js';

/**
 * M.E.A.T.'s table on the page's baize. One column on a phone (status, controls and judge, hands,
 * battlefield, pool, stack, dice, graveyards, log); from 900 px the controls and hands go in a
 * rail beside the battlefield, and from 1280 px the stack, dice, graveyards and log in a second
 * rail. Each opposite pair is a block: the other side's row on top, this side's below, three
 * positions each; blocks sit side by side as the width allows. Buttons are at least 44 px tall.
 */
export const styles = [themeTokens, gameTableHost, css`
  h3 {
    font-size: 0.95rem;
    margin: 0;
  }
  h3.sub {
    margin-top: 10px;
  }
  p {
    margin: 2px 0;
  }
  section {
    background: var(--_surface);
    border: 1px solid var(--_line);
    border-radius: 8px;
    padding: 10px;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .muted,
  .card-kind,
  .lane-empty,
  .unit-down,
  .laid-state {
    color: var(--_muted);
  }
  .status {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 16px;
    padding: 8px 10px;
    margin-bottom: 8px;
    background: var(--_raised);
    border: 1px solid var(--_line);
    border-radius: 8px;
  }
  .vitality {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .vit {
    display: grid;
    grid-template-columns: auto auto;
    grid-template-areas: 'side value' 'label value';
    column-gap: 8px;
    align-items: center;
    margin: 0;
    padding: 4px 10px;
    border: 2px solid var(--_line);
    border-radius: 8px;
  }
  .vit.ours {
    border-color: var(--_accent);
  }
  .vit-side {
    grid-area: side;
    font-weight: 700;
  }
  .vit-label {
    grid-area: label;
    font-size: 0.8rem;
    color: var(--_muted);
  }
  .vit-value {
    grid-area: value;
    font-size: 1.9rem;
    font-weight: 800;
    line-height: 1;
  }
  .moment {
    display: flex;
    flex-wrap: wrap;
    gap: 2px 12px;
  }
  .moment .step,
  .moment .turn.mine {
    color: var(--_accent);
    font-weight: 600;
  }
  .last-act,
  .last-round {
    flex-basis: 100%;
    color: var(--_muted);
  }
`, gameTableRails, css`
  /* The battlefield: a block per opposite pair, side by side when they fit. */
  .rows-key {
    color: var(--_muted);
    margin-bottom: 6px;
  }
  .pairs {
    display: grid;
    column-gap: 8px;
    row-gap: 0;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 14.5rem), 1fr));
  }
  /* Rows line up across the pairs: each pair spans four shared rows (top info, top positions, bottom positions, bottom info). */
  .pair {
    display: grid;
    grid-row: span 4;
    grid-template-rows: subgrid;
    row-gap: 6px;
    margin-bottom: 8px;
    border: 1px solid var(--_line);
    border-radius: 6px;
    padding: 6px;
    min-width: 0;
  }
  .player {
    display: contents;
  }
  .player.top .lanes {
    align-self: end;
    border-bottom: 2px dashed var(--_line);
    padding-bottom: 6px;
  }
  .player.bottom .lanes {
    align-self: start;
  }
  .player-info {
    min-width: 0;
  }
  .player.me .player-info h3 {
    color: var(--_accent);
  }
  .side-tag {
    font-weight: 400;
    color: var(--_muted);
    font-size: 0.8rem;
  }
  .facts {
    display: flex;
    flex-wrap: wrap;
    gap: 0 10px;
    font-size: 0.85rem;
  }
  .laid {
    list-style: none;
    margin: 2px 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    font-size: 0.85rem;
  }
  .laid-card.back {
    padding: 2px 6px;
    border: 1px dashed var(--_muted);
    border-radius: 4px;
  }
  .lanes {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 4px;
  }
  .lane {
    display: flex;
    flex-direction: column;
    gap: 3px;
    min-width: 0;
    min-height: 5.5rem;
    padding: 3px;
    border: 1px solid var(--_line);
    border-radius: 4px;
    background: var(--_raised);
  }
  .lane-name {
    font-size: 0.7rem;
    text-transform: uppercase;
    letter-spacing: 0.02em;
    color: var(--_muted);
  }
  .unit {
    display: flex;
    flex-direction: column;
    gap: 1px;
    font-size: 0.8rem;
  }
  .unit-name {
    font-weight: 700;
  }
  .unit-stats {
    font-weight: 700;
    color: var(--_accent);
  }
  .back-card .unit-name {
    font-weight: 400;
    color: var(--_muted);
  }
  .back-card,
  .back {
    background: repeating-linear-gradient(45deg, #3f3450, #3f3450 4px, #2d2639 4px, #2d2639 8px);
    border-radius: 3px;
    padding: 3px;
  }
  .back-card .unit-name {
    color: var(--_ink);
    background: #2d2639;
  }
  .back {
    display: inline-block;
    width: 0.8rem;
    height: 1.1rem;
    margin-right: 2px;
    padding: 0;
    border: 1px solid var(--_muted);
  }
  /* Cards. */
  .cards {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
  .card {
    border: 1px solid var(--_line);
    border-radius: 4px;
    padding: 4px 6px;
    background: var(--_raised);
    display: flex;
    flex-wrap: wrap;
    gap: 2px 8px;
    min-width: 0;
  }
  .card > button {
    flex: 1 1 100%;
    display: flex;
    flex-wrap: wrap;
    gap: 2px 8px;
    text-align: left;
  }
  .card-name {
    font-weight: 700;
  }
  .card-power,
  .leader-power {
    color: var(--_accent);
  }
  .grave-list,
  .stack-list,
  .roll ul {
    margin: 2px 0;
    padding-left: 1.2rem;
  }
  /* Controls. */
  .ask {
    margin: 0 0 6px;
    font-weight: 600;
  }
  .hint {
    margin: 0 0 4px;
    color: var(--_muted);
  }
  .acts,
  .guard {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin: 4px 0;
  }
  .guard .hint {
    flex-basis: 100%;
  }
  button {
    font: inherit;
    color: var(--_ink);
    background: var(--_raised);
    border: 1px solid var(--_line);
    border-radius: 6px;
    padding: 6px 10px;
    min-height: 44px;
    min-width: 44px;
    cursor: pointer;
    max-width: 100%;
    overflow-wrap: anywhere;
  }
  .lane button,
  .unit button {
    padding: 4px;
    font-size: 0.8rem;
  }
  button:hover {
    border-color: var(--_accent);
  }
  button:focus-visible,
  summary:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  button[aria-pressed='true'],
  button.planned {
    border: 2px solid var(--_accent);
    background: #3a2f1a;
  }
  button.primary {
    border-color: var(--_accent);
    font-weight: 700;
  }
  button.aim {
    border-style: dashed;
    border-color: var(--_ok);
  }
  summary {
    cursor: pointer;
    min-height: 44px;
    display: flex;
    align-items: center;
  }
  .judge-slot .caption {
    margin: 0 0 6px;
  }
  .log kult-log {
    --kult-log-height: 18rem;
  }
`];
