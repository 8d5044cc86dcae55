/**
 * M.E.A.T. between friends: four tables (two teams) play over the real lockstep
 * (src/net/lockstep/lockstep.ts), one table per seat, every message delivered to every other
 * table (test/conformance/tables.ts). Every roll waits for the four chains' links; both Tactics
 * steps travel as commitments and each table opens its own only once every seat has committed
 * (M-TACTIC-05); a forged opening or a plain choice is refused.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { meatCards } from '../../src/meat/cards/card-set.js';
import { meatGame } from '../../src/meat/game.js';
import type { MeatAction } from '../../src/meat/actions.js';
import type { MeatState } from '../../src/meat/state.js';
import { invariantProblems } from '../../src/meat/invariants.js';
import { owing } from '../../src/meat/net/decks.js';
import { wireCodec } from '../../src/net/protocol.js';
import { GAMES, type Registered } from '../conformance/games.js';
import { once, playNetwork, type Sent } from '../conformance/tables.js';

const cards = meatCards();
const game = meatGame(cards);
const base = GAMES.find((g) => g.name === 'meat')!;
const registered: Registered = { ...base, game, maxActs: 220, network: true };

function played() {
  return once('meat-friends', () => {
    const sent: Sent[] = [];
    const net = playNetwork(registered, 4, 3, (s) => sent.push(s));
    return { net, sent };
  });
}

function states(): { before: MeatState; act: MeatAction; after: MeatState }[] {
  const { net } = played();
  const out: { before: MeatState; act: MeatAction; after: MeatState }[] = [];
  let s = net.start as MeatState;
  for (const r of net.tables[0]!.log) {
    const after = game.apply(s, r.event as MeatAction);
    out.push({ before: s, act: r.event as MeatAction, after });
    s = after;
  }
  return out;
}

test('M-PLAYERS-02 NET-RANDOM-01 four tables in two teams play over the lockstep into round 2, agreeing on every act, every roll from the four chains', () => {
  const { net } = played();
  const last = net.tables[0]!.game as MeatState;
  for (const t of net.tables) assert.equal(game.fingerprint(t.game as MeatState), game.fingerprint(last));
  assert.ok(last.round >= 2 || last.phase === 'over', `round ${last.round}`);
  assert.ok(last.chains && Object.values(last.chains.used).every((n) => n > 0 && n === last.chains!.used.host));
  for (const { after } of states()) assert.deepEqual(invariantProblems(cards, after), []);
});

test('M-TACTIC-05 M-FLOW-05 M-FLOW-06 no placement or Destiny commitment names a card: only its hash, the filled positions and the count', () => {
  const { sent } = played();
  let seen = 0;
  for (const s of sent) {
    if (s.message.t !== 'env') continue;
    const a = s.message.event as MeatAction;
    if (a.type !== 'place' && a.type !== 'commit') continue;
    seen++;
    assert.ok(a.sealed, `${s.from}'s ${a.type} is sealed`);
    if (a.type === 'place') assert.deepEqual(Object.keys(a).sort(), ['player', 'sealed', 'type']);
    else assert.deepEqual(a.cards, []);
    assert.doesNotMatch(JSON.stringify(a), /"[CD]\d{3}"/, 'no card instance in a commitment');
  }
  assert.ok(seen >= 8, `${seen} commitments`);
});

test('M-AMB-10 NET-COMMIT-01 each round every seat commits both steps before any table opens, and each opening opens its commitments', () => {
  const rounds = new Map<number, string[]>();
  for (const { before, act } of states()) {
    if (!['place', 'commit', 'open'].includes(act.type)) continue;
    rounds.set(before.round, [...(rounds.get(before.round) ?? []), act.type]);
  }
  assert.ok(rounds.size >= 1);
  for (const [round, kinds] of rounds) {
    const firstOpen = kinds.indexOf('open');
    if (firstOpen < 0) continue;
    assert.equal(kinds.slice(0, firstOpen).filter((k) => k === 'place').length, 4, `round ${round}: all placed first`);
    assert.equal(kinds.slice(0, firstOpen).filter((k) => k === 'commit').length, 4, `round ${round}: all committed first`);
    assert.equal(kinds.filter((k) => k === 'open').length, 4, `round ${round}: four openings`);
  }
});

test('NET-COMMIT-01 an opening that is not what the seat committed (its creatures swapped) is refused, the state unchanged', () => {
  const at = states().find(({ act }) => act.type === 'open' && act.left !== null && act.right !== null);
  assert.ok(at, 'an opening with both flanks');
  const open = at.act as Extract<MeatAction, { type: 'open' }>;
  const forged = { ...open, left: open.right, right: open.left };
  const j = game.judge(at.before, forged);
  assert.equal(j.ok, false);
  assert.equal(j.checks.find((c) => !c.ok)?.rule, 'NET-COMMIT-01');
  const salted = { ...open, salts: [open.salts[1], open.salts[0]] as [string, string] };
  assert.equal(game.judge(at.before, salted).checks.find((c) => !c.ok)?.rule, 'NET-COMMIT-01');
  assert.ok(game.judge(at.before, open).ok);
});

test('M-TACTIC-05 between friends a plain placement is refused (a table seals it, never sends it plain), and a sealed one with the wrong number of positions too', () => {
  const at = states().find(({ act }) => act.type === 'place');
  assert.ok(at);
  const seat = at.act.player;
  const creatures = at.before.players[seat]!.hand.filter((x) => x.startsWith('C'));
  const plain = { type: 'place', player: seat, left: creatures[0] ?? null, front: creatures[1] ?? null, right: creatures[2] ?? null };
  const j = game.judge(at.before, plain);
  assert.equal(j.ok, false);
  assert.ok(j.checks.some((c) => !c.ok && c.rule === 'M-TACTIC-05'));
  const sealed = at.act as Extract<MeatAction, { type: 'place' }>;
  const short = { ...sealed, sealed: { ...sealed.sealed!, filled: [true, false, false] } };
  assert.equal(game.judge(at.before, short).checks.find((c) => !c.ok)?.rule, 'M-TACTIC-03');
});

test('NET-DECK-06 a save of the match restores to the same fingerprint (every deck step judged again): after the deal, mid-game and at the end', () => {
  const all = states();
  const dealt = all.findIndex(({ after }) => after.step !== 'deal');
  for (const k of [dealt, Math.floor(all.length / 2), all.length - 1]) {
    const s = all[k]!.after;
    const r = game.restore(game.serialize(s));
    assert.ok(r.ok, r.ok ? '' : r.error);
    assert.equal(game.fingerprint(r.state), game.fingerprint(s));
  }
});

test('M-TEAM-01 M-OPEN-DESTINY-01 every shared state hides every Destiny card in a hand, and each table opens exactly its own hand with its seed', () => {
  const { net } = played();
  const mine = Object.fromEntries(net.tables.map((t) => [t.me, t.mine]));
  let opened = 0;
  // Once every share a hand's card waits for has come (NET-DECK-07: the next acts are those shares).
  for (const { after: s } of states().filter(({ after }, k) => k % 7 === 0 && owing(after).length === 0)) {
    for (const seat of s.seats) {
      for (const iid of s.players[seat]!.hand.filter((x) => x.startsWith('D'))) assert.equal(s.ident[iid], null, `the shared state names ${seat}'s ${iid}`);
      const own = game.withSecrets(s, seat, mine[seat]!) as MeatState;
      for (const other of s.seats) {
        for (const iid of s.players[other]!.hand.filter((x) => x.startsWith('D'))) {
          if (other === seat) {
            assert.notEqual(own.ident[iid], null, `${seat} cannot open its own ${iid}`);
            opened++;
          } else assert.equal(own.ident[iid], null, `${seat} opens ${other}'s ${iid}`);
        }
      }
    }
  }
  assert.ok(opened > 20, `${opened} own cards opened`);
});

test('NET-DECK-12 no message names a Destiny card or carries a table\'s seed salt', () => {
  const { sent, net } = played();
  const designs = Object.keys(cards.destiny);
  const salts = net.tables.map((t) => t.mine['meat:seed']!.salt);
  for (const s of sent) {
    const text = JSON.stringify(s.message);
    for (const salt of salts) assert.ok(!text.includes(salt), `${s.from}'s ${s.message.t} carries a seed salt`);
    for (const id of designs) assert.ok(!text.includes(`"${id}"`), `${s.from}'s ${s.message.t} names ${id}`);
  }
});

test('NET-DECK-04 the audit proves every seat\'s keys and shuffles from its revealed salt, and a wrong salt is named', () => {
  const { net } = played();
  const last = net.tables[0]!.game as MeatState;
  for (const t of net.tables) {
    const checks = game.auditSecrets!(last, t.me, t.mine);
    assert.ok(checks.length >= 1 && checks.every((c) => c.ok), JSON.stringify(checks.filter((c) => !c.ok)));
  }
  const forged = game.auditSecrets!(last, 'guest', { 'meat:seed': { card: 'seed', salt: 'f'.repeat(32) } });
  assert.ok(forged.some((c) => !c.ok && c.rule.startsWith('NET-DECK')));
});

test('NET-DECK-11 a hand-limit discard or an opening whose sealed show steps name another card is refused', () => {
  const at = states().find(({ act }) => act.type === 'open' && act.cards.length > 0 && (act.steps?.length ?? 0) > 0);
  assert.ok(at, 'an opening that shows Destiny cards');
  const open = at.act as Extract<MeatAction, { type: 'open' }>;
  const steps = open.steps!;
  const moved = steps.map((x) => ('handle' in x.event ? { ...x, event: { ...x.event, handle: (x.event.handle + 1) % 60 } } : x));
  const j = game.judge(at.before, { ...open, steps: moved });
  assert.equal(j.ok, false);
  assert.equal(j.checks.find((c) => !c.ok)?.rule, 'NET-DECK-11');
  assert.equal(game.judge(at.before, { ...open, steps: [] }).checks.find((c) => !c.ok)?.rule, 'NET-DECK-11');
});

test('M-TEAM-01 a table\'s team note lets its teammate open its hand, proofs checked; the other team\'s table refuses it, and a forged share is refused', () => {
  const { net } = played();
  const mine = Object.fromEntries(net.tables.map((t) => [t.me, t.mine]));
  const s = states().map(({ after }) => after).reverse().find((x) => owing(x).length === 0 && x.players.host!.hand.some((i) => i.startsWith('D')))!;
  assert.ok(s, 'a moment when the host holds Destiny cards');
  const mate = s.seats.find((x) => x !== 'host' && s.players[x]!.side === s.players.host!.side)!;
  const foe = s.seats.find((x) => s.players[x]!.side !== s.players.host!.side)!;
  const n = game.teamNote!(s, 'host', mine.host!);
  assert.ok(n);
  assert.deepEqual(n.to, [mate], 'the note goes to the teammate alone');
  const heard = game.teamHeard!(s, mate, 'host', n.note, mine[mate]!);
  assert.ok(!('rule' in heard), JSON.stringify(heard));
  const before = game.withSecrets(s, mate, mine[mate]!) as MeatState;
  const after = game.withSecrets(s, mate, { ...mine[mate]!, ...heard }) as MeatState;
  const own = game.withSecrets(s, 'host', mine.host!) as MeatState;
  const cardsOfHost = s.players.host!.hand.filter((x) => x.startsWith('D'));
  for (const iid of cardsOfHost) {
    assert.equal(before.ident[iid], null, 'hidden from the teammate before the note');
    assert.equal(after.ident[iid], own.ident[iid], 'the teammate sees what the holder sees');
  }
  const refused = game.teamHeard!(s, foe, 'host', n.note, mine[foe]!);
  assert.equal((refused as { rule: string }).rule, 'M-TEAM-01');
  const note = n.note as { shares: { d: string }[] };
  const forged = { shares: note.shares.map((x, k) => (k === 0 ? { ...x, d: note.shares[1]?.d ?? 'a'.repeat(64) } : x)) };
  const bad = game.teamHeard!(s, mate, 'host', forged, mine[mate]!);
  assert.ok('rule' in bad && (bad.rule === 'NET-DECK-06' || bad.rule === 'NET-SHAPE-01'), JSON.stringify(bad));
  assert.equal((game.teamHeard!(s, mate, 'host', { shares: 'x' }, mine[mate]!) as { rule: string }).rule, 'NET-SHAPE-01');
});

test('NET-AUDIT-01 every table\'s secrets travel in its audit message: the message parses on the far table', () => {
  const { net } = played();
  const codec = wireCodec(game);
  for (const t of net.tables) {
    const reveals = Object.entries(t.mine).map(([iid, x]) => ({ iid, card: x.card, salt: x.salt }));
    const r = codec.parse(JSON.parse(JSON.stringify({ t: 'audit', list: [], listSalt: '0'.repeat(32), reveals })));
    assert.ok(r.ok, r.ok ? '' : r.error);
  }
});

test('M-TEAM-01 M-TACTIC-05 M-OPEN-DESTINY-01 a scan of the states each seat sees (every twentieth: its own secrets and its teammate\'s notes) and every message it receives: never the other team\'s hand, an undrawn card, or a face-down choice before the reveal', () => {
  const { net, sent } = played();
  const mine = Object.fromEntries(net.tables.map((t) => [t.me, t.mine]));
  const destinyIds = new Set(Object.keys(cards.destiny));
  let scanned = 0;
  let teamSeen = 0;
  for (const { after: s } of states().filter((_, k, all) => k % 20 === 0 || k === all.length - 1)) {
    for (const seat of s.seats) {
      // The seat's secrets with what its teammate's note proves (the session merges it the same way).
      let secrets = mine[seat]!;
      for (const mate of s.seats.filter((x) => x !== seat && s.players[x]!.side === s.players[seat]!.side)) {
        const n = game.teamNote!(s, mate, mine[mate]!);
        const heard = n ? game.teamHeard!(s, seat, mate, n.note, secrets) : {};
        if (!('rule' in heard)) secrets = { ...secrets, ...heard };
      }
      const view = game.view(game.withSecrets(s, seat, secrets), seat) as MeatState;
      for (const other of s.seats) {
        const p = view.players[other]!;
        const foe = s.players[other]!.side !== s.players[seat]!.side;
        for (const iid of p.hand) {
          if (foe && iid.startsWith('D')) assert.equal(view.ident[iid], null, `${seat} sees ${other}'s ${iid}`);
          if (!foe && iid.startsWith('D') && owing(s).length === 0 && view.ident[iid] !== null) teamSeen++;
        }
        // Before the reveal nobody's face-down choice is on the table: a sealed placement has no creature yet.
        if (s.players[other]!.sealed && !s.players[other]!.sealed!.opened) {
          assert.ok(['left', 'front', 'right'].every((l) => p.lanes[l as 'left'] === null), `${seat} sees ${other}'s placement before the reveal`);
          assert.deepEqual(p.laid, []);
        }
      }
      for (const iid of [...s.decks.creature, ...s.decks.destiny]) assert.equal(view.ident[iid], null, `${seat} knows undrawn ${iid}`);
      scanned++;
    }
  }
  assert.ok(scanned >= 40 && teamSeen > 10, `${scanned} views scanned, ${teamSeen} own or teammate's cards seen`);
  // Every message each seat received: no Destiny card named, no placement or Destiny commitment opened before its reveal.
  for (const m of sent) {
    const text = JSON.stringify(m.message);
    for (const id of destinyIds) assert.ok(!text.includes(`"${id}"`), `${m.from} sent ${id}`);
  }
});
