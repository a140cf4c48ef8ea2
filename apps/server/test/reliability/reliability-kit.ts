import type { FastifyInstance, HTTPMethods } from 'fastify';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { appPlugin, fastifyOptions } from '../../src/app';
import type { Db } from '../../src/db';
import { loadEnv } from '../../src/env';
import { reconcile } from '../../src/modules/ledger';
import type { EnvOverrides, TestDb } from '../helpers';

export type RouteInfo = { method: HTTPMethods; url: string };

/** The seed of this run: QILIN_SEED pins it (to replay a failure), otherwise it is fresh and printed. */
export function runSeed(): number {
  const pinned = Number(process.env.QILIN_SEED);
  return Number.isInteger(pinned) && process.env.QILIN_SEED ? pinned : Date.now() % 2_147_483_647;
}

/** Plain-JSON test env: no encryption (a leaked stack trace must be readable), no throttling. */
export function plainEnv(overrides: EnvOverrides = {}) {
  return loadEnv({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    REDIS_URL: undefined,
    DATABASE_URL: undefined,
    LINES: undefined,
    ENCRYPT_RESPONSES: '0',
    DEFENSE: '0',
    CAPTCHA: '0',
    LOGIN_LIMIT_MAX: '1000000',
    RATE_LIMIT_MAX: '10000000',
    WEB_DIST: '/nonexistent-qilin-web-dist',
    ...overrides,
  });
}

/**
 * The real app with an onRoute hook installed before any module registers, so the list is read
 * from the running app rather than maintained by hand (a new route is fuzzed automatically).
 */
export async function buildRecordedApp(db: TestDb, overrides: EnvOverrides = {}) {
  const env = plainEnv(overrides);
  const app: FastifyInstance = Fastify(fastifyOptions(env));
  const routes: RouteInfo[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routes.push({ method: method as HTTPMethods, url: route.url });
    }
  });
  await app.register(appPlugin, {
    env,
    db,
    closeDbWithApp: false,
    gamePlay: { autoStart: false, chainLength: 50 },
  });
  await app.ready();
  return { app, env, routes };
}

const MONEY_TABLES = [
  'members',
  'ledger_accounts',
  'ledger_transfers',
  'ledger_entries',
  'ledger_holds',
  'ledger_hold_registers',
  'ledger_turnover',
  'deposit_orders',
  'deposit_evidence',
  'bet_orders',
  'bets',
  'bet_rebates',
  'member_rebates',
  'member_bet_limits',
  'chase_plans',
  'red_packets',
  'red_packet_grabs',
  'withdraw_accounts',
  'withdrawals',
] as const;

/**
 * A fingerprint of every money table in one query: per table the row count and a sum of 64-bit
 * row hashes (`hashtextextended` of the whole row as text), so an insert, a delete or any changed
 * column of any row changes it. Equal fingerprints mean nothing moved. A table this schema does not
 * have (yet) reads as `absent`.
 */
export async function moneySnapshot(db: Db): Promise<Record<string, string>> {
  const present = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_name in (${sql.join(MONEY_TABLES.map((t) => sql.lit(t)))})`.execute(
    db,
  );
  const have = new Set(present.rows.map((r) => r.name));
  const cols = MONEY_TABLES.filter((t) => have.has(t)).map(
    (t) =>
      sql`(select count(*)::text || '/' || coalesce(sum(hashtextextended(r::text, 0)), 0)::text from ${sql.table(t)} r) as ${sql.ref(t)}`,
  );
  const row = (await sql<Record<string, string>>`select ${sql.join(cols)}`.execute(db)).rows[0] ?? {};
  return Object.fromEntries(MONEY_TABLES.map((t) => [t, row[t] ?? 'absent']));
}

export async function expectReconciled(db: Db) {
  expect(await reconcile(db)).toEqual({ ok: true, problems: [] });
}

/** Text that only appears when an error object leaked: a V8 stack frame, a source path, a class name. */
const STACK_PATTERNS = [
  /\n\s+at [^\n]+:\d+:\d+/,
  /\bat [\w.<>]+ \((?:file:|node:|\/)[^)]*\)/,
  /node:internal/,
  /\/apps\/server\/src\//,
  /\.ts:\d+:\d+/,
  /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|ZodError|DatabaseError): /,
  /"stack"\s*:/,
];

export function leaksStack(text: string): boolean {
  return STACK_PATTERNS.some((p) => p.test(text));
}

/** One answer of the fuzz: never 5xx, never a stack, refusals in the envelope with a message. */
export function checkAnswer(status: number, text: string, isSbin: boolean): string | null {
  if (status >= 500) return `status ${status}: ${text.slice(0, 300)}`;
  if (leaksStack(text)) return `stack trace in body: ${text.slice(0, 300)}`;
  if (status < 400) return null;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return `refusal ${status} is not JSON: ${text.slice(0, 200)}`;
  }
  const msg = body.error_message;
  if (body.success !== false || typeof body.error_code !== 'number' || typeof msg !== 'string' || !msg)
    return `refusal ${status} outside the envelope: ${text.slice(0, 200)}`;
  if (isSbin && body.code !== '0') return `/sbin refusal without the legacy root: ${text.slice(0, 200)}`;
  return null;
}
