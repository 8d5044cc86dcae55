/**
 * `npm run bench`: the shared hidden deck (src/engine/hidden). Prints `BENCH` lines:
 *   hidden_shuffle_33x5_ms  five seats each shuffle a 33-card deck, and the judge checks each (NET-DECK-03)
 *   hidden_draw_ms          one secret draw at five seats, as the drawer waits for it: one share made
 *                           (the four other seats make theirs at once, each on its own machine), then
 *                           the drawer's table checks the four (NET-DECK-06) and opens the card
 *   hidden_draw_all_ms      the same draw with every seat's work done one after the other on one thread
 *   hidden_share_ms         one share made with its proof
 *   hidden_audit_ms         the audit of a 33-card, five-seat deck after every card was drawn
 * Best of a few runs after a warm-up (crypto, so few). test/browser/hidden-deck.bench.ts runs the
 * same in Chromium and prints each name with `_chromium` before its unit's suffix.
 */
import { openCard, sharesOwed, stepDeck, type HiddenDeckState } from '../src/engine/hidden/index.js';
import { auditDeck } from '../src/engine/hidden/audit.js';
import { apply, setUp, settle, table } from '../test/engine/hidden/table.js';

function best(runs: number, fn: (i: number) => void): number {
  fn(-1);
  let min = Infinity;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn(i);
    min = Math.min(min, performance.now() - t);
  }
  return min;
}

export function benchHiddenDeck(): Record<string, number> {
  const t = table(5, 33, 'bench');
  let state!: HiddenDeckState;
  const shuffle = best(5, (i) => {
    state = setUp(t, `bench/${i}`);
  });
  const draws: HiddenDeckState[] = [];
  let s = state;
  for (let k = 0; k < 8; k++) draws.push((s = settle(t, apply(s, { kind: 'draw', by: 'a', from: 'top' }))));
  // A draw by b from each prepared state: the other seats' shares, then b's table judges and opens them.
  const drawn = draws.map((from) => apply(from, { kind: 'draw', by: 'b', from: 'top' }));
  const made = drawn.map((d) => t.seats.filter((x) => x !== 'b').map((x) => sharesOwed(d, x, t.seeds[x]!)[0]!));
  let k = 0;
  const share = best(6, () => sharesOwed(drawn[k++ % drawn.length]!, 'c', t.seeds.c!));
  const judgeAndOpen = best(6, () => {
    const i = k++ % drawn.length;
    let d = drawn[i]!;
    for (const e of made[i]!) d = stepDeck(d, e).state;
    if (typeof openCard(d, 'b', t.seeds.b!, draws[i]!.deck[0]!) !== 'number') throw new Error('bench: the draw did not open');
  });
  // The drawer's wait: the four shares are made at once on four machines, then its table's work.
  const draw = share + judgeAndOpen;
  const all = 4 * share + judgeAndOpen;
  let full = state;
  while (full.deck.length > 0) full = settle(t, apply(full, { kind: 'draw', by: t.seats[full.deck.length % 5]!, from: 'top' }));
  const audit = best(2, () => {
    if (!auditDeck(full.setup, full.log, t.seeds).ok) throw new Error('bench: honest audit failed');
  });
  return { hidden_shuffle_33x5_ms: shuffle, hidden_draw_ms: draw, hidden_draw_all_ms: all, hidden_share_ms: share, hidden_audit_ms: audit };
}

// Run directly by node (`npm run bench`); the Chromium bench imports benchHiddenDeck instead.
if (typeof process !== 'undefined' && import.meta.url === `file://${process.argv[1]}`) {
  for (const [name, ms] of Object.entries(benchHiddenDeck())) console.log(`BENCH ${name} ${ms.toFixed(1)} ms`);
}
