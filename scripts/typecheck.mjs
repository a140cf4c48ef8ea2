// `npm run typecheck`: every workspace's own `typecheck` script, two at a time, longest first.
// tsc is single-threaded and the six runs are independent, so on the 2-core CI machine this takes
// about half the time of `npm run typecheck --workspaces` (which runs them one after another).
// Prints each workspace's output when it ends; exits non-zero if any failed.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
/** Rough tsc seconds, only to start the long ones first; a workspace not listed runs last. */
const SECONDS = {
  'apps/web': 19,
  'apps/admin': 12,
  'apps/server': 11,
  bench: 10,
  e2e: 6,
  'packages/domain': 3,
};
const workspaces = pkg.workspaces
  .filter((w) => JSON.parse(readFileSync(path.join(root, w, 'package.json'), 'utf8')).scripts?.typecheck)
  .sort((a, b) => (SECONDS[b] ?? 0) - (SECONDS[a] ?? 0));
const parallel = Math.max(1, Number(process.env.TYPECHECK_JOBS ?? Math.min(2, os.availableParallelism())));

function run(workspace) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', 'typecheck'], {
      cwd: path.join(root, workspace),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `typecheck ${workspace}: ${code === 0 ? 'ok' : `FAILED (${code})`} in ${seconds} s\n`,
      );
      if (out.trim()) process.stdout.write(`${out.trimEnd()}\n`);
      resolve(code === 0);
    });
  });
}

const queue = [...workspaces];
const results = await Promise.all(
  Array.from({ length: parallel }, async () => {
    const ok = [];
    for (let w = queue.shift(); w; w = queue.shift()) ok.push(await run(w));
    return ok.every(Boolean);
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
