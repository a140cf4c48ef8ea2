import type { ProtectionStatus } from '@qilin/contract';
import { describe, expect, it } from 'vitest';
import { breakEndsAt, EXCLUSION_CHOICES, shanghaiMinute, TIMEOUT_CHOICES } from './breaks';
import { appliesAtOnce, limitRows, parseLimitInput, periodOf, usedOf } from './limits';
import { ODDS_NOTES, oddsSections, playLine } from './odds-explained';
import { delayUntil, nextRealityCheckAt } from './reality-check';

const usage = (deposit: number, stake: number, ret: number) => ({
  deposit_fen: deposit,
  stake_fen: stake,
  return_fen: ret,
  net_fen: ret - stake,
});

const status: ProtectionStatus = {
  limits: [
    { key: 'loss_day', value: 10_000, pending: null },
    { key: 'deposit_week', value: 50_000, pending: { value: 80_000, due_at: 2_000 } },
    { key: 'single_bet', value: null, pending: { value: null, due_at: 5_000 } },
  ],
  break: null,
  usage: {
    day: usage(0, 3_000, 1_000),
    week: usage(20_000, 9_000, 12_000),
    month: usage(20_000, 9_000, 12_000),
  },
  server_time: 1_000,
};

describe('limits model', () => {
  it('lists every limit in the contract order with its usage and pending change', () => {
    const rows = limitRows(status, 3_000);
    expect(rows.map((r) => r.key)).toEqual([
      'deposit_day',
      'deposit_week',
      'deposit_month',
      'loss_day',
      'loss_week',
      'loss_month',
      'stake_day',
      'stake_week',
      'stake_month',
      'single_bet',
      'session_minutes',
    ]);
    const byKey = Object.fromEntries(rows.map((r) => [r.key, r]));
    expect(byKey.loss_day).toMatchObject({
      label: '每日亏损限额',
      value: 10_000,
      usedFen: 2_000,
      pending: null,
    });
    // A week that is 3,000 up shows no loss.
    expect(byKey.loss_week?.usedFen).toBe(0);
    expect(byKey.deposit_week).toMatchObject({
      usedFen: 20_000,
      pending: { value: 80_000, dueAt: 2_000, due: true },
    });
    expect(byKey.single_bet).toMatchObject({ usedFen: null, pending: { value: null, due: false } });
    expect(byKey.session_minutes).toMatchObject({ unit: 'minutes', value: null });
    expect(limitRows(status, 1_999).find((r) => r.key === 'deposit_week')?.pending?.due).toBe(false);
  });

  it('reads periods and usage by key', () => {
    expect(periodOf('stake_month')).toBe('month');
    expect(periodOf('single_bet')).toBeNull();
    expect(usedOf('stake_day', status)).toBe(3_000);
    expect(usedOf('session_minutes', status)).toBeNull();
  });

  it('parses yuan to fen and minutes, refusing anything else', () => {
    expect(parseLimitInput('fen', '100')).toEqual({ ok: true, value: 10_000 });
    expect(parseLimitInput('fen', ' 0.5 ')).toEqual({ ok: true, value: 50 });
    for (const bad of ['', 'abc', '1.234', '-5', '1e3', '100000001'])
      expect(parseLimitInput('fen', bad), bad).toEqual({ ok: false, reason: 'amount' });
    expect(parseLimitInput('minutes', '90')).toEqual({ ok: true, value: 90 });
    for (const bad of ['0', '1441', '1.5', 'x', ''])
      expect(parseLimitInput('minutes', bad), bad).toEqual({ ok: false, reason: 'minutes' });
  });

  it('knows which changes apply at once: a first or lower limit; a raise or removal waits', () => {
    expect(appliesAtOnce(null, 5_000)).toBe(true);
    expect(appliesAtOnce(5_000, 4_000)).toBe(true);
    expect(appliesAtOnce(5_000, 6_000)).toBe(false);
    expect(appliesAtOnce(5_000, null)).toBe(false);
  });
});

describe('breaks model', () => {
  it('offers 24h/7d/30d/6w time-outs and 6m/1y/5y self-exclusions', () => {
    expect(TIMEOUT_CHOICES).toEqual([
      { length: '24h', kind: 'timeout' },
      { length: '7d', kind: 'timeout' },
      { length: '30d', kind: 'timeout' },
      { length: '6w', kind: 'timeout' },
    ]);
    expect(EXCLUSION_CHOICES.map((c) => [c.length, c.kind])).toEqual([
      ['6m', 'self_exclusion'],
      ['1y', 'self_exclusion'],
      ['5y', 'self_exclusion'],
    ]);
  });

  it('states the end on the Shanghai clock', () => {
    const start = Date.parse('2026-03-01T10:00:00+08:00');
    expect(shanghaiMinute(breakEndsAt('24h', start))).toBe('2026-03-02 10:00');
    expect(shanghaiMinute(breakEndsAt('6m', start))).toBe('2026-09-01 10:00');
  });
});

describe('reality check timing', () => {
  const MIN = 60_000;
  it('is due at each whole interval of the session after the given time', () => {
    expect(nextRealityCheckAt(0, 60, 0)).toBe(60 * MIN);
    expect(nextRealityCheckAt(0, 60, 59 * MIN)).toBe(60 * MIN);
    expect(nextRealityCheckAt(0, 60, 60 * MIN)).toBe(120 * MIN);
    expect(nextRealityCheckAt(0, 15, 70 * MIN)).toBe(75 * MIN);
    expect(nextRealityCheckAt(10 * MIN, 30, 0)).toBe(40 * MIN);
  });

  it('converts to a wait on the device clock', () => {
    expect(delayUntil(100_000, 5_000, 90_000)).toBe(5_000);
    expect(delayUntil(100_000, 0, 200_000)).toBe(0);
  });
});

describe('odds explained', () => {
  it('derives chance and return by judging every outcome with the settlement rules', () => {
    const sections = oddsSections();
    const pc28 = sections[0]?.lines ?? [];
    const big = pc28.find((l) => l.play === '大');
    // 大 = sums 14–27: 500 of 1000; 14 (75 ways) pays 1.6, the other 425 pay 1.98.
    expect(big?.chancePct).toBeCloseTo(50, 6);
    expect(big?.returnPct).toBeCloseTo((425 * 1.98 + 75 * 1.6) / 10, 6);
    const leopard = pc28.find((l) => l.play === '豹子');
    expect(leopard?.chancePct).toBeCloseTo(1, 6);
    expect(leopard?.returnPct).toBeCloseTo(61, 6);
    const k3Big = sections[1]?.lines.find((l) => l.play === '大');
    // 大 = 11–18 minus the triples 444, 555, 666: 105 of 216.
    expect(k3Big?.chancePct).toBeCloseTo((105 / 216) * 100, 6);
    const digit = sections[2]?.lines.find((l) => l.odds === '9.8');
    expect(digit?.returnPct).toBeCloseTo(98, 6);
    for (const s of sections)
      for (const l of s.lines) {
        expect(l.returnPct, `${s.game} ${l.play}`).toBeLessThan(100);
        expect(l.edgePct).toBeCloseTo(100 - l.returnPct, 9);
      }
  });

  it('counts a push as the stake back, not as a win', () => {
    const line = playLine(
      [
        { result: 'w', weight: 1 },
        { result: 'p', weight: 1 },
        { result: 'l', weight: 2 },
      ],
      (r) => (r === 'w' ? { outcome: 'win' } : r === 'p' ? { outcome: 'push' } : { outcome: 'lose' }),
      'x',
      { playId: 'x' },
      '2',
    );
    expect(line).toMatchObject({ chancePct: 25, returnPct: 75, edgePct: 25 });
  });

  it('never promises a win', () => {
    const all = JSON.stringify([oddsSections(), ODDS_NOTES]);
    for (const word of ['稳赢', '必赢', '保证', '包赢', '稳赚']) expect(all).not.toContain(word);
  });
});
