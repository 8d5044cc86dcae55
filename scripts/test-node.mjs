// Runs the node unit tests: every test/**/*.test.ts except test/browser/ (those run in
// Chromium under web-test-runner). Node 20's `--test` does not expand glob patterns
// (that arrived in node 21), so the files are listed here and passed explicitly.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const testDir = join(root, 'test');
const browserDir = join(testDir, 'browser') + sep;

const files = readdirSync(testDir, { recursive: true, withFileTypes: true })
  .filter((d) => d.isFile() && d.name.endsWith('.test.ts'))
  .map((d) => join(d.parentPath ?? d.path, d.name))
  .filter((f) => !f.startsWith(browserDir))
  .map((f) => relative(root, f))
  .sort();

if (files.length === 0) {
  console.error('test-node: no node tests found (test/**/*.test.ts outside test/browser/)');
  process.exit(1);
}

// Two test files at a time: node 20 runs one at a time on a 2-core machine (cores - 1), and the
// files are independent (no shared ports, files or clocks), so the second core halves the wait.
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...process.argv.slice(2), ...files], {
  cwd: root,
  stdio: 'inherit',
});
if (result.error) throw result.error;
process.exit(result.status ?? 1);
