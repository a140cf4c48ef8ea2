import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ChildCommand, ChildConfig, ChildMember, ChildReply } from './app-protocol';

/** User + system CPU of a process in ms (Linux /proc; NaN elsewhere or once it has exited). */
export function processCpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of stat (utime, stime), counted after the ")" that closes the command name.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}

/** USER_HZ: 100 on every Linux build Node supports. */
const CLOCK_TICKS = 100;

type Reply<K extends ChildReply['reply']> = Extract<ChildReply, { reply: K }>;

/** A server process forked for a benchmark, so load generation and serving do not share a loop. */
export class ServerProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
    readonly members: ChildMember[],
  ) {}

  private static async fork(file: string, env: Record<string, string>): Promise<ServerProcess> {
    // Diagnosis only: BENCH_CPU_PROF=<dir> makes the server write a V8 CPU profile there when it stops;
    // BENCH_NODE_FLAGS adds Node flags (e.g. --trace-gc).
    const prof = process.env.BENCH_CPU_PROF;
    const flags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
    const child = fork(path.join(import.meta.dirname, file), [], {
      execArgv: ['--import', 'tsx', ...flags, ...(prof ? ['--cpu-prof', `--cpu-prof-dir=${prof}`] : [])],
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const ready = await new Promise<Reply<'ready'>>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`${file} exited with ${code} before it was ready`)));
      child.on('message', (m) => {
        if ((m as ChildReply).reply === 'ready') resolve(m as Reply<'ready'>);
      });
    });
    child.removeAllListeners('exit');
    return new ServerProcess(child, ready.port, ready.members);
  }

  /** The real Qilin app (apps/server buildServer) with bench members. */
  static app(config: ChildConfig): Promise<ServerProcess> {
    return ServerProcess.fork('app-child.ts', { BENCH_CHILD: JSON.stringify(config) });
  }

  /** A baseline server: a bare Fastify hello route or a bare `ws` broadcaster. */
  static bare(kind: 'hello' | 'ws'): Promise<ServerProcess> {
    return ServerProcess.fork('bare-child.ts', { BENCH_BARE: kind });
  }

  /** The server process's CPU time so far (user + system, ms), from /proc: no IPC, no work in the child. */
  cpuMs(): number {
    return processCpuMs(this.child.pid);
  }

  get pid(): number {
    return this.child.pid ?? 0;
  }

  request<K extends ChildReply['reply']>(cmd: ChildCommand, reply: K): Promise<Reply<K>> {
    return new Promise((resolve) => {
      const onMessage = (m: unknown) => {
        if ((m as ChildReply).reply !== reply) return;
        this.child.off('message', onMessage);
        resolve(m as Reply<K>);
      };
      this.child.on('message', onMessage);
      this.child.send(cmd);
    });
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise<void>((r) => this.child.once('exit', () => r()));
    this.child.send({ cmd: 'stop' } satisfies ChildCommand);
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
}
