import { css } from 'lit';
import { panelStyles } from '../kult-lesson/lesson-panel.styles.js';

export const styles = [panelStyles, css`
  .path {
    display: grid;
    gap: 10px;
  }
  ol.lessons {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 8px;
  }
  ol.lessons li {
    display: flex;
    flex-wrap: wrap;
    gap: 6px 12px;
    align-items: center;
    justify-content: space-between;
  }
  .open-lesson {
    text-align: start;
  }
  .status.done {
    color: var(--_ok);
  }
  .status.done::before {
    content: '✓ ';
  }
`];
