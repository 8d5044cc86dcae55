// A friend who cheats with randomness (issue 11, items 3 and 5): foreseeing The Void's discard,
// choosing the cut of a reshuffled pile, stacking it against a re-commitment in discard order,
// showing a link that is not the next one. The honest table is the real session's lockstep
// state at the moment of each attack, taken from a whole match two honest session actors
// played over the memory transport; the cheater's messages are crafted and go through the same
// `parseWire` and `receive` as any friend's.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { commit } from '../../src/engine/commitment.js';
import { chainHead, chainLink, jointIndex } from '../../src/engine/random-chain.js';
import { seedFromString, seedRng, shuffled, type RngState } from '../../src/engine/rng.js';
import { act, coreCards, createMatch, floorHolder, legalActions, stateHash, type Action, type GameState } from '../../src/kult/index.js';
import { sensibleMove } from '../../src/kult/bots/sensible-bot.js';
import { memoryPair } from '../../src/net/memory-transport.js';
import { wireCodec, PROTOCOL_VERSION, type Envelope } from '../../src/net/protocol.js';
import { currentHash, propose, receive, type LockstepState } from '../../src/net/lockstep/lockstep.js';
import { auditPeer } from '../../src/net/lockstep/audit.js';
import { privateState } from '../../src/kult/state/private-state.js';
import { rebuildLockstep } from '../../src/net/lockstep/rebuild.js';
import type { SavedSession } from '../../src/net/saved-session.js';
import { sessionMachine, toSaved } from '../../machines/session.js';
import { createActor } from 'xstate';
import type { Wire } from '../../src/net/protocol.js';
import { botMove, SETTINGS, side, tick, tokens, type Side, GAME, kultState, sessionActor } from '../support/net-duel.js';

const cards = coreCards();
const ctx = { cards };

/**
 * A bot that churns its deck so that both piles run out within a match: it discards a card
 * every turn, plays Commandments and Spells (The Void among them) whenever it can, and sways
 * or recruits nothing, so nobody wins before the reshuffles.
 */
function churnMove(s: Side, rng: RngState): [Action | null, RngState] {
  const c = s.actor.getSnapshot().context;
  const ls = c.lockstep;
  if (!ls || kultState(ls).ended || kultState(ls).pending || floorHolder(kultState(ls)) !== c.me) return [null, rng];
  const view = privateState(kultState(ls), ls.mine);
  const rank = (m: Action): number => (m.type === 'discard' && m.card ? 0 : m.type === 'commandment' || m.type === 'spell' ? 1 : m.type === 'pass' ? 2 : ['endStep', 'declineAttack'].includes(m.type) || (m.type === 'recruit' && !m.accept) ? 3 : m.type === 'discard' ? 4 : 9);
  const best = legalActions(ctx, view, c.me).filter((m) => rank(m) < 9).sort((a, b) => rank(a) - rank(b))[0];
  return best ? [best, rng] : sensibleMove(ctx, view, c.me, rng);
}

const events = (log: SavedSession['log'], type: Action['type'], from?: string) => log.flatMap((r, i) => (r.event.type === type && (!from || r.from === from) ? [i] : []));

let host: Side;
let guest: Side;
/** The host's saved match at the end: its agreement, secrets and the whole log. */
let saved: SavedSession;
let guestSecret: string;

/** The honest host's lockstep state just before event `n`, replayed from the log as a reload would. */
function hostBefore(n: number): LockstepState {
  const r = rebuildLockstep(GAME, { ...saved, log: saved.log.slice(0, n) });
  assert.ok(r.ok, r.ok ? '' : r.error);
  return r.lockstep;
}

/** An envelope from the guest's seat with `event`, made on the honest table's current state. */
function fromGuest(ls: LockstepState, event: Action): Envelope {
  const env = { t: 'env', v: PROTOCOL_VERSION, match: ls.match, seq: ls.log.length, from: 'guest', prev: currentHash(ls), event } as Envelope;
  const parsed = wireCodec(GAME).parse(env);
  assert.ok(parsed.ok, `the crafted envelope has the protocol's shape: ${parsed.ok ? '' : parsed.error}`);
  return parsed.message as Envelope;
}

function refusedWith(ls: LockstepState, env: Envelope, rule: string): void {
  const step = receive(GAME, ls, env);
  assert.equal(kultState(step.state), kultState(ls), 'the honest game is unchanged');
  assert.equal(step.state.log, ls.log, 'the honest log is unchanged');
  assert.equal(step.outcome.kind, 'offence', 'refused and counted');
  const reply = step.send[0]!;
  assert.ok(reply.t === 'reject' && reply.checks.some((c) => !c.ok && c.rule === rule), `expected ${rule}: ${JSON.stringify(reply)}`);
}

before(async () => {
  const [ta, tb] = memoryPair();
  host = side('host', ta);
  guest = side('guest', tb);
  let rng = seedRng(3);
  const over = (s: Side): boolean => s.actor.getSnapshot().matches('audit') || s.actor.getSnapshot().status === 'done';
  const cuts = (): number => host.actor.getSnapshot().context.lockstep?.log.filter((r) => r.event.type === 'cut').length ?? 0;
  for (let steps = 0; steps < 20_000 && !(over(host) && over(guest)); ) {
    // Churn until both piles were reshuffled, then play to win.
    const churning = cuts() < 2;
    for (const s of [host, guest]) {
      const [m, next] = churning ? churnMove(s, rng) : botMove(s, rng);
      rng = next;
      if (m) {
        s.actor.send({ type: 'ACT', action: m });
        steps++;
      }
    }
    await tick(ta);
  }
  saved = toSaved(host.actor.getSnapshot().context, 'room')!;
  guestSecret = guest.actor.getSnapshot().context.mine.chain;
});

describe('hostile friend, randomness: nobody foresees or chooses an in-game random outcome (NET-RANDOM-01, NET-SHUFFLE-01)', () => {
  test('NET-RANDOM-01 NET-SHUFFLE-01 a whole friend match with reshuffles of both piles and a Void cast ends audited and fair on both tables', () => {
    const h = host.actor.getSnapshot().context;
    const g = guest.actor.getSnapshot().context;
    assert.ok(host.actor.getSnapshot().matches('audit') && guest.actor.getSnapshot().matches('audit'), 'both tables audited');
    assert.equal(h.audit?.fair, true, JSON.stringify(h.audit?.checks.filter((c) => !c.ok)));
    assert.equal(g.audit?.fair, true, JSON.stringify(g.audit?.checks.filter((c) => !c.ok)));
    assert.deepEqual(h.lockstep!.log, g.lockstep!.log);
    const log = saved.log;
    assert.ok(events(log, 'recommit', 'host').length >= 1 && events(log, 'recommit', 'guest').length >= 1, 'both piles were reshuffled');
    assert.ok(events(log, 'random').length >= 2, 'a Void was cast and both tables showed a link');
    assert.ok(log.some((r) => r.event.type === 'commandment' && r.reveals.some((rv) => rv.card === 'the-void')), 'The Void was cast');
    // Every cut and every link in the log is the next link of its table's chain, in order.
    const secrets: Record<string, string> = { host: h.mine.chain, guest: g.mine.chain };
    const used: Record<string, number> = { host: 0, guest: 0 };
    for (const r of log) {
      if (r.event.type !== 'cut' && r.event.type !== 'random') continue;
      const ev = r.event as Action;
      const link = ev.type === 'cut' ? ev.seed : ev.type === 'random' ? ev.link : '';
      assert.equal(link, chainLink(secrets[r.from]!, ++used[r.from]!), `event ${r.seq}: ${r.from}'s next link`);
    }
    assert.deepEqual(h.agreement!.seats.map((s) => s.chain), [chainHead(h.mine.chain), chainHead(g.mine.chain)], 'the agreement holds both heads from the hellos');
    assert.equal(kultState(h.lockstep!).rng.length, 0, 'the networked state holds no generator');
  });

  test('NET-SHUFFLE-01 the cutter cannot choose its cut: any seed but its next link is refused with the state unchanged', () => {
    const i = events(saved.log, 'cut', 'guest')[0]!;
    const ls = hostBefore(i);
    assert.equal(kultState(ls).pending?.kind, 'cut');
    const next = (kultState(ls).chains!.used.guest ?? 0) + 1;
    for (const seed of ['0123456789abcdef0123456789abcdef', 'f'.repeat(64), chainLink(guestSecret, next + 1)!, kultState(ls).chains!.tips.guest!, chainLink(saved.mine.chain, 1)!]) {
      refusedWith(ls, fromGuest(ls, { type: 'cut', player: 'guest', seed }), 'NET-SHUFFLE-01');
    }
    const honest = receive(GAME, ls, fromGuest(ls, { type: 'cut', player: 'guest', seed: chainLink(guestSecret, next)! }));
    assert.equal(honest.outcome.kind, 'applied');
    assert.equal(stateHash(kultState(honest.state)), saved.log[i]!.hash);
  });

  test('K-DRAW-03 NET-SHUFFLE-01 the stacking attack: against the old protocol the cutter puts the card of its choice on top 3 times in 3; now its ground seed is refused and the pile is not in discard order', () => {
    // The old protocol, as the engine still plays it without hash chains: the owner re-commits its
    // discards in discard order, and the adversary picks any cut seed after seeing them.
    const grind = (pile: readonly string[], top: string): string => {
      for (let n = 0; n < 100_000; n++) {
        const seed = `ground-cut-${n}-0123456789`;
        if (shuffled(seedRng(seedFromString(seed)), pile)[0][0] === top) return seed;
      }
      assert.fail('no seed found');
    };
    const deck = ['priest', 'the-void', 'veteran', 'artist', 'usher', 'nepharite', 'sorry', 'priest', ...Array(10).fill('priest')];
    const old = createMatch(cards, {
      players: [{ id: 'a', major: 'kether', deck }, { id: 'b', major: 'golab', deck }],
      struggle: 'continent', seed: 1, shuffle: false, options: { collectionMode: true, reshuffle: 'cut' },
    });
    assert.ok(old.ok);
    for (const wanted of ['the-void', 'nepharite', 'sorry']) {
      let s: GameState = structuredClone(old.state) as GameState;
      const a = s.players[0] as unknown as { hand: string[]; drawPile: string[]; discardPile: string[] };
      a.discardPile.push(...a.drawPile.splice(0), ...a.hand.splice(0, 7));
      const discardOrder = a.discardPile.map((iid) => s.cards[iid]!.card!);
      while (s.pending?.kind !== 'recommit') s = act(old.ctx, s, { type: 'pass', player: floorHolder(s) }).state;
      s = act(old.ctx, s, { type: 'recommit', player: 'a', commitments: discardOrder.map((c, k) => commit(c, k.toString(16).padStart(32, '0'))) }).state;
      const pile = s.players[0]!.drawPile;
      const seed = grind(pile, pile[discardOrder.indexOf(wanted)]!);
      const cut = act(old.ctx, s, { type: 'cut', player: 'b', seed });
      assert.ok(cut.judgement.ok);
      const first = cut.state.players[0]!.hand[0]!;
      assert.equal(discardOrder[pile.indexOf(first)], wanted, `the cheater chose ${wanted} for the top, and the owner drew it`);
    }

    // Now, against the honest table of a real match: the cheater knows the host's discard pile in
    // order and the cards it saw played; it grinds a seed for the top as before.
    const i = events(saved.log, 'cut', 'guest')[0]!;
    const recommit = saved.log[i - 1]!;
    assert.equal(recommit.event.type, 'recommit');
    const beforeRecommit = kultState(hostBefore(i - 1));
    const discards = beforeRecommit.players[0]!.discardPile;
    const seen = new Map(saved.log.slice(0, i - 1).flatMap((r) => r.reveals.map((rv) => [rv.iid, rv.card] as const)));
    const k = discards.findIndex((iid) => seen.has(iid));
    assert.ok(k >= 0, 'the cheater saw at least one card of the host\'s discard pile played');
    const ls = hostBefore(i);
    const pile = kultState(ls).players[0]!.drawPile;
    const assumed = pile[k]!; // the old protocol: commitment k is discard k
    const seed = grind(pile, assumed);
    refusedWith(ls, fromGuest(ls, { type: 'cut', player: 'guest', seed }), 'NET-SHUFFLE-01');
    // And the cheater's model of the pile is wrong: the host committed its discards in an order only it knows.
    const committed = pile.map((iid) => saved.instances[iid]!.card);
    const inDiscardOrder = discards.map((iid) => saved.instances[iid]!.card);
    assert.deepEqual([...committed].sort(), [...inDiscardOrder].sort(), 'the same cards');
    assert.notDeepEqual(committed, inDiscardOrder, 'not in discard order');
  });

  test('NET-RANDOM-01 a link that does not open the chain is refused with the state unchanged', () => {
    const i = events(saved.log, 'random', 'guest')[0]!;
    const ls = hostBefore(i);
    assert.equal(kultState(ls).pending?.kind, 'random');
    const next = (kultState(ls).chains!.used.guest ?? 0) + 1;
    for (const link of ['0'.repeat(64), chainLink(guestSecret, next + 1)!, kultState(ls).chains!.tips.guest!, chainLink(saved.mine.chain, 1)!]) {
      refusedWith(ls, fromGuest(ls, { type: 'random', player: 'guest', link }), 'NET-RANDOM-01');
    }
    // Out of turn (before the host's link), or with nothing waiting: refused too.
    const j = events(saved.log, 'random', 'host')[0]!;
    const early = hostBefore(j);
    refusedWith(early, fromGuest(early, { type: 'random', player: 'guest', link: chainLink(guestSecret, (kultState(early).chains!.used.guest ?? 0) + 1)! }), 'NET-FLOOR-02');
    const quiet = hostBefore(events(saved.log, 'pass', 'guest')[0]!);
    assert.equal(kultState(quiet).pending, null);
    refusedWith(quiet, fromGuest(quiet, { type: 'random', player: 'guest', link: chainLink(guestSecret, 1)! }), 'Q-09');
  });

  test('NET-RANDOM-01 the caster of The Void cannot know the card before the other table\'s link: the state holds no generator, and other links discard other cards', () => {
    const i = events(saved.log, 'random', 'guest')[0]!;
    const cast = events(saved.log, 'commandment').filter((n) => n < i).at(-1)!;
    const before = kultState(hostBefore(cast));
    assert.deepEqual(before.rng, [], 'no generator in the shared state to run forward');
    const ls = hostBefore(i);
    const p = kultState(ls).pending;
    assert.ok(p?.kind === 'random');
    const victim = kultState(ls).players.find((x) => x.id === p.discardFrom)!;
    const discarded = (s: GameState): string => victim.hand.find((iid) => !s.players.find((x) => x.id === p.discardFrom)!.hand.includes(iid))!;
    const link = chainLink(guestSecret, (kultState(ls).chains!.used.guest ?? 0) + 1)!;
    const real = act(ctx, kultState(ls), { type: 'random', player: 'guest', link });
    assert.ok(real.judgement.ok);
    assert.equal(discarded(real.state), victim.hand[jointIndex('kult/discard-at-random', kultState(ls).chains!.draws, [...p.links, link], victim.hand.length)]);
    // A generator put back in the state changes nothing: it decides no in-game outcome.
    const withRng = act(ctx, { ...kultState(ls), rng: seedRng(12345) }, { type: 'random', player: 'guest', link });
    assert.equal(discarded(withRng.state), discarded(real.state));
    // Everything the caster knows, with another chain in the guest's hands: other cards go.
    const outcomes = new Set<string>();
    for (let n = 0; n < 16 && outcomes.size < 2; n++) {
      const other = (n + 16).toString(16).padStart(2, '0').repeat(32);
      const used = kultState(ls).chains!.used.guest ?? 0;
      const world = { ...kultState(ls), chains: { ...kultState(ls).chains!, tips: { ...kultState(ls).chains!.tips, guest: used === 0 ? chainHead(other) : chainLink(other, used)! } } };
      const r = act(ctx, world, { type: 'random', player: 'guest', link: chainLink(other, used + 1)! });
      assert.ok(r.judgement.ok);
      outcomes.add(discarded(r.state));
    }
    assert.ok(outcomes.size >= 2, 'the discarded card is not fixed by anything the caster can see');
  });

  test('NET-AUDIT-03 K-DRAW-03 a reshuffled pile committed to other cards than the discard pile is caught at the audit', () => {
    const g = guest.actor.getSnapshot().context;
    const i = events(saved.log, 'recommit', 'guest')[0]!;
    const ls = hostBefore(i);
    assert.ok(kultState(ls).pending?.kind === 'recommit');
    const pending = kultState(ls).pending;
    assert.ok(pending?.kind === 'recommit');
    const count = pending.count;
    const claimFor = (instances: Readonly<Record<string, { card: string; salt: string }>>) => ({
      t: 'audit' as const, list: [...g.mine.list!], listSalt: g.mine.listSalt, reveals: Object.entries(instances).map(([iid, x]) => ({ iid, card: x.card, salt: x.salt })),
    });
    const hostCut = (at: LockstepState) => propose(GAME, at, { type: 'cut', player: 'host', seed: chainLink(saved.mine.chain, (kultState(at).chains!.used.host ?? 0) + 1)! } as Action).state;
    // The honest re-commitment and the host's cut: fair.
    const honest = hostCut(hostBefore(i + 1));
    assert.equal(auditPeer(GAME, saved.agreement, 'guest', claimFor(g.lockstep!.mine), saved.instances, honest.log).fair, true);
    // The cheater re-commits Voids instead of its discards: the honest table cannot tell in play…
    const forged = Array.from({ length: count }, (_, k) => ({ card: 'the-void', salt: k.toString(16).padStart(32, 'f') }));
    const applied = receive(GAME, ls, fromGuest(ls, { type: 'recommit', player: 'guest', commitments: forged.map((f) => commit(f.card, f.salt)) }));
    assert.equal(applied.outcome.kind, 'applied');
    const played = hostCut(applied.state);
    // …and its audit, whose reveals open every commitment, shows a pile that was never its discard pile.
    const instances = { ...g.lockstep!.mine, ...Object.fromEntries(forged.map((f, k) => [`guest#${kultState(ls).nextInstance + k}`, f])) };
    const audit = auditPeer(GAME, saved.agreement, 'guest', claimFor(instances), saved.instances, played.log);
    assert.equal(audit.fair, false);
    assert.ok(audit.checks.some((c) => !c.ok && c.rule === 'NET-AUDIT-03' && /reshuffled draw pile is not the discard pile/.test(c.says)), JSON.stringify(audit.checks.filter((c) => !c.ok)));
  });

  test('NET-RANDOM-01 NET-SHUFFLE-01 a table reloaded while a draw or a cut waits for it shows the very link it showed before: its chain is in the saved match', () => {
    for (const type of ['random', 'cut'] as const) {
      const j = events(saved.log, type, 'host')[0]!;
      const sent: Wire[] = [];
      const actor = sessionActor({ role: 'host', name: 'host', settings: SETTINGS, token: tokens('reloaded'), resume: { ...saved, log: saved.log.slice(0, j) } }, (m) => sent.push(m));
      const env = sent.find((m): m is Envelope => m.t === 'env');
      assert.ok(env, `the reloaded table answers the pending ${type} at once`);
      assert.deepEqual(env.event, saved.log[j]!.event);
      actor.stop();
    }
  });
});
