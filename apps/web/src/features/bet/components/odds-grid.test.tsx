import { creditSelectionProblem, findGameFamily } from '@qilin/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, resetSession } from '../../../test/utils';
import { buildOddsGroups } from '../../game/model/odds-groups';
import { type SlipPick, slipItems, togglePick } from '../model/slip';
import { OddsGrid } from './odds-grid';

const family = findGameFamily('Marksixff')!;
const entries = family.playGroups.credit.flatMap((g) => g.entries);

/** The grid over 极速六合彩's credit groups, keeping the slip the way the game screens do. */
function Harness({ onSlip }: { onSlip: (picks: SlipPick[]) => void }) {
  const [picks, setPicks] = useState<SlipPick[]>([]);
  return (
    <OddsGrid
      groups={buildOddsGroups(family, undefined)}
      selected={picks}
      onToggle={(p) => {
        const next = togglePick(picks, p);
        setPicks(next);
        onSlip(next);
      }}
    />
  );
}

function render() {
  resetSession({ isLogin: true, token: 't' });
  let slip: SlipPick[] = [];
  renderWithProviders(<Harness onSlip={(p) => (slip = p)} />);
  return () => slip;
}

const cell = (group: string, name: string) => {
  const section = screen.getByRole('heading', { name: group }).closest('section')!;
  return within(section).getByRole('button', { name: new RegExp(`^${name}`) });
};

/** Every item the grid made is one 注 the server accepts (the domain check the server runs). */
function expectAccepted(picks: SlipPick[]) {
  for (const item of slipItems(picks, 200)) {
    const entry = entries.find(
      (e) => e.playId === item.playId && (e.option === undefined || e.option === item.option),
    )!;
    expect(creditSelectionProblem('mark-six', entry, item), JSON.stringify(item)).toBeNull();
  }
}

describe('OddsGrid pickers (六合彩)', () => {
  it('六肖中 picks six zodiacs by name: the seventh tap is ignored, six make one 注', async () => {
    const slip = render();
    fireEvent.click(cell('六肖', '六肖中'));
    const sheet = await screen.findByText(/请选择 6 个生肖/);
    const balls = sheet.closest('.ql-pick-sheet')! as HTMLElement;
    const confirm = within(balls).getByRole('button', { name: '确定' });
    for (const animal of ['鼠', '牛', '虎', '兔', '龙'])
      fireEvent.click(within(balls).getByRole('button', { name: animal }));
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.click(within(balls).getByRole('button', { name: '蛇' }));
    fireEvent.click(within(balls).getByRole('button', { name: '马' })); // a seventh is more than one 注
    expect(within(balls).getByTestId('pick-progress').textContent).toBe('已选 6/6');
    fireEvent.click(confirm);
    await waitFor(() => expect(slip()).toHaveLength(1));
    expect(slip()[0]).toMatchObject({ playId: 'six-zodiac', option: 'hit', numbers: [0, 1, 2, 3, 4, 5] });
    expect(screen.getByTestId('number-picks').textContent).toContain('六肖中 鼠 牛 虎 兔 龙 蛇');
    expectAccepted(slip());
  });

  it('生肖连 takes 2–5 zodiacs; a cell with options (半波 红大, 正码一大) toggles straight into the slip', async () => {
    const slip = render();
    fireEvent.click(cell('生肖尾数连', '生肖连不中'));
    const sheet = (await screen.findByText(/请选择 2–5 个生肖/)).closest('.ql-pick-sheet')! as HTMLElement;
    for (const animal of ['猴', '鸡', '狗'])
      fireEvent.click(within(sheet).getByRole('button', { name: animal }));
    fireEvent.click(within(sheet).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(slip()).toHaveLength(1));
    fireEvent.click(cell('半波', '红大'));
    fireEvent.click(cell('正码1-6', '正码一大'));
    expect(slip().map((p) => [p.playId, p.option, p.position, p.numbers])).toEqual([
      ['zodiac-link', 'miss', undefined, [8, 9, 10]],
      ['half-wave', 'red-big', undefined, undefined],
      ['regular-k-big', undefined, 1, undefined],
    ]);
    expectAccepted(slip());
  });

  it('过关 composes one leg per 正码 and needs two legs', async () => {
    const slip = render();
    fireEvent.click(cell('过关', '过关'));
    const sheet = (await screen.findByText(/至少选 2 关/)).closest('.ql-pick-sheet')! as HTMLElement;
    const confirm = within(sheet).getByRole('button', { name: '确定' });
    const row = (name: string) => within(within(sheet).getByRole('region', { name }));
    fireEvent.click(row('正码三').getByRole('button', { name: '红波' }));
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.click(row('正码一').getByRole('button', { name: '单' }));
    fireEvent.click(row('正码一').getByRole('button', { name: '大' })); // one choice per row: replaces 单
    expect(within(sheet).getByTestId('pick-progress').textContent).toBe('已选 2 关');
    fireEvent.click(confirm);
    await waitFor(() => expect(slip()).toHaveLength(1));
    expect(slip()[0]).toMatchObject({
      playId: 'parlay',
      option: '1:big,3:red',
      name: '过关 正码一大 正码三红波',
    });
    expectAccepted(slip());
  });
});

describe('OddsGrid position sections', () => {
  it('时时彩 两面 shows each ball’s options under its 第一球…第五球 header', () => {
    resetSession({ isLogin: true, token: 't' });
    const ssc = findGameFamily('Ffc')!;
    renderWithProviders(
      <OddsGrid groups={buildOddsGroups(ssc, undefined)} selected={[]} onToggle={() => {}} />,
    );
    const group = screen.getByRole('heading', { name: '两面', level: 3 }).closest('section')!;
    const headers = within(group).getAllByRole('heading', { level: 4 });
    expect(headers.map((h) => h.textContent)).toEqual(['第一球', '第二球', '第三球', '第四球', '第五球']);
    const third = headers[2]!.parentElement!;
    const cells = within(third).getAllByRole('button');
    expect(cells.length).toBeGreaterThan(1);
    // each cell shows the rest of its name (大, 小…) and keeps the whole name as its accessible name
    for (const cell of cells) {
      const shown = cell.querySelector('.ql-odds__name')?.textContent ?? '';
      expect(shown).not.toContain('第三球');
      expect(cell.getAttribute('aria-label')).toMatch(new RegExp(`^第三球${shown} ×\\d`));
    }
    expect(within(third).getByRole('button', { name: /^第三球大 / })).toBeTruthy();
  });
});
