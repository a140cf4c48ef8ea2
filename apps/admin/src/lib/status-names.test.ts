import { describe, expect, it } from 'vitest';
import { BET_STATUS_NAMES, DEPOSIT_STATUS_NAMES, statusName, WITHDRAW_STATUS_NAMES } from './status-names';

describe('status names', () => {
  it('names each state in words and shows an unknown one as sent', () => {
    expect(statusName(DEPOSIT_STATUS_NAMES, 'paid')).toBe('已付款待审核');
    expect(statusName(WITHDRAW_STATUS_NAMES, 'paid')).toBe('已出款');
    expect(statusName(BET_STATUS_NAMES, 'won')).toBe('已中奖');
    expect(statusName(BET_STATUS_NAMES, 'held')).toBe('held');
  });
});
