import { ErrorCode } from '@qilin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, buildTestApp, DEPOSITOR, loginMember, type TestApp } from '../helpers';
import { createOrder } from '../payment/payment-kit';
import { asOperator, failCode, makeOperator, okResult, signIn } from './operator-kit';

describe('admin lists page by cursor, with a bounded limit', () => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signIn(t, await makeOperator(t, 'owner'));
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const ids = async (url: string) =>
    (okResult(await t.call(url, { headers: asOperator(owner) })) as { id: number }[]).map((r) => r.id);

  /** Walks a list page by page with `cursor` (after_id / before_id) until a short page. */
  async function walk(base: string, cursor: 'after_id' | 'before_id', limit: number): Promise<number[][]> {
    const pages: number[][] = [];
    let from: number | undefined;
    for (;;) {
      const sep = base.includes('?') ? '&' : '?';
      const page = await ids(`${base}${sep}limit=${limit}${from === undefined ? '' : `&${cursor}=${from}`}`);
      pages.push(page);
      if (page.length < limit) return pages;
      from = page.at(-1);
    }
  }

  it('operators and deposits, oldest first, after_id; every row once, in order', async () => {
    for (let i = 0; i < 4; i += 1) await makeOperator(t, 'cashier');
    const all = await ids('/api/admin/operators');
    expect(all.length).toBeGreaterThanOrEqual(5);
    const pages = await walk('/api/admin/operators', 'after_id', 2);
    expect(pages.slice(0, -1).every((p) => p.length === 2)).toBe(true);
    expect(pages.flat()).toEqual(all);

    // One open order per member: three members.
    for (let i = 0; i < 3; i += 1)
      await createOrder(t, await loginMember(t, await buildMember(t.db.db, DEPOSITOR)), 1, '200');
    const deposits = await ids('/api/admin/deposits?status=pending');
    expect(deposits).toHaveLength(3);
    expect((await walk('/api/admin/deposits?status=pending', 'after_id', 2)).flat()).toEqual(deposits);
  });

  it('approvals, newest first, before_id', async () => {
    const proposer = await signIn(t, await makeOperator(t, 'owner'));
    for (let i = 0; i < 3; i += 1) {
      const res = await t.call('/api/admin/game-rooms/config', {
        method: 'PUT',
        headers: asOperator(proposer),
        body: { game_id: 'Tradition28', game_room_id: '3', rules: {} },
      });
      expect(res.status).toBe(202);
    }
    const all = await ids('/api/admin/approvals');
    expect(all).toEqual([...all].sort((a, b) => b - a));
    expect((await walk('/api/admin/approvals', 'before_id', 2)).flat()).toEqual(all);
  });

  it('refuses a limit out of bounds, readably', async () => {
    for (const url of [
      '/api/admin/operators?limit=0',
      '/api/admin/withdrawals?limit=501',
      '/api/admin/approvals?limit=201',
    ]) {
      const res = await t.call(url, { headers: asOperator(owner) });
      expect([url, res.status, failCode(res)]).toEqual([url, 400, ErrorCode.InvalidPayload]);
    }
  });
});
