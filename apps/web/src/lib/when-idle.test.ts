import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_MS, whenIdle } from './when-idle';

describe('whenIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the settle time (then an idle moment) when nobody touches the page', () => {
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1 + 2000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at the first interaction, once', () => {
    const task = vi.fn();
    whenIdle(task);
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(SETTLE_MS + 5000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    const task = vi.fn();
    const cancel = whenIdle(task);
    cancel();
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(SETTLE_MS + 5000);
    expect(task).not.toHaveBeenCalled();
  });
});
