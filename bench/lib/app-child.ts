/**
 * One Qilin server process for a benchmark (forked by app-process.ts): builds the real app with
 * `buildServer`, creates and funds bench members, logs them in, then answers IPC commands.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildServer } from '../../apps/server/src/app';
import { createDb, maintainEmbedded, migrate } from '../../apps/server/src/db';
import { loadEnv } from '../../apps/server/src/env';
import { decryptText } from '../../apps/server/src/lib/crypto';
import { hashPassword } from '../../apps/server/src/lib/password';
import { getMemberBalances, transfer } from '../../apps/server/src/modules/ledger';
import { memberAccounts } from '../../apps/server/src/modules/member';
import type { ChildCommand, ChildConfig, ChildMember } from './app-protocol';

const cfg = JSON.parse(process.env.BENCH_CHILD ?? '{}') as ChildConfig;
const PASSWORD = 'bench-secret-1';

async function main() {
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: cfg.databaseUrl,
    REDIS_URL: cfg.redisUrl,
    DATA_DIR: cfg.dataDir ?? 'memory://',
    WEB_DIST: cfg.webDist ?? '/nonexistent-qilin-web-dist',
    // Production defaults except the throttles, which would turn a load test into a 429 test.
    ENCRYPT_RESPONSES: '1',
    RATE_LIMIT_MAX: '100000000',
    LOGIN_LIMIT_MAX: '100000',
    CAPTCHA: '0',
    DEFENSE: '0',
    // As in production: answers are not checked against their schemas.
    CHECK_RESPONSES: '0',
  });
  const handle = await createDb({ databaseUrl: cfg.databaseUrl, poolSize: cfg.poolSize ?? 10 });
  if (cfg.migrate) await migrate(handle.db);
  const app = await buildServer({
    env,
    db: handle,
    closeDbWithApp: true,
    gamePlay: {
      autoStart: cfg.scheduler,
      ...(cfg.games && { only: cfg.games }),
      // Hour-long issues with a short close: a benchmark run never hits a closed issue.
      periodSec: 3600,
      closeSec: 5,
      chainLength: 100,
    },
  });
  await app.listen({ port: cfg.port ?? 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  if (cfg.migrate) await app.gamePlay.scheduler.tick();

  const members: ChildMember[] = [];
  if (cfg.members > 0) {
    const passwordHash = await hashPassword(PASSWORD);
    for (let i = 0; i < cfg.members; i++) {
      const username = `b${process.pid}x${i}`;
      const row = await memberAccounts.insert(handle.db, { username, passwordHash, nickname: username });
      if (!row) throw new Error(`member ${username} exists`);
      await handle.db.transaction().execute((trx) =>
        transfer(trx, {
          from: { kind: 'deposits_clearing' },
          to: { kind: 'member_wallet', memberId: row.id },
          amountFen: cfg.fundFen,
          type: 'deposit',
        }),
      );
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username, password: PASSWORD },
        headers: { 'device-id': `bench-${i}` },
      });
      const text = res.headers['x-enc'] === '1' ? decryptText(env.dataKey, res.body) : res.body;
      const token = (JSON.parse(text) as { result?: { token?: string } }).result?.token;
      if (!token) throw new Error(`login failed: ${text}`);
      members.push({ id: row.id, token });
    }
  }

  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  process.on('message', async (raw) => {
    const msg = raw as ChildCommand;
    if (msg.cmd === 'verify') {
      const out = [];
      for (const id of msg.memberIds) {
        const b = await getMemberBalances(handle.db, id);
        const bets = await sql<{ n: number; s: number }>`
          select count(*)::int as n, coalesce(sum(stake_fen), 0)::bigint as s from bets where member_id = ${id}`.execute(
          handle.db,
        );
        const r = bets.rows[0];
        out.push({
          id,
          walletFen: b.balanceFen,
          heldFen: b.heldFen,
          bets: r?.n ?? 0,
          stakeFen: Number(r?.s ?? 0),
        });
      }
      process.send?.({ reply: 'verify', members: out });
    } else if (msg.cmd === 'analyze') {
      // What a long-running server has by now: autovacuum's statistics, or on PGlite the app's own pass.
      if (handle.kind === 'pglite') await maintainEmbedded(handle.db);
      else await sql`analyze`.execute(handle.db);
      process.send?.({ reply: 'analyze' });
    } else if (msg.cmd === 'rss') {
      process.send?.({ reply: 'rss', rss: process.memoryUsage().rss, sockets: app.realtime.connectionCount });
    } else if (msg.cmd === 'broadcast') {
      const sentAt = Date.now();
      const delivered = app.realtime.broadcast({ type: 'notice', id: msg.id, content: msg.content });
      process.send?.({ reply: 'broadcast', sentAt, delivered, doneAt: Date.now() });
    } else if (msg.cmd === 'lag') {
      process.send?.({
        reply: 'lag',
        p99: loopDelay.percentile(99) / 1e6,
        max: loopDelay.max / 1e6,
        sockets: app.realtime.connectionCount,
        rss: process.memoryUsage().rss,
      });
      loopDelay.reset();
    } else if (msg.cmd === 'stop') {
      await app.close();
      process.exit(0);
    }
  });
  process.send?.({ reply: 'ready', port, members });
}

main().catch((err: unknown) => {
  console.error('bench app child failed:', err);
  process.exit(1);
});
