/**
 * The cheating friend in the setup: a real session actor whose outgoing messages are tampered
 * with, against an honest one over the in-memory pair. Each attack is one the issue measured
 * against the real page (same-Major deck swaps, illegal deck sizes, commitments opened two ways).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { commit, fieldBytes, verifyCommitment } from '../../src/engine/commitment.js';
import { STARTER_DECKS, type CardId } from '../../src/kult/index.js';
import { memoryPair, type MemoryTransport } from '../../src/net/memory-transport.js';
import type { Wire } from '../../src/net/protocol.js';
import { sharedSeed } from '../../src/net/lockstep/match-from-setup.js';
import { side, tick, type Side } from '../support/net-duel.js';


const ARCHON = STARTER_DECKS.archon;

/** Replaces what `t` sends: `tamper` returns the message to send instead (or the same one). */
function tamper(t: MemoryTransport, change: (m: Wire) => Wire): void {
  const send = t.send.bind(t);
  t.send = (message: unknown) => send(change(message as Wire));
}

async function settle(t: MemoryTransport, rounds = 30): Promise<void> {
  for (let i = 0; i < rounds; i++) await tick(t);
}

/** An honest host against a guest whose messages `change` rewrites; both choose as given. */
async function setupAgainst(opts: { guestMajor?: CardId; guestList?: readonly CardId[]; change?: (m: Wire) => Wire }): Promise<{ honest: Side; cheat: Side }> {
  const [ta, tb] = memoryPair();
  if (opts.change) tamper(tb, opts.change);
  const honest = side('host', ta, { major: ARCHON.majors[0], list: ARCHON.cards });
  const cheat = side('guest', tb, { major: opts.guestMajor ?? ARCHON.majors[0], list: opts.guestList ?? STARTER_DECKS.angel.cards });
  await settle(ta);
  return { honest, cheat };
}

function failure(s: Side): { code: string; message: string } | null {
  const snap = s.actor.getSnapshot();
  return snap.matches('failed') ? snap.context.error : null;
}

describe('hostile friend in the setup', () => {
  test('K-SETUP-03 NET-COMMIT-03 same Major: a swapped list that is not the one committed before the reveal is refused at once', async () => {
    const { honest } = await setupAgainst({ change: (m) => (m.t === 'swap' ? { ...m, list: ['priest'] } : m) });
    const e = failure(honest);
    assert.equal(e?.code, 'bad-commitment', JSON.stringify(honest.actor.getSnapshot().value));
    assert.match(e!.message, /NET-COMMIT-03/);
    assert.equal(honest.actor.getSnapshot().context.lockstep, null, 'no game was started on the forged list');
  });

  for (const [what, list, rule] of [
    ['a 1-card deck', ['priest'], 'K-DECK-01'],
    ['58 unknown card ids', Array.from({ length: 58 }, (_, k) => `unknown-card-${k}`), 'K-CARD-05'],
    ['57 Priests and a Major Arcanum', [...Array(57).fill('priest'), 'golab'], 'K-DECK-03'],
  ] as const) {
    test(`K-SETUP-03 ${rule} same Major: a committed list that is not a legal deck for the shared Major (${what}) is refused before play`, async () => {
      const { honest } = await setupAgainst({ guestList: list });
      const e = failure(honest);
      assert.equal(e?.code, 'illegal-deck', JSON.stringify(honest.actor.getSnapshot().value));
      assert.match(e!.message, new RegExp(rule));
      assert.doesNotMatch(e!.message, /unknown-card/, "the friend's ids are counted, never quoted");
      assert.equal(honest.actor.getSnapshot().context.lockstep, null);
    });
  }

  for (const [what, count, rule] of [['1 card', 1, 'K-DECK-01'], ['57 cards', 57, 'K-DECK-01'], ['500 cards', 500, 'K-DECK-02']] as const) {
    test(`NET-COMMIT-01 ${rule} a deck of ${what}, seen by its number of commitments, is refused at setup`, async () => {
      const fake = Array.from({ length: count }, (_, k) => commit('priest', k.toString(16).padStart(32, '0')));
      const { honest } = await setupAgainst({ guestMajor: STARTER_DECKS.angel.majors[0], change: (m) => (m.t === 'pile' ? { ...m, commitments: fake } : m) });
      const e = failure(honest);
      assert.equal(e?.code, 'illegal-deck', JSON.stringify(honest.actor.getSnapshot().value));
      assert.match(e!.message, new RegExp(rule));
      assert.equal(honest.actor.getSnapshot().context.lockstep, null);
    });
  }

  test('K-SETUP-03 the exchange works between honest tables: each plays the other list, committed before the reveal, and the audit checks it', async () => {
    const { honest, cheat: other } = await setupAgainst({});
    const h = honest.actor.getSnapshot().context;
    const g = other.actor.getSnapshot().context;
    assert.ok(h.lockstep && g.lockstep, `both play: ${JSON.stringify(honest.actor.getSnapshot().value)} ${JSON.stringify(other.actor.getSnapshot().value)}`);
    assert.equal(h.agreement!.exchanged, true);
    assert.deepEqual([...h.mine.list!].sort(), [...STARTER_DECKS.angel.cards].sort(), 'the host plays the guest list');
    assert.deepEqual([...g.mine.list!].sort(), [...ARCHON.cards].sort(), 'the guest plays the host list');
    assert.deepEqual(h.agreement, g.agreement, 'both tables agree on the setup, list commitments included');
  });

  test('NET-COMMIT-02 a seed reveal in any other format than 32 hex digits is refused by the schema, never opened another way', async () => {
    const { honest } = await setupAgainst({ change: (m) => (m.t === 'reveal' && m.what === 'seed' ? { ...m, value: `${m.value}|x` } : m) });
    const e = failure(honest);
    assert.equal(e?.code, 'protocol');
    assert.match(e!.message, /malformed message/);
  });
});

describe('NET-COMMIT-02 commitments open in exactly one way', () => {
  test('the hashed bytes are injective: two different field lists never give the same bytes', () => {
    const fields = fc.array(fc.string({ unit: 'grapheme', maxLength: 6 }), { maxLength: 4 });
    fc.assert(fc.property(fields, fields, (a, b) => {
      fc.pre(JSON.stringify(a) !== JSON.stringify(b));
      assert.notDeepEqual(fieldBytes('tag', a), fieldBytes('tag', b));
    }), { numRuns: 3_000 });
  });

  test('the separator trick of the old format no longer opens a commitment: "a|b" with salt c is not "a" with salt "b|c"', () => {
    const salt = '0'.repeat(32);
    const c = commit('kether', salt);
    assert.equal(verifyCommitment(c, 'kether', salt), true);
    assert.equal(verifyCommitment(c, `kether|${salt.slice(0, 16)}`, salt.slice(16)), false);
    assert.equal(verifyCommitment(c, 'kether\ud800', salt), false, 'a lone surrogate opens nothing');
    assert.throws(() => commit('kether', 'not-a-salt'), /32 lowercase hex/);
  });

  test('NET-SEED-01 the shared seed depends on every reveal and their seat order', () => {
    const hex = fc.stringMatching(/^[0-9a-f]{32}$/);
    fc.assert(fc.property(hex, hex, hex, (a, b, c) => {
      fc.pre(a !== b && b !== c);
      assert.equal(sharedSeed([a, b]), sharedSeed([a, b]));
      return sharedSeed([a, b]) !== sharedSeed([a, c]) || sharedSeed([b, a]) !== sharedSeed([a, b]);
    }), { numRuns: 500 });
  });
});


