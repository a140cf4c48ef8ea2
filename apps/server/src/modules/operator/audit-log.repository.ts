import { createHash } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db';
import type { AuditLogTable } from './operator.tables';

/** Who did it: a named operator, one's API key, the shared bootstrap token, nobody yet (a failed sign-in). */
export type AuditActor = {
  kind: 'operator' | 'api-key' | 'bootstrap' | 'anonymous' | 'system';
  operatorId: number | null;
  name: string;
};

export type AuditEntry = {
  actor: AuditActor;
  action: string;
  target?: string;
  ip?: string;
  requestId?: string;
  before?: unknown;
  after?: unknown;
};

/** Arbitrary constant: every writer of the audit log takes this lock, so the chain never forks. */
const AUDIT_LOCK_KEY = 5_120_771_043;

/**
 * Appends one row in the caller's transaction (the same one as the change it records). The advisory
 * lock is held to commit, so concurrent writers queue and each sees the previous row's hash.
 */
export async function appendAudit(trx: Transaction<Database>, entry: AuditEntry, at: Date): Promise<void> {
  await sql`select pg_advisory_xact_lock(${sql.lit(AUDIT_LOCK_KEY)})`.execute(trx);
  const last = await trx
    .selectFrom('audit_log')
    .select('hash')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const fields: ChainFields = {
    at,
    actor_kind: entry.actor.kind,
    operator_id: entry.actor.operatorId,
    actor_name: entry.actor.name,
    action: entry.action,
    target: entry.target ?? '',
    ip: entry.ip ?? '',
    request_id: entry.requestId ?? '',
    before: entry.before ?? null,
    after: entry.after ?? null,
  };
  const prevHash = last?.hash ?? '';
  await trx
    .insertInto('audit_log')
    .values({
      ...fields,
      before: canonicalJson(fields.before),
      after: canonicalJson(fields.after),
      prev_hash: prevHash,
      hash: chainHash(prevHash, fields),
    })
    .execute();
}

/** An audit row on its own (no other change to join): its own short transaction. */
export function appendAuditAlone(db: Kysely<Database>, entry: AuditEntry, at: Date): Promise<void> {
  return db.transaction().execute((trx) => appendAudit(trx, entry, at));
}

type ChainFields = {
  at: Date;
  actor_kind: string;
  operator_id: number | null;
  actor_name: string;
  action: string;
  target: string;
  ip: string;
  request_id: string;
  before: unknown;
  after: unknown;
};

/** sha256 over the previous hash and every field of the row, in a fixed order and encoding. */
export function chainHash(prevHash: string, f: ChainFields): string {
  const parts = [
    prevHash,
    f.at.toISOString(),
    f.actor_kind,
    f.operator_id === null ? '' : String(f.operator_id),
    f.actor_name,
    f.action,
    f.target,
    f.ip,
    f.request_id,
    canonicalJson(f.before),
    canonicalJson(f.after),
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/** JSON with object keys sorted at every level: jsonb reorders keys, the hash must not care. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value ?? null));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const o = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(o)
        .sort()
        .filter((k) => o[k] !== undefined)
        .map((k) => [k, sortKeys(o[k])]),
    );
  }
  return value;
}

export type ChainReport =
  | { ok: true; rows: number }
  | { ok: false; rows: number; brokenAtId: number; why: string };

type StoredRow = { [K in keyof AuditLogTable]: K extends 'id' ? number : unknown };

/** Walks the whole chain in id order: every row links to the one before and hashes to what it says. */
export async function verifyAuditChain(db: Kysely<Database>, batch = 1000): Promise<ChainReport> {
  let prevHash = '';
  let afterId = 0;
  let rows = 0;
  for (;;) {
    const page = (await db
      .selectFrom('audit_log')
      .selectAll()
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(batch)
      .execute()) as unknown as StoredRow[];
    for (const r of page) {
      rows += 1;
      if (r.prev_hash !== prevHash) return { ok: false, rows, brokenAtId: r.id, why: 'link' };
      const expected = chainHash(prevHash, {
        at: new Date(r.at as Date),
        actor_kind: r.actor_kind as string,
        operator_id: r.operator_id as number | null,
        actor_name: r.actor_name as string,
        action: r.action as string,
        target: r.target as string,
        ip: r.ip as string,
        request_id: r.request_id as string,
        before: r.before,
        after: r.after,
      });
      if (expected !== r.hash) return { ok: false, rows, brokenAtId: r.id, why: 'hash' };
      prevHash = r.hash as string;
      afterId = r.id;
    }
    if (page.length < batch) return { ok: true, rows };
  }
}

/** Request-body keys never written to the audit log. */
const SECRET_KEY = /pass|otp|secret|token|recovery/i;

/** A request body as the audit log keeps it: secrets replaced by '***'. */
export function redactForAudit(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactForAudit);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [
        k,
        SECRET_KEY.test(k) ? '***' : redactForAudit(v),
      ]),
    );
  }
  return value;
}
