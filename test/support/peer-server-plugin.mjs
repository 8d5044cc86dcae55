// web-test-runner plugin: runs a PeerJS signalling server (the `peer` package) for the P2P
// browser tests, for exactly as long as the test server runs.
//
// The page learns where it is with `await (await fetch('/peer-server-info')).json()`:
//   { host, port, path, closedPort }
// `closedPort` is a port on the same host with nothing listening (bound, then released), for
// testing an unreachable signalling server.
//
// The server expires undeliverable messages after `expireTimeoutMs` (the peer default is 5 s),
// so that joining a missing room fails fast in tests.
import { createServer } from 'node:net';
import { PeerServer } from 'peer';

export const PEER_SERVER_INFO_PATH = '/peer-server-info';

/** A port that was free a moment ago: bind port 0, note the port, release it. */
function closedPort(host) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * @param {{ host?: string, path?: string, expireTimeoutMs?: number }} [options]
 * @returns {import('@web/test-runner').TestRunnerPlugin}
 */
export function peerServerPlugin({ host = '127.0.0.1', path = '/kult', expireTimeoutMs = 1000 } = {}) {
  /** @type {import('node:http').Server | undefined} */
  let server;
  /** @type {{ host: string, port: number, path: string, closedPort: number } | undefined} */
  let info;

  return {
    name: 'peer-server',

    async serverStart() {
      server = await new Promise((resolve, reject) => {
        // The peer package creates the HTTP server itself; listen errors surface on it.
        const app = PeerServer(
          { host, port: 0, path, expire_timeout: expireTimeoutMs, cleanup_out_msgs: Math.min(200, expireTimeoutMs) },
          (s) => resolve(s),
        );
        app.on?.('error', reject);
      });
      const address = server.address();
      if (!address || typeof address === 'string') throw new Error('peer-server-plugin: PeerServer has no TCP address');
      info = { host, port: address.port, path, closedPort: await closedPort(host) };
    },

    async serverStop() {
      if (!server) return;
      const s = server;
      server = undefined;
      s.closeAllConnections?.();
      // Upgraded WebSockets are not tracked by closeAllConnections; don't wait on them forever.
      await Promise.race([new Promise((resolve) => s.close(() => resolve(undefined))), new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
    },

    serve(context) {
      if (context.path !== PEER_SERVER_INFO_PATH) return undefined;
      if (!info) return { body: JSON.stringify({ error: 'peer server not started' }), type: 'json' };
      return { body: JSON.stringify(info), type: 'json' };
    },
  };
}
