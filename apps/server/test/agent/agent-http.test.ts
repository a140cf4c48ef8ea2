import { ErrorCode } from '@qilin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asRecord,
  type BuiltMember,
  buildMember,
  buildTestApp,
  loginMember,
  type TestApp,
  testDbKind,
} from '../helpers';
import { asOperator, failCode, makeOperator, okResult, signIn } from '../operator/operator-kit';

/**
 * Invite links, first-touch attribution at registration, the closure-table hierarchy, the agent role on
 * every agent route, and privacy between lines — over HTTP on the whole app (PGlite and PostgreSQL).
 */
describe(`invite friends and the agent area (${testDbKind()})`, () => {
  let t: TestApp;
  let opToken: string;
  beforeAll(async () => {
    t = await buildTestApp();
    opToken = await signIn(t, await makeOperator(t, 'manager'));
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const get = (path: string, token: string) => t.call(path, { method: 'GET', token });
  const codeOf = async (token: string) =>
    (asRecord(okResult(await get('/api/friends/info', token))).inviteCode as string) ?? '';
  const register = (username: string, inviteCode?: string) =>
    t.call('/api/auth/register', {
      body: { username, password: 'secret123', adult: true, ...(inviteCode && { invite_code: inviteCode }) },
      headers: { 'device-id': `dev-${username}` },
    });
  const registered = async (username: string, inviteCode?: string) => {
    const res = await register(username, inviteCode);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = asRecord(okResult(res));
    return { id: asRecord(r.member).memberId as number, token: r.token as string };
  };
  const makeAgent = (memberId: number) =>
    t.call(`/api/admin/agents/${memberId}`, { headers: asOperator(opToken), body: {} });
  const tree = (ancestorId: number) =>
    t.db.db
      .selectFrom('agent_tree')
      .select(['descendant_id', 'depth'])
      .where('ancestor_id', '=', ancestorId)
      .orderBy('descendant_id')
      .execute();

  let top: BuiltMember;
  let topToken: string;
  let topCode: string;

  it('every member has an invite code; registering with it attributes the friend for good', async () => {
    top = await buildMember(t.db.db);
    topToken = await loginMember(t, top);
    topCode = await codeOf(topToken);
    expect(topCode).toMatch(/^[A-Z2-9]{8}$/);
    // The same code on every read: the first read created the member's default link.
    expect(await codeOf(topToken)).toBe(topCode);

    const friend = await registered(`fr${Date.now() % 1e8}`, topCode.toLowerCase());
    const list = asRecord(okResult(await get('/api/friends/list', topToken)));
    expect(list.total).toBe(1);
    expect((list.list as { memberId: number }[])[0]?.memberId).toBe(friend.id);
    expect(asRecord(okResult(await get('/api/friends/info', friend.token))).invitedBy).toBe(true);
    // The link counts its registrations.
    const links = asRecord(okResult(await get('/api/agent/invite/list', topToken))).list as {
      code: string;
      registrations: number;
    }[];
    expect(links.find((l) => l.code === topCode)?.registrations).toBe(1);
  });

  it('an unknown code registers the member unattributed', async () => {
    const loner = await registered(`lo${Date.now() % 1e8}`, 'NOSUCH99');
    expect(asRecord(okResult(await get('/api/friends/info', loner.token))).invitedBy).toBe(false);
  });

  it('agent routes answer 403 to a member who is not an agent, and work once an operator makes them one', async () => {
    const res = await get('/api/agent/subordinates', topToken);
    expect(res.status).toBe(403);
    expect(failCode(res)).toBe(ErrorCode.NotAnAgent);
    for (const path of ['/api/agent/wallet', '/api/agent/sub_reports', '/api/agent/bet_commissions']) {
      expect((await get(path, topToken)).status, path).toBe(403);
    }
    const made = await makeAgent(top.id);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(asRecord(okResult(made))).toMatchObject({ level: 1, rateBp: 150 });
    expect((await makeAgent(top.id)).status).toBe(409);
    expect((await makeAgent(99_999_999)).status).toBe(404);
    const subs = asRecord(okResult(await get('/api/agent/subordinates', topToken)));
    expect(subs.total).toBe(1);
    const audit = await t.db.db
      .selectFrom('audit_log')
      .select('target')
      .where('action', '=', 'agent.made')
      .execute();
    expect(audit.map((a) => a.target)).toContain(`member:${top.id}`);
  });

  it('a sub-agent below an agent takes the next level of the plan (the parent keeps the scaleDiff)', async () => {
    const sub = await registered(`sa${Date.now() % 1e8}`, topCode);
    expect(asRecord(okResult(await makeAgent(sub.id)))).toMatchObject({ level: 2, rateBp: 100 });
    const plan = asRecord(okResult(await get('/api/agent/invite/plan?linkType=2', topToken)));
    expect(plan.betCommission).toEqual([
      { scale: 150, scaleDiff: 50 },
      { scale: 100, scaleDiff: 40 },
      { scale: 60, scaleDiff: 60 },
    ]);
  });

  it('concurrent registrations under one agent and its sub-agent keep the closure table consistent', async () => {
    const mid = await registered(`md${Date.now() % 1e8}`, topCode);
    const midCode = await codeOf(mid.token);
    const n = 12;
    const stamp = Date.now() % 1e7;
    const results = await Promise.all(
      Array.from({ length: n }, (_, i) => register(`cc${stamp}${i}`, i % 2 ? topCode : midCode)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(n).fill(200));
    const ids = results.map((r) => asRecord(asRecord(okResult(r)).member).memberId as number);
    const underTop = new Map((await tree(top.id)).map((r) => [r.descendant_id, r.depth]));
    const underMid = new Map((await tree(mid.id)).map((r) => [r.descendant_id, r.depth]));
    ids.forEach((id, i) => {
      expect(underTop.get(id)).toBe(i % 2 ? 1 : 2);
      expect(underMid.get(id)).toBe(i % 2 ? undefined : 1);
    });
    // Every member's rows: exactly one per ancestor, depths 1..k without gaps.
    const rows = await t.db.db
      .selectFrom('agent_tree')
      .select(['descendant_id', 'depth'])
      .where('descendant_id', 'in', ids)
      .execute();
    for (const id of ids) {
      const depths = rows
        .filter((r) => r.descendant_id === id)
        .map((r) => r.depth)
        .sort();
      expect(depths).toEqual(depths.map((_, k) => k + 1));
    }
  });

  it('an agent sees only their own line', async () => {
    const other = await buildMember(t.db.db);
    const otherToken = await loginMember(t, other);
    await makeAgent(other.id);
    const stranger = await registered(`st${Date.now() % 1e8}`, await codeOf(otherToken));
    // top's line does not hold the stranger; other's line does not hold top's friends.
    const res = await get(`/api/agent/sub_info?memberId=${stranger.id}`, topToken);
    expect(res.status).toBe(403);
    expect(failCode(res)).toBe(ErrorCode.NotInYourLine);
    expect((await get(`/api/agent/sub_info?memberId=${stranger.id}`, otherToken)).status).toBe(200);
    const otherSubs = asRecord(okResult(await get('/api/agent/subordinates?pageSize=100', otherToken)));
    expect((otherSubs.list as { memberId: number }[]).map((r) => r.memberId)).toEqual([stranger.id]);
    const topSubs = asRecord(okResult(await get('/api/agent/subordinates?pageSize=100', topToken)));
    expect((topSubs.list as { memberId: number }[]).map((r) => r.memberId)).not.toContain(stranger.id);
    // A deleted link is gone for its owner only; another member cannot delete it.
    const links = asRecord(okResult(await get('/api/agent/invite/list', topToken))).list as { id: number }[];
    const del = await t.call(`/api/agent/invite/list?id=${links[0]?.id}`, {
      method: 'DELETE',
      token: otherToken,
    });
    expect(del.status).toBe(404);
  });

  it('reports take the spec quick ranges and refuse anything else with a 400', async () => {
    const ok = await get('/api/agent/sub_statisticians?range=7d', topToken);
    expect(ok.status).toBe(200);
    expect(asRecord(okResult(ok)).memberCount).toBeGreaterThan(10);
    expect((await get('/api/agent/sub_reports?range=1y', topToken)).status).toBe(400);
    const report = asRecord(
      okResult(await get('/api/agent/sub_bet_records?range=today&pageSize=5', topToken)),
    );
    expect((report.list as unknown[]).length).toBe(5);
    expect(report.hasMore).toBe(true);
  });

  it('/sbin promotion answers the member’s invite standing, and nothing to a guest', async () => {
    const sbin = (token?: string) =>
      t.call('/sbin', { body: { jkid: 'promotion', jkparam: '{}' }, ...(token && { token }) });
    const res = await sbin(topToken);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const info = okResult(await get('/api/friends/info', topToken));
    expect(res.body).toEqual({ code: '1', message: 'ok', result: [info] });
    expect(asRecord(info).inviteCode).toBe(topCode);
    const guest = await sbin();
    expect(failCode(guest)).toBe(ErrorCode.SessionExpired);
  });

  it('the console runs last week’s profit commission and refuses a key that is not a week', async () => {
    const run = (body: object) =>
      t.call('/api/admin/agents/commission-runs', { headers: asOperator(opToken), body });
    const res = await run({ kind: 'profit' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(asRecord(okResult(res)).periodKey).toMatch(/^W\d{8}$/);
    expect((await run({ kind: 'profit', periodKey: '20260301' })).status).toBe(400);
    const audit = await t.db.db
      .selectFrom('audit_log')
      .select('target')
      .where('action', '=', 'agent-commission.run')
      .execute();
    expect(audit.map((a) => a.target)).toContain(`profit:${asRecord(okResult(res)).periodKey}`);
  });
});
