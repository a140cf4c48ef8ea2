import type { RedPacketRules, RedPacketView } from '@qilin/contract';
import { commitmentOf, drawRedPacketFor, sha256Hex } from '@qilin/domain';
import { describe, expect, it } from 'vitest';
import {
  canGrab,
  checkPacketFairness,
  formatLeft,
  grabAmount,
  packetStatus,
  secondsLeft,
} from './packet-model';
import { type SendDraft, sendVerdict, toggleMine } from './send-form';

const rules: RedPacketRules = {
  minCount: 3,
  maxCount: 20,
  defaultCount: 7,
  maxMines: 5,
  minFen: 1_000,
  maxFen: 500_000,
  expirySec: 300,
  houseCutBp: 500,
};

function settledPacket(over: Partial<RedPacketView> = {}): RedPacketView {
  const seed = sha256Hex('web-test-seed');
  const parts = drawRedPacketFor(seed, '42', 10_000, 5).partsFen;
  return {
    hid: 42,
    gameId: 'RedPacket',
    roomId: '1',
    variant: 'classic',
    sender: '小***麒',
    own: false,
    totalFen: 10_000,
    count: 5,
    mineDigits: [3],
    rate: '2.1',
    liabilityFen: 21_000,
    grabbedCount: 5,
    grabbedFen: 10_000,
    state: 'settled',
    createdAt: 0,
    expiresAt: 300_000,
    serverTime: 10_000,
    commitment: commitmentOf(seed),
    seed,
    partsFen: parts,
    grabs: parts.map((amountFen, seq) => ({
      seq,
      nickname: `m${seq}`,
      amountFen,
      hitMine: amountFen % 10 === 3,
      paidFen: amountFen % 10 === 3 ? 21_000 : 0,
      self: seq === 0,
    })),
    settlement: {
      reason: 'emptied',
      exploded: false,
      minesWonFen: 0,
      houseFen: 0,
      senderCreditFen: 0,
      unclaimedFen: 0,
      settledAt: 1,
    },
    ...over,
  };
}

describe('send form', () => {
  const draft: SendDraft = { variant: 'classic', moneyText: '100', count: 7, mines: [3] };
  it('prices a valid classic packet with the domain terms', () => {
    expect(sendVerdict(draft, rules)).toEqual({
      ok: true,
      totalFen: 10_000,
      terms: { rate: '1.6', rateBp: 16_000, liabilityFen: 16_000 },
    });
    const multi = sendVerdict({ ...draft, variant: 'multi', mines: [1, 2] }, rules);
    expect(multi.ok && multi.terms.rateBp).toBeGreaterThan(16_000);
  });
  it('refuses with the server texts', () => {
    const message = (d: Partial<SendDraft>) => {
      const v = sendVerdict({ ...draft, ...d }, rules);
      return v.ok ? null : v.message;
    };
    expect(message({ moneyText: 'abc' })).toBe('红包金额须为数字，最多两位小数');
    expect(message({ moneyText: '1.001' })).toBe('红包金额须为数字，最多两位小数');
    expect(message({ moneyText: '5' })).toBe('红包金额须在10-5000元之间');
    expect(message({ count: 2 })).toBe('红包个数须为3-20个');
    expect(message({ mines: [] })).toBe('经典扫雷只能选择1个雷号（0-9）');
    expect(message({ variant: 'multi', mines: [1] })).toContain('雷号须为1-5个');
    expect(message({ variant: 'multi', count: 3, mines: [1, 2, 3, 4] })).toContain('雷号须为1-5个');
  });
  it('digits: classic keeps one, multi toggles up to the max', () => {
    expect(toggleMine([1], 2, 'classic', 5)).toEqual([2]);
    expect(toggleMine([1], 2, 'multi', 5)).toEqual([1, 2]);
    expect(toggleMine([1, 2], 2, 'multi', 5)).toEqual([1]);
    expect(toggleMine([1, 2], 3, 'multi', 2)).toEqual([1, 2]);
  });
});

describe('packet model', () => {
  it('the browser recomputes the split from the revealed seed: ✓, and ✗ when anything was altered', () => {
    const good = settledPacket();
    expect(checkPacketFairness(good)).toMatchObject({
      status: 'checked',
      ok: true,
      commitmentOk: true,
      splitOk: true,
    });
    const grabs = good.grabs.map((g, i) => (i === 2 ? { ...g, amountFen: (g.amountFen ?? 0) + 1 } : g));
    expect(checkPacketFairness({ ...good, grabs })).toMatchObject({
      ok: false,
      splitOk: false,
      commitmentOk: true,
    });
    expect(checkPacketFairness({ ...good, commitment: sha256Hex('other') })).toMatchObject({
      ok: false,
      commitmentOk: false,
    });
    expect(checkPacketFairness({ ...good, seed: null })).toEqual({ status: 'pending' });
    // a settled packet must reveal every amount: one withheld fails the split check
    const withheld = good.grabs.map((g, i) => (i === 1 ? { ...g, amountFen: null } : g));
    expect(checkPacketFairness({ ...good, grabs: withheld })).toMatchObject({ ok: false, splitOk: false });
  });
  it('status, time left from the server clock, and whether the grab button shows', () => {
    const open = settledPacket({ state: 'open', settlement: null, seed: null, grabs: [], grabbedCount: 0 });
    expect(packetStatus(open)).toBe('open');
    expect(packetStatus(settledPacket())).toBe('emptied');
    expect(
      packetStatus(settledPacket({ settlement: { ...settledPacket().settlement!, reason: 'expired' } })),
    ).toBe('expired');
    // server is 60 s ahead of the local clock: 300 − (10 + 60) = 230 s left
    expect(secondsLeft(open, 10_000, 60_000)).toBe(230);
    expect(secondsLeft(open, 400_000, 0)).toBe(0);
    expect(formatLeft(230)).toBe('03:50');
    expect(canGrab(open)).toBe(true);
    expect(canGrab({ ...open, own: true })).toBe(false);
    expect(canGrab(settledPacket())).toBe(false);
  });
  it('a grab row shows its amount only when the server revealed it', () => {
    const row = { seq: 0, nickname: 'm***1', amountFen: null, hitMine: null, paidFen: 0, self: false };
    expect(grabAmount(row)).toBe('sealed');
    expect(grabAmount({ ...row, amountFen: 1_234, self: true })).toBe(1_234);
  });
});
