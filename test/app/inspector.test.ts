// ?inspect: the Stately inspector records the statecharts from the page's start, opens its
// window only when asked (from the player's click), replays what it recorded once the window
// answers, and says so when the browser blocks the window or stately.ai does not answer.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createActor, createMachine } from 'xstate';
import { createInspector } from '../../src/pages/inspector.js';

/** A page window stand-in: `open` gives `opened` (null: blocked); the test dispatches its messages. */
function host(opened: { postMessage(m: unknown): void } | null): Window {
  const target = new EventTarget() as EventTarget & { open: () => unknown };
  target.open = () => opened;
  return target as unknown as Window;
}

const toggle = createMachine({ id: 'toggle', initial: 'off', states: { off: { on: { FLIP: 'on' } }, on: {} } });

test('the inspector records before its window opens and replays it all once the window answers', async () => {
  const posted: unknown[] = [];
  const page = host({ postMessage: (m) => posted.push(m) });
  const inspector = createInspector(page, 2000);
  const actor = createActor(toggle, { inspect: inspector.observer }).start();
  actor.send({ type: 'FLIP' });
  await new Promise((r) => setTimeout(r, 50)); // the inspector converts events when idle
  assert.equal(posted.length, 0);
  const opening = inspector.open();
  page.dispatchEvent(Object.assign(new Event('message'), { data: { type: '@statelyai.connected' } }));
  assert.equal(await opening, 'connected');
  const types = posted.map((m) => (m as { type?: string }).type);
  assert.ok(types.includes('@xstate.actor'));
  assert.ok(posted.some((m) => JSON.stringify(m).includes('FLIP')));
  actor.stop();
});

test('the inspector says when the browser blocks its window, and when stately.ai does not answer', async () => {
  assert.equal(await createInspector(host(null), 50).open(), 'blocked');
  assert.equal(await createInspector(host({ postMessage: () => {} }), 50).open(), 'unreachable');
});
