/** Byte framing for hashes and commitments: each part as its 4-byte big-endian length, then its bytes (injective). */
export function framed(parts: readonly Uint8Array[], prefix = 0): Uint8Array {
  const out = new Uint8Array(prefix + parts.reduce((n, p) => n + 4 + p.length, 0));
  const view = new DataView(out.buffer);
  let at = prefix;
  for (const p of parts) {
    view.setUint32(at, p.length);
    out.set(p, at + 4);
    at += 4 + p.length;
  }
  return out;
}
