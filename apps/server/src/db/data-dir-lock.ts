import { closeSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import os from 'node:os';
import { StartupError } from '../lib/startup-error';

type LockOwner = { pid: number; host: string };

/** Lock files this process holds: a second open of one of them in-process is refused too. */
const held = new Set<string>();

function ownerOf(file: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string'
      ? { pid: owner.pid, host: owner.host }
      : undefined;
  } catch {
    return undefined; // unreadable or half written: treated as stale below only if its writer is gone
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether a lock file's owner is gone. Same host only: another host's process cannot be checked, so
 * its lock is kept. Our own pid on a lock we do not hold is a previous run's (a container restarts
 * with the same pid).
 */
function stale(file: string, owner: LockOwner | undefined): boolean {
  if (!owner) return false;
  if (owner.host !== os.hostname()) return false;
  if (owner.pid === process.pid) return !held.has(file);
  return !alive(owner.pid);
}

/**
 * Takes the lock of an embedded data directory: a file holding this process's pid, created
 * exclusively. PGlite has a single writer; two processes on one directory corrupt it. A lock whose
 * process is dead (killed, crashed) is taken over. Returns the release function.
 */
export function lockDataDir(file: string): () => void {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(
        fd,
        JSON.stringify({ pid: process.pid, host: os.hostname(), since: new Date().toISOString() }),
      );
      closeSync(fd);
      held.add(file);
      const release = () => {
        if (!held.delete(file)) return;
        process.removeListener('exit', release);
        if (ownerOf(file)?.pid === process.pid) unlinkSync(file);
      };
      // A process.exit() without closing the database still leaves no lock behind.
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const owner = ownerOf(file);
    if (!stale(file, owner)) {
      const who = owner ? `process ${owner.pid} on ${owner.host}` : 'another process';
      throw new StartupError(
        `data directory is in use by ${who} (lock file ${file}); stop that server first, or delete the lock file if it is gone`,
      );
    }
    // Renamed away, not deleted: of two processes taking over one stale lock, only one rename succeeds.
    try {
      renameSync(file, `${file}.stale-${process.pid}`);
      unlinkSync(`${file}.stale-${process.pid}`);
    } catch {
      // another process took it over first; look again
    }
  }
  throw new StartupError(`could not take the data directory lock ${file}`);
}
