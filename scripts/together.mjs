// Runs shell commands at the same time and fails if any fails: `npm test` runs the node tests
// (two CPU-bound workers) while the two light end-to-end scripts mostly wait on timers and
// channels, so CI does not wait for them one after the other. Each command's output is kept and
// printed when it ends, whole, under its name.
//
//   node scripts/together.mjs 'npm run -s test:node' 'npm run -s test:e2e:pages'
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
const results = await Promise.all(
  commands.map(
    (command) =>
      new Promise((resolve) => {
        const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (d) => (output += d));
        child.stderr.on('data', (d) => (output += d));
        child.on('close', (code) => {
          process.stdout.write(`\n==> ${command} (exit ${code})\n${output}`);
          resolve(code ?? 1);
        });
      }),
  ),
);
process.exit(results.some((code) => code !== 0) ? 1 : 0);
