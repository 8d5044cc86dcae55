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
  /* Title, minutes and status in columns, so the minutes line up down the path; on a narrow
     screen the two small words go under the title. */
  .path {
    container-type: inline-size;
  }
  ol.lessons li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) 7.5em 8.5em;
    gap: 6px 12px;
    align-items: center;
  }
  ol.lessons li > :not(.open-lesson) {
    text-align: end;
  }
  @container (max-width: 480px) {
    ol.lessons li {
      grid-template-columns: auto auto;
    }
    ol.lessons li .open-lesson {
      grid-column: 1 / -1;
    }
    ol.lessons li > :not(.open-lesson) {
      text-align: start;
    }
  }
  .open-lesson {
    text-align: start;
    justify-self: start;
  }
  .status.done {
    color: var(--_ok);
  }
  .status.done::before {
    content: '✓ ';
  }
`];
