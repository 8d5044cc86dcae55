/**
 * `kult-practice-resume`: the player asked the lobby to go on with the practice game saved in
 * this browser; the app shell replays it (src/app/practice-save.ts) and shows its table.
 */
export class KultPracticeResumeEvent extends Event {
  static readonly type = 'kult-practice-resume';
  constructor() {
    super(KultPracticeResumeEvent.type, { bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'kult-practice-resume': KultPracticeResumeEvent;
  }
}
