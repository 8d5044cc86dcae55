// Runs before `npm start` and `npm test`: on a fresh clone (or after the lockfile
// changed) it installs the exact locked dependencies with `npm ci`, so the
// README's two commands work on a fresh machine. Uses only node built-ins.
import { existsSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const root = fileURLToPath(new URL('..', import.meta.url));
const lock = join(root, 'package-lock.json');
const installed = join(root, 'node_modules', '.package-lock.json');

const stale = !existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs;
if (stale) {
  console.log('ensure-deps: installing locked dependencies (npm ci)…');
  const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (r.status !== 0) {
    console.error('ensure-deps: npm ci failed; see the output above');
    process.exit(r.status ?? 1);
  }
}
