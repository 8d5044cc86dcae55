/// <reference types="mocha" />
// Issue 11: a friend who cheats in the setup, against the honest app page (a <kult-app> hosting
// through the real PeerServer and PeerJS; the friend a real session actor with tampering hooks,
// test/support/cheater-kit.ts). Same Major Arcanum (K-SETUP-03): it hands over a deck list it
// did not commit to, or one it committed to that breaks the deck rules; or it commits to a deck
// of 1 or 500 cards. The honest lobby stops before play and says what the friend's table did,
// with the rule, in this table's words; play never starts and nothing says "Fair play verified".
import { expect } from '@esm-bundle/chai';
import type { CardId } from '../../src/kult/index.js';
import { Cheater, deckOfSize } from '../support/cheater-kit.js';
import { shadow, waitUntil } from '../support/fixture.js';
import { cheaterWith, expectNamed, lobbyError, honestTables, starterDecks, type HonestTable, type MakeCheater } from '../support/honest-page.js';
import '../../components/kult-table/kult-table.js';

/** A cheater that reveals the honest page's own Major (a same-Major exchange follows), committed to `list`. */
function sameMajor(list: (legal: readonly CardId[]) => readonly CardId[]): MakeCheater {
  return (transport, honestMajor) => new Cheater({ role: 'guest', transport, major: honestMajor, list: list(starterDecks(honestMajor).same.cards) });
}

const TITLES = {
  'bad-commitment': 'Your friend’s table handed over something else than what it committed to.',
  'illegal-deck': 'Your friend’s deck breaks the deck rules.',
} as const;

/**
 * The setup failed on the honest page: the lobby says what the friend's table did (not that
 * "something went wrong", as if trying again with it could help) and the rule; play never started.
 */
async function failedSetup(t: HonestTable, rule: string, code: keyof typeof TITLES): Promise<string> {
  const words = await lobbyError(t.app);
  expectNamed(t, words, rule, 'the lobby');
  expect(words).to.contain(TITLES[code]);
  expect(words).to.not.contain('Something went wrong');
  expect(t.app.screen).to.equal('lobby');
  expect(t.port.session.lockstep, 'no play began').to.equal(null);
  return words;
}

/** The room the honest lobby's link names now. */
function roomOf(t: HonestTable): string {
  const link = shadow(shadow(t.app).querySelector('kult-lobby')!).querySelector<HTMLInputElement>('input.link')?.value;
  return link ? (new URL(link).searchParams.get('room') ?? '') : '';
}

describe('a friend who cheats in the setup: the honest lobby stops and names it (issue 11)', function () {
  this.timeout(20_000);
  const open = honestTables();

  it('NET-COMMIT-03 same Major: a deck list handed over that is not the one committed before the reveal', async () => {
    const t = await open(sameMajor((legal) => legal));
    t.cheater.rewrite = (m) => (m.t === 'swap' ? [{ ...m, list: ['priest'] }] : [m]);
    const words = await failedSetup(t, 'NET-COMMIT-03', 'bad-commitment');
    expect(words).to.contain('is not the one it committed to before the choices were revealed');
    // Try again hosts a new room: the friend's table that broke the setup does not get the same one back.
    const room = roomOf(t);
    shadow(shadow(t.app).querySelector('kult-lobby')!).querySelector<HTMLButtonElement>('.error button.retry')!.click();
    await waitUntil(() => t.app.match !== null && t.app.match !== t.port && !!roomOf(t), 'a new match starts');
    expect(roomOf(t)).to.not.equal(room);
  });

  it('K-DECK-03 same Major: a deck list handed over as committed, but illegal (57 Priests and a Major Arcanum)', async () => {
    const t = await open(sameMajor(() => ['tiphareth', ...Array<CardId>(57).fill('priest')]));
    const words = await failedSetup(t, 'K-DECK-03', 'illegal-deck');
    expect(words).to.contain("the deck your friend's table handed over is not legal: Major Arcana may not be in the deck: Tiphareth (K-DECK-03)");
  });

  it('K-DECK-01 a friend who commits to a deck of one card', async () => {
    const t = await open(cheaterWith(() => ['priest']));
    const words = await failedSetup(t, 'K-DECK-01', 'illegal-deck');
    expect(words).to.contain('a deck of 1 cards');
  });

  it('K-DECK-02 a friend who commits to a deck of 500 cards', async () => {
    const t = await open(cheaterWith((deck) => deckOfSize(deck.cards, 500)));
    const words = await failedSetup(t, 'K-DECK-02', 'illegal-deck');
    expect(words).to.contain('a deck of 500 cards');
  });
});
