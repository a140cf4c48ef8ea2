import { ErrorCode, TrialMessages } from '@qilin/contract';
import { findGameFamily } from '@qilin/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recentGamesRepository } from '../../src/modules/game/recent-games.repository';
import { houseFor, ledgerTotals, PlayMoneyError, reconcile, transfer } from '../../src/modules/ledger';
import { TRIAL_DEMO_FEN } from '../../src/modules/trial';
import { balances, fund } from '../bet/bet-kit';
import { buildHttpKit } from '../bet/http-kit';
import { testDbKind } from '../helpers';

const pc28 = findGameFamily('Tradition28')?.playGroups.credit[0]?.entries ?? [];
const odds = (playId: string) => pc28.find((e) => e.playId === playId)?.odds ?? '';
const bigBet = (amountFen: number) => ({
  mode: 'credit',
  game_id: 'Tradition28',
  game_room_id: 1,
  content: JSON.stringify([{ playId: 'big', amountFen, odds: odds('big') }]),
});

type Started = { token: string; member: { memberId: number }; is_trial: boolean; balance: number };

describe(`试玩 trial (${testDbKind()})`, () => {
  let kit: Awaited<ReturnType<typeof buildHttpKit>>;
  let trial: Started;
  const start = async (token?: string) => {
    const r = await kit.call('POST', '/api/auth/trial', undefined, token);
    expect(r.status).toBe(200);
    return r.body.result as Started;
  };
  const accountBalance = async (kind: string) => {
    const row = await kit.db.db
      .selectFrom('ledger_accounts')
      .select('balance_fen')
      .where('kind', '=', kind)
      .executeTakeFirst();
    return Number(row?.balance_fen ?? 0);
  };

  beforeAll(async () => {
    kit = await buildHttpKit(['Tradition28'], undefined, {}, { TRIAL_LIMIT_MAX: '6' });
    await kit.tick();
    trial = await start();
  });
  afterAll(async () => {
    await kit.close();
  });

  it('starts a trial member with a session and the demo balance in play money', async () => {
    expect(trial).toMatchObject({ is_trial: true, balance: TRIAL_DEMO_FEN });
    const wallet = await kit.call('GET', '/api/member/wallet', undefined, trial.token);
    expect(wallet.body.result).toMatchObject({ balance: TRIAL_DEMO_FEN, held: 0 });
    const info = await kit.call('GET', '/api/member/info', undefined, trial.token);
    expect(info.body.result).toMatchObject({ memberId: trial.member.memberId, is_trial: true });
    const accounts = await kit.db.db
      .selectFrom('ledger_accounts')
      .select(['kind', 'play'])
      .where('member_id', '=', trial.member.memberId)
      .execute();
    expect(accounts.every((a) => a.play)).toBe(true);
    expect(await ledgerTotals(kit.db.db)).toMatchObject({
      play: { memberFen: TRIAL_DEMO_FEN, issuedFen: TRIAL_DEMO_FEN },
    });
  });

  it('answers bad input with 4xx and never logs a trial member in', async () => {
    const extra = await kit.call('POST', '/api/auth/trial', { balance: 99_999_999 });
    expect(extra.status).toBe(400);
    expect(extra.body).toMatchObject({ success: false, error_code: ErrorCode.InvalidPayload });
    const list = await kit.call('POST', '/api/auth/trial', [1, 2]);
    expect(list.status).toBe(400);
    const row = await kit.db.db
      .selectFrom('members')
      .select('username')
      .where('id', '=', trial.member.memberId)
      .executeTakeFirstOrThrow();
    const login = await kit.call('POST', '/api/auth/login', { username: row.username, password: '!trial' });
    expect(login.body).toMatchObject({ success: false, error_code: ErrorCode.BadCredentials });
  });

  it('bets and settles in play money through the same engine; the real house never sees it', async () => {
    const real = await kit.newMember();
    await fund(kit.db.db, real.id, 100_000);
    const realToken = await kit.login(real);
    const placed = await kit.call('POST', '/api/bet/order', bigBet(10_000), trial.token);
    expect(placed.status).toBe(200);
    expect((await kit.call('POST', '/api/bet/order', bigBet(1_000), realToken)).status).toBe(200);
    expect(await balances(kit.db.db, trial.member.memberId)).toMatchObject({
      balanceFen: TRIAL_DEMO_FEN - 10_000,
      heldFen: 10_000,
    });
    const houseBefore = await accountBalance('house');

    kit.clock.set(new Date('2026-03-01T10:05:01+08:00'));
    await kit.tick();

    const settled = await kit.db.db
      .selectFrom('bets')
      .select(['member_id', 'status', 'payout_fen'])
      .where('member_id', 'in', [trial.member.memberId, real.id])
      .execute();
    expect(settled).toHaveLength(2);
    expect(settled.every((b) => b.status !== 'pending')).toBe(true);
    const payout = (id: number) =>
      settled.filter((b) => b.member_id === id).reduce((s, b) => s + b.payout_fen, 0);
    const trialAfter = await balances(kit.db.db, trial.member.memberId);
    expect(trialAfter).toMatchObject({
      balanceFen: TRIAL_DEMO_FEN - 10_000 + payout(trial.member.memberId),
      heldFen: 0,
      withdrawableFen: TRIAL_DEMO_FEN - 10_000 + payout(trial.member.memberId),
    });
    // The house moved by the real member's bet only; the play house by the trial's.
    expect((await accountBalance('house')) - houseBefore).toBe(1_000 - payout(real.id));
    expect(await accountBalance('play_house')).toBe(-trialAfter.balanceFen);
    expect(await reconcile(kit.db.db)).toEqual({ ok: true, problems: [] });
    const totals = await ledgerTotals(kit.db.db);
    expect(totals.play.memberFen).toBe(trialAfter.balanceFen);
    expect(totals.real.memberFen).toBe((await balances(kit.db.db, real.id)).balanceFen);
  });

  it('refuses everything that touches real money or people', async () => {
    const refused: [method: 'GET' | 'POST', url: string, body?: unknown][] = [
      ['POST', '/api/fund/recharge_deposit', { amount: '100', pay_type: 'bank' }],
      ['GET', '/api/fund/recharge/list'],
      ['GET', '/api/fund/withdraw/pre_check'],
      ['POST', '/api/fund/withdraw', { amount: 100 }],
      ['GET', '/api/fund/withdraw/accounts'],
      ['GET', '/api/games/balance'],
      ['POST', '/api/games/exchange/all/out', {}],
      ['POST', '/api/redpacket/create', {}],
      ['GET', '/api/redpacket/list'],
      ['POST', '/api/member/security/bind_phone', { phone: '13800000000', code: '123456' }],
      ['POST', '/api/member/security/bind_name', { real_name: '张三' }],
      ['POST', '/api/auth/phone_code', { phone: '13800000000', type: 'bind_phone' }],
      ['GET', '/api/activity/gift/logs'],
      ['POST', '/api/bet/rebate', { rebate: 1 }],
      ['POST', '/sbin', { jkid: 'transfer_back_all', jkparam: '{"password":"x"}' }],
      ['POST', '/sbin', { jkid: 'cancel_order', jkparam: '{"id":1}' }],
      ['POST', '/sbin', { jkid: 'usdt_check', jkparam: '{}' }],
      ['POST', '/sbin', { jkid: 'withdraw_account_list', jkparam: '{}' }],
      ['POST', '/sbin', { jkid: 'offline_pay_list', jkparam: '{}' }],
    ];
    for (const [method, url, body] of refused) {
      const r = await kit.call(method, url, body, trial.token);
      expect({ url, status: r.status, code: r.body.error_code }).toEqual({
        url,
        status: 403,
        code: ErrorCode.TrialRefused,
      });
      expect(r.body.error_message).toBe(TrialMessages.refused);
    }
    // The ledger's own line: play money cannot move to a real account, whatever the caller.
    await expect(
      kit.db.db.transaction().execute((trx) =>
        transfer(trx, {
          from: { kind: 'member_wallet', memberId: trial.member.memberId },
          to: { kind: 'house' },
          amountFen: 100,
          type: 'test_escape',
        }),
      ),
    ).rejects.toBeInstanceOf(PlayMoneyError);
    // Rebates and settlement pay a trial from the play house, a member from the house.
    expect(await houseFor(kit.db.db, trial.member.memberId)).toEqual({ kind: 'play_house' });
    expect(await houseFor(kit.db.db, (await kit.newMember()).id)).toEqual({ kind: 'house' });
  });

  it('keeps trial members out of room presence', async () => {
    const real = await kit.newMember();
    const realToken = await kit.login(real);
    for (const token of [trial.token, realToken]) {
      const r = await kit.call(
        'POST',
        '/api/lottery/enter',
        { game_id: 'Tradition28', game_room_id: 1 },
        token,
      );
      expect(r.status).toBe(200);
    }
    const entries = await recentGamesRepository.latestRoomEntries(kit.db.db, {
      since: new Date(0),
      limit: 100,
    });
    const ids = entries.map((e) => e.member_id);
    expect(ids).toContain(real.id);
    expect(ids).not.toContain(trial.member.memberId);
  });

  it('resets to the demo balance idempotently; only a trial may reset', async () => {
    await kit.call('POST', '/api/bet/order', bigBet(5_000), trial.token);
    const first = await kit.call('POST', '/api/trial/reset', {}, trial.token);
    expect(first.body.result).toEqual({ balance: TRIAL_DEMO_FEN, demo_balance: TRIAL_DEMO_FEN });
    const count = async () =>
      (
        await kit.db.db
          .selectFrom('ledger_transfers')
          .select('id')
          .where('type', '=', 'trial_reset')
          .execute()
      ).length;
    const resets = await count();
    const again = await kit.call('POST', '/api/trial/reset', {}, trial.token);
    expect(again.body.result).toEqual({ balance: TRIAL_DEMO_FEN, demo_balance: TRIAL_DEMO_FEN });
    expect(await count()).toBe(resets);
    // The open bet's stake stays held.
    expect(await balances(kit.db.db, trial.member.memberId)).toMatchObject({ heldFen: 5_000 });
    const real = await kit.newMember();
    const byMember = await kit.call('POST', '/api/trial/reset', {}, await kit.login(real));
    expect(byMember.status).toBe(404);
    expect(await reconcile(kit.db.db)).toEqual({ ok: true, problems: [] });
  });

  it('chases in play money; cancelling returns the stakes to the play wallet', async () => {
    const fresh = await start();
    const content = JSON.stringify([{ playId: 'big', amountFen: 300, odds: odds('big') }]);
    const placed = await kit.call(
      'POST',
      '/api/bet/task/order',
      { game_id: 'Tradition28', game_room_id: 1, content, times: 3, multiple: 1, isWinStop: 1 },
      fresh.token,
    );
    expect(placed.body).toMatchObject({ success: true });
    const id = fresh.member.memberId;
    expect(await balances(kit.db.db, id)).toMatchObject({ balanceFen: TRIAL_DEMO_FEN - 900, heldFen: 900 });
    const { chaseId } = placed.body.result as { chaseId: number };
    const cancelled = await kit.call('POST', '/api/bet/task/cancel', { id: chaseId }, fresh.token);
    expect(cancelled.body).toMatchObject({ success: true });
    expect(await balances(kit.db.db, id)).toMatchObject({ balanceFen: TRIAL_DEMO_FEN, heldFen: 0 });
    expect(await reconcile(kit.db.db)).toEqual({ ok: true, problems: [] });
  });

  it('lets a logged-in member start a trial without touching their session; refresh keeps the trial', async () => {
    const real = await kit.newMember();
    await fund(kit.db.db, real.id, 3_000);
    const realToken = await kit.login(real);
    const second = await start(realToken);
    expect(second.member.memberId).not.toBe(real.id);
    const realWallet = await kit.call('GET', '/api/member/wallet', undefined, realToken);
    expect(realWallet.body.result).toMatchObject({ balance: 3_000 });
    const refreshed = await kit.call('GET', '/api/auth/token', undefined, second.token);
    const fresh = (refreshed.body as { data: { token: string } }).data.token;
    const refused = await kit.call('GET', '/api/fund/withdraw/pre_check', undefined, fresh);
    expect(refused.body).toMatchObject({ error_code: ErrorCode.TrialRefused });
  });

  it('limits trials per client address', async () => {
    // Six attempts per window (TRIAL_LIMIT_MAX): the earlier tests made five (two refused bodies).
    await start();
    const limited = await kit.call('POST', '/api/auth/trial');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ success: false, error_code: ErrorCode.RateLimited });
  });
});
