import { findGameFamily } from '@qilin/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders, resetSession } from '../../../test/utils';
import { type CartLine, cartItems } from '../model/norm-selection';
import { CartList, NormPlayPanel } from './norm-play-panel';

/** The panel over the catalogue's norm plays; the server says the member's rebate ceiling. */
function renderPanel(code: string, maxBp = 0) {
  resetSession({ isLogin: true, token: 't' });
  mockFetch({ '/api/bet/rebate': () => json({ success: true, result: { maxBp, stepBp: 10 } }) });
  const family = findGameFamily(code)!;
  const plays = family.playGroups.norm.flatMap((g) => g.entries);
  const onAdd = vi.fn<(line: CartLine) => void>();
  const view = renderWithProviders(
    <NormPlayPanel gameType={family.gameType} plays={plays} maxMoneyFen={5_000_000} onAdd={onAdd} />,
  );
  return { ...view, onAdd };
}

/** Taps a play in the play selector (its names also label picker rows, so look only there). */
function choosePlay(container: HTMLElement, name: string): void {
  const item = [...container.querySelectorAll('.adm-selector-item')].find((n) => n.textContent === name);
  if (!item) throw new Error(`no play ${name}`);
  fireEvent.click(item);
}

const tap = (group: string, ball: string) =>
  fireEvent.click(within(screen.getByRole('group', { name: group })).getByRole('button', { name: ball }));

const count = () => screen.getByTestId('norm-count').textContent;
const money = () => screen.getByTestId('norm-money').textContent;
const addButton = () => screen.getByRole('button', { name: '添加到购物车' });

describe('NormPlayPanel', () => {
  it('快3: the 官方 plays are offered; 和值 shows each sum’s odds and sends one item per sum', async () => {
    const { container, onAdd } = renderPanel('Jsk3');
    await waitFor(() => expect(container.querySelector('.adm-selector-item')).not.toBeNull());
    expect(screen.queryByText('该玩法暂不支持手动选号')).toBeNull();
    choosePlay(container, '和值');
    const sums = screen.getByRole('group', { name: '和值' });
    expect(within(sums).getByRole('button', { name: /^10/ }).textContent).toBe('104.5');
    fireEvent.click(within(sums).getByRole('button', { name: /^3\s*120$/ }));
    fireEvent.click(within(sums).getByRole('button', { name: /^10\s*4\.5$/ }));
    expect(count()).toBe('2 注');
    expect(money()).toBe('4 元');
    fireEvent.click(addButton());
    const line = onAdd.mock.calls[0]![0];
    expect(cartItems([line]).map((i) => [i.option, i.numbers, i.odds, i.amountFen])).toEqual([
      ['3', [3], '120', 200],
      ['10', [10], '4.5', 200],
    ]);
    // the picks clear after adding; the unit and multiple stay
    expect(count()).toBe('0 注');

    choosePlay(container, '三同号通选');
    expect(screen.getByText('本玩法无需选号，每次 1 注')).toBeTruthy();
    expect(count()).toBe('1 注');
    choosePlay(container, '二同号单选');
    tap('二同号', '22');
    tap('不同号', '2');
    expect(count()).toBe('0 注'); // 22 + 2 is a triple, not AAB
    tap('不同号', '5');
    expect(count()).toBe('1 注');
  });

  it('时时彩 三星直选: segment and 选号 mode, one row per position of the segment', () => {
    const { container, onAdd } = renderPanel('Ffc');
    choosePlay(container, '三星直选复式');
    expect(screen.getByLabelText('手动输入')).toBeTruthy(); // typed entry is the default mode
    fireEvent.click(
      within(screen.getByRole('group', { name: '位置' })).getByRole('button', { name: '前三' }),
    );
    fireEvent.click(
      within(screen.getByRole('group', { name: '投注方式' })).getByRole('button', { name: '选号' }),
    );
    expect(screen.queryByRole('group', { name: '个位' })).toBeNull();
    tap('万位', '1');
    tap('千位', '2');
    tap('千位', '3');
    expect(count()).toBe('0 注'); // 百位 still empty
    tap('百位', '4');
    expect(count()).toBe('2 注');
    fireEvent.click(
      within(screen.getByRole('group', { name: '位置' })).getByRole('button', { name: '中三' }),
    );
    expect(count()).toBe('0 注'); // a new segment starts over
    expect(screen.getByRole('group', { name: '十位' })).toBeTruthy();
    tap('千位', '1');
    tap('百位', '2');
    tap('十位', '3');
    fireEvent.click(addButton());
    expect(cartItems([onAdd.mock.calls[0]![0]])).toMatchObject([
      {
        playId: 'three-direct',
        option: 'middle',
        sets: [[1], [2], [3]],
        count: 1,
        amountFen: 200,
        odds: '900',
      },
    ]);
  });

  it('时时彩: an invalid typed entry counts 0 and cannot be added', () => {
    const { container } = renderPanel('Ffc');
    choosePlay(container, '五星直选复式');
    const box = screen.getByLabelText('手动输入');
    fireEvent.change(box, { target: { value: '12345 67890' } });
    expect(count()).toBe('2 注');
    expect(addButton()).not.toHaveProperty('disabled', true);
    fireEvent.change(box, { target: { value: '12345 6789' } });
    expect(count()).toBe('0 注');
    expect(money()).toBe('0 元');
    expect(addButton()).toHaveProperty('disabled', true);
  });

  it('11选5 胆拖: a number is a 胆 or a 拖, never both', () => {
    const { container } = renderPanel('Syxw');
    choosePlay(container, '任选三胆拖');
    tap('胆码', '01');
    tap('拖码', '01'); // moves 01 from 胆 to 拖
    expect(
      within(screen.getByRole('group', { name: '胆码' })).getByRole('button', { name: '01' }),
    ).toHaveProperty('ariaPressed', 'false');
    tap('拖码', '02');
    tap('胆码', '03');
    expect(count()).toBe('1 注'); // 胆 03 + 拖 C({01, 02}, 2)
    tap('拖码', '04');
    expect(count()).toBe('3 注');
  });

  it('返点: the slider goes up to the member’s ceiling, lowers the odds shown and sent, and rides on each item', async () => {
    const { container, onAdd } = renderPanel('Ffc', 800);
    choosePlay(container, '三星直选复式');
    fireEvent.change(screen.getByLabelText('手动输入'), { target: { value: '123' } });
    const slider = (await screen.findByRole('slider', { name: '返点' })) as HTMLInputElement;
    expect(slider.max).toBe('800');
    expect(screen.getByTestId('norm-odds').textContent).toBe('赔率 900');
    fireEvent.change(slider, { target: { value: '500' } });
    expect(screen.getByTestId('norm-rebate').textContent).toBe('返点 5%');
    expect(screen.getByTestId('norm-odds').textContent).toBe('赔率 855');
    expect(count()).toBe('1 注'); // a rebate changes the prize, not the stake
    expect(money()).toBe('2 元');
    fireEvent.click(addButton());
    const line = onAdd.mock.calls[0]![0];
    expect(cartItems([line])).toMatchObject([
      { playId: 'three-direct', option: 'back', odds: '855', rebateBp: 500, amountFen: 200 },
    ]);
    const onRemove = vi.fn<(key: string) => void>();
    const cart = renderWithProviders(<CartList cart={[line]} onRemove={onRemove} />);
    expect(cart.getByTestId('cart').textContent).toContain('返点 5%');
    // the line's ✕ says what it removes
    fireEvent.click(cart.getByRole('button', { name: `删除 ${line.name}` }));
    expect(onRemove).toHaveBeenCalledWith(line.key);
    cart.unmount();
    // the rebate stays for the next play, shown at that play's odds
    choosePlay(container, '二星直选复式');
    expect(screen.getByTestId('norm-rebate').textContent).toBe('返点 5%');
    expect(screen.getByTestId('norm-odds').textContent).toBe('赔率 85.5');
  });

  it('返点: no slider for a member whose ceiling is 0; 快3 和值 hints show the odds at the rebate', async () => {
    const none = renderPanel('Ffc', 0);
    await waitFor(() => expect(none.container.querySelector('.adm-selector-item')).not.toBeNull());
    expect(screen.queryByRole('slider')).toBeNull();
    none.unmount();

    const { container } = renderPanel('Jsk3', 800);
    choosePlay(container, '和值');
    fireEvent.change(await screen.findByRole('slider', { name: '返点' }), { target: { value: '500' } });
    const sums = screen.getByRole('group', { name: '和值' });
    expect(within(sums).getByRole('button', { name: /^3\s*114$/ })).toBeTruthy();
  });
});
