// The browser half of `npm run bench`, inside a private network namespace when possible
// (scripts/in-netns.sh, as for the P2P tests). Prints only the `BENCH <name> <value> <unit>` lines:
//   - test/browser/p2p/lockstep.bench.ts, flood.bench.ts and mesh.bench.ts under web-test-runner in
//     Chromium (web-test-runner.bench.config.mjs): the friend-match round trips, the flood's cost,
//     and six tables over the real mesh (with their round trip's ratio to the two-seat one);
//   - test/e2e/closed-tab.mjs --bench: the real app through `npm start`, two browser contexts,
//     the host's tab closed and reopened (silent_peer_detect_s).
// The benches log with console.log; wtr echoes browser logs among its own progress output, which
// is dropped here.
//
//   node scripts/bench-browser.mjs            BENCH lines only
//   node scripts/bench-browser.mjs --detail   also the BENCH-DETAIL lines (median/p90/p99/max/n)
//
// If a bench fails, its whole output goes to stderr and the exit code is non-zero.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const detail = process.argv.includes('--detail');
const wtr = fileURLToPath(new URL('../node_modules/.bin/web-test-runner', import.meta.url));
/** Closes of the host's tab measured for silent_peer_detect_s. */
const CLOSED_TAB_RUNS = 3;

const seen = new Set();

/** Runs one bench in the namespace; prints its BENCH lines (each once); resolves with how many it printed. */
function run(name, args) {
  return new Promise((resolve) => {
    const child = spawn('bash', ['scripts/in-netns.sh', ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      // eslint-disable-next-line no-control-regex
      const plain = output.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '');
      const wanted = detail ? /^\s*(BENCH(?:-DETAIL)? \S+ .*?)\s*$/ : /^\s*(BENCH \S+ .*?)\s*$/;
      let printed = 0;
      for (const line of plain.split('\n')) {
        const m = wanted.exec(line);
        // wtr may echo a browser log more than once (progress and summary): print each line once.
        if (m && !seen.has(m[1])) {
          seen.add(m[1]);
          console.log(m[1]);
          printed++;
        }
      }
      if (code !== 0 || printed === 0) {
        process.stderr.write(plain);
        console.error(`bench-browser: ${name} exited with ${code}${printed === 0 ? ' and printed no BENCH lines' : ''}`);
        process.exitCode = code || 1;
      }
      resolve(printed);
    });
  });
}

await run('web-test-runner', [wtr, '--config', 'web-test-runner.bench.config.mjs']);
// Issue 15's ratio: six tables in one page against this run's two-seat round trip.
const value = (name) => Number([...seen].find((l) => l.startsWith(`BENCH ${name} `))?.split(' ')[2]);
const ratio = value('lockstep_rtt_6p_net_ms') / value('lockstep_rtt_ms');
if (Number.isFinite(ratio)) console.log(`BENCH lockstep_rtt_6p_net_ratio ${ratio.toFixed(1)} x`);
await run('the closed-tab bench', [process.execPath, 'test/e2e/closed-tab.mjs', '--bench', String(CLOSED_TAB_RUNS)]);
