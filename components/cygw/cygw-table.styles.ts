import { css } from 'lit';
import { themeTokens } from '../theme.styles.js';
import { gameTableHost, gameTableRails } from '../game-table.styles.js';

/**
 * Cult's board on the page's baize. One column on a phone (status, controls and judge, hand, the
 * city, the sheets, market and log); from 900 px the controls, judge and hand go in a rail beside
 * the city, and from 1280 px the market and log in a second rail. Every colour a Cult wears is
 * paired with its initial in text (tokens, chips), so colour is never the only cue.
 */
export const styles = [themeTokens, gameTableHost, css`
  h2.sub {
    margin-top: 10px;
  }
  h3 {
    font-size: 0.95rem;
    margin: 0;
  }
  section {
    background: var(--_surface);
    border: 1px solid var(--_line);
    border-radius: 8px;
    padding: 10px;
    min-width: 0;
  }
  .status {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 14px;
    padding: 8px 10px;
    margin-bottom: 8px;
    background: var(--_raised);
    border: 1px solid var(--_line);
    border-radius: 8px;
  }
  .status .turn.mine,
  .status .active {
    color: var(--_accent);
    font-weight: 600;
  }
  .status .last-act {
    flex-basis: 100%;
    color: var(--_muted);
  }
`, gameTableRails, css`

  /* The city: 13 Locations in as many columns as fit. */
  .locations {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 6px;
    grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
  }
  .loc {
    border: 1px solid var(--_line);
    border-radius: 6px;
    padding: 6px;
    background: var(--_raised);
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .loc.active {
    border: 2px solid var(--_accent);
    box-shadow: 0 0 0 2px rgb(212 173 98 / 0.3);
  }
  .loc.reachable {
    border-color: var(--_ok);
    border-style: dashed;
  }
  .active-mark {
    margin: 2px 0;
    font-weight: 700;
    color: var(--_accent);
  }
  .loc-influence {
    margin: 2px 0;
    font-size: 0.8rem;
    font-weight: 600;
  }
  .loc-facts,
  .loc-benefit {
    margin: 2px 0;
    font-size: 0.8rem;
    color: var(--_muted);
  }
  .loc-pieces {
    display: flex;
    flex-wrap: wrap;
    gap: 3px;
    margin-top: 4px;
    min-height: 1.6rem;
  }
  .loc-empty {
    font-size: 0.8rem;
    color: var(--_muted);
  }
  .loc-pick {
    width: 100%;
    text-align: left;
  }
  .loc.reachable .loc-pick {
    border-color: var(--_ok);
    font-weight: 700;
  }

  /* Tokens: colour, initial and strength; the Patriarch round and starred. */
  .tok,
  .altar,
  .chip {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 1.7rem;
    height: 1.5rem;
    padding: 0 4px;
    border-radius: 3px;
    font-weight: 700;
    font-size: 0.8rem;
    border: 1px solid #000;
  }
  .tok.patriarch {
    border-radius: 999px;
    border-width: 2px;
    border-color: #f4cf76;
  }
  .altar {
    border-style: double;
    border-width: 3px;
  }
  [data-colour='red'] { background: #b3261e; color: #fff; }
  [data-colour='yellow'] { background: #f2c94c; color: #1a1200; }
  [data-colour='green'] { background: #1e7b45; color: #fff; }
  [data-colour='blue'] { background: #1f5fae; color: #fff; }
  [data-colour='black'] { background: #111; color: #fff; border-color: #bbb; }
  .sheet[data-colour],
  .free-priest[data-colour] {
    background: var(--_raised);
    color: var(--_ink);
  }
  .sheet[data-colour] {
    border-left-width: 6px;
  }
  .sheet[data-colour='red'] { border-left-color: #b3261e; }
  .sheet[data-colour='yellow'] { border-left-color: #f2c94c; }
  .sheet[data-colour='green'] { border-left-color: #1e7b45; }
  .sheet[data-colour='blue'] { border-left-color: #1f5fae; }
  .sheet[data-colour='black'] { border-left-color: #888; }
  sup,
  sub {
    font-size: 0.65rem;
  }

  /* Sheets. */
  .sheet-list {
    display: grid;
    gap: 6px;
    grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  }
  .sheet {
    border: 1px solid var(--_line);
    border-radius: 6px;
    padding: 6px 8px;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .sheet.mine {
    outline: 1px solid var(--_accent);
  }
  .sheet p {
    margin: 3px 0;
  }
  .sheet .side,
  .k {
    color: var(--_muted);
  }
  .counts {
    display: flex;
    flex-wrap: wrap;
    gap: 2px 12px;
    margin: 4px 0;
  }
  .counts div {
    display: flex;
    gap: 4px;
  }
  .counts dt {
    color: var(--_muted);
  }
  .counts dd {
    margin: 0;
    font-weight: 700;
  }
  .back {
    display: inline-block;
    width: 0.8rem;
    height: 1.1rem;
    margin-right: 2px;
    border-radius: 2px;
    background: repeating-linear-gradient(45deg, #5a4a72, #5a4a72 3px, #3b3247 3px, #3b3247 6px);
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
  }
  .card.dark {
    border-color: #9b6bd1;
  }
  .card-name {
    font-weight: 700;
  }
  .card-effect,
  .seal,
  .muted,
  .card.empty {
    color: var(--_muted);
  }
  .decks,
  .supremacy,
  .reserve {
    margin: 2px 0;
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
  .free-priests {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin: 4px 0;
  }
  button {
    font: inherit;
    color: var(--_ink);
    background: var(--_raised);
    border: 1px solid var(--_line);
    border-radius: 6px;
    padding: 6px 10px;
    min-height: 2.2rem;
    cursor: pointer;
    max-width: 100%;
    overflow-wrap: anywhere;
  }
  button:hover {
    border-color: var(--_accent);
  }
  button:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 1px;
  }
  button[aria-pressed='true'] {
    border: 2px solid var(--_accent);
    background: #3a2f1a;
  }
  button.tok-pick {
    padding: 2px;
    min-height: 0;
    margin-right: 2px;
  }
  summary {
    cursor: pointer;
    padding: 4px 0;
  }
  .judge-slot .caption {
    margin: 0 0 6px;
  }
  .log kult-log {
    --kult-log-height: 18rem;
  }
`];
