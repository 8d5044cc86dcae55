// src/shims/webrtc-adapter.ts stands in for webrtc-adapter in the builds: PeerJS must see the
// same browser names and versions as with the real package. Compared with adapter 9's own
// detectBrowser on the user agents of the browsers the app runs in, and on the edge cases.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import adapter, { detectBrowser } from '../../src/shims/webrtc-adapter.js';

const { detectBrowser: realDetect } = createRequire(import.meta.url)('webrtc-adapter/dist/utils.js') as {
  detectBrowser(window: unknown): { browser: string | null; version: number | null };
};

const fn = (): void => undefined;
type Fake = { navigator?: Record<string, unknown>; isSecureContext?: boolean; webkitRTCPeerConnection?: unknown; RTCPeerConnection?: unknown };

const windows: Record<string, Fake | undefined> = {
  'no window': undefined,
  'no user agent': { navigator: {} },
  'Chrome 137 with userAgentData': {
    navigator: {
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/137.0.0.0 Safari/537.36',
      userAgentData: { brands: [{ brand: 'Not/A)Brand', version: '8' }, { brand: 'Chromium', version: '137' }, { brand: 'Google Chrome', version: '137' }] },
      webkitGetUserMedia: fn,
    },
    RTCPeerConnection: fn,
  },
  'Edge 120 with userAgentData': {
    navigator: {
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0',
      userAgentData: { brands: [{ brand: 'Chromium', version: '120' }, { brand: 'Microsoft Edge', version: '120' }] },
    },
    RTCPeerConnection: fn,
  },
  'Chromium brand below 90 (not trusted), webkitGetUserMedia': {
    navigator: { userAgent: 'Mozilla/5.0 Chrome/89.0.4389.90 Safari/537.36', userAgentData: { brands: [{ brand: 'Chromium', version: '89' }] }, webkitGetUserMedia: fn },
    RTCPeerConnection: fn,
  },
  'Chrome on http without webkitGetUserMedia': {
    navigator: { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/85.0.4183.83 Safari/537.36' },
    isSecureContext: false,
    webkitRTCPeerConnection: fn,
    RTCPeerConnection: fn,
  },
  'Chrome without a version': { navigator: { userAgent: 'SomeWebView', webkitGetUserMedia: fn } },
  'Firefox 128': {
    navigator: { userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', mozGetUserMedia: fn },
    RTCPeerConnection: fn,
  },
  'Firefox without a version': { navigator: { userAgent: 'Gecko', mozGetUserMedia: fn }, RTCPeerConnection: fn },
  'Safari 17': {
    navigator: { userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15' },
    RTCPeerConnection: fn,
  },
  'iOS Safari 16': {
    navigator: { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1' },
    RTCPeerConnection: fn,
  },
  'WebKit without RTCPeerConnection': { navigator: { userAgent: 'Mozilla/5.0 AppleWebKit/605.1.15 (KHTML, like Gecko)' } },
  'no WebRTC at all': { navigator: { userAgent: 'Lynx/2.9' } },
};

describe('webrtc-adapter stand-in (src/shims/webrtc-adapter.ts)', () => {
  for (const [name, window] of Object.entries(windows)) {
    it(`detects ${name} as webrtc-adapter 9 does`, () => {
      const real = realDetect(window);
      const ours = detectBrowser(window as unknown as Window);
      assert.equal(ours.browser, real.browser);
      // PeerJS reads `version || 0`: NaN, null and 0 are all "unknown" to it.
      assert.equal(ours.version || 0, real.version || 0);
    });
  }

  it('exports the default object PeerJS reads (`adapter.browserDetails`); in node, not a browser', () => {
    assert.deepEqual(adapter.browserDetails, { browser: 'Not a browser.', version: null });
  });
});
