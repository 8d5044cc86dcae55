/// <reference types="mocha" />
// Round-trip benchmark, two peers in one Chromium page (not part of `npm test`):
//
//   npm run bench:net
//
// Prints, through web-test-runner's browser log:
//   BENCH raw_connect_ms       two RTCPeerConnections wired directly, until the channel opens
//   BENCH raw_rtt_ms           raw RTCDataChannel ping-pong (ordered, reliable)
//   BENCH peerjs_connect_ms    hostRoom + joinRoom through the PeerServer, until both are open
//   BENCH peerjs_rtt_ms        ping-pong over our PeerJS Transport (JSON framing, raw strings)
//   BENCH ice_pair             the local/remote addresses the raw connection settled on
// Each RTT line gives median, p99 and max over PINGS sequential round trips.
import { expect } from '@esm-bundle/chai';
import { hostRoom, joinRoom, whenOpen, type SignallingConfig } from '../../../src/net/index.js';
import { rawChannelPair } from './raw-channel.js';

const PINGS = 1_000;

function summary(samples: number[]): string {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number): number => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
  return `median=${at(0.5).toFixed(3)} p99=${at(0.99).toFixed(3)} max=${(s.at(-1) ?? NaN).toFixed(3)} n=${s.length}`;
}

function bench(line: string): void {
  console.log(`BENCH ${line}`);
}

/** Sequential ping-pong: send, wait for the echo, repeat. */
async function pingPong(send: (n: number) => void, onEcho: (cb: (n: number) => void) => void, count: number): Promise<number[]> {
  const rtts: number[] = [];
  let resolveEcho: ((n: number) => void) | null = null;
  onEcho((n) => resolveEcho?.(n));
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    const echoed = new Promise<number>((resolve) => (resolveEcho = resolve));
    send(i);
    const n = await echoed;
    rtts.push(performance.now() - t0);
    if (n !== i) throw new Error(`echo ${n} for ping ${i}`);
  }
  return rtts;
}

describe('RTT benchmark', function () {
  this.timeout(120_000);

  it('raw RTCDataChannel between two RTCPeerConnections', async () => {
    const t0 = performance.now();
    const { a, b, channel, echo } = await rawChannelPair();
    bench(`raw_connect_ms ${(performance.now() - t0).toFixed(1)}`);

    echo.onmessage = (e) => echo.send(e.data as string);
    const rtts = await pingPong(
      (n) => channel.send(String(n)),
      (cb) => (channel.onmessage = (e) => cb(Number(e.data))),
      PINGS,
    );
    bench(`raw_rtt_ms ${summary(rtts)}`);

    const stats = await a.getStats();
    let pair = 'unknown';
    stats.forEach((r) => {
      if (r.type === 'candidate-pair' && r.nominated && r.state === 'succeeded') {
        const local = stats.get(r.localCandidateId);
        const remoteC = stats.get(r.remoteCandidateId);
        pair = `${local?.address}:${local?.port} (${local?.candidateType}) <-> ${remoteC?.address}:${remoteC?.port} (${remoteC?.candidateType})`;
      }
    });
    bench(`ice_pair ${pair}`);
    a.close();
    b.close();
    expect(rtts).to.have.length(PINGS);
  });

  it('PeerJS Transport (hostRoom/joinRoom)', async () => {
    const info = (await (await fetch('/peer-server-info')).json()) as { host: string; port: number; path: string };
    const config: SignallingConfig = { host: info.host, port: info.port, path: info.path, secure: false, iceServers: [] };
    const t0 = performance.now();
    const host = hostRoom(config);
    await new Promise<void>((resolve) => host.on('registered', () => resolve()));
    const guest = joinRoom(config, host.roomId);
    await Promise.all([whenOpen(host), whenOpen(guest)]);
    bench(`peerjs_connect_ms ${(performance.now() - t0).toFixed(1)}`);

    guest.on('message', (m) => guest.send(m));
    const rtts = await pingPong(
      (n) => host.send({ ping: n }),
      (cb) => host.on('message', (m) => cb((m as { ping: number }).ping)),
      PINGS,
    );
    bench(`peerjs_rtt_ms ${summary(rtts)}`);
    host.close();
    guest.close();
    expect(rtts).to.have.length(PINGS);
  });
});
