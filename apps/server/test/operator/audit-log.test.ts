import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditVerify } from '../../src/cli/audit-verify';
import { verifyAuditChain } from '../../src/modules/operator';
import { appendAuditAlone } from '../../src/modules/operator/audit-log.repository';
import { createTestDb, type TestDb } from '../helpers';

const actor = { kind: 'system' as const, operatorId: null, name: 'test' };

describe('the audit log', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  it('chains concurrent writers into one unforked line', async () => {
    await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        appendAuditAlone(
          db.db,
          { actor, action: `parallel.${i}`, after: { i, nested: { b: 1, a: [2, 'x'] } } },
          new Date(),
        ),
      ),
    );
    const rows = await db.db
      .selectFrom('audit_log')
      .select(['id', 'prev_hash', 'hash'])
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(24);
    expect(rows[0]?.prev_hash).toBe('');
    expect(rows.slice(1).map((r) => r.prev_hash)).toEqual(rows.slice(0, -1).map((r) => r.hash));
    expect(await verifyAuditChain(db.db, 5)).toEqual({ ok: true, rows: 24 });
  });

  it('refuses UPDATE, DELETE and TRUNCATE (a trigger)', async () => {
    await expect(sql`update audit_log set action = 'x'`.execute(db.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(db.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_log`.execute(db.db)).rejects.toThrow(/append-only/);
    expect((await verifyAuditChain(db.db)).ok).toBe(true);
  });

  it('a row changed behind the trigger (superuser) is found by the verifier, naming that row', async () => {
    const target = await db.db
      .selectFrom('audit_log')
      .select('id')
      .orderBy('id')
      .offset(10)
      .limit(1)
      .executeTakeFirstOrThrow();
    const out: string[] = [];
    expect(await auditVerify(db.db, { write: (s: string) => out.push(s) })).toBe(0);
    await sql`alter table audit_log disable trigger audit_log_append_only`.execute(db.db);
    await sql`update audit_log set after = '{"i": 999}'::jsonb where id = ${target.id}`.execute(db.db);
    await sql`alter table audit_log enable trigger audit_log_append_only`.execute(db.db);
    expect(await verifyAuditChain(db.db)).toMatchObject({ ok: false, brokenAtId: target.id, why: 'hash' });
    expect(await auditVerify(db.db, { write: (s: string) => out.push(s) })).toBe(1);
    expect(out.at(-1)).toContain(`row ${target.id}`);
  });

  it('a deleted row breaks the link of the row after it', async () => {
    const rows = await db.db.selectFrom('audit_log').select('id').orderBy('id').execute();
    const victim = rows[3]?.id as number;
    await sql`alter table audit_log disable trigger audit_log_append_only`.execute(db.db);
    await sql`delete from audit_log where id = ${victim}`.execute(db.db);
    await sql`alter table audit_log enable trigger audit_log_append_only`.execute(db.db);
    expect(await verifyAuditChain(db.db)).toMatchObject({ ok: false, brokenAtId: rows[4]?.id, why: 'link' });
  });
});
