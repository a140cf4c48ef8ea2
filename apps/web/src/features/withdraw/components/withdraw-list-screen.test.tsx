import { screen } from '@testing-library/react';
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
  });
});
