import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoMember, json, mockFetch, renderRoutes, resetSession } from '../../../test/utils';
import { gameRoutes } from '../game-routes';

const ok = (result: unknown) => json({ success: true, result });
/** The champion variant of the records answers {code: 200, data} (spec §7); total per table. */
const TOTALS: Record<string, number> = { Game28Activity: 3, Baccara: 0 };

function server() {
  return mockFetch({
    '/api/lottery/sale/issue': () => {
      const now = Date.now();
      return ok({
        issue: '20240501-0100',
        closeAt: now + 40_000,
        drawAt: now + 50_000,
        serverTime: now,
        commitment: 'c',
      });
    },
    '/api/bet/room/records': (url) => {
      const total = TOTALS[url.searchParams.get('gameId') ?? ''];
      if (total === undefined)
        return json({ success: false, error_code: 50000, error_message: '服务器繁忙' }, { status: 500 });
      const data = { list: [], total };
      return json({ success: true, code: 200, data, result: data });
    },
  });
}

describe('/ChampionMatch', { timeout: 30_000 }, () => {
  it("lists the champion tables of the activity with the member's orders there, and enters one under the activeId", async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    const calls = server();
    const { router } = renderRoutes(gameRoutes(), '/ChampionMatch?activeId=cm7');
    const tables = await screen.findAllByTestId('champion-table', {}, { timeout: 10_000 });
    expect(tables.map((t) => t.querySelector('strong')?.textContent)).toEqual([
      '28冠军赛',
      '百家乐',
      '扑克牛牛',
    ]);
    await waitFor(() => expect(tables[0]?.textContent).toContain('本场注单 3'));
    expect(tables[1]?.textContent).toContain('本场注单 0');
    await waitFor(() => expect(tables[2]?.textContent).toContain('加载失败'));
    const asked = calls.filter((c) => c.url.pathname === '/api/bet/room/records');
    expect(asked.every((c) => c.url.searchParams.get('activeId') === 'cm7')).toBe(true);
    // each table shows its live issue clock
    await waitFor(() => expect(within(tables[0]!).getByTestId('countdown').textContent).toMatch(/距封盘/));
    expect(screen.getByText(/同时下注对立两边/)).toBeTruthy();

    fireEvent.click(within(tables[1]!).getByRole('button', { name: '进入' }));
    expect(router.state.location.pathname).toBe('/gamezhuotou');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      game_id: 'Baccara',
      activeId: 'cm7',
    });
  });

  it('without an activity says to enter from the activity page and links there', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    const calls = server();
    const { router } = renderRoutes(
      [...gameRoutes(), { path: '/home/activity', element: <p>activity</p> }],
      '/ChampionMatch',
    );
    expect(await screen.findByText('请从活动页进入冠军赛', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryAllByTestId('champion-table')).toHaveLength(0);
    expect(calls.some((c) => c.url.pathname === '/api/bet/room/records')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '去活动页' }));
    expect(router.state.location.pathname).toBe('/home/activity');
  });
});
