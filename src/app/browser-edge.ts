/**
 * The browser edge of the app, shared by the page (src/pages/main.ts) and the embeddable
 * `<kult-match>`: signalling settings, PeerJS rooms and the IndexedDB store, for any game; each
 * loads its code on demand (PeerJS, idb, the fingerprint's WebAssembly are not in the first load).
 */
// Not the src/net barrel: it would bring PeerJS into the first load (lazy-room.ts loads it on demand).
import { configFromUrl, DEFAULT_SIGNALLING, formatIssues, loadSignallingConfig, type ConfigResult } from '../net/signalling-config.js';
import type { MatchStore } from '../net/match-store.js';
import { msg } from '../i18n/catalog.js';
import type { Connect } from './friend-match.js';
import type { WatchConnect } from './lazy-room.js';

/**
 * The signalling settings: `signal` (an element attribute: `host[:port][/path]`, `cloud` or
 * `local`) over the defaults; without it, the page's `taroticum.config.json` and URL parameters.
 *
 * @example
 * await signalling({ signal: '127.0.0.1:9000/kult', location: new URL(location.href) })
 * // { ok: true, config: { host: '127.0.0.1', port: 9000, path: '/kult', secure: false, iceServers: [] } }
 */
export async function signalling(options: { readonly signal?: string | null; readonly location: URL }): Promise<ConfigResult> {
  if (options.signal) {
    const url = new URL('http://attribute.invalid/');
    url.searchParams.set('signal', options.signal);
    return configFromUrl(url, DEFAULT_SIGNALLING);
  }
  return loadSignallingConfig({ location: options.location });
}

/**
 * Friend play on this page: `connect` for FriendMatch over PeerJS rooms on the signalling server
 * (and `watch`, the spectators' rooms beside them)
 * (PeerJS loads on first use, src/app/lazy-room.ts), or null (friend play off) when the config or
 * this page cannot carry it, and the lines saying why for the lobby (the config's problems; a page
 * that refuses the state fingerprint's WebAssembly; the code not loading). That code comes by
 * dynamic import, so the lobby draws before it (a click on a friend match waits for `connect`).
 *
 * @example
 * const { connect, problems } = await friendPlay(await signalling({ location: new URL(location.href) }));
 */
export async function friendPlay(result: ConfigResult): Promise<{ readonly connect: Connect | null; readonly watch: WatchConnect | null; readonly problems: string[] }> {
  const problems = result.ok ? [] : formatIssues(result.issues).split('\n');
  try {
    const [{ fingerprintProblem }, { lazyRoomConnect, lazyWatchConnect }] = await Promise.all([import('../engine/fingerprint.js'), import('./lazy-room.js')]);
    const fingerprint = fingerprintProblem();
    if (fingerprint) problems.push(fingerprint);
    const ok = result.ok && fingerprint === null;
    return { connect: ok ? lazyRoomConnect(result.config) : null, watch: ok ? lazyWatchConnect(result.config) : null, problems };
  } catch (err) {
    problems.push(msg('app.friend.notLoaded', { error: err instanceof Error ? err.message : String(err) }));
    return { connect: null, watch: null, problems };
  }
}

/**
 * The IndexedDB match store, or null where IndexedDB is unavailable (private windows, some
 * iframes). Loaded on demand (idb and the saved-match schema are only needed for friend play).
 */
export async function openStore(): Promise<MatchStore | null> {
  try {
    const { openMatchStore } = await import('../net/match-store.js');
    return await openMatchStore();
  } catch (err) {
    console.warn('taroticum: matches will not be saved for a reload', err);
    return null;
  }
}
