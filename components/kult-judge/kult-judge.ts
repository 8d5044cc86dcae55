/** Registers `<kult-judge>`; import this file (not the component file) to use the element. */
import { KultJudge } from './kult-judge.component.js';

export * from './kult-judge.component.js';

if (!customElements.get('kult-judge')) customElements.define('kult-judge', KultJudge);

declare global {
  interface HTMLElementTagNameMap {
    'kult-judge': KultJudge;
  }
}
