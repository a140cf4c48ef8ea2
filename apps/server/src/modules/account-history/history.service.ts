import { ServerMessages } from '@qilin/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { Errors } from '../../lib/errors';
import { groupOf, TYPE_GROUPS, TYPE_NAMES, typeNameOf } from './history.catalogue';
import { historyRepository as repo, type TypeFilter } from './history.repository';
import { resolveRange, shanghaiDate } from './history-range.rules';

export type HistoryQuery = {
  page: number;
  pageSize: number;
  type?: string | undefined;
  range?: string | undefined;
  startTime?: string | undefined;
  endTime?: string | undefined;
};

function filterOf(group: string | undefined): TypeFilter {
  if (!group || group === 'all') return null;
  if (group === 'other') return { notIn: Object.keys(TYPE_NAMES) };
  const found = TYPE_GROUPS.find((g) => g.key === group);
  if (!found) throw Errors.invalidPayload(ServerMessages.historyTypeUnknown);
  return { in: found.types };
}

/** Account details (账变明细): the member's own wallet entries, paged, by type group and date. */
export class AccountHistoryService {
  readonly #db: Kysely<Database>;
  readonly #now: () => Date;

  constructor(db: Kysely<Database>, now: () => Date = () => new Date()) {
    this.#db = db;
    this.#now = now;
  }

  async history(memberId: number, q: HistoryQuery) {
    const range = resolveRange(this.#now(), q);
    const filter = filterOf(q.type);
    const [rows, total] = await Promise.all([
      repo.page(this.#db, memberId, range, filter, q.pageSize, (q.page - 1) * q.pageSize),
      repo.count(this.#db, memberId, range, filter),
    ]);
    const list = rows.map((r) => ({
      id: r.id,
      type: r.type,
      typeName: typeNameOf(r.type),
      group: groupOf(r.type),
      amountFen: r.amount_fen,
      balanceAfterFen: r.balance_after_fen,
      createdAt: r.created_at.toISOString(),
      date: shanghaiDate(r.created_at),
    }));
    return { list, total, page: q.page, pageSize: q.pageSize, hasMore: q.page * q.pageSize < total };
  }

  /** Per-day income, expense and count (Shanghai days, newest first) for the same filters. */
  async dateGroups(memberId: number, q: HistoryQuery) {
    const rows = await repo.amounts(this.#db, memberId, resolveRange(this.#now(), q), filterOf(q.type));
    const days = new Map<string, { date: string; incomeFen: number; expenseFen: number; count: number }>();
    for (const r of rows) {
      const date = shanghaiDate(r.created_at);
      const day = days.get(date) ?? { date, incomeFen: 0, expenseFen: 0, count: 0 };
      if (r.amount_fen > 0) day.incomeFen += r.amount_fen;
      else day.expenseFen += -r.amount_fen;
      day.count += 1;
      days.set(date, day);
    }
    return [...days.values()].sort((a, b) => b.date.localeCompare(a.date));
  }

  typeGroups() {
    return [
      { key: 'all', name: '全部', types: [] as string[] },
      ...TYPE_GROUPS.map((g) => ({ key: g.key, name: g.name, types: [...g.types] })),
      { key: 'other', name: '其他', types: [] as string[] },
    ];
  }
}
