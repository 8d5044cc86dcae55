/**
 * Conformance, secrecy: for every registered Game, no hidden identity leaks into another seat's
 * view (a game played with every card known, compared with the same game played as the network
 * plays it, with commitments), nor into any message the lockstep sends but the reveals of the act.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { canonicalJson } from '../../src/engine/canonical.js';
import type { Secrets } from '../../src/engine/game.js';
import { GAMES } from './games.js';
import { knownStart, once, playNetwork, seedsFor, type Sent } from './tables.js';

/** How often each card id appears as a JSON string in `value`. */
function cardCounts(value: unknown, cards: ReadonlySet<string>): Map<string, number> {
  const counts = new Map<string, number>();
  const walk = (x: unknown): void => {
    if (typeof x === 'string') {
      if (cards.has(x)) counts.set(x, (counts.get(x) ?? 0) + 1);
    } else if (x !== null && typeof x === 'object') for (const inner of Object.values(x)) walk(inner);
  };
  walk(value);
  return counts;
}

for (const g of GAMES.filter((x) => x.network !== false)) {
  describe(`conformance: ${g.name}`, () => {
    for (const seats of g.seatCounts) {
      test(`${g.name} (${seats} seats): no seat's view of a game played with known cards shows a card its table would not know over the network`, () => {
        for (const seed of seedsFor(g).slice(0, 4)) {
          const net = once(`net:${g.name}:${seats}:${seed}`, () => playNetwork(g, seats, seed));
          const log = net.tables[0]!.log;
          const mine = Object.fromEntries(net.tables.map((t) => [t.me, t.mine])) as Record<string, Secrets>;
          const catalog = new Set(Object.values(mine).flatMap((m) => Object.values(m).map((s) => s.card)));
          let known = knownStart(g, seats, seed);
          let shared = net.start;
          let compared = 0;
          for (const rec of [...log, null]) {
            for (const viewer of Object.keys(mine)) {
              const theirs = g.game.view(known, viewer);
              const network = g.game.view(g.game.withSecrets(shared, viewer, mine[viewer]!), viewer);
              const shown = new Set(g.game.hidden(theirs).map((h) => h.iid));
              for (const h of g.game.hidden(network)) {
                assert.ok(shown.has(h.iid), `seed ${seed} act ${compared}: ${viewer}'s view shows ${h.iid} (${h.owner}'s), which its table would not know`);
              }
              const have = cardCounts(theirs, catalog);
              const may = cardCounts(network, catalog);
              for (const [card, n] of have) assert.ok(n <= (may.get(card) ?? 0), `seed ${seed} act ${compared}: ${viewer}'s view names ${card} ${n} times, its table over the network ${may.get(card) ?? 0}`);
            }
            if (!rec) break;
            // The two games part where the network plays what a one-page game draws by itself (a chain link, a re-committed pile).
            if (!g.game.judge(known, rec.event).ok) break;
            known = g.game.apply(known, rec.event);
            const opened = g.game.reveal(shared, rec.reveals);
            assert.ok(opened.ok);
            shared = g.game.apply(opened.state, rec.event);
            compared++;
          }
          assert.ok(compared >= Math.min(20, log.length), `compared ${compared} of ${log.length} acts`);
        }
      });

      test(`${g.name} (${seats} seats): no message the lockstep sends carries a hidden card's identity or salt, but the reveals of the act that plays it`, () => {
        for (const seed of seedsFor(g).slice(0, 4)) {
          const sent: Sent[] = [];
          playNetwork(g, seats, seed, (s) => sent.push(s));
          assert.ok(sent.length > 10);
          let revealsSeen = 0;
          for (const s of sent) {
            const shown = new Set((s.message.t === 'env' ? s.message.reveals ?? [] : []).map((r) => r.iid));
            revealsSeen += shown.size;
            const still = Object.entries(s.mine).filter(([iid]) => !shown.has(iid) && s.hiddenBefore.has(iid));
            const text = canonicalJson(s.message.t === 'env' ? { ...s.message, reveals: undefined } : s.message);
            for (const [iid, secret] of still) assert.ok(!text.includes(secret.salt), `${s.from}'s ${s.message.t} carries the salt of hidden ${iid}`);
            if (s.message.t === 'env') {
              // The act's kind is a word of the game (Riposte's `parry` act), not a card.
              const { type: _kind, ...fields } = s.message.event;
              const names = cardCounts(fields, new Set(still.map(([, secret]) => secret.card)));
              assert.equal(names.size, 0, `${s.from}'s act names a hidden card of its own: ${[...names.keys()]}`);
            }
          }
          assert.ok(revealsSeen > 0, 'some acts revealed cards');
        }
      });
    }
  });
}
