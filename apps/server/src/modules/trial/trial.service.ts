import { randomBytes } from 'node:crypto';
import { TrialMessages, type TrialResetResult, type TrialStartResult } from '@qilin/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { Errors } from '../../lib/errors';
import type { DeviceInfo, SessionService } from '../auth';
import { getMemberBalances, openPlayWallet, resetPlayWallet } from '../ledger';
import { memberAccounts, presentMember } from '../member';

/** The demo balance a trial starts with and 重置 returns to: 2,000.00 元 of play money. */
export const TRIAL_DEMO_FEN = 200_000;

/** No password can match it (not an argon2 hash), and login refuses trial members before checking. */
const NO_PASSWORD = '!trial';

/**
 * 试玩: a guest (or a member, whose own session stays untouched) gets a trial member of their own, a
 * session marked trial and a play-money wallet holding the demo balance. Bets, chases and settlement
 * run through the same engine; the play house is their counterparty (ledger `openPlayWallet`).
 */
export class TrialService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly sessions: SessionService,
    private readonly demoFen: number = TRIAL_DEMO_FEN,
  ) {}

  async start(device: DeviceInfo): Promise<TrialStartResult> {
    return this.db.transaction().execute(async (trx) => {
      const suffix = randomBytes(5).toString('hex');
      const row = await memberAccounts.insert(trx, {
        username: `trial_${suffix}`,
        passwordHash: NO_PASSWORD,
        nickname: `${TrialMessages.badge}${suffix.slice(0, 4)}`,
        isTrial: true,
      });
      if (!row) throw Errors.serviceUnavailable(); // a 10-character random name taken: try again
      await openPlayWallet(trx, row.id, this.demoFen);
      const token = await this.sessions.issue(trx, row.id, device, true);
      return { token, member: presentMember(row), is_trial: true as const, balance: this.demoFen };
    });
  }

  /** 重置: the play wallet back to the demo balance; a second call moves nothing. */
  async reset(memberId: number): Promise<TrialResetResult> {
    await this.db.transaction().execute((trx) => resetPlayWallet(trx, memberId, this.demoFen));
    const b = await getMemberBalances(this.db, memberId);
    return { balance: b.balanceFen, demo_balance: this.demoFen };
  }
}
