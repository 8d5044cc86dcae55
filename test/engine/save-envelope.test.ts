import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as v from 'valibot';
import { openSave, sealSave } from '../../src/engine/save-envelope.js';

const schema = v.object({ n: v.number() });

test('a sealed save opens to the same state', () => {
  assert.deepEqual(openSave(sealSave(3, { n: 7 }), 3, schema, 'a counter'), { ok: true, state: { n: 7 } });
});

test('a save is refused with the reason: not JSON, another version, or a state of the wrong shape', () => {
  assert.deepEqual(openSave('{', 3, schema, 'a counter'), { ok: false, error: 'not JSON' });
  for (const text of ['null', '7', '{"state":{"n":1}}', sealSave(2, { n: 1 })]) assert.deepEqual(openSave(text, 3, schema, 'a counter'), { ok: false, error: 'not a version 3 save' }, text);
  for (const text of ['{"v":3}', sealSave(3, { n: 'seven' })]) assert.deepEqual(openSave(text, 3, schema, 'a counter'), { ok: false, error: 'not a counter' }, text);
});
