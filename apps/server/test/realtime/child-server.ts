import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { WS_PATH } from '@qilin/contract';
import type { RunningApp } from './realtime-test-kit';

/** A realtime-only server in a child process (fixtures/realtime-server.ts), bridged through Redis. */
export interface ChildServer {
  child: ChildProcess;
  running: Pick<RunningApp, 'baseUrl' | 'wsUrl'>;
}

// tsx as a loader in the fixture's own node process, not its CLI (which runs the script in a second
// process): a signal, SIGKILL included, must reach the server itself.
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const fixture = fileURLToPath(new URL('./fixtures/realtime-server.ts', import.meta.url));

/** `env` adds REDIS_URL, REDIS_CHANNEL and the fixture's PRESENCE_REFRESH_MS / PRESENCE_TTL_MS. */
export function spawnServer(env: Record<string, string>): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', tsxLoader, fixture], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`child did not start: ${err}`)), 15_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /PORT=(\d+)/.exec(out);
      if (!match) return;
      clearTimeout(timer);
      const base = `127.0.0.1:${match[1]}`;
      resolve({ child, running: { baseUrl: `http://${base}`, wsUrl: `ws://${base}${WS_PATH}` } });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`child exited early (${code}): ${err}`));
    });
  });
}

/** SIGTERM (graceful close), or `SIGKILL` to simulate a crash: nothing of the child's cleanup runs. */
export function stopServer(
  server: ChildServer | undefined,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const hardKill = setTimeout(() => server.child.kill('SIGKILL'), 5000);
    server.child.once('exit', () => {
      clearTimeout(hardKill);
      resolve();
    });
    server.child.kill(signal);
  });
}
