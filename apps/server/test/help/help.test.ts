import type { HelpQuestionAdminView, HelpQuestionList } from '@qilin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_QUESTIONS, seedDemoData } from '../../src/seed';
import { buildHttpKit } from '../bet/http-kit';
import { testDbKind } from '../helpers';

/** Help: the FAQ (common/question) and the online quick questions (/sbin), edited by operators. */
describe(`help questions (${testDbKind()})`, () => {
  let kit: Awaited<ReturnType<typeof buildHttpKit>>;
  beforeAll(async () => {
    kit = await buildHttpKit([]);
  });
  afterAll(() => kit.close());

  const admin = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    token?: string,
  ) => {
    const res = await kit.app.inject({
      method,
      url,
      ...(payload !== undefined && { payload: payload as object }),
      headers: { 'x-admin-token': token ?? kit.app.env.adminToken },
    });
    return { status: res.statusCode, body: res.json() as { success: boolean; result?: unknown } };
  };
  const faq = async () =>
    ((await kit.call('GET', '/api/common/question')).body.result as HelpQuestionList).list;
  const online = async () => {
    const r = await kit.call('POST', '/sbin', { jkid: 'online_questions', jkparam: '{}' });
    expect(r.status).toBe(200);
    return r.body as { code: string; message: string; result: { question: string }[] };
  };

  it('answers empty lists before operators add anything', async () => {
    expect(await faq()).toEqual([]);
    expect(await online()).toEqual({ code: '1', message: 'ok', result: [] });
  });

  it('lets operators add, reorder, edit and remove questions, each kind on its own list', async () => {
    const add = async (body: object) =>
      (await admin('POST', '/api/admin/questions', body)).body.result as HelpQuestionAdminView;
    const later = await add({ question: '如何充值？', answer: '进入钱包选择充值渠道。', sort: 2 });
    const first = await add({ question: '如何提现？', answer: '绑定提现账号后申请提现。', sort: 1 });
    await add({ kind: 'online', question: '充值未到账', answer: '请联系在线客服并提供订单号。' });
    expect(later).toMatchObject({ kind: 'faq', sort: 2 });

    expect((await faq()).map((q) => q.question)).toEqual(['如何提现？', '如何充值？']);
    expect((await online()).result.map((q) => q.question)).toEqual(['充值未到账']);
    // POST works too (the legacy client posts).
    expect((await kit.call('POST', '/api/common/question', {})).body.result).toEqual({ list: await faq() });

    const edited = await admin('PUT', `/api/admin/questions/${first.id}`, {
      question: '如何提现到银行卡？',
      answer: '绑定银行卡后申请提现。',
      sort: 3,
    });
    expect(edited.status).toBe(200);
    expect((await faq()).map((q) => [q.question, q.answer])).toEqual([
      ['如何充值？', '进入钱包选择充值渠道。'],
      ['如何提现到银行卡？', '绑定银行卡后申请提现。'],
    ]);

    expect((await admin('DELETE', `/api/admin/questions/${later.id}`)).status).toBe(200);
    expect((await faq()).map((q) => q.id)).toEqual([first.id]);
    // The operator's view lists every shown question with its kind and sort.
    const all = (await admin('GET', '/api/admin/questions')).body.result as HelpQuestionAdminView[];
    expect(all.map((q) => [q.kind, q.question, q.sort])).toEqual([
      ['faq', '如何提现到银行卡？', 3],
      ['online', '充值未到账', 0],
    ]);
  });

  it('refuses members, bad bodies and unknown ids with 4xx', async () => {
    const body = { question: 'q', answer: 'a' };
    const cases: [ReturnType<typeof admin>, number][] = [
      [admin('POST', '/api/admin/questions', body, 'not-the-token'), 403],
      [admin('GET', '/api/admin/questions', undefined, 'not-the-token'), 403],
      [admin('POST', '/api/admin/questions', { question: '', answer: 'a' }), 400],
      [admin('POST', '/api/admin/questions', { question: 'q', answer: 'a', kind: 'chat' }), 400],
      [admin('POST', '/api/admin/questions', { question: 'q', answer: 'x'.repeat(4001) }), 400],
      [admin('POST', '/api/admin/questions', { ...body, sort: 1.5 }), 400],
      [admin('PUT', '/api/admin/questions/abc', body), 400],
      [admin('PUT', '/api/admin/questions/999999', body), 404],
      [admin('DELETE', '/api/admin/questions/999999'), 404],
    ];
    for (const [pending, status] of cases) {
      const r = await pending;
      expect([r.status, r.body.success]).toEqual([status, false]);
    }
    const badJob = await kit.call('POST', '/sbin', { jkid: 'online_questions', jkparam: '{not json' });
    expect(badJob.status).toBeGreaterThanOrEqual(400);
    expect(badJob.status).toBeLessThan(500);
  });
});

describe(`help demo seed (${testDbKind()})`, () => {
  it('seeds the FAQ and the online quick questions once', async () => {
    const kit = await buildHttpKit([]);
    try {
      expect(await seedDemoData(kit.db.db)).toContain('0004_demo_questions');
      const faq = (await kit.call('GET', '/api/common/question')).body.result as HelpQuestionList;
      expect(faq.list.map((q) => q.question)).toEqual(
        DEMO_QUESTIONS.filter((q) => q.kind === 'faq').map((q) => q.question),
      );
    } finally {
      await kit.close();
    }
  });
});
