import { describe, expect, it } from 'vitest';
import { inviteUrlFor, rateText } from './invite-url';

describe('invite url and rates', () => {
  it('builds the register link with the code', () => {
    expect(inviteUrlFor('https://m.example/', 'AB12CD34')).toBe('https://m.example/register?code=AB12CD34');
  });
  it('shows basis points as a percentage without float noise', () => {
    expect(rateText(150)).toBe('1.5%');
    expect(rateText(60)).toBe('0.6%');
    expect(rateText(105)).toBe('1.05%');
    expect(rateText(0)).toBe('0%');
    expect(rateText(300)).toBe('3%');
  });
});
