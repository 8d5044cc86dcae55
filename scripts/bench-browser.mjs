// The browser half of `npm run bench`: runs test/browser/p2p/lockstep.bench.ts and
// test/browser/p2p/flood.bench.ts under web-test-runner in Chromium
// (web-test-runner.bench.config.mjs), inside a private network namespace when possible
// (scripts/in-netns.sh, as for the P2P tests), and prints only its `BENCH <name> <value> <unit>`
// lines on stdout. The bench logs them with console.log; wtr echoes browser logs among its own
// progress output, which is dropped here.
//
//   node scripts/bench-browser.mjs            BENCH lines only
//   node scripts/bench-browser.mjs --detail   also the BENCH-DETAIL lines (median/p90/p99/max/n)
//
// If wtr fails, its whole output goes to stderr and the exit code is non-zero.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const detail = process.argv.includes('--detail');
const wtr = fileURLToPath(new URL('../node_modules/.bin/web-test-runner', import.meta.url));

const child = spawn('bash', ['scripts/in-netns.sh', wtr, '--config', 'web-test-runner.bench.config.mjs'], {
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
  const seen = new Set();
  for (const line of plain.split('\n')) {
    const m = wanted.exec(line);
    // wtr may echo a browser log more than once (progress and summary): print each line once.
    if (m && !seen.has(m[1])) {
      seen.add(m[1]);
      console.log(m[1]);
    }
  }
  if (code !== 0 || seen.size === 0) {
    process.stderr.write(plain);
    console.error(`bench-browser: web-test-runner exited with ${code}${seen.size === 0 ? ' and printed no BENCH lines' : ''}`);
    process.exit(code || 1);
  }
});
