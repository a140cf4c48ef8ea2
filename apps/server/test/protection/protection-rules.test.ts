import { ErrorCode, type NoticePage, type SlideNewResult } from '@qilin/contract';
import { findGameFamily, oddsAtRebate, SESSION_PAUSE_MS } from '@qilin/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socketPushesOf } from '../../src/modules/realtime/realtime.events';
import { balances, fund } from '../bet/bet-kit';
import { buildHttpKit } from '../bet/http-kit';
import { testDbKind, withRealName } from '../helpers';

const pc28 = findGameFamily('Tradition28')?.playGroups.credit[0]?.entries ?? [];
const odds = pc28.find((e) => e.playId === 'odd')?.odds ?? '';
const content = (amountFen: number) => JSON.stringify([{ playId: 'odd', amountFen, odds }]);
const MIN = 60_000;

type Kit = Awaited<ReturnType<typeof buildHttpKit>>;

/**
 * The rules of issue 19 beyond limits and breaks: a real name before any deposit, the 18+ declaration
 * at registration, the session length, no marketing during a break, red-packet and 返点 returns.
 */
describe(`player protection rules (${testDbKind()})`, () => {
  let kit: Kit;
  beforeAll(async () => {
    kit = await buildHttpKit(['Tradition28']);
    await kit.tick();
  });
  afterAll(async () => {
    await kit?.close();
  });

  const put = async (url: string, body: unknown, token: string) => {
    const res = await kit.app.inject({ method: 'PUT', url, payload: body as object, headers: { token } });
    return { status: res.statusCode, body: res.json() };
  };
  const admin = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
    const res = await kit.app.inject({
      method,
      url,
      ...(body !== undefined && { payload: body as object }),
      headers: { 'x-admin-token': kit.app.env.adminToken },
    });
    return { status: res.statusCode, body: res.json() };
  };
  const bet = (token: string, fen: number) =>
    kit.call('POST', '/api/bet/order', { game_id: 'Tradition28', content: content(fen) }, token);
  const deposit = (token: string) =>
    kit.call('POST', '/api/fund/recharge_deposit', { channelId: 1, amount: '100' }, token);
  const usage = async (memberId: number) => {
    const rows = await kit.db.db
      .selectFrom('protection_usage')
      .select(['stake_fen', 'return_fen', 'deposit_fen'])
      .where('member_id', '=', memberId)
      .execute();
    return {
      stake: rows.reduce((s, r) => s + Number(r.stake_fen), 0),
      returns: rows.reduce((s, r) => s + Number(r.return_fen), 0),
    };
  };

  async function member(fundFen = 100_000) {
    const m = await kit.newMember();
    await fund(kit.db.db, m.id, fundFen);
    return { ...m, token: await kit.login(m) };
  }

  it('no deposit on any channel before a real name is bound; with one the order is taken', async () => {
    const m = await member();
    const rest = await deposit(m.token);
    expect(rest.status).toBe(403);
    expect(rest.body).toMatchObject({
      success: false,
      error_code: ErrorCode.DepositRealNameRequired,
      error_message: '充值前请先完成实名认证',
    });
    const sbin = await kit.call(
      'POST',
      '/sbin',
      { jkid: 'create_pay_order', jkparam: JSON.stringify({ id: 1, money: 100 }) },
      m.token,
    );
    expect(JSON.stringify(sbin.body)).toContain('充值前请先完成实名认证');
    expect(
      await kit.db.db.selectFrom('deposit_orders').where('member_id', '=', m.id).selectAll().execute(),
    ).toEqual([]);
    await withRealName(kit.db.db, m.id);
    expect((await deposit(m.token)).body).toMatchObject({ success: true });
  });

  it('registration needs the 18+ declaration: absent or denied is refused, ticked is recorded', async () => {
    const register = async (username: string, extra: object) =>
      kit.call('POST', '/api/auth/register', {
        username,
        password: 'secret123',
        ...extra,
      });
    for (const [name, extra] of [
      ['adultnone2', {}],
      ['adultno2', { adult: false }],
      ['adultzero2', { adult: '0' }],
    ] as const) {
      const refused = await register(name, extra);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ error_code: ErrorCode.AdultDeclarationRequired });
    }
    expect(
      await kit.db.db.selectFrom('members').where('username', 'like', 'adult%2').selectAll().execute(),
    ).toEqual([]);
    const made = await register('adultyes2', { adult: true });
    expect(made.body).toMatchObject({ success: true });
  });

  it('a session past its length: every money action refused, naming the limit, until a login after the pause', async () => {
    const m = await member();
    await withRealName(kit.db.db, m.id);
    await put('/api/protection/limits', { key: 'session_minutes', value: 60 }, m.token);
    expect((await bet(m.token, 100)).body).toMatchObject({ success: true });
    kit.clock.advance(60 * MIN);
    await kit.tick();
    const before = await balances(kit.db.db, m.id);
    const refused = await bet(m.token, 100);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, error_code: ErrorCode.ProtectionSessionOver });
    // Logged in 10:00:05, 60 minutes → over at 11:00:05; a new session from 11:15:05 (shown as 11:16).
    expect(refused.body.error_message).toBe(
      '已达到您设置的单次游戏时长（60分钟），请休息片刻，2026-03-01 11:16后重新登录即可继续',
    );
    const over = (r: { body: Record<string, unknown> }) => r.body.error_code;
    expect(over(await deposit(m.token))).toBe(ErrorCode.ProtectionSessionOver);
    expect(
      over(await kit.call('POST', '/api/games/exchange/in', { code: 'ag', amount: '10' }, m.token)),
    ).toBe(ErrorCode.ProtectionSessionOver);
    const packet = { game_room_id: '31', hbgs: 4, szlhs: [0], amount_fen: 1_000 };
    expect(over(await kit.call('POST', '/api/redpacket/create', packet, m.token))).toBe(
      ErrorCode.ProtectionSessionOver,
    );
    const sender = await member();
    const hid = (
      (await kit.call('POST', '/api/redpacket/create', packet, sender.token)).body.result as {
        hid: number;
      }
    ).hid;
    expect(over(await kit.call('POST', '/api/redpacket/grab', { hid }, m.token))).toBe(
      ErrorCode.ProtectionSessionOver,
    );
    expect(await balances(kit.db.db, m.id)).toEqual(before);
    // Withdrawing and reading stay open; logging in again before the pause carries the ended session on.
    expect((await kit.call('GET', '/api/protection/status', undefined, m.token)).status).toBe(200);
    const early = await kit.login(m);
    expect(over(await bet(early, 100))).toBe(ErrorCode.ProtectionSessionOver);
    kit.clock.advance(SESSION_PAUSE_MS);
    await kit.tick();
    expect(over(await bet(early, 100))).toBe(ErrorCode.ProtectionSessionOver);
    const fresh = await kit.login(m);
    expect((await bet(fresh, 100)).body).toMatchObject({ success: true });
    // The old token works too: the session is the member's, not the token's.
    expect((await bet(early, 100)).body).toMatchObject({ success: true });
  });

  it('the session length does not touch a member without the limit', async () => {
    const m = await member();
    await put('/api/protection/limits', { key: 'stake_day', value: 1_000_000 }, m.token);
    kit.clock.advance(600 * MIN);
    await kit.tick();
    expect((await bet(m.token, 100)).body).toMatchObject({ success: true });
  });

  it('a member on a break is shown and pushed no marketing notice; others see it; gifts cannot be claimed', async () => {
    const resting = await member();
    const playing = await member();
    await kit.call('POST', '/api/protection/break', { length: '24h' }, resting.token);
    const publish = async (title: string, marketing: boolean) => {
      kit.clock.advance(1000);
      const r = await admin('POST', '/api/admin/notices', {
        title,
        content: `${title}内容`,
        push: false,
        important: true,
        marketing,
      });
      expect(r.status).toBe(200);
      return r.body.result.id as number;
    };
    const plain = await publish('维护通知', false);
    const promo = await publish('充值送礼', true);
    const titles = async (token: string) =>
      ((await kit.call('GET', '/api/common/message', undefined, token)).body.result as NoticePage).list.map(
        (n) => n.title,
      );
    expect(await titles(playing.token)).toEqual(expect.arrayContaining(['维护通知', '充值送礼']));
    expect(await titles(resting.token)).toContain('维护通知');
    expect(await titles(resting.token)).not.toContain('充值送礼');
    const slide = async (token: string) =>
      (
        (await kit.call('GET', '/api/common/slide/new', undefined, token)).body.result as SlideNewResult
      )?.list.map((n) => n.id);
    expect(await slide(playing.token)).toContain(promo);
    expect(await slide(resting.token)).not.toContain(promo);
    expect(await slide(resting.token)).toContain(plain);
    const important = async (token: string) =>
      (await kit.call('GET', '/api/common/message/important', undefined, token)).body.result as {
        id: number;
      };
    expect((await important(playing.token)).id).toBe(promo);
    expect((await important(resting.token)).id).toBe(plain);
    const detail = await kit.call('GET', `/api/common/message/detail?id=${promo}`, undefined, resting.token);
    expect(detail.status).toBe(404);
    // The push: every socket but those of members on a break.
    const muted = await kit.app.protection.marketingMutedMembers();
    expect(muted).toContain(resting.id);
    expect(muted).not.toContain(playing.id);
    const event = { type: 'noticePublished', id: promo, title: 't', content: 'c' } as const;
    expect(socketPushesOf({ ...event, marketing: true }, muted)[0]?.target).toEqual({ allExcept: muted });
    expect(socketPushesOf({ ...event, marketing: false }, muted)[0]?.target).toBe('all');
    // A gift claim goes through guardAction('gift_claim'): refused during the break, open otherwise.
    await expect(kit.app.protection.guardAction(kit.db.db, resting.id, 'gift_claim')).rejects.toMatchObject({
      errorCode: ErrorCode.ProtectionBreakActive,
      message: expect.stringMatching(/期间不能领取礼金$/),
    });
    await expect(
      kit.app.protection.guardAction(kit.db.db, playing.id, 'gift_claim'),
    ).resolves.toBeUndefined();
  });

  it('an operator lifts neither a time-out nor a self-exclusion early', async () => {
    for (const length of ['24h', '5y']) {
      const m = await member();
      await kit.call('POST', '/api/protection/break', { length }, m.token);
      const view = await admin('GET', `/api/admin/members/${m.id}/protection`);
      const id = view.body.result.breaks[0].id as number;
      const lift = await admin('POST', `/api/admin/members/${m.id}/protection/lift`, { break_id: id });
      expect(lift.status).toBe(403);
      expect(lift.body).toMatchObject({ error_code: ErrorCode.ProtectionLiftRefused });
      const after = await admin('GET', `/api/admin/members/${m.id}/protection`);
      expect(after.body.result.break).toMatchObject({ id, lifted_at: null });
      expect((await bet(m.token, 100)).body.error_code).toBe(ErrorCode.ProtectionBreakActive);
    }
  });

  it('red packets grabbed in parallel: refunds, winnings and grabs count as returns, a mine’s take as a loss', async () => {
    const sender = await member(1_000_000);
    const grabbers = await Promise.all([1, 2, 3, 4, 5].map(() => member(1_000_000)));
    const everyone = [sender, ...grabbers];
    for (const p of everyone)
      await put('/api/protection/limits', { key: 'loss_month', value: 10_000_000 }, p.token);
    const start = await Promise.all(everyone.map((p) => balances(kit.db.db, p.id)));
    const counted = async () => Promise.all(everyone.map((p) => usage(p.id)));
    // Classic packets (one mine digit), every part grabbed at once, until one grab hits the mine; one
    // last packet is left to expire with parts unclaimed (the refund).
    let hit = false;
    for (let round = 0; round < 25 && !hit; round++) {
      const created = await kit.call(
        'POST',
        '/api/redpacket/create',
        { game_room_id: '32', hbgs: 5, szlhs: [round % 10], amount_fen: 1_000 },
        sender.token,
      );
      const hid = (created.body.result as { hid: number }).hid;
      const grabs = await Promise.all(
        grabbers.map((g) => kit.call('POST', '/api/redpacket/grab', { hid }, g.token)),
      );
      for (const g of grabs) expect(g.body, JSON.stringify(g.body)).toMatchObject({ success: true });
      hit = (await counted()).slice(1).some((u) => u.stake > 0);
    }
    expect(hit).toBe(true);
    const last = await kit.call(
      'POST',
      '/api/redpacket/create',
      { game_room_id: '32', hbgs: 5, szlhs: [0], amount_fen: 1_000 },
      sender.token,
    );
    const hid = (last.body.result as { hid: number }).hid;
    await kit.call('POST', '/api/redpacket/grab', { hid }, grabbers[0]?.token);
    kit.clock.advance(300_000);
    await kit.tick();
    const open = await kit.db.db.selectFrom('red_packets').select('id').where('state', '=', 'open').execute();
    expect(open).toEqual([]);
    // loss = stakes − returns: each member's counted net is exactly what their wallet moved.
    const after = await counted();
    for (const [i, p] of everyone.entries()) {
      const now = await balances(kit.db.db, p.id);
      expect(after[i] && after[i].returns - after[i].stake).toBe(
        now.balanceFen - (start[i]?.balanceFen ?? 0),
      );
      expect(after[i]?.returns).toBeGreaterThan(0);
    }
  });
});

const ALL = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

describe(`player protection: 返点 as a return (${testDbKind()})`, () => {
  let kit: Kit;
  beforeAll(async () => {
    kit = await buildHttpKit(['Ffc'], '2026-03-01T10:00:05+08:00', {}, { REBATE_MAX_BP: '800' });
    await kit.tick();
  });
  afterAll(async () => {
    await kit?.close();
  });

  it('the rebate credited at settlement counts as a return, so the counted net is the wallet’s', async () => {
    const m = await kit.newMember();
    await fund(kit.db.db, m.id, 100_000);
    await kit.app.protection.setLimit(m.id, 'loss_month', 10_000_000);
    const start = await balances(kit.db.db, m.id);
    const entry = findGameFamily('Ffc')
      ?.playGroups.norm.flatMap((g) => g.entries)
      .find((e) => e.playId === 'three-direct');
    // 三星直选 on every back digit: 1000 注, certain to win one, at a 5 % rebate.
    await kit.app.gamePlay.bets.place(m.id, {
      gameCode: 'Ffc',
      roomId: '1',
      items: [
        {
          playId: 'three-direct',
          option: 'back',
          sets: [ALL, ALL, ALL],
          unit: 'fen',
          multiple: 1,
          count: 1000,
          amountFen: 2_000,
          odds: oddsAtRebate(String(entry?.odds), 500),
          rebateBp: 500,
        },
      ],
    });
    kit.clock.advance(120_000);
    await kit.tick();
    const rebate = await kit.db.db
      .selectFrom('bet_rebates')
      .select(['rebate_fen', 'state'])
      .where('member_id', '=', m.id)
      .executeTakeFirst();
    expect(rebate).toMatchObject({ rebate_fen: 100, state: 'credited' });
    const rows = await kit.db.db
      .selectFrom('protection_usage')
      .select(['stake_fen', 'return_fen'])
      .where('member_id', '=', m.id)
      .execute();
    const stake = rows.reduce((s, r) => s + Number(r.stake_fen), 0);
    const returns = rows.reduce((s, r) => s + Number(r.return_fen), 0);
    expect(stake).toBe(2_000);
    // loss = stakes − returns: the payout and the rebate both came back.
    expect(returns - stake).toBe((await balances(kit.db.db, m.id)).balanceFen - start.balanceFen);
    const payouts = await kit.db.db
      .selectFrom('ledger_transfers')
      .select((eb) => eb.fn.sum<string>('amount_fen').as('fen'))
      .where('type', '=', 'bet_payout')
      .executeTakeFirst();
    expect(returns).toBe(Number(payouts?.fen ?? 0) + 100);
  });
});
