/**
 * The browser edge of the app, shared by the page (src/pages/main.ts) and the embeddable
 * `<kult-match>`: signalling settings, PeerJS rooms and the IndexedDB store, for any game.
 */
import { fingerprintProblem } from '../engine/fingerprint.js';
// Not the src/net barrel: it would bring PeerJS into the first load (lazy-room.ts loads it on demand).
import {
  configFromUrl, DEFAULT_SIGNALLING, formatIssues, loadSignallingConfig, type ConfigResult, type SignallingConfig,
} from '../net/signalling-config.js';
import type { MatchStore } from '../net/match-store.js';
import type { Connect } from './friend-match.js';
import { lazyRoomConnect } from './lazy-room.js';

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

/** Why friend play is off, as lines for the lobby: the config's problems, and a page that refuses the fingerprint's WebAssembly. */
export function configLines(result: ConfigResult): string[] {
  const fingerprint = fingerprintProblem();
  return [...(result.ok ? [] : formatIssues(result.issues).split('\n')), ...(fingerprint ? [fingerprint] : [])];
}

/** `connect` for friend play, or null (friend play off) when the config or this page cannot carry it; `configLines` says why. */
export function friendConnect(result: ConfigResult): Connect | null {
  return result.ok && fingerprintProblem() === null ? roomConnect(result.config) : null;
}

/** `connect` for FriendMatch over PeerJS rooms on a signalling server (PeerJS loads on first use). */
export function roomConnect(config: SignallingConfig): Connect {
  return lazyRoomConnect(config);
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
