// Local play: builds dist/, serves it over HTTP, and starts a PeerJS signalling server.
//
//   node scripts/start.mjs        (npm start)
//
// Environment:
//   PORT       HTTP port for dist/            (default 8000)
//   PEER_PORT  PeerJS signalling server port  (default 9000)
//   HOST       address both servers bind to   (default 127.0.0.1, loopback only)
//
// Ctrl-C stops both. The `peer` package (1.0.2) leaves internal timers running after
// its server closes, so this script exits explicitly instead of waiting for the event loop.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { PeerServer } from 'peer';
import { build, outdir } from './build.mjs';

const HOST = process.env.HOST || '127.0.0.1';
const PORT = Number(process.env.PORT || 8000);
const PEER_PORT = Number(process.env.PEER_PORT || 9000);
/** PeerJS clients connect with `{ host, port: PEER_PORT, path: PEER_PATH }`. */
const PEER_PATH = '/kult';
/**
 * How long the signalling server keeps a message for a peer id nobody holds before answering
 * EXPIRE, which PeerJS reports as `peer-unavailable` (the transport's `peer-not-found`). The
 * peer default is 5 s; 1.5 s reports a missing room quickly while still covering a host that is
 * re-registering its room after a reload or drop (queued offers are delivered when it does).
 * `cleanup_out_msgs` is how often the server checks, so it must be well below that.
 */
const PEER_EXPIRE_MS = 1500;

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

function fail(message) {
  console.error(`start: ${message}`);
  process.exit(1);
}

// The peer package creates its HTTP server internally, so a busy port surfaces as an
// uncaught 'error' event; turn that into a readable message.
process.on('uncaughtException', (err) => {
  if (err && err.code === 'EADDRINUSE') fail(`port ${err.port} on ${err.address} is already in use`);
  console.error(err);
  process.exit(1);
});

/** Resolves a request path to a file under dist/, or null if it escapes dist/. */
function fileFor(urlPath) {
  let path;
  try {
    path = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  } catch {
    return null;
  }
  if (path.endsWith('/')) path += 'index.html';
  const file = normalize(join(outdir, path));
  return file === outdir || file.startsWith(outdir + sep) ? file : null;
}

function serveDist() {
  const server = createServer(async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const file = fileFor(req.url ?? '/');
    const info = file ? await stat(file).catch(() => null) : null;
    if (!file || !info?.isFile()) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    res.writeHead(200, {
      'Content-Type': MIME[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Content-Length': info.size,
      'Cache-Control': 'no-store',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(PORT, HOST, () => resolve(server));
  });
}

function startPeerServer() {
  return new Promise((resolve) => {
    PeerServer({ host: HOST, port: PEER_PORT, path: PEER_PATH, expire_timeout: PEER_EXPIRE_MS, cleanup_out_msgs: 250 }, (server) => resolve(server));
  });
}

const urlHost = HOST.includes(':') ? `[${HOST}]` : HOST;

try {
  await build();
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
}

let web;
try {
  web = await serveDist();
} catch (err) {
  fail(err?.code === 'EADDRINUSE' ? `port ${PORT} on ${HOST} is already in use (set PORT)` : String(err));
}
const peer = await startPeerServer();

console.log(`\n  app:  http://${urlHost}:${PORT}/`);
console.log(`  peer: http://${urlHost}:${PEER_PORT}${PEER_PATH}  (PeerJS { host: '${HOST}', port: ${PEER_PORT}, path: '${PEER_PATH}' })`);
console.log('\n  Ctrl-C stops both.\n');

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`\nstart: ${signal}, stopping`);
  web.closeAllConnections?.();
  peer.closeAllConnections?.();
  web.close();
  peer.close();
  // Don't wait for peer's leftover timers (or slow sockets): exit now.
  setTimeout(() => process.exit(0), 200).unref();
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
