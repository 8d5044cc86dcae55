/**
 * Cult between friends: three tables deal the shared hidden decks among themselves and play over
 * the real lockstep (src/net/lockstep/lockstep.ts), one table per seat, every message delivered to
 * every other table (test/conformance/tables.ts). Nobody learns a card it has not drawn or been
 * shown; a cheating table's deck steps are refused with their NET-DECK rule; the audit proves
 * every shuffle from the seeds.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { canonicalJson } from '../../src/engine/canonical.js';
import type { Secrets } from '../../src/engine/game.js';
import { cygwCards } from '../../src/cygw/cards/card-set.js';
import { cygwGame } from '../../src/cygw/game.js';
import type { CygwAction } from '../../src/cygw/actions.js';
import type { CygwState } from '../../src/cygw/state.js';
import { invariantProblems } from '../../src/cygw/invariants.js';
import { SEED_SECRET } from '../../src/cygw/net/seed.js';
import { owing } from '../../src/cygw/net/decks.js';
import { GAMES, type Registered } from '../conformance/games.js';
import { once, playNetwork, type Sent } from '../conformance/tables.js';

const cards = cygwCards();
const game = cygwGame(cards);
const base = GAMES.find((g) => g.name === 'cygw')!;
const ACTS = 150;
/**
 * Bots that reach for cards (the Ruins, the Nobility District, their benefits) and play and sell
 * them, so a short match draws, shows, hands on and puts back cards; else the sensible bot.
 */
const eager: typeof game.bots.sensible = (s, seat, rng) => {
  const acts = game.legalActions(s, seat);
  const hand = s.cults[seat]?.hand.length ?? 0;
  const pick =
    acts.find((a) => a.type === 'miracle' || a.type === 'intrigue') ??
    (hand >= 2 ? acts.find((a) => a.type === 'sell') : undefined) ??
    acts.find((a) => a.type === 'benefit' && (s.prompts[0]?.kind !== 'benefit' || [1, 11].includes(s.prompts[0].location))) ??
    acts.find((a) => a.type === 'preach' && [1, 11].includes(a.location));
  return pick ? [pick, rng] : game.bots.sensible!(s, seat, rng);
};
const registered: Registered = { ...base, game: { ...game, bots: { sensible: eager } }, maxActs: ACTS, network: true };
const defIds = new Set([...cards.decks.miracle, ...cards.decks.intrigue, ...cards.decks.license]);

function played() {
  return once('cygw-friends', () => {
    const sent: Sent[] = [];
    const net = playNetwork(registered, 3, 5, (s) => sent.push(s));
    return { net, sent };
  });
}

/** Every shared state of the match, from its start through each logged act. */
function states(): CygwState[] {
  const { net } = played();
  const out = [net.start as CygwState];
  for (const r of net.tables[0]!.log) out.push(game.apply(out.at(-1)!, r.event as CygwAction));
  return out;
}

test('C-FLOW-R01 NET-DECK-01 NET-DECK-02 three tables key and shuffle the three decks in seat order, deal the market face up and play on, agreeing on every act', () => {
  const { net } = played();
  const log = net.tables[0]!.log;
  assert.ok(log.length >= ACTS - 1, `${log.length} acts`);
  const setup = log.slice(0, 6).map((r) => `${r.from}:${(r.event as { type: string }).type}`);
  assert.deepEqual(setup, ['host:deck', 'guest:deck', 'p1:deck', 'host:deck', 'guest:deck', 'p1:deck'], 'keys, then shuffles, seat by seat');
  for (const t of net.tables) assert.equal(game.fingerprint(t.game as CygwState), game.fingerprint(net.tables[0]!.game as CygwState));
  const last = net.tables[0]!.game as CygwState;
  assert.ok(last.round >= 2 && last.market.length === 3);
  for (const s of states()) assert.deepEqual(invariantProblems(s), []);
});

test('C-FLOW-H01 C-CORE-18 every shared state hides every hand, and each table opens exactly its own hand with its seed', () => {
  const { net } = played();
  const mine = Object.fromEntries(net.tables.map((t) => [t.me, t.mine])) as Record<string, Secrets>;
  let cardsInHands = 0;
  for (const s of states()) {
    for (const seat of s.seats) {
      for (const iid of s.cults[seat]!.hand) assert.equal(s.ident[iid], null, `the shared state names ${seat}'s ${iid}`);
      const own = game.withSecrets(s, seat, mine[seat]!) as CygwState;
      for (const other of s.seats) {
        for (const iid of s.cults[other]!.hand) {
          // Its own card opens once every other seat's share is in (the floor waits for them, NET-DECK-07).
          if (other === seat && owing(s).length > 0) continue;
          assert.equal(own.ident[iid] !== null, other === seat, `${seat}'s table ${other === seat ? 'cannot open its own' : 'opens another\'s'} ${iid}`);
          cardsInHands++;
        }
      }
    }
  }
  assert.ok(cardsInHands > 20, `hands held ${cardsInHands} cards over the match`);
});

test('C-FLOW-H01 NET-DECK-05 no message names a card, and no table sends its seed before the audit', () => {
  const { sent } = played();
  assert.ok(sent.length > 100);
  for (const s of sent) {
    const text = canonicalJson(s.message);
    for (const id of defIds) assert.ok(!text.includes(`"${id}"`), `${s.from}'s ${s.message.t} names ${id}`);
    const salt = s.mine[SEED_SECRET]?.salt;
    if (salt) assert.ok(!text.includes(salt), `${s.from} sent its seed`);
  }
});

test('NET-DECK-04 NET-DECK-12 the audit proves each seat\'s keys and shuffles from its revealed seed, and names a seat whose seed does not give them', () => {
  const { net } = played();
  const final = net.tables[0]!.game as CygwState;
  for (const t of net.tables) {
    const checks = game.auditSecrets!(final, t.me, t.mine);
    assert.equal(checks.length, 3);
    assert.ok(checks.every((c) => c.ok), JSON.stringify(checks));
  }
  const liar = net.tables[1]!;
  const wrong = game.auditSecrets!(final, liar.me, { [SEED_SECRET]: { card: 'seed', salt: 'f'.repeat(32) } });
  assert.ok(wrong.some((c) => !c.ok && c.rule === 'NET-DECK-12'), JSON.stringify(wrong));
  assert.ok(game.auditSecrets!(final, liar.me, {}).some((c) => !c.ok && c.rule === 'NET-DECK-12'));
});

/** The first logged act with sealed deck steps of the given kind, with the state before it. */
type Loose = { deck: string; event: Record<string, unknown> & { kind: string; ct?: { a: string; b: string }; handle?: number } };
function sealedAct(kind: string): { before: CygwState; act: { type: string; player: string; sealed: Loose[] } } {
  const all = states();
  const log = played().net.tables[0]!.log;
  const k = log.findIndex((r) => ((r.event as { sealed?: { event: { kind: string } }[] }).sealed ?? []).some((e) => e.event.kind === kind));
  assert.ok(k >= 0, `no act sealed a ${kind}`);
  return { before: all[k]!, act: log[k]!.event as never };
}

test('NET-DECK-10 NET-DECK-11 a table that seals a put of another card, a forged re-encryption, no steps at all, or an extra step is refused, the state unchanged', () => {
  const { before, act } = sealedAct('put');
  assert.ok(game.judge(before, act).ok, 'the honest act is legal');
  const i = act.sealed.findIndex((e) => e.event.kind === 'put');
  const put = act.sealed[i]!;
  const forged = { ...act, sealed: act.sealed.map((e, k) => (k === i ? { ...e, event: { ...e.event, ct: { a: e.event.ct!.a, b: e.event.ct!.a } } } : e)) };
  assert.equal(game.judge(before, forged).ok, false);
  assert.ok(game.judge(before, forged).checks.some((c) => !c.ok && c.rule === 'NET-DECK-10'), JSON.stringify(game.judge(before, forged).checks));
  const other = { ...act, sealed: act.sealed.map((e, k) => (k === i ? { ...e, event: { ...e.event, handle: ((put.event.handle as number) + 1) % 33 } } : e)) };
  assert.ok(game.judge(before, other).checks.some((c) => !c.ok && c.rule === 'NET-DECK-11'));
  const { sealed: _s, ...bare } = act;
  assert.ok(game.judge(before, bare).checks.some((c) => !c.ok && c.rule === 'NET-DECK-11'));
  const top = { ...act, sealed: act.sealed.map((e, k) => (k === i ? { ...e, event: { ...e.event, where: e.event.where === 'top' ? 'bottom' : 'top' } } : e)) };
  assert.ok(game.judge(before, top).checks.some((c) => !c.ok && c.rule === 'NET-DECK-11'), 'a put to the other end of the deck');
  const extra = { ...act, sealed: [...act.sealed, put] };
  assert.ok(game.judge(before, extra).checks.some((c) => !c.ok && c.rule === 'NET-DECK-11'));
});

test('NET-DECK-06 a forged decryption share is refused at once, and a share from a seat not on the floor names NET-DECK-05', () => {
  const all = states();
  const log = played().net.tables[0]!.log;
  const k = log.findIndex((r, n) => n > 6 && (r.event as CygwAction).type === 'deck');
  assert.ok(k > 0, 'a share act');
  const before = all[k]!;
  const act = log[k]!.event as Extract<CygwAction, { type: 'deck' }>;
  assert.ok(game.judge(before, act).ok);
  const ev = act.events[0]!.event as { d: string };
  const forged = { ...act, events: act.events.map((e, n) => (n === 0 ? { ...e, event: { ...e.event, d: ev.d.replace(/^./, (c) => (c === '0' ? '1' : '0')) } } : e)) };
  const j = game.judge(before, forged);
  assert.equal(j.ok, false);
  assert.ok(j.checks.some((c) => !c.ok && /^NET-(DECK-06|SHAPE-01)$/.test(c.rule)), JSON.stringify(j.checks));
  const someoneElse = before.seats.find((s) => s !== act.player)!;
  const outOfTurn = { ...act, player: someoneElse, events: act.events.map((e) => ({ ...e, event: { ...e.event, by: someoneElse } })) };
  assert.equal(game.judge(before, outOfTurn).ok, false);
});

test('a saved friend match restores with its decks rebuilt step by step, and a save with a tampered deck step is refused', () => {
  const s = played().net.tables[0]!.game as CygwState;
  const text = game.serialize(s);
  const back = game.restore(text);
  assert.ok(back.ok, back.ok ? '' : back.error);
  assert.equal(game.fingerprint(back.state), game.fingerprint(s));
  const raw = JSON.parse(text);
  const log = raw.state.net.decks.miracle.log;
  const shuffle = log.findIndex((e: { kind: string }) => e.kind === 'shuffle');
  log[shuffle].deck[0] = log[shuffle].deck[1];
  assert.equal(game.restore(JSON.stringify(raw)).ok, false);
});

test('C-FLOW-H03 C-FLOW-H04 the match exercised every private step: cards shown when played or sold, put back re-encrypted, and drawn for one seat alone', () => {
  const kinds = new Map<string, number>();
  for (const r of played().net.tables[0]!.log) {
    const e = r.event as { type: string; sealed?: { event: { kind: string } }[]; events?: { event: { kind: string } }[] };
    for (const x of [...(e.sealed ?? []), ...(e.events ?? [])]) kinds.set(x.event.kind, (kinds.get(x.event.kind) ?? 0) + 1);
  }
  for (const kind of ['key', 'shuffle', 'share', 'show', 'put']) assert.ok((kinds.get(kind) ?? 0) > 0, `no ${kind} in ${JSON.stringify([...kinds])}`);
});

test('NET-UNDO-01 between friends every shared-deck step counts as a random draw: an act after which a card was drawn, shown or turned face up cannot be taken back', () => {
  const all = states();
  const log = played().net.tables[0]!.log;
  const k = log.findIndex((r, n) => n > 6 && (r.event as CygwAction).type !== 'deck' && game.randomDraws!(all[n + 1]!) > game.randomDraws!(all[n]!));
  assert.ok(k > 0, 'an act that moved a card of a shared deck');
  assert.ok(game.randomDraws!(all[k + 1]!) > game.randomDraws!(all[k]!));
  const quiet = log.findIndex((r, n) => n > 6 && (r.event as CygwAction).type === 'pass' && game.randomDraws!(all[n + 1]!) === game.randomDraws!(all[n]!));
  assert.ok(quiet > 0, 'a pass moves no card');
});
