import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { FriendMatch } from '../../src/app/friend-match.js';
import { LocalMatch } from '../../src/app/local-match.js';
import { openReplay } from '../../src/app/replay/replay-check.js';
import { MAX_REPLAY_BYTES, MAX_REPLAY_ACTS, type ReplayFile } from '../../src/app/replay/replay-format.js';
import { replayText } from '../../src/app/replay/replay-text.js';
import { seedRng, type RngState } from '../../src/engine/rng.js';
import { STARTER_DECKS, coreCards, floorHolder, kultGame, type Action, type GameState } from '../../src/kult/index.js';
import { sensibleMove } from '../../src/kult/bots/sensible-bot.js';
import { kultPractice } from '../../src/kult/practice.js';
import { memoryPair, type MemoryTransport } from '../../src/net/memory-transport.js';
import { GAME, tokens } from '../support/net-duel.js';

const kult = kultGame(coreCards());
const last = (steps: readonly { after: unknown }[]): GameState => steps.at(-1)!.after as GameState;

/** A real practice game: the player's side played by the sensible bot from the player's own view, the bot by the table, to the end (or `cap` acts). */
async function practiceGame(cap = 2_000) {
  const m = new LocalMatch({ ...kultPractice({ seed: 5 }), botDelayMs: 0 });
  let rng: RngState = seedRng(7);
  for (let i = 0; i < 100_000 && m.snapshot.status === 'playing' && m.snapshot.log.length < cap; i++) {
    const legal = m.legalActions();
    if (legal.length === 0) {
      await sleep(0);
      continue;
    }
    let move: Action | null;
    [move, rng] = sensibleMove({ cards: kult.cards }, m.snapshot.view as GameState, 'you', rng);
    assert.ok(m.attempt(move ?? legal[0]!).ok);
  }
  return m;
}

/** A JSON copy to forge. */
const copy = (f: ReplayFile): ReplayFile => JSON.parse(JSON.stringify(f)) as ReplayFile;

function refused(input: unknown, rule: string | RegExp, at?: number | null): void {
  const r = openReplay(kult, input);
  assert.equal(r.ok, false, 'the forged replay was accepted');
  if (r.ok) return;
  if (typeof rule === 'string') assert.equal(r.failure.rule, rule, r.failure.says);
  else assert.match(r.failure.rule, rule, r.failure.says);
  if (at !== undefined) assert.equal(r.at, at);
}

let practice: { file: ReplayFile; view: GameState; acts: readonly unknown[] } | null = null;
async function practiceFile() {
  if (!practice) {
    const m = await practiceGame();
    const file = m.replayFile();
    assert.ok(file, 'a practice game started from an agreed setup makes a replay');
    practice = { file, view: m.snapshot.view as GameState, acts: m.snapshot.log.map((e) => e.action) };
    m.dispose();
  }
  return practice;
}

test('a real practice game round-trips through its replay file: every act re-judged legal, the last state the table\'s', async () => {
  const { file, view, acts } = await practiceFile();
  assert.ok(file.log.length > 30, `${file.log.length} acts`);
  const r = openReplay(kult, replayText(file));
  assert.ok(r.ok, r.ok ? '' : `${r.failure.rule}: ${r.failure.says} at ${r.at}`);
  if (!r.ok) return;
  assert.equal(r.replay.kind, 'known');
  assert.deepEqual(r.replay.seats, ['you', 'bot']);
  assert.deepEqual(r.replay.steps.map((s) => s.action), acts);
  assert.ok(r.replay.steps.every((s) => s.judgement.ok && s.judgement.checks.length > 0));
  assert.deepEqual(kult.view(last(r.replay.steps), 'you'), view);
  assert.ok(kult.ended(last(r.replay.steps)), 'the practice game was played to its end');
  // Every card known: no hidden instance in any state the viewer shows.
  assert.deepEqual(kult.hidden(r.replay.start as GameState), []);
});

test('NET-DESYNC-01 a practice replay whose pile holds another card than the one played (or a wrong fingerprint) is refused at the act it shows', async () => {
  const { file } = await practiceFile();
  const wrongHash = copy(file);
  wrongHash.log[5]!.hash = wrongHash.log[5]!.hash.replace(/^./, (c) => (c === '0' ? '1' : '0'));
  refused(wrongHash, 'NET-DESYNC-01', 5);
  // The player's pile with its top card swapped for another card of the pile: the states differ from the first act on.
  const swapped = copy(file);
  const cards = swapped.setup.kind === 'known' ? swapped.setup.seats[0]!.cards : [];
  const other = cards.findIndex((c) => c !== cards[0]);
  [cards[0], cards[other]] = [cards[other]!, cards[0]!];
  refused(swapped, 'NET-DESYNC-01');
});

test('a forged act (a seat acting without the floor) is refused with the game\'s rule, at that act', async () => {
  const { file } = await practiceFile();
  const forged = copy(file);
  const k = forged.log.findIndex((r) => r.event.type === 'pass');
  const other = forged.log[k]!.from === 'you' ? 'bot' : 'you';
  forged.log[k] = { ...forged.log[k]!, from: other, event: { ...forged.log[k]!.event, player: other } };
  refused(forged, /^K-/, k);
  const impostor = copy(file);
  impostor.log[k] = { ...impostor.log[k]!, from: other };
  refused(impostor, 'NET-FLOOR-01', k);
});

test('NET-REPLAY-01 NET-REPLAY-02 a file that is too large, not JSON, of another shape or version, or of another card set is refused before anything is judged, naming the field and never its value', async () => {
  const { file } = await practiceFile();
  refused('x'.repeat(MAX_REPLAY_BYTES + 1), 'NET-REPLAY-01');
  refused('{"format":', 'NET-REPLAY-01');
  refused({ ...copy(file), v: 2 }, 'NET-REPLAY-01');
  refused({ ...copy(file), extra: true }, 'NET-REPLAY-01');
  refused({ ...copy(file), log: new Array(MAX_REPLAY_ACTS + 1).fill(file.log[0]) }, 'NET-REPLAY-01');
  refused({ ...copy(file), content: 'f'.repeat(64) }, 'NET-REPLAY-02');
  refused({ ...copy(file), game: 'riposte' }, 'NET-REPLAY-02');
  const hostile = copy(file);
  (hostile.setup.settings as Record<string, unknown>)['struggle'] = '<img src=x onerror=alert(1)>';
  const r = openReplay(kult, hostile);
  assert.equal(r.ok, false);
  if (!r.ok) {
    assert.equal(r.failure.rule, 'NET-REPLAY-01');
    assert.match(r.failure.says, /setup\.settings/);
    assert.doesNotMatch(r.failure.says, /img/);
  }
  const longName = copy(file);
  (longName.setup.seats[0] as { id: string }).id = 'a'.repeat(200);
  refused(longName, 'NET-REPLAY-01');
});

/** A real friend match over the memory transport, played by bots from each table's own view to the end and both audits. */
async function friendMatch() {
  const [ta, tb] = memoryPair();
  const ends: Record<'host' | 'guest', MemoryTransport> = { host: ta, guest: tb };
  const settings = { game: { ruleset: 'FAQ' as const, struggle: 'continent' as const }, clockSeconds: 0 };
  const host = new FriendMatch({ game: GAME, role: 'host', room: 'kult-replayroom', name: 'Ann', settings, connect: (r) => ends[r], token: tokens('kult-replayroom:host') });
  const guest = new FriendMatch({ game: GAME, role: 'guest', room: 'kult-replayroom', name: 'Bob', settings, connect: (r) => ends[r], token: tokens('kult-replayroom:guest') });
  host.choose(STARTER_DECKS.archon.majors[0], STARTER_DECKS.archon.cards);
  guest.choose(STARTER_DECKS.angel.majors[0], STARTER_DECKS.angel.cards);
  let rng: RngState = seedRng(3);
  for (let i = 0; i < 40_000 && !(host.phase === 'audited' && guest.phase === 'audited'); i++) {
    for (const port of [host, guest]) {
      const s = port.snapshot;
      const v = s.view as GameState;
      if (port.phase !== 'playing' || v.ended || floorHolder(v) !== s.me || (v.pending !== null && v.pending.kind !== 'placeMarker')) continue;
      if (port.legalActions().length === 0) continue;
      let move: Action | null;
      [move, rng] = sensibleMove({ cards: GAME.cards }, v, s.me, rng);
      if (move) assert.ok(port.attempt(move).ok);
    }
    await sleep(0);
  }
  assert.equal(host.phase, 'audited');
  assert.equal(guest.phase, 'audited');
  return [host, guest] as const;
}

let friend: ReplayFile | null = null;
async function friendFile(): Promise<ReplayFile> {
  if (!friend) {
    const [host, guest] = await friendMatch();
    const a = host.replayFile();
    const b = guest.replayFile();
    assert.ok(a && b, 'both tables make a replay after the audit');
    // Both tables saw the same match: their files are the same file.
    assert.deepEqual(a, b);
    friend = a;
    host.dispose();
    guest.dispose();
  }
  return friend;
}

test('a real friend match (memory transport) round-trips through its replay file: the same file on both tables, every act re-judged with every card known, both audits fair', async () => {
  const file = await friendFile();
  const r = openReplay(GAME, replayText(file));
  assert.ok(r.ok, r.ok ? '' : `${r.failure.rule}: ${r.failure.says} at ${r.at}`);
  if (!r.ok) return;
  assert.equal(r.replay.kind, 'committed');
  assert.equal(r.replay.steps.length, file.log.length);
  assert.deepEqual(GAME.hidden(r.replay.start as GameState), [], 'every card known from the first state on');
  assert.ok(r.replay.steps.every((s) => GAME.hidden(s.after as GameState).length === 0));
  assert.ok(GAME.ended(last(r.replay.steps)), 'the replay reaches the end of the match');
  for (const rule of ['NET-AUDIT-01', 'NET-AUDIT-02', 'NET-AUDIT-03']) assert.ok(r.replay.checks.some((c) => c.rule === rule && c.ok), rule);
});

test('NET-REVEAL-01 NET-AUDIT-01 a friend replay with a tampered reveal (in an act or in an audit) or another deck list is refused with the failing rule', async () => {
  const file = await friendFile();
  const k = file.log.findIndex((r) => r.reveals.length > 0);
  assert.ok(k >= 0);
  const actReveal = copy(file);
  const rv = actReveal.log[k]!.reveals[0]!;
  rv.salt = rv.salt.replace(/^./, (c) => (c === '0' ? '1' : '0'));
  refused(actReveal, 'NET-REVEAL-01', k);
  // An audit reveal naming another card for a card never shown during play.
  const auditReveal = copy(file);
  const shown = new Set(file.log.flatMap((r) => r.reveals.map((x) => x.iid)));
  const claim = auditReveal.audit![0]!.reveals.find((x) => !shown.has(x.iid))!;
  claim.card = claim.card === 'usher' ? 'the-void' : 'usher';
  refused(auditReveal, 'NET-REVEAL-01');
  const list = copy(file);
  list.audit![1]!.list = [...list.audit![1]!.list.slice(1), list.audit![1]!.list[0]!].reverse().slice(0, -1);
  refused(list, 'NET-AUDIT-01');
  const noAudit = copy(file);
  delete noAudit.audit;
  refused(noAudit, 'NET-AUDIT-01');
});
