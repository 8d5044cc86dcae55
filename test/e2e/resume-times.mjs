// Measures how long a friend match takes to resume when the host's page navigates away and comes
// back (the same tab: `goto('about:blank')`, then the link again), RUNS times (default 20): from
// the host's page starting to load the link to both tables playing, connected, at the same act.
// Prints one `RESUME <ms>` line per run and a summary; asserts nothing (a measurement, not a test).
// AWAY_MS (default 300): how long the host stays away; BACK=1: away on the lobby page, back with
// the browser's Back button instead of opening the link again.
//
//   bash scripts/in-netns.sh node test/e2e/resume-times.mjs [runs]
import { launch, newPage, openMatch, playActs, sameAct, say, startServers } from './app-driver.mjs';

const RUNS = Number(process.argv[2] ?? 20);
const AWAY_MS = Number(process.env.AWAY_MS ?? 300);
const { child, app } = await startServers();
const browser = await launch();
let failed = false;
try {
  const host = await newPage(await browser.createBrowserContext(), 'host');
  const guest = await newPage(await browser.createBrowserContext(), 'guest');
  const link = await openMatch(app, host, guest);
  await sameAct([host, guest]);
  await playActs([host, guest], 2);
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    await host.goto(process.env.BACK ? app : 'about:blank');
    await new Promise((r) => setTimeout(r, AWAY_MS));
    const t0 = Date.now();
    if (process.env.BACK) await host.goBack({ waitUntil: 'load' });
    else await host.goto(link, { waitUntil: 'load' });
    await sameAct([host, guest], 60_000);
    const ms = Date.now() - t0;
    times.push(ms);
    console.log(`RESUME ${ms}`);
    await playActs([host, guest], 1);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const q = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
  say(`resume ms over ${RUNS} runs: min ${sorted[0]} median ${q(0.5)} p90 ${q(0.9)} max ${sorted.at(-1)}; over 2 s: ${times.filter((t) => t > 2000).length}`);
} catch (err) {
  failed = true;
  console.error('e2e: FAILED:', err instanceof Error ? err.message : err);
} finally {
  await browser.close();
  child.kill('SIGTERM');
}
process.exit(failed ? 1 : 0);
