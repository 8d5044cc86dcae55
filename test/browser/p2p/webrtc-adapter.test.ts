/// <reference types="mocha" />
// PeerJS in Chromium with src/shims/webrtc-adapter.ts in place of webrtc-adapter (as the app
// is built, scripts/build.mjs `alias`; web-test-runner.config.mjs resolves it the same way):
// PeerJS must still recognise the browser and its version and find data channels supported,
// and the browser's WebRTC classes stay the browser's own (in Chromium the real adapter
// replaces `addTrack`, among others). The friend-match tests in this folder then run PeerJS on it.
import { expect } from '@esm-bundle/chai';
import { util } from 'peerjs';

type Brands = { brands: { brand: string; version: string }[] };

describe('PeerJS without webrtc-adapter', () => {
  it('sees Chromium as chrome, with its major version, and supported', () => {
    const brands = (navigator as Navigator & { userAgentData?: Brands }).userAgentData?.brands ?? [];
    const chromium = brands.find((b) => b.brand === 'Chromium');
    expect(chromium, 'navigator.userAgentData names Chromium').to.not.equal(undefined);
    expect(util.browser).to.equal('chrome');
    expect(util.browserVersion).to.equal(parseInt(chromium!.version, 10));
    expect(util.supports.browser).to.equal(true);
    expect(util.supports.webRTC).to.equal(true);
    expect(util.supports.data).to.equal(true);
    expect(util.supports.reliable).to.equal(true);
    expect(util.supports.binaryBlob).to.equal(true);
  });

  it('leaves RTCPeerConnection and its data channels native', () => {
    expect(String(RTCPeerConnection)).to.contain('[native code]');
    expect(String(RTCPeerConnection.prototype.createDataChannel)).to.contain('[native code]');
    expect(String(RTCPeerConnection.prototype.setRemoteDescription)).to.contain('[native code]');
    expect(String(RTCPeerConnection.prototype.addTrack)).to.contain('[native code]');
  });
});
