import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db';
import { hashPassword } from '../../src/lib/password';
import { memberAccounts, memberBindings } from '../../src/modules/member';
import type { TestApp } from './build-test-app';

export type BuiltMember = { id: number; username: string; password: string; phone: string };

let counter = 0;

/** A fresh member straight in the database (no HTTP), with a unique username and known password. */
export async function buildMember(
  db: Kysely<Database>,
  overrides: {
    username?: string;
    password?: string;
    phone?: string;
    nickname?: string;
    /** A bound real name (实名): deposits require one (see `withRealName`). */
    realName?: string;
  } = {},
): Promise<BuiltMember> {
  counter += 1;
  const username = overrides.username ?? `m${randomBytes(3).toString('hex')}${counter}`;
  const password = overrides.password ?? 'secret123';
  const row = await memberAccounts.insert(db, {
    username,
    passwordHash: await hashPassword(password),
    nickname: overrides.nickname ?? username,
    phone: overrides.phone ?? '',
  });
  if (!row) throw new Error(`buildMember: username ${username} already exists`);
  if (overrides.realName) await withRealName(db, row.id, overrides.realName);
  return { id: row.id, username, password, phone: row.phone };
}

/** The name tests bind for members who deposit. */
export const TEST_REAL_NAME = '测试会员';

/** `buildMember(db, DEPOSITOR)`: a member with a bound real name, who may deposit. */
export const DEPOSITOR = { realName: TEST_REAL_NAME } as const;

/**
 * Binds a real name (实名) straight in the database: a member deposits only once one is bound, so tests
 * that deposit call this for members made any other way than `buildMember({ realName })`.
 */
export async function withRealName(db: Kysely<Database>, memberId: number, realName = TEST_REAL_NAME) {
  await memberBindings.setRealName(db, memberId, realName);
}

/** Logs a member in over HTTP and returns the session token. */
export async function loginMember(
  t: TestApp,
  member: BuiltMember,
  deviceId = 'test-device',
): Promise<string> {
  const res = await t.call('/api/auth/login', {
    body: { username: member.username, password: member.password },
    headers: { 'device-id': deviceId },
  });
  const body = res.body as { success: boolean; result?: { token: string } };
  if (res.status !== 200 || !body.result)
    throw new Error(`login failed: ${res.status} ${JSON.stringify(body)}`);
  return body.result.token;
}

/** Asserts nothing; narrows an unknown JSON body for property access in tests. */
export function asRecord(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null)
    throw new Error(`expected an object, got ${String(value)}`);
  return value as Record<string, unknown>;
}
