/**
 * Helpers for the PeerJS room tests (not a test file: wtr only runs `*.test.ts`): the test's
 * PeerServer as a signalling config, waiting for transport events, and bare PeerJS peers that
 * play a misbehaving guest or host (a cheater's page joins through the same signalling server).
 */
import { Peer, type DataConnection } from 'peerjs';
import { newRoomId, type RoomTransport, type RoomTransportEvents, type SignallingConfig } from '../../../src/net/index.js';

export interface ServerInfo {
  host: string;
  port: number;
  path: string;
  closedPort: number;
}

export async function serverInfo(): Promise<{ info: ServerInfo; config: SignallingConfig }> {
  const info = (await (await fetch('/peer-server-info')).json()) as ServerInfo;
  return { info, config: { host: info.host, port: info.port, path: info.path, secure: false, iceServers: [] } };
}

/** Things to close after each test. */
export const opened: Array<{ close(): void; destroy?: () => void }> = [];

export function cleanUp(): void {
  for (const t of opened.splice(0)) {
    if (t.destroy) t.destroy();
    else t.close();
  }
}

export function track<T extends { close(): void }>(t: T): T {
  opened.push(t);
  return t;
}

/** Resolves with the next payload of `event`; rejects after `ms`. */
export function next<K extends keyof RoomTransportEvents>(t: RoomTransport, event: K, ms = 8_000): Promise<RoomTransportEvents[K]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${String(event)} event within ${ms} ms (state ${t.state})`)), ms);
    const off = t.on(event, (payload) => {
      clearTimeout(timer);
      off();
      resolve(payload);
    });
  });
}

/** Every event of a transport, in order, as `[name, payload]`. */
export function record(t: RoomTransport): Array<[string, unknown]> {
  const log: Array<[string, unknown]> = [];
  for (const name of ['open', 'message', 'error', 'close', 'registered', 'presence'] as const) t.on(name, (p: unknown) => log.push([name, p]));
  return log;
}

/** A bare PeerJS peer on the test's signalling server (`id`: a room id, to play a host). */
export async function rawPeer(config: SignallingConfig, id = newRoomId(12, 'kult-raw-')): Promise<Peer> {
  const raw = new Peer(id, { host: config.host, port: config.port, path: config.path, secure: false, debug: 0 });
  opened.push({ close: () => undefined, destroy: () => raw.destroy() });
  await new Promise<void>((resolve, reject) => {
    raw.on('open', () => resolve());
    raw.on('error', reject);
  });
  return raw;
}

/** A bare guest's channel to a room, open, with every frame it receives. */
export async function rawDial(config: SignallingConfig, roomId: string): Promise<{ conn: DataConnection; frames: unknown[]; frame: () => Promise<unknown> }> {
  const raw = await rawPeer(config);
  const conn = raw.connect(roomId, { reliable: true, serialization: 'raw' });
  const frames: unknown[] = [];
  let waiter: ((f: unknown) => void) | null = null;
  conn.on('data', (d) => {
    if (waiter) {
      const w = waiter;
      waiter = null;
      w(d);
    } else frames.push(d);
  });
  await new Promise<void>((resolve) => conn.on('open', () => resolve()));
  const frame = (): Promise<unknown> =>
    frames.length > 0
      ? Promise.resolve(frames.shift())
      : new Promise((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('no frame within 8 s')), 8_000);
          waiter = (f) => {
            clearTimeout(timer);
            resolve(f);
          };
        });
  return { conn, frames, frame };
}

/** A bare guest that has joined the room the way an honest one does (`["join", 3]`, then the welcome). */
export async function rawGuest(config: SignallingConfig, roomId: string): Promise<DataConnection> {
  const dial = await rawDial(config, roomId);
  dial.conn.send('["join",3]');
  const welcome = await dial.frame();
  if (welcome !== '["welcome",3]') throw new Error(`expected the welcome, got ${String(welcome)}`);
  return dial.conn;
}

/** Sends on the raw RTCDataChannel under a PeerJS connection (no PeerJS buffering), until it throws (closed). */
export function sendRaw(conn: DataConnection, data: string | ArrayBuffer): boolean {
  try {
    conn.dataChannel.send(data as string);
    return true;
  } catch {
    return false;
  }
}
