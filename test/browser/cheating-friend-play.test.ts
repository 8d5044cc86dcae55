/// <reference types="mocha" />
// Issue 11: a friend who cheats in play, against the honest app page. The honest <kult-app>
// hosts a friend match through the real PeerServer and PeerJS (WebRTC in one page: run under
// scripts/in-netns.sh, as `npm run test:browser` does); the cheating friend is a real session
// actor that joins the room from the lobby's link and deviates where told (test/support/
// cheater-kit.ts). Both tables are played by the sensible bot until the cheat stops the match;
// what is judged is what the honest player sees: the stop banner and the result screen name the
// violation with its rule ID in this table's words, never the friend's, and "Fair play verified"
// is nowhere on the page.
import { expect } from '@esm-bundle/chai';
import type { Action, CardId } from '../../src/kult/index.js';
import { seedRng } from '../../src/engine/rng.js';
import { waitUntil } from '../support/fixture.js';
import '../../components/kult-table/kult-table.js';
import { cheaterWith, expectStopped, FRIEND_WORDS, inPlay, honestTables, playBoth, stopped, type HonestTable } from '../support/honest-page.js';

describe('a friend who cheats in play: the honest page stops and names it (issue 11)', function () {
  this.timeout(30_000);
  const open = honestTables();

  it('NET-DISPUTE-01 a forged refusal of a legal act mid-game stops the match as a dispute, the friend\'s words left out', async () => {
    const t = await open(cheaterWith());
    await inPlay(t);
    await playBoth(t, { rng: seedRng(1), ms: 15_000, until: () => t.port.snapshot.log.length >= 30 });
    let refused: number | null = null;
    t.cheater.hear = (data) => {
      const m = data as { t?: string; seq?: number };
      if (refused !== null || m.t !== 'env') return true;
      // The honest act never reaches the cheater's session: it is refused instead, in the friend's words.
      refused = m.seq!;
      t.cheater.inject({ t: 'reject', seq: m.seq, checks: [{ rule: 'K-SWAY-01', ok: false, says: FRIEND_WORDS }] });
      return false;
    };
    await playBoth(t, { rng: seedRng(2), ms: 15_000, until: stopped(t) });
    expect(t.port.snapshot.stop).to.include({ code: 'refused-legal-act', rule: 'NET-DISPUTE-01', seq: refused });
    await expectStopped(t, 'NET-DISPUTE-01', /refused act #\d+, which the rules allow/);
  });

  it('NET-DESYNC-01 an acknowledgement with a forged state fingerprint stops the match', async () => {
    const t = await open(cheaterWith());
    await inPlay(t);
    await playBoth(t, { rng: seedRng(3), ms: 15_000, until: () => t.port.snapshot.log.length >= 30 });
    let forged: number | null = null;
    t.cheater.rewrite = (m) => {
      if (forged !== null || m.t !== 'ack') return [m];
      forged = m.seq;
      return [{ ...m, hash: m.hash === 'f'.repeat(32) ? 'e'.repeat(32) : 'f'.repeat(32) }];
    };
    await playBoth(t, { rng: seedRng(4), ms: 15_000, until: stopped(t) });
    expect(t.port.snapshot.stop).to.include({ code: 'forged-ack', rule: 'NET-DESYNC-01', seq: forged });
    await expectStopped(t, 'NET-DESYNC-01', /acknowledged act #\d+ with a state fingerprint/);
  });

  it('NET-FLOOD-01 fifty refused messages stop the match at the limit', async () => {
    const t = await open(cheaterWith());
    await inPlay(t);
    await playBoth(t, { rng: seedRng(5), ms: 15_000, until: () => t.port.snapshot.log.length >= 10 });
    // Refusals of the flood must not trouble the cheater's own session.
    t.cheater.hear = (data) => (data as { t?: string }).t !== 'reject';
    const seq = t.port.snapshot.log.length;
    for (let i = 0; i < 50; i++) {
      // Malformed, or well formed but for the honest table's own seat.
      t.cheater.inject(i % 2 ? { t: 'env', seq: FRIEND_WORDS } : { ...t.cheater.envelope({ type: 'pass', player: 'host' }), from: 'host', seq });
    }
    await waitUntil(stopped(t), 'the flood stops the match', 10_000);
    expect(t.port.snapshot.stop).to.include({ code: 'flood', rule: 'NET-FLOOD-01' });
    expect(t.port.snapshot.offences).to.equal(21);
    await expectStopped(t, 'NET-FLOOD-01', /kept sending refused or malformed messages/);
  });

  it('K-DECK-03 a card whose commitment opens as a Major Arcanum stops the match the moment it is revealed', async () => {
    // The cheater's deck hides a Major Arcanum (committed like any card; only its count is judged at setup).
    let hidden: CardId | null = null;
    const t = (await open(
      cheaterWith((deck) => {
        // Its starter deck's other Major, in place of the first card.
        hidden = deck.majors[1];
        return [hidden, ...deck.cards.slice(1)];
      }),
    ));
    await inPlay(t);
    let shown: number | null = null;
    await playBoth(t, {
      rng: seedRng(6),
      ms: 15_000,
      until: stopped(t),
      cheat: () => {
        if (shown !== null || !t.cheater.holdsFloor() || t.cheater.lockstep!.log.length < 10) return false;
        const major = t.cheater.instancesOf(hidden!)[0]!;
        const env = t.cheater.envelope({ type: 'influence', player: t.cheater.me, card: major.iid }, [major]);
        shown = env.seq;
        t.cheater.inject(env);
        return true;
      },
    });
    expect(t.port.snapshot.stop).to.include({ code: 'illegal-deck', rule: 'K-DECK-03', seq: shown });
    await expectStopped(t, 'K-DECK-03', /deck breaks the deck rules/);
  });

  it('K-DECK-02 a fourth copy played stops the match as it is shown, not before', async () => {
    // A deck of 40 Prostitutes (more than three, so that four show within a few turns), committed
    // before play: the friend plays them as they come, and the honest table stops at the fourth.
    const copy: CardId = 'prostitute';
    const t = await open(cheaterWith((deck) => [...Array<CardId>(40).fill(copy), ...deck.cards.filter((c) => c !== copy)].slice(0, deck.cards.length)));
    await inPlay(t);
    const playsCopy = (a: Action): boolean => 'card' in a && typeof a.card === 'string' && t.cheater.cardOf(a.card) === copy;
    await playBoth(t, { rng: seedRng(7), ms: 15_000, until: stopped(t), prefer: playsCopy });
    const stop = t.port.snapshot.stop!;
    expect(stop).to.include({ code: 'illegal-deck', rule: 'K-DECK-02' });
    // Three copies were shown and played; the act showing the fourth is the one that stopped it.
    const shown = t.port.session.lockstep!.log.flatMap((r) => (r.from === 'guest' ? r.reveals.filter((x) => x.card === copy) : []));
    expect(shown, 'three copies shown before').to.have.length(3);
    expect(stop.seq).to.equal(t.port.snapshot.log.length);
    expect(stop.envelope?.reveals?.map((r) => r.card)).to.deep.equal([copy]);
    await expectStopped(t, 'K-DECK-02', /deck breaks the deck rules/);
  });
});
