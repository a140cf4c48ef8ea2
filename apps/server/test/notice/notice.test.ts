import { ErrorCode, type NoticePage, type NoticeView, type SlideNewResult, WS_PATH } from '@qilin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/seed';
import { buildHttpKit } from '../bet/http-kit';
import { testDbKind } from '../helpers';
import { TestClient } from '../realtime/realtime-test-kit';

/** Notices end to end: operator publish → stored + pushed; slide/new (hall marquee), message, detail. */
describe(`notices (${testDbKind()})`, () => {
  let kit: Awaited<ReturnType<typeof buildHttpKit>>;
  let socket: TestClient;
  beforeAll(async () => {
    kit = await buildHttpKit([]);
    await kit.app.listen({ host: '127.0.0.1', port: 0 });
    const address = kit.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no TCP address');
    socket = await TestClient.connect(`ws://127.0.0.1:${address.port}${WS_PATH}`);
    await socket.next('identify');
  });
  afterAll(async () => {
    socket.close();
    await kit.close();
  });

  const admin = async (method: 'POST' | 'DELETE', url: string, payload?: object, token?: string) => {
    const res = await kit.app.inject({
      method,
      url,
      ...(payload && { payload }),
      headers: { 'x-admin-token': token ?? kit.app.env.adminToken },
    });
    return { status: res.statusCode, body: res.json() as { success: boolean; result?: unknown } };
  };
  const publish = async (body: object) =>
    (await admin('POST', '/api/admin/notices', body)).body.result as NoticeView;
  // Public reads: no token.
  const slideNew = async (tag = 1) =>
    (await kit.call('GET', `/api/common/slide/new?tag=${tag}`)).body.result as SlideNewResult;

  it('answers null before any notice, then the seeded demo notice', async () => {
    expect(await slideNew()).toBeNull();
    expect(await seedDemoData(kit.db.db)).toContain('0002_demo_notice');
    // Seeds stamp the real time; this app runs on a fake clock, so put the demo notice on it.
    await kit.db.db.updateTable('notices').set({ send_time: kit.clock.now() }).execute();
    expect(await slideNew()).toMatchObject({
      title: '欢迎光临',
      name: '系统公告',
      list: [expect.any(Object)],
    });
  });

  it('publishes (operators only), pushes the notice socket message, and puts it first in the marquee', async () => {
    const refused = await admin('POST', '/api/admin/notices', { title: 't', content: 'c' }, 'not-the-token');
    expect(refused.status).toBe(403);
    kit.clock.advance(60_000);
    const first = await admin('POST', '/api/admin/notices', {
      title: '维护通知',
      content: '今晚 2:00 系统维护',
    });
    expect(first.status).toBe(200);
    const view = first.body.result as NoticeView & { delivered: number };
    expect(view).toMatchObject({
      title: '维护通知',
      content: '今晚 2:00 系统维护',
      name: '',
      send_time: '2026-03-01 10:01:05',
      delivered: 1,
    });
    expect(await socket.next('notice')).toEqual({
      type: 'notice',
      id: view.id,
      title: '维护通知',
      content: '今晚 2:00 系统维护',
    });

    kit.clock.advance(60_000);
    const second = await publish({ title: '活动', content: '充值送礼金', name: '运营部', push: false });
    const hall = await slideNew();
    // The spec reads result content, send_time, title, id: the newest; `list` carries them all.
    expect(hall).toMatchObject({ id: second.id, title: '活动', send_time: '2026-03-01 10:02:05' });
    expect(hall?.list.map((n) => n.title)).toEqual(['活动', '维护通知', '欢迎光临']);
    expect(socket.received.filter((m) => m.type === 'notice')).toEqual([]); // push: false sent nothing
    const posted = await kit.call('POST', '/api/common/slide/new', { tag: 1 });
    expect(posted.body.result).toEqual(hall);
  });

  it('keeps other tags off the marquee; message pages every notice, message/detail reads one', async () => {
    const other = await publish({ title: '代理公告', content: '代理佣金调整', tag: 2, push: false });
    expect((await slideNew())?.list.map((n) => n.id)).not.toContain(other.id);
    expect((await slideNew(2))?.id).toBe(other.id);
    const page = (await kit.call('GET', '/api/common/message?page=1&pageSize=2')).body.result as NoticePage;
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    expect(page.list.map((n) => n.title)).toEqual(['代理公告', '活动']);
    const tagged = (await kit.call('GET', '/api/common/message?tag=1')).body.result as NoticePage;
    expect(tagged.total).toBe(3);
    const detail = await kit.call('GET', `/api/common/message/detail?id=${other.id}`);
    expect(detail.body).toMatchObject({ success: true, result: { id: other.id, content: '代理佣金调整' } });
  });

  it('hides a notice from every list; refuses bad input with 4xx', async () => {
    const top = await slideNew();
    if (!top) throw new Error('no notice');
    expect((await admin('DELETE', `/api/admin/notices/${top.id}`)).status).toBe(200);
    expect((await slideNew())?.list.map((n) => n.id)).not.toContain(top.id);
    expect((await kit.call('GET', `/api/common/message/detail?id=${top.id}`)).status).toBe(404);
    expect((await admin('DELETE', `/api/admin/notices/${top.id}`)).status).toBe(404);
    const badTag = await kit.call('GET', '/api/common/slide/new?tag=abc');
    expect(badTag.body).toMatchObject({ success: false, error_code: ErrorCode.InvalidPayload });
    expect((await admin('POST', '/api/admin/notices', { title: ' ', content: 'x' })).status).toBe(400);
    expect((await kit.call('GET', '/api/common/message/detail')).status).toBe(400);
  });
});
