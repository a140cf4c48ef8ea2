import {
  type ApiKeyCreateBody,
  type ApiKeyCreatedView,
  type ApiKeyView,
  type OperatorRole,
  type Permission,
  roleHas,
} from '@qilin/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { Errors } from '../../lib/errors';
import type { AdminAudit } from './admin-audit.service';
import { OperatorErrors } from './operator.errors';
import type { OperatorRow } from './operator.repository';
import type { OperatorApiKeysTable } from './operator.tables';

type ApiKeyRow = Selectable<OperatorApiKeysTable>;

/** A key the gate accepted: who it acts as, and the permissions it is limited to. */
export type ResolvedApiKey = { id: number; name: string; createdBy: number; permissions: Permission[] };

/** Every key starts so, to be recognised in logs and secret scanners; the rest is 32 random bytes. */
const KEY_PREFIX = 'qk_';

/**
 * Scoped API keys (the operator CLI, scripts): an owner creates one with a subset of permissions, the
 * secret is shown once and stored as its sha256, a revoked key stops at once (every call reads the
 * table). A key acts as its creator, limited to its permissions and to what the creator's role still
 * holds; it cannot sign in, approve, or manage keys.
 */
export class ApiKeyService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  /** Oldest first, a page at a time (`after_id`). */
  async list(page: { after_id?: number; limit: number }): Promise<ApiKeyView[]> {
    const rows = await this.db
      .selectFrom('operator_api_keys')
      .selectAll()
      .where('id', '>', page.after_id ?? 0)
      .orderBy('id')
      .limit(page.limit)
      .execute();
    return rows.map(presentApiKey);
  }

  async create(body: ApiKeyCreateBody, creator: OperatorRow, audit: AdminAudit): Promise<ApiKeyCreatedView> {
    const permissions = [...new Set(body.permissions)].sort();
    // Scoped: a key never holds what its creator does not.
    if (!permissions.every((p) => roleHas(creator.role as OperatorRole, p)))
      throw OperatorErrors.permissionDenied();
    const secret = KEY_PREFIX + randomToken(32);
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('operator_api_keys')
        .values({
          name: body.name,
          key_hash: sha256Hex(secret),
          permissions: JSON.stringify(permissions),
          created_by: creator.id,
          created_at: this.now(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const key = presentApiKey(row);
      await audit.record(trx, {
        action: 'api-key.created',
        target: `api-key:${row.id}`,
        before: null,
        after: key,
      });
      return { key, secret };
    });
  }

  async revoke(id: number, by: OperatorRow, audit: AdminAudit): Promise<ApiKeyView> {
    return this.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('operator_api_keys')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!before) throw Errors.notFound();
      if (before.revoked_at) return presentApiKey(before);
      const row = await trx
        .updateTable('operator_api_keys')
        .set({ revoked_at: this.now(), revoked_by: by.id })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const after = presentApiKey(row);
      await audit.record(trx, {
        action: 'api-key.revoked',
        target: `api-key:${id}`,
        before: presentApiKey(before),
        after,
      });
      return after;
    });
  }

  /** The live key of a secret (its last use noted); null when unknown or revoked. */
  async resolve(secret: string): Promise<ResolvedApiKey | null> {
    if (!secret.startsWith(KEY_PREFIX) || secret.length > 200) return null;
    const row = await this.db
      .updateTable('operator_api_keys')
      .set({ last_used_at: this.now() })
      .where('key_hash', '=', sha256Hex(secret))
      .where('revoked_at', 'is', null)
      .returning(['id', 'name', 'created_by', 'permissions'])
      .executeTakeFirst();
    if (!row) return null;
    return {
      id: row.id,
      name: row.name,
      createdBy: row.created_by,
      permissions: row.permissions as Permission[],
    };
  }
}

export function presentApiKey(row: ApiKeyRow): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    permissions: row.permissions as Permission[],
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at ? row.last_used_at.toISOString() : null,
    revoked_at: row.revoked_at ? row.revoked_at.toISOString() : null,
  };
}
