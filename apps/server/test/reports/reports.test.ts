import { OPERATOR_ROLES, type OperatorRole, roleHas } from '@qilin/contract';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db';
import { csvCell } from '../../src/modules/reports';
import { asRecord, buildMember, buildTestApp, type TestApp } from '../helpers';
import { asOperator, failCode, makeOperator, okResult, signIn } from '../operator/operator-kit';

/** An instant given as Asia/Shanghai wall time. */
const sh = (local: string) => new Date(`${local}+08:00`);

let serial = 0;

/**
 * Rows straight in the owning modules' tables, with the foreign-key triggers off for this transaction:
 * the reports read settled figures, and the flows that produce them (ledger, draws) are tested elsewhere.
 */
async function seed(db: Kysely<Database>, write: (trx: Kysely<Database>) => Promise<void>) {
  await db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    await write(trx);
  });
}

async function deposit(db: Kysely<Database>, memberId: number, fen: number, at: Date, status = 'confirmed') {
  serial += 1;
  await sql`insert into deposit_orders (order_sn, member_id, channel_id, type_id, amount_fen, status, transfer_id,
      expires_at, decided_at)
    values (${`RPT${process.pid}${serial}`}, ${memberId}, 1, 1, ${fen}, ${status},
      ${status === 'confirmed' ? 1 : null}, ${at}, ${status === 'confirmed' ? at : null})`.execute(db);
}

async function withdrawal(db: Kysely<Database>, memberId: number, fen: number, paidAt: Date | null) {
  await sql`insert into withdrawals (member_id, account_id, amount_fen, status, hold_id, account_type, account_text,
      reviewed_at, paid_at)
    values (${memberId}, 1, ${fen}, ${paidAt ? 'paid' : 'pending'}, 1, 1, '6222 **** 0001', ${paidAt}, ${paidAt})`.execute(
    db,
  );
}

async function bet(
  db: Kysely<Database>,
  b: {
    memberId: number;
    game: string;
    stake: number;
    posted: number;
    payout: number;
    status: string;
    at: Date;
  },
) {
  const order = await sql<{
    id: number;
  }>`insert into bet_orders (member_id, game_code, issue_id, issue, total_fen,
      receipt, receipt_hash, placed_at, status)
    values (${b.memberId}, ${b.game}, 1, '1', ${b.stake}, '{}', '', ${b.at}, 'settled') returning id`.execute(
    db,
  );
  await sql`insert into bets (order_id, member_id, issue_id, play_id, name, selection, odds, stake_fen, held_fen,
      posted_fen, status, payout_fen, settled_at, shape)
    values (${order.rows[0]?.id}, ${b.memberId}, 1, 'x', 'x', '[]', '[]', ${b.stake}, ${Math.max(b.stake, b.posted)},
      ${b.posted}, ${b.status}, ${b.payout}, ${b.at}, '\\x00')`.execute(db);
}

const BOM = '\uFEFF';

describe('reports: figures, CSV files and who may read them', () => {
  let t: TestApp;
  const tokens = new Map<OperatorRole, string>();
  let alice: { id: number; username: string };
  let bob: { id: number; username: string };
  let pendingWithdrawalId = 0;

  beforeAll(async () => {
    t = await buildTestApp();
    for (const role of OPERATOR_ROLES) tokens.set(role, await signIn(t, await makeOperator(t, role)));
    const db = t.db.db;
    alice = await buildMember(db);
    // A username a spreadsheet would run as a formula, with a comma and quotes besides.
    bob = await buildMember(db, { username: `=1+2,"x"${process.pid}` });
    await seed(db, async (trx) => {
      await deposit(trx, alice.id, 12_345, sh('2026-03-10T00:30:00'));
      await deposit(trx, bob.id, 100, sh('2026-03-10T23:59:59'));
      await deposit(trx, alice.id, 5_000, sh('2026-03-11T00:00:30'));
      await deposit(trx, alice.id, 777, sh('2026-03-09T23:59:59'));
      await deposit(trx, bob.id, 999, sh('2026-03-10T10:00:00'), 'paid');
      await withdrawal(trx, alice.id, 2_000, sh('2026-03-10T12:00:00'));
      await withdrawal(trx, bob.id, 300, null);
      const base = { at: sh('2026-03-10T20:00:00') };
      await bet(trx, {
        ...base,
        memberId: alice.id,
        game: 'Tradition28',
        stake: 1000,
        posted: 1000,
        payout: 1990,
        status: 'won',
      });
      await bet(trx, {
        ...base,
        memberId: bob.id,
        game: 'Tradition28',
        stake: 500,
        posted: 500,
        payout: 0,
        status: 'lost',
      });
      // A 翻倍 loss posts more than its stake.
      await bet(trx, {
        ...base,
        memberId: bob.id,
        game: 'Finance28',
        stake: 200,
        posted: 400,
        payout: 0,
        status: 'lost',
      });
      // Pushes and refunds move no money.
      await bet(trx, {
        ...base,
        memberId: alice.id,
        game: 'Finance28',
        stake: 300,
        posted: 0,
        payout: 0,
        status: 'push',
      });
      await bet(trx, {
        ...base,
        memberId: alice.id,
        game: 'Finance28',
        stake: 300,
        posted: 0,
        payout: 0,
        status: 'refunded',
      });
      await bet(trx, {
        memberId: alice.id,
        game: 'Finance28',
        stake: 100,
        posted: 100,
        payout: 0,
        status: 'lost',
        at: sh('2026-03-11T09:00:00'),
      });
    });
    pendingWithdrawalId = Number(
      (
        await db
          .selectFrom('withdrawals')
          .select('id')
          .where('status', '=', 'pending')
          .executeTakeFirstOrThrow()
      ).id,
    );
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const as = (role: OperatorRole) => asOperator(tokens.get(role) as string);

  async function csv(path: string, role: OperatorRole = 'auditor') {
    const res = await fetch(`${t.baseUrl}${path}`, { headers: as(role) });
    const bytes = new Uint8Array(await res.arrayBuffer());
    // TextDecoder would drop the byte order mark: keep it (ignoreBOM) to see it is there.
    return { res, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
  }

  it('the daily report: one row per Asia/Shanghai day, figures exact', async () => {
    const res = await t.call('/api/admin/reports/daily?from=2026-03-10&to=2026-03-11', {
      headers: as('manager'),
    });
    expect(okResult(res)).toEqual({
      rows: [
        {
          day: '2026-03-10',
          deposit_count: 2,
          deposit_fen: 12_445,
          withdrawal_count: 1,
          withdrawal_fen: 2_000,
          bet_count: 3,
          stake_fen: 1_700,
          payout_fen: 1_990,
          ggr_fen: -90,
        },
        {
          day: '2026-03-11',
          deposit_count: 1,
          deposit_fen: 5_000,
          withdrawal_count: 0,
          withdrawal_fen: 0,
          bet_count: 1,
          stake_fen: 100,
          payout_fen: 0,
          ggr_fen: 100,
        },
      ],
      total: 2,
      page: 1,
      page_size: 50,
    });
  });

  it('the daily CSV: BOM, header, yuan with two decimals, CRLF lines, an attachment', async () => {
    const { res, text } = await csv('/api/admin/reports/daily/csv?from=2026-03-10&to=2026-03-11');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="daily-2026-03-10_2026-03-11.csv"',
    );
    expect(text).toBe(
      `${BOM}日期,充值笔数,充值金额,提现笔数,提现金额,注单数,投注额,派彩,平台盈亏\r\n` +
        '2026-03-10,2,124.45,1,20.00,3,17.00,19.90,-0.90\r\n' +
        '2026-03-11,1,50.00,0,0.00,1,1.00,0.00,1.00\r\n',
    );
  });

  it('the per-game CSV names each game', async () => {
    const { text } = await csv('/api/admin/reports/per-game/csv?from=2026-03-10&to=2026-03-10');
    expect(text).toBe(
      `${BOM}游戏代码,游戏,注单数,投注额,派彩,平台盈亏\r\n` +
        'Finance28,财经28,1,2.00,0.00,4.00\r\n' +
        'Tradition28,传统28,2,15.00,19.90,-4.90\r\n',
    );
  });

  it('the per-member CSV: the biggest stake first, a formula-like username escaped and quoted', async () => {
    const { text } = await csv('/api/admin/reports/per-member/csv?from=2026-03-10&to=2026-03-10');
    expect(text).toBe(
      `${BOM}会员ID,用户名,充值金额,提现金额,注单数,投注额,派彩,平台盈亏\r\n` +
        `${alice.id},${alice.username},123.45,20.00,1,10.00,19.90,-9.90\r\n` +
        `${bob.id},"'=1+2,""x""${process.pid}",1.00,0.00,2,7.00,0.00,9.00\r\n`,
    );
  });

  it('the per-member report pages', async () => {
    const res = await t.call(
      '/api/admin/reports/per-member?from=2026-03-10&to=2026-03-10&page=2&page_size=1',
      {
        headers: as('risk'),
      },
    );
    const page = asRecord(okResult(res));
    expect(page.total).toBe(2);
    expect((page.rows as { member_id: number }[]).map((r) => r.member_id)).toEqual([bob.id]);
  });

  it('csvCell: formula starts escaped, numbers left numbers', () => {
    expect(['=SUM(A1)', '+1', '-x', '@cmd', '\tx', '\rx'].map(csvCell)).toEqual([
      "'=SUM(A1)",
      "'+1",
      "'-x",
      "'@cmd",
      "'\tx",
      `"'\rx"`,
    ]);
    expect([-12.5, '-12.50', '0.00', 7, '李四'].map(csvCell)).toEqual([
      '-12.5',
      '-12.50',
      '0.00',
      '7',
      '李四',
    ]);
  });

  it('refuses a range backwards, too long or not a date, with a readable 4xx', async () => {
    for (const q of [
      'from=2026-03-11&to=2026-03-10',
      'from=2025-01-01&to=2026-03-10',
      'from=2026-02-30&to=2026-03-01',
      'from=x&to=y',
      '',
    ]) {
      for (const path of ['/api/admin/reports/daily', '/api/admin/reports/daily/csv']) {
        const res = await t.call(`${path}?${q}`, { headers: as('owner') });
        expect(res.status, `${path}?${q}`).toBe(400);
        expect(asRecord(res.body)).toMatchObject({ success: false });
        expect(typeof asRecord(res.body).error_message).toBe('string');
      }
    }
  });

  it('the dashboard: pending queues and today on the Asia/Shanghai calendar', async () => {
    const d = asRecord(okResult(await t.call('/api/admin/reports/dashboard', { headers: as('auditor') })));
    expect(d.pending).toEqual({ deposits: 1, withdrawals: 1, approvals: 0 });
    expect(d.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(d.online_members).toBe(0);
    expect(asRecord(d.draw_lag).overdue_issues).toBeGreaterThanOrEqual(0);
  });

  it('each role: the reports with reports.read only, the risk facts with cashier.read only', async () => {
    for (const role of OPERATOR_ROLES) {
      for (const path of [
        '/api/admin/reports/dashboard',
        '/api/admin/reports/per-game?from=2026-03-10&to=2026-03-10',
        '/api/admin/reports/per-member/csv?from=2026-03-10&to=2026-03-10',
      ]) {
        const res = await t.call(path, { headers: as(role) });
        expect(res.status, `${role} ${path}`).toBe(roleHas(role, 'reports.read') ? 200 : 403);
      }
      const risk = await t.call(`/api/admin/withdrawals/${pendingWithdrawalId}/risk`, { headers: as(role) });
      expect(risk.status, `${role} risk`).toBe(roleHas(role, 'cashier.read') ? 200 : 403);
      if (risk.status === 403) expect(failCode(risk)).toBeTypeOf('number');
    }
    expect(
      ['owner', 'manager', 'risk', 'auditor'].every((r) => roleHas(r as OperatorRole, 'reports.read')),
    ).toBe(true);
    expect(roleHas('cashier', 'reports.read')).toBe(false);
  });

  it("a withdrawal's risk facts: its member, balance, turnover, wins and bound accounts", async () => {
    const r = asRecord(
      okResult(
        await t.call(`/api/admin/withdrawals/${pendingWithdrawalId}/risk`, { headers: as('cashier') }),
      ),
    );
    expect(r).toMatchObject({
      withdrawal_id: pendingWithdrawalId,
      member_id: bob.id,
      amount_fen: 300,
      window_days: 7,
    });
    expect(r.username).toBe(bob.username);
    const missing = await t.call('/api/admin/withdrawals/999999/risk', { headers: as('cashier') });
    expect(missing.status).toBe(404);
  });
});
