import type { OperatorCreateBody, OperatorRole, OperatorView } from '@qilin/contract';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db';
import { Errors } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { type AuditActor, appendAudit } from './audit-log.repository';
import { OperatorErrors } from './operator.errors';
import { presentOperator, operatorRepository as repo } from './operator.repository';
import type { RequestOrigin } from './operator-auth.service';

/** Arbitrary constant: concurrent bootstrap calls queue on it. */
const BOOTSTRAP_LOCK_KEY = 5_120_771_044;

/** Who is acting, for the audit log and `created_by`. */
export type Acting = { actor: AuditActor; origin: RequestOrigin };

/** Operator accounts: the first owner (bootstrap token), new accounts, role changes. */
export class OperatorAdminService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  /** Oldest first, a page at a time (`after_id`). */
  async list(page: { after_id?: number; limit: number }): Promise<OperatorView[]> {
    return (await repo.list(this.db, page)).map(presentOperator);
  }

  ownerExists(): Promise<boolean> {
    return repo.ownerExists(this.db);
  }

  /** The first owner, made with the shared token; refused once any owner exists. */
  async bootstrapOwner(body: Omit<OperatorCreateBody, 'role'>, acting: Acting): Promise<OperatorView> {
    const passwordHash = await hashPassword(body.password);
    return this.db.transaction().execute(async (trx) => {
      // One bootstrap at a time: two racing calls must not both find "no owner".
      await sql`select pg_advisory_xact_lock(${sql.lit(BOOTSTRAP_LOCK_KEY)})`.execute(trx);
      if (await repo.ownerExists(trx)) throw OperatorErrors.bootstrapClosed();
      return this.#insert(trx, { ...body, role: 'owner' }, passwordHash, acting);
    });
  }

  async create(body: OperatorCreateBody, acting: Acting): Promise<OperatorView> {
    const passwordHash = await hashPassword(body.password);
    return this.db.transaction().execute((trx) => this.#insert(trx, body, passwordHash, acting));
  }

  async setRole(id: number, role: OperatorRole, acting: Acting): Promise<OperatorView> {
    return this.db.transaction().execute(async (trx) => {
      const before = await repo.lock(trx, id);
      if (!before) throw OperatorErrors.operatorNotFound();
      const after = await repo.update(trx, id, { role });
      await appendAudit(
        trx,
        {
          actor: acting.actor,
          action: 'operator.role_changed',
          target: `operator:${id}`,
          ...acting.origin,
          before: { role: before.role },
          after: { role: after.role },
        },
        this.now(),
      );
      return presentOperator(after);
    });
  }

  async #insert(
    trx: Transaction<Database>,
    body: OperatorCreateBody,
    passwordHash: string,
    acting: Acting,
  ): Promise<OperatorView> {
    if (await repo.byUsername(trx, body.username)) throw Errors.usernameTaken();
    const row = await repo.insert(trx, {
      username: body.username,
      passwordHash,
      role: body.role,
      createdBy: acting.actor.operatorId,
    });
    await appendAudit(
      trx,
      {
        actor: acting.actor,
        action: 'operator.created',
        target: `operator:${row.id}`,
        ...acting.origin,
        after: { username: row.username, role: row.role },
      },
      this.now(),
    );
    return presentOperator(row);
  }
}
