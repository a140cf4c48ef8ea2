import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../auth/session';
import { fakeApi, okBody } from '../../test/fake-api';
import { renderPage } from '../../test/render';
import { GamesPage } from './games-page';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.signOut();
});

const SEED = 'ab'.repeat(32);
const COMMIT = 'cd'.repeat(32);
const game = {
  code: 'Ffc',
  name: '分分彩',
  class_type: 2,
  game_type: 'ssc',
  scheduled: true,
  period_sec: 60,
  close_sec: 10,
};
const issue = (id: number, n: string, state: string, over: object = {}) => ({
  id,
  game_id: 'Ffc',
  issue: n,
  state,
  open_at: 0,
  close_at: 0,
  draw_at: Date.UTC(2026, 10, 26, 2, 0),
  chain_epoch: 1,
  chain_index: id,
  commitment: null,
  seed: null,
  beacon_round: null,
  result: null,
  void_reason: null,
  bets: 0,
  stake_fen: 0,
  payout_fen: 0,
  ...over,
});

function api(onVoid: (body: unknown) => { status?: number; body: unknown }) {
  return fakeApi((c) => {
    if (c.path === '/api/admin/games') return okBody({ list: [game] });
    if (c.path.startsWith('/api/admin/games/issues?'))
      return okBody({
        list: [
          issue(3, '20261126-0003', 'PENDING'),
          issue(2, '20261126-0002', 'OPEN', { commitment: COMMIT, bets: 4, stake_fen: 1_200 }),
          issue(1, '20261126-0001', 'SETTLED', {
            commitment: 'ef'.repeat(32),
            seed: SEED,
            result: [1, 2, 3],
            bets: 2,
            stake_fen: 500,
            payout_fen: 980,
          }),
        ],
        total: 3,
        page: 1,
        size: 20,
      });
    if (c.path.startsWith('/api/admin/games/epochs?')) return okBody({ list: [] });
    if (c.path === '/api/admin/games/issues/2/void' && c.method === 'POST') return onVoid(c.body);
    return undefined;
  });
}

async function openIssues() {
  renderPage(<GamesPage />);
  fireEvent.click(await screen.findByRole('button', { name: '查看期号' }));
  return (await screen.findByText('20261126-0002')).closest('tr') as HTMLElement;
}

describe('games and issues', () => {
  it('lists issues with money, a seed only once revealed, and voids one with a reason (pending approval)', async () => {
    sessionStore.signIn({
      credential: { kind: 'operator', token: 't' },
      operator: null,
      permissions: ['games.read', 'games.rules'],
      mfa: true,
    });
    const calls = api(() => ({
      status: 202,
      body: { success: true, result: { pending: true, approval_id: 9 } },
    }));
    const open = await openIssues();
    expect(within(open).getByText('12.00')).toBeTruthy();
    expect(within(open).getByText('销售中')).toBeTruthy();
    // The open issue: commitment public, seed not; the pending one: neither.
    expect(within(open).getAllByText('未公开')).toHaveLength(1);
    const pending = screen.getByText('20261126-0003').closest('tr') as HTMLElement;
    expect(within(pending).getAllByText('未公开')).toHaveLength(2);
    expect(within(pending).queryByRole('button', { name: '作废本期' })).toBeNull();
    const settled = screen.getByText('20261126-0001').closest('tr') as HTMLElement;
    expect(within(settled).getByText('9.80')).toBeTruthy();
    expect(within(settled).queryByText('未公开')).toBeNull();

    fireEvent.click(within(open).getByRole('button', { name: '作废本期' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '提交作废' }));
    expect(await within(dialog).findByText('请输入作废原因')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('作废原因'), { target: { value: '  开奖源故障  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交作废' }));
    expect(await screen.findByText('已提交，等待另一位运营人员审批')).toBeTruthy();
    const sent = calls.find((c) => c.path === '/api/admin/games/issues/2/void');
    expect(sent?.body).toEqual({ reason: '开奖源故障' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows no void button to an operator who may only read games', async () => {
    sessionStore.signIn({
      credential: { kind: 'operator', token: 't' },
      operator: null,
      permissions: ['games.read'],
      mfa: true,
    });
    api(() => okBody({}));
    const open = await openIssues();
    expect(within(open).queryByRole('button', { name: '作废本期' })).toBeNull();
  });
});
