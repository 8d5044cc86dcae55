/**
 * Players' rooms for two shells in one page, over in-memory pairs: the host's room opens only
 * when a guest joins it, as a PeerJS room does. (Test support: `<kult-app>`'s tests.)
 */
import type { Connect } from '../../src/app/friend-match.js';
import { TransportCore } from '../../src/net/core.js';
import { memoryPair } from '../../src/net/memory-transport.js';
import type { Transport } from '../../src/net/transport.js';

/**
 * The host's end of a room before a guest arrives: it opens only when the guest connects, as a
 * PeerJS room does (a memory pair opens at once, and messages to an end nobody listens on are lost).
 */
class WaitingRoom extends TransportCore {
  private inner: Transport | null = null;
  attach(t: Transport): void {
    this.inner = t;
    t.on('message', (m) => this.emitEvent('message', m));
    t.on('open', () => this.markOpen());
    t.on('close', ({ reason }) => (reason === 'lost' ? this.fail('connection-lost', 'lost') : this.finish(reason)));
  }
  send(message: unknown): void {
    if (this.inner && this.state === 'open') this.inner.send(message);
    else this.report('not-open', 'not open');
  }
  close(): void {
    this.finish('local');
  }
  protected teardown(): void {
    this.inner?.close();
  }
}

/** `connect` for two shells in one page: the host waits in its room; a guest with no host waiting fails (and retries). */
export function memoryConnect(): { host: Connect; guest: Connect } {
  let waiting: WaitingRoom | null = null;
  const host: Connect = () => (waiting = new WaitingRoom());
  const guest: Connect = () => {
    const [a, b] = memoryPair();
    if (waiting && waiting.state === 'connecting') {
      waiting.attach(a);
      waiting = null;
    } else a.close();
    return b;
  };
  return { host, guest };
}

