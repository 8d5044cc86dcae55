/// <reference types="mocha" />
// A fan site whose Content-Security-Policy allows its own scripts but not WebAssembly (no
// 'wasm-unsafe-eval'): the embed must still load and show cards; only a state fingerprint, which
// friend matches need, is refused, with a message saying what the site must allow.
import { expect } from '@esm-bundle/chai';

function probeUnder(policy: string): Promise<{ card: string; hash: string; lobby: string }> {
  return new Promise((resolve, reject) => {
    const frame = document.createElement('iframe');
    const timer = setTimeout(() => reject(new Error('the probe never reported')), 20_000);
    addEventListener('message', function onMessage(e: MessageEvent) {
      if (e.source !== frame.contentWindow || !e.data?.probe) return;
      removeEventListener('message', onMessage);
      clearTimeout(timer);
      frame.remove();
      resolve(e.data.probe);
    });
    frame.srcdoc = `<!doctype html><meta http-equiv="Content-Security-Policy" content="${policy}"><body><script type="module" src="${new URL('./csp/probe.ts', import.meta.url).pathname}"></script></body>`;
    document.body.append(frame);
  });
}

describe('the embed under a strict Content-Security-Policy', function () {
  this.timeout(30_000);

  it('without wasm-unsafe-eval: <kult-card> still renders; the lobby says friend play is off and why; fingerprinting says why', async () => {
    const seen = await probeUnder("script-src 'self'");
    expect(seen.card).to.match(/^Usher/);
    expect(seen.lobby).to.match(/^Friend play is off\..*need WebAssembly, which this page refused .*'wasm-unsafe-eval'/);
    expect(seen.hash).to.match(/need WebAssembly, which this page refused .*'wasm-unsafe-eval'/);
  });

  it("with 'wasm-unsafe-eval' allowed: the same page fingerprints states", async () => {
    const seen = await probeUnder("script-src 'self' 'wasm-unsafe-eval'");
    expect(seen.card).to.match(/^Usher/);
    expect(seen.hash).to.match(/^hashed [0-9a-f]{32}$/);
    expect(seen.lobby).to.equal('');
  });
});
