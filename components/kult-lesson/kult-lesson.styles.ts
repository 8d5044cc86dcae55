import { css } from 'lit';
import { panelStyles } from './lesson-panel.styles.js';

export const styles = [panelStyles, css`
  .lesson {
    display: grid;
    gap: 10px;
  }
  header .goal strong {
    color: var(--_accent);
  }
  /* The hint button and Start again side by side; what the coach says takes the whole width. */
  .coach {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: 10px;
  }
  .coach > * {
    flex: 1 1 100%;
  }
  .coach > .hints {
    flex: 1 1 0;
    min-width: min(100%, 16rem);
  }
  .coach > .row {
    flex: 0 0 auto;
  }
  .hint-list,
  .refused ul,
  .happened,
  .chain {
    margin: 6px 0;
    padding-left: 1.4em;
  }
  .refused {
    border-left: 4px solid var(--_fail);
    padding-left: 10px;
  }
  .refused h3 {
    color: var(--_fail);
  }
  .rule,
  dt {
    color: var(--_accent);
    font-weight: 650;
  }
  .chain .effective .status {
    color: var(--_ok);
  }
  .chain .cancelled .status {
    color: var(--_fail);
  }
  .quiz fieldset {
    border: 0;
    margin: 0 0 10px;
    padding: 0;
    min-width: 0;
  }
  .quiz legend {
    font-weight: 600;
    margin-bottom: 6px;
  }
  .pick {
    display: flex;
    gap: 8px;
    align-items: center;
    padding: 4px 0;
  }
  .pick input {
    width: 1.2rem;
    height: 1.2rem;
  }
  .marked .right strong {
    color: var(--_ok);
  }
  .marked .wrong strong {
    color: var(--_fail);
  }
  dd {
    margin: 0 0 8px 0;
  }
  .problems {
    border-color: var(--_fail);
  }
  .table-slot[inert] {
    opacity: 0.75;
  }
`];
