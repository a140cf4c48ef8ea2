import { describe, expect, it } from 'vitest';
import { bpText } from './agents-api';

describe('bpText', () => {
  it('shows basis points as a percentage', () => {
    expect(bpText(150)).toBe('1.5%');
    expect(bpText(60)).toBe('0.6%');
    expect(bpText(105)).toBe('1.05%');
    expect(bpText(300)).toBe('3%');
    expect(bpText(0)).toBe('0%');
  });
});
