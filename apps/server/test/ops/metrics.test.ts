import { findGameFamily } from '@qilin/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEV_ADMIN_TOKEN } from '../../src/env';
import { fund } from '../bet/bet-kit';
import { buildHttpKit } from '../bet/http-kit';
import { testDbKind } from '../helpers';

const pc28 = findGameFamily('Tradition28')?.playGroups.credit[0]?.entries ?? [];
const odds = (playId: string) => pc28.find((e) => e.playId === playId)?.odds ?? '';
const METRICS_TOKEN = 'scraper-token-0123456789';

/** The value of one series in a scrape (`name{labels} value`); undefined when absent. */
function seriesValue(scrape: string, series: string): number | undefined {
  const line = scrape.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe(`/metrics over HTTP (${testDbKind()})`, () => {
  let kit: Awaited<ReturnType<typeof buildHttpKit>>;
  let baseUrl = '';
  let token = '';
  let memberId = 0;
  beforeAll(async () => {
    // METRICS_RECONCILE_SEC=0: every scrape reconciles, so a ledger edit shows on the next one.
    kit = await buildHttpKit(
      ['Tradition28'],
      undefined,
      {},
      {
        METRICS_TOKEN,
        METRICS_RECONCILE_SEC: '0',
      },
    );
    await kit.app.listen({ port: 0, host: '127.0.0.1' });
    const address = kit.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    baseUrl = `http://127.0.0.1:${address.port}`;
    await kit.tick();
    const member = await kit.newMember();
    memberId = member.id;
    await fund(kit.db.db, member.id, 100_000);
    token = await kit.login(member);
  });
  afterAll(async () => {
    await kit?.close();
  });

  const scrape = async (bearer = DEV_ADMIN_TOKEN) => {
    const res = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${bearer}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    return res.text();
  };
  const bet = (content: unknown) =>
    fetch(`${baseUrl}/api/bet/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token, 'device-id': 'metrics-test' },
      body: JSON.stringify({ game_id: 'Tradition28', game_room_id: 1, content: JSON.stringify(content) }),
    });

  it('answers only a bearer of ADMIN_TOKEN or METRICS_TOKEN', async () => {
    expect((await fetch(`${baseUrl}/metrics`)).status).toBe(403);
    const wrong = await fetch(`${baseUrl}/metrics`, { headers: { authorization: 'Bearer nope-nope-nope' } });
    expect(wrong.status).toBe(403);
    const asAdminHeader = await fetch(`${baseUrl}/metrics`, {
      headers: { 'x-admin-token': DEV_ADMIN_TOKEN },
    });
    expect(asAdminHeader.status).toBe(403);
    expect(await scrape(METRICS_TOKEN)).toContain('qilin_http_requests_total');
  });

  it('labels requests by route pattern, never by raw URL', async () => {
    for (const id of ['1', '2', '3']) await fetch(`${baseUrl}/api/vod/watch?id=${id}`);
    for (const junk of ['/api/x1', '/api/x2', '/wp-login.php']) await fetch(`${baseUrl}${junk}`);
    const text = await scrape();
    expect(
      seriesValue(text, 'qilin_http_requests_total{method="GET",route="/api/health",status_code="200"}'),
    ).toBeUndefined();
    await fetch(`${baseUrl}/api/health`);
    await fetch(`${baseUrl}/api/health`);
    const after = await scrape();
    expect(
      seriesValue(after, 'qilin_http_requests_total{method="GET",route="/api/health",status_code="200"}'),
    ).toBe(2);
    expect(after).toMatch(
      /qilin_http_request_duration_seconds_count\{method="GET",route="\/api\/health"\} 2/,
    );
    expect(after).toMatch(
      /qilin_http_requests_total\{method="GET",route="unmatched",status_code="404"\} [3-9]/,
    );
    expect(after).not.toContain('x1');
    expect(after).not.toContain('wp-login');
  });

  const DIRECT = 'qilin_bets_placed_total{source="direct"}';
  const CHASE = 'qilin_bets_placed_total{source="chase"}';

  it('counts bets placed, then settled, and the draw lag of the issue', async () => {
    const before = await scrape();
    expect(seriesValue(before, DIRECT)).toBe(0);
    expect(seriesValue(before, CHASE)).toBe(0);
    const placed = await bet([{ playId: 'big', amountFen: 1_000, odds: odds('big') }]);
    expect(placed.status).toBe(200);
    const once = await scrape();
    expect(seriesValue(once, DIRECT)).toBe(1);
    expect(seriesValue(once, 'qilin_bets_settled_total')).toBe(0);
    expect(seriesValue(once, 'qilin_draw_lag_seconds_count{game="Tradition28"}')).toBeUndefined();
    // A refused bet counts nothing.
    expect((await bet([{ playId: 'big', amountFen: 1, odds: odds('big') }])).status).toBe(400);
    // Drawn 1 s after its draw time (10:05:00), then settled.
    kit.clock.set(new Date('2026-03-01T10:05:01+08:00'));
    await kit.tick();
    const drawn = await scrape();
    expect(seriesValue(drawn, DIRECT)).toBe(1);
    expect(seriesValue(drawn, 'qilin_bets_settled_total')).toBe(1);
    expect(seriesValue(drawn, 'qilin_draw_lag_seconds_count{game="Tradition28"}')).toBe(1);
    expect(seriesValue(drawn, 'qilin_draw_lag_seconds_sum{game="Tradition28"}')).toBe(1);
  });

  it('counts the bets a chase plan places, labelled chase; its replay counts nothing', async () => {
    const before = await scrape();
    const chase = () =>
      fetch(`${baseUrl}/api/bet/task/order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token, 'device-id': 'metrics-test' },
        body: JSON.stringify({
          game_id: 'Tradition28',
          game_room_id: 1,
          content: JSON.stringify([
            { playId: 'big', amountFen: 100, odds: odds('big') },
            { playId: 'small', amountFen: 100, odds: odds('small') },
          ]),
          times: 3,
          idempotency_key: 'metrics-chase-0001',
        }),
      });
    expect((await chase()).status).toBe(200);
    expect((await chase()).status).toBe(200);
    const after = await scrape();
    expect(seriesValue(after, CHASE)).toBe((seriesValue(before, CHASE) ?? 0) + 6);
    expect(seriesValue(after, DIRECT)).toBe(seriesValue(before, DIRECT));
  });

  it('shows socket count, pool use and process figures', async () => {
    const text = await scrape();
    expect(seriesValue(text, 'qilin_sockets')).toBe(0);
    expect(seriesValue(text, 'qilin_db_pool_total')).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, 'qilin_db_pool_idle')).toBeGreaterThanOrEqual(0);
    expect(seriesValue(text, 'qilin_db_pool_waiting')).toBe(0);
    expect(text).toContain('process_cpu_seconds_total');
    const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}/ws/ws`);
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    try {
      expect(seriesValue(await scrape(), 'qilin_sockets')).toBe(1);
    } finally {
      ws.close();
    }
  });

  it('reports the ledger reconcile: 1 while it balances, 0 with the problem count once it does not', async () => {
    const ok = await scrape();
    expect(seriesValue(ok, 'qilin_ledger_reconciled')).toBe(1);
    expect(seriesValue(ok, 'qilin_ledger_reconcile_problems')).toBe(0);
    expect(seriesValue(ok, 'qilin_ledger_reconcile_timestamp_seconds')).toBeGreaterThan(0);
    await sql`update ledger_accounts set balance_fen = balance_fen + 1
      where member_id = ${memberId} and kind = 'member_wallet'`.execute(kit.db.db);
    const broken = await scrape();
    expect(seriesValue(broken, 'qilin_ledger_reconciled')).toBe(0);
    expect(seriesValue(broken, 'qilin_ledger_reconcile_problems')).toBe(2);
  });
});
