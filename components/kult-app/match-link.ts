/**
 * The match link a host sends: the page's own address (so a friend gets the same signalling
 * settings: `signal`, `secure`, `key`, `ice`) with `room`, and the host's `struggle` and
 * `clock` so both tables set the match up alike. Pure: no DOM, no network.
 */
import type { Struggle } from '../../src/kult/index.js';
import { isOfferedClock } from '../../src/net/offered-settings.js';

export interface LinkSettings {
  readonly struggle: Struggle;
  readonly clockSeconds: number;
}

export const DEFAULT_LINK_SETTINGS: LinkSettings = { struggle: 'continent', clockSeconds: 0 };

/** URL parameters that belong to one match (or one session), not to the page. */
const MATCH_PARAMS = ['room', 'struggle', 'clock', 'inspect'];

/**
 * The page's address without its match parameters: what links and a left match go back to.
 *
 * @example
 * pageBase('http://127.0.0.1:8000/?signal=cloud&room=kult-abc&inspect') // 'http://127.0.0.1:8000/?signal=cloud'
 */
export function pageBase(href: string): string {
  const url = new URL(href);
  for (const p of MATCH_PARAMS) url.searchParams.delete(p);
  url.hash = '';
  return url.toString();
}

/**
 * The link to a room with the host's settings.
 *
 * @example
 * matchLink('http://127.0.0.1:8000/', 'kult-abc234', { struggle: 'world', clockSeconds: 30 })
 * // 'http://127.0.0.1:8000/?room=kult-abc234&struggle=world&clock=30'
 */
export function matchLink(base: string, room: string, settings: LinkSettings): string {
  const url = new URL(pageBase(base));
  url.searchParams.set('room', room);
  if (settings.struggle !== DEFAULT_LINK_SETTINGS.struggle) url.searchParams.set('struggle', settings.struggle);
  if (settings.clockSeconds > 0) url.searchParams.set('clock', String(settings.clockSeconds));
  return url.toString();
}

/** The host's settings carried by a link; missing values, and values the lobby does not offer (NET-SETTINGS-01), fall back to the defaults. */
export function linkSettings(params: URLSearchParams): LinkSettings {
  const struggle = params.get('struggle') === 'world' ? 'world' : 'continent';
  const clock = Number(params.get('clock') ?? '0');
  return { struggle, clockSeconds: isOfferedClock(clock) ? clock : 0 };
}
