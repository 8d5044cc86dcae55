/// <reference types="mocha" />
// <kult-log> knows no game: it shows a Riposte match (the test game, test/support/games/riposte)
// played by LocalMatch against Riposte's bot, in the words of Riposte's GameUI (test support). Steps,
// acts, filters, announcements and the judge's rule IDs all come from the game and its GameUI.
import { expect } from '@esm-bundle/chai';
import { html } from 'lit';
import { LocalMatch } from '../../src/app/local-match.js';
import type { LogEntry } from '../../src/app/match-port.js';
import { riposteGame } from '../../test/support/games/riposte/game.js';
import { riposteUI } from '../../test/support/games/riposte/ui.js';
import { cleanup, fixture, settled, shadow, text, waitUntil } from '../../test/support/fixture.js';
import type { KultJudge } from '../kult-judge/kult-judge.js';
import './kult-log.js';
import type { KultLog } from './kult-log.js';

/** a (sun) plays Sun 3, b's bot (moon, no parry in hand) passes and plays Moon 3, a passes by itself. */
async function played(): Promise<LocalMatch<typeof riposteGame>> {
  const started = riposteGame.start({
    seats: [
      { id: 'a', choice: 'sun', cards: ['sun-3', 'moon-1', 'star-2', 'sun-1', 'moon-2', 'star-3'] },
      { id: 'b', choice: 'moon', cards: ['moon-3', 'sun-2', 'star-1', 'parry', 'sun-1', 'moon-1'] },
    ],
    seed: 7,
    settings: { target: 12 },
  });
  if (!started.ok) throw new Error('Riposte did not start');
  const match = new LocalMatch({ game: riposteGame, start: started.state, me: 'a', bot: 'b', botSeed: 1, botDelayMs: 0 });
  expect(match.attempt({ type: 'play', player: 'a', card: 'a@0' }).ok).to.equal(true);
  await waitUntil(() => match.snapshot.log.length === 4, 'the bot and auto-pass played');
  return match;
}

async function logOf(match: LocalMatch<typeof riposteGame>, log: readonly LogEntry[] = match.snapshot.log) {
  const s = match.snapshot;
  return fixture<KultLog>(html`<kult-log .log=${log} .view=${s.view} .me=${s.me} .ui=${riposteUI} .wordsUrl=${riposteGame.rules.wordsUrl()}></kult-log>`);
}

const lines = (el: KultLog) => [...shadow(el).querySelectorAll('li[part="entry"] > details > summary')].map((s) => text(s));

describe('<kult-log> for another game', () => {
  afterEach(cleanup);

  it("shows a Riposte log in its GameUI's words: steps, acts, the step filter and the judge's T- rules", async () => {
    const match = await played();
    const el = await logOf(match);
    expect(lines(el)).to.deep.equal([
      'Turn 1 · Play · You play Sun 3',
      'Turn 1 · Answers · b passes',
      'Turn 2 · Play · b plays Moon 3',
      'Turn 2 · Answers · You pass',
    ]);
    const steps = [...shadow(el).querySelectorAll<HTMLOptionElement>('select[name="step"] option')].map((o) => [o.value, o.textContent!.trim()]);
    expect(steps).to.deep.equal([['all', 'All steps'], ['turn', 'Play'], ['window', 'Answers']]);
    const select = shadow(el).querySelector<HTMLSelectElement>('select[name="step"]')!;
    select.value = 'window';
    select.dispatchEvent(new Event('change'));
    await settled(el);
    expect(lines(el)).to.deep.equal(['Turn 1 · Answers · b passes', 'Turn 2 · Answers · You pass']);

    // The judge of an act cites Riposte's rules.
    const first = shadow(el).querySelector<HTMLLIElement>('li[part="entry"]')!;
    first.querySelector('summary')!.click();
    await waitUntil(() => first.querySelector('kult-judge') !== null, 'judge rendered');
    const judge = first.querySelector<KultJudge>('kult-judge')!;
    await settled(judge);
    const rules = [...shadow(judge).querySelectorAll<HTMLElement>('li.check')].map((li) => li.dataset.rule);
    expect(rules).to.deep.equal(match.snapshot.log[1]!.judgement.checks.map((c) => c.rule));
    expect(rules).to.include('T-WINDOW-01');

    // A game whose GameUI tells no outcomes and no opening: the log shows its acts only.
    expect(shadow(el).querySelectorAll('.outcomes, [part="opening"]').length).to.equal(0);
    match.dispose();
  });
});
