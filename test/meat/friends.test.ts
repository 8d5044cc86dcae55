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
import { GAMES, type Registered } from '../conformance/games.js';
import { once, playNetwork, type Sent } from '../conformance/tables.js';

const cards = meatCards();
const game = meatGame(cards);
const base = GAMES.find((g) => g.name === 'meat')!;
const registered: Registered = { ...base, game, maxActs: 900, network: true };

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

test('M-PLAYERS-02 NET-RANDOM-01 four tables in two teams play over the lockstep past round 2, agreeing on every act, every roll from the four chains', () => {
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

test('the match\'s saves restore to the same fingerprint at every tenth act, and the log replays alike', () => {
  const all = states();
  for (let k = 0; k < all.length; k += 10) {
    const s = all[k]!.after;
    const r = game.restore(game.serialize(s));
    assert.ok(r.ok, r.ok ? '' : r.error);
    assert.equal(game.fingerprint(r.state), game.fingerprint(s));
  }
});
