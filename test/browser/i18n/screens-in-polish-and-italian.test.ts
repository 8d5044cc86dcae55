/// <reference types="mocha" />
// Issue 16: the real app page (`?lang=pl`, `?lang=it`) in Polish and Italian: the lobby, a table
// mid-game with a response window open and a refused act on the judge, and the result. Each
// screen fails on any English word left on it (test/support/english-left.ts: card names and rule
// IDs allowed). The table is a real match between the starter decks, played by the sensible bot.
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { closeFrames, openAppPage, until, type AppFrame } from '../../support/app-frame.js';
import { englishLeft } from '../../support/english-left.js';
import { deep } from '../../support/layout-probe.js';
import { settle } from '../../support/layout-check.js';
import { attachArena, PLAY_SIZE, port, table } from '../../support/table-frame.js';
import type { Action } from '../../../src/kult/index.js';

afterEach(() => closeFrames());

/** The page's realm's TablePort (attachArena's). */
function arena(f: AppFrame): Promise<{ autoplayUntil(done: (s: { ended: unknown }) => boolean, max: number): boolean }> {
  return (f.win as unknown as { __arena: Promise<never> }).__arena;
}

for (const locale of ['pl', 'it'] as const) {
  describe(`the app in ${locale === 'pl' ? 'Polish' : 'Italian'} (?lang=${locale})`, function () {
    this.timeout(60_000);

    it(`speaks only ${locale} in the lobby, at a table with a response window and a refusal, and on the result screen`, async () => {
      await setViewport(PLAY_SIZE);
      const f = await openAppPage(locale, `?lang=${locale}`);
      await until('the page in its language', () => f.doc.documentElement.lang === locale);
      await settle(f);
      const left: string[] = [];
      const check = async (screen: string): Promise<void> => void left.push(...(await englishLeft(f.doc.body, locale)).map((w) => `${screen}: ${w}`));
      const lobby = deep(f.app, 'kult-lobby')!;
      expect(deep(lobby, 'select[name="lang"]')).to.have.property('value', locale);
      await check('English in the lobby');

      // Mid-game, with a response window open on this table.
      await attachArena(f, '(s) => s.turn >= 3 && s.window !== null');
      await until('the table', () => f.app.screen === 'table' && deep(f.app, 'kult-table'), 30_000);
      await settle(f);
      expect(port(f).snapshot.view.window, 'a response window').to.not.equal(null);
      await check('English at the table with a response window');

      // A refused act, judged and shown as a gesture's would be (the table's act()): ending the step while the window waits.
      const refused = (table(f) as unknown as { act(a: Action): { ok: boolean } }).act({ type: 'endStep', player: 'a' } as Action);
      expect(refused.ok).to.equal(false);
      await until('the refusal on the judge', () => deep(f.app, 'kult-table >>> .judge-slot[data-mode="attempt"] kult-judge'), 10_000);
      await settle(f);
      // Its rule's words opened (in the reader's language, fetched).
      deep<HTMLButtonElement>(f.app, 'kult-table >>> .judge-slot kult-judge >>> button.toggle')!.click();
      await until('the rule words', () => deep(f.app, 'kult-table >>> .judge-slot kult-judge >>> .words:not(.pending)'), 10_000);
      await check('English on the judge and the table after a refusal');

      // The rest of the game to its end.
      (await arena(f)).autoplayUntil((s) => s.ended !== null, 6000);
      await until('the result', () => f.app.screen === 'result', 30_000);
      await settle(f);
      await check('English on the result screen');
      expect(left).to.deep.equal([]);
    });
  });
}
