// The pure parts of the PeerJS transport: room ids and the PeerJS → transport error mapping.
// The transport itself is tested in Chromium (test/browser/p2p/peerjs-transport.test.ts).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isRoomId, newRoomId, peerErrorToTransport, type Phase } from '../../src/net/rooms.js';
import { TRANSPORT_ERROR_TYPES } from '../../src/net/transport.js';

/** PeerJS's own id rule (peerjs util.validateId). */
const PEERJS_ID = /^[A-Za-z0-9]+(?:[ _-][A-Za-z0-9]+)*$/;

describe('src/net barrel', () => {
  it('loads in node (peerjs is CommonJS here) and exports the public API', async () => {
    const net = await import('../../src/net/index.js');
    for (const name of ['memoryPair', 'hostRoom', 'joinRoom', 'whenOpen', 'withBackoff', 'configFromUrl', 'parseConfigFile', 'loadSignallingConfig', 'newRoomId']) {
      assert.equal(typeof (net as Record<string, unknown>)[name], 'function', name);
    }
  });
});

describe('room ids', () => {
  it('are kult- and 12 unambiguous lower-case letters or digits, valid for PeerJS and URLs', () => {
    for (let i = 0; i < 500; i++) {
      const id = newRoomId();
      assert.match(id, /^kult-[abcdefghjkmnpqrstuvwxyz23456789]{12}$/);
      assert.match(id, PEERJS_ID);
      assert.equal(encodeURIComponent(id), id);
      assert.ok(isRoomId(id));
    }
  });

  it('do not repeat, and use the whole alphabet', () => {
    const ids = Array.from({ length: 2_000 }, () => newRoomId());
    assert.equal(new Set(ids).size, ids.length);
    const letters = new Set(ids.join('').replaceAll('kult-', ''));
    assert.equal(letters.size, 31);
  });

  it('take a length and prefix', () => {
    assert.match(newRoomId(4, 'x-'), /^x-[a-z2-9]{4}$/);
  });

  it('isRoomId follows the PeerJS id rule', () => {
    for (const good of ['kult-abc', 'a', 'A1_b2-c3']) assert.ok(isRoomId(good), good);
    for (const bad of ['', 'kult--abc', '-kult', 'kult-', 'kult abc?', 'küt', 'a/b', 'x'.repeat(65)]) assert.ok(!isRoomId(bad), bad);
  });
});

describe('peerErrorToTransport', () => {
  const phases: Phase[] = ['registering', 'waiting', 'open'];

  it('maps every PeerJS error type', () => {
    const table: Array<[string, 'host' | 'guest', Phase, string | null]> = [
      ['peer-unavailable', 'guest', 'waiting', 'peer-not-found'],
      ['unavailable-id', 'host', 'registering', 'room-taken'],
      ['unavailable-id', 'guest', 'registering', 'network'],
      ['network', 'guest', 'registering', 'signalling-unreachable'],
      ['socket-error', 'host', 'registering', 'signalling-unreachable'],
      ['socket-closed', 'host', 'waiting', 'signalling-unreachable'],
      ['server-error', 'guest', 'registering', 'signalling-unreachable'],
      ['disconnected', 'guest', 'waiting', 'signalling-unreachable'],
      ['invalid-id', 'host', 'registering', 'invalid-config'],
      ['invalid-key', 'host', 'registering', 'invalid-config'],
      ['ssl-unavailable', 'guest', 'registering', 'invalid-config'],
      ['browser-incompatible', 'guest', 'registering', 'invalid-config'],
      ['webrtc', 'guest', 'waiting', 'network'],
      ['negotiation-failed', 'guest', 'waiting', 'connect-failed'],
      ['negotiation-failed', 'guest', 'open', 'connection-lost'],
      ['connection-closed', 'host', 'open', 'connection-lost'],
      ['message-too-big', 'host', 'open', 'message-too-large'],
      ['not-open-yet', 'host', 'waiting', 'not-open'],
      ['something-new', 'host', 'open', 'network'],
    ];
    for (const [type, role, phase, expected] of table) {
      assert.equal(peerErrorToTransport(type, role, phase), expected, `${type} / ${role} / ${phase}`);
    }
  });

  it('ignores losing the signalling server once the channel is open', () => {
    for (const type of ['network', 'socket-error', 'socket-closed', 'server-error', 'disconnected']) {
      assert.equal(peerErrorToTransport(type, 'host', 'open'), null, type);
      assert.equal(peerErrorToTransport(type, 'guest', 'open'), null, type);
    }
  });

  it('only ever yields documented transport error types', () => {
    const types = ['peer-unavailable', 'unavailable-id', 'network', 'socket-error', 'socket-closed', 'server-error', 'disconnected', 'invalid-id', 'invalid-key', 'ssl-unavailable', 'browser-incompatible', 'webrtc', 'negotiation-failed', 'connection-closed', 'message-too-big', 'not-open-yet', 'x'];
    for (const type of types)
      for (const role of ['host', 'guest'] as const)
        for (const phase of phases) {
          const mapped = peerErrorToTransport(type, role, phase);
          if (mapped !== null) assert.ok(TRANSPORT_ERROR_TYPES.includes(mapped), `${type} → ${mapped}`);
        }
  });
});
