import { BetErrorCode, WS_PATH } from '@qilin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOM_PRESENCE_MS } from '../../src/modules/game/room-presence.service';
import { buildHttpKit } from '../bet/http-kit';
import { testDbKind } from '../helpers';
import { TestClient, waitUntil } from '../realtime/realtime-test-kit';

type Room = { gid: string; id: string; online: number; list: { nickname: string; avatar: string }[] };

/** /sbin online_list: members connected now, counted in the room they entered last. */
describe(`online list per room (${testDbKind()})`, () => {
  let kit: Awaited<ReturnType<typeof buildHttpKit>>;
  let wsUrl = '';
  const sockets: TestClient[] = [];
  beforeAll(async () => {
    kit = await buildHttpKit(['Tradition28', 'Ffc']);
    await kit.app.listen({ host: '127.0.0.1', port: 0 });
    const address = kit.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no TCP address');
    wsUrl = `ws://127.0.0.1:${address.port}${WS_PATH}`;
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await kit.close();
  });

  /** A member with a session, optionally connected to the socket (logged in on it). */
  async function member(nickname: string, connected: boolean) {
    const m = await kit.newMember();
    await kit.db.db.updateTable('members').set({ nickname }).where('id', '=', m.id).execute();
    const token = await kit.login(m);
    let socket: TestClient | null = null;
    if (connected) {
      socket = await TestClient.connect(wsUrl);
      sockets.push(socket);
      await socket.next('identify');
      socket.send({ type: 'login', token });
      await waitUntil(() => kit.app.realtime.memberConnectionCount(m.id) === 1);
    }
    return { id: m.id, token, socket };
  }
  const enter = (token: string, game: string, room: number) =>
    kit.call('POST', '/api/lottery/enter', { game_id: game, game_room_id: room }, token);
  const online = async (params: object) =>
    (await kit.call('POST', '/sbin', { jkid: 'online_list', jkparam: JSON.stringify(params) })).body;

  it('counts each connected member in the room they entered last, within the presence window', async () => {
    const stale = await member('旧时访客', true);
    await enter(stale.token, 'Tradition28', 1);
    kit.clock.advance(ROOM_PRESENCE_MS + 1_000); // entered too long ago to count as in the room
    const alice = await member('爱丽丝', true);
    const bob = await member('鲍勃', true);
    const carol = await member('卡罗尔', false); // entered, but no socket
    const dave = await member('大卫同学', true);
    await enter(alice.token, 'Tradition28', 1);
    await enter(bob.token, 'Tradition28', 2);
    await enter(carol.token, 'Tradition28', 1);
    await enter(dave.token, 'Tradition28', 1);
    kit.clock.advance(1_000);
    await enter(dave.token, 'Ffc', 3); // moved on: counted in Ffc room 3 only

    expect((await online({ id: 1, gid: 'Tradition28' })).result).toEqual([
      { gid: 'Tradition28', id: '1', online: 1, list: [{ nickname: '爱***丝', avatar: expect.any(String) }] },
    ]);
    const game = (await online({ gid: 'Tradition28' })).result as Room[];
    expect(game.map((r) => [r.id, r.online, r.list.map((m) => m.nickname)])).toEqual(
      expect.arrayContaining([
        ['1', 1, ['爱***丝']],
        ['2', 1, ['鲍*']],
      ]),
    );
    expect(game).toHaveLength(2);
    const all = (await online({})).result as Room[];
    expect(all.map((r) => `${r.gid}:${r.id}:${r.online}`).sort()).toEqual([
      'Ffc:3:1',
      'Tradition28:1:1',
      'Tradition28:2:1',
    ]);

    // Alice closes her socket: room 1 is asked for by name, so it answers with nobody in it.
    alice.socket?.close();
    await waitUntil(() => kit.app.realtime.memberConnectionCount(alice.id) === 0);
    expect((await online({ id: 1, gid: 'Tradition28' })).result).toEqual([
      { gid: 'Tradition28', id: '1', online: 0, list: [] },
    ]);
    expect((await online({ id: 9, gid: 'Ffc' })).result).toEqual([
      { gid: 'Ffc', id: '9', online: 0, list: [] },
    ]);
  });

  it('refuses an unknown game', async () => {
    expect(await online({ id: 1, gid: 'Nope' })).toMatchObject({
      success: false,
      error_code: BetErrorCode.GameNotFound,
    });
  });
});
