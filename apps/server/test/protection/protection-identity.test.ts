import { ErrorCode } from '@qilin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asRecord,
  buildMember,
  buildTestApp,
  loginMember,
  sealerFor,
  solvedCaptcha,
  type TestApp,
  testDbKind,
} from '../helpers';

/** An 18-character ID number (Beijing area code) for a birth date, with its GB 11643 check character. */
function idNumber(year: number, month: number, day: number): string {
  const first = `110105${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}123`;
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first].reduce((s, c, i) => s + Number(c) * (w[i] ?? 0), 0);
  return first + '10X98765432'.charAt(sum % 11);
}

/** The birth date of someone who turns 18 tomorrow (Shanghai calendar): a minor today. */
function eighteenTomorrow() {
  const today = new Date(Date.now() + 8 * 3600_000);
  const d = new Date(Date.UTC(today.getUTCFullYear() - 18, today.getUTCMonth(), today.getUTCDate() + 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

describe(`age and identity (${testDbKind()})`, () => {
  let t: TestApp;
  let seal: (s: string) => string;
  beforeAll(async () => {
    t = await buildTestApp();
    seal = await sealerFor(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const identity = (memberId: number) =>
    t.db.db
      .selectFrom('protection_identity')
      .selectAll()
      .where('member_id', '=', memberId)
      .executeTakeFirst();

  it('registration records an 18+ declaration, refuses a denied or missing one', async () => {
    const register = async (username: string, extra: Record<string, unknown>) =>
      t.call('/api/auth/register', {
        body: { username, password: 'secret123', ...(await solvedCaptcha(t)), ...extra },
      });
    const denied = await register('adultno1', { adult: false });
    expect(asRecord(denied.body)).toMatchObject({
      success: false,
      error_code: ErrorCode.AdultDeclarationRequired,
    });
    const made = await register('adultyes1', { adult: '1' });
    expect(made.status).toBe(200);
    const id = asRecord(asRecord(asRecord(made.body).result).member).memberId as number;
    expect((await identity(id))?.adult_declared_at).toBeInstanceOf(Date);
    // A member with only a declaration is not "protected": the bet path stays on its fast write.
    const prot = await t.db.db
      .selectFrom('protection_members')
      .select('member_id')
      .where('member_id', '=', id)
      .execute();
    expect(prot).toEqual([]);
    // No declaration at all is refused too: the form's checkbox must be ticked.
    const plain = await register('adultnone1', {});
    expect(asRecord(plain.body)).toMatchObject({
      success: false,
      error_code: ErrorCode.AdultDeclarationRequired,
    });
  });

  it('binding a real name checks the ID number and refuses a minor, writing nothing', async () => {
    const m = await buildMember(t.db.db, { phone: `139${String(Date.now()).slice(-8)}` });
    const token = await loginMember(t, m);
    const bind = (id_number: string) =>
      t.call('/api/member/security/bind_name', {
        token,
        body: { real_name: '张三', id_number, password_enc: seal(m.password) },
      });
    const young = eighteenTomorrow();
    const minor = await bind(idNumber(young.year, young.month, young.day));
    const wrongCheck = idNumber(1990, 1, 1).slice(0, 17) + (idNumber(1990, 1, 1).endsWith('0') ? '1' : '0');
    expect(asRecord(minor.body)).toMatchObject({ success: false, error_code: ErrorCode.MinorRefused });
    expect(asRecord((await bind(wrongCheck)).body).error_code).toBe(ErrorCode.IdNumberInvalid);
    const info = asRecord(asRecord((await t.call('/api/member/info', { token })).body).result);
    expect(info.real_name).toBe('');
    expect(await identity(m.id)).toBeUndefined();
    const adult = await bind(idNumber(1990, 5, 17));
    expect(asRecord(adult.body)).toMatchObject({ success: true });
    expect(
      String(
        (
          await t.db.db
            .selectFrom('protection_identity')
            .select((eb) => eb.cast<string>('birth_date', 'text').as('d'))
            .where('member_id', '=', m.id)
            .executeTakeFirst()
        )?.d,
      ),
    ).toBe('1990-05-17');
  });
});
