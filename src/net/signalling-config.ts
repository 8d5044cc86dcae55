/**
 * Where the PeerJS signalling server is, and which STUN/TURN servers WebRTC may use.
 *
 * Sources, later ones overriding earlier ones field by field:
 * 1. the default: the local PeerServer that `npm start` runs ({@link LOCAL_SIGNALLING});
 * 2. an optional `taroticum.config.json` next to the app ({@link parseConfigFile});
 * 3. the page's URL parameters ({@link configFromUrl}).
 *
 * A bad value is never replaced by a default: the result lists every bad field instead, so
 * the app can show "signal: port 70000 is not between 1 and 65535" rather than connect
 * somewhere unexpected.
 */
import * as v from 'valibot';

export interface SignallingConfig {
  /** Host name or IP of the PeerServer; an IPv6 address keeps its brackets (`[::1]`). */
  readonly host: string;
  readonly port: number;
  /** The PeerServer's mount path (`PeerServer({ path })`), starting with `/`. */
  readonly path: string;
  /** `wss://` instead of `ws://`. */
  readonly secure: boolean;
  /** STUN/TURN servers for `RTCPeerConnection`; empty means host candidates only (same LAN). */
  readonly iceServers: readonly RTCIceServer[];
  /** The PeerServer's API key; PeerJS uses `peerjs` when absent. */
  readonly key?: string;
}

/** The PeerServer started by `npm start` (scripts/start.mjs): loopback only, no ICE servers. */
export const LOCAL_SIGNALLING: SignallingConfig = Object.freeze({
  host: '127.0.0.1',
  port: 9000,
  path: '/kult',
  secure: false,
  iceServers: Object.freeze([]) as readonly RTCIceServer[],
});

/** The public PeerJS cloud server (`?signal=cloud`). It brings no STUN/TURN servers of its own. */
export const PEERJS_CLOUD: SignallingConfig = Object.freeze({
  host: '0.peerjs.com',
  port: 443,
  path: '/',
  secure: true,
  iceServers: Object.freeze([]) as readonly RTCIceServer[],
});

export const DEFAULT_SIGNALLING = LOCAL_SIGNALLING;

/** The config file's name; it is looked up relative to the page, so sub-path deployments work. */
export const CONFIG_FILE_NAME = 'taroticum.config.json';

/** One bad setting: `field` names it as the user wrote it (`signal`, `ice[1]`, `port`, `iceServers[0].urls`). */
export interface ConfigIssue {
  readonly field: string;
  readonly message: string;
}

export type ConfigResult =
  | { readonly ok: true; readonly config: SignallingConfig }
  | { readonly ok: false; readonly issues: readonly ConfigIssue[] };

/**
 * One line per issue, for an error banner or the console.
 *
 * @example
 * ```ts
 * formatIssues([{ field: 'signal', message: 'port 70000 is not between 1 and 65535' }]);
 * // 'signal: port 70000 is not between 1 and 65535'
 * ```
 */
export function formatIssues(issues: readonly ConfigIssue[]): string {
  return issues.map((i) => `${i.field}: ${i.message}`).join('\n');
}

// ---------------------------------------------------------------------------------------------
// Shared checks

const HOST_NAME = /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
const HOST_IPV6 = /^\[[0-9A-Fa-f:.]+\]$/;
const PATH = /^\/[A-Za-z0-9._~!$&'()*+,;=:@%/-]*$/;
/** PeerJS's own rule for ids and keys (`util.validateId`). */
const PEERJS_TOKEN = /^[A-Za-z0-9]+(?:[ _-][A-Za-z0-9]+)*$/;

function hostProblem(host: string): string | null {
  if (HOST_NAME.test(host) || HOST_IPV6.test(host)) return null;
  return `"${host}" is not a host name or IP address (IPv6 goes in brackets: [::1])`;
}

function portProblem(port: number): string | null {
  return Number.isInteger(port) && port >= 1 && port <= 65535 ? null : `port ${port} is not between 1 and 65535`;
}

function pathProblem(path: string): string | null {
  return PATH.test(path) ? null : `path "${path}" must start with / and hold no spaces, ? or #`;
}

function keyProblem(key: string): string | null {
  return PEERJS_TOKEN.test(key) ? null : `"${key}" is not a valid PeerJS key (letters and digits, single - _ or space between them)`;
}

const ICE_URL = /^(stuns?|turns?):(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(?::(\d{1,5}))?(\?transport=(?:udp|tcp))?$/;

/** Checks one ICE server's `urls` entry and its credentials. */
function iceServerProblems(urls: readonly string[], username: string | undefined, credential: string | undefined): string[] {
  const problems: string[] = [];
  if (urls.length === 0) problems.push('urls is empty');
  for (const url of urls) {
    const m = ICE_URL.exec(url);
    if (!m) {
      problems.push(`"${url}" is not stun:host[:port] or turn:host[:port][?transport=udp|tcp]`);
      continue;
    }
    const [, scheme = '', host = '', port] = m;
    const hp = hostProblem(host);
    if (hp) problems.push(hp);
    if (port !== undefined) {
      const pp = portProblem(Number(port));
      if (pp) problems.push(pp);
    }
    if (scheme.startsWith('stun') && m[4]) problems.push(`"${url}": ?transport is only for TURN`);
    // Browsers throw InvalidAccessError for a TURN server without credentials.
    if (scheme.startsWith('turn') && (!username || !credential)) problems.push(`"${url}" is a TURN server and needs a username and credential`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// The config file

/** strictObject reports an unknown key and a non-object alike; tell them apart for the user. */
const objectMessage =
  (known: string) =>
  (issue: v.StrictObjectIssue): string =>
    issue.expected === 'never'
      ? `unknown setting (known: ${known})`
      : issue.expected === 'Object'
        ? `must be an object, not ${issue.received}`
        : 'is required'; // a missing key: `expected` is the key's name

const iceServerSchema = v.strictObject(
  {
    urls: v.union([v.string(), v.array(v.string())], 'must be a string or an array of strings'),
    username: v.optional(v.string('must be a string')),
    credential: v.optional(v.string('must be a string')),
  },
  objectMessage('urls, username, credential'),
);

const fileSchema = v.strictObject(
  {
    /** Start from a known server: `"local"` (npm start) or `"cloud"` (0.peerjs.com). */
    preset: v.optional(v.picklist(['local', 'cloud'], 'must be "local" or "cloud"')),
    host: v.optional(v.string('must be a string')),
    port: v.optional(v.number('must be a number')),
    path: v.optional(v.string('must be a string')),
    secure: v.optional(v.boolean('must be true or false')),
    key: v.optional(v.string('must be a string')),
    iceServers: v.optional(v.array(iceServerSchema, 'must be an array')),
  },
  objectMessage('preset, host, port, path, secure, key, iceServers'),
);

/**
 * Validates the parsed contents of `taroticum.config.json` and applies them over `base`.
 * Every key is optional; unknown keys are errors (a typo must not be ignored).
 *
 * @example
 * ```ts
 * parseConfigFile({
 *   host: 'signal.example.org', port: 443, path: '/kult', secure: true,
 *   iceServers: [{ urls: 'stun:stun.example.org:3478' },
 *                { urls: 'turn:turn.example.org:3478', username: 'kult', credential: 's3cret' }],
 * });
 * // { ok: true, config: { host: 'signal.example.org', port: 443, … } }
 * parseConfigFile({ port: '9000' });
 * // { ok: false, issues: [{ field: 'port', message: 'must be a number' }] }
 * ```
 */
export function parseConfigFile(json: unknown, base: SignallingConfig = DEFAULT_SIGNALLING): ConfigResult {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { ok: false, issues: [{ field: CONFIG_FILE_NAME, message: 'must hold a JSON object' }] };
  }
  const parsed = v.safeParse(fileSchema, json);
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.issues.map((issue) => ({ field: v.getDotPath(issue) ?? CONFIG_FILE_NAME, message: issue.message })),
    };
  }
  const file = parsed.output;
  const issues: ConfigIssue[] = [];
  const check = (field: string, problem: string | null): void => {
    if (problem) issues.push({ field, message: problem });
  };
  if (file.host !== undefined) check('host', hostProblem(file.host));
  if (file.port !== undefined) check('port', portProblem(file.port));
  if (file.path !== undefined) check('path', pathProblem(file.path));
  if (file.key !== undefined) check('key', keyProblem(file.key));
  if (file.preset === 'cloud' && file.secure === false) check('secure', 'the PeerJS cloud only accepts secure connections');
  const iceServers: RTCIceServer[] = [];
  file.iceServers?.forEach((server, i) => {
    const urls = typeof server.urls === 'string' ? [server.urls] : server.urls;
    for (const problem of iceServerProblems(urls, server.username, server.credential)) check(`iceServers[${i}].urls`, problem);
    iceServers.push({ ...server, urls: typeof server.urls === 'string' ? server.urls : [...server.urls] });
  });
  if (issues.length > 0) return { ok: false, issues };

  const start = file.preset === 'cloud' ? { ...PEERJS_CLOUD, iceServers: base.iceServers } : file.preset === 'local' ? { ...LOCAL_SIGNALLING, iceServers: base.iceServers } : base;
  const config: { -readonly [K in keyof SignallingConfig]: SignallingConfig[K] } = { ...start };
  if (file.preset) delete config.key;
  if (file.host !== undefined) config.host = file.host;
  if (file.port !== undefined) config.port = file.port;
  if (file.path !== undefined) config.path = file.path;
  if (file.secure !== undefined) config.secure = file.secure;
  if (file.key !== undefined) config.key = file.key;
  if (file.iceServers !== undefined) config.iceServers = iceServers;
  return { ok: true, config };
}

// ---------------------------------------------------------------------------------------------
// URL parameters

const SIGNAL = /^(?:(wss?|https?):\/\/)?(\[[^\]]*\]|[^:/?#[\]]+)(?::([^/]*))?(\/.*)?$/;

/** Splits `ice=` on commas that start a new server, so a password may contain commas. */
const ICE_SPLIT = /,(?=\s*(?:stuns?|turns?):)/i;

/**
 * Applies the URL parameters over `base`:
 *
 * - `signal=host[:port][/path]`, optionally with a `ws://`, `wss://`, `http://` or `https://`
 *   scheme (the `s` forms mean secure). A missing port is 443 when secure, else 80; a missing
 *   path is `/`. `signal=cloud` is the PeerJS cloud, `signal=local` the `npm start` server.
 * - `secure=1|0|true|false`; when absent, the scheme decides, else `base.secure`.
 * - `key=…`: the PeerServer's API key.
 * - `ice=…`: STUN/TURN servers separated by commas (or repeated `ice=` parameters), each
 *   `stun:host[:port]` or `turn:user:password@host[:port][?transport=udp|tcp]` (`turns:` too).
 *   `ice=` with nothing replaces the base's servers with none.
 *
 * Other parameters are ignored (they belong to the app). Any bad value fails the whole result.
 *
 * @example
 * ```ts
 * configFromUrl(new URL('https://app.example/?signal=signal.example.org:443/kult&secure=1&ice=stun:stun.example.org,turn:kult:pw@turn.example.org:3478'));
 * // { ok: true, config: { host: 'signal.example.org', port: 443, path: '/kult', secure: true,
 * //   iceServers: [{ urls: 'stun:stun.example.org' },
 * //                { urls: 'turn:turn.example.org:3478', username: 'kult', credential: 'pw' }] } }
 * configFromUrl(new URL('https://app.example/?signal=cloud'));
 * // { ok: true, config: { host: '0.peerjs.com', port: 443, path: '/', secure: true, iceServers: [] } }
 * ```
 */
export function configFromUrl(url: URL, base: SignallingConfig = DEFAULT_SIGNALLING): ConfigResult {
  const params = url.searchParams;
  const issues: ConfigIssue[] = [];
  const once = (name: string): string | undefined => {
    const all = params.getAll(name);
    if (all.length > 1) issues.push({ field: name, message: `given ${all.length} times; give it once` });
    return all[0];
  };
  const config: { -readonly [K in keyof SignallingConfig]: SignallingConfig[K] } = { ...base };

  // secure first: a signal without a scheme takes it.
  const secureParam = once('secure');
  let secure: boolean | undefined;
  if (secureParam !== undefined) {
    if (/^(1|true)$/i.test(secureParam)) secure = true;
    else if (/^(0|false)$/i.test(secureParam)) secure = false;
    else issues.push({ field: 'secure', message: `"${secureParam}" is not 1, 0, true or false` });
  }

  const signal = once('signal');
  if (signal !== undefined) {
    const s = signal.trim();
    if (s === 'cloud' || s === 'local') {
      const preset = s === 'cloud' ? PEERJS_CLOUD : LOCAL_SIGNALLING;
      config.host = preset.host;
      config.port = preset.port;
      config.path = preset.path;
      config.secure = preset.secure;
      delete config.key;
      if (s === 'cloud' && secure === false) issues.push({ field: 'secure', message: 'the PeerJS cloud only accepts secure connections' });
      if (s === 'local' && secure !== undefined) config.secure = secure;
    } else if (/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(s) && !/^(wss?|https?):\/\//.test(s)) {
      issues.push({ field: 'signal', message: `"${signal}": the scheme must be ws://, wss://, http:// or https://` });
    } else {
      const m = SIGNAL.exec(s);
      if (!m || s === '') {
        issues.push({ field: 'signal', message: `"${signal}" is not host[:port][/path], "cloud" or "local"` });
      } else {
        const [, scheme, host = '', portText, path = '/'] = m;
        const schemeSecure = scheme === undefined ? undefined : scheme === 'wss' || scheme === 'https';
        if (schemeSecure !== undefined && secure !== undefined && schemeSecure !== secure) {
          issues.push({ field: 'secure', message: `secure=${secureParam} contradicts the ${scheme}:// in signal` });
        }
        const isSecure = schemeSecure ?? secure ?? base.secure;
        const hp = hostProblem(host);
        if (hp) issues.push({ field: 'signal', message: hp });
        let port = isSecure ? 443 : 80;
        if (portText !== undefined) {
          port = /^\d{1,5}$/.test(portText) ? Number(portText) : NaN;
          if (Number.isNaN(port)) issues.push({ field: 'signal', message: `port "${portText}" is not a number` });
          else {
            const pp = portProblem(port);
            if (pp) issues.push({ field: 'signal', message: pp });
          }
        }
        const pathIssue = pathProblem(path);
        if (pathIssue) issues.push({ field: 'signal', message: pathIssue });
        config.host = host;
        config.port = port;
        config.path = path;
        config.secure = isSecure;
      }
    }
  } else if (secure !== undefined) {
    config.secure = secure;
  }

  const key = once('key');
  if (key !== undefined) {
    const kp = keyProblem(key);
    if (kp) issues.push({ field: 'key', message: kp });
    else config.key = key;
  }

  const iceParams = params.getAll('ice');
  if (iceParams.length > 0) {
    const entries = iceParams.flatMap((p) => (p.trim() === '' ? [] : p.split(ICE_SPLIT).map((e) => e.trim())));
    const servers: RTCIceServer[] = [];
    entries.forEach((entry, i) => {
      const parsed = parseIceEntry(entry);
      if ('problem' in parsed) issues.push({ field: `ice[${i}]`, message: parsed.problem });
      else servers.push(parsed.server);
    });
    config.iceServers = servers;
  }

  return issues.length > 0 ? { ok: false, issues } : { ok: true, config };
}

/** `stun:host[:port]` or `turn:user:password@host[:port][?transport=…]` → an RTCIceServer. */
function parseIceEntry(entry: string): { server: RTCIceServer } | { problem: string } {
  const scheme = /^(stuns?|turns?):/i.exec(entry)?.[1]?.toLowerCase();
  if (!scheme) return { problem: `"${entry}" does not start with stun:, stuns:, turn: or turns:` };
  const rest = entry.slice(scheme.length + 1);
  const at = rest.lastIndexOf('@');
  let username: string | undefined;
  let credential: string | undefined;
  let hostPart = rest;
  if (at >= 0) {
    if (scheme.startsWith('stun')) return { problem: `"${scheme}:…" servers take no user:password@` };
    const userinfo = rest.slice(0, at);
    hostPart = rest.slice(at + 1);
    const colon = userinfo.indexOf(':');
    if (colon <= 0 || colon === userinfo.length - 1) return { problem: `TURN credentials must be user:password@ before the host` };
    username = userinfo.slice(0, colon);
    credential = userinfo.slice(colon + 1);
  }
  const urls = `${scheme}:${hostPart}`;
  // Don't echo the password in the message: URLs with it end up in screenshots and bug reports.
  const problems = iceServerProblems([urls], username, credential);
  if (problems.length > 0) return { problem: problems.join('; ') };
  return { server: username === undefined ? { urls } : { urls, username, credential: credential ?? '' } };
}

// ---------------------------------------------------------------------------------------------
// Loading (the only I/O here)

export interface LoadOptions {
  /** The page's address: its parameters are applied and the config file is looked up beside it. */
  readonly location: URL;
  /** Injected for tests; defaults to the global `fetch`. */
  readonly fetch?: (input: URL, init?: RequestInit) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;
}

/**
 * Default → `taroticum.config.json` (if the server has one; a 404 means "none") → URL.
 *
 * @example
 * ```ts
 * const result = await loadSignallingConfig({ location: new URL(window.location.href) });
 * if (!result.ok) showBanner(`Bad network settings:\n${formatIssues(result.issues)}`);
 * ```
 */
export async function loadSignallingConfig(options: LoadOptions): Promise<ConfigResult> {
  const fetchFn = options.fetch ?? ((input: URL, init?: RequestInit) => fetch(input, init));
  let base: SignallingConfig = DEFAULT_SIGNALLING;
  // A page with no address to look beside (an about:srcdoc or data: frame) has no config file.
  if (!URL.canParse(CONFIG_FILE_NAME, options.location.href)) return configFromUrl(options.location, base);
  const fileUrl = new URL(CONFIG_FILE_NAME, options.location);
  let response: Pick<Response, 'ok' | 'status' | 'json'>;
  try {
    response = await fetchFn(fileUrl, { cache: 'no-store' });
  } catch (err) {
    return { ok: false, issues: [{ field: CONFIG_FILE_NAME, message: `could not be fetched: ${err instanceof Error ? err.message : String(err)}` }] };
  }
  if (response.ok) {
    let json: unknown;
    try {
      json = await response.json();
    } catch (err) {
      return { ok: false, issues: [{ field: CONFIG_FILE_NAME, message: `is not valid JSON: ${err instanceof Error ? err.message : String(err)}` }] };
    }
    const fromFile = parseConfigFile(json, base);
    if (!fromFile.ok) return { ok: false, issues: fromFile.issues.map((i) => ({ field: `${CONFIG_FILE_NAME} ${i.field}`, message: i.message })) };
    base = fromFile.config;
  } else if (response.status !== 404) {
    return { ok: false, issues: [{ field: CONFIG_FILE_NAME, message: `could not be fetched: HTTP ${response.status}` }] };
  }
  return configFromUrl(options.location, base);
}
