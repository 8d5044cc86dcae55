// What the page's first load carries (the entry and every chunk it imports statically, as
// bench/bundle.ts counts it): the lobby, ready to click, and nothing only a match needs. The
// table, the rules engine, the match runners, PeerJS, the state fingerprint's WebAssembly and
// the QR encoder come by dynamic import when needed (their sizes: `npm run bench`; the rule
// words are data, fetched when a rule text opens: test/build/assets.test.ts).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
// @ts-expect-error scripts/build.mjs is plain JavaScript without type declarations.
import { appOptions, entryPoints } from '../../scripts/build.mjs';

describe('the first load of the app page', () => {
  let dir = '';
  let first = new Set<string>();
  let all = new Set<string>();
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'taroticum-first-load-'));
    const result = await esbuild.build({ ...(appOptions(dir) as esbuild.BuildOptions), sourcemap: false, write: false, logLevel: 'silent' });
    const outputs = result.metafile!.outputs;
    const entry = Object.keys(outputs).find((f) => (entryPoints as string[]).includes(outputs[f]!.entryPoint ?? ''))!;
    const chunks = new Set<string>();
    const visit = (f: string): void => {
      if (chunks.has(f)) return;
      chunks.add(f);
      for (const i of outputs[f]!.imports) if (i.kind === 'import-statement' && !i.external) visit(i.path);
    };
    visit(entry);
    first = new Set([...chunks].flatMap((f) => Object.keys(outputs[f]!.inputs)));
    all = new Set(Object.values(outputs).flatMap((o) => Object.keys(o.inputs)));
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const has = (set: Set<string>, part: string): boolean => [...set].some((f) => f.includes(part));

  it('holds the lobby: the shell, the lobby, the Major-and-deck panel with its card set and deck judge', () => {
    for (const part of ['components/meat/meat-shell.ts', 'components/kult-app/kult-app.component.ts', 'components/kult-lobby/kult-lobby.component.ts', 'components/kult-deck-choice/deck-choice-panel.ts', 'components/kult-card/kult-card.component.ts', 'src/kult/cards/core-set.json', 'src/kult/rules/deck.ts', 'machines/launcher.machine.ts']) {
      assert.ok(has(first, part), `${part} is in the first load`);
    }
  });

  it('leaves out what only a match needs, which the app still ships on demand', () => {
    for (const part of [
      'components/kult-table/kult-table.component.ts', // the table and everything it draws
      'components/kult-play.ts',
      'src/kult/game.ts', // the rules engine
      'src/kult/match.ts',
      'src/kult/effects/named-handlers.ts',
      'src/app/local-match.ts', // practice
      'src/app/friend-match.ts', // friend play
      'node_modules/peerjs/',
      'node_modules/xxhash-wasm/', // the state fingerprint
      'node_modules/uqr/', // the QR code of a host's link
      'src/kult/cards/card-words.pl.json', // the cards' words in Polish and Italian, with their language
      'src/kult/cards/card-words.it.json',
      'src/i18n/pl/', // every Polish and Italian message: a language's pack loads when it is chosen
      'src/i18n/it/',
      'components/meat/meat-table.ts', // M.E.A.T.'s table, its rules, card data and table words: with its match part
      'components/meat/meat-play.ts',
      'src/meat/game.ts',
      'src/meat/cards/creatures.json',
      'src/i18n/en/meat.ts',
    ]) {
      assert.ok(!has(first, part), `${part} is not in the first load`);
      assert.ok(has(all, part), `${part} is still in the app`);
    }
  });
});
