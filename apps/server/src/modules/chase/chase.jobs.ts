import { BetMessages, ErrorCode, Messages, parseWireInt, zhListSchema } from '@qilin/contract';
import { findGameFamily } from '@qilin/domain';
import { appError } from '../../lib/errors';
import { parseInput } from '../../lib/validation';
import { yuanFen } from '../../lib/wire-money';
import type { SbinRegistry } from '../../transport/sbin-registry';
import { BetErrors, parseCommand, parseContent } from '../bet';
import type { ChaseQueries } from './chase.queries';
import type { ChaseService } from './chase.service';

const flag = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';
const positiveInt = (v: unknown, max: number) => {
  const n = parseWireInt(v);
  if (n === undefined || n < 1 || n > max)
    throw appError(ErrorCode.InvalidPayload, BetMessages.chaseTermsInvalid);
  return n;
};

type ChaseContent = {
  items?: unknown[];
  times?: unknown;
  multiple?: unknown;
  isWinStop?: unknown;
  zhList?: unknown;
};

function parseChaseContent(text: string): ChaseContent {
  try {
    const data: unknown = JSON.parse(text);
    if (typeof data === 'object' && data !== null && !Array.isArray(data)) return data as ChaseContent;
    return { items: Array.isArray(data) ? data : [] };
  } catch {
    throw BetErrors.invalidSelection();
  }
}

/**
 * /sbin chase jobs. follow_bet: `betType` names the option (catalogue name or play id), `betMoney` the
 * yuan per issue, `times` the issue count, `multiple`, `isWinStop`. chase_bet: `content` holds items.
 */
export function registerChaseJobs(registry: SbinRegistry, chases: ChaseService, queries: ChaseQueries): void {
  registry.register('follow_bet', {
    auth: true,
    handle: async (p, ctx) => {
      const family = findGameFamily(String(p.gid));
      if (!family) throw BetErrors.gameNotFound();
      const fen = yuanFen(p.betMoney);
      if (fen === null || fen <= 0) throw BetErrors.invalidSelection();
      const yuan = String(p.betMoney).trim();
      const items = parseCommand(family, `${String(p.betType)}${yuan}`);
      const result = await chases.follow(ctx.request.memberId(), {
        gameCode: family.code,
        roomId: String(p.id),
        items,
        times: positiveInt(p.times, 120),
        multiple: positiveInt(p.multiple, 10_000),
        isWinStop: flag(p.isWinStop),
      });
      return { code: '1', message: Messages.chaseSetSuccess, result: [result] };
    },
  });
  registry.register('chase_bet', {
    auth: true,
    handle: async (p, ctx) => {
      const parsed = parseChaseContent(p.content);
      const zhList = parsed.zhList === undefined ? undefined : parseInput(zhListSchema, parsed.zhList);
      const result = await chases.follow(ctx.request.memberId(), {
        gameCode: String(p.gid),
        roomId: String(p.id),
        items: parseContent((parsed.items ?? []) as unknown[]),
        times: zhList?.length ?? positiveInt(parsed.times ?? 1, 120),
        ...(zhList !== undefined && { zhList }),
        multiple: positiveInt(parsed.multiple ?? 1, 10_000),
        isWinStop: flag(parsed.isWinStop),
      });
      return { code: '1', message: Messages.chaseSetSuccess, result: [result] };
    },
  });
  registry.register('cancel_follow', {
    auth: true,
    handle: async (p, ctx) => {
      const result = await chases.cancel(
        ctx.request.memberId(),
        positiveInt(p.zhid, Number.MAX_SAFE_INTEGER),
      );
      return { code: '1', message: Messages.chaseCancelSuccess, result: [result] };
    },
  });
  registry.register('follow_history', {
    auth: true,
    handle: async (p, ctx) => ({
      code: '1',
      message: 'success',
      result: await queries.history(ctx.request.memberId(), String(p.gid)),
    }),
  });
}
