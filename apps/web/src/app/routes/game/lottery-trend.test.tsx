import { buildChain, drawResultFor } from '@qilin/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoMember, json, mockFetch, renderRoutes, resetSession } from '../../../test/utils';
import { gameRoutes } from '../game-routes';

const ok = (result: unknown) => json({ success: true, result });
const seeds = buildChain('12'.repeat(32), 100);

/** GET /api/lottery/main as the server answers it (game-trends.rules.ts): `count` draws and the trends. */
function mainData(count: number) {
  const last = Array.from({ length: count }, (_, i) => {
    const issue = `20240501-${String(200 - i).padStart(4, '0')}`;
    return {
      issue,
      drawAt: 0,
      commitment: 'c',
      seed: seeds[i + 1]!,
      result: drawResultFor('Finance28', seeds[i + 1]!, issue),
    };
  });
  return {
    process: 1,
    sale: null,
    last,
    isFirst: true,
    activeId: null,
    cold_hot: {
      style: [
        { group: '大小单双', name: '大', playId: 'big', hits: 17, miss: 0 },
        { group: '大小单双', name: '小', playId: 'small', hits: 13, miss: 1 },
        { group: '极值', name: '极大', playId: 'extreme-big', hits: 2, miss: 9 },
        { group: '极值', name: '极小', playId: 'extreme-small', hits: 2, miss: 4 },
      ],
      numbers: [
        { group: '波色', name: '红波', playId: 'red', hits: 9, miss: 0 },
        { group: '波色', name: '绿波', playId: 'green', hits: 4, miss: 6 },
      ],
    },
    ignore: [
      { group: '大小单双', name: '大', miss: 0 },
      { group: '大小单双', name: '小', miss: 1 },
      { group: '波色', name: '绿波', miss: 6 },
    ],
    map: [
      ['大', '小', '大'],
      ['大', null, null],
      [null, null, null],
      [null, null, null],
      [null, null, null],
      [null, null, null],
    ],
  };
}

/** antd Tabs keeps a visited pane mounted (hidden): look inside the visible one only. */
const activePane = () =>
  [...document.querySelectorAll<HTMLElement>('.adm-tabs-content')].find((p) => p.style.display !== 'none')!;
const bar = (name: string) =>
  within(activePane())
    .getAllByTestId('bar')
    .find((b) => b.getAttribute('data-name') === name) as Element;

describe('/gamezhuotou/LotteryTrend', () => {
  it("draws the server's main lottery data: 10 draws by default, another count asks again", async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    const calls = mockFetch({
      '/api/lottery/main': (url) => ok(mainData(Number(url.searchParams.get('count')))),
    });
    renderRoutes(gameRoutes(), '/gamezhuotou/LotteryTrend?game_id=Finance28');
    expect(await screen.findByRole('img', { name: '和值' }, { timeout: 5000 })).toBeTruthy();
    const first = calls.find((c) => c.url.pathname === '/api/lottery/main');
    expect(first?.url.searchParams.get('count')).toBe('10');
    expect(first?.url.searchParams.get('game_id')).toBe('Finance28');
    expect(screen.getByText('近 10 期')).toBeTruthy();
    // ten sums on the line, each a labelled point
    expect(screen.getByRole('img', { name: '和值' }).querySelectorAll('circle')).toHaveLength(10);

    // Hot/cold: the style groups and the number groups from cold_hot, with 热/冷 inside each group.
    fireEvent.click(screen.getByRole('tab', { name: '冷热' }));
    await screen.findByText('大小单双');
    expect(bar('大').getAttribute('data-value')).toBe('17');
    expect(within(bar('大') as HTMLElement).getByText('热')).toBeTruthy();
    expect(within(bar('小') as HTMLElement).getByText('冷')).toBeTruthy();
    expect(within(bar('极大') as HTMLElement).queryByText(/热|冷/)).toBeNull(); // equal hits
    expect(bar('红波').getAttribute('data-value')).toBe('9');
    expect(screen.getByText('开奖号码')).toBeTruthy(); // the drawn digits 0–9 over the 10 draws
    expect(bar('09')).toBeTruthy();

    // Missing: the server's ignore counts.
    fireEvent.click(screen.getByRole('tab', { name: '遗漏' }));
    await waitFor(() => expect(bar('绿波').getAttribute('data-value')).toBe('6'));

    // Road: the server's map, every row at least 7 columns, one character a cell.
    fireEvent.click(screen.getByRole('tab', { name: '路子' }));
    const road = (await screen.findAllByTestId('road'))[0]!;
    expect(road.getAttribute('aria-label')).toBe('大小单双');
    expect(within(road as unknown as HTMLElement).getAllByTestId('road-cell')).toHaveLength(6 * 7);
    expect(road.textContent).toBe('大小大大');

    fireEvent.click(screen.getByRole('button', { name: '30' }));
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.url.pathname === '/api/lottery/main')
          .at(-1)
          ?.url.searchParams.get('count'),
      ).toBe('30'),
    );
    fireEvent.click(screen.getByRole('tab', { name: '走势' }));
    await waitFor(() => expect(within(activePane()).getByText('近 30 期')).toBeTruthy(), { timeout: 5000 });
    expect(within(activePane()).getByRole('img', { name: '和值' }).querySelectorAll('circle')).toHaveLength(
      30,
    );
    expect(screen.getByRole('button', { name: '30' }).getAttribute('aria-pressed')).toBe('true');
  }, 30_000);

  it('11选5: the number distribution marks each draw; a failed call says 加载失败', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    const result = drawResultFor('Syxw', seeds[1]!, '20240501-0100');
    mockFetch({
      '/api/lottery/main': () =>
        ok({
          last: [{ issue: '20240501-0100', drawAt: 0, commitment: 'c', seed: seeds[1], result }],
          map: [],
        }),
    });
    const view = renderRoutes(gameRoutes(), '/gamezhuotou/LotteryTrend?game_id=Syxw');
    const grid = await screen.findByRole('img', { name: '号码分布' }, { timeout: 5000 });
    const row = within(grid as unknown as HTMLElement).getByTestId('distribution-row');
    if (result.game !== 'syxw') throw new Error('Syxw draws syxw');
    const marked = [...row.querySelectorAll('circle')].map((c) => c.nextElementSibling?.textContent);
    expect(marked).toEqual([...result.balls].sort((a, b) => a - b).map((n) => String(n).padStart(2, '0')));
    view.unmount();

    mockFetch({
      '/api/lottery/main': () => json({ success: false, error_message: 'x' }, { status: 500 }),
    });
    renderRoutes(gameRoutes(), '/gamezhuotou/LotteryTrend?game_id=Syxw');
    expect(await screen.findByText('加载失败', {}, { timeout: 8000 })).toBeTruthy();
  }, 30_000);
});
