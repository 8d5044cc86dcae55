/**
 * K-STATION: Station indicators (catalog § 5) for Proclaims, Influence
 * targets, Spells, and Commandments (which ignore them).
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { STATIONS } from '../../src/kult/index.js';
import { closeWindow, ok, place, player, refused, toStep } from '../support/scenario.js';
import { checkFor, handCard, judged, two } from '../support/turn-kit.js';

describe('K-STATION Station indicators', () => {
  test('K-STATION-01 a card highlighted for N, S, Second and Third goes only there (Grey-Suited Clerk)', () => {
    const { ctx, state } = two({ major: 'kether', hand: ['grey-suited-clerk'] }, { major: 'golab' });
    const s = toStep(ctx, state, 'deeds');
    const clerk = handCard(s, 'a', 'grey-suited-clerk');
    for (const station of STATIONS) {
      const action = { type: 'proclaim', player: 'a', card: clerk, cross: 'a', station } as const;
      if (['N', 'S', 'C2', 'C3'].includes(station)) {
        const next = ok(ctx, s, action);
        assert.equal(player(next, 'a').cross.stations[station]!.base, clerk);
      } else {
        const j = refused(ctx, s, action, 'K-DEED-PROCLAIM-04');
        assert.equal(checkFor(j, 'K-DEED-PROCLAIM-04').says, `Grey-Suited Clerk's ${station} indicator is not highlighted (it shows N, S, C2, C3)`);
      }
    }
  });

  test('K-STATION-03 Unholy Hunger cannot be attached to a Being standing on a Station its indicators exclude', () => {
    const { ctx, state } = two({ major: 'golab', hand: ['unholy-hunger'] }, { major: 'malkuth', rest: ['priest', 'priest'] });
    const onNorth = place(state, 'b', 'priest', 'N');
    const inCast = place(onNorth.state, 'b', 'priest', 'C1');
    const s = toStep(ctx, inCast.state, 'deeds');
    const uh = handCard(s, 'a', 'unholy-hunger');
    const j = refused(ctx, s, { type: 'influence', player: 'a', card: uh, target: { card: onNorth.iid } }, 'K-STATION-03');
    assert.equal(checkFor(j, 'K-STATION-03').says, 'Priest stands on N, which Unholy Hunger\'s indicators exclude (C1, C2, C3, C4)');
    const next = ok(ctx, s, { type: 'influence', player: 'a', card: uh, target: { card: inCast.iid } });
    assert.deepEqual(player(next, 'b').cross.stations.C1!.attachments.map((x) => x.iid), [uh]);
  });

  test('K-STATION-03 a one-use Influence card (Tomb Bondage, Cast only) cannot reach a Pawn standing on the Stage', () => {
    const { ctx, state } = two({ major: 'golab', hand: ['tomb-bondage'] }, { major: 'malkuth', rest: ['priest', 'priest'] });
    const onSouth = place(state, 'b', 'priest', 'S');
    const inCast = place(onSouth.state, 'b', 'priest', 'C3');
    const s = toStep(ctx, inCast.state, 'deeds');
    const tb = handCard(s, 'a', 'tomb-bondage');
    const j = refused(ctx, s, { type: 'influence', player: 'a', card: tb, target: { card: onSouth.iid } }, 'K-STATION-03');
    assert.equal(checkFor(j, 'K-STATION-03').says, 'Priest stands on S, which Tomb Bondage\'s indicators exclude (C1, C2, C3, C4)');
    // Its discard is held until the Influence's window closes unchanged.
    const next = closeWindow(ctx, ok(ctx, s, { type: 'influence', player: 'a', card: tb, target: { card: inCast.iid } }));
    assert.equal(player(next, 'b').cross.stations.C3, undefined);
    assert.ok(player(next, 'b').cross.stations.S);
  });

  test('K-STATION-04 a Spell highlighted only for Cast Stations cannot be cast on a Stage card (house default Q-12: the target\'s Station)', () => {
    const { ctx, state } = two({ major: 'kether', hand: ['dreamwalk'], rest: ['sleepwalker-seer', 'priest'] }, { major: 'golab', rest: ['priest'] });
    let s = place(state, 'a', 'sleepwalker-seer', 'C1').state;
    const stage = place(s, 'a', 'priest', 'N');
    const foe = place(stage.state, 'b', 'priest', 'C1');
    s = toStep(ctx, foe.state, 'attack');
    const seer = player(s, 'a').cross.stations.C1!.base;
    s = ok(ctx, s, { type: 'attack', player: 'a', attacker: seer, target: foe.iid });
    assert.equal(s.window?.kind, 'combat');
    const dw = handCard(s, 'a', 'dreamwalk');
    const j = refused(ctx, s, { type: 'spell', player: 'a', card: dw, caster: seer, target: { card: stage.iid } }, 'Q-12');
    const q12 = checkFor(j, 'Q-12');
    assert.equal(q12.houseDefault, true);
    assert.equal(q12.says, 'the target stands on N; Dreamwalk may be cast only on C1, C2, C3, C4');
    const onCast = judged(ctx, s, { type: 'spell', player: 'a', card: dw, caster: seer, target: { card: seer } });
    assert.ok(onCast.ok);
    assert.ok(checkFor(onCast, 'Q-12').ok);
  });

  test('K-STATION-06 a Commandment ignores Station indicators: Cleansing discards a Being on the Stage', () => {
    const { ctx, state } = two({ major: 'kether', hand: ['cleansing'] }, { major: 'golab', rest: ['priest'] });
    const onNorth = place(state, 'b', 'priest', 'N');
    let s = toStep(ctx, onNorth.state, 'deeds');
    const j = judged(ctx, s, { type: 'commandment', player: 'a', card: handCard(s, 'a', 'cleansing'), target: { card: onNorth.iid } });
    assert.ok(j.ok);
    assert.ok(!j.checks.some((c) => c.rule.startsWith('K-STATION') || c.rule === 'K-DEED-PROCLAIM-04' || c.rule === 'Q-12'));
    s = ok(ctx, s, { type: 'commandment', player: 'a', card: handCard(s, 'a', 'cleansing'), target: { card: onNorth.iid } });
    assert.equal(player(s, 'b').cross.stations.N, undefined);
  });
});
