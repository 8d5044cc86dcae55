/** Registers `<kult-lessons>` (the Learn path) and `<kult-lesson>`; import this file to use them. */
import { KultLessons } from './kult-lessons.component.js';

export * from './kult-lessons.component.js';

if (!customElements.get('kult-lessons')) customElements.define('kult-lessons', KultLessons);

declare global {
  interface HTMLElementTagNameMap {
    'kult-lessons': KultLessons;
  }
}
