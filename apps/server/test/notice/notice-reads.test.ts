import type { ImportantNoticeResult, MemberInfoResult, NoticePage, NoticeView } from '@qilin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHttpKit } from '../bet/http-kit';
import { testDbKind } from '../helpers';

/** The member's notice center: read state per member, unreadNum in member info, the important notice. */
describe(`notice reads (${testDbKind()})`, () => {
  let kit: Awaited<ReturnType<typeof buildHttpKit>>;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    kit = await buildHttpKit([]);
    alice = await kit.login(await kit.newMember());
    bob = await kit.login(await kit.newMember());
  });
  afterAll(() => kit.close());

  const publish = async (body: object) => {
    kit.clock.advance(1000);
    const res = await kit.app.inject({
      method: 'POST',
      url: '/api/admin/notices',
      payload: { push: false, ...body },
      headers: { 'x-admin-token': kit.app.env.adminToken },
    });
    expect(res.statusCode).toBe(200);
    return res.json().result as NoticeView;
  };
  const unread = async (token: string) =>
    ((await kit.call('GET', '/api/member/info', undefined, token)).body.result as MemberInfoResult).unreadNum;
  const page = async (token?: string) =>
    (await kit.call('GET', '/api/common/message', undefined, token)).body.result as NoticePage;

  it('counts current notices a member has not read, per member', async () => {
    expect(await unread(alice)).toBe(0);
    const one = await publish({ title: '一', content: '第一条' });
    await publish({ title: '二', content: '第二条' });
    expect(await unread(alice)).toBe(2);
    expect(await unread(bob)).toBe(2);

    // Opening a notice (detail with the member's token) reads it for that member only.
    const detail = await kit.call('GET', `/api/common/message/detail?id=${one.id}`, undefined, alice);
    expect(detail.body.result).toMatchObject({ id: one.id, read: true });
    expect(await unread(alice)).toBe(1);
    expect(await unread(bob)).toBe(2);
    // Opening it again changes nothing.
    await kit.call('GET', `/api/common/message/detail?id=${one.id}`, undefined, alice);
    expect(await unread(alice)).toBe(1);
  });

  it("marks each notice of a member's page read or not and carries the count; a guest's page has neither", async () => {
    const mine = await page(alice);
    expect(mine.unreadNum).toBe(1);
    expect(mine.list.map((n) => [n.title, n.read])).toEqual([
      ['二', false],
      ['一', true],
    ]);
    const guest = await page();
    expect(guest.unreadNum).toBeUndefined();
    expect(guest.list[0]).not.toHaveProperty('read');
    // A stale token is a guest here, not an expired session: the list stays public.
    expect((await kit.call('GET', '/api/common/message', undefined, 'stale-token')).status).toBe(200);
  });

  it('marks one or all read with message/read and answers the count after it', async () => {
    const [second] = (await page(bob)).list;
    const one = await kit.call('POST', '/api/common/message/read', { id: second?.id }, bob);
    expect(one.body.result).toEqual({ unreadNum: 1 });
    const all = await kit.call('POST', '/api/common/message/read', { all: true }, bob);
    expect(all.body.result).toEqual({ unreadNum: 0 });
    expect(await unread(bob)).toBe(0);
    // A hidden notice leaves the count.
    const third = await publish({ title: '三', content: '第三条' });
    expect(await unread(bob)).toBe(1);
    const hidden = await kit.app.inject({
      method: 'DELETE',
      url: `/api/admin/notices/${third.id}`,
      headers: { 'x-admin-token': kit.app.env.adminToken },
    });
    expect(hidden.statusCode).toBe(200);
    expect(await unread(bob)).toBe(0);
  });

  it('answers the newest unread important notice until the member reads it', async () => {
    const important = async (token: string) =>
      (await kit.call('GET', '/api/common/message/important', undefined, token)).body
        .result as ImportantNoticeResult;
    expect(await important(alice)).toBeNull();
    const notice = await publish({ title: '重要', content: '请阅读', important: true });
    expect(notice.important).toBe(true);
    expect(await important(alice)).toMatchObject({ id: notice.id, important: true, read: false });
    await kit.call('POST', '/api/common/message/read', { id: notice.id }, alice);
    expect(await important(alice)).toBeNull();
    expect(await important(bob)).toMatchObject({ id: notice.id });
  });

  it('refuses bad input with 4xx and guests on the member calls', async () => {
    const cases: [string, unknown, string | undefined, number][] = [
      ['/api/common/message/read', { id: 'x' }, alice, 400],
      ['/api/common/message/read', {}, alice, 400],
      ['/api/common/message/read', { all: false }, alice, 400],
      ['/api/common/message/read', { id: 999_999 }, alice, 404],
      ['/api/common/message/read', { id: 1 }, undefined, 401],
    ];
    for (const [url, body, token, status] of cases) {
      const r = await kit.call('POST', url, body, token);
      expect([url, body, r.status, r.body.success]).toEqual([url, body, status, false]);
    }
    expect((await kit.call('GET', '/api/common/message/important')).status).toBe(401);
    expect((await kit.call('GET', '/api/common/message/detail?id=abc', undefined, alice)).status).toBe(400);
  });
});
