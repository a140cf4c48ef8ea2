import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { json, mockFetch, renderRoutes, resetSession } from '../../../test/utils';

describe('help center', () => {
  beforeEach(() => resetSession());

  it('lists the operator FAQ as questions that expand to their answers, one at a time', async () => {
    mockFetch({
      '/api/common/question': () =>
        json({
          success: true,
          result: {
            list: [
              { id: 1, question: '如何充值？', answer: '进入钱包选择充值渠道。' },
              { id: 2, question: '如何提现？', answer: '绑定提现账号后申请提现。' },
            ],
          },
        }),
    });
    renderRoutes(routes, '/helpCenter');
    fireEvent.click(await screen.findByText('如何充值？'));
    await waitFor(() => expect(screen.getByText('进入钱包选择充值渠道。')).toBeTruthy());
    fireEvent.click(screen.getByText('如何提现？'));
    await waitFor(() => expect(screen.getByText('绑定提现账号后申请提现。')).toBeTruthy());
    const first = screen.getByText('如何充值？').closest('.adm-collapse-panel-header');
    await waitFor(() => expect(first?.getAttribute('aria-expanded')).not.toBe('true'));
    expect(screen.getByRole('link', { name: '没有找到答案？联系在线客服' }).getAttribute('href')).toBe(
      '/mixDeskPage',
    );
  });

  it('shows the empty state without questions', async () => {
    mockFetch({ '/api/common/question': () => json({ success: true, result: { list: [] } }) });
    renderRoutes(routes, '/helpCenter');
    expect(await screen.findByText('暂无常见问题')).toBeTruthy();
  });
});
