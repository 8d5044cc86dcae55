/**
 * The match link a host sends: the page's own address (so a friend gets the same signalling
 * settings: `signal`, `secure`, `key`, `ice`) with `room`, the host's game settings (one
 * parameter per field the game offers, e.g. KULT's `struggle`) and `clock`, so both tables set
 * the match up alike. Pure: no DOM, no network.
 */
import type { HostSettings } from '../events/deck-choice.js';
import { isOfferedClock } from '../../src/net/offered-settings.js';
import type { SettingField } from '../shell-game.js';

/** The game's defaults (each field's first value) and no response clock. */
export function defaultSettings(fields: readonly SettingField[]): HostSettings {
  return { ...Object.fromEntries(fields.map((f) => [f.key, f.values[0] ?? ''])), clockSeconds: 0 };
}

/** URL parameters that belong to one match (or one session, or one reader: `lang`), not to the page. */
const MATCH_PARAMS = ['room', 'watch', 'clock', 'seats', 'inspect', 'lang'];

/**
 * The page's address without its match parameters (and the game's): what links and a left match go back to.
 *
 * @example
 * pageBase('http://127.0.0.1:8000/?signal=cloud&room=kult-abc&inspect', ['struggle']) // 'http://127.0.0.1:8000/?signal=cloud'
 */
export function pageBase(href: string, fields: readonly SettingField[] = []): string {
  const url = new URL(href);
  for (const p of [...MATCH_PARAMS, ...fields.map((f) => f.key)]) url.searchParams.delete(p);
  url.hash = '';
  return url.toString();
}

/**
 * The link to a room with the host's settings; a field at its default is left out.
 *
 * @example
 * matchLink('http://127.0.0.1:8000/', 'kult-abc234', { struggle: 'world', clockSeconds: 30 }, kultFields)
 * // 'http://127.0.0.1:8000/?room=kult-abc234&struggle=world&clock=30'
 */
export function matchLink(base: string, room: string, settings: HostSettings, fields: readonly SettingField[]): string {
  const url = new URL(pageBase(base, fields));
  url.searchParams.set('room', room);
  for (const f of fields) {
    const value = String(settings[f.key] ?? '');
    if (value !== f.values[0] && f.values.includes(value)) url.searchParams.set(f.key, value);
  }
  if (settings.clockSeconds > 0) url.searchParams.set('clock', String(settings.clockSeconds));
  if ((settings.seats ?? 2) > 2) url.searchParams.set('seats', String(settings.seats));
  return url.toString();
}

/** The table sizes a link may name: three to six (two is a plain friend match, and the default). */
const TABLE_SIZES = [3, 4, 5, 6];

/**
 * The link a spectator opens to watch the match in `room` (NET-SPECTATE-01): the page's address with `watch`.
 *
 * @example
 * watchLink('http://127.0.0.1:8000/?room=kult-abc234', 'kult-abc234') // 'http://127.0.0.1:8000/?watch=kult-abc234'
 */
export function watchLink(base: string, room: string): string {
  const url = new URL(pageBase(base));
  url.searchParams.set('watch', room);
  return url.toString();
}

/** The host's settings carried by a link; missing values, and values the lobby does not offer (NET-SETTINGS-01), fall back to the defaults. */
export function linkSettings(params: URLSearchParams, fields: readonly SettingField[]): HostSettings {
  const game = fields.map((f) => {
    const value = params.get(f.key);
    return [f.key, value !== null && f.values.includes(value) ? value : (f.values[0] ?? '')] as const;
  });
  const clock = Number(params.get('clock') ?? '0');
  const seats = Number(params.get('seats') ?? '2');
  return { ...Object.fromEntries(game), clockSeconds: isOfferedClock(clock) ? clock : 0, ...(TABLE_SIZES.includes(seats) ? { seats } : {}) };
}
