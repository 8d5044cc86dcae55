/** Chaos with four tables of M.E.A.T. The Cult in two teams, team notes included (the harness: test/support/mesh-chaos.ts; what a run checks: test/net/mesh-chaos.test.ts). */
import { test } from 'node:test';
import { chaos } from '../support/mesh-chaos.js';
import type { MeshSpec } from '../support/mesh-setup.js';
import { meatCards } from '../../src/meat/cards/card-set.js';
import { meatGame } from '../../src/meat/game.js';

/** M.E.A.T. The Cult in two teams, at a low starting vitality every player agreed to (M-TEAM-03), so a game ends in its first round or two. */
const MEAT_MESH: MeshSpec = {
  game: meatGame(meatCards()),
  settings: { vitality: 3, cleaveIgnoresEmptyCentre: false, oneActionPerTeamTurn: false, telestarionResetEachRound: false },
  choose: () => ({ choice: 'any', list: [] }),
};

// A four-table game of M.E.A.T. at vitality 3 (the Destiny deck dealt, every roll and pool from four chains, sealed Tactics opened) takes some 1,000–2,000 steps.
test('NET-DESYNC-01 NET-RANDOM-01 M-TACTIC-05 M-TEAM-01 chaos with four tables of M.E.A.T. in two teams: decks dealt, rolls drawn, Tactics sealed and opened, and team notes sent to teammates alone, through dropped, delayed and repeated messages and a reloaded page; every run ends over, the same everywhere, every audit fair, each table seeing its teammates\' hands and never the other team\'s', (t) => {
  chaos(t, MEAT_MESH, 4, 1_200, 1, 1);
});
