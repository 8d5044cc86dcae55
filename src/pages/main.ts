/**
 * The app page (src/pages/index.html): reads the page's address — signalling settings
 * (`signal`, `secure`, `key`, `ice`, over `taroticum.config.json`, over the local PeerServer
 * that `npm start` runs), `room`, `watch` (a match to watch), the host's `struggle`/`clock`, `inspect` — and starts the
 * app shell. `?game=` picks the game (`cygw`: Cult; `meat`: M.E.A.T.; else KULT). `?inspect` loads @statelyai/inspect (only then, by dynamic import) and shows the
 * match and session statecharts in the Stately inspector.
 */
// The lobby only: the table, the rules engine and PeerJS load when a match starts (kultShell.load()).
import '../../components/kult-app/kult-app.js';
import { msg, onLocaleChange } from '../i18n/catalog.js';
import { startPageLanguage } from '../app/page-language.js';
import { linkSettings } from '../../components/kult-app/match-link.js';
import { kultShell } from '../../components/kult-shell.js';
import { friendPlay, openStore, signalling } from '../app/browser-edge.js';
import { isRoomId } from '../net/rooms.js';
import type { Inspector } from '../app/match-port.js';

async function start(): Promise<void> {
  const url = new URL(window.location.href);
  // The page's words load beside the network settings; the masthead follows the language.
  void startPageLanguage(url).finally(() => {
    document.documentElement.removeAttribute('data-words');
    wordPage();
    onLocaleChange(wordPage);
  });

  const app = document.querySelector('kult-app') ?? document.body.appendChild(document.createElement('kult-app'));
  // `?game=cygw` opens Cult's lobby (KULT's otherwise); the lobby's Game choice switches later.
  const game = app.games.find((g) => g.id === url.searchParams.get('game'));
  if (game) app.shell = game;
  const [friend, inspect] = await Promise.all([
    signalling({ location: url }).then(friendPlay),
    url.searchParams.has('inspect') ? startInspector() : Promise.resolve(null),
  ]);
  // The shell awaits the store only when a friend match needs it.
  const store = openStore();
  // A game without friend matches yet (Cult) opens no room from a link.
  const friends = app.shell?.friendMatches !== false;
  const room = friends ? url.searchParams.get('room') : null;
  const watch = friends ? url.searchParams.get('watch') : null;
  // Everything at once: the shell opens the room as soon as it has both `connect` and `room`.
  Object.assign(app, {
    syncUrl: true,
    store,
    inspect: inspect?.observer ?? null,
    inspector: inspect,
    // The link's settings read with its own game's fields (M.E.A.T.'s vitality, KULT's struggle and rules).
    joinSettings: linkSettings(url.searchParams, (game ?? kultShell).settingFields),
    configProblems: friend.problems,
    connect: friend.connect,
    room: room && isRoomId(room) ? room : null,
    watchConnect: friend.watch,
    watch: watch && isRoomId(watch) ? watch : null,
  });
}

/** The page's own words outside the app (its title and masthead), in the page's language. */
function wordPage(): void {
  document.title = msg('app.title');
  for (const el of document.querySelectorAll<HTMLElement>('[data-msg]')) el.textContent = msg(el.dataset['msg']!);
}

/** The Stately inspector, recording until the player opens its window; the dynamic import keeps it out of the page's bundle (src/pages/inspector.ts). */
async function startInspector(): Promise<Inspector | null> {
  try {
    const { createInspector } = await import('./inspector.js');
    return createInspector();
  } catch (err) {
    console.warn('taroticum: the inspector could not start', err);
    return null;
  }
}

void start();
