import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BENCH_OUT, ensureWebBuilt } from '../lib/bundle';

/**
 * `ensureWebBuilt()` for test files that run at the same time (the budget and the web smokes):
 * two `vite build`s into apps/web/dist at once would each empty the other's output, so the first
 * caller builds under a lock directory and the others wait, then find the dist fresh and reuse it.
 * A lock left by a dead process is taken over.
 */
export function webBuiltOnce(): 'reused' | 'built' {
  const lock = path.join(BENCH_OUT, 'web-build.lock');
  const owner = path.join(lock, 'pid');
  mkdirSync(BENCH_OUT, { recursive: true });
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(owner, String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (!holderAlive(owner)) {
      rmSync(lock, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`waited 10 min for the web build lock ${lock}`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
  }
  try {
    return ensureWebBuilt();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function holderAlive(owner: string): boolean {
  let pid = 0;
  try {
    pid = Number(readFileSync(owner, 'utf8'));
  } catch {
    // The holder made the directory and has not written its pid yet, or died in between.
    try {
      return Date.now() - statSync(path.dirname(owner)).mtimeMs < 10_000;
    } catch {
      return false;
    }
  }
  if (!pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
