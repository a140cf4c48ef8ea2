import { ErrorCode } from '@qilin/contract';
import { findGameFamily } from '@qilin/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fund } from '../bet/bet-kit';
import { buildHttpKit } from '../bet/http-kit';
import { testDbKind } from '../helpers';

const entries = findGameFamily('Tradition28')?.playGroups.credit[0]?.entries ?? [];
const odds = (playId: string) => entries.find((e) => e.playId === playId)?.odds ?? '';

type Recent = {
  id: string;
  name: string;
  type: number;
  roomId: string;
  enteredAt: number | null;
  lastBetAt: number | null;
  lastAt: number;
};

/** Spec §7 "recent game": the server records entries and bets; the list is newest activity first. */
describe(`recent games (${testDbKind()})`, () => {
  let kit: Awaited<ReturnType<typeof buildHttpKit>>;
  beforeAll(async () => {
    kit = await buildHttpKit(['Tradition28', 'Ffc', 'Jsk3']);
    await kit.tick();
  });
  afterAll(async () => {
    await kit.close();
  });

  async function member() {
    const m = await kit.newMember();
    await fund(kit.db.db, m.id, 100_000);
    return kit.login(m);
  }
  const restList = async (token: string) =>
    ((await kit.call('GET', '/api/lottery/recent', undefined, token)).body.result as { list: Recent[] }).list;
  const sbinList = async (token: string) =>
    (await kit.call('POST', '/sbin', { jkid: 'recent_game', jkparam: '{}' }, token)).body.result as Recent[];

  it('lists entered and bet-on games, newest first, the same over REST and /sbin', async () => {
    const token = await member();
    expect(await restList(token)).toEqual([]);
    const enter = await kit.call('POST', '/api/lottery/enter', { game_id: 'Ffc', game_room_id: 2 }, token);
    expect(enter.body).toMatchObject({ success: true });
    const enteredFfc = kit.clock.ms;
    kit.clock.advance(1_000);
    const content = JSON.stringify([{ playId: 'big', amountFen: 200, odds: odds('big') }]);
    const bet = await kit.call(
      'POST',
      '/api/bet/order',
      { game_id: 'Tradition28', game_room_id: 5, content },
      token,
    );
    expect(bet.body.success).toBe(true);
    const betAt = kit.clock.ms;
    kit.clock.advance(1_000);
    // The legacy client's game_info on entering a game records the entry too (room = id when gid names the game).
    await kit.call('POST', '/sbin', { jkid: 'game_info', jkparam: '{"id":3,"gid":"Jsk3"}' }, token);

    const list = await restList(token);
    expect(list.map((g) => g.id)).toEqual(['Jsk3', 'Tradition28', 'Ffc']);
    expect(list[0]).toMatchObject({
      name: findGameFamily('Jsk3')?.name,
      type: 2,
      roomId: '3',
      lastBetAt: null,
    });
    expect(list[1]).toMatchObject({ roomId: '5', enteredAt: null, lastBetAt: betAt, lastAt: betAt });
    expect(list[2]).toMatchObject({ roomId: '2', enteredAt: enteredFfc, lastBetAt: null });
    expect(await sbinList(token)).toEqual(list);

    // Re-entering moves a game to the front; entering the game bet on keeps one row per game.
    kit.clock.advance(1_000);
    await kit.call('POST', '/api/lottery/enter', { game_id: 'Ffc', game_room_id: 2 }, token);
    kit.clock.advance(1_000);
    await kit.call('POST', '/api/lottery/enter', { game_id: 'Tradition28', game_room_id: 1 }, token);
    const again = await restList(token);
    expect(again.map((g) => g.id)).toEqual(['Tradition28', 'Ffc', 'Jsk3']);
    expect(again[0]).toMatchObject({ roomId: '1', lastBetAt: betAt, lastAt: kit.clock.ms });
    const two = await kit.call('GET', '/api/lottery/recent?count=2', undefined, token);
    expect((two.body.result as { list: Recent[] }).list).toHaveLength(2);
  });

  it("keeps each member's list to their own games", async () => {
    const a = await member();
    const b = await member();
    await kit.call('POST', '/api/lottery/enter', { game_id: 'Jsk3' }, a);
    expect((await restList(a)).map((g) => g.id)).toEqual(['Jsk3']);
    expect(await restList(b)).toEqual([]);
    expect(await sbinList(b)).toEqual([]);
  });

  it('refuses guests and bad input with readable 4xx answers', async () => {
    const guest = await kit.call('POST', '/api/lottery/enter', { game_id: 'Ffc' });
    expect(guest.body).toMatchObject({ success: false, error_code: ErrorCode.SessionExpired });
    const guestList = await kit.call('POST', '/sbin', { jkid: 'recent_game', jkparam: '{}' });
    expect(guestList.body).toMatchObject({ code: expect.not.stringMatching(/^1$/) });
    const token = await member();
    const unknown = await kit.call('POST', '/api/lottery/enter', { game_id: 'NoSuchGame' }, token);
    expect(unknown.status).toBe(404);
    const missing = await kit.call('POST', '/api/lottery/enter', {}, token);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, error_code: ErrorCode.InvalidPayload });
    const badCount = await kit.call('GET', '/api/lottery/recent?count=999', undefined, token);
    expect(badCount.status).toBe(400);
  });
});
