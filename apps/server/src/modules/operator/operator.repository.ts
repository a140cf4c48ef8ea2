import type { OperatorRole, OperatorView } from '@qilin/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db';
import type { OperatorsTable } from './operator.tables';

export type OperatorRow = Selectable<OperatorsTable>;

/** SQL for operators, their recovery codes and sessions; every method takes the caller's handle. */
export const operatorRepository = {
  byUsername(db: Db, username: string) {
    return db.selectFrom('operators').selectAll().where('username', '=', username).executeTakeFirst();
  },
  byId(db: Db, id: number) {
    return db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();
  },
  lock(db: Db, id: number) {
    return db.selectFrom('operators').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  },
  list(db: Db, page: { after_id?: number; limit: number }) {
    return db
      .selectFrom('operators')
      .selectAll()
      .where('id', '>', page.after_id ?? 0)
      .orderBy('id')
      .limit(page.limit)
      .execute();
  },
  async ownerExists(db: Db): Promise<boolean> {
    const row = await db
      .selectFrom('operators')
      .select('id')
      .where('role', '=', 'owner')
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  },
  insert(
    db: Db,
    values: { username: string; passwordHash: string; role: OperatorRole; createdBy: number | null },
  ) {
    return db
      .insertInto('operators')
      .values({
        username: values.username,
        password_hash: values.passwordHash,
        role: values.role,
        created_by: values.createdBy,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  },
  update(db: Db, id: number, set: Partial<Omit<OperatorRow, 'id' | 'created_at' | 'created_by'>>) {
    return db.updateTable('operators').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
  },
  async replaceRecoveryCodes(db: Db, operatorId: number, hashes: string[]) {
    await db.deleteFrom('operator_recovery_codes').where('operator_id', '=', operatorId).execute();
    await db
      .insertInto('operator_recovery_codes')
      .values(hashes.map((code_hash) => ({ operator_id: operatorId, code_hash })))
      .execute();
  },
  /** Burns an unused recovery code; false when there is none with this hash. */
  async useRecoveryCode(db: Db, operatorId: number, codeHash: string, at: Date): Promise<boolean> {
    const row = await db
      .updateTable('operator_recovery_codes')
      .set({ used_at: at })
      .where('operator_id', '=', operatorId)
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },
};

export function presentOperator(row: OperatorRow): OperatorView {
  return {
    id: row.id,
    username: row.username,
    role: row.role as OperatorRole,
    totp_enabled: row.totp_enabled,
    locked_until: row.locked_until ? row.locked_until.toISOString() : null,
    created_at: row.created_at.toISOString(),
  };
}
