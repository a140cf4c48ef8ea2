import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../auth/session';
import { fakeApi, okBody } from '../../test/fake-api';
import { renderPage } from '../../test/render';
import { VipLevelsPage } from './vip-levels-page';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.signOut();
});

const level = (n: number, turnoverFen: number, depositFen: number) => ({
  level: n,
  name: `VIP${n}`,
  turnoverFen,
  depositFen,
  keepTurnoverFen: 0,
  upgradeGiftFen: 1_000 * n,
  weeklyGiftFen: 0,
  monthlyGiftFen: 0,
  wageringX100: 100,
});
const TABLE = [level(0, 0, 0), level(1, 100_000, 10_000)];

function signIn(permissions: string[]) {
  sessionStore.signIn({
    credential: { kind: 'operator', token: 't' },
    operator: null,
    permissions: permissions as never,
    mfa: true,
  });
}

describe('VIP 等级', () => {
  it('edits amounts in yuan, sends fen, and holds back a table that breaks the rules', async () => {
    signIn(['members.read', 'members.limits']);
    const calls = fakeApi((c) => {
      if (c.path === '/api/admin/vip/levels' && c.method === 'GET') return okBody({ levels: TABLE });
      if (c.path === '/api/admin/vip/levels' && c.method === 'PUT')
        return okBody({ levels: (c.body as { levels: unknown }).levels });
      return undefined;
    });
    renderPage(<VipLevelsPage />);
    const gift = await screen.findByLabelText('等级1晋级礼金');
    fireEvent.change(gift, { target: { value: '18.88' } });
    fireEvent.click(screen.getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const sent = calls.find((c) => c.method === 'PUT')?.body as { levels: { upgradeGiftFen: number }[] };
    expect(sent.levels[1]?.upgradeGiftFen).toBe(1_888);

    // Level 1 lowered to level 0's thresholds: refused before anything is sent.
    fireEvent.change(screen.getByLabelText('等级1有效投注门槛'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('等级1存款门槛'), { target: { value: '0' } });
    expect(await screen.findByText(/配置有误/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '保 存' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the table read-only without members.limits', async () => {
    signIn(['members.read']);
    fakeApi((c) => (c.path === '/api/admin/vip/levels' ? okBody({ levels: TABLE }) : undefined));
    renderPage(<VipLevelsPage />);
    expect((await screen.findByLabelText('等级1名称')).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: '保 存' })).toBeNull();
  });
});
