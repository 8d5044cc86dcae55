import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import fc from 'fast-check';
import { coreCards, floorHolder, legalActions, stateHash } from '../../src/kult/index.js';
import * as v from 'valibot';
import { wireCodec, PROTOCOL_VERSION, type Envelope, type Wire } from '../../src/net/protocol.js';
import { ownProblem, schemaKeys, wireProblem } from '../../src/net/wire-problem.js';
import { propose, receive, reconnected, type LockstepState } from '../../src/net/lockstep/lockstep.js';
import { privateState } from '../../src/kult/state/private-state.js';
import { auditPeer } from '../../src/net/lockstep/audit.js';
import { EVIDENCE_LIMIT, OFFENCE_LIMIT } from '../../src/net/violation.js';
import { playingDuel, type Side, GAME, kultState } from '../support/net-duel.js';
import { hostileVariants, sampleHello, sampleMessages } from '../support/wire-samples.js';

const ctx = { cards: coreCards() };

/** An honest guest and the host's lockstep state (which the attacker controls), right after setup. */
let host: LockstepState;
let guest: LockstepState;
let hostSide: Side;

before(async () => {
  ({ hostSide, host, guest } = await playingDuel());
  // Walk both to a point where the host holds the floor in its step 4 (deeds), both passing windows.
  for (let i = 0; i < 200; i++) {
    const holder = floorHolder(kultState(host));
    if (kultState(host).step === 'deeds' && holder === 'host' && !kultState(host).window) break;
    const ls = holder === 'host' ? host : guest;
    const moves = legalActions(ctx, privateState(kultState(ls), ls.mine), holder);
    const m = moves.find((a) => a.type === 'pass') ?? moves.find((a) => a.type === 'endStep') ?? moves.find((a) => a.type === 'recruit' && !a.accept) ?? moves[0]!;
    const sent = propose(GAME, ls, m);
    const env = sent.send[0] as Envelope;
    const got = receive(GAME, holder === 'host' ? guest : host, env);
    if (holder === 'host') { host = sent.state; guest = got.state; } else { guest = sent.state; host = got.state; }
  }
  assert.equal(kultState(host).step, 'deeds');
  assert.equal(floorHolder(kultState(guest)), 'host');
});

/** Random messages and envelopes mutated from `base`: wrong kinds, versions, seqs, seats, acts, reveals. */
function mutations(base: Envelope): fc.Arbitrary<unknown> {
return fc.oneof(
    fc.anything({ maxDepth: 3 }),
    fc.record({
      t: fc.constantFrom('env', 'ack', 'reject', 'sync', 'hello', 'audit', 'cut'),
      v: fc.constantFrom(PROTOCOL_VERSION, 0, PROTOCOL_VERSION + 1),
      match: fc.constantFrom(base.match, 'x', ''),
      seq: fc.oneof(fc.constant(base.seq), fc.integer({ min: -2, max: 50 })),
      from: fc.constantFrom('host', 'guest', 'x'),
      prev: fc.constantFrom(base.prev, 'f'.repeat(32), 'f'.repeat(64), '0'),
      event: fc.oneof(fc.constant(base.event), fc.record({ type: fc.constantFrom('pass', 'endStep', 'proclaim', 'sway', 'repel', 'discard'), player: fc.constantFrom('host', 'guest'), card: fc.constantFrom('host#1', 'host#9', 'guest#2', 'x'), cross: fc.constantFrom('host', 'guest'), station: fc.constantFrom('N', 'C1', 'hub'), from: fc.constantFrom('hub', 'C1'), to: fc.constantFrom('pool', 'N'), suit: fc.constantFrom('eye', 'skull') }, { requiredKeys: ['type', 'player'] })),
      reveals: fc.option(fc.array(fc.record({ iid: fc.constantFrom('host#1', 'host#2', 'guest#1'), card: fc.constantFrom('priest', 'usher', 'kether'), salt: fc.string({ minLength: 1, maxLength: 10 }) }), { maxLength: 2 }), { nil: undefined }),
    }, { requiredKeys: ['t'] }),
  );
}

/** A legal envelope the host could send now: a Proclaim from hand if possible. */
function honestEnvelope(): Envelope {
  const moves = legalActions(ctx, privateState(kultState(host), host.mine), 'host');
  const m = moves.find((a) => a.type === 'proclaim') ?? moves[0]!;
  return propose(GAME, host, m).send[0] as Envelope;
}

/**
 * A crafted message that passes the schema is refused by the lockstep: the reply names `rule`,
 * the game and the log are unchanged, and the offence is counted and kept as evidence.
 */
function rejectedWith(raw: unknown, rule: string) {
  const parsed = wireCodec(GAME).parse(raw);
  assert.ok(parsed.ok, `the crafted message must pass the schema to test the lockstep: ${parsed.ok ? '' : parsed.error}`);
  const step = receive(GAME, guest, parsed.message);
  assert.equal(kultState(step.state), kultState(guest), 'the honest game is unchanged');
  assert.equal(step.state.log, guest.log, 'the honest log is unchanged');
  assert.equal(step.outcome.kind, 'offence');
  assert.equal(step.state.offences, guest.offences + 1, 'the offence is counted');
  assert.equal(step.state.stop, null, 'one refused message does not stop the match');
  const reply = step.send[0] as Wire;
  assert.equal(reply.t, 'reject');
  assert.ok(reply.t === 'reject' && reply.checks.some((c) => !c.ok && c.rule === rule), `expected ${rule}: ${JSON.stringify(reply)}`);
  assert.ok(step.outcome.kind === 'offence' && step.outcome.violation.rule === rule && step.state.evidence.at(-1) === step.outcome.violation, 'kept as evidence');
}

describe('hostile peer: every bad message is rejected with the reason, and the honest state does not change', () => {
  test('an honest envelope is accepted (control)', () => {
    const step = receive(GAME, guest, honestEnvelope());
    assert.equal(step.outcome.kind, 'applied');
    assert.equal(step.send[0]!.t, 'ack');
  });

  test('NET-SHAPE-01 parseWire goes straight to the schema a message names, and answers exactly as the whole wire schema', () => {
    // What the whole variant schema answers, first issue, in the same words.
    const wireSchema = wireCodec(GAME).schema as unknown as { options: { entries: { t: { literal: string } } }[] };
    const whole = (raw: unknown) => {
      const r = v.safeParse(wireCodec(GAME).schema, raw, { abortEarly: true, message: ownProblem });
      if (r.success) return { ok: true, message: r.output };
      const t = (raw as { t?: unknown } | null)?.t;
      const kind = typeof t === 'string' && wireSchema.options.some((o) => o.entries.t.literal === t) ? t : null;
      return { ok: false, error: wireProblem(r.issues[0], schemaKeys(wireCodec(GAME).schema), kind) };
    };
    fc.assert(fc.property(mutations(honestEnvelope()), (raw) => {
      assert.deepEqual(wireCodec(GAME).parse(raw), whole(raw));
    }), { numRuns: 5_000 });
  });

  test('NET-SHAPE-01 malformed bytes are refused by the schema with the field named', () => {
    for (const junk of [null, 42, 'hello', { t: 'env' }, { ...honestEnvelope(), seq: -1 }, { ...honestEnvelope(), event: { type: 'proclaim' } }, { ...honestEnvelope(), extra: 1 }]) {
      const r = wireCodec(GAME).parse(junk);
      assert.equal(r.ok, false);
      assert.match((r as { error: string }).error, /malformed message/);
    }
  });

  test('NET-SHAPE-01 a refusal names the field in this table\'s words, never the friend\'s value or an unknown key of its own', () => {
    const env = honestEnvelope();
    // One well-formed message of every kind, then each string in it (and each key added) made hostile.
    const messages = [sampleHello({ resume: { match: 'm', received: 3 } }), ...sampleMessages(env)];
    const hostile = ['Claim your prize at https://prize.example', '<img src=x onerror=alert(1)>', '\u202eevil', 'Q'.repeat(100_000), 'W'.repeat(2_000)];
    const marks = ['Claim your prize', '<img', '\u202e', 'QQQQ', 'WWWW'];
    const variants = hostileVariants(messages, hostile);
    for (const m of messages) assert.equal(wireCodec(GAME).parse(m).ok, true, `control: ${JSON.stringify(m).slice(0, 80)} parses`);
    let refused = 0;
    for (const raw of variants) {
      const r = wireCodec(GAME).parse(raw);
      if (r.ok) continue;
      refused++;
      assert.ok(r.error.length < 200, r.error.slice(0, 300));
      for (const mark of marks) assert.ok(!r.error.includes(mark), `the refusal quotes the friend: ${r.error.slice(0, 200)}`);
      assert.match(r.error, /^malformed message/);
    }
    assert.ok(refused > 150, `refused ${refused} of ${variants.length}`);
  });

  test('NET-SHAPE-01 the refusal of an illegal act is in the wire\'s shape: the judge\'s catalog words stay on this table', () => {
    const env = { ...honestEnvelope(), event: { type: 'declineAttack', player: 'host' } };
    const step = receive(GAME, guest, env);
    const reply = step.send[0] as Wire;
    assert.ok(reply.t === 'reject' && reply.checks.some((c) => !c.ok), JSON.stringify(reply));
    // This table's own judgement words its checks for each reader; the wire carries rule, ok and says only.
    const text = JSON.stringify(reply);
    assert.doesNotMatch(text, /"words"/);
    assert.equal(wireCodec(GAME).parse(JSON.parse(text)).ok, true, 'the friend\'s table reads the refusal');
  });

  test('NET-SEQ-01 a wrong sequence number: an old one is refused, a future one asks for a resync', () => {
    const env = honestEnvelope();
    const ahead = receive(GAME, guest, { ...env, seq: env.seq + 3 });
    assert.equal(kultState(ahead.state), kultState(guest));
    assert.deepEqual(ahead.send, [{ t: 'sync', received: guest.log.length }]);
    assert.deepEqual(receive(GAME, ahead.state, { ...env, seq: env.seq + 4 }).send, [], 'NET-FLOOD-01: asked once per change, not once per gap');
    rejectedWith({ ...env, seq: env.seq - 1 }, 'NET-SEQ-01');
  });

  test('NET-FLOOR-02 a move sent without holding the floor', () => {
    const env = honestEnvelope();
    rejectedWith({ ...env, from: 'guest' }, 'NET-FLOOR-01');
    // The guest seat is the honest table itself; a third seat never holds the floor either.
    rejectedWith({ ...env, from: 'mallory', event: { ...env.event, player: 'mallory' } }, 'NET-FLOOR-02');
  });

  test('an illegal move is refused by the judge, citing the rule', () => {
    const env = honestEnvelope();
    rejectedWith({ ...env, event: { type: 'sway', player: 'host', from: 'C1', to: 'N' } }, 'K-SWAY-01');
    rejectedWith({ ...env, event: { type: 'attack', player: 'host', attacker: 'host#3', target: 'guest#4' } }, 'K-ATTACK-01');
  });

  test('NET-REVEAL-01 a forged reveal (wrong salt) is refused', () => {
    const env = honestEnvelope();
    assert.ok(env.reveals?.length, 'the control envelope reveals its card');
    rejectedWith({ ...env, reveals: env.reveals!.map((r) => ({ ...r, salt: 'f'.repeat(32) })) }, 'NET-REVEAL-01');
    rejectedWith({ ...env, reveals: env.reveals!.map((r) => ({ ...r, card: 'nepharite' })) }, 'NET-REVEAL-01');
    rejectedWith({ ...env, reveals: [{ iid: 'guest#5', card: 'priest', salt: 'e'.repeat(32) }] }, 'NET-REVEAL-01');
    assert.equal(wireCodec(GAME).parse({ ...env, reveals: env.reveals!.map((r) => ({ ...r, salt: 'not-the-salt' })) }).ok, false, 'NET-COMMIT-02: a salt is 32 hex digits or nothing');
  });

  test('K-DEED-01 a card that was never in hand, even with a true reveal, is refused', () => {
    const env = honestEnvelope();
    const me = kultState(host).players.find((p) => p.id === 'host')!;
    const fromPile = me.drawPile.find((iid) => {
      const c = host.mine[iid]!.card;
      const d = ctx.cards.cards.get(c)!;
      return d.kind === 'being' || d.kind === 'region';
    })!;
    const secret = host.mine[fromPile]!;
    const station = ctx.cards.cards.get(secret.card)!.stations![0]!;
    rejectedWith({ ...env, event: { type: 'proclaim', player: 'host', card: fromPile, cross: 'host', station }, reveals: [{ iid: fromPile, card: secret.card, salt: secret.salt }] }, 'K-DEED-01');
  });

  test('a replayed old message is not applied twice', () => {
    const env = honestEnvelope();
    const once = receive(GAME, guest, env);
    assert.equal(once.outcome.kind, 'applied');
    const again = receive(GAME, once.state, env);
    assert.equal(kultState(again.state), kultState(once.state), 'applying the same envelope again changes nothing');
    assert.equal(again.state.log, once.state.log);
    assert.equal(again.outcome.kind, 'ignored');
    assert.deepEqual(again.send, [{ t: 'ack', seq: env.seq, hash: once.state.log.at(-1)!.hash }], 'acknowledged again (the first ack may have been lost)');
    const third = receive(GAME, again.state, env);
    assert.deepEqual(third.send, [], 'NET-FLOOD-01: acknowledged again once per change, not once per copy');
  });

  test('NET-PREV-01 a tampered prev hash is refused', () => {
    const env = honestEnvelope();
    rejectedWith({ ...env, prev: 'f'.repeat(32) }, 'NET-PREV-01');
  });

  test('NET-VERSION-01 NET-MATCH-01 another protocol version or another match is refused', () => {
    const env = honestEnvelope();
    rejectedWith({ ...env, v: PROTOCOL_VERSION + 1 }, 'NET-VERSION-01');
    rejectedWith({ ...env, match: 'someone-else' }, 'NET-MATCH-01');
  });

  test('NET-AUDIT-01 a deck list that changes at the audit is caught', () => {
    const hc = hostSide.actor.getSnapshot().context;
    const reveals = Object.entries(host.mine).map(([iid, s]) => ({ iid, card: s.card, salt: s.salt }));
    const honest = auditPeer(GAME, hc.agreement!, 'host', { t: 'audit', list: [...hc.mine.list!], listSalt: hc.mine.listSalt, reveals }, guest.mine, guest.log);
    assert.equal(honest.fair, true, JSON.stringify(honest.checks.filter((c) => !c.ok)));
    const swapped = [...hc.mine.list!];
    swapped[0] = swapped[0] === 'nepharite' ? 'priest' : 'nepharite';
    const cheat = auditPeer(GAME, hc.agreement!, 'host', { t: 'audit', list: swapped, listSalt: hc.mine.listSalt, reveals }, guest.mine, guest.log);
    assert.equal(cheat.fair, false);
    assert.ok(cheat.checks.some((c) => !c.ok && c.rule === 'NET-AUDIT-01'));
    const forged = auditPeer(GAME, hc.agreement!, 'host', { t: 'audit', list: [...hc.mine.list!], listSalt: hc.mine.listSalt, reveals: reveals.map((r, i) => (i === 3 ? { ...r, salt: 'forged' } : r)) }, guest.mine, guest.log);
    assert.equal(forged.fair, false);
  });

  test('NET-AUDIT-02 NET-AUDIT-03 K-CARD-05 the audit\'s words never quote the friend\'s card ids: an id not in this card set is "an unknown card", a known one is named from it', () => {
    const hc = hostSide.actor.getSnapshot().context;
    const bogus = 'claim-your-prize-at-prize-example';
    const reveals = Object.entries(host.mine).map(([iid, s], i) => ({ iid, card: i === 0 ? bogus : s.card, salt: s.salt }));
    const list = [...hc.mine.list!.slice(4), bogus, bogus, bogus, bogus];
    const audit = auditPeer(GAME, hc.agreement!, 'host', { t: 'audit', list, listSalt: hc.mine.listSalt, reveals }, guest.mine, guest.log);
    assert.equal(audit.fair, false);
    const failed = audit.checks.filter((c) => !c.ok);
    assert.ok(failed.some((c) => c.rule === 'K-CARD-05'), JSON.stringify(failed));
    assert.ok(failed.some((c) => c.rule === 'K-DECK-02' && /4× an unknown card/.test(c.says)), JSON.stringify(failed));
    for (const c of audit.checks) assert.doesNotMatch(c.says, /prize|claim/, `${c.rule}: ${c.says}`);
  });

  test('fuzz: 10,000 random and mutated envelopes never crash the honest peer and never change its state unless legal', () => {
    const base = honestEnvelope();
    const hashBefore = stateHash(kultState(guest));
    const mutated = mutations(base);
    fc.assert(fc.property(mutated, (raw) => {
      const parsed = wireCodec(GAME).parse(raw);
      if (!parsed.ok) return;
      const step = receive(GAME, guest, parsed.message);
      if (step.outcome.kind === 'applied') {
        assert.equal(JSON.stringify(parsed.message.t === 'env' && parsed.message.event), JSON.stringify(base.event), 'only the honest act can be accepted');
      } else {
        assert.equal(kultState(step.state), kultState(guest));
        assert.equal(step.state.log, guest.log);
      }
    }), { numRuns: 10_000 });
    assert.equal(stateHash(kultState(guest)), hashBefore);
  });

  test('NET-DISPUTE-01 a refusal of an act this table judged legal stops the match: no veto, the act stays, its rule IDs kept, never its words', () => {
    const moves = legalActions(ctx, privateState(kultState(host), host.mine), 'host');
    const m = moves.find((a) => a.type === 'proclaim')!;
    const sent = propose(GAME, host, m);
    const env = sent.send[0] as Envelope;
    const step = receive(GAME, sent.state, { t: 'reject', seq: env.seq, checks: [{ rule: 'K-DEED-01', ok: false, says: 'Claim your prize' }, { rule: '<b>x</b>', ok: false, says: 'x' }] });
    assert.equal(step.outcome.kind, 'stopped');
    assert.equal(step.state.stop?.code, 'refused-legal-act');
    assert.equal(step.state.stop?.rule, 'NET-DISPUTE-01');
    assert.deepEqual(step.state.stop?.refusal, ['K-DEED-01'], 'only well-formed rule IDs are kept');
    assert.deepEqual(step.state.stop?.envelope, env, 'the refused act is kept as evidence');
    assert.equal(kultState(step.state), kultState(sent.state), 'no rollback: a refusal cannot veto a legal act or send its revealed card back unseen');
    assert.equal(step.state.log.length, sent.state.log.length);
    assert.equal(receive(GAME, step.state, env).send.length, 0, 'a stopped match answers nothing more');
  });

  test('NET-DESYNC-01 an ack with another state fingerprint stops the match, naming the act, with this table\'s act as evidence', () => {
    const sent = propose(GAME, host, legalActions(ctx, privateState(kultState(host), host.mine), 'host')[0]!);
    const env = sent.send[0] as Envelope;
    const step = receive(GAME, sent.state, { t: 'ack', seq: env.seq, hash: 'f'.repeat(32) });
    assert.equal(step.outcome.kind, 'stopped');
    assert.equal(step.state.stop?.code, 'forged-ack');
    assert.equal(step.state.stop?.rule, 'NET-DESYNC-01');
    assert.equal(step.state.stop?.seq, env.seq);
    assert.deepEqual(step.state.stop?.envelope, env);
  });

  test('K-DECK-02 a revealed card that proves the deck illegal (a fourth copy known at once) stops the match at once', () => {
    const env = honestEnvelope();
    const shown = env.reveals![0]!;
    // Three other cards of the friend's deck were shown earlier as the same card.
    const others = Object.keys(kultState(guest).cards).filter((iid) => kultState(guest).cards[iid]!.owner === 'host' && iid !== shown.iid).slice(0, 3);
    const cards = { ...kultState(guest).cards };
    for (const iid of others) cards[iid] = { ...cards[iid]!, card: shown.card };
    const seen: LockstepState = { ...guest, game: { ...kultState(guest), cards } };
    const step = receive(GAME, seen, env);
    assert.equal(step.outcome.kind, 'stopped');
    assert.equal(step.state.stop?.code, 'illegal-deck');
    assert.match(step.state.stop!.rule, /^K-(DECK-02|RESTRICT-0\d)$/);
    assert.equal(kultState(step.state), kultState(seen), 'the act is not applied');
  });

  test('NET-FLOOD-01 past 20 refused messages the match stops, and a stopped match costs nothing more', () => {
    const env = honestEnvelope();
    let ls = guest;
    for (let i = 0; i < OFFENCE_LIMIT; i++) {
      const step = receive(GAME, ls, { ...env, prev: 'f'.repeat(32) });
      assert.equal(step.outcome.kind, 'offence');
      ls = step.state;
    }
    assert.equal(ls.stop, null);
    const last = receive(GAME, ls, { ...env, prev: 'f'.repeat(32) });
    assert.equal(last.outcome.kind, 'stopped');
    assert.equal(last.state.stop?.code, 'flood');
    assert.equal(last.state.stop?.rule, 'NET-FLOOD-01');
    assert.ok(last.state.evidence.length <= EVIDENCE_LIMIT, 'evidence is bounded');
    for (const m of [env, { t: 'sync', received: 0 } as const, { t: 'ack', seq: 0, hash: 'f'.repeat(32) } as const]) {
      const after = receive(GAME, last.state, m);
      assert.equal(after.state, last.state);
      assert.deepEqual(after.send, []);
    }
  });

  test('NET-FLOOD-01 a request to send moves again is answered once per change, with only the acts from where the friend stands', () => {
    const first = receive(GAME, host, { t: 'sync', received: 0 });
    const own = host.log.filter((r) => r.from === 'host').length;
    assert.equal(first.send.length, own);
    const again = receive(GAME, first.state, { t: 'sync', received: 0 });
    assert.deepEqual(again.send, [], 'the same request again gets nothing until something changes');
    const later = receive(GAME, first.state, { t: 'sync', received: host.log.length });
    assert.deepEqual(later.send, []);
    const moved = propose(GAME, first.state, legalActions(ctx, privateState(kultState(host), host.mine), 'host')[0]!);
    const fresh = receive(GAME, moved.state, { t: 'sync', received: host.log.length });
    assert.equal(fresh.send.length, 1, 'after a new act, a request is answered again, from where the friend stands');
  });

  test('NET-FLOOD-01 within a connection a resend request brings back only the acts that await the friend\'s ack; the first after a reconnect, every act from where it stands', () => {
    const last = host.unacked.at(-1)!;
    const acked = receive(GAME, host, { t: 'ack', seq: last.seq, hash: last.hash }).state;
    assert.deepEqual(acked.unacked, []);
    const own = acked.log.filter((r) => r.from === 'host').map((r) => r.seq);
    assert.ok(own.length > 1);
    assert.deepEqual(receive(GAME, acked, { t: 'sync', received: 0 }).send, [], 'the friend acknowledged every act: a forged request brings nothing back');
    const moved = propose(GAME, acked, legalActions(ctx, privateState(kultState(acked), acked.mine), 'host')[0]!);
    assert.deepEqual(receive(GAME, moved.state, { t: 'sync', received: 0 }).send, moved.send, 'only the act that awaits an ack');
    const back = receive(GAME, reconnected(acked), { t: 'sync', received: 0 });
    assert.deepEqual(back.send.map((e) => (e as Envelope).seq), own, 'after a reconnect the friend may be a reloaded page: every own act from where it stands');
    assert.deepEqual(receive(GAME, back.state, { t: 'sync', received: 0 }).send, [], 'once');
  });

  test("a refusal of a message that was no act (what: 'message') disputes nothing", () => {
    const sent = propose(GAME, host, legalActions(ctx, privateState(kultState(host), host.mine), 'host')[0]!);
    const env = sent.send[0] as Envelope;
    const step = receive(GAME, sent.state, { t: 'reject', seq: env.seq, checks: [{ rule: 'NET-SHAPE-01', ok: false, says: 'x' }], what: 'message' });
    assert.equal(step.state, sent.state);
    assert.equal(step.outcome.kind, 'ignored');
  });
});
