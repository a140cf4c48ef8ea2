import { OPERATOR_TOKEN_HEADER, type OperatorRole } from '@qilin/contract';
import { expect } from 'vitest';
import { encryptText } from '../../src/lib/crypto';
import { hashPassword } from '../../src/lib/password';
import { operatorRepository } from '../../src/modules/operator/operator.repository';
import { newTotpSecret, totpCodeAt } from '../../src/modules/operator/totp.adapter';
import { asRecord, type CallResult, type TestApp } from '../helpers';

export type TestOperator = {
  id: number;
  username: string;
  password: string;
  secret: string;
  role: OperatorRole;
};

let serial = 0;
/** One password hash for every test operator (argon2 is slow on a loaded machine). */
const PASSWORD = 'operator-test-password-1';
let passwordHash: Promise<string> | undefined;

/** An operator straight in the database with TOTP already enrolled. */
export async function makeOperator(t: TestApp, role: OperatorRole): Promise<TestOperator> {
  serial += 1;
  const username = `op_${role.replace('_', '')}_${process.pid}_${serial}`.toLowerCase().slice(0, 32);
  passwordHash ??= hashPassword(PASSWORD);
  const row = await operatorRepository.insert(t.db.db, {
    username,
    passwordHash: await passwordHash,
    role,
    createdBy: null,
  });
  const secret = newTotpSecret();
  await operatorRepository.update(t.db.db, row.id, {
    totp_secret_enc: encryptText(t.env.dataKey, secret),
    totp_enabled: true,
  });
  return { id: row.id, username, password: PASSWORD, secret, role };
}

/** Signs in with password and the current TOTP code; the session token. */
export async function signIn(t: TestApp, op: TestOperator): Promise<string> {
  const res = await t.call('/api/admin/auth/login', {
    body: { username: op.username, password: op.password, otp: totpCodeAt(op.secret, new Date()) },
  });
  const result = asRecord(okResult(res));
  return result.token as string;
}

export const asOperator = (token: string) => ({ [OPERATOR_TOKEN_HEADER]: token });

export function okResult(res: CallResult): unknown {
  const body = asRecord(res.body);
  expect(body, JSON.stringify(res.body)).toMatchObject({ success: true });
  return body.result;
}

export function failCode(res: CallResult): number | undefined {
  return asRecord(res.body).error_code as number | undefined;
}
