import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  CONFIG_FILE_NAME,
  DEFAULT_SIGNALLING,
  LOCAL_SIGNALLING,
  PEERJS_CLOUD,
  configFromUrl,
  formatIssues,
  loadSignallingConfig,
  parseConfigFile,
  type ConfigResult,
  type SignallingConfig,
} from '../../src/net/signalling-config.js';

const page = (query: string): URL => new URL(`https://app.example/taroticum/${query}`);

function ok(result: ConfigResult): SignallingConfig {
  if (!result.ok) assert.fail(`expected ok, got:\n${formatIssues(result.issues)}`);
  return result.config;
}

function issues(result: ConfigResult): string[] {
  if (result.ok) assert.fail(`expected issues, got ${JSON.stringify(result.config)}`);
  return result.issues.map((i) => `${i.field}: ${i.message}`);
}

describe('defaults', () => {
  it('are the local PeerServer of npm start (scripts/start.mjs)', () => {
    assert.deepEqual(DEFAULT_SIGNALLING, { host: '127.0.0.1', port: 9000, path: '/kult', secure: false, iceServers: [] });
    assert.equal(DEFAULT_SIGNALLING, LOCAL_SIGNALLING);
    assert.deepEqual(ok(configFromUrl(page(''))), LOCAL_SIGNALLING);
  });

  it('ignore the parameters that belong to the app', () => {
    assert.deepEqual(ok(configFromUrl(page('?room=kult-abc&inspect'))), LOCAL_SIGNALLING);
  });
});

describe('configFromUrl: signal', () => {
  it('host:port/path', () => {
    const c = ok(configFromUrl(page('?signal=signal.example.org:9443/kult')));
    assert.deepEqual(c, { host: 'signal.example.org', port: 9443, path: '/kult', secure: false, iceServers: [] });
  });

  it('a missing port is 443 when secure, else 80; a missing path is /', () => {
    assert.deepEqual(ok(configFromUrl(page('?signal=example.org&secure=1'))), { ...LOCAL_SIGNALLING, host: 'example.org', port: 443, path: '/', secure: true });
    assert.deepEqual(ok(configFromUrl(page('?signal=example.org'))), { ...LOCAL_SIGNALLING, host: 'example.org', port: 80, path: '/' });
  });

  it('a scheme sets secure; port 80 stays 80 even with wss', () => {
    assert.equal(ok(configFromUrl(page('?signal=wss://example.org/kult'))).secure, true);
    assert.equal(ok(configFromUrl(page('?signal=https://example.org/kult'))).port, 443);
    assert.equal(ok(configFromUrl(page('?signal=ws://example.org:9000/kult'))).secure, false);
    assert.equal(ok(configFromUrl(page('?signal=wss://example.org:80/'))).port, 80);
  });

  it('without scheme or secure=, secure comes from the base', () => {
    const base = { ...LOCAL_SIGNALLING, secure: true };
    assert.equal(ok(configFromUrl(page('?signal=example.org:8443/'), base)).secure, true);
  });

  it('IPv4 and bracketed IPv6 hosts', () => {
    assert.equal(ok(configFromUrl(page('?signal=10.0.0.7:9000/kult'))).host, '10.0.0.7');
    const v6 = ok(configFromUrl(page('?signal=[::1]:9000/kult')));
    assert.equal(v6.host, '[::1]');
    assert.equal(v6.port, 9000);
  });

  it('cloud is the public PeerJS server', () => {
    const c = ok(configFromUrl(page('?signal=cloud')));
    assert.deepEqual(c, { host: '0.peerjs.com', port: 443, path: '/', secure: true, iceServers: [] });
    assert.deepEqual(c, PEERJS_CLOUD);
  });

  it('cloud keeps ICE servers from the base and from ice=', () => {
    const base = { ...LOCAL_SIGNALLING, iceServers: [{ urls: 'stun:stun.example.org' }] };
    assert.deepEqual(ok(configFromUrl(page('?signal=cloud'), base)).iceServers, [{ urls: 'stun:stun.example.org' }]);
    assert.deepEqual(ok(configFromUrl(page('?signal=cloud&ice=stun:s.example.org:3478'))).iceServers, [{ urls: 'stun:s.example.org:3478' }]);
  });

  it('local goes back to the npm start server, dropping a key from the base', () => {
    const base = { ...PEERJS_CLOUD, key: 'mykey' };
    assert.deepEqual(ok(configFromUrl(page('?signal=local'), base)), LOCAL_SIGNALLING);
  });

  it('rejects bad values, naming the field', () => {
    assert.deepEqual(issues(configFromUrl(page('?signal=example.org:99999/kult'))), ['signal: port 99999 is not between 1 and 65535']);
    assert.deepEqual(issues(configFromUrl(page('?signal=example.org:0'))), ['signal: port 0 is not between 1 and 65535']);
    assert.deepEqual(issues(configFromUrl(page('?signal=example.org:abc/kult'))), ['signal: port "abc" is not a number']);
    assert.deepEqual(issues(configFromUrl(page('?signal=exa_mple.org'))), [
      'signal: "exa_mple.org" is not a host name or IP address (IPv6 goes in brackets: [::1])',
    ]);
    assert.deepEqual(issues(configFromUrl(page('?signal='))), ['signal: "" is not host[:port][/path], "cloud" or "local"']);
    assert.deepEqual(issues(configFromUrl(page('?signal=ftp://example.org'))), ['signal: "ftp://example.org": the scheme must be ws://, wss://, http:// or https://']);
    assert.deepEqual(issues(configFromUrl(page('?signal=example.org:9000/a%20b'))), ['signal: path "/a b" must start with / and hold no spaces, ? or #']);
    assert.deepEqual(issues(configFromUrl(page('?signal=a.example&signal=b.example'))), ['signal: given 2 times; give it once']);
  });

  it('rejects contradictions instead of picking one', () => {
    assert.deepEqual(issues(configFromUrl(page('?signal=wss://example.org&secure=0'))), ['secure: secure=0 contradicts the wss:// in signal']);
    assert.deepEqual(issues(configFromUrl(page('?signal=cloud&secure=0'))), ['secure: the PeerJS cloud only accepts secure connections']);
  });

  it('lists every bad field at once', () => {
    assert.deepEqual(issues(configFromUrl(page('?signal=example.org:70000&secure=maybe&key=a--b&ice=stun:'))), [
      'secure: "maybe" is not 1, 0, true or false',
      'signal: port 70000 is not between 1 and 65535',
      'key: "a--b" is not a valid PeerJS key (letters and digits, single - _ or space between them)',
      'ice[0]: "stun:" is not stun:host[:port] or turn:host[:port][?transport=udp|tcp]',
    ]);
  });
});

describe('configFromUrl: secure and key', () => {
  it('secure=1|0|true|false alone changes only secure', () => {
    assert.equal(ok(configFromUrl(page('?secure=1'))).secure, true);
    assert.equal(ok(configFromUrl(page('?secure=true'))).secure, true);
    assert.equal(ok(configFromUrl(page('?secure=0'), { ...LOCAL_SIGNALLING, secure: true })).secure, false);
    assert.equal(ok(configFromUrl(page('?secure=FALSE'), { ...LOCAL_SIGNALLING, secure: true })).secure, false);
    assert.deepEqual(issues(configFromUrl(page('?secure=yes'))), ['secure: "yes" is not 1, 0, true or false']);
    assert.deepEqual(issues(configFromUrl(page('?secure='))), ['secure: "" is not 1, 0, true or false']);
  });

  it('key', () => {
    assert.equal(ok(configFromUrl(page('?key=kult-key'))).key, 'kult-key');
    assert.equal(ok(configFromUrl(page(''))).key, undefined);
    assert.deepEqual(issues(configFromUrl(page('?key='))), ['key: "" is not a valid PeerJS key (letters and digits, single - _ or space between them)']);
  });
});

describe('configFromUrl: ice', () => {
  it('stun and turn servers, comma-separated', () => {
    const c = ok(configFromUrl(page('?ice=stun:stun.example.org:3478,turn:kult:s3cret@turn.example.org:3478?transport=udp,turns:u:p@turn.example.org:5349')));
    assert.deepEqual(c.iceServers, [
      { urls: 'stun:stun.example.org:3478' },
      { urls: 'turn:turn.example.org:3478?transport=udp', username: 'kult', credential: 's3cret' },
      { urls: 'turns:turn.example.org:5349', username: 'u', credential: 'p' },
    ]);
  });

  it('repeated ice= parameters add up', () => {
    const c = ok(configFromUrl(page('?ice=stun:a.example&ice=stun:b.example:19302')));
    assert.deepEqual(c.iceServers, [{ urls: 'stun:a.example' }, { urls: 'stun:b.example:19302' }]);
  });

  it('a password may hold commas, colons and @ (split at the last @, the first colon)', () => {
    const c = ok(configFromUrl(page(`?ice=${encodeURIComponent('turn:kult:p,a:s@s@turn.example.org:3478,stun:s.example')}`)));
    assert.deepEqual(c.iceServers, [
      { urls: 'turn:turn.example.org:3478', username: 'kult', credential: 'p,a:s@s' },
      { urls: 'stun:s.example' },
    ]);
  });

  it('ice= with nothing clears the base servers', () => {
    const base = { ...LOCAL_SIGNALLING, iceServers: [{ urls: 'stun:stun.example.org' }] };
    assert.deepEqual(ok(configFromUrl(page('?ice='), base)).iceServers, []);
  });

  it('splits only where a new stun:/turn: entry starts, so stray text stays with its entry', () => {
    assert.deepEqual(issues(configFromUrl(page('?ice=stun:a.example,http://x'))), [
      'ice[0]: "stun:a.example,http://x" is not stun:host[:port] or turn:host[:port][?transport=udp|tcp]',
    ]);
  });

  it('rejects bad servers by position, without echoing passwords', () => {
    const result = issues(
      configFromUrl(page('?ice=stun:ok.example,turn:turn.example.org&ice=http://x&ice=stun:u:p@s.example,turn:onlyuser@t.example,turn:u:secretpw@t.example:99999')),
    );
    assert.deepEqual(result, [
      'ice[1]: "turn:turn.example.org" is a TURN server and needs a username and credential',
      'ice[2]: "http://x" does not start with stun:, stuns:, turn: or turns:',
      'ice[3]: "stun:…" servers take no user:password@',
      'ice[4]: TURN credentials must be user:password@ before the host',
      'ice[5]: port 99999 is not between 1 and 65535',
    ]);
    assert.ok(!result.join('\n').includes('secretpw'));
  });
});

describe('parseConfigFile', () => {
  it('an empty object keeps the base', () => {
    assert.deepEqual(ok(parseConfigFile({})), LOCAL_SIGNALLING);
  });

  it('a full file', () => {
    const c = ok(
      parseConfigFile({
        host: 'signal.example.org',
        port: 443,
        path: '/kult',
        secure: true,
        key: 'taroticum',
        iceServers: [
          { urls: 'stun:stun.example.org:3478' },
          { urls: ['turn:turn.example.org:3478?transport=udp', 'turns:turn.example.org:5349'], username: 'kult', credential: 's3cret' },
        ],
      }),
    );
    assert.deepEqual(c, {
      host: 'signal.example.org',
      port: 443,
      path: '/kult',
      secure: true,
      key: 'taroticum',
      iceServers: [
        { urls: 'stun:stun.example.org:3478' },
        { urls: ['turn:turn.example.org:3478?transport=udp', 'turns:turn.example.org:5349'], username: 'kult', credential: 's3cret' },
      ],
    });
  });

  it('preset cloud, with own ICE servers', () => {
    const c = ok(parseConfigFile({ preset: 'cloud', iceServers: [{ urls: 'stun:stun.example.org' }] }));
    assert.deepEqual(c, { ...PEERJS_CLOUD, iceServers: [{ urls: 'stun:stun.example.org' }] });
  });

  it('rejects wrong types and unknown keys, naming each field', () => {
    assert.deepEqual(issues(parseConfigFile({ port: '9000', hots: 'x', secure: 'yes' })), [
      'port: must be a number',
      'secure: must be true or false',
      'hots: unknown setting (known: preset, host, port, path, secure, key, iceServers)',
    ]);
    assert.deepEqual(issues(parseConfigFile({ iceServers: [{ url: 'stun:x.example' }] })), [
      'iceServers.0.urls: is required',
      'iceServers.0.url: unknown setting (known: urls, username, credential)',
    ]);
    assert.deepEqual(issues(parseConfigFile({ iceServers: 'stun:x.example' })), ['iceServers: must be an array']);
    assert.deepEqual(issues(parseConfigFile({ preset: 'lan' })), ['preset: must be "local" or "cloud"']);
  });

  it('rejects bad values, naming each field', () => {
    assert.deepEqual(issues(parseConfigFile({ host: 'bad host', port: 65536, path: 'kult', key: '-x' })), [
      'host: "bad host" is not a host name or IP address (IPv6 goes in brackets: [::1])',
      'port: port 65536 is not between 1 and 65535',
      'path: path "kult" must start with / and hold no spaces, ? or #',
      'key: "-x" is not a valid PeerJS key (letters and digits, single - _ or space between them)',
    ]);
    assert.deepEqual(issues(parseConfigFile({ port: 9000.5 })), ['port: port 9000.5 is not between 1 and 65535']);
    assert.deepEqual(issues(parseConfigFile({ iceServers: [{ urls: 'turn:t.example' }, { urls: [] }] })), [
      'iceServers[0].urls: "turn:t.example" is a TURN server and needs a username and credential',
      'iceServers[1].urls: urls is empty',
    ]);
    assert.deepEqual(issues(parseConfigFile({ preset: 'cloud', secure: false })), ['secure: the PeerJS cloud only accepts secure connections']);
  });

  it('rejects anything but an object', () => {
    for (const json of [null, 3, 'x', [], true]) {
      assert.deepEqual(issues(parseConfigFile(json)), [`${CONFIG_FILE_NAME}: must hold a JSON object`]);
    }
  });
});

describe('loadSignallingConfig', () => {
  type FakeResponse = { ok: boolean; status: number; json: () => Promise<unknown> };
  const respond = (status: number, body?: unknown): FakeResponse => ({
    ok: status >= 200 && status < 300,
    status,
    json: async () => (typeof body === 'string' ? JSON.parse(body) : body),
  });

  it('looks for the file beside the page and applies file, then URL', async () => {
    const asked: string[] = [];
    const result = await loadSignallingConfig({
      location: page('index.html?secure=1'),
      fetch: async (url) => {
        asked.push(url.href);
        return respond(200, { host: 'signal.example.org', port: 443, path: '/kult', iceServers: [{ urls: 'stun:stun.example.org' }] }) as Response;
      },
    });
    assert.deepEqual(asked, ['https://app.example/taroticum/taroticum.config.json']);
    assert.deepEqual(ok(result), { host: 'signal.example.org', port: 443, path: '/kult', secure: true, iceServers: [{ urls: 'stun:stun.example.org' }] });
  });

  it('a page with no address to look beside (an about:srcdoc frame) fetches nothing and gets the defaults', async () => {
    let fetched = false;
    const result = await loadSignallingConfig({
      location: new URL('about:srcdoc'),
      fetch: async () => {
        fetched = true;
        return respond(404) as Response;
      },
    });
    assert.equal(fetched, false);
    assert.deepEqual(ok(result), LOCAL_SIGNALLING);
  });

  it('a missing file (404) means the defaults', async () => {
    const result = await loadSignallingConfig({ location: page(''), fetch: async () => respond(404) as Response });
    assert.deepEqual(ok(result), LOCAL_SIGNALLING);
  });

  it('a broken file, a server error or a failed fetch is an issue, not the defaults', async () => {
    const bad = await loadSignallingConfig({ location: page(''), fetch: async () => respond(200, '{ not json') as Response });
    assert.match(issues(bad)[0] ?? '', /^taroticum\.config\.json: is not valid JSON/);
    const invalid = await loadSignallingConfig({ location: page(''), fetch: async () => respond(200, { port: -1 }) as Response });
    assert.deepEqual(issues(invalid), ['taroticum.config.json port: port -1 is not between 1 and 65535']);
    const http500 = await loadSignallingConfig({ location: page(''), fetch: async () => respond(500) as Response });
    assert.deepEqual(issues(http500), ['taroticum.config.json: could not be fetched: HTTP 500']);
    const offline = await loadSignallingConfig({
      location: page(''),
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    assert.deepEqual(issues(offline), ['taroticum.config.json: could not be fetched: Failed to fetch']);
  });
});
