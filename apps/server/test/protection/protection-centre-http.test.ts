import { findGameFamily } from '@qilin/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProtectionCentreService } from '../../src/modules/protection';
import { fund } from '../bet/bet-kit';
import { buildHttpKit } from '../bet/http-kit';
import { testDbKind } from '../helpers';

const pc28 = findGameFamily('Tradition28')?.playGroups.credit[0]?.entries ?? [];
const odds = pc28.find((e) => e.playId === 'odd')?.odds ?? '';
const content = (amountFen: number) => JSON.stringify([{ playId: 'odd', amountFen, odds }]);

type Kit = Awaited<ReturnType<typeof buildHttpKit>>;

/** The 理性投注 centre over HTTP: help contacts (public read, audited operator replace), reality check. */
describe(`protection centre (${testDbKind()})`, () => {
  let kit: Kit;
  beforeAll(async () => {
    kit = await buildHttpKit(['Tradition28']);
    await kit.tick();
  });
  afterAll(async () => {
    await kit?.close();
  });

  const inject = async (method: 'GET' | 'PUT', url: string, body?: unknown, headers = {}) => {
    const res = await kit.app.inject({
      method,
      url,
      ...(body !== undefined && { payload: body as object }),
      headers,
    });
    return { status: res.statusCode, body: res.json() };
  };
  const asAdmin = { 'x-admin-token': () => kit.app.env.adminToken };
  const admin = (method: 'GET' | 'PUT', body?: unknown) =>
    inject(method, '/api/admin/protection/help-contacts', body, {
      'x-admin-token': asAdmin['x-admin-token'](),
    });

  it('lists the seeded help organisations to anyone, without a login', async () => {
    const r = await inject('GET', '/api/protection/help-contacts');
    expect(r.status).toBe(200);
    expect(r.body.result.list.length).toBeGreaterThanOrEqual(3);
    expect(r.body.result.list[0]).toMatchObject({ name: '全国心理援助热线', phone: '12356' });
  });

  it('an operator replaces the list; the audit row holds before → after; bad input writes nothing', async () => {
    const before = (await inject('GET', '/api/protection/help-contacts')).body.result.list;
    const list = [
      { name: '戒赌互助会', phone: '400-000-0000', hours: '周一至周五' },
      { name: '线上咨询', url: 'https://help.example.org/zh', note: '匿名' },
    ];
    const saved = await admin('PUT', { list });
    expect(saved.status).toBe(200);
    expect(saved.body.result.list).toEqual([
      { name: '戒赌互助会', phone: '400-000-0000', url: '', hours: '周一至周五', note: '' },
      { name: '线上咨询', phone: '', url: 'https://help.example.org/zh', hours: '', note: '匿名' },
    ]);
    expect((await inject('GET', '/api/protection/help-contacts')).body.result.list).toEqual(
      saved.body.result.list,
    );
    const audit = await kit.db.db
      .selectFrom('audit_log')
      .select(['target', 'before', 'after'])
      .where('action', '=', 'protection.help_contacts.replaced')
      .execute();
    expect(audit).toHaveLength(1);
    const row = audit[0] as { before: unknown; after: unknown };
    const asJson = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
    expect(asJson(row.before)).toEqual({ list: before });
    expect(asJson(row.after)).toEqual({ list: saved.body.result.list });

    for (const bad of [
      { list: [{ name: '', phone: '1' }] },
      { list: [{ name: '外链', url: 'javascript:alert(1)' }] },
      { list: [{ name: '只有名字' }] },
      { list: [{ name: 'x', phone: '12a' }] },
      { list: Array.from({ length: 21 }, (_, i) => ({ name: `n${i}`, phone: '1' })) },
      { list: [], extra: 1 },
    ]) {
      const r = await admin('PUT', bad);
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(r.body).toMatchObject({ success: false });
    }
    expect((await inject('GET', '/api/protection/help-contacts')).body.result.list).toEqual(
      saved.body.result.list,
    );
  });

  it('the console routes need an operator', async () => {
    expect((await inject('GET', '/api/admin/protection/help-contacts')).status).toBeGreaterThanOrEqual(400);
    expect((await inject('PUT', '/api/admin/protection/help-contacts', { list: [] })).status).toBe(
      (await inject('GET', '/api/admin/protection/help-contacts')).status,
    );
    expect((await admin('GET')).status).toBe(200);
  });

  it('the session: time since login and net result since, with the reality-check interval (default 60)', async () => {
    const m = await kit.newMember();
    await fund(kit.db.db, m.id, 100_000);
    const bet = (token: string, fen: number) =>
      kit.call('POST', '/api/bet/order', { game_id: 'Tradition28', content: content(fen) }, token);
    // A bet before the session's start counts for the earlier session only. The ledger stamps its
    // entries with the database's clock, so the net result is read with a service on that clock.
    const earlier = await kit.login(m);
    expect((await bet(earlier, 300)).body).toMatchObject({ success: true });
    await new Promise((r) => setTimeout(r, 20));
    const mark = Date.now();
    await new Promise((r) => setTimeout(r, 20));
    const loginAt = kit.clock.now().getTime();
    const token = await kit.login(m);
    expect((await bet(token, 500)).body).toMatchObject({ success: true });
    const onDbClock = new ProtectionCentreService(kit.db.db, () => new Date());
    expect(await onDbClock.session(m.id, mark)).toMatchObject({ net_fen: -500, minutes_played: 0 });

    kit.clock.advance(25 * 60_000 + 30_000);
    const s = await kit.call('GET', '/api/protection/session', undefined, token);
    expect(s.body.result).toMatchObject({
      started_at: loginAt,
      minutes_played: 25,
      reality_check_minutes: 60,
    });
    const result = s.body.result as { server_time: number; started_at: number };
    expect(result.server_time - result.started_at).toBe(25 * 60_000 + 30_000);

    const set = await inject('PUT', '/api/protection/reality-check', { minutes: 15 }, { token });
    expect(set.body.result).toMatchObject({ reality_check_minutes: 15, minutes_played: 25 });
    expect((await kit.call('GET', '/api/protection/session', undefined, token)).body.result).toMatchObject({
      reality_check_minutes: 15,
    });
    // Choosing a reminder does not make the member "protected" (no lock on their money paths).
    expect(
      await kit.db.db
        .selectFrom('protection_members')
        .select('member_id')
        .where('member_id', '=', m.id)
        .execute(),
    ).toEqual([]);
    for (const bad of [{ minutes: 0 }, { minutes: 1441 }, { minutes: 1.5 }, { minutes: 15, x: 1 }, {}]) {
      const r = await inject('PUT', '/api/protection/reality-check', bad, { token });
      expect(r.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await kit.call('GET', '/api/protection/session')).status).toBe(401);
  });
});
