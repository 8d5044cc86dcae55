/**
 * Hands a spectator's channel (a watch room's, src/net/watch-room.ts) to the host's table: what
 * it says goes to the table's desk, what the desk sends goes out on it, and its close lets go of it.
 */
import type { Transport } from '../net/transport.js';
import type { WatcherChannel } from './friend-match.js';

export function admitWatcher(match: { watcher(id: string, channel: WatcherChannel): { receive(raw: unknown): void; left(): void } }, id: string, channel: Transport): void {
  const inbox = match.watcher(id, { send: (m) => channel.send(m), close: () => channel.close() });
  channel.on('message', (raw) => inbox.receive(raw));
  channel.on('close', () => inbox.left());
}
