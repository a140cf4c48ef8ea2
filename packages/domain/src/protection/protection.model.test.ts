import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changeLimit,
  checkDeposit,
  checkStake,
  confirmLimit,
  type DayUsage,
  type LimitKey,
  type LimitSetting,
  type Limits,
  NO_LIMIT,
  usageByPeriod,
} from './limits';
import { shanghaiDay } from './periods';

// A model-based test: random sequences of bets, settlements (wins), deposits, limit changes and
// confirmations under a fake clock that often lands next to the Asia/Shanghai midnight. The system is
// the domain's rules used the way the protection service uses them (daily usage rows, settings changed
// with changeLimit/confirmLimit); the model keeps every event with its instant and decides from the
// calendar as Intl reads it in Asia/Shanghai, an independent restatement.

const KEYS: LimitKey[] = [
  'loss_day',
  'loss_week',
  'loss_month',
  'stake_day',
  'stake_week',
  'deposit_day',
  'deposit_month',
  'single_bet',
];
const HOUR = 3600_000;

type Cmd =
  | { t: 'advance'; ms: number }
  | { t: 'toMidnight'; offsetMs: number }
  | { t: 'bet'; fen: number }
  | { t: 'settle'; payoutPermille: number }
  | { t: 'deposit'; fen: number }
  | { t: 'set'; key: LimitKey; value: number | null }
  | { t: 'confirm'; key: LimitKey };

const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  fc.record({ t: fc.constant('advance' as const), ms: fc.integer({ min: 0, max: 80 * HOUR }) }),
  fc.record({ t: fc.constant('toMidnight' as const), offsetMs: fc.integer({ min: -2000, max: 2000 }) }),
  fc.record({ t: fc.constant('bet' as const), fen: fc.integer({ min: 1, max: 5_000 }) }),
  fc.record({
    t: fc.constant('settle' as const),
    payoutPermille: fc.constantFrom(0, 0, 500, 1000, 1950, 3000),
  }),
  fc.record({ t: fc.constant('deposit' as const), fen: fc.integer({ min: 1, max: 8_000 }) }),
  fc.record({
    t: fc.constant('set' as const),
    key: fc.constantFrom(...KEYS),
    value: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null }),
  }),
  fc.record({ t: fc.constant('confirm' as const), key: fc.constantFrom(...KEYS) }),
);

/** Independent calendar: the Asia/Shanghai date of an instant as Intl gives it. */
const fmt = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const ymd = (ms: number) => fmt.format(new Date(ms)); // YYYY-MM-DD
function samePeriod(period: 'day' | 'week' | 'month', a: number, b: number): boolean {
  const [da, db] = [ymd(a), ymd(b)];
  if (period === 'day') return da === db;
  if (period === 'month') return da.slice(0, 7) === db.slice(0, 7);
  const monday = (d: string) => {
    const utc = new Date(`${d}T00:00:00Z`);
    const back = (utc.getUTCDay() + 6) % 7;
    return utc.getTime() - back * 24 * HOUR;
  };
  return monday(da) === monday(db);
}

type Ev = { at: number; kind: 'stake' | 'return' | 'deposit'; fen: number };

class Model {
  events: Ev[] = [];
  limits = new Map<
    LimitKey,
    { value: number | null; pending: { value: number | null; due: number } | null }
  >();
  limit(key: LimitKey): number | null {
    return this.limits.get(key)?.value ?? null;
  }
  sum(period: 'day' | 'week' | 'month', kind: Ev['kind'], now: number) {
    return this.events
      .filter((e) => e.kind === kind && samePeriod(period, e.at, now))
      .reduce((s, e) => s + e.fen, 0);
  }
  betAllowed(fen: number, now: number): boolean {
    const single = this.limit('single_bet');
    if (single !== null && fen > single) return false;
    for (const p of ['day', 'week', 'month'] as const) {
      const stake = this.sum(p, 'stake', now);
      const loss = Math.max(0, stake - this.sum(p, 'return', now));
      const sl = this.limit(`stake_${p}`);
      const ll = this.limit(`loss_${p}`);
      if (sl !== null && stake + fen > sl) return false;
      if (ll !== null && loss + fen > ll) return false;
    }
    return true;
  }
  depositAllowed(fen: number, now: number): boolean {
    return (['day', 'week', 'month'] as const).every((p) => {
      const l = this.limit(`deposit_${p}`);
      return l === null || this.sum(p, 'deposit', now) + fen <= l;
    });
  }
  set(key: LimitKey, value: number | null, now: number) {
    const cur = this.limits.get(key) ?? { value: null, pending: null };
    const tighter = value !== null && (cur.value === null || value < cur.value);
    if (tighter || value === cur.value) this.limits.set(key, { value, pending: null });
    else this.limits.set(key, { value: cur.value, pending: { value, due: now + 24 * HOUR } });
  }
  confirm(key: LimitKey, now: number): boolean {
    const cur = this.limits.get(key);
    if (!cur?.pending || now < cur.pending.due) return false;
    this.limits.set(key, { value: cur.pending.value, pending: null });
    return true;
  }
}

/** The system: settings and daily rows, as the server keeps them. */
class System {
  settings = new Map<LimitKey, LimitSetting>();
  rows = new Map<string, DayUsage>();
  limits(): Limits {
    return Object.fromEntries([...this.settings].map(([k, s]) => [k, s.value]));
  }
  add(now: number, part: 'stakeFen' | 'returnFen' | 'depositFen', fen: number) {
    const day = shanghaiDay(now);
    const row = this.rows.get(day) ?? { day, depositFen: 0, stakeFen: 0, returnFen: 0 };
    row[part] += fen;
    this.rows.set(day, row);
  }
  bet(fen: number, now: number): boolean {
    if (checkStake(this.limits(), usageByPeriod([...this.rows.values()], now), fen, now)) return false;
    this.add(now, 'stakeFen', fen);
    return true;
  }
  deposit(fen: number, now: number): boolean {
    if (checkDeposit(this.limits(), usageByPeriod([...this.rows.values()], now), fen, now)) return false;
    this.add(now, 'depositFen', fen);
    return true;
  }
}

describe('protection limits, model-based', () => {
  it('the rules decide every bet and deposit as the model does, and no period passes a limit in force', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2027-12-31T00:00:00Z') }),
        fc.array(cmd, { maxLength: 80 }),
        (start, cmds) => {
          let now = start;
          const model = new Model();
          const sys = new System();
          const pending: number[] = [];
          for (const c of cmds) {
            switch (c.t) {
              case 'advance':
                now += c.ms;
                break;
              case 'toMidnight': {
                const next = Date.parse(`${ymd(now)}T00:00:00+08:00`) + 24 * HOUR;
                now = Math.max(now, next + c.offsetMs);
                break;
              }
              case 'bet': {
                const expected = model.betAllowed(c.fen, now);
                expect(sys.bet(c.fen, now)).toBe(expected);
                if (expected) {
                  model.events.push({ at: now, kind: 'stake', fen: c.fen });
                  pending.push(c.fen);
                  // The invariant the wallet promises: counting open stakes as lost, no limit in force is passed.
                  for (const p of ['day', 'week', 'month'] as const) {
                    const ll = model.limit(`loss_${p}`);
                    const loss = model.sum(p, 'stake', now) - model.sum(p, 'return', now);
                    if (ll !== null) expect(loss).toBeLessThanOrEqual(ll);
                  }
                }
                break;
              }
              case 'settle': {
                const stake = pending.shift();
                if (stake === undefined) break;
                const payout = Math.floor((stake * c.payoutPermille) / 1000);
                if (payout > 0) {
                  model.events.push({ at: now, kind: 'return', fen: payout });
                  sys.add(now, 'returnFen', payout);
                }
                break;
              }
              case 'deposit': {
                const expected = model.depositAllowed(c.fen, now);
                expect(sys.deposit(c.fen, now)).toBe(expected);
                if (expected) model.events.push({ at: now, kind: 'deposit', fen: c.fen });
                break;
              }
              case 'set': {
                model.set(c.key, c.value, now);
                sys.settings.set(
                  c.key,
                  changeLimit(sys.settings.get(c.key) ?? NO_LIMIT, c.value, now).setting,
                );
                break;
              }
              case 'confirm': {
                const ok = model.confirm(c.key, now);
                const out = confirmLimit(sys.settings.get(c.key) ?? NO_LIMIT, now);
                expect('setting' in out).toBe(ok);
                if ('setting' in out) sys.settings.set(c.key, out.setting);
                break;
              }
            }
            for (const k of KEYS) expect(sys.settings.get(k)?.value ?? null).toBe(model.limit(k));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
