/**
 * Issue 13's complaints about the practice bot, as tables where the harmful move is legal and
 * tempting, played through a whole turn by each level: neither may ever take it.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BOT_LEVELS, botFor } from '../../src/kult/bots/index.js';
import { seedRng } from '../../src/engine/rng.js';
import { place, player, setHub, toStep } from '../support/scenario.js';
import { table } from '../support/table-kit.js';
import { playTurn } from './play-kit.js';

const SEEDS = [1, 2, 3, 4, 5, 6];

for (const level of BOT_LEVELS) {
  describe(`the ${level} bot never harms its own side`, () => {
    it(`K-ATTACK-03 the ${level} bot never attacks its own Beings, even when that is the only attack it would win`, () => {
      const t = table({ major: 'kether', rest: ['usher', 'priest'] }, { major: 'golab', rest: ['nepharite'] });
      let s = place(t.state, 'a', 'usher', 'C1').state;
      s = place(s, 'a', 'priest', 'C3').state;
      s = toStep(t.ctx, place(s, 'b', 'nepharite', 'C1').state, 'attack');
      for (const seed of SEEDS) {
        const { harms } = playTurn(t.ctx, s, 'a', botFor(level), seedRng(seed));
        assert.deepEqual(harms.map((h) => h.says), [], `seed ${seed}`);
      }
    });

    it(`the ${level} bot never plays Tomb Bondage on its own Nachtkinder or Pawns, nor harms them otherwise, through a whole turn`, () => {
      const t = table({ major: 'golab', hand: ['tomb-bondage', 'tomb-bondage'], rest: ['nachtkinder'] }, { major: 'malkuth' });
      const s = toStep(t.ctx, place(t.state, 'a', 'nachtkinder', 'C1').state, 'deeds');
      for (const seed of SEEDS) {
        const { harms, state } = playTurn(t.ctx, s, 'a', botFor(level), seedRng(seed));
        assert.deepEqual(harms.map((h) => h.says), [], `seed ${seed}`);
        assert.ok(player(state, 'a').cross.stations.C1, `seed ${seed}: the Nachtkinder is still in play`);
      }
    });

    it(`the ${level} bot never moves a marker out of its own Hub`, () => {
      const t = table({ major: 'kether', hand: ['faith-shortcut'], rest: ['o-luong'] }, { major: 'golab' });
      const s = toStep(t.ctx, setHub(place(t.state, 'a', 'o-luong', 'N').state, 'a', 3), 'deeds');
      for (const seed of SEEDS) {
        const { harms, state } = playTurn(t.ctx, s, 'a', botFor(level), seedRng(seed));
        assert.deepEqual(harms.map((h) => h.says), [], `seed ${seed}`);
        assert.equal(player(state, 'a').cross.hubMarkers, 3, `seed ${seed}: the Hub keeps its markers`);
      }
    });
  });
}
