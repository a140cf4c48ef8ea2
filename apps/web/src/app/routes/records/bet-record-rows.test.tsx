import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoMember, json, mockFetch, renderRoutes, resetSession } from '../../../test/utils';
import { gameRoutes } from '../game-routes';

const ok = (result: unknown) => json({ success: true, result });

const bet = (id: number, name: string, status: string, payoutFen = 0, selection: unknown = {}) => ({
  id,
  play_id: 'x',
  name,
  selection,
  odds: '1.98',
  amountFen: 1_000,
  payoutFen,
  status,
  settledAt: status === 'pending' ? null : 0,
});

/** Four orders of 重庆时时彩, one per state, as POST /api/bet/records answers them. */
const list = [
  ['pending', bet(1, '第一球大', 'pending')],
  ['won', bet(2, '第二球小', 'won', 1_980)],
  ['lost', bet(3, '第一球', 'lost', 0, { playId: 'ball-digit', numbers: [7] })],
  ['cancelled', bet(4, '总和大', 'cancelled')],
].map(([, item], i) => ({
  id: 40 + i,
  game_id: 'CQSSC',
  game_name: '重庆时时彩',
  room_id: '1',
  issue: `20240501-00${i}`,
  status: 'open',
  chase_id: null,
  active_id: '',
  multiple: 1,
  totalFen: 1_000,
  payoutFen: 0,
  placedAt: Date.UTC(2024, 4, 1, 4, 0, 0),
  receiptHash: 'h',
  items: [item],
}));

function records() {
  resetSession({ isLogin: true, token: 't', userData: demoMember });
  const calls = mockFetch({ '/api/bet/records': () => ok({ list, total: list.length }) });
  const view = renderRoutes(gameRoutes(), '/betRecord');
  const bodies = () =>
    calls
      .filter((c) => c.url.pathname === '/api/bet/records')
      .map((c) => JSON.parse(String(c.init?.body ?? '{}')) as Record<string, unknown>);
  return { view, bodies };
}

describe('/betRecord rows', () => {
  it('show game, issue, play (in Chinese, position apart), stake, payout and a coloured status', async () => {
    records();
    const rows = await screen.findAllByTestId('bet-record-row', {}, { timeout: 5000 });
    expect(rows).toHaveLength(4);
    const [open, won, lost, cancelled] = rows;
    expect(open?.textContent).toContain('重庆时时彩');
    expect(open?.querySelector('[data-testid="bet-record-issue"]')?.textContent).toBe('第20240501-000期');
    expect(open?.querySelector('[data-testid="bet-record-play"]')?.textContent).toBe('第一球 大');
    expect(open?.querySelector('[data-testid="bet-record-stake"]')?.textContent).toBe('投注金额 10');
    // nothing is paid before the draw: a dash, not a 0 that reads as a loss
    expect(open?.querySelector('[data-testid="bet-record-payout"]')?.textContent).toBe('派彩 --');
    expect(won?.querySelector('[data-testid="bet-record-payout"]')?.textContent).toBe('派彩 19.80');
    expect(lost?.querySelector('[data-testid="bet-record-play"]')?.textContent).toBe('第一球 7');
    const tone = (row: Element | undefined) => row?.querySelector('[data-testid="record-status"]');
    expect([open, won, lost, cancelled].map((r) => tone(r)?.textContent)).toEqual([
      '待开奖',
      '已中奖',
      '未中奖',
      '已撤单',
    ]);
    expect([open, won, lost, cancelled].map((r) => tone(r)?.getAttribute('data-tone'))).toEqual([
      'pending',
      'good',
      'neutral',
      'void',
    ]);
    expect(tone(won)?.className).toContain('ql-tag--good');
  });

  it('offers the spec quick ranges as one row of chips and asks the server for the chosen days', async () => {
    const { bodies } = records();
    await screen.findAllByTestId('bet-record-row', {}, { timeout: 5000 });
    const chips = screen.getByTestId('date-chips');
    expect([...chips.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      '今天',
      '昨天',
      '7天',
      '30天',
      '35天',
      '自定义',
    ]);
    const today = bodies()[0];
    fireEvent.click(screen.getByRole('button', { name: '35天' }));
    await waitFor(() => expect(bodies().length).toBeGreaterThan(1));
    const d35 = bodies().at(-1);
    expect(Number(today?.startTime) - Number(d35?.startTime)).toBe(34 * 86_400_000);
    expect(screen.getByRole('button', { name: '35天' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('picks the game with an antd-mobile Picker, never a native select', async () => {
    const { view } = records();
    await screen.findAllByTestId('bet-record-row', {}, { timeout: 5000 });
    expect(view.container.querySelector('select')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^选择游戏：/ }));
    await waitFor(() => expect(document.querySelector('.adm-picker')).not.toBeNull());
    const picker = document.querySelector('.adm-picker');
    expect(picker?.textContent).toContain('全部游戏');
    expect(picker?.textContent).toContain('传统28');
  });

  it('自定义 picks a start and an end day on antd-mobile date wheels', async () => {
    const { bodies } = records();
    await screen.findAllByTestId('bet-record-row', {}, { timeout: 5000 });
    // from 35 days, so the custom day is a new request
    fireEvent.click(screen.getByRole('button', { name: '35天' }));
    await waitFor(() => expect(bodies().length).toBe(2));
    fireEvent.click(screen.getByRole('button', { name: '自定义' }));
    const sheet = await screen.findByTestId('date-range-sheet');
    expect(sheet.textContent).toContain('开始日期');
    // the wheels reach five years back
    expect(sheet.textContent).toContain(String(new Date().getFullYear() - 5));
    fireEvent.click(within(sheet).getByRole('button', { name: '确定' }));
    expect(sheet.textContent).toContain('结束日期');
    fireEvent.click(within(sheet).getByRole('button', { name: '确定' }));
    // today to today: one Beijing day
    await waitFor(() => {
      expect(bodies().length).toBe(3);
      const last = bodies().at(-1);
      expect(Number(last?.endTime) - Number(last?.startTime)).toBe(86_400_000);
    });
    expect(screen.getByRole('button', { name: '自定义' }).getAttribute('aria-pressed')).toBe('true');
  });
});
