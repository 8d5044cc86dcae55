/**
 * What PeerJS needs of `webrtc-adapter`, without the shims: the app's builds
 * (scripts/build.mjs) and the browser tests (web-test-runner.config.mjs) resolve the bare
 * specifier `webrtc-adapter` to this module.
 *
 * PeerJS 1.5 reads only `adapter.browserDetails.browser` and `.version` (its `util.browser`,
 * `util.supports.browser`, `util.chunkedBrowsers`). Importing the real package also patches
 * `window.RTCPeerConnection` and friends for browsers older than the app can run in: the app is
 * built for ES2022 (Chrome/Edge 94+, Firefox 93+, Safari 16.4+), where every shim adapter 9
 * applies to a data channel is a no-op or concerns media (getUserMedia, tracks, DTMF, stats),
 * `RTCIceServer.url` (we write `urls`), or data-channel sends above the SCTP message size
 * (PeerJS's binary serialization chunks at 16,300 bytes). Dropping it takes 48 KiB (14 KiB gzip:
 * adapter and its `sdp` parser) out of the PeerJS chunk.
 *
 * `detectBrowser` is adapter 9.0's own detection (src/js/utils.js), so PeerJS sees the same
 * browser names and versions.
 */

/** The fields of adapter's `browserDetails` that PeerJS reads. */
export interface BrowserDetails {
  /** `chrome` (also Edge, Opera and other Chromium browsers), `firefox`, `safari`, or a "not supported" text. */
  readonly browser: string;
  /** The major version (Safari: the AppleWebKit version, e.g. 605), or null when unknown. */
  readonly version: number | null;
}

type AdapterWindow = Window & { readonly RTCPeerConnection?: unknown; readonly webkitRTCPeerConnection?: unknown };
type AdapterNavigator = Navigator & {
  readonly userAgentData?: { readonly brands?: readonly { readonly brand: string; readonly version: string }[] };
  readonly mozGetUserMedia?: unknown;
  readonly webkitGetUserMedia?: unknown;
};

function extractVersion(userAgent: string, expr: RegExp, pos: number): number {
  const match = userAgent.match(expr);
  return match && match.length >= pos ? parseFloat(match[pos]!) : NaN;
}

/** The browser and its version, exactly as webrtc-adapter 9.0 detects them. */
export function detectBrowser(window: AdapterWindow | undefined): BrowserDetails {
  if (typeof window === 'undefined' || !window.navigator || !window.navigator.userAgent) return { browser: 'Not a browser.', version: null };
  const navigator = window.navigator as AdapterNavigator;
  const ua = navigator.userAgent;
  // navigator.userAgentData came with Chromium 90, so a lower Chromium brand version is not trusted.
  const chromium = navigator.userAgentData?.brands?.find((b) => b.brand === 'Chromium');
  if (chromium) {
    const version = parseInt(chromium.version, 10);
    if (version >= 90) return { browser: 'chrome', version };
  }
  if (navigator.mozGetUserMedia) return { browser: 'firefox', version: Math.trunc(extractVersion(ua, /Firefox\/(\d+)\./, 1)) };
  // Chrome 74 dropped webkitGetUserMedia on http, hence the webkitRTCPeerConnection fallback.
  if (navigator.webkitGetUserMedia || (window.isSecureContext === false && window.webkitRTCPeerConnection)) {
    return { browser: 'chrome', version: Math.trunc(extractVersion(ua, /Chrom(e|ium)\/(\d+)\./, 2)) || null };
  }
  if (window.RTCPeerConnection && /AppleWebKit\/(\d+)\./.test(ua)) {
    return { browser: 'safari', version: Math.trunc(extractVersion(ua, /AppleWebKit\/(\d+)\./, 1)) };
  }
  return { browser: 'Not a supported browser.', version: null };
}

/** The adapter object PeerJS imports (`import adapter from 'webrtc-adapter'`). */
const adapter: { readonly browserDetails: BrowserDetails } = {
  browserDetails: detectBrowser(typeof window === 'undefined' ? undefined : window),
};
export default adapter;
