import type { ProtectionActionKey, ProtectionAdminView, ProtectionStatus } from '@qilin/contract';
import {
  activeBreak,
  type BreakLength,
  breakEndMs,
  breakKindOf,
  changeLimit,
  checkDeposit,
  checkStake,
  confirmLimit,
  type DayUsage,
  idNumberBirthDate,
  idNumberCheck,
  LIMIT_KEYS,
  type LimitKey,
  type LimitSetting,
  type Limits,
  mayLiftEarly,
  NO_LIMIT,
  type Period,
  type PeriodUsage,
  periodWindow,
  sessionOver,
  sessionStartAfterLogin,
  shanghaiDay,
  type UsageByPeriod,
  usageByPeriod,
  usageSinceMs,
} from '@qilin/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database, Db } from '../../db';
import { Errors } from '../../lib/errors';
import type { AdminAudit } from '../operator';
import { ProtectionErrors } from './protection.errors';
import { type BreakRow, type MemberFen, protectionRepository as repo } from './protection.repository';
import { backfillUsage, historyCsv, ledgerDays } from './protection-usage.queries';

/** Told when a member's break starts, in its transaction (the wiring cancels and refunds open chases). */
export type BreakListener = (trx: Transaction<Database>, memberId: number) => Promise<void>;

/** A stake about to be written: the order's hold, its largest bet (the single-bet cap) and its path. */
export type StakeCheck = { stakeFen: number; largestBetFen: number | null; action: ProtectionActionKey };

const net = (u: PeriodUsage) => ({
  deposit_fen: u.depositFen,
  stake_fen: u.stakeFen,
  return_fen: u.returnFen,
  net_fen: u.returnFen - u.stakeFen,
});

const breakView = (b: BreakRow) => ({
  id: b.id,
  kind: b.kind,
  starts_at: b.startMs,
  ends_at: b.endMs,
  lifted_at: b.liftedMs,
});

/** A break as the console shows it: the member's view plus who set it and why. */
const adminBreakView = (b: BreakRow) => ({ ...breakView(b), operator_id: b.operatorId, reason: b.reason });

/**
 * Player protection: the member's limits (lowering at once, raising after a 24 h cooling-off and a
 * confirmation), breaks that nobody ends early, and the guards every money path calls in the
 * transaction that moves the money. A guard locks the member's protection row first, so a member's
 * concurrent stakes (or deposits) take turns and each one is checked against the others' usage.
 */
export class ProtectionService {
  #onBreak: BreakListener | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  /** One listener, set by the wiring once the chase service exists. */
  onBreakStarted(listener: BreakListener): void {
    this.#onBreak = listener;
  }

  // ── member ───────────────────────────────────────────────────────────────

  async status(memberId: number, db: Db = this.db): Promise<ProtectionStatus> {
    const nowMs = this.now().getTime();
    const [settings, breaks, usage] = await Promise.all([
      repo.limits(db, memberId),
      repo.breaks(db, memberId),
      this.#shownUsage(db, memberId, nowMs),
    ]);
    const live = activeBreak(breaks, nowMs);
    return {
      limits: LIMIT_KEYS.map((key) => {
        const s = settings.get(key) ?? NO_LIMIT;
        return {
          key,
          value: s.value,
          pending: s.pending && { value: s.pending.value, due_at: s.pending.dueMs },
        };
      }),
      break: live && breakView(live),
      usage: { day: net(usage.day), week: net(usage.week), month: net(usage.month) },
      server_time: nowMs,
    };
  }

  /** Lowering is in force at once; raising or removing waits out the cooling-off (domain changeLimit). */
  async setLimit(memberId: number, key: LimitKey, value: number | null): Promise<ProtectionStatus> {
    await this.db.transaction().execute(async (trx) => {
      await this.#enter(trx, memberId);
      const current = (await repo.limits(trx, memberId)).get(key) ?? NO_LIMIT;
      const { setting } = changeLimit(current, value, this.now().getTime());
      await repo.saveLimit(trx, memberId, key, setting, this.now());
      // A member with no login on record (sessions before 0165) is measured from setting the limit.
      if (key === 'session_minutes' && (await repo.sessionStart(trx, memberId)) === null)
        await repo.saveSessionStart(trx, memberId, this.now());
    });
    return this.status(memberId);
  }

  async confirmLimit(memberId: number, key: LimitKey): Promise<ProtectionStatus> {
    await this.db.transaction().execute(async (trx) => {
      if (!(await repo.lockMember(trx, memberId))) throw ProtectionErrors.nothingPending();
      const current = (await repo.limits(trx, memberId)).get(key) ?? NO_LIMIT;
      const out = confirmLimit(current, this.now().getTime());
      if ('refused' in out)
        throw out.refused === 'cooling_off' && out.dueMs !== undefined
          ? ProtectionErrors.coolingOff(out.dueMs)
          : ProtectionErrors.nothingPending();
      await repo.saveLimit(trx, memberId, key, out.setting, this.now());
    });
    return this.status(memberId);
  }

  /** A time-out or self-exclusion from now; refused while another break runs (none is shortened). */
  async takeBreak(memberId: number, length: BreakLength): Promise<ProtectionStatus> {
    await this.db.transaction().execute(async (trx) => {
      await this.#enter(trx, memberId);
      const now = this.now();
      if (activeBreak(await repo.breaks(trx, memberId), now.getTime()))
        throw ProtectionErrors.alreadyOnBreak();
      const end = new Date(breakEndMs(length, now.getTime()));
      await repo.addBreak(trx, { memberId, kind: breakKindOf(length), start: now, end });
      await this.#onBreak?.(trx, memberId);
    });
    return this.status(memberId);
  }

  /** Net result per period, newest first: `count` days, weeks or months back from now. */
  async statement(memberId: number, period: Period, count: number) {
    const nowMs = this.now().getTime();
    const windows: { startMs: number; endMs: number }[] = [];
    let at = nowMs;
    for (let i = 0; i < count; i++) {
      const w = periodWindow(period, at);
      windows.push(w);
      at = w.startMs - 1;
    }
    const oldest = windows[windows.length - 1]?.startMs ?? nowMs;
    const rows = await ledgerDays(this.db, memberId, oldest);
    return {
      period,
      list: windows.map((w) => {
        const u = { depositFen: 0, stakeFen: 0, returnFen: 0 };
        for (const r of rows) {
          const dayMs = Date.parse(`${r.day}T00:00:00+08:00`);
          if (dayMs < w.startMs || dayMs >= w.endMs) continue;
          u.depositFen += r.depositFen;
          u.stakeFen += r.stakeFen;
          u.returnFen += r.returnFen;
        }
        return { starts_at: w.startMs, ends_at: w.endMs, ...net(u) };
      }),
    };
  }

  /** The member's wallet history of the last `days` days as CSV. */
  exportCsv(memberId: number, days: number): Promise<string> {
    const nowMs = this.now().getTime();
    return historyCsv(this.db, memberId, periodWindow('day', nowMs).startMs - (days - 1) * 86_400_000);
  }

  // ── operators ────────────────────────────────────────────────────────────

  async adminView(memberId: number): Promise<ProtectionAdminView> {
    const [status, breaks] = await Promise.all([this.status(memberId), repo.breaks(this.db, memberId)]);
    return { ...status, member_id: memberId, breaks: breaks.map(adminBreakView) };
  }

  /**
   * An operator exclusion for `days` days from now (it may overlap a member's own break), audited in its
   * transaction: the member's running breaks before → after.
   */
  async exclude(memberId: number, days: number, reason: string, audit: AdminAudit, operatorId?: number) {
    await this.db.transaction().execute(async (trx) => {
      try {
        await this.#enter(trx, memberId);
      } catch (err) {
        if ((err as { code?: unknown }).code === '23503') throw Errors.notFound(); // no such member
        throw err;
      }
      const now = this.now();
      const before = await this.#runningBreaks(trx, memberId, now);
      const end = new Date(now.getTime() + days * 86_400_000);
      const breakId = await repo.addBreak(trx, {
        memberId,
        kind: 'operator_exclusion',
        start: now,
        end,
        reason,
        ...(operatorId !== undefined && { operatorId }),
      });
      await this.#onBreak?.(trx, memberId);
      await audit.record(trx, {
        action: 'protection.exclusion.set',
        target: `member:${memberId} break:${breakId}`,
        before: { running_breaks: before },
        after: { running_breaks: await this.#runningBreaks(trx, memberId, now), reason },
      });
    });
    return this.adminView(memberId);
  }

  /**
   * Ends an operator exclusion; a member's own time-out or self-exclusion is never lifted early. Audited
   * in its transaction (the break before → after; a repeat records before = after).
   */
  async lift(memberId: number, breakId: number, audit: AdminAudit) {
    await this.db.transaction().execute(async (trx) => {
      if (!(await repo.lockMember(trx, memberId))) throw Errors.notFound();
      const b = (await repo.breaks(trx, memberId)).find((x) => x.id === breakId);
      if (!b) throw Errors.notFound();
      if (!mayLiftEarly(b.kind, 'operator')) throw ProtectionErrors.liftRefused();
      const liftedMs = b.liftedMs ?? this.now().getTime();
      if (b.liftedMs === null) await repo.liftBreak(trx, breakId, new Date(liftedMs));
      await audit.record(trx, {
        action: 'protection.exclusion.lifted',
        target: `member:${memberId} break:${breakId}`,
        before: breakView(b),
        after: breakView({ ...b, liftedMs }),
      });
    });
    return this.adminView(memberId);
  }

  /** The member's breaks running at `now` (not lifted, not ended), as the console shows them. */
  async #runningBreaks(db: Db, memberId: number, now: Date) {
    const t = now.getTime();
    return (await repo.breaks(db, memberId))
      .filter((b) => b.liftedMs === null && b.startMs <= t && b.endMs > t)
      .map(breakView);
  }

  // ── age and identity ─────────────────────────────────────────────────────

  /** Registration: the member declared they are 18 or older (auth module, in its transaction). */
  async declareAdult(trx: Db, memberId: number): Promise<void> {
    await repo.declareAdult(trx, memberId, this.now());
  }

  /**
   * Real-name binding (security module, in its transaction): the ID number must be valid (GB 11643
   * check character, an existing date) and its holder 18 or older today in Shanghai; the birth date is kept.
   */
  async checkIdentity(trx: Db, memberId: number, idNumber: string): Promise<void> {
    const verdict = idNumberCheck(idNumber, this.now().getTime());
    if (verdict === 'invalid') throw ProtectionErrors.idNumberInvalid();
    if (verdict === 'minor') throw ProtectionErrors.minor();
    const b = idNumberBirthDate(idNumber);
    if (!b) throw ProtectionErrors.idNumberInvalid();
    const day = `${b.year}-${String(b.month).padStart(2, '0')}-${String(b.day).padStart(2, '0')}`;
    await repo.setBirthDate(trx, memberId, day, this.now());
  }

  // ── guards: called by the money paths inside their own transaction ──────────

  /**
   * Before a stake is written (bet order, chase item, red packet): locks the member's protection row,
   * refuses during a break and when a limit would be passed. Returns false for a member without
   * protection (nothing to record afterwards). Call `recordStake` after the money moved.
   */
  async guardStake(trx: Db, memberId: number, check: StakeCheck): Promise<boolean> {
    if (!(await repo.lockMember(trx, memberId))) return false;
    const nowMs = this.now().getTime();
    await this.#refuseOnBreak(trx, memberId, nowMs, check.action);
    const [limits, usage] = await Promise.all([
      this.#limits(trx, memberId),
      this.#usage(trx, memberId, nowMs),
    ]);
    await this.#refuseOverSession(trx, memberId, limits.session_minutes ?? null, nowMs);
    const breach = checkStake(limits, usage, check.stakeFen, nowMs, check.largestBetFen);
    if (breach) throw ProtectionErrors.limit(breach);
    return true;
  }

  /** The stake written after `guardStake` passed (same transaction, after the wallet moved). */
  async recordStake(trx: Db, memberId: number, stakeFen: number): Promise<void> {
    await repo.addUsage(trx, 'stake_fen', shanghaiDay(this.now().getTime()), [{ memberId, fen: stakeFen }]);
  }

  /**
   * Refuses an action a break forbids (red packet grabs, venue transfers in, gift claims) and, for a
   * money action, one after the member's session length ran out; no amount limit applies.
   */
  async guardAction(db: Db, memberId: number, action: ProtectionActionKey): Promise<void> {
    if (!(await repo.isProtected(db, memberId))) return;
    const nowMs = this.now().getTime();
    await this.#refuseOnBreak(db, memberId, nowMs, action);
    if (action !== 'gift_claim')
      await this.#refuseOverSession(
        db,
        memberId,
        await repo.limitValue(db, memberId, 'session_minutes'),
        nowMs,
      );
  }

  // ── session length and marketing ───────────────────────────────────────────

  /**
   * A login (auth module, in its transaction; every member): begins a new session, or carries the
   * last one on while it runs or its pause is not over (domain sessionStartAfterLogin).
   */
  async sessionStarted(trx: Db, memberId: number): Promise<void> {
    const now = this.now();
    const [previous, limit] = await Promise.all([
      repo.sessionStart(trx, memberId),
      repo.limitValue(trx, memberId, 'session_minutes'),
    ]);
    const start = sessionStartAfterLogin(previous, limit, now.getTime());
    if (start !== previous) await repo.saveSessionStart(trx, memberId, new Date(start));
  }

  /** Whether the member is on a break now: marketing (notices, gift prompts) leaves them out. */
  async marketingMuted(db: Db, memberId: number): Promise<boolean> {
    return (await repo.onBreakAmong(db, [memberId], this.now())).size > 0;
  }

  /** Every member on a break now: a marketing push reaches none of them. */
  marketingMutedMembers(db: Db = this.db): Promise<number[]> {
    return repo.onBreakNow(db, this.now());
  }

  /**
   * A deposit: refused during a break and above the deposit limits. At the request it only reads; at
   * the confirmation (`lock`) it locks the member's row first and the caller counts the amount with
   * `recordDeposit` after the wallet moved. Returns whether the member is protected.
   */
  async guardDeposit(trx: Db, memberId: number, amountFen: number, lock: boolean): Promise<boolean> {
    const found = lock ? await repo.lockMember(trx, memberId) : await repo.isProtected(trx, memberId);
    if (!found) return false;
    const nowMs = this.now().getTime();
    await this.#refuseOnBreak(trx, memberId, nowMs, 'deposit');
    const [limits, usage] = await Promise.all([
      this.#limits(trx, memberId),
      this.#usage(trx, memberId, nowMs),
    ]);
    // The member's own request only: an operator confirms later, outside the member's session.
    if (!lock) await this.#refuseOverSession(trx, memberId, limits.session_minutes ?? null, nowMs);
    const breach = checkDeposit(limits, usage, amountFen, nowMs);
    if (breach) throw ProtectionErrors.limit(breach);
    return true;
  }

  /** The deposit credited after `guardDeposit` passed (same transaction, after the wallet moved). */
  async recordDeposit(trx: Db, memberId: number, amountFen: number): Promise<void> {
    await repo.addUsage(trx, 'deposit_fen', shanghaiDay(this.now().getTime()), [
      { memberId, fen: amountFen },
    ]);
  }

  /**
   * What came back to members (payouts, refunds, cancellations, released holds): nets their losses.
   * One statement for any number of members; those without protection are left out in it.
   */
  async recordReturns(trx: Db, rows: readonly MemberFen[]): Promise<void> {
    await repo.addUsage(trx, 'return_fen', shanghaiDay(this.now().getTime()), [...rows]);
  }

  /**
   * What a member lost outside a stake, counted at settlement: the liability a red-packet grab paid to
   * a mine (the grab's amount comes back as a return), so loss = stakes − returns holds for grabs too.
   */
  async recordLosses(trx: Db, rows: readonly MemberFen[]): Promise<void> {
    await repo.addUsage(trx, 'stake_fen', shanghaiDay(this.now().getTime()), [...rows]);
  }

  // ── internals ────────────────────────────────────────────────────────────

  /** The member's protection row (locked); on its creation the periods' usage so far comes from the ledger. */
  async #enter(trx: Transaction<Database>, memberId: number): Promise<void> {
    const now = this.now();
    if (await repo.ensureMember(trx, memberId, now))
      await backfillUsage(trx, memberId, usageSinceMs(now.getTime()));
    await repo.lockMember(trx, memberId);
  }

  async #refuseOnBreak(db: Db, memberId: number, nowMs: number, action: ProtectionActionKey) {
    const live = activeBreak(await repo.breaks(db, memberId), nowMs);
    if (live) throw ProtectionErrors.onBreak(live.kind, live.endMs, action);
  }

  /** Refuses a money action once the session has lasted the member's session_minutes limit. */
  async #refuseOverSession(db: Db, memberId: number, limitMinutes: number | null, nowMs: number) {
    if (limitMinutes === null) return;
    const over = sessionOver(await repo.sessionStart(db, memberId), limitMinutes, nowMs);
    if (over) throw ProtectionErrors.sessionOver(limitMinutes, over.againMs);
  }

  async #limits(db: Db, memberId: number): Promise<Limits> {
    const settings: Map<LimitKey, LimitSetting> = await repo.limits(db, memberId);
    return Object.fromEntries([...settings].map(([k, s]) => [k, s.value]));
  }

  async #usage(db: Db, memberId: number, nowMs: number): Promise<UsageByPeriod> {
    const rows: DayUsage[] = await repo.usage(db, memberId, shanghaiDay(usageSinceMs(nowMs)));
    return usageByPeriod(rows, nowMs);
  }

  /** What the member sees: the counted rows once protected, the ledger's days before. */
  async #shownUsage(db: Db, memberId: number, nowMs: number): Promise<UsageByPeriod> {
    if (await repo.isProtected(db, memberId)) return this.#usage(db, memberId, nowMs);
    return usageByPeriod(await ledgerDays(db, memberId, usageSinceMs(nowMs)), nowMs);
  }
}
