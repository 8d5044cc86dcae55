// Screenshots of the main views, saved as test artifacts (gitignored):
//   test-artifacts/screenshots/lobby.png            the lobby (choose a Major and deck, create, join, practise)
//   test-artifacts/screenshots/lobby-host.png       a created friend match: link, Copy, QR code, progress
//   test-artifacts/screenshots/table-mid-game.png   <kult-table> in turn 5 of a real match, a hand card chosen, its legal Stations lit
//   test-artifacts/screenshots/table-judge.png      the judge overlay showing the failing checks for an illegal Station
//   test-artifacts/screenshots/table-window.png     a response window: the floor, the chain, which cards may not respond and why
//   test-artifacts/screenshots/table-opponent.png   the opponent has just acted: the checks its act passed
//   test-artifacts/screenshots/app-<scene>-<size>.png  the whole app page (header, bar, table) at 1280×720, 1366×768,
//                                                  1440×900, 1920×1080 and a 390×844 phone: turn 5 with a card chosen
//                                                  (deeds), a full cross late in the game (late), a response window
//                                                  (window), the result; on the phone also the judge and log views
//
//   test-artifacts/screenshots/cygw-<scene>-<size>.png  Cult's board (components/cygw) in a practice game against three
//                                                  bots: a Free Priest picked (preach), a refused Location (judge),
//                                                  an action round (resolution), on a phone and on desktops
//
//   test-artifacts/screenshots/<pl|it>-<scene>.png    the lobby, a refusal, a response window, the result and a phone
//                                                  table in Polish and Italian (`&lang=` on a harness page)
//
//   node scripts/screenshots.mjs        (npm run screenshots)
//
// Each view is a harness page in test/harness/ (real components, real engine, a match played by
// the sensible bot), bundled by esbuild and shot by headless Chromium (test/harness/shoot.mjs)
// with reduced motion, so no shot catches an animation half-way. About 2 s per shot.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, 'test-artifacts', 'screenshots');
mkdirSync(out, { recursive: true });

/** [harness, query, file, size] */
const SHOTS = [
  ['lobby', '?scene=home', 'lobby.png', '1400x1100'],
  ['lobby', '?scene=host', 'lobby-host.png', '1400x1100'],
  ['table-view', '?scene=mid', 'table-mid-game.png', '1440x1100'],
  ['table-view', '?scene=judge', 'table-judge.png', '1440x1100'],
  ['table-view', '?scene=window', 'table-window.png', '1440x1100'],
  ['table-view', '?scene=opponent', 'table-opponent.png', '1440x1100'],
  // The layout at every common screen size (issue 13).
  ...['1280x720', '1366x768', '1440x900', '1920x1080', '390x844'].flatMap((size) =>
    ['deeds', 'late', 'window', 'result'].map((scene) => ['app-view', `?scene=${scene}`, `app-${scene}-${size}.png`, size]),
  ),
  ['app-view', '?scene=deeds&view=judge', 'app-deeds-judge-390x844.png', '390x844'],
  ['app-view', '?scene=window&view=log', 'app-window-log-390x844.png', '390x844'],
  // Cult: Choose Your God Wisely (issue 17): the board on a phone and on desktops.
  ['lobby', '?scene=cygw', 'cygw-lobby.png', '1400x1100'],
  ['cygw-view', '?scene=preach', 'cygw-preach-360x740.png', '360x740'],
  ['cygw-view', '?scene=judge', 'cygw-judge-360x740.png', '360x740'],
  ['cygw-view', '?scene=resolution', 'cygw-resolution-360x740.png', '360x740'],
  ['cygw-view', '?scene=preach', 'cygw-preach-1280x800.png', '1280x800'],
  ['cygw-view', '?scene=resolution', 'cygw-resolution-1280x800.png', '1280x800'],
  ['cygw-view', '?scene=cards', 'cygw-cards-1280x800.png', '1280x800'],
  ['cygw-view', '?scene=judge', 'cygw-judge-1920x1080.png', '1920x1080'],
  // Polish and Italian (issue 16): the lobby, a refusal on the judge, a response window, the result.
  ...['pl', 'it'].flatMap((l) => [
    ['lobby', `?scene=home&lang=${l}`, `${l}-lobby.png`, '1400x1100'],
    ['table-view', `?scene=judge&lang=${l}`, `${l}-table-judge.png`, '1440x1100'],
    ['table-view', `?scene=window&lang=${l}`, `${l}-table-window.png`, '1440x1100'],
    ['app-view', `?scene=result&lang=${l}`, `${l}-result-1366x768.png`, '1366x768'],
    ['app-view', `?scene=deeds&lang=${l}`, `${l}-app-deeds-390x844.png`, '390x844'],
    ['cygw-view', `?scene=resolution&lang=${l}`, `${l}-cygw-resolution-1280x800.png`, '1280x800'],
  ]),
];

let failed = 0;
for (const [harness, query, file, size] of SHOTS) {
  if (!existsSync(join(root, 'test/harness', `${harness}.ts`))) {
    console.log(`screenshots: skipped ${file} (no test/harness/${harness}.ts)`);
    continue;
  }
  const r = spawnSync(process.execPath, [join(root, 'test/harness/shoot.mjs'), harness, query, join(out, file), size], {
    cwd: root,
    env: { ...process.env, REDUCED_MOTION: '1' },
    encoding: 'utf8',
  });
  if (r.status !== 0 || !existsSync(join(out, file))) {
    failed++;
    console.error(`screenshots: ${file} failed\n${r.stderr}`);
  } else console.log(`screenshots: ${join('test-artifacts/screenshots', file)}`);
}
process.exit(failed > 0 ? 1 : 0);
