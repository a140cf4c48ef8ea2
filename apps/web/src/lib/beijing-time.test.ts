import { describe, expect, it } from 'vitest';
import { beijingTime } from './beijing-time';

describe('beijingTime', () => {
  it('shows a UTC instant as Beijing wall time (UTC+8), across midnight', () => {
    expect(beijingTime('2026-11-22T02:35:16.922Z')).toBe('2026-11-22 10:35:16');
    expect(beijingTime('2026-11-21T16:00:00Z')).toBe('2026-11-22 00:00:00');
  });

  it('passes text that is not a date through unchanged', () => {
    expect(beijingTime('')).toBe('');
    expect(beijingTime('soon')).toBe('soon');
  });
});
