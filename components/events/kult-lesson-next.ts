/**
 * `kult-lesson-next`: the learner asked for the next lesson of the path. Cancelable: a page (or
 * `<kult-lessons>`) that opens it itself calls `preventDefault()`; otherwise `<kult-lesson>`
 * switches to it.
 */
export interface KultLessonNextDetail {
  /** The next lesson's id. */
  readonly lesson: string;
}

export class KultLessonNextEvent extends CustomEvent<KultLessonNextDetail> {
  static readonly type = 'kult-lesson-next';
  constructor(detail: KultLessonNextDetail) {
    super(KultLessonNextEvent.type, { detail, bubbles: true, composed: true, cancelable: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'kult-lesson-next': KultLessonNextEvent;
  }
}
