import { css } from 'lit';
import { themeTokens } from '../theme.styles.js';

/** Dark table theme; colours are the table's custom properties with fallbacks (see kult-judge.styles.ts). */
export const styles = [themeTokens, css`
  :host {
    display: block;
    color: var(--_ink);
    font: 15px/1.45 var(--kult-font, system-ui, 'Segoe UI', sans-serif);
  }
  * {
    box-sizing: border-box;
  }
  h2,
  h3 {
    margin: 0 0 8px;
    font-weight: 650;
    letter-spacing: 0.01em;
  }
  h2 {
    font-size: 1.35rem;
  }
  h3 {
    font-size: 1.05rem;
    color: var(--_accent);
  }
  p {
    margin: 0 0 8px;
  }
  .intro {
    color: var(--_muted);
    max-width: 60ch;
  }
  /* The title with the Language list at its right; the header's other lines span both. */
  header {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    column-gap: 16px;
    align-items: start;
  }
  header > :not(h2):not(.language) {
    grid-column: 1 / -1;
  }
  .field.game {
    margin: 0 0 4px;
    grid-auto-flow: column;
    justify-content: start;
    align-items: center;
    gap: 8px;
  }
  .field.language {
    margin: 0;
    grid-auto-flow: column;
    align-items: center;
    gap: 8px;
  }
  .lobby {
    display: grid;
    gap: 18px;
  }
  .columns {
    display: grid;
    grid-template-columns: minmax(0, 1.6fr) minmax(280px, 1fr);
    gap: 18px;
    align-items: start;
  }
  @media (max-width: 860px) {
    .columns {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  .panel {
    background: color-mix(in srgb, var(--_surface) 92%, transparent);
    border: 1px solid var(--_line);
    border-radius: 14px;
    padding: 16px 18px;
    box-shadow: 0 10px 30px rgba(0, 0, 0, 0.35);
  }
  fieldset {
    border: 0;
    margin: 0 0 14px;
    padding: 0;
    min-width: 0;
  }
  legend {
    font-weight: 650;
    font-size: 1.05rem;
    color: var(--_accent);
    margin-bottom: 8px;
    padding: 0;
  }
  /* Major Arcana */
  .majors-wrap {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 14px;
    align-items: start;
  }
  @media (max-width: 560px) {
    .majors-wrap {
      grid-template-columns: minmax(0, 1fr);
    }
    .preview {
      display: none;
    }
  }
  .majors {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(74px, 1fr));
    gap: 8px 6px;
  }
  .major {
    position: relative;
    display: grid;
    justify-items: center;
    gap: 3px;
    padding: 5px 3px 4px;
    border-radius: 9px;
    border: 1px solid transparent;
    cursor: pointer;
    font-size: 11.5px;
    line-height: 1.15;
    text-align: center;
    color: var(--_muted);
    --kult-card-width: 58px;
  }
  .major:hover {
    background: var(--_raised);
  }
  .major input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  .major.checked {
    border-color: var(--_accent);
    background: color-mix(in srgb, var(--_accent) 14%, transparent);
    color: var(--_ink);
  }
  .major:has(input:focus-visible) {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }
  .preview {
    --kult-card-width: 190px;
  }
  /* Deck */
  .decks {
    display: grid;
    gap: 6px;
  }
  .radio {
    display: flex;
    align-items: center;
    gap: 8px;
    cursor: pointer;
  }
  input[type='radio'],
  input[type='checkbox'] {
    accent-color: var(--_accent);
  }
  textarea,
  input[type='text'],
  input[type='url'],
  input[type='number'],
  select {
    font: inherit;
    color: var(--_ink);
    background: #0f0c13;
    border: 1px solid var(--_line);
    border-radius: 8px;
    padding: 7px 9px;
    width: 100%;
  }
  textarea {
    min-height: 9em;
    font-family: ui-monospace, 'DejaVu Sans Mono', monospace;
    font-size: 13px;
    resize: vertical;
  }
  textarea:focus-visible,
  input:focus-visible,
  select:focus-visible,
  button:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }
  .field {
    display: grid;
    gap: 4px;
    margin: 8px 0;
  }
  .field > span {
    color: var(--_muted);
    font-size: 13px;
  }
  .verdict {
    margin: 8px 0;
    font-weight: 600;
  }
  .verdict.ok {
    color: var(--_ok);
  }
  .verdict.bad {
    color: var(--_fail);
  }
  /* A legal deck the Major cannot fully use: said, in the text colour, not as a failure. */
  .warnings {
    margin: 4px 0 8px;
    padding-left: 0;
    list-style: none;
    font-size: 13px;
  }
  .warnings li {
    margin: 2px 0;
  }
  .lines {
    margin: 6px 0;
    padding-left: 1.2em;
    color: var(--_fail);
    font-size: 13px;
  }
  kult-judge {
    margin-top: 8px;
  }
  /* Buttons */
  button {
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    border-radius: 9px;
    padding: 8px 16px;
    border: 1px solid var(--_line);
    background: var(--_raised);
    color: var(--_ink);
  }
  button:hover:not([disabled]) {
    border-color: var(--_accent);
  }
  button.primary {
    background: linear-gradient(180deg, #e2bd72, #b98d3e);
    color: #1b1206;
    border-color: #f0cf88;
  }
  button[disabled] {
    opacity: 0.5;
    cursor: not-allowed;
  }
  .play {
    display: grid;
    gap: 16px;
  }
  .play > section + section {
    border-top: 1px solid var(--_line);
    padding-top: 14px;
  }
  .help {
    color: var(--_muted);
    font-size: 13.5px;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: end;
  }
  .row > .field {
    flex: 1 1 140px;
    margin: 0;
  }
  .hint {
    color: var(--_fail);
    font-size: 13px;
  }
  /* Connection */
  .connection {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 8px 22px;
  }
  .connection > .main {
    min-width: 0;
  }
  @media (max-width: 640px) {
    .connection {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  .link-row {
    display: flex;
    gap: 8px;
    align-items: center;
  }
  .link-row input {
    flex: 1;
    font-family: ui-monospace, 'DejaVu Sans Mono', monospace;
    font-size: 13px;
  }
  .copy-status {
    min-height: 1.3em;
    font-size: 13px;
    color: var(--_ok);
  }
  .copy-status.failed {
    color: var(--_fail);
  }
  .qr {
    width: 176px;
    height: 176px;
    border-radius: 8px;
    display: block;
  }
  .room {
    color: var(--_muted);
    font-size: 13px;
    margin-top: 6px;
    text-align: center;
  }
  .steps {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    margin: 12px 0 8px;
    padding: 0;
  }
  .steps li {
    padding: 3px 10px;
    border-radius: 999px;
    border: 1px solid var(--_line);
    color: var(--_muted);
    font-size: 13px;
  }
  .steps li.done {
    color: var(--_ok);
    border-color: color-mix(in srgb, var(--_ok) 40%, transparent);
  }
  .steps li.done::before {
    content: '✓ ';
  }
  .steps li[aria-current='step'] {
    color: #1b1206;
    background: var(--_accent);
    border-color: var(--_accent);
  }
  .phase {
    font-size: 1.05rem;
    font-weight: 600;
  }
  .phase .spinner {
    display: inline-block;
    width: 0.8em;
    height: 0.8em;
    margin-right: 0.4em;
    border: 2px solid var(--_accent);
    border-right-color: transparent;
    border-radius: 50%;
    animation: spin 900ms linear infinite;
    vertical-align: -0.05em;
  }
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .phase .spinner {
      animation: none;
    }
  }
  .notice {
    color: var(--_muted);
    font-size: 13.5px;
  }
  /* Nothing a message says may widen the page (an unbroken word breaks anywhere). */
  .notice,
  .error,
  .settings-check,
  .hint,
  .lines {
    overflow-wrap: anywhere;
    min-width: 0;
  }
  .settings-check {
    border: 1px solid color-mix(in srgb, var(--_accent) 60%, transparent);
    background: color-mix(in srgb, var(--_accent) 10%, transparent);
    border-radius: 10px;
    padding: 12px 14px;
    margin: 10px 0;
  }
  .settings-check h4 {
    margin: 0 0 6px;
    font-size: 1rem;
    color: var(--_accent);
  }
  .error {
    border: 1px solid color-mix(in srgb, var(--_fail) 60%, transparent);
    background: color-mix(in srgb, var(--_fail) 10%, transparent);
    border-radius: 10px;
    padding: 12px 14px;
    margin: 10px 0;
  }
  .error strong {
    color: var(--_fail);
    display: block;
    margin-bottom: 4px;
  }
  .error .details {
    font-size: 12.5px;
    color: var(--_muted);
    overflow-wrap: anywhere;
  }
  .error ul {
    margin: 4px 0;
    padding-left: 1.2em;
  }
  .chosen {
    display: flex;
    gap: 12px;
    align-items: center;
    --kult-card-width: 64px;
  }
`];
