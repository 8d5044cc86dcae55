/**
 * Well-formed protocol messages of every kind, and hostile variants of them, for the tests
 * that check nothing a friend writes reaches this table's words (issue 11, item 8): the node
 * suite (parseWire's refusals) and the browser one (the honest page's DOM).
 */
import { PROTOCOL_VERSION, type Envelope } from '../../src/net/protocol.js';

const hex = (n: number): string => 'a'.repeat(n);

/** A hello that passes the schema; `over` replaces fields. */
export function sampleHello(over: Record<string, unknown> = {}): Record<string, unknown> {
  return { t: 'hello', v: PROTOCOL_VERSION, game: 'kult', content: hex(64), settings: { ruleset: 'FAQ', struggle: 'continent' }, name: 'Ann', clockSeconds: 30, nonce: hex(32), chain: 'c'.repeat(64), ...over };
}

/** One well-formed message of every kind but the hello, with `envelope` as the act. */
export function sampleMessages(envelope: Envelope): Record<string, unknown>[] {
  return [
    { t: 'commit', what: 'seed', hash: hex(64) },
    { t: 'reveal', what: 'choice', value: 'kether', salt: hex(32) },
    { t: 'swap', list: ['priest'], listSalt: hex(32) },
    { t: 'pile', commitments: [hex(64)] },
    { t: 'cut', seed: hex(32) },
    JSON.parse(JSON.stringify(envelope)) as Record<string, unknown>,
    { t: 'ack', seq: 1, hash: hex(32) },
    { t: 'reject', seq: 1, checks: [{ rule: 'K-SWAY-01', ok: false, says: 'no' }] },
    { t: 'sync', received: 2 },
    { t: 'audit', list: ['priest'], listSalt: hex(32), reveals: [{ iid: 'host#1', card: 'priest', salt: hex(32) }] },
    { t: 'audited' },
    { t: 'bye', reason: 'protocol' },
  ];
}

/**
 * Each message with each string in it, and each object's keys, replaced by each payload (the
 * kind `t` kept when `keepKind`, so the variant still reaches the code for its kind).
 */
export function hostileVariants(messages: readonly Record<string, unknown>[], payloads: readonly string[], keepKind = false): unknown[] {
  const out: unknown[] = [];
  const walk = (node: unknown, edit: (replace: unknown) => unknown): void => {
    if (typeof node === 'string') for (const p of payloads) out.push(edit(p));
    else if (Array.isArray(node)) node.forEach((x, i) => walk(x, (r) => edit(node.map((y, j) => (i === j ? r : y)))));
    else if (typeof node === 'object' && node !== null) {
      for (const p of payloads) out.push(edit({ ...node, [p]: 'x' }));
      for (const [k, x] of Object.entries(node)) if (!keepKind || k !== 't') walk(x, (r) => edit({ ...node, [k]: r }));
    }
  };
  for (const m of messages) walk(m, (r) => r);
  return out;
}
