// The message limit (src/net/encode.ts) is sized to the largest message the protocol sends:
// large enough for it, at the schema's maxima, and not much larger, since it is also what a
// friend can make this table hold (NET-SHAPE-01).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULT_MAX_MESSAGE_BYTES, encodeMessage, utf8Length } from '../../src/net/encode.js';
import { wireCodec } from '../../src/net/protocol.js';
import { GAME } from '../support/net-duel.js';

/** A string of exactly `n` characters of `c`. */
const fill = (c: string, n: number): string => c.repeat(n);

/** The audit at the schema's maxima: a 500-card list, 1000 reveals, every field as long as allowed (ASCII, as honest tables send). */
function largestAudit(): unknown {
  return {
    t: 'audit',
    list: Array.from({ length: 500 }, (_, i) => `c${String(i).padStart(3, '0')}${fill('x', 60)}`),
    listSalt: fill('f', 32),
    reveals: Array.from({ length: 1000 }, (_, i) => ({ iid: `${String(i).padStart(4, '0')}${fill('i', 60)}`, card: `k${String(i).padStart(4, '0')}${fill('y', 59)}`, salt: fill('a', 32) })),
  };
}

test('NET-SHAPE-01 the largest audit the schema allows fits the message limit, and the limit is not twice it', () => {
  const audit = largestAudit();
  const parsed = wireCodec(GAME).parse(audit);
  assert.ok(parsed.ok, parsed.ok ? '' : parsed.error);
  const bytes = utf8Length(JSON.stringify(audit));
  assert.equal(bytes, 224_580, 'the arithmetic written in src/net/encode.ts');
  assert.equal(encodeMessage(audit, DEFAULT_MAX_MESSAGE_BYTES).ok, true);
  assert.ok(DEFAULT_MAX_MESSAGE_BYTES < 2 * bytes, `limit ${DEFAULT_MAX_MESSAGE_BYTES} for a largest message of ${bytes}`);
});

test('NET-SHAPE-01 a reject at the schema\'s maxima (64 checks of 2,000 characters) fits too', () => {
  const reject = {
    t: 'reject',
    seq: 10_000_000,
    checks: Array.from({ length: 64 }, () => ({ rule: fill('R', 32), ok: false, says: fill('s', 2000), houseDefault: false })),
  };
  const parsed = wireCodec(GAME).parse(reject);
  assert.ok(parsed.ok, parsed.ok ? '' : parsed.error);
  assert.equal(utf8Length(JSON.stringify(reject)), 133_544);
  assert.equal(encodeMessage(reject, DEFAULT_MAX_MESSAGE_BYTES).ok, true);
});

test('a message above the limit is refused at the sender as message-too-large (not sent; the transport stays)', () => {
  const r = encodeMessage({ t: 'audit', pad: fill('z', DEFAULT_MAX_MESSAGE_BYTES) }, DEFAULT_MAX_MESSAGE_BYTES);
  assert.equal(r.ok, false);
  assert.equal(!r.ok && r.error.type, 'message-too-large');
});
