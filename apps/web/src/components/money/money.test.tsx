import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { moneyText } from '../../lib/money';
import { Money } from './money';

describe('moneyText', () => {
  it('two decimals, dropping only a .00 (spec §9)', () => {
    expect(moneyText(1200)).toBe('12');
    expect(moneyText(1230)).toBe('12.30');
    expect(moneyText(5)).toBe('0.05');
    expect(moneyText(-150)).toBe('-1.50');
  });

  it('names the unit and the sign when asked', () => {
    expect(moneyText(1250, { unit: 'yuan' })).toBe('12.50元');
    expect(moneyText(1250, { unit: 'cny' })).toBe('¥12.50');
    expect(moneyText(-1250, { unit: 'cny' })).toBe('-¥12.50');
    expect(moneyText(100, { signed: true })).toBe('+1');
    expect(moneyText(-100, { signed: true })).toBe('-1');
    expect(moneyText(0, { signed: true })).toBe('0');
  });

  it('refuses fractional fen rather than rounding it', () => {
    expect(() => moneyText(1.5)).toThrow(RangeError);
  });
});

describe('<Money />', () => {
  it('renders the amount with the catalogue’s unit word', () => {
    render(
      <p>
        <Money fen={19_800} unit="yuan" data-testid="a" /> <Money fen={-5} unit="cny" data-testid="b" />
      </p>,
    );
    expect(screen.getByTestId('a').textContent).toBe('198元');
    expect(screen.getByTestId('b').textContent).toBe('-¥0.05');
  });
});
