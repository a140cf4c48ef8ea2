import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OperatorMessages } from '@qilin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/operator';
import { displayWidth, renderTable } from '../../src/cli/table';
import { reconcile } from '../../src/modules/ledger';
import {
  asRecord,
  buildMember,
  buildTestApp,
  DEPOSITOR,
  loginMember,
  type TestApp,
  testDbKind,
} from '../helpers';
import { makeOperator, signIn } from '../operator/operator-kit';
import { createOrder, PNG, upload } from '../payment/payment-kit';
import { balances, bindEverything, expectOk, fund } from '../withdraw/withdraw-kit';

type Run = { code: number; out: string; err: string };

describe(`operator CLI against a running server (${testDbKind()})`, () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await buildTestApp();
    dir = await mkdtemp(join(tmpdir(), 'qilin-operator-'));
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function cli(
    args: string[],
    adminToken = t.env.adminToken,
    url = t.baseUrl,
    operatorToken?: string,
  ): Promise<Run> {
    let out = '';
    let err = '';
    const code = await main([...args, '--url', url], {
      stdout: { write: (s: string) => (out += s) },
      stderr: { write: (s: string) => (err += s) },
      adminToken,
      operatorToken,
    });
    return { code, out, err };
  }

  /** The table line of one id (tables right-align the ID column). */
  const lineOf = (text: string, id: number) =>
    text.split('\n').find((l) => l.trimStart().startsWith(`${id} `)) ?? '';

  it('lists paid deposits with payer name and evidence, confirms once, rejects with a reason', async () => {
    const member = await buildMember(t.db.db, DEPOSITOR);
    const token = await loginMember(t, member);
    const id = (await createOrder(t, token, 1, '200')).id as number;
    expectOk(await t.call('/api/fund/payer_name/enter', { token, body: { id, payerName: '王小明' } }));
    expectOk(await upload(t, token, id, PNG));
    expectOk(await t.call(`/api/fund/confirm/${id}`, { token, method: 'POST' }));

    const list = await cli(['deposits']);
    expect(list.code).toBe(0);
    const [header] = list.out.split('\n');
    expect(header).toMatch(/^\s*ID\s+ORDER\s+MEMBER\s+AMOUNT\s+TYPE\s+STATUS\s+PAYER\s+EVIDENCE\s+CREATED$/);
    const line = lineOf(list.out, id);
    for (const part of [member.username, '200.00', 'paid', '王小明', 'yes']) expect(line).toContain(part);
    // Columns line up under their titles even with Chinese in a row.
    expect(displayWidth(line.slice(0, line.indexOf('paid')))).toBe(header?.indexOf('STATUS'));

    const confirmed = await cli(['deposit-confirm', String(id)]);
    expect(confirmed).toMatchObject({ code: 0, err: '' });
    expect(confirmed.out).toContain(`deposit ${id}`);
    expect(confirmed.out).toContain(`200.00 credited to member #${member.id}`);
    expect((await balances(t.db.db, member.id)).balanceFen).toBe(20_000);
    const again = await cli(['deposit-confirm', String(id)]);
    expect(again.code).toBe(0);
    expect(again.out).toContain('already confirmed; nothing credited again');
    expect((await balances(t.db.db, member.id)).balanceFen).toBe(20_000);
    expect(lineOf((await cli(['deposits'])).out, id)).toBe('');

    // A confirmed order cannot be rejected: the server's message, exit 1.
    const late = await cli(['deposit-reject', String(id), '--reason', '重复']);
    expect(late).toMatchObject({ code: 1, out: '', err: 'error: 订单状态已变更，无法继续操作\n' });

    const receipt = join(dir, 'receipt.png');
    const saved = await cli(['deposit-evidence', String(id), '--out', receipt]);
    expect(saved.code).toBe(0);
    expect(saved.out).toContain('image/png');
    expect(new Uint8Array(await readFile(receipt))).toEqual(PNG);

    const second = (await createOrder(t, token, 1, '150')).id as number;
    const noEvidence = await cli(['deposit-evidence', String(second), '--out', receipt]);
    expect(noEvidence).toMatchObject({ code: 1, err: 'error: 该订单尚未上传转账凭证\n' });
    expect(lineOf((await cli(['deposits', '--status', 'pending'])).out, second)).toMatch(/-\s+no\s/);
    expect((await cli(['deposit-reject', String(second)])).code).toBe(2);
    const rejected = await cli(['deposit-reject', String(second), '--reason', '未收到 款项']);
    expect(rejected.code).toBe(0);
    expect(rejected.out).toMatch(new RegExp(`^deposit ${second} \\(D\\d+\\) rejected: 未收到 款项\n$`));
    expect((await balances(t.db.db, member.id)).balanceFen).toBe(20_000);
    expect(await cli(['deposit-confirm', '987654'])).toMatchObject({ code: 1, err: 'error: 订单不存在\n' });
  });

  it('lists pending withdrawals, approves one and rejects another (the hold returns)', async () => {
    const member = await buildMember(t.db.db);
    const token = await loginMember(t, member);
    const { accountId, secpwdEnc } = await bindEverything(t, token, member, '李雷');
    await fund(t.db.db, member.id, 50_000);
    const apply = async (amountFen: number) =>
      asRecord(
        expectOk(
          await t.call('/api/fund/withdraw', {
            token,
            body: { account_id: accountId, amount_fen: amountFen, secpwd_enc: secpwdEnc },
          }),
        ).result,
      ).id as number;
    const a = await apply(20_000);
    const b = await apply(15_000);
    expect(await balances(t.db.db, member.id)).toMatchObject({ balanceFen: 15_000, heldFen: 35_000 });

    const list = await cli(['withdrawals']);
    expect(list.code).toBe(0);
    expect(list.out.split('\n')[0]).toMatch(/^\s*ID\s+MEMBER\s+AMOUNT\s+TYPE\s+ACCOUNT\s+STATUS\s+APPLIED$/);
    expect(lineOf(list.out, a)).toContain(`#${member.id}`);
    expect(lineOf(list.out, a)).toContain('200.00');
    expect(lineOf(list.out, b)).toContain('150.00');

    const approved = await cli(['withdraw-approve', String(a)]);
    expect(approved.code).toBe(0);
    expect(approved.out).toContain(`withdrawal ${a} approved: 200.00`);
    expect(approved.out).toContain('status paid');
    expect((await cli(['withdraw-reject', String(b)])).code).toBe(2);
    const rejected = await cli(['withdraw-reject', String(b), '--reason', '账户信息有误']);
    expect(rejected.code).toBe(0);
    expect(rejected.out).toContain(`150.00 returned to member #${member.id} (账户信息有误)`);
    expect(await balances(t.db.db, member.id)).toMatchObject({ balanceFen: 30_000, heldFen: 0 });
    const twice = await cli(['withdraw-approve', String(b)]);
    expect(twice).toMatchObject({ code: 1, err: 'error: 该提现申请已处理，无法再次操作\n' });
    expect(lineOf((await cli(['withdrawals'])).out, a)).toBe('');
    expect(await reconcile(t.db.db)).toEqual({ ok: true, problems: [] });
  });

  it('acts as a signed-in operator with OPERATOR_TOKEN: role permissions, two-person above the threshold', async () => {
    const member = await buildMember(t.db.db);
    const token = await loginMember(t, member);
    const { accountId, secpwdEnc } = await bindEverything(t, token, member, '韩梅梅');
    const large = t.env.operator.withdrawApprovalFen + 1;
    await fund(t.db.db, member.id, large);
    const w = expectOk(
      await t.call('/api/fund/withdraw', {
        token,
        body: { account_id: accountId, amount_fen: large, secpwd_enc: secpwdEnc },
      }),
    );
    const id = asRecord(w.result).id as number;
    const content = await signIn(t, await makeOperator(t, 'content'));
    expect(await cli(['withdrawals'], 'unused-shared-token', t.baseUrl, content)).toMatchObject({
      code: 1,
      err: `error: ${OperatorMessages.permissionDenied}\n`,
    });
    const cashier = await signIn(t, await makeOperator(t, 'cashier'));
    expect(lineOf((await cli(['withdrawals'], 'unused-shared-token', t.baseUrl, cashier)).out, id)).toContain(
      `#${member.id}`,
    );
    const proposed = await cli(['withdraw-approve', String(id)], 'unused-shared-token', t.baseUrl, cashier);
    expect(proposed.code).toBe(0);
    expect(proposed.out).toMatch(
      new RegExp(`^withdrawal ${id} needs a second operator: approval \\d+ is pending`),
    );
  });

  it('exits non-zero with a readable reason on a bad token, bad usage or an unreachable server', async () => {
    expect(await cli(['deposits'], 'wrong-token-123')).toMatchObject({
      code: 1,
      err: 'error: 仅限运营人员操作\n',
    });
    expect((await cli(['deposit-confirm'])).code).toBe(2);
    expect((await cli(['deposit-confirm', 'abc'])).err).toContain('deposit-confirm needs a numeric id');
    const unknown = await cli(['refund-everything']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('unknown command: refund-everything');
    expect((await cli(['deposits', '--bogus'])).code).toBe(2);
    const stray = await cli(['deposit-reject', '5', '--reason', '未收到', '款项']);
    expect(stray).toMatchObject({ code: 2, out: '' });
    expect(stray.err).toContain('unexpected argument: 款项');
    const bad = await cli(['deposits', '--status', 'nonsense']);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/^error: 请求参数有误/);
    const down = await cli(['withdrawals'], t.env.adminToken, 'http://127.0.0.1:9');
    expect(down.code).toBe(1);
    expect(down.err).toContain('cannot reach http://127.0.0.1:9');
    expect((await cli(['--help'])).out).toContain('usage: npm run operator');
  });

  it('pads Chinese as two columns wide', () => {
    expect(displayWidth('王小明a')).toBe(7);
    const text = renderTable(
      [
        { a: '王', b: 'x' },
        { a: 'ab', b: 'y' },
      ],
      [
        { title: 'A', value: (r) => r.a },
        { title: 'B', value: (r) => r.b },
      ],
    );
    expect(text.split('\n')).toEqual(['A   B', '--  -', '王  x', 'ab  y']);
  });
});
