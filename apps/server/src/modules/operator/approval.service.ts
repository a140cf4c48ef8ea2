import { type ApprovalView, type OperatorRole, type Permission, roleHas } from '@qilin/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db';
import { appendAudit } from './audit-log.repository';
import { OperatorErrors } from './operator.errors';
import type { OperatorRow } from './operator.repository';
import type { ApprovalStatus, OperatorApprovalsTable } from './operator.tables';
import { operatorActor, type RequestOrigin } from './operator-auth.service';

type ApprovalRow = Selectable<OperatorApprovalsTable>;

export type ProposedAction = {
  route: string;
  permission: Permission;
  method: string;
  url: string;
  body: unknown;
  summary: string;
  /** What the action changes, as it stands now (shown to the approver beside the request). */
  before?: unknown;
};

/** Runs a stored request as the approver (index.ts replays it through the app) and tells its answer. */
export type ActionExecutor = (
  action: { id: number; method: string; url: string; body: unknown },
  approver: OperatorRow,
) => Promise<{ status: number; body: unknown }>;

/**
 * Two-person approval: one operator proposes (the request is stored, the answer is "pending"), a
 * different operator holding the action's permission approves and the stored request runs exactly
 * once (a conditional update claims it: concurrent approvals find it taken), or anyone with the
 * permission — or the proposer, withdrawing it — rejects it with a reason.
 */
export class ApprovalService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
    private readonly execute: ActionExecutor,
  ) {}

  async propose(action: ProposedAction, proposer: OperatorRow, origin: RequestOrigin): Promise<number> {
    const at = this.now();
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('operator_approvals')
        .values({
          ...action,
          body: action.body === undefined ? null : JSON.stringify(action.body),
          before: action.before === undefined ? null : JSON.stringify(action.before),
          proposed_by: proposer.id,
          proposed_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await appendAudit(
        trx,
        {
          actor: operatorActor(proposer),
          action: 'approval.proposed',
          target: `approval:${row.id}`,
          ...origin,
          after: { route: action.route, url: action.url, summary: action.summary },
        },
        at,
      );
      return row.id;
    });
  }

  async list(status: ApprovalStatus, limit: number, beforeId?: number): Promise<ApprovalView[]> {
    const rows = await this.db
      .selectFrom('operator_approvals')
      .selectAll()
      .where('status', '=', status)
      .where('id', '<', beforeId ?? Number.MAX_SAFE_INTEGER)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    const ids = [
      ...new Set(
        rows.flatMap((r) => (r.decided_by === null ? [r.proposed_by] : [r.proposed_by, r.decided_by])),
      ),
    ];
    const names = new Map<number, string>();
    if (ids.length > 0) {
      const found = await this.db
        .selectFrom('operators')
        .select(['id', 'username'])
        .where('id', 'in', ids)
        .execute();
      for (const o of found) names.set(o.id, o.username);
    }
    return rows.map((r) => presentApproval(r, names));
  }

  async approve(id: number, approver: OperatorRow, origin: RequestOrigin): Promise<ApprovalView> {
    const current = await this.#decidable(id, approver);
    if (current.proposed_by === approver.id) throw OperatorErrors.approvalOwn();
    const claimed = await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('operator_approvals')
        .set({ status: 'executing', decided_by: approver.id, decided_at: this.now() })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('proposed_by', '<>', approver.id)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw OperatorErrors.approvalNotPending();
      await appendAudit(
        trx,
        {
          actor: operatorActor(approver),
          action: 'approval.approved',
          target: `approval:${id}`,
          ...origin,
          before: { status: 'pending' },
          after: { status: 'executing' },
        },
        this.now(),
      );
      return row;
    });
    let result: { status: number; body: unknown };
    try {
      result = await this.execute(claimed, approver);
    } catch (err) {
      result = { status: 500, body: { error: err instanceof Error ? err.message : String(err) } };
    }
    const status: ApprovalStatus = result.status < 300 ? 'executed' : 'failed';
    return this.db.transaction().execute(async (trx) => {
      const done = await trx
        .updateTable('operator_approvals')
        .set({ status, result_status: result.status, result: JSON.stringify(result.body ?? null) })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await appendAudit(
        trx,
        {
          actor: operatorActor(approver),
          action: `approval.${status}`,
          target: `approval:${id}`,
          ...origin,
          before: { status: 'executing' },
          after: { status, result_status: result.status },
        },
        this.now(),
      );
      return presentApproval(done);
    });
  }

  async reject(
    id: number,
    decider: OperatorRow,
    reason: string,
    origin: RequestOrigin,
  ): Promise<ApprovalView> {
    const current = await this.#decidable(id, decider, true);
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('operator_approvals')
        .set({
          status: 'rejected',
          decided_by: current.proposed_by === decider.id ? null : decider.id,
          decided_at: this.now(),
          reason,
        })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirst();
      if (!row) throw OperatorErrors.approvalNotPending();
      await appendAudit(
        trx,
        {
          actor: operatorActor(decider),
          action: 'approval.rejected',
          target: `approval:${id}`,
          ...origin,
          before: { status: 'pending' },
          after: { status: 'rejected', reason },
        },
        this.now(),
      );
      return presentApproval(row);
    });
  }

  /**
   * Approvals stuck in 'executing' longer than `stuckAfterMs` (the approver's process died mid-run, so
   * its final update never came) are marked 'failed', each with an audit row, so the queue shows them
   * and someone can propose the action again. A run that does finish later still records its outcome.
   */
  async sweepStuck(stuckAfterMs: number): Promise<number[]> {
    const at = this.now();
    const cutoff = new Date(at.getTime() - stuckAfterMs);
    return this.db.transaction().execute(async (trx) => {
      const rows = await trx
        .updateTable('operator_approvals')
        .set({
          status: 'failed',
          result: JSON.stringify({ error: 'timed out while executing' }),
        })
        .where('status', '=', 'executing')
        .where('decided_at', '<', cutoff)
        .returning(['id', 'decided_at'])
        .execute();
      for (const row of rows) {
        await appendAudit(
          trx,
          {
            actor: { kind: 'system', operatorId: null, name: 'approval-sweep' },
            action: 'approval.timed-out',
            target: `approval:${row.id}`,
            before: { status: 'executing', decided_at: row.decided_at?.toISOString() ?? null },
            after: { status: 'failed' },
          },
          at,
        );
      }
      return rows.map((r) => r.id);
    });
  }

  /** The pending approval, if this operator may decide it (the action's permission; the proposer may withdraw). */
  async #decidable(id: number, operator: OperatorRow, proposerMay = false): Promise<ApprovalRow> {
    const row = await this.db
      .selectFrom('operator_approvals')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw OperatorErrors.approvalNotFound();
    const isProposer = row.proposed_by === operator.id;
    if (!(proposerMay && isProposer) && !roleHas(operator.role as OperatorRole, row.permission as Permission))
      throw OperatorErrors.permissionDenied();
    if (row.status !== 'pending') throw OperatorErrors.approvalNotPending();
    return row;
  }
}

/** An approval on the wire; `names` (operator id → username) names the proposer and the decider. */
export function presentApproval(
  row: ApprovalRow,
  names: ReadonlyMap<number, string> = new Map(),
): ApprovalView {
  return {
    id: row.id,
    route: row.route,
    permission: row.permission as Permission,
    method: row.method,
    url: row.url,
    body: row.body,
    before: row.before ?? null,
    summary: row.summary,
    status: row.status,
    proposed_by: row.proposed_by,
    proposed_by_name: names.get(row.proposed_by) ?? '',
    proposed_at: row.proposed_at.toISOString(),
    decided_by: row.decided_by,
    decided_by_name: row.decided_by === null ? null : (names.get(row.decided_by) ?? ''),
    decided_at: row.decided_at ? row.decided_at.toISOString() : null,
    reason: row.reason,
    result_status: row.result_status,
    result: row.result,
  };
}
