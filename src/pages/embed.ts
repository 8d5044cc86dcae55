/**
 * The embeddable elements in one ES module (dist/taroticum-embed.js), for fan sites:
 * `<kult-match>` (a whole table: lobby, friend match by link or practice, result),
 * `<kult-card card-id="…">` (one card, for card-database pages), `<kult-replay src="…">` (a saved
 * match, judged again and stepped through), `<kult-lesson lesson="…">` (one lesson on the real
 * engine) and `<kult-lessons>` (the Learn path). Importing it registers them.
 *
 * @example
 * <script type="module" src="taroticum-embed.js"></script>
 * <kult-card card-id="usher"></kult-card>
 * <kult-match signal="cloud"></kult-match>
 * <kult-replay src="final.replay.json"></kult-replay>
 * <kult-lesson lesson="directly-affects"></kult-lesson>
 */
import '../../components/kult-table/kult-table.js';

export { KultMatch } from '../../components/kult-match/kult-match.js';
export { KultCard } from '../../components/kult-card/kult-card.js';
export { KultReplay } from '../../components/kult-replay/kult-replay.js';
export { KultApp } from '../../components/kult-app/kult-app.js';
export { KultLobby } from '../../components/kult-lobby/kult-lobby.js';
export { KultLesson } from '../../components/kult-lesson/kult-lesson.js';
export { KultLessons } from '../../components/kult-lessons/kult-lessons.js';
export { setLocale, registerLocale } from '../i18n/catalog.js';
import { startPageLanguage } from '../app/page-language.js';

// The elements follow the reader's browser (or the page's `?lang=`, or a choice made in an embedded
// lobby); an element's own `lang` attribute wins (docs/i18n.md).
void startPageLanguage(new URL(location.href), false);
