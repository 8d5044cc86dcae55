/** Registers `<kult-lesson>` (one lesson on the real engine and table); import this file to use the element. */
import { KultLesson } from './kult-lesson.component.js';

export * from './kult-lesson.component.js';

if (!customElements.get('kult-lesson')) customElements.define('kult-lesson', KultLesson);

declare global {
  interface HTMLElementTagNameMap {
    'kult-lesson': KultLesson;
  }
}
