/**
 * Canonical JSON: object keys sorted, no whitespace, `undefined` fields dropped.
 * Two peers that hold equal values produce byte-identical strings, so a hash of
 * this string is a fingerprint both sides can compare.
 *
 * @example canonicalJson({ b: 1, a: [true, null] }) // '{"a":[true,null],"b":1}'
 */
export function canonicalJson(value: unknown): string {
  return encode(value);
}

function encode(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError('canonicalJson: non-finite number');
      return String(value);
    case 'string':
      return JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object': {
      if (Array.isArray(value)) {
        // Fast path: arrays of strings (zones of instance ids) encode exactly as JSON.stringify does.
        if (value.every((x) => typeof x === 'string')) return JSON.stringify(value);
        let out = '[';
        for (let i = 0; i < value.length; i++) out += (i ? ',' : '') + encode(value[i] ?? null);
        return out + ']';
      }
      const obj = value as Record<string, unknown>;
      const keys = Object.keys(obj).sort();
      let out = '{';
      let first = true;
      for (const key of keys) {
        const v = obj[key];
        if (v === undefined) continue;
        out += (first ? '' : ',') + quoted(key) + ':' + encode(v);
        first = false;
      }
      return out + '}';
    }
    default:
      throw new TypeError(`canonicalJson: cannot encode ${typeof value}`);
  }
}

/** Object keys repeat across states (field names, instance ids): quote each once. */
const quotedKeys = new Map<string, string>();
function quoted(key: string): string {
  let q = quotedKeys.get(key);
  if (q === undefined) {
    q = JSON.stringify(key);
    if (quotedKeys.size < 100_000) quotedKeys.set(key, q);
  }
  return q;
}
