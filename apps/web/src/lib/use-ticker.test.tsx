import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTicker } from './use-ticker';

function Clock({ label }: { label: string }) {
  const now = useTicker();
  return (
    <p>
      {label} {now}
    </p>
  );
}

describe('useTicker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-24T08:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('starts at the current time and re-renders every second, all tickers on one timer', () => {
    const start = Date.now();
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    const view = render(
      <>
        <Clock label="a" />
        <Clock label="b" />
      </>,
    );
    expect(screen.getByText(`a ${start}`)).toBeTruthy();
    expect(setInterval).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText(`a ${start + 1000}`)).toBeTruthy();
    expect(screen.getByText(`b ${start + 1000}`)).toBeTruthy();
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
    setInterval.mockRestore();
  });

  it('catches up after a pause when nobody was ticking', () => {
    render(<Clock label="first" />).unmount();
    vi.advanceTimersByTime(7_000);
    render(<Clock label="later" />);
    expect(screen.getByText(`later ${Date.now()}`)).toBeTruthy();
  });
});
