/**
 * The channels of a table of three to six seats (src/net/mesh/mesh-link.ts over PeerJS), whose
 * code is fetched only when such a match starts: usable at once (listeners attach now, events
 * are forwarded once the real mesh exists); a failed load is a `network` failure.
 */
import type { SignallingConfig } from '../net/signalling-config.js';
import type { ConnectMesh, MeshChannels } from './mesh-match.js';

type Options = Parameters<ConnectMesh>[0];
type Listener = (e: never) => void;
type Inner = { slot(): number | null; send(slot: number, m: unknown): void; broadcast(m: unknown): void; close(): void };

const EVENTS = ['seated', 'open', 'closed', 'message', 'unreachable', 'failed'] as const;

class LazyMesh implements MeshChannels {
  private inner: Inner | null = null;
  private closed = false;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(config: SignallingConfig, private readonly options: Options) {
    import('../net/mesh/mesh-link.js').then(
      ({ openMesh }) => {
        if (this.closed) return;
        const link = openMesh({ config, ...options });
        this.inner = link;
        for (const event of EVENTS) link.on(event, (e: unknown) => this.emit(event, e));
      },
      (err: unknown) => this.emit('failed', { type: 'network', message: `the network code could not be loaded: ${err instanceof Error ? err.message : String(err)}` }),
    );
  }

  slot(): number | null {
    return this.inner?.slot() ?? this.options.slot ?? null;
  }
  send(slot: number, message: unknown): void {
    this.inner?.send(slot, message);
  }
  broadcast(message: unknown): void {
    this.inner?.broadcast(message);
  }
  on(event: string, listener: Listener): () => void {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(event, set);
    return () => set.delete(listener);
  }
  close(): void {
    this.closed = true;
    this.inner?.close();
    this.listeners.clear();
  }
  private emit(event: string, e: unknown): void {
    if (this.closed) return;
    for (const l of this.listeners.get(event) ?? []) (l as (x: unknown) => void)(e);
  }
}

/** `connect.mesh` over PeerJS, loading the mesh's code on first use. */
export function lazyMeshConnect(config: SignallingConfig): ConnectMesh {
  return (options) => new LazyMesh(config, options);
}
