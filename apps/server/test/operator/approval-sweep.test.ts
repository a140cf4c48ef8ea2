import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../../src/modules/operator';
import { ApprovalService } from '../../src/modules/operator/approval.service';
import { operatorRepository } from '../../src/modules/operator/operator.repository';
import { createTestDb, type TestDb } from '../helpers';

const MIN = 60_000;
const origin = { ip: '127.0.0.1', requestId: 'test' };

describe('the stuck-approval sweep', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  it("marks an approval whose approver died mid-run 'failed' after the timeout, and nothing else", async () => {
    let clock = new Date('2026-03-01T08:00:00Z');
    const now = () => clock;
    // The approver's run never returns: its process died after claiming the approval.
    const service = new ApprovalService(db.db, now, () => new Promise(() => {}));
    const make = (username: string, role: 'cashier') =>
      operatorRepository.insert(db.db, { username, passwordHash: 'x', role, createdBy: null });
    const a = await make('sweep_a', 'cashier');
    const b = await make('sweep_b', 'cashier');
    const action = {
      route: 'POST /api/admin/withdrawals/:id/approve',
      permission: 'cashier.withdrawals' as const,
      method: 'POST',
      url: '/api/admin/withdrawals/1/approve',
      body: {},
      summary: 'withdrawal 1',
    };
    const stuck = await service.propose(action, a, origin);
    const waiting = await service.propose(action, a, origin);
    void service.approve(stuck, b, origin);
    await expect.poll(async () => (await service.list('executing', 10)).map((r) => r.id)).toEqual([stuck]);

    clock = new Date(clock.getTime() + 9 * MIN);
    expect(await service.sweepStuck(10 * MIN)).toEqual([]);
    clock = new Date(clock.getTime() + 2 * MIN);
    expect(await service.sweepStuck(10 * MIN)).toEqual([stuck]);
    expect(await service.sweepStuck(10 * MIN)).toEqual([]);

    expect((await service.list('failed', 10)).map((r) => r.id)).toEqual([stuck]);
    expect((await service.list('pending', 10)).map((r) => r.id)).toEqual([waiting]);
    const row = await db.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'approval.timed-out')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      actor_kind: 'system',
      target: `approval:${stuck}`,
      before: { status: 'executing' },
      after: { status: 'failed' },
    });
    expect(await verifyAuditChain(db.db)).toMatchObject({ ok: true });
  });
});
