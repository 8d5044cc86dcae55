/// <reference types="mocha" />
// Issue 13, a friend match says what happened: the honest <kult-app> hosts a real friend match
// (PeerServer, PeerJS, WebRTC: run under scripts/in-netns.sh, as `npm run test:browser` does)
// against a friend's table that plays honestly (test/support/cheater-kit.ts, cheating nowhere)
// and discards a card face down whenever it can. Each table recaps every act from its own
// states (never from the friend's words): the honest log says what the acts did (the cards
// drawn), and none of the friend's cards that never showed face up is named anywhere on the
// table: not in the log, the banner, the live region or the judge's caption.
import { expect } from '@esm-bundle/chai';
import type { Action, CardId, GameState } from '../../src/kult/index.js';
import { seedRng } from '../../src/engine/rng.js';
import { shadow } from '../support/fixture.js';
import '../../components/kult-table/kult-table.js';
import { cheaterWith, composedText, honestTables, inPlay, playBoth, settledPage, starterDecks } from '../support/honest-page.js';

describe('a friend match says what happened, naming none of the friend\'s hidden cards (issue 13)', function () {
  this.timeout(90_000);
  const open = honestTables();

  it('the honest table recaps each act from its own states: what was drawn, and no name of a friend\'s card it never saw', async () => {
    const t = await open(cheaterWith());
    await inPlay(t);
    const game = () => t.port.session.lockstep!.game as GameState;
    const discards = (a: Action) => a.type === 'discard' && a.card !== null;
    await playBoth(t, { rng: seedRng(13), ms: 60_000, prefer: discards, until: () => game().turn >= 5 || game().ended !== null });
    await settledPage(t.app);

    // Every entry carries this table's recap of its act.
    const log = t.port.snapshot.log;
    expect(log.length).to.be.greaterThan(40);
    expect(log.every((e) => e.recap !== undefined)).to.equal(true);

    const table = shadow(t.app).querySelector('kult-table')!;
    const logText = composedText(shadow(table).querySelector('kult-log')!);
    // The outcomes are there: the friend's draws counted, this table's own named.
    expect(logText).to.match(/Golab draws (a card|\d+ cards)/);
    expect(logText).to.match(/You draw [A-Z]/);
    expect(logText).to.contain('Golab discards a card face down');

    // The friend's deck minus every card this table's deck also holds; of those, the ones this
    // table never saw face up (their identity is unknown in its shared state, hands and discards
    // of the friend included).
    const { other, same } = starterDecks(t.major);
    const mineToo = new Set<CardId>(same.cards);
    const seen = new Set(Object.entries(game().cards).filter(([, c]) => c.owner === 'guest' && c.card).map(([, c]) => c.card!));
    const unseen = [...new Set(other.cards)].filter((c) => !mineToo.has(c) && !seen.has(c));
    expect(unseen.length, 'the friend kept some of its own cards hidden').to.be.greaterThan(0);
    const cards = t.port.game.cards.cards;
    // What the table says of acts: the log, the banner, the live region and the judge's caption
    // (card faces are not searched: a Major Arcanum's own text may mention any card).
    const root = shadow(table);
    const said = [root.querySelector('kult-log'), root.querySelector('.outcome-banner'), root.querySelector('.sr[aria-live]'), root.querySelector('.judge-slot .caption')]
      .map((el) => (el ? composedText(el) : ''))
      .join('\n');
    expect(said).to.contain('Golab');
    for (const id of unseen) expect(said, `${id} is named on the honest table`).to.not.contain(cards.get(id)!.name);
  });
});
