import { Messages, parseWireInt } from '@qilin/contract';
import { Errors } from '../../lib/errors';
import type { SbinRegistry } from '../../transport/sbin-registry';
import type { BetQueries } from './bet.queries';
import type { BetService } from './bet.service';
import { parseCommand } from './bet-content.input';
import { betFamily } from './bet-items.rules';

/** /sbin bet jobs: `gid` is the game code, `id` the room; the same services as REST. */
export function registerBetJobs(registry: SbinRegistry, bets: BetService, queries: BetQueries): void {
  const place = async (p: { id: string | number; gid: string | number; cmd: string }, memberId: number) => {
    const gameCode = String(p.gid);
    const receipt = await bets.place(memberId, {
      gameCode,
      roomId: String(p.id),
      items: parseCommand(betFamily(gameCode), p.cmd),
    });
    return { code: '1', message: 'success', result: [receipt] };
  };
  registry.register('general_bet', { auth: true, handle: (p, ctx) => place(p, ctx.request.memberId()) });
  registry.register('bull_bet', { auth: true, handle: (p, ctx) => place(p, ctx.request.memberId()) });
  registry.register('cancel_bet', {
    auth: true,
    handle: async (p, ctx) => {
      // No hid cancels every open bet of the game; a hid that is no id is refused, not read as "all".
      const hid = p.hid === undefined || p.hid === '' ? undefined : parseWireInt(p.hid);
      if (hid !== undefined && hid <= 0) throw Errors.invalidPayload();
      if (p.hid !== undefined && p.hid !== '' && hid === undefined) throw Errors.invalidPayload();
      const result = await bets.cancel(ctx.request.memberId(), String(p.gid), hid);
      return { code: '1', message: Messages.betCancelSuccess, result: [result] };
    },
  });
  registry.register('bet_history', {
    auth: true,
    handle: async (p, ctx) => {
      const page = parseWireInt(p.page ?? 1) ?? 1;
      const records = await queries.records(ctx.request.memberId(), {
        ...(p.gid !== undefined && { gameCode: String(p.gid) }),
        page: Number.isInteger(page) && page > 0 ? page : 1,
        pageSize: 20,
      });
      return { code: '1', message: 'success', result: records.list };
    },
  });
}
