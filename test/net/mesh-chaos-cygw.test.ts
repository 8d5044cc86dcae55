/** Chaos with three tables of Cult: Choose Your God Wisely (the harness: test/support/mesh-chaos.ts; what a run checks: test/net/mesh-chaos.test.ts). */
import { test } from 'node:test';
import { chaos } from '../support/mesh-chaos.js';
import type { MeshSpec } from '../support/mesh-setup.js';
import { cygwCards } from '../../src/cygw/cards/card-set.js';
import { cygwGame } from '../../src/cygw/game.js';
import { CULT_IDS } from '../../src/cygw/cards/types.js';

/** Cult: Choose Your God Wisely, whose players bring no piles: each seat asks for a Cult. */
const CYGW_MESH: MeshSpec = {
  game: cygwGame(cygwCards()),
  settings: { sheets: 'chosen', communityDeclineGivesAlms: false },
  choose: (k, seed) => ({ choice: CULT_IDS[(seed + 3 * k) % CULT_IDS.length]!, list: [] }),
};

// A three-table game of Cult (some 500–700 acts, the shared decks' keys, shuffles and shares among them) takes some 5,000 steps.
test('NET-DESYNC-01 NET-DECK-07 chaos with three tables of Cult: its shared hidden decks dealt and played through dropped, delayed and repeated messages and reloaded pages; every run ends over, the same everywhere, and every audit fair, the decks proven (NET-DECK-04)', (t) => {
  // One reload at most: a reloaded table judges its whole log again, the deck steps' proofs included (seconds a time).
  chaos(t, CYGW_MESH, 3, 5_000, 1, 1);
});
