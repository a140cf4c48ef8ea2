import { execFile, execFileSync, spawnSync } from 'node:child_process';
import {
  accessSync,
  appendFileSync,
  chownSync,
  constants,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort, sleep } from './crash-kit';

/**
 * A PostgreSQL server of the test's own: a fresh cluster in a temp dir, on a free port of
 * 127.0.0.1, that the test may stop, crash and start again. The machine's shared PostgreSQL is
 * never touched (other test files use it concurrently).
 *
 * initdb and postgres refuse to run as root: under root they run as the `postgres` OS user
 * (`runuser`, else `setpriv`), and the temp dir is chowned to it.
 */

const run = promisify(execFile);
const PREFIX = 'qilin-pg-';
const BINARIES = ['initdb', 'pg_ctl', 'postgres', 'pg_isready'] as const;
export type StopMode = 'fast' | 'immediate';

export type PrivatePg = {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust auth, superuser `postgres`). */
  readonly url: string;
  readonly port: number;
  readonly dir: string;
  /** `fast`: clean shutdown (sessions terminated, checkpoint); `immediate`: a crash, recovery at the next start. */
  down(mode: StopMode): Promise<void>;
  /** Starts the stopped server and resolves once `pg_isready` says it accepts connections. */
  up(): Promise<void>;
  /** down(mode), stay down for `downMs`, up(). */
  restart(mode: StopMode, downMs?: number): Promise<void>;
  /** Stops the server (immediate: its data is thrown away) and removes the dir; idempotent. */
  stop(): Promise<void>;
  /** The end of the server log, for failure messages. */
  logTail(chars?: number): string;
};

export type PrivatePgStart = { ok: true; pg: PrivatePg } | { ok: false; reason: string };

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const hasAll = (dir: string) => BINARIES.every((b) => executable(path.join(dir, b)));

/**
 * QILIN_PG_BINDIR when set (and only it), else `pg_config --bindir`, then
 * /usr/lib/postgresql/<newest>/bin, then the dir of `initdb` on PATH.
 */
export function findPgBinDir(): string | null {
  const pinned = process.env.QILIN_PG_BINDIR;
  if (pinned) return hasAll(pinned) ? pinned : null;
  const candidates: string[] = [];
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: 'pipe' }).trim());
  } catch {
    // no pg_config (libpq-dev) installed
  }
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian).sort((a, b) => Number(b) - Number(a) || b.localeCompare(a));
    candidates.push(...versions.map((v) => path.join(debian, v, 'bin')));
  }
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir) candidates.push(dir);
  }
  return candidates.find((dir) => dir && hasAll(dir)) ?? null;
}

function which(name: string): string | null {
  for (const dir of ['/usr/sbin', '/usr/bin', '/sbin', '/bin', ...(process.env.PATH ?? '').split(':')]) {
    const file = path.join(dir, name);
    if (dir && executable(file)) return file;
  }
  return null;
}

type Runner = { wrap(cmd: string, args: string[]): [string, string[]]; uid: number; gid: number } | null;

/** How to drop root for the PostgreSQL binaries; null when not root (they run as we are). */
function dropRoot(): Runner | { error: string } {
  if (process.getuid?.() !== 0) return null;
  let uid: number;
  let gid: number;
  try {
    uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8', stdio: 'pipe' }).trim());
    gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8', stdio: 'pipe' }).trim());
  } catch {
    return { error: 'running as root and there is no `postgres` OS user to run initdb/postgres as' };
  }
  const runuser = which('runuser');
  if (runuser) return { uid, gid, wrap: (cmd, args) => [runuser, ['-u', 'postgres', '--', cmd, ...args]] };
  const setpriv = which('setpriv');
  if (setpriv)
    return {
      uid,
      gid,
      wrap: (cmd, args) => [setpriv, [`--reuid=${uid}`, `--regid=${gid}`, '--init-groups', cmd, ...args]],
    };
  return { error: 'running as root and neither runuser nor setpriv is available to drop to `postgres`' };
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Instances left behind by a test process that died before its afterAll (SIGKILL, timeout). */
function sweepStale(binDir: string, runner: Runner) {
  const tmp = os.tmpdir();
  for (const name of readdirSync(tmp)) {
    const m = new RegExp(`^${PREFIX}(\\d+)-`).exec(name);
    if (!m || pidAlive(Number(m[1]))) continue;
    const dir = path.join(tmp, name);
    immediateStopSync(binDir, runner, path.join(dir, 'data'));
    rmSync(dir, { recursive: true, force: true });
  }
}

function immediateStopSync(binDir: string, runner: Runner, dataDir: string) {
  if (!existsSync(path.join(dataDir, 'postmaster.pid'))) return;
  const args = ['-D', dataDir, '-m', 'immediate', '-w', '-t', '10', 'stop'];
  const [cmd, full] = runner
    ? runner.wrap(path.join(binDir, 'pg_ctl'), args)
    : [path.join(binDir, 'pg_ctl'), args];
  spawnSync(cmd, full, { stdio: 'ignore', timeout: 15_000 });
}

/**
 * initdb + start. Resolves `{ok:false, reason}` instead of throwing when PostgreSQL is not
 * installed or the instance cannot start, so the caller can skip with that reason.
 */
export async function startPrivatePg(): Promise<PrivatePgStart> {
  const binDir = findPgBinDir();
  if (!binDir)
    return {
      ok: false,
      reason: `no PostgreSQL server binaries (${BINARIES.join(', ')}) in ${process.env.QILIN_PG_BINDIR || 'pg_config --bindir, /usr/lib/postgresql/*/bin or PATH'}`,
    };
  const runner = dropRoot();
  if (runner && 'error' in runner) return { ok: false, reason: runner.error };
  try {
    sweepStale(binDir, runner);
  } catch {
    // best effort
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), `${PREFIX}${process.pid}-`));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  if (runner) chownSync(dir, runner.uid, runner.gid);
  const bin = (name: string) => path.join(binDir, name);
  const exec = async (name: string, args: string[], timeoutMs = 60_000) => {
    const [cmd, full] = runner ? runner.wrap(bin(name), args) : [bin(name), args];
    return run(cmd, full, { timeout: timeoutMs, env: { ...process.env, LC_ALL: 'C', PGTZ: 'UTC' } });
  };

  let running = false;
  let cleaned = false;
  const onExit = () => {
    if (cleaned) return;
    immediateStopSync(binDir, runner, dataDir);
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', onExit);

  let port = await freePort();
  const logTail = (chars = 2_000) => {
    try {
      return readFileSync(logFile, 'utf8').slice(-chars);
    } catch {
      return '';
    }
  };
  const ready = async (timeoutMs: number) => {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      try {
        await run(bin('pg_isready'), ['-h', '127.0.0.1', '-p', String(port), '-q'], { timeout: 5_000 });
        return;
      } catch {
        await sleep(50);
      }
    }
    throw new Error(`private PostgreSQL not ready after ${timeoutMs} ms:\n${logTail()}`);
  };
  const up = async () => {
    await exec('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '30', 'start']);
    running = true;
    await ready(30_000);
  };
  const down = async (mode: StopMode) => {
    await exec('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '30', 'stop']);
    running = false;
  };
  const stop = async () => {
    if (cleaned) return;
    try {
      if (running || existsSync(path.join(dataDir, 'postmaster.pid'))) await down('immediate');
    } catch {
      immediateStopSync(binDir, runner, dataDir);
    } finally {
      cleaned = true;
      process.removeListener('exit', onExit);
      rmSync(dir, { recursive: true, force: true });
    }
  };

  try {
    await exec('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    // Kept in postgresql.conf so every restart comes back the same. fsync=off only risks an OS crash;
    // synchronous_commit stays on, so an acknowledged commit survives an immediate (crash) stop.
    appendFileSync(
      path.join(dataDir, 'postgresql.conf'),
      [
        '',
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${dir}'`,
        'fsync = off',
        'full_page_writes = off',
        'max_connections = 50',
        'shared_buffers = 16MB',
        "log_min_messages = 'warning'",
        '',
      ].join('\n'),
    );
    // The port was free when probed; another process may take it before postgres binds: new port, retry.
    for (let attempt = 1; ; attempt += 1) {
      appendFileSync(path.join(dataDir, 'postgresql.conf'), `port = ${port}\n`);
      try {
        await up();
        break;
      } catch (error) {
        if (attempt >= 3 || !/could not bind|Address already in use/i.test(logTail())) throw error;
        port = await freePort();
      }
    }
  } catch (error) {
    const detail = (error as { stderr?: string; message?: string }).stderr || (error as Error).message;
    await stop();
    return { ok: false, reason: `private PostgreSQL did not start: ${String(detail).trim().slice(0, 500)}` };
  }

  return {
    ok: true,
    pg: {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      port,
      dir,
      down,
      up,
      async restart(mode, downMs = 0) {
        await down(mode);
        if (downMs > 0) await sleep(downMs);
        await up();
      },
      stop,
      logTail,
    },
  };
}
