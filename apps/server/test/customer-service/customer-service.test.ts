import { ErrorCode, type Kefu, type KefuAdminView } from '@qilin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_KEFU, seedDemoData } from '../../src/seed';
import { buildHttpKit } from '../bet/http-kit';
import { buildTestApp, testDbKind } from '../helpers';

type Kit = Awaited<ReturnType<typeof buildHttpKit>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Customer service end to end: the chat key, the kefu list by scene (spec §6), the operator calls. */
describe(`customer service (${testDbKind()})`, () => {
  let kit: Kit;
  let token = '';

  beforeAll(async () => {
    kit = await buildHttpKit([]);
    token = await kit.login(await kit.newMember());
  });
  afterAll(async () => {
    await kit?.close();
  });

  const admin = async (method: Method, url: string, payload?: object, adminToken?: string) => {
    const res = await kit.app.inject({
      method,
      url,
      ...(payload && { payload }),
      headers: { 'x-admin-token': adminToken ?? kit.app.env.adminToken },
    });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> & { result?: unknown } };
  };
  const add = async (body: object) => {
    const r = await admin('POST', '/api/admin/customer/kefu', body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.result as KefuAdminView;
  };
  const list = async (scene: 1 | 2, as?: string) => {
    const r = await kit.call('GET', `/api/customer/list?scene=${scene}`, undefined, as);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return (r.body.result as { list: Kefu[] }).list;
  };
  const rowCount = async () =>
    Number(
      (
        await kit.db.db
          .selectFrom('customer_service_kefu')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const clear = () => kit.db.db.deleteFrom('customer_service_kefu').execute();

  it('answers an empty key and empty lists before anything is configured, in the spec envelope', async () => {
    const key = await kit.call('GET', '/api/customer/key');
    expect(key).toEqual({ status: 200, body: { success: true, result: { key: '' } } });
    const guest = await kit.call('GET', '/api/customer/list?scene=1');
    // Spec §7 reads data.list; result carries the same object.
    expect(guest).toEqual({
      status: 200,
      body: { success: true, data: { list: [] }, result: { list: [] } },
    });
    expect(await list(2, token)).toEqual([]);
  });

  it('lists scene 1 for guests and scene 2 for members; a members-only contact never reaches scene 1', async () => {
    await clear();
    const both = await add({ nickname: '客服甲', account: 'kefu_a1', type: 2, scenes: [2, 1], sort: 5 });
    const guestsOnly = await add({ nickname: '客服乙', account: '10001', type: 3, scenes: [1], sort: 1 });
    const membersOnly = await add({
      nickname: 'VIP客服',
      account: 'https://chat.example.com/vip?id=7',
      avatar: 'https://img.example.com/vip.png',
      type: 1,
      scenes: [2],
    });
    const hidden = await add({
      nickname: '停用',
      account: 'kefu_off',
      type: 2,
      scenes: [1, 2],
      enabled: false,
    });
    expect(both).toMatchObject({ scenes: [1, 2], sort: 5, enabled: true, avatar: '' });
    expect(hidden.enabled).toBe(false);

    // Lower sort first; a disabled contact is in neither list.
    const guestList = await list(1);
    expect(guestList.map((k) => k.id)).toEqual([guestsOnly.id, both.id]);
    expect(guestList[0]).toEqual({
      id: guestsOnly.id,
      nickname: '客服乙',
      avatar: '',
      account: '10001',
      type: 3,
    });
    const memberList = await list(2, token);
    expect(memberList.map((k) => k.id)).toEqual([membersOnly.id, both.id]);
    expect(memberList[0]).toEqual({
      id: membersOnly.id,
      nickname: 'VIP客服',
      avatar: 'https://img.example.com/vip.png',
      account: 'https://chat.example.com/vip?id=7',
      type: 1,
    });
    // A guest asking scene 1 with a member's token still gets the guests' list (the scene decides).
    expect((await list(1, token)).map((k) => k.id)).toEqual([guestsOnly.id, both.id]);
    const guestText = JSON.stringify((await kit.call('GET', '/api/customer/list?scene=1')).body);
    expect(guestText).not.toContain('VIP客服');
    expect(guestText).not.toContain('chat.example.com/vip');
  });

  it('refuses scene 2 to a guest and to a revoked session with 20004, before reading any contact', async () => {
    const noToken = await kit.call('GET', '/api/customer/list?scene=2');
    expect(noToken.status).toBe(401);
    expect(noToken.body).toMatchObject({ success: false, error_code: ErrorCode.SessionExpired });
    expect(JSON.stringify(noToken.body)).not.toContain('VIP');
    const bogus = await kit.call('GET', '/api/customer/list?scene=2', undefined, 'not-a-token');
    expect(bogus.body).toMatchObject({ success: false, error_code: ErrorCode.SessionExpired });

    const other = await kit.login(await kit.newMember());
    expect((await list(2, other)).length).toBeGreaterThan(0);
    expect((await kit.call('POST', '/api/auth/logout', {}, other)).status).toBe(200);
    const revoked = await kit.call('GET', '/api/customer/list?scene=2', undefined, other);
    expect(revoked.status).toBe(401);
    expect(revoked.body).toMatchObject({ error_code: ErrorCode.SessionExpired });
  });

  it('refuses a missing or unknown scene with 400', async () => {
    for (const query of [
      '',
      '?scene=',
      '?scene=0',
      '?scene=3',
      '?scene=abc',
      '?scene=1.5',
      '?scene=1&scene=2',
    ]) {
      const r = await kit.call('GET', `/api/customer/list${query}`, undefined, token);
      expect(r.status, query).toBe(400);
      expect(r.body, query).toMatchObject({ success: false, error_code: ErrorCode.InvalidPayload });
    }
    expect((await kit.call('POST', '/api/customer/list?scene=1', {})).status).toBe(405);
  });

  it('sets and clears the chat key; refuses a key that is not an http(s) link', async () => {
    const set = await admin('POST', '/api/admin/customer/key', { key: ' https://chat.example.com/room ' });
    expect(set.body).toEqual({
      success: true,
      result: { key: 'https://chat.example.com/room', effectiveKey: 'https://chat.example.com/room' },
    });
    expect((await kit.call('GET', '/api/customer/key')).body).toEqual({
      success: true,
      result: { key: 'https://chat.example.com/room' },
    });
    for (const key of [
      'javascript:alert(1)',
      'chat.example.com',
      'ftp://x.example.com',
      'https://',
      7,
      null,
    ]) {
      const r = await admin('POST', '/api/admin/customer/key', { key });
      expect(r.status, String(key)).toBe(400);
      expect(r.body.error_code).toBe(ErrorCode.InvalidPayload);
    }
    expect(
      (await admin('POST', '/api/admin/customer/key', { key: 'https://x.example.com', extra: 1 })).status,
    ).toBe(400);
    expect((await kit.call('GET', '/api/customer/key')).body).toMatchObject({
      result: { key: 'https://chat.example.com/room' },
    });
    await admin('POST', '/api/admin/customer/key', { key: '' });
    expect((await kit.call('GET', '/api/customer/key')).body).toEqual({ success: true, result: { key: '' } });
  });

  it('refuses invalid contacts with 400 naming the field, and writes nothing', async () => {
    const before = await rowCount();
    const good = { nickname: '客服', account: 'kefu_ok1', type: 2, scenes: [1] };
    const bad: [object, string][] = [
      [{ ...good, nickname: '  ' }, 'nickname'],
      [{ ...good, nickname: 'x'.repeat(33) }, 'nickname'],
      [{ ...good, nickname: 'a\u0000b' }, 'nickname'],
      [{ ...good, nickname: 'a\u202eb' }, 'nickname'],
      [{ ...good, type: 4 }, 'type'],
      [{ ...good, type: '2' }, 'type'],
      [{ ...good, scenes: [] }, 'scenes'],
      [{ ...good, scenes: [3] }, 'scenes'],
      [{ ...good, scenes: 1 }, 'scenes'],
      [{ ...good, type: 1, account: 'javascript:alert(1)' }, 'account'],
      [{ ...good, type: 1, account: 'kefu_ok1' }, 'account'],
      [{ ...good, type: 2, account: '微信号' }, 'account'],
      [{ ...good, type: 3, account: '01234' }, 'account'],
      [{ ...good, type: 3, account: '12a45' }, 'account'],
      [{ ...good, avatar: 'http://img.example.com/a.png' }, 'avatar'],
      [{ ...good, avatar: 'javascript:alert(1)' }, 'avatar'],
      [{ ...good, avatar: '//evil.example.com/a.png' }, 'avatar'],
      [{ ...good, sort: 1e9 }, 'sort'],
      [{ ...good, sort: 1.5 }, 'sort'],
      [{ ...good, enabled: 'yes' }, 'enabled'],
      [{ ...good, role: 'admin' }, ''],
      [{ nickname: '客服', type: 2, scenes: [1] }, 'account'],
    ];
    for (const [body, field] of bad) {
      const r = await admin('POST', '/api/admin/customer/kefu', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error_code).toBe(ErrorCode.InvalidPayload);
      expect(String(r.body.error_message), JSON.stringify(body)).toContain(field);
    }
    expect(await rowCount()).toBe(before);
    // A site path and an https image are fine avatars.
    const withPath = await add({ ...good, avatar: '/static/kefu.png' });
    expect(withPath.avatar).toBe('/static/kefu.png');
    await admin('DELETE', `/api/admin/customer/kefu/${withPath.id}`);
  });

  it('replaces and removes a contact; unknown ids answer 404 and bad ids 400', async () => {
    await clear();
    const k = await add({ nickname: '专员', account: 'kefu_vip2', type: 2, scenes: [2] });
    expect((await list(1)).map((x) => x.id)).not.toContain(k.id);
    const put = await admin('PUT', `/api/admin/customer/kefu/${k.id}`, {
      nickname: '专员（全部）',
      account: '123456',
      type: 3,
      scenes: [1, 2],
      sort: -3,
    });
    expect(put.body).toEqual({
      success: true,
      result: {
        id: k.id,
        nickname: '专员（全部）',
        avatar: '',
        account: '123456',
        type: 3,
        scenes: [1, 2],
        sort: -3,
        enabled: true,
      },
    });
    expect((await list(1)).map((x) => x.nickname)).toEqual(['专员（全部）']);
    const view = await admin('GET', '/api/admin/customer/list');
    expect(view.body.result).toEqual({ key: '', effectiveKey: '', list: [put.body.result] });

    expect((await admin('DELETE', `/api/admin/customer/kefu/${k.id}`)).body).toEqual({
      success: true,
      result: { removed: true },
    });
    expect(await list(1)).toEqual([]);
    expect(await list(2, token)).toEqual([]);
    const again = await admin('DELETE', `/api/admin/customer/kefu/${k.id}`);
    expect(again).toMatchObject({ status: 404, body: { success: false, error_code: ErrorCode.NotFound } });
    const putMissing = await admin('PUT', `/api/admin/customer/kefu/${k.id}`, {
      nickname: 'x',
      account: '123456',
      type: 3,
      scenes: [1],
    });
    expect(putMissing.status).toBe(404);
    for (const id of ['0', '-1', 'abc', '1.5', '99999999999999999999']) {
      expect((await admin('DELETE', `/api/admin/customer/kefu/${id}`)).status, id).toBe(400);
    }
  });

  it('keeps every operator call to the operator token (member and missing tokens get 403)', async () => {
    const calls: [Method, string, object | undefined][] = [
      ['GET', '/api/admin/customer/list', undefined],
      ['POST', '/api/admin/customer/key', { key: '' }],
      ['POST', '/api/admin/customer/kefu', { nickname: 'x', account: '123456', type: 3, scenes: [1] }],
      ['PUT', '/api/admin/customer/kefu/1', { nickname: 'x', account: '123456', type: 3, scenes: [1] }],
      ['DELETE', '/api/admin/customer/kefu/1', undefined],
    ];
    const before = await rowCount();
    for (const [method, url, body] of calls) {
      for (const headers of [{ token }, {}, { 'x-admin-token': 'wrong-token' }]) {
        const res = await kit.app.inject({ method, url, headers, ...(body && { payload: body }) });
        expect(res.statusCode, `${method} ${url} ${JSON.stringify(headers)}`).toBe(403);
        expect(res.json()).toMatchObject({ success: false, error_code: ErrorCode.AdminOnly });
      }
    }
    expect(await rowCount()).toBe(before);
  });

  it('seeds demo contacts: guests see the shared ones, members the members-only ones too', async () => {
    await clear();
    expect(await seedDemoData(kit.db.db)).toContain('0003_demo_customer_service');
    // The chat link stays SERVICE_LINK's (unset here): a demo seed never shadows a deployment's link.
    expect((await kit.call('GET', '/api/customer/key')).body).toEqual({ success: true, result: { key: '' } });
    const shared = DEMO_KEFU.filter((k) => k.forGuests).map((k) => k.nickname);
    expect((await list(1)).map((k) => k.nickname)).toEqual(shared);
    expect(shared).not.toContain('VIP专属客服');
    const members = await list(2, token);
    expect(members.map((k) => k.nickname)).toEqual(['官方客服', 'VIP专属客服', '客服小麒', '客服小林']);
    expect(members[0]).toMatchObject({ type: 1, account: 'https://chat.example.com/qilin' });
    // Seeds run once: a second start adds nothing.
    expect(await seedDemoData(kit.db.db)).toEqual([]);
    expect(await list(2, token)).toHaveLength(DEMO_KEFU.length);
  });

  it('answers SERVICE_LINK as the key until operators set one; site flags carry the same link', async () => {
    const t = await buildTestApp({ SERVICE_LINK: 'https://default.example.com/chat' });
    try {
      const keyOf = async () => (await t.call('/api/customer/key')).body;
      const flagLink = async () =>
        ((await t.call('/api/site/flags')).body as { result: { serviceLink: string } }).result.serviceLink;
      expect(await keyOf()).toEqual({ success: true, result: { key: 'https://default.example.com/chat' } });
      expect(await flagLink()).toBe('https://default.example.com/chat');
      const headers = { 'x-admin-token': t.env.adminToken };
      await t.call('/api/admin/customer/key', { body: { key: 'https://ops.example.com/chat' }, headers });
      expect(await keyOf()).toEqual({ success: true, result: { key: 'https://ops.example.com/chat' } });
      expect(await flagLink()).toBe('https://ops.example.com/chat');
      const view = await t.call('/api/admin/customer/list', { headers });
      expect(view.body).toMatchObject({
        result: { key: 'https://ops.example.com/chat', effectiveKey: 'https://ops.example.com/chat' },
      });
      // Cleared by the operator: back to the deployment's link.
      await t.call('/api/admin/customer/key', { body: { key: '' }, headers });
      expect(await keyOf()).toEqual({ success: true, result: { key: 'https://default.example.com/chat' } });
    } finally {
      await t.close();
    }
  });
});
