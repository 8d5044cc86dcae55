/**
 * M-TEAM-01 through the real session: four M.E.A.T. tables, each a real XState actor of the mesh
 * session (machines/session/mesh-session.machine.ts) over ordered in-memory channels. Each table
 * sends its team note to its teammate alone, never to the other team, and each table sees its
 * teammate's Destiny cards, proofs checked, while the other team's stay hidden.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { meatCards } from '../../src/meat/cards/card-set.js';
import { meatGame } from '../../src/meat/game.js';
import type { MeatState } from '../../src/meat/state.js';
import { deliverAll, meshTables, openAll, play } from '../support/mesh-actors.js';

const game = meatGame(meatCards());
const SETTINGS = { game: { vitality: null, cleaveIgnoresEmptyCentre: false, oneActionPerTeamTurn: false, telestarionResetEachRound: false }, clockSeconds: 0 };

test('M-TEAM-01 four tables in two teams: team notes go to teammates alone, and each table sees its teammate\'s hand and never the other team\'s', () => {
  const t = meshTables(4, 11, { game, settings: SETTINGS, choose: () => ({ choice: 'any', list: [] }) });
  const sends: { from: string; to: string; t: string }[] = [];
  for (const [seat, actor] of t.actors) actor.on('send', (e) => sends.push({ from: seat, to: e.to, t: e.message.t }));
  openAll(t);
  t.actors.get('p1')!.send({ type: 'START' });
  const ready = (x: typeof t) => [...x.actors.values()].every((a) => {
    const ls = a.getSnapshot().context.lockstep;
    return ls !== null && (ls.game as MeatState).step === 'place';
  });
  play(t, 5, ready, 2_000);
  assert.ok(ready(t), 'every table reached the first Tactics');
  const seats = t.roster.seats.map((s) => s.seat);
  const side = (seat: string) => ((t.actors.get(seat)!.getSnapshot().context.lockstep!.game as MeatState).players[seat]!.side);
  deliverAll(t);
  // Every team note went to one seat, the sender's teammate: never to all, never to the other team.
  const notes = sends.filter((x) => x.t === 'team');
  assert.ok(notes.length >= 4, `${notes.length} team notes`);
  for (const n of notes) {
    assert.notEqual(n.to, 'all');
    assert.equal(side(n.to), side(n.from), `${n.from}'s team note went to ${n.to}`);
  }
  for (const seat of seats) {
    const ctx = t.actors.get(seat)!.getSnapshot().context;
    const shared = ctx.lockstep!.game as MeatState;
    const view = game.withSecrets(shared, seat, ctx.lockstep!.mine) as MeatState;
    let mates = 0;
    for (const other of seats.filter((o) => o !== seat)) {
      for (const iid of shared.players[other]!.hand.filter((x) => x.startsWith('D'))) {
        if (side(other) === side(seat)) {
          const holder = t.actors.get(other)!.getSnapshot().context.lockstep!;
          const theirs = game.withSecrets(holder.game as MeatState, other, holder.mine) as MeatState;
          assert.equal(view.ident[iid], theirs.ident[iid], `${seat} sees its teammate ${other}'s ${iid} as ${other} does`);
          assert.notEqual(view.ident[iid], null);
          mates++;
        } else assert.equal(view.ident[iid], null, `${seat} sees ${other}'s ${iid}`);
      }
    }
    assert.ok(mates >= 3, `${seat} saw ${mates} of its teammate's cards`);
  }
});
