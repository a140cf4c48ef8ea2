import {
  ErrorCode,
  Messages,
  RedPacketErrorCode,
  type RedPacketList,
  type RedPacketView,
} from '@qilin/contract';
import { verifyRedPacket } from '@qilin/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../../src/modules/ledger';
import { buildHttpKit, type Reply } from '../bet/http-kit';
import { testDbKind } from '../helpers';
import { expectedDeltas, fund, revealedAmounts, wallet } from './red-packet-kit';

type Kit = Awaited<ReturnType<typeof buildHttpKit>>;

function expectRefusal(r: Reply, errorCode?: number) {
  expect(r.status, JSON.stringify(r.body)).toBeGreaterThanOrEqual(400);
  expect(r.status).toBeLessThan(500);
  expect(r.body.success).toBe(false);
  expect(typeof r.body.error_message).toBe('string');
  expect(String(r.body.error_message).length).toBeGreaterThan(0);
  if (errorCode !== undefined) expect(r.body.error_code).toBe(errorCode);
}

const result = <T>(r: Reply): T => {
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as T;
};

describe(`red packets over HTTP and /sbin (${testDbKind()})`, () => {
  let k: Kit;
  let senderId: number;
  let sender: string;
  const grabbers: { id: number; token: string }[] = [];
  beforeAll(async () => {
    k = await buildHttpKit([]);
    const s = await k.newMember();
    senderId = s.id;
    await fund(k.db.db, s.id, 200_000);
    sender = await k.login(s);
    for (let i = 0; i < 6; i++) {
      const m = await k.newMember();
      await fund(k.db.db, m.id, 100_000);
      grabbers.push({ id: m.id, token: await k.login(m) });
    }
  });
  afterAll(async () => {
    await k?.close();
  });

  const sbin = (jkid: string, params: unknown, token?: string) =>
    k.call('POST', '/sbin', { jkid, jkparam: JSON.stringify(params) }, token);

  it('REST: Jdsl, list, check, grab to the end, results with a seed that reproduces the split', async () => {
    const created = result<RedPacketView>(
      await k.call(
        'POST',
        '/api/redpacket/jdsl',
        { game_room_id: '8', szlh: 3, hbgs: 5, money: '100' },
        sender,
      ),
    );
    expect(created).toMatchObject({
      totalFen: 10_000,
      count: 5,
      mineDigits: [3],
      rate: '2.1',
      state: 'open',
    });
    const list = result<RedPacketList>(
      await k.call('GET', '/api/redpacket/list?game_room_id=8', undefined, sender),
    );
    expect(list.list.map((p) => p.hid)).toEqual([created.hid]);
    expect(list.rules).toMatchObject({ minCount: 3, maxCount: 20, maxMines: 5, expirySec: 300 });
    const own = result<{ canGrab: boolean; reason: string }>(
      await k.call('GET', `/api/redpacket/check?hid=${created.hid}`, undefined, sender),
    );
    expect(own.canGrab).toBe(false);
    expectRefusal(
      await k.call('POST', '/api/redpacket/grab', { hid: created.hid }, sender),
      RedPacketErrorCode.OwnPacket,
    );
    expectRefusal(
      await k.call('POST', '/api/redpacket/grab', { hid: created.hid, money: '99' }, grabbers[0]?.token),
      RedPacketErrorCode.MoneyMismatch,
    );
    const before = new Map<number, number>([[senderId, 200_000]]);
    for (const g of grabbers.slice(0, 5)) before.set(g.id, await wallet(k.db.db, g.id));
    for (const g of grabbers.slice(0, 5)) {
      const r = await k.call(
        'POST',
        '/api/redpacket/grab',
        { hid: String(created.hid), money: 100 },
        g.token,
      );
      expect(r.body.message).toBe('抢红包成功');
      result(r);
    }
    expectRefusal(
      await k.call('POST', '/api/redpacket/grab', { hid: created.hid }, grabbers[5]?.token),
      RedPacketErrorCode.Finished,
    );
    const done = result<RedPacketView>(
      await k.call('GET', `/api/redpacket/results?hid=${created.hid}`, undefined, sender),
    );
    expect(done.state).toBe('settled');
    expect(
      verifyRedPacket({
        packetId: String(done.hid),
        seedHex: done.seed ?? '',
        commitment: created.commitment,
        totalFen: done.totalFen,
        count: done.count,
        partsFen: revealedAmounts(done),
      }).ok,
    ).toBe(true);
    const ids = grabbers.slice(0, 5).map((g) => g.id);
    const model = expectedDeltas(done, senderId, ids);
    for (const [m, delta] of model.deltas)
      expect(await wallet(k.db.db, m)).toBe((before.get(m) ?? 0) + delta);
    expect(done.settlement?.houseFen).toBe(model.revenue);
    // Other members' names are masked; the grabber sees their own.
    const seen = result<RedPacketView>(
      await k.call('GET', `/api/redpacket/detail?hid=${created.hid}`, undefined, grabbers[0]?.token),
    );
    expect(seen.grabs.filter((g) => g.self)).toHaveLength(1);
    expect(seen.grabs.filter((g) => !g.self).every((g) => g.nickname.includes('*'))).toBe(true);
  });

  it('/sbin: create, Jdsl, open, grab (money), check, detail, results, best odds', async () => {
    const made = await sbin(
      'redpacket_create',
      { id: 9, gid: 'RedPacket', hbgs: 5, szlhs: '1,2', money: '50', count: 2 },
      sender,
    );
    expect(made.body).toMatchObject({ code: '1' });
    const multi = (made.body.result as RedPacketView[])[0];
    expect(multi).toMatchObject({ variant: 'multi', mineDigits: [1, 2], totalFen: 5_000, roomId: '9' });
    const classic = (
      (await sbin('jdsl_bet', { id: 9, gid: 'RedPacket', szlh: '7', money: 20 }, sender)).body
        .result as RedPacketView[]
    )[0];
    expect(classic).toMatchObject({
      variant: 'classic',
      count: 7,
      mineDigits: [7],
      totalFen: 2_000,
      rate: '1.6',
    });
    const hid = multi?.hid;
    const opened = await sbin('redpacket_open', { id: 9, gid: 'RedPacket', hid }, grabbers[0]?.token);
    expect(opened.body).toMatchObject({ code: '1', message: '抢红包成功' });
    const grabbed = await sbin('redpacket_grab', { money: '50', hid }, grabbers[1]?.token);
    expect(grabbed.body.code).toBe('1');
    const check = await sbin('redpacket_check', { id: 9, gid: 'RedPacket', hid }, grabbers[1]?.token);
    expect((check.body.result as { canGrab: boolean; reason: string }[])[0]).toMatchObject({
      canGrab: false,
      reason: '您已经抢过这个红包了',
    });
    for (const jkid of ['redpacket_detail', 'redpacket_results']) {
      const r = await sbin(jkid, { id: 9, gid: 'RedPacket', hid }, sender);
      expect((r.body.result as RedPacketView[])[0]).toMatchObject({ hid, grabbedCount: 2, seed: null });
    }
    const odds = await sbin('best_odds', { id: 9, gid: 'RedPacket', hbgs: 9, szlhs: 1 });
    expect((odds.body.result as { rate: string }[])[0]?.rate).toBe('1.2');
    const rest = result<{ rate: string }>(await k.call('GET', '/api/redpacket/best_odds?hbgs=7&szlhs=1'));
    expect(rest.rate).toBe('1.6');
    expect((await sbin('redpacket_check', { id: 9, gid: 'RedPacket', hid })).status).toBe(401);
  });

  it('the draw scheduler tick sweeps expired packets: unclaimed parts go back to the sender', async () => {
    const m = await k.newMember();
    await fund(k.db.db, m.id, 5_000);
    const token = await k.login(m);
    const p = result<RedPacketView>(
      await k.call(
        'POST',
        '/api/redpacket/create',
        { game_room_id: '10', hbgs: 4, szlhs: [0, 5], amount_fen: 1_000 },
        token,
      ),
    );
    expect(await wallet(k.db.db, m.id)).toBe(4_000);
    k.clock.advance(299_000);
    expect((await k.tick()).swept).toBe(0);
    k.clock.advance(1_000);
    expect((await k.tick()).swept).toBeGreaterThanOrEqual(1);
    expect((await k.tick()).swept).toBe(0);
    expect(await wallet(k.db.db, m.id)).toBe(5_000);
    const view = result<RedPacketView>(
      await k.call('GET', `/api/redpacket/detail?hid=${p.hid}`, undefined, token),
    );
    expect(view.settlement).toMatchObject({ reason: 'expired', unclaimedFen: 1_000 });
    expect(view.seed).toMatch(/^[0-9a-f]{64}$/);
    expectRefusal(
      await k.call('POST', '/api/redpacket/grab', { hid: p.hid }, grabbers[0]?.token),
      RedPacketErrorCode.Expired,
    );
  });

  it('a grabber without the liability gets the readable insufficient-balance refusal', async () => {
    const poor = await k.newMember();
    await fund(k.db.db, poor.id, 1_000);
    const token = await k.login(poor);
    const p = result<RedPacketView>(
      await k.call('POST', '/api/redpacket/jdsl', { szlh: 1, money: '100' }, sender),
    );
    const r = await k.call('POST', '/api/redpacket/grab', { hid: p.hid }, token);
    expectRefusal(r, ErrorCode.InsufficientBalance);
    expect(String(r.body.error_message)).toBe(
      `${Messages.insufficientBalance}抢此红包需冻结160元（红包金额100元 × 1.6倍赔付），红包结算后解冻`,
    );
    expect(await wallet(k.db.db, poor.id)).toBe(1_000);
  });

  it('bad payloads answer 4xx with a readable message, never 5xx', async () => {
    const bad: [string, string, unknown][] = [
      ['POST', '/api/redpacket/grab', {}],
      ['POST', '/api/redpacket/grab', { hid: 'abc' }],
      ['POST', '/api/redpacket/grab', { hid: -1 }],
      ['POST', '/api/redpacket/grab', { hid: 999_999 }],
      ['POST', '/api/redpacket/grab', { hid: 1, money: 'abc' }],
      ['POST', '/api/redpacket/grab', '{"hid":'],
      ['POST', '/api/redpacket/create', { hbgs: 'x', szlhs: '1', money: 10 }],
      ['POST', '/api/redpacket/create', { hbgs: 5, szlhs: '11', money: 10 }],
      ['POST', '/api/redpacket/create', { hbgs: 5, szlhs: '1,2', money: '10.001' }],
      ['POST', '/api/redpacket/create', { hbgs: 5, szlhs: '1,2', money: '100', count: 3 }],
      ['POST', '/api/redpacket/create', { hbgs: 5, szlhs: '1,2,3,4,5,6', money: '100' }],
      ['POST', '/api/redpacket/create', { hbgs: 1, szlhs: '1', money: '100' }],
      ['POST', '/api/redpacket/create', { hbgs: 5, szlhs: '1' }],
      ['POST', '/api/redpacket/create', { game_id: 'Tradition28', hbgs: 5, szlhs: '1', money: '100' }],
      ['POST', '/api/redpacket/jdsl', { szlh: '12', money: '100' }],
      ['POST', '/api/redpacket/jdsl', { szlh: 3, money: '1' }],
      ['POST', '/api/redpacket/jdsl', { szlh: 3, money: '-100' }],
      ['POST', '/api/redpacket/jdsl', { szlh: 3, amount_fen: 1.5 }],
      ['GET', '/api/redpacket/check', undefined],
      ['GET', '/api/redpacket/detail?hid=0', undefined],
      ['GET', '/api/redpacket/results?hid=9999999999999999999', undefined],
      ['GET', '/api/redpacket/list?limit=1000', undefined],
      ['GET', '/api/redpacket/list?game_id=Nope', undefined],
      ['GET', '/api/redpacket/best_odds?hbgs=5&szlhs=6', undefined],
      ['GET', '/api/redpacket/best_odds?hbgs=abc&szlhs=1', undefined],
    ];
    for (const [method, url, body] of bad) {
      const r =
        typeof body === 'string'
          ? await k.app
              .inject({
                method: 'POST',
                url,
                payload: body,
                headers: { token: sender, 'content-type': 'application/json' },
              })
              .then((res) => ({ status: res.statusCode, body: res.json() }))
          : await k.call(method as 'GET' | 'POST', url, body, sender);
      expect(
        r.status,
        `${method} ${url} ${JSON.stringify(body)} → ${JSON.stringify(r.body)}`,
      ).toBeGreaterThanOrEqual(400);
      expectRefusal(r as Reply);
    }
    const sbinBad: [string, unknown][] = [
      ['redpacket_grab', { money: '10' }],
      ['redpacket_grab', { money: 'x', hid: 1 }],
      ['redpacket_open', { id: 1, gid: 'RedPacket', hid: 'x' }],
      ['redpacket_open', { id: 1, gid: 'Nope', hid: 1 }],
      ['redpacket_create', { id: 1, gid: 'RedPacket', hbgs: 5, szlhs: '1,1', money: 10, count: 2 }],
      ['jdsl_bet', { id: 1, gid: 'RedPacket', szlh: 3, money: '0' }],
      ['best_odds', { id: 1, gid: 'RedPacket', hbgs: 'x', szlhs: 1 }],
    ];
    for (const [jkid, params] of sbinBad) {
      const r = await sbin(jkid, params, sender);
      expect(
        r.status,
        `${jkid} ${JSON.stringify(params)} → ${JSON.stringify(r.body)}`,
      ).toBeGreaterThanOrEqual(400);
      expectRefusal(r);
      expect(r.body.code).toBe('0');
    }
    expect(await reconcile(k.db.db)).toEqual({ ok: true, problems: [] });
  });
});
