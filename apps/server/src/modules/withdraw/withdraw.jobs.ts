import type { SbinRegistry } from '../../transport/sbin-registry';
import type { WithdrawService } from './withdraw.service';

/** /sbin `withdraw_account_list` → the same service as `fund/withdraw/accounts`. */
export function registerWithdrawJobs(registry: SbinRegistry, withdraws: WithdrawService): void {
  registry.register('withdraw_account_list', {
    auth: true,
    async handle(_params, ctx) {
      if (!ctx.member) throw new Error('withdraw_account_list without a member');
      return { code: '1', message: 'ok', result: await withdraws.accounts(ctx.member.memberId) };
    },
  });
}
