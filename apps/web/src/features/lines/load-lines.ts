import { isLineConfig, type LineConfig, parseLineList } from '@qilin/contract/line-config-client';

/** How long a single line's health check may take before it counts as down. */
export const LINE_HEALTH_TIMEOUT_MS = 5000;

export type LineEnv = {
  fetch: typeof fetch;
  /** The page origin: where /config lives and the fallback line. */
  origin: string;
  healthTimeoutMs?: number;
  now?: () => number;
};

export type LineLoadOutcome =
  | { status: 'ok'; mainLine: string; lines: string[]; config: LineConfig | null }
  | { status: 'down'; lines: string[]; config: LineConfig | null };

export class LinesDownError extends Error {
  constructor() {
    super('no line answered its health check');
    this.name = 'LinesDownError';
  }
}

/** Lines may be written bare ("api.example.com") or as origins; the client always needs an origin. */
export function normalizeLine(line: string, origin: string): string {
  const text = line.trim().replace(/\/+$/, '');
  if (/^https?:\/\//i.test(text)) return text;
  const protocol = new URL(origin).protocol;
  return `${protocol}//${text}`;
}

async function fetchWithTimeout(env: LineEnv, url: string, timeoutMs: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await env.fetch(url, { signal: controller.signal, cache: 'no-store' });
  } finally {
    clearTimeout(timer);
  }
}

export async function fetchLineConfig(env: LineEnv): Promise<LineConfig> {
  const response = await fetchWithTimeout(
    env,
    `${env.origin}/config`,
    env.healthTimeoutMs ?? LINE_HEALTH_TIMEOUT_MS,
  );
  if (!response.ok) throw new Error(`config answered ${response.status}`);
  const config: unknown = await response.json();
  if (!isLineConfig(config)) throw new Error('config answered an invalid line config');
  return config;
}

/** Resolves with the line's round-trip time in ms when its /api/health answers OK. */
export async function checkLine(line: string, env: LineEnv): Promise<number> {
  const now = env.now ?? (() => Date.now());
  const started = now();
  const response = await fetchWithTimeout(
    env,
    `${line}/api/health`,
    env.healthTimeoutMs ?? LINE_HEALTH_TIMEOUT_MS,
  );
  if (!response.ok) throw new Error(`${line} health answered ${response.status}`);
  return now() - started;
}

/** All lines are tested at once; the first to answer healthy wins (spec §4 Line loading). */
export async function pickFastestLine(lines: readonly string[], env: LineEnv): Promise<string> {
  try {
    return await Promise.any(lines.map((line) => checkLine(line, env).then(() => line)));
  } catch {
    throw new LinesDownError();
  }
}

export async function loadLines(env: LineEnv): Promise<LineLoadOutcome> {
  let config: LineConfig;
  try {
    config = await fetchLineConfig(env);
  } catch {
    return { status: 'down', lines: [], config: null };
  }
  const lines = parseLineList(config.api).map((line) => normalizeLine(line, env.origin));
  if (lines.length === 0) return { status: 'ok', mainLine: env.origin, lines: [env.origin], config };
  try {
    const mainLine = await pickFastestLine(lines, env);
    // The winner goes first so a later newApi/stopLine keeps a sensible order.
    return { status: 'ok', mainLine, lines: [mainLine, ...lines.filter((l) => l !== mainLine)], config };
  } catch {
    return { status: 'down', lines, config };
  }
}

export function isUnderMaintenance(config: LineConfig | null): config is LineConfig {
  return config !== null && config.android.status !== 1;
}
