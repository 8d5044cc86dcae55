/**
 * `kult-lesson-complete`: the learner reached a lesson's goal (`<kult-lesson>` has already kept
 * it as done in this browser); `<kult-lessons>` ticks it on the path.
 */
export interface KultLessonCompleteDetail {
  /** The lesson's id. */
  readonly lesson: string;
}

export class KultLessonCompleteEvent extends CustomEvent<KultLessonCompleteDetail> {
  static readonly type = 'kult-lesson-complete';
  constructor(detail: KultLessonCompleteDetail) {
    super(KultLessonCompleteEvent.type, { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'kult-lesson-complete': KultLessonCompleteEvent;
  }
}
