import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sleep } from '../reliability/crash-kit';

/** The balancer configuration compose.yaml runs; the test starts it unchanged with local addresses. */
export const HAPROXY_CFG = fileURLToPath(new URL('../../../../deploy/haproxy.cfg', import.meta.url));

/** Debian's `haproxy` package (.ci/run installs it), else one on PATH; undefined when none. */
export function haproxyBinary(): string | undefined {
  for (const candidate of ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy']) {
    if (existsSync(candidate)) return candidate;
  }
  const which = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' });
  const found = which.stdout.trim();
  return which.status === 0 && found ? found : undefined;
}

export type Backend = { name: string; status: string };

/**
 * HAProxy in the foreground (`-db`) on deploy/haproxy.cfg, its addresses given through the
 * variables the file reads (QILIN_LB_BIND, QILIN_LB_STATS_BIND, QILIN_APP1, QILIN_APP2).
 */
export class Balancer {
  readonly baseUrl: string;
  readonly wsUrl: string;
  readonly #statsUrl: string;
  #child: ChildProcess | null = null;
  #log = '';

  constructor(
    private readonly binary: string,
    private readonly ports: { lb: number; stats: number; app1: number; app2: number },
  ) {
    this.baseUrl = `http://127.0.0.1:${ports.lb}`;
    this.wsUrl = `ws://127.0.0.1:${ports.lb}/ws/ws`;
    this.#statsUrl = `http://127.0.0.1:${ports.stats}/stats;csv`;
  }

  tail(chars = 3_000): string {
    return this.#log.slice(-chars);
  }

  async start(): Promise<void> {
    const { lb, stats, app1, app2 } = this.ports;
    const child = spawn(this.binary, ['-db', '-f', HAPROXY_CFG], {
      env: {
        ...process.env,
        QILIN_LB_BIND: `127.0.0.1:${lb}`,
        QILIN_LB_STATS_BIND: `127.0.0.1:${stats}`,
        QILIN_APP1: `127.0.0.1:${app1}`,
        QILIN_APP2: `127.0.0.1:${app2}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.#child = child;
    const keep = (chunk: Buffer) => {
      this.#log = (this.#log + chunk.toString()).slice(-20_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.once('exit', (code, signal) => {
      keep(Buffer.from(`\n[haproxy exit code=${code} signal=${signal}]\n`));
      if (this.#child === child) this.#child = null;
    });
    for (let i = 0; i < 200; i++) {
      if (!this.#child) throw new Error(`haproxy exited at start:\n${this.tail()}`);
      if ((await this.backends().catch(() => [])).length > 0) return;
      await sleep(50);
    }
    throw new Error(`haproxy stats page never answered:\n${this.tail()}`);
  }

  /** The app backend's servers as HAProxy sees them (UP, DOWN, "DOWN 1/2" while checking …). */
  async backends(): Promise<Backend[]> {
    const res = await fetch(this.#statsUrl, { signal: AbortSignal.timeout(2_000) });
    const lines = (await res.text()).split('\n');
    const header = (lines[0] ?? '').replace(/^# /, '').split(',');
    const status = header.indexOf('status');
    return lines
      .slice(1)
      .map((line) => line.split(','))
      .filter((cols) => cols[0] === 'app' && cols[1] !== 'BACKEND' && cols[1] !== undefined)
      .map((cols) => ({ name: cols[1] as string, status: cols[status] ?? '' }));
  }

  /** Waits until each named server's check state is `status` exactly (bounded, not a timing claim). */
  async waitFor(wanted: Record<string, 'UP' | 'DOWN'>, timeoutMs = 45_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let seen: Backend[] = [];
    while (Date.now() < deadline) {
      seen = await this.backends().catch(() => []);
      if (Object.entries(wanted).every(([name, s]) => seen.find((b) => b.name === name)?.status === s))
        return;
      await sleep(100);
    }
    throw new Error(
      `backends never reached ${JSON.stringify(wanted)}: ${JSON.stringify(seen)}\n${this.tail()}`,
    );
  }

  async stop(): Promise<void> {
    const child = this.#child;
    if (!child) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  }
}
