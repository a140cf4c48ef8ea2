import type { WithdrawView } from '@qilin/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoMember, json, mockFetch, renderRoutes, resetSession } from '../../../test/utils';
import { WithdrawListScreen } from './withdraw-list-screen';

describe('withdraw list timeline', () => {
  beforeEach(() => resetSession({ token: 't', userData: demoMember, isLogin: true }));

  it('shows each step with its Beijing time, not the raw ISO instant', async () => {
    mockFetch({
      '/api/fund/withdraw/list': () =>
        json({
          success: true,
          result: {
            total: 1,
            list: [
              {
                id: 7,
                amountFen: 20_000,
                status: 'paid',
                type: 1105,
                typeName: '银行卡',
                account: '6222****0123',
                reason: '',
                createdAt: '2026-11-22T02:35:16.922Z',
                timeline: [
                  { step: 'applied', time: '2026-11-22T02:35:16.922Z', reason: '' },
                  { step: 'reviewed', time: '2026-11-22T02:40:00.000Z', reason: '' },
                  { step: 'paid', time: '2026-11-22T16:05:00.000Z', reason: '' },
                ],
              },
            ],
          },
        }),
    });
    renderRoutes([{ path: '/withdrawList', element: <WithdrawListScreen /> }], '/withdrawList');
    expect(await screen.findByText('已出款')).toBeTruthy();
    expect(screen.getByText('2026-11-22 10:35:16')).toBeTruthy();
    expect(screen.getByText('2026-11-23 00:05:00')).toBeTruthy();
    expect(screen.queryByText(/T02:35/)).toBeNull();
    expect(screen.getByTestId('record-status').textContent).toBe('提现成功');
    expect(screen.getByTestId('record-status').getAttribute('data-tone')).toBe('good');
  });
});

describe('withdraw list: refused and cancelled withdrawals', () => {
  beforeEach(() => resetSession({ token: 't', userData: demoMember, isLogin: true }));

  const view = (over: Partial<WithdrawView>): WithdrawView => ({
    id: 1,
    amountFen: 50_000,
    status: 'pending',
    type: 1106,
    typeName: 'USDT',
    account: 'TQn9Y2****LbSE',
    reason: '',
    createdAt: '2026-11-22T02:00:00.000Z',
    timeline: [{ step: 'applied', time: '2026-11-22T02:00:00.000Z' }],
    ...over,
  });

  it('shows a rejected withdrawal as applied → 已拒绝 with its time and reason, marked as failed', async () => {
    mockFetch({
      '/api/fund/withdraw/list': () =>
        json({
          success: true,
          result: {
            total: 1,
            list: [
              view({
                id: 8,
                status: 'rejected',
                reason: '收款账户信息有误',
                timeline: [
                  { step: 'applied', time: '2026-11-22T02:00:00.000Z' },
                  { step: 'rejected', time: '2026-11-22T03:30:05.000Z', reason: '收款账户信息有误' },
                ],
              }),
            ],
          },
        }),
    });
    renderRoutes([{ path: '/withdrawList', element: <WithdrawListScreen /> }], '/withdrawList');
    const record = await screen.findByTestId('withdraw-record');
    const steps = [...record.querySelectorAll('.adm-step')];
    expect(steps.map((s) => s.querySelector('.adm-step-title')?.textContent)).toEqual(['提交申请', '已拒绝']);
    const rejected = steps[1] as HTMLElement;
    expect(rejected.className).toContain('adm-step-status-error');
    expect(record.querySelector('[data-testid="record-status"]')?.getAttribute('data-tone')).toBe('bad');
    expect(within(rejected).getByText('2026-11-22 11:30:05')).toBeTruthy();
    expect(within(rejected).getByText('原因：收款账户信息有误')).toBeTruthy();
    expect(within(record).getByText('¥500')).toBeTruthy();
    expect(within(record).queryByText('审核通过')).toBeNull();
    expect(within(record).queryByText('已出款')).toBeNull();
  });

  it('names a cancelled withdrawal 已取消, not 已拒绝, and a pending one shows only its application', async () => {
    mockFetch({
      '/api/fund/withdraw/list': () =>
        json({
          success: true,
          result: {
            total: 2,
            list: [
              view({
                id: 9,
                status: 'cancelled',
                timeline: [
                  { step: 'applied', time: '2026-11-22T02:00:00.000Z' },
                  { step: 'cancelled', time: '2026-11-22T02:10:00.000Z' },
                ],
              }),
              view({ id: 10 }),
            ],
          },
        }),
    });
    renderRoutes([{ path: '/withdrawList', element: <WithdrawListScreen /> }], '/withdrawList');
    const [cancelled, pending] = await screen.findAllByTestId('withdraw-record');
    expect(within(cancelled as HTMLElement).getByText('已取消')).toBeTruthy();
    expect(within(cancelled as HTMLElement).queryByText('已拒绝')).toBeNull();
    // the status tag in the records' shared colours: cancelled is void, pending waits
    const tag = (el: Element | undefined) => el?.querySelector('[data-testid="record-status"]');
    expect(tag(cancelled)?.textContent).toBe('已撤销');
    expect(tag(cancelled)?.getAttribute('data-tone')).toBe('void');
    expect(tag(pending)?.textContent).toBe('处理中');
    expect(tag(pending)?.getAttribute('data-tone')).toBe('pending');
    expect(
      [...(pending as HTMLElement).querySelectorAll('.adm-step-title')].map((e) => e.textContent),
    ).toEqual(['提交申请']);
  });
});
