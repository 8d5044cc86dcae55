import { css } from 'lit';
import { themeTokens } from '../theme.styles.js';

/** The shell: screens stacked on the page's table cloth; colours from the table's custom properties. */
export const styles = [themeTokens, css`
  :host {
    display: block;
    color: var(--_ink);
    font: 15px/1.45 var(--kult-font, system-ui, 'Segoe UI', sans-serif);
  }
  .app {
    display: grid;
    gap: 16px;
  }
  /* The lobby and the result read best in a column; the table takes all the room the page gives. */
  .app:not([data-screen='table']) {
    max-width: 1500px;
    margin-inline: auto;
    width: 100%;
  }
  .store-notice,
  .seat-notice,
  .inspect,
  .loading {
    margin: 0;
    padding: 8px 12px;
    border-radius: 8px;
    background: var(--_raised);
    border: 1px dashed var(--_line);
    color: var(--_muted);
  }
  /* An alert, not a note: solid and in the text colour. */
  .store-notice,
  .seat-notice {
    border-style: solid;
    color: inherit;
  }
  .panel {
    background: color-mix(in srgb, var(--_surface) 94%, transparent);
    border: 1px solid var(--_line);
    border-radius: 14px;
    padding: 18px 20px;
    box-shadow: 0 10px 30px rgba(0, 0, 0, 0.35);
  }
  .bar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 16px;
    margin-bottom: 10px;
  }
  .bar .mode {
    font-weight: 650;
    color: var(--_accent);
  }
  .bar .status {
    color: var(--_fail);
  }
  .bar .leave {
    margin-left: auto;
  }
  button {
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    border-radius: 9px;
    padding: 7px 14px;
    border: 1px solid var(--_line);
    background: var(--_raised);
    color: var(--_ink);
  }
  button:hover,
  a.button:hover {
    border-color: var(--_accent);
  }
  /* A link that looks like the buttons beside it ("Save the replay" is a real download link). */
  a.button {
    display: inline-block;
    font-weight: 600;
    text-decoration: none;
    border-radius: 9px;
    padding: 7px 14px;
    border: 1px solid var(--_line);
    background: var(--_raised);
    color: var(--_ink);
  }
  a.button:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }
  button:focus-visible,
  summary:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }
  button.primary {
    background: linear-gradient(180deg, #e2bd72, #b98d3e);
    color: #1b1206;
    border-color: #f0cf88;
  }
  .result h2 {
    margin: 0 0 6px;
    font-size: 1.5rem;
  }
  .outcome {
    font-size: 1.3rem;
    font-weight: 700;
    margin: 0 0 4px;
  }
  .result[data-outcome='won'] .outcome {
    color: var(--_ok);
  }
  .result[data-outcome='lost'] .outcome {
    color: var(--_fail);
  }
  .turns {
    font-size: 0.9rem;
    font-weight: 400;
    color: var(--_muted);
  }
  .why {
    color: var(--_muted);
  }
  .audit {
    margin: 14px 0;
    padding: 12px 14px;
    border-radius: 10px;
    border: 1px solid var(--_line);
  }
  .audit h3 {
    margin: 0 0 6px;
    color: var(--_accent);
    font-size: 1.05rem;
  }
  .audit h4 {
    margin: 8px 0 4px;
  }
  .audit.fair {
    border-color: color-mix(in srgb, var(--_ok) 55%, transparent);
  }
  .audit.fair .verdict {
    color: var(--_ok);
    font-weight: 600;
  }
  .audit.unfair {
    border-color: color-mix(in srgb, var(--_fail) 60%, transparent);
    background: color-mix(in srgb, var(--_fail) 8%, transparent);
  }
  .audit.unfair .verdict {
    color: var(--_fail);
    font-weight: 700;
  }
  .checks {
    list-style: none;
    padding: 0;
    margin: 6px 0;
    font-size: 13.5px;
  }
  .checks li {
    padding: 2px 0;
  }
  .checks li.ok > span:first-child {
    color: var(--_ok);
  }
  .checks li.fail > span:first-child {
    color: var(--_fail);
  }
  .checks .rule {
    color: var(--_accent);
    font-family: ui-monospace, 'DejaVu Sans Mono', monospace;
    font-size: 12.5px;
  }
  summary {
    cursor: pointer;
    color: var(--_muted);
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  /* What the friend's table did, on the table as it happens. */
  .fairplay {
    margin: 0 0 10px;
    padding: 8px 12px;
    border-radius: 10px;
    border: 1px solid color-mix(in srgb, var(--_fail) 60%, transparent);
    background: color-mix(in srgb, var(--_fail) 8%, transparent);
  }
  .fairplay.stop h2 {
    margin: 0 0 4px;
    font-size: 1.1rem;
    color: var(--_fail);
  }
  .fairplay.stop p {
    margin: 0 0 8px;
  }
  .violations ol {
    margin: 6px 0;
    padding-left: 1.4em;
    font-size: 13.5px;
  }
  /* Nothing shown here may widen the page: an unbroken word breaks anywhere. */
  .store-notice,
  .seat-notice,
  .fairplay,
  .audit,
  .why,
  .checks li {
    overflow-wrap: anywhere;
    min-width: 0;
  }
`];
