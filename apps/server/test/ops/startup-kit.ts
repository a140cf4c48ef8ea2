import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

// tsx as a loader in the server's own node process (as test/reliability/crash-kit.ts does).
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm')).href;
const serverEntry = fileURLToPath(new URL('../../src/server.ts', import.meta.url));

export type StartRun = { code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string };

/**
 * `server.ts` as a child process that is expected to refuse to start: resolves with its exit and
 * output. `limitMs` bounds the test: a server still running then is killed (signal SIGKILL).
 * `onStderr` sees each chunk (a test may act on a retry notice).
 */
export function runServer(
  env: Record<string, string>,
  opts: { limitMs?: number; onStderr?: (text: string) => void } = {},
): Promise<StartRun> {
  return startServer(env, opts).exited;
}

/** As runServer, with the child at hand (a test that lets it start stops it). */
export function startServer(
  env: Record<string, string>,
  opts: { limitMs?: number; onStderr?: (text: string) => void } = {},
): { child: ChildProcess; exited: Promise<StartRun> } {
  const child = spawn(process.execPath, ['--import', tsxLoader, serverEntry], {
    // Fast and quiet: no draws, no demo data; '' unsets a variable (env.ts).
    env: {
      ...process.env,
      DRAW_SCHEDULER: '0',
      SEED_DEMO: '0',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      WEB_DIST: '/nonexistent-qilin-web-dist',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => {
    stdout += c.toString();
  });
  child.stderr.on('data', (c: Buffer) => {
    stderr += c.toString();
    opts.onStderr?.(stderr);
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), opts.limitMs ?? 50_000);
  const exited = new Promise<StartRun>((resolve) => {
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
  });
  return { child, exited };
}

/** Lines of a child's stderr, without Node's own warnings (experimental loader notices). */
export function errorLines(stderr: string): string[] {
  return stderr
    .split('\n')
    .filter((l) => l.trim() !== '')
    .filter((l) => !/ExperimentalWarning|--trace-warnings|DeprecationWarning/.test(l));
}
