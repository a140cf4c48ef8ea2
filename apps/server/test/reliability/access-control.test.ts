import { findGameFamily } from '@qilin/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balances, fund } from '../bet/bet-kit';
import { buildHttpKit, type Reply } from '../bet/http-kit';
import {
  asRecord,
  type BuiltMember,
  type CallOptions,
  type CallResult,
  type TestApp,
  testDbKind,
} from '../helpers';
import { bindEverything } from '../withdraw/withdraw-kit';
import { expectReconciled, moneySnapshot } from './reliability-kit';

const entries = findGameFamily('Tradition28')?.playGroups.credit[0]?.entries ?? [];
const odds = (playId: string) => entries.find((e) => e.playId === playId)?.odds ?? '';

type Kit = Awaited<ReturnType<typeof buildHttpKit>>;

/** The withdraw kit's helpers speak TestApp.call; this adapts them to the inject-based kit. */
function asTestApp(kit: Kit): TestApp {
  const call = async (path: string, o: CallOptions = {}): Promise<CallResult> => {
    const res = await kit.app.inject({
      method: (o.method ?? (o.body !== undefined ? 'POST' : 'GET')) as 'GET' | 'POST',
      url: path,
      headers: { ...o.headers, ...(o.token && { token: o.token }), 'device-id': 'acl-device' },
      ...(o.body !== undefined && { payload: o.body as object }),
    });
    return {
      status: res.statusCode,
      headers: new Headers(),
      body: res.json(),
      raw: res.body,
      encrypted: false,
    };
  };
  return { app: kit.app, db: kit.db, call, captchaCodes: kit.captchaCodes } as unknown as TestApp;
}

/** Full paths and methods out of Fastify's printed route tree (one segment per indented line). */
function routeTable(tree: string): { url: string; methods: string[] }[] {
  const stack: string[] = [];
  const out: { url: string; methods: string[] }[] = [];
  for (const line of tree.split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
    if (!m) continue;
    const depth = (m[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(m[2] ?? '');
    if (m[3]) out.push({ url: stack.join(''), methods: m[3].split(', ') });
  }
  return out;
}

/** Someone else's resource: refused with a 4xx envelope, or answered as if it did not exist. */
function expectNotTheirs(r: Reply, what: string) {
  const ok = r.status >= 400 && r.status < 500 && r.body.success === false;
  const empty = r.status === 200 && (r.body.result === null || r.body.result === undefined);
  expect(ok || empty, `${what}: ${r.status} ${JSON.stringify(r.body)}`).toBe(true);
}

describe(`access control: member A never reaches member B's things (${testDbKind()})`, () => {
  let kit: Kit;
  let a: BuiltMember;
  let b: BuiltMember;
  let tokenA = '';
  let tokenB = '';
  const ids = { betOrder: 0, chase: 0, deposit: 0, account: 0, withdrawal: 0 };
  // The fund password sealed as the web client sends it (withdrawals take it only sealed).
  let secpwdEnc = '';

  beforeAll(async () => {
    kit = await buildHttpKit(['Tradition28']);
    await kit.tick();
    a = await kit.newMember();
    b = await kit.newMember();
    tokenA = await kit.login(a);
    tokenB = await kit.login(b);
    await fund(kit.db.db, b.id, 100_000);
    // B owns one of everything: a bet, a chase, a deposit order, a withdrawal account and a withdrawal.
    const content = JSON.stringify([{ playId: 'big', amountFen: 1_000, odds: odds('big') }]);
    const bet = await kit.call(
      'POST',
      '/api/bet/order',
      { game_id: 'Tradition28', game_room_id: 1, content },
      tokenB,
    );
    ids.betOrder = asRecord(asRecord(bet.body.result).content).orderId as number;
    const chase = await kit.call(
      'POST',
      '/api/bet/task/order',
      { game_id: 'Tradition28', game_room_id: 1, content, times: 3, multiple: 1 },
      tokenB,
    );
    ids.chase = asRecord(chase.body.result).chaseId as number;
    const t = asTestApp(kit);
    // The real name is bound first: a deposit needs one.
    ({ accountId: ids.account, secpwdEnc } = await bindEverything(t, tokenB, b));
    const dep = await kit.call('POST', '/api/fund/recharge_deposit', { channelId: 1, amount: '100' }, tokenB);
    ids.deposit = asRecord(dep.body.result).id as number;
    const w = await kit.call(
      'POST',
      '/api/fund/withdraw',
      { account_id: ids.account, amount_fen: 10_000, secpwd_enc: secpwdEnc },
      tokenB,
    );
    ids.withdrawal = asRecord(w.body.result).id as number;
    expect(
      Object.values(ids).every((v) => Number.isInteger(v) && v > 0),
      JSON.stringify(ids),
    ).toBe(true);
  }, 60_000);
  afterAll(async () => {
    await kit?.close();
  });

  it('A cannot read B’s bets, chases, deposits, accounts or withdrawals; A’s lists hold none of them', async () => {
    expectNotTheirs(
      await kit.call('GET', `/api/bet/order/detail?id=${ids.betOrder}`, undefined, tokenA),
      'bet detail',
    );
    expectNotTheirs(
      await kit.call('GET', `/api/bet/task/info?id=${ids.chase}`, undefined, tokenA),
      'chase info',
    );
    expectNotTheirs(
      await kit.call('GET', `/api/fund/recharge_deposit/info/${ids.deposit}`, undefined, tokenA),
      'deposit info',
    );
    const lists = [
      '/api/bet/records',
      '/api/bet/task/list',
      '/api/fund/recharge/list',
      '/api/fund/withdraw/accounts',
      '/api/fund/withdraw/list',
      '/api/member/wallet/history',
    ];
    for (const url of lists) {
      const r = await kit.call('GET', url, undefined, tokenA);
      expect(r.status, url).toBe(200);
      const text = JSON.stringify(r.body.result);
      // B's identity or any of B's ids would show up in A's own lists if scoping leaked.
      expect(text, url).not.toContain(b.username);
      const list = asRecord(r.body.result).list ?? r.body.result;
      expect(Array.isArray(list) ? list.length : 0, `${url}: ${text.slice(0, 200)}`).toBe(0);
    }
  });

  it('A cannot change B’s things: cancel, confirm, payer name, delete, withdraw from B’s account', async () => {
    const before = await moneySnapshot(kit.db.db);
    const balanceB = await balances(kit.db.db, b.id);
    const attempts: [string, string, unknown][] = [
      ['POST', '/api/bet/cancel', { game_id: 'Tradition28', id: ids.betOrder }],
      ['POST', '/api/bet/task/cancel', { id: ids.chase }],
      ['POST', `/api/fund/confirm/${ids.deposit}`, {}],
      ['POST', `/api/fund/cancel/${ids.deposit}`, {}],
      ['POST', '/api/fund/payer_name/enter', { id: ids.deposit, payerName: '李四' }],
      ['POST', `/api/fund/withdraw/account/del/${ids.account}`, {}],
      ['POST', `/api/fund/withdraw/cancel/${ids.withdrawal}`, {}],
      ['POST', '/api/fund/withdraw', { account_id: ids.account, amount_fen: 100, secpwd_enc: secpwdEnc }],
    ];
    for (const [method, url, body] of attempts) {
      const r = await kit.call(method as 'POST', url, body, tokenA);
      // "Nothing to cancel" may answer 200 for the caller's own (empty) scope; money must not move.
      if (r.status === 200) continue;
      expect(r.status, `${url}: ${JSON.stringify(r.body)}`).toBeGreaterThanOrEqual(400);
      expect(r.status, url).toBeLessThan(500);
      expect(r.body.success, url).toBe(false);
    }
    expect(await moneySnapshot(kit.db.db)).toEqual(before);
    expect(await balances(kit.db.db, b.id)).toEqual(balanceB);
    const still = await kit.call('GET', `/api/fund/recharge_deposit/info/${ids.deposit}`, undefined, tokenB);
    expect(asRecord(still.body.result).status).not.toBe('cancelled');
    await expectReconciled(kit.db.db);
  });

  it('every /api/admin route but the operator sign-in refuses member tokens and missing tokens with 403', async () => {
    // Signing in is open to anyone (its own rate limit and lockout guard it), and so is asking which ways in
    // the sign-in page offers (whether the shared bootstrap token still works: one flag, nothing else).
    const open = new Set(['POST /api/admin/auth/login', 'GET /api/admin/auth/options']);
    const isPublic = (url: string, method: string) => open.has(`${method} ${url}`);
    const paths = routeTable(kit.app.printRoutes({ commonPrefix: false })).filter((r) =>
      r.url.startsWith('/api/admin/'),
    );
    expect(paths.length).toBeGreaterThanOrEqual(7);
    for (const route of paths) {
      const url = route.url.replace(/:[a-z_]+/g, '1');
      for (const method of route.methods.filter((x) => x === 'GET' || x === 'POST')) {
        if (isPublic(route.url, method)) continue;
        for (const token of [tokenA, undefined]) {
          const r = await kit.call(method as 'GET' | 'POST', url, method === 'POST' ? {} : undefined, token);
          expect(r.status, `${method} ${url} with ${token ? 'member token' : 'no token'}`).toBe(403);
          expect(r.body).toMatchObject({ success: false, error_message: expect.any(String) });
        }
      }
    }
  });
});
