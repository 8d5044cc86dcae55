/**
 * A mesh of in-memory channels with MeshLink's events (src/app/mesh-match.ts's MeshChannels), for
 * node tests of MeshMatch: a hub where links take slots (1 given, the rest claimed in order),
 * every pair of seated links is open unless a test cuts it, and messages wait in per-pair queues
 * (JSON text, in order) until the test delivers them.
 */
import type { MeshChannels } from '../../src/app/mesh-match.js';

type Listener = (e: never) => void;

export class MemoryHub {
  readonly nodes = new Map<number, MemoryNode>();
  readonly queues = new Map<string, string[]>();
  readonly cut = new Set<string>();
  constructor(readonly seats: number) {}

  /** A page's link: `slot` given (the first peer, a reload), or claimed (the next free one). */
  join(slot?: number): MemoryNode {
    const node = new MemoryNode(this);
    queueMicrotask(() => {
      // Claimed when the page's link is up, as the signalling server decides: the next free slot.
      const free = slot ?? Array.from({ length: this.seats }, (_, k) => k + 1).find((k) => k > 1 && !this.nodes.has(k));
      if (free === undefined) return node.emit('failed', { type: 'table-full', message: 'the table is full' });
      node.at = free;
      this.nodes.set(free, node);
      node.emit('seated', { slot: free, token: `token-${free}` });
      for (const [k, other] of this.nodes) if (k !== free && !this.cut.has(pair(k, free))) this.openPair(k, free, other, node);
    });
    return node;
  }

  private openPair(a: number, b: number, na: MemoryNode, nb: MemoryNode): void {
    na.emit('open', { slot: b });
    nb.emit('open', { slot: a });
  }

  /** The channel between two slots breaks (both hear `closed`; what was on its way is lost). */
  sever(a: number, b: number): void {
    this.cut.add(pair(a, b));
    this.queues.delete(`${a}>${b}`);
    this.queues.delete(`${b}>${a}`);
    this.nodes.get(a)?.emit('closed', { slot: b, reason: 'lost' });
    this.nodes.get(b)?.emit('closed', { slot: a, reason: 'lost' });
  }

  /** The channel between two slots comes back. */
  mend(a: number, b: number): void {
    this.cut.delete(pair(a, b));
    const na = this.nodes.get(a);
    const nb = this.nodes.get(b);
    if (na && nb) this.openPair(a, b, na, nb);
  }

  /** A page goes away (a reload): its channels close for the others. */
  leave(slot: number): void {
    this.nodes.delete(slot);
    for (const key of [...this.queues.keys()]) if (key.startsWith(`${slot}>`) || key.endsWith(`>${slot}`)) this.queues.delete(key);
    for (const node of this.nodes.values()) node.emit('closed', { slot, reason: 'lost' });
  }

  send(from: number, to: number, message: unknown): void {
    if (this.cut.has(pair(from, to)) || !this.nodes.has(to)) return;
    const key = `${from}>${to}`;
    this.queues.set(key, [...(this.queues.get(key) ?? []), JSON.stringify(message)]);
  }

  /** Delivers everything waiting, round the pairs, until nothing waits. */
  flush(limit = 1_000_000): void {
    for (let i = 0; i < limit; i++) {
      const busy = [...this.queues.entries()].find(([, q]) => q.length > 0);
      if (!busy) return;
      const [key, [text, ...rest]] = busy;
      this.queues.set(key, rest);
      const [from, to] = key.split('>').map(Number) as [number, number];
      this.nodes.get(to)?.emit('message', { slot: from, data: JSON.parse(text!) });
    }
  }
}

const pair = (a: number, b: number): string => (a < b ? `${a}|${b}` : `${b}|${a}`);

export class MemoryNode implements MeshChannels {
  at: number | null = null;
  private readonly listeners = new Map<string, Set<Listener>>();
  constructor(private readonly hub: MemoryHub) {}

  slot(): number | null {
    return this.at;
  }
  send(slot: number, message: unknown): void {
    if (this.at !== null) this.hub.send(this.at, slot, message);
  }
  broadcast(message: unknown): void {
    if (this.at === null) return;
    for (const k of this.hub.nodes.keys()) if (k !== this.at) this.hub.send(this.at, k, message);
  }
  on(event: string, listener: Listener): () => void {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    return () => set.delete(listener);
  }
  emit(event: string, e: unknown): void {
    for (const l of this.listeners.get(event) ?? []) (l as (x: unknown) => void)(e);
  }
  close(): void {
    if (this.at !== null && this.hub.nodes.get(this.at) === this) this.hub.leave(this.at);
  }
}
