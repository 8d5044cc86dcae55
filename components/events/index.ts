/** The table's DOM events: one typed file each, all bubbling and composed. */
export { KultSpotActivateEvent, type KultSpotActivateDetail } from './kult-spot-activate.js';
export { KultMarkerDragEvent, MARKER_DRAG_TYPE, readMarkerDrag, type KultMarkerDragDetail, type MarkerDragData } from './kult-marker-drag.js';
export { KultMarkerDropEvent, type KultMarkerDropDetail } from './kult-marker-drop.js';
export { KultCardDropEvent, CARD_DRAG_TYPE, readCardDrag, type KultCardDropDetail } from './kult-card-drop.js';
export { KultCardSelectEvent, type KultCardSelectDetail } from './kult-card-select.js';
export { KultPassEvent, type KultPassDetail } from './kult-pass.js';
export { KultPassModeChangeEvent, type KultPassModeChangeDetail } from './kult-pass-mode-change.js';
export { KultHoldChangeEvent, type KultHoldChangeDetail } from './kult-hold-change.js';
export type { DeckChoice, HostSettings } from './deck-choice.js';
export { KultMatchCreateEvent, type KultMatchCreateDetail } from './kult-match-create.js';
export { KultMatchJoinEvent, type KultMatchJoinDetail } from './kult-match-join.js';
export { KultMatchChooseEvent, type KultMatchChooseDetail } from './kult-match-choose.js';
export { KultPracticeEvent, type KultPracticeDetail } from './kult-practice.js';
export { KultPracticeResumeEvent } from './kult-practice-resume.js';
export { KultRetryEvent, type KultRetryDetail } from './kult-retry.js';
export { KultSettingsAcceptEvent, type KultSettingsAcceptDetail } from './kult-settings-accept.js';
export { KultLeaveEvent, type KultLeaveDetail } from './kult-leave.js';
