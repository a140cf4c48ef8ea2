import type { SbinRegistry } from '../../transport/sbin-registry';
import type { VipService } from './vip.service';

/** /sbin `level` → the same service as `member/vip`, as the legacy row. */
export function registerVipJobs(registry: SbinRegistry, vip: VipService): void {
  registry.register('level', {
    auth: true,
    async handle(_params, ctx) {
      if (!ctx.member) throw new Error('level without a member');
      return { code: '1', message: 'ok', result: [await vip.levelRow(ctx.member.memberId)] };
    },
  });
}
