import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// The tsx loader in-process (not tsx's CLI, whose grandchild a SIGKILL would miss): the pid we kill
// is the server itself, as in test/draw/crash-recovery.test.ts.
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm')).href;
const serverEntry = fileURLToPath(new URL('../../src/server.ts', import.meta.url));

export const ADMIN_HEADERS = { 'x-admin-token': 'qilin-dev-admin-token' };

/** mulberry32: a tiny seeded generator, so every timing and amount of a run replays from its seed. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = int(0, i);
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  };
  return { next, int, pick, shuffle };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The real `server.ts` as a child process on one database and port, restartable after a SIGKILL.
 * Its output is kept (tail only) for the failure message.
 */
export class ServerProcess {
  readonly baseUrl: string;
  readonly dataDir = mkdtempSync(path.join(os.tmpdir(), 'qilin-crash-'));
  #child: ChildProcess | null = null;
  #exited: Promise<void> = Promise.resolve();
  #log = '';
  starts = 0;

  constructor(
    private readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.baseUrl = `http://127.0.0.1:${port}`;
  }

  get alive(): boolean {
    return this.#child !== null;
  }

  tail(chars = 3_000): string {
    return this.#log.slice(-chars);
  }

  /** Spawns the server and resolves once /api/health answers (tsx startup is paid here, not slept). */
  async start(timeoutMs = 40_000): Promise<number> {
    if (this.#child) throw new Error('server already running');
    const began = Date.now();
    const child = spawn(process.execPath, ['--import', tsxLoader, serverEntry], {
      env: {
        ...process.env,
        ...this.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.starts += 1;
    this.#child = child;
    const keep = (chunk: Buffer) => {
      this.#log = (this.#log + chunk.toString()).slice(-20_000);
      if (process.env.CRASH_LOG) appendFileSync(process.env.CRASH_LOG, chunk);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.#exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        keep(Buffer.from(`\n[exit code=${code} signal=${signal}]\n`));
        if (this.#child === child) this.#child = null;
        resolve();
      });
    });
    while (Date.now() - began < timeoutMs) {
      if (this.#child !== child) throw new Error(`server exited during startup:\n${this.tail()}`);
      if (await healthy(this.baseUrl)) return Date.now() - began;
      await sleep(50);
    }
    throw new Error(`server not healthy after ${timeoutMs} ms:\n${this.tail()}`);
  }

  /** SIGSTOP: the process keeps its connections but answers nothing (until SIGKILL or SIGCONT). */
  pause(): void {
    this.#child?.kill('SIGSTOP');
  }

  /** SIGKILL: no shutdown hook, no flush, transactions in flight are cut off. */
  async kill(): Promise<void> {
    this.#child?.kill('SIGKILL');
    await this.#exited;
  }

  /** SIGTERM and wait for the graceful exit (SIGKILL after `graceMs`). */
  async stop(graceMs = 10_000): Promise<void> {
    const child = this.#child;
    if (!child) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await this.#exited;
    clearTimeout(timer);
  }

  async dispose(): Promise<void> {
    await this.kill();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

async function healthy(baseUrl: string): Promise<boolean> {
  try {
    const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(1_000) });
    return res.status === 200;
  } catch {
    return false;
  }
}

/** status 0 = no answer (connection refused or cut by the kill): expected around a crash. */
export type Answer = { status: number; body: Record<string, unknown> };

export async function callJson(
  baseUrl: string,
  pathname: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string>; method?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.token = options.token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const res = await fetch(`${baseUrl}${pathname}`, {
      method: options.method ?? (options.body !== undefined ? 'POST' : 'GET'),
      headers,
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      body = { raw: text };
    }
    return { status: res.status, body };
  } catch {
    return { status: 0, body: {} };
  }
}
