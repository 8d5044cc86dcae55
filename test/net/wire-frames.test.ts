// The PeerJS room's frames (src/net/wire-frames.ts): how a long frame is cut and read back, and
// that only this wire's frames are read at all (NET-SHAPE-01).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CHUNK_CHARS, MAX_DATA_CHARS, describeData, maxPieces, parseFrame, pieces } from '../../src/net/wire-frames.js';
import { DEFAULT_MAX_MESSAGE_BYTES } from '../../src/net/encode.js';

/** What a receiver joins: the pieces' bodies in order. */
function join(parts: readonly string[]): string {
  if (parts.length === 1) return parts[0]!;
  return parts.map((p) => p.slice(1)).join('');
}

test('NET-SHAPE-01 a long frame goes in pieces of exactly CHUNK_CHARS units (one fewer before a surrogate pair), marked "+" and the last "="; joined, it is the frame', () => {
  const frame = `["m",${JSON.stringify('x'.repeat(30_000))}]`;
  const parts = pieces(frame);
  assert.deepEqual(parts.map((p) => p[0]), ['+', '+', '+', '+', '+', '=']);
  assert.ok(parts.slice(0, -1).every((p) => p.length === CHUNK_CHARS + 1));
  assert.ok(parts.every((p) => p.length <= MAX_DATA_CHARS));
  assert.equal(join(parts), frame);
  // A surrogate pair right where a cut would fall stays whole.
  const pair = `["m","${'a'.repeat(CHUNK_CHARS - 7)}\u{1F0A1}${'b'.repeat(9_000)}"]`;
  const cut = pieces(pair);
  assert.equal(cut[0]!.length, CHUNK_CHARS, 'one unit fewer');
  assert.equal(join(cut), pair);
  // A short frame goes whole.
  assert.deepEqual(pieces('["m",1]'), ['["m",1]']);
});

test('NET-SHAPE-01 a frame whose last piece would start with "+" (a "+" in a string right at a cut) arrives whole (wire 2 read it as one more piece and broke the next frame)', () => {
  const text = `${'a'.repeat(CHUNK_CHARS - 6)}+ and the rest`;
  const frame = `["m",${JSON.stringify(text)}]`;
  assert.equal(frame[CHUNK_CHARS], '+', 'the cut falls just before the "+"');
  const parts = pieces(frame);
  assert.equal(parts.length, 2);
  assert.equal(parts[1]![0], '=', 'the last piece says it is the last');
  assert.equal(join(parts), frame);
  assert.deepEqual(parseFrame(join(parts)), { kind: 'message', payload: text });
});

test('NET-SHAPE-01 only this wire\'s frames are read: messages, handshake, heartbeat, presence and goodbye, each in its one shape', () => {
  assert.deepEqual(parseFrame('["m",{"t":"ack"}]'), { kind: 'message', payload: { t: 'ack' } });
  assert.deepEqual(parseFrame('["join",3]'), { kind: 'join', version: 3 });
  assert.deepEqual(parseFrame('["welcome",3]'), { kind: 'welcome', version: 3 });
  assert.deepEqual(parseFrame('["full"]'), { kind: 'full' });
  assert.deepEqual(parseFrame('["bye"]'), { kind: 'bye' });
  assert.deepEqual(parseFrame('["bye","handshake"]'), { kind: 'bye' });
  assert.deepEqual(parseFrame('["ping",7]'), { kind: 'control', frame: ['ping', 7] });
  assert.deepEqual(parseFrame('["pong",7]'), { kind: 'control', frame: ['pong', 7] });
  assert.deepEqual(parseFrame('["presence","hidden"]'), { kind: 'control', frame: ['presence', 'hidden'] });
  for (const bad of [
    '', ' ["m",1]', '{"m":1}', '["m"]', '["m",1,2]', '["join"]', '["join","3"]', '["welcome",-1]', '["full",1]',
    '["bye","Claim your prize at example.org"]', '["ping",0]', '["ping",1.5]', '["pong","1"]', '["presence","away"]', '["nope",1]', '[', 'null', '[]',
  ]) assert.equal(parseFrame(bad), null, bad);
});

test('NET-SHAPE-01 received data is described by its kind and size, never by its content (an error message can reach the screen)', () => {
  const words = 'Claim your prize at https://example.org <script>';
  assert.equal(describeData(words), `text of ${words.length} characters`);
  assert.equal(describeData(new ArrayBuffer(200_000)), 'binary data of 200000 bytes');
  assert.equal(describeData(new Uint8Array(3)), 'binary data of 3 bytes');
  assert.equal(describeData({ toString: () => words }), 'object');
});

test('NET-SHAPE-01 pieces per frame are bounded by what the message limit needs', () => {
  const most = maxPieces(DEFAULT_MAX_MESSAGE_BYTES);
  const largest = `["m",${JSON.stringify('x'.repeat(DEFAULT_MAX_MESSAGE_BYTES - 2))}]`;
  assert.ok(pieces(largest).length <= most, `${pieces(largest).length} pieces, bound ${most}`);
  assert.ok(most < 80);
});
