import {
  ErrorCode,
  type SupportCannedReply,
  type SupportConversationDetail,
  type SupportInitiationResult,
  type SupportMessage,
  SupportMessages,
  type SupportQueueRow,
} from '@qilin/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptText } from '../../src/lib/crypto';
import {
  asRecord,
  buildMember,
  buildTestApp,
  type CallResult,
  loginMember,
  type TestApp,
  testDbKind,
} from '../helpers';
import { asOperator, failCode, makeOperator, okResult, signIn } from '../operator/operator-kit';
import { TestClient } from '../realtime/realtime-test-kit';
import { jpegWithExif, pngBomb, smallPng, truncatedJpeg } from './image-files';

/** The in-app support chat end to end: member routes, the operators' desk, images, live delivery. */
describe(`support chat (${testDbKind()})`, () => {
  let t: TestApp;
  let agent: string;
  let agentId: number;
  let other: string;
  let reader: string;

  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_MAX: '100000' });
    const op = await makeOperator(t, 'customer_service');
    agentId = op.id;
    agent = await signIn(t, op);
    other = await signIn(t, await makeOperator(t, 'customer_service'));
    reader = await signIn(t, await makeOperator(t, 'auditor'));
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const newMember = async () => {
    const m = await buildMember(t.db.db);
    return { id: m.id, token: await loginMember(t, m) };
  };
  const member = async <T>(token: string, path: string, body?: unknown): Promise<T> =>
    okResult(await t.call(path, { token, ...(body !== undefined && { body }) })) as T;
  const desk = (token: string, path: string, method = 'GET', body?: unknown) =>
    t.call(path, { method, headers: asOperator(token), ...(body !== undefined && { body }) });
  const deskOk = async <T>(token: string, path: string, method = 'GET', body?: unknown): Promise<T> =>
    okResult(await desk(token, path, method, body)) as T;
  const upload = async (token: string, bytes: Uint8Array, name: string): Promise<CallResult> => {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'image/png' }), name);
    const res = await fetch(`${t.baseUrl}/api/customer/send_img`, {
      method: 'POST',
      headers: { token },
      body: form,
    });
    const raw = await res.text();
    const text = res.headers.get('x-enc') === '1' ? decryptText(t.env.dataKey, raw) : raw;
    return { status: res.status, headers: res.headers, body: JSON.parse(text), raw, encrypted: false };
  };
  const auditRows = async (action: string) =>
    (
      await t.db.db
        .selectFrom('audit_log')
        .select(['action', 'target'])
        .where('action', '=', action)
        .execute()
    ).length;

  it('a member opens a conversation, writes; the operator sees it queued, takes it, replies; unread counts on both sides', async () => {
    const m = await newMember();
    const opened = await member<SupportInitiationResult>(m.token, '/api/customer/initiation', {});
    expect(opened.conversation).toMatchObject({ status: 'open', unread: 0 });
    expect(opened.messages).toEqual([]);
    // A second initiation answers the same open conversation.
    const again = await member<SupportInitiationResult>(m.token, '/api/customer/initiation', {});
    expect(again.conversation.id).toBe(opened.conversation.id);

    const sent = await member<SupportMessage>(m.token, '/api/customer/send_msg', {
      content: '  充值没到账  ',
    });
    expect(sent).toMatchObject({ sender: 'member', kind: 'text', content: '充值没到账', image: null });
    await member(m.token, '/api/customer/send_msg', { content: '订单号 123' });

    const queue = await deskOk<SupportQueueRow[]>(
      agent,
      '/api/admin/support/conversations?assigned=unassigned',
    );
    const row = queue.find((r) => r.id === opened.conversation.id);
    expect(row).toMatchObject({ memberId: m.id, operatorId: null, unread: 2, lastPreview: '订单号 123' });

    const assigned = await deskOk<SupportQueueRow>(
      agent,
      `/api/admin/support/conversations/${row?.id}/assign`,
      'POST',
      {},
    );
    expect(assigned.operatorId).toBe(agentId);
    // The assignee opening it reads the member's messages.
    const detail = await deskOk<SupportConversationDetail>(
      agent,
      `/api/admin/support/conversations/${row?.id}`,
    );
    expect(detail.messages.map((x) => x.content)).toEqual(['充值没到账', '订单号 123']);
    expect(detail.conversation.unread).toBe(0);

    const reply = await deskOk<SupportMessage>(
      agent,
      `/api/admin/support/conversations/${row?.id}/reply`,
      'POST',
      {
        content: '您好，正在为您核实',
      },
    );
    expect(reply.sender).toBe('operator');
    expect(await member(m.token, '/api/customer/unread')).toEqual({ unread: 1 });
    const fresh = await member<{ messages: SupportMessage[] }>(
      m.token,
      `/api/customer/messages?after_id=${sent.id}`,
    );
    expect(fresh.messages.map((x) => x.content)).toEqual(['订单号 123', '您好，正在为您核实']);
    expect(await member(m.token, '/api/customer/read', { upToId: reply.id })).toEqual({ unread: 0 });
    // Every desk write recorded its audit row.
    expect(await auditRows('support.assigned')).toBeGreaterThanOrEqual(1);
    expect(await auditRows('support.replied')).toBeGreaterThanOrEqual(1);
  });

  it('delivers the service reply to the member socket live', async () => {
    const m = await newMember();
    const { conversation } = await member<SupportInitiationResult>(m.token, '/api/customer/initiation', {});
    await member(m.token, '/api/customer/send_msg', { content: '在吗' });
    const client = await TestClient.connect(`${t.baseUrl.replace('http', 'ws')}/ws/ws`);
    try {
      await client.next('identify');
      client.send({ type: 'login', token: m.token });
      await client.next('loggedIn');
      const reply = await deskOk<SupportMessage>(
        agent,
        `/api/admin/support/conversations/${conversation.id}/reply`,
        'POST',
        {
          content: '在的',
        },
      );
      expect(await client.next('support')).toEqual({
        type: 'support',
        conversationId: conversation.id,
        messageId: reply.id,
      });
    } finally {
      client.close();
    }
  });

  it('assignment: another operator cannot reply to a taken conversation but may take it over; the bootstrap token reads only', async () => {
    const m = await newMember();
    const { conversation } = await member<SupportInitiationResult>(m.token, '/api/customer/initiation', {});
    const url = `/api/admin/support/conversations/${conversation.id}`;
    await deskOk(agent, `${url}/assign`, 'POST', {});
    const refused = await desk(other, `${url}/reply`, 'POST', { content: '我来' });
    expect([refused.status, failCode(refused)]).toEqual([409, ErrorCode.SupportAssignedElsewhere]);
    const taken = await deskOk<SupportQueueRow>(other, `${url}/assign`, 'POST', {});
    expect(taken.operatorId).not.toBe(agentId);
    const token = await t.call(`${url}/reply`, {
      headers: { 'x-admin-token': t.env.adminToken },
      body: { content: 'x' },
    });
    expect([token.status, failCode(token)]).toEqual([403, ErrorCode.SupportOperatorOnly]);
    // A read-only role sees the queue and cannot write.
    expect((await desk(reader, '/api/admin/support/conversations')).status).toBe(200);
    const denied = await desk(reader, `${url}/reply`, 'POST', { content: 'x' });
    expect([denied.status, failCode(denied)]).toEqual([403, ErrorCode.PermissionDenied]);
    const missing = await desk(agent, '/api/admin/support/conversations/999999/assign', 'POST', {});
    expect([missing.status, failCode(missing)]).toEqual([404, ErrorCode.SupportConversationNotFound]);
  });

  it('closing posts a closing line the member sees; the next message opens a new conversation', async () => {
    const m = await newMember();
    const first = await member<SupportMessage>(m.token, '/api/customer/send_msg', { content: '你好' });
    const url = `/api/admin/support/conversations/${first.conversationId}`;
    const closed = await deskOk<SupportQueueRow>(agent, `${url}/close`, 'POST', {});
    expect(closed).toMatchObject({ status: 'closed', unread: 0 });
    expect(closed.closedAt).not.toBeNull();
    expect(await auditRows('support.closed')).toBeGreaterThanOrEqual(1);
    const late = await desk(agent, `${url}/reply`, 'POST', { content: '还在吗' });
    expect([late.status, failCode(late)]).toEqual([409, ErrorCode.SupportConversationClosed]);
    const again = await desk(agent, `${url}/close`, 'POST', {});
    expect(failCode(again)).toBe(ErrorCode.SupportConversationClosed);

    expect(await member(m.token, '/api/customer/unread')).toEqual({ unread: 1 });
    const next = await member<SupportMessage>(m.token, '/api/customer/send_msg', { content: '新问题' });
    expect(next.conversationId).not.toBe(first.conversationId);
    // The member's history reads as one thread across conversations.
    const all = await member<{ messages: SupportMessage[] }>(m.token, '/api/customer/messages');
    expect(all.messages.map((x) => [x.sender, x.content])).toEqual([
      ['member', '你好'],
      ['system', SupportMessages.closedNotice],
      ['member', '新问题'],
    ]);
  });

  it('images: kept re-encoded without metadata and served by key; hostile files refused with 4xx', async () => {
    const m = await newMember();
    const res = await upload(m.token, await jpegWithExif(), 'photo.jpg');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const msg = asRecord(res.body).result as SupportMessage;
    expect(msg).toMatchObject({ kind: 'image', sender: 'member', image: { width: 640, height: 480 } });
    const img = await fetch(`${t.baseUrl}${msg.image?.url}`);
    expect(img.headers.get('content-type')).toBe('image/jpeg');
    expect(img.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await img.arrayBuffer());
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect((await upload(m.token, await smallPng(), 'a.png')).status).toBe(200);

    const cases: Array<[Uint8Array, string, number, number]> = [
      [Buffer.from('hello, this is text\n'), 'evil.png', 400, ErrorCode.SupportImageInvalid],
      [await truncatedJpeg(), 'cut.jpg', 400, ErrorCode.SupportImageInvalid],
      [pngBomb(), 'bomb.png', 400, ErrorCode.SupportImageTooManyPixels],
      [Buffer.alloc(5 * 1024 * 1024 + 10, 0xff), 'huge.jpg', 413, ErrorCode.SupportImageTooLarge],
    ];
    for (const [file, name, status, code] of cases) {
      const refused = await upload(m.token, file, name);
      expect([name, refused.status, failCode(refused)]).toEqual([name, status, code]);
    }
    // Nothing of the refused files was stored.
    const stored = await t.db.db
      .selectFrom('support_images')
      .select('key')
      .where('conversation_id', '=', msg.conversationId)
      .execute();
    expect(stored).toHaveLength(2);
    const unknown = await fetch(`${t.baseUrl}/api/customer/image/${'A'.repeat(32)}`);
    expect(unknown.status).toBe(404);
  });

  it('refuses guests, empty and oversized texts with 4xx; a member sending too fast is slowed', async () => {
    const guest = await t.call('/api/customer/send_msg', { body: { content: 'hi' } });
    expect(guest.status).toBe(401);
    const m = await newMember();
    for (const content of ['', '   ', 'x'.repeat(1001), 'a\u0000b'])
      expect((await t.call('/api/customer/send_msg', { token: m.token, body: { content } })).status).toBe(
        400,
      );
    const both = await t.call('/api/customer/messages?after_id=1&before_id=5', { token: m.token });
    expect(both.status).toBe(400);
    for (let i = 0; i < 20; i += 1) await member(m.token, '/api/customer/send_msg', { content: `第${i}条` });
    const slow = await t.call('/api/customer/send_msg', { token: m.token, body: { content: '再来' } });
    expect([slow.status, failCode(slow)]).toEqual([429, ErrorCode.SupportSendTooFast]);
  });

  it('pages the queue oldest first with after_id, and a member history with before_id', async () => {
    for (let i = 0; i < 3; i += 1) {
      const m = await newMember();
      await member(m.token, '/api/customer/send_msg', { content: `排队${i}` });
    }
    const all = (await deskOk<SupportQueueRow[]>(agent, '/api/admin/support/conversations?limit=200')).map(
      (r) => r.id,
    );
    expect(all).toEqual([...all].sort((a, b) => a - b));
    const pages: number[][] = [];
    let from: number | undefined;
    for (;;) {
      const page = (
        await deskOk<SupportQueueRow[]>(
          agent,
          `/api/admin/support/conversations?limit=2${from === undefined ? '' : `&after_id=${from}`}`,
        )
      ).map((r) => r.id);
      pages.push(page);
      if (page.length < 2) break;
      from = page.at(-1);
    }
    expect(pages.flat()).toEqual(all);
    const mine = await deskOk<SupportQueueRow[]>(agent, '/api/admin/support/conversations?assigned=mine');
    expect(mine.every((r) => r.operatorId === agentId)).toBe(true);
    expect((await desk(agent, '/api/admin/support/conversations?limit=0')).status).toBe(400);

    const m = await newMember();
    for (let i = 0; i < 5; i += 1) await member(m.token, '/api/customer/send_msg', { content: `m${i}` });
    const latest = await member<{ messages: SupportMessage[] }>(m.token, '/api/customer/messages?limit=2');
    expect(latest.messages.map((x) => x.content)).toEqual(['m3', 'm4']);
    const older = await member<{ messages: SupportMessage[] }>(
      m.token,
      `/api/customer/messages?limit=2&before_id=${latest.messages[0]?.id}`,
    );
    expect(older.messages.map((x) => x.content)).toEqual(['m1', 'm2']);
  });

  it('canned replies: add, edit, list in order, remove, each audited; read-only roles cannot write', async () => {
    const a = await deskOk<SupportCannedReply>(agent, '/api/admin/support/canned', 'POST', {
      title: '问候',
      content: '您好，请问有什么可以帮您？',
      sort: 2,
    });
    const b = await deskOk<SupportCannedReply>(agent, '/api/admin/support/canned', 'POST', {
      title: '到账',
      content: '充值一般 5 分钟内到账',
      sort: 1,
    });
    const edited = await deskOk<SupportCannedReply>(agent, `/api/admin/support/canned/${a.id}`, 'PUT', {
      title: '问候',
      content: '您好！',
      sort: 3,
    });
    expect(edited.content).toBe('您好！');
    const list = await deskOk<SupportCannedReply[]>(reader, '/api/admin/support/canned');
    expect(list.map((c) => c.id)).toEqual([b.id, a.id]);
    expect(
      (await desk(reader, '/api/admin/support/canned', 'POST', { title: 'x', content: 'y' })).status,
    ).toBe(403);
    await deskOk(agent, `/api/admin/support/canned/${b.id}`, 'DELETE');
    const gone = await desk(agent, `/api/admin/support/canned/${b.id}`, 'DELETE');
    expect([gone.status, failCode(gone)]).toEqual([404, ErrorCode.SupportCannedNotFound]);
    expect(await auditRows('support-canned.added')).toBe(2);
    expect(await auditRows('support-canned.replaced')).toBe(1);
    expect(await auditRows('support-canned.removed')).toBe(1);
  });
});
