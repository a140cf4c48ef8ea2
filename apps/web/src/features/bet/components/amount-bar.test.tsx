import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CHIP_FEN } from '../model/slip';
import { AmountBar } from './amount-bar';
import { BetSlip } from './bet-slip';

function Harness({ maxFen, onRepeat }: { maxFen?: number; onRepeat?: () => void }) {
  const [amountFen, setAmountFen] = useState<number>(DEFAULT_CHIP_FEN);
  return (
    <>
      <AmountBar
        amountFen={amountFen}
        onChange={setAmountFen}
        maxFen={maxFen}
        onRepeat={onRepeat}
        canRepeat
      />
      <output data-testid="amount">{amountFen}</output>
    </>
  );
}

const chip = (name: string) => screen.getByRole('button', { name });
const custom = () => screen.getByRole('textbox', { name: '请输入金额' }) as HTMLInputElement;

describe('AmountBar', () => {
  it('starts on a lit chip; ×2 doubles the stake and shows a non-chip stake in the custom box', () => {
    render(<Harness />);
    expect(chip('10').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(chip('金额翻倍'));
    expect(screen.getByTestId('amount').textContent).toBe('2000');
    expect(custom().value).toBe('20');
    expect(chip('10').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(chip('5'));
    expect(custom().value).toBe('');
    fireEvent.click(chip('金额翻倍'));
    // 5 → 10 元 is a chip again: it lights, the box stays empty
    expect(chip('10').getAttribute('aria-pressed')).toBe('true');
    expect(custom().value).toBe('');
  });

  it('×2 is off when doubling would pass the per-bet maximum', () => {
    render(<Harness maxFen={1500} />);
    expect((chip('金额翻倍') as HTMLButtonElement).disabled).toBe(true);
  });

  it('上期重投 shows only where offered, and is off without a last slip', () => {
    const onRepeat = vi.fn();
    const { rerender } = render(<AmountBar amountFen={1000} onChange={() => {}} />);
    expect(screen.queryByRole('button', { name: '上期重投' })).toBeNull();
    rerender(<AmountBar amountFen={1000} onChange={() => {}} onRepeat={onRepeat} canRepeat={false} />);
    expect((chip('上期重投') as HTMLButtonElement).disabled).toBe(true);
    rerender(<AmountBar amountFen={1000} onChange={() => {}} onRepeat={onRepeat} canRepeat />);
    fireEvent.click(chip('上期重投'));
    expect(onRepeat).toHaveBeenCalledOnce();
  });
});

describe('BetSlip', () => {
  const props = { disabled: false, onClear: () => {}, onSubmit: () => {} };
  it('shows the total in 注 and 元 and what the slip can win', () => {
    render(<BetSlip {...props} count={2} totalFen={2000} quote={{ fen: 3960, most: true }} />);
    expect(screen.getByTestId('slip-total').textContent).toBe('合计 2 注，共 20 元');
    expect(screen.getByTestId('slip-return').textContent).toBe('最高可中 39.60 元');
  });

  it('a single outcome reads 可中; an empty slip quotes nothing', () => {
    const { rerender } = render(
      <BetSlip {...props} count={1} totalFen={1000} quote={{ fen: 1980, most: false }} />,
    );
    expect(screen.getByTestId('slip-return').textContent).toBe('可中 19.80 元');
    rerender(<BetSlip {...props} count={0} totalFen={0} quote={{ fen: 0, most: false }} />);
    expect(screen.queryByTestId('slip-return')).toBeNull();
  });
});
