import {
  type ChatMessage,
  ChatMessages,
  type ChatRoom,
  chatMessageSchema,
  ErrorCode,
  WS_PATH,
} from '@qilin/contract';
import { findGameFamily } from '@qilin/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fund } from '../bet/bet-kit';
import { buildHttpKit } from '../bet/http-kit';
import { type BuiltMember, testDbKind } from '../helpers';
import { TestClient } from '../realtime/realtime-test-kit';

const GAME = 'Tradition28';
const pc28 = findGameFamily(GAME)?.playGroups.credit.flatMap((g) => g.entries) ?? [];
const odds = (playId: string) => pc28.find((e) => e.playId === playId)?.odds ?? '';

type Page = { list: ChatMessage[]; hasMore: boolean };

/** Chat rooms on one process: rooms, messages, resume, moderation, shared bets, the draw announcer. */
describe(`chat rooms (${testDbKind()})`, () => {
  let kit: Awaited<ReturnType<typeof buildHttpKit>>;
  let wsUrl: string;
  const sockets: TestClient[] = [];
  let alice: BuiltMember & { token: string };
  let bob: BuiltMember & { token: string };

  beforeAll(async () => {
    kit = await buildHttpKit([GAME]);
    await kit.app.listen({ host: '127.0.0.1', port: 0 });
    const address = kit.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no TCP address');
    wsUrl = `ws://127.0.0.1:${address.port}${WS_PATH}`;
    await kit.tick(); // opens the first issue
    const a = await kit.newMember();
    const b = await kit.newMember();
    alice = { ...a, token: await kit.login(a) };
    bob = { ...b, token: await kit.login(b) };
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await kit.close();
  });

  const admin = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const res = await kit.app.inject({
      method,
      url,
      ...(payload && { payload }),
      headers: { 'x-admin-token': kit.app.env.adminToken },
    });
    return { status: res.statusCode, body: res.json() as { success: boolean; result?: unknown } };
  };
  const send = (token: string, body: object) =>
    kit.call('POST', '/api/chat/send', { game_id: GAME, room_id: 1, type: 'text', ...body }, token);
  const say = async (token: string, content: string, room = 1) => {
    const r = await send(token, { content, room_id: room });
    expect(r.body).toMatchObject({ success: true });
    return r.body.result as ChatMessage;
  };
  const page = async (token: string, query: string, room = 1) => {
    const r = await kit.call(
      'GET',
      `/api/chat/messages?game_id=${GAME}&room_id=${room}&${query}`,
      undefined,
      token,
    );
    expect(r.body).toMatchObject({ success: true });
    return r.body.result as Page;
  };
  const auditActions = async (action: string) =>
    (await kit.db.db.selectFrom('audit_log').select('action').where('action', '=', action).execute()).length;
  /** Each test's sends come after the rate window of the previous one. */
  const nextWindow = () => kit.clock.set(new Date(kit.clock.now().getTime() + 11_000));

  async function joined(token: string, rooms: string[]) {
    const socket = await TestClient.connect(wsUrl);
    sockets.push(socket);
    await socket.next('identify');
    socket.send({ type: 'login', token });
    await socket.next('loggedIn');
    socket.send({ type: 'chatJoin', rooms });
    const ack = await socket.next('chatJoined');
    return { socket, ack };
  }

  it('lists the three default rooms of a game with limits, by REST and by /sbin room and new_room', async () => {
    const rest = await kit.call('GET', `/api/chat/rooms?game_id=${GAME}`);
    const rooms = (rest.body.result as { list: ChatRoom[] }).list;
    expect(rooms.map((r) => [r.id, r.name, r.tier])).toEqual([
      ['1', ChatMessages.roomBasic, 'basic'],
      ['2', ChatMessages.roomAdvanced, 'advanced'],
      ['3', ChatMessages.roomVip, 'vip'],
    ]);
    expect(rooms[0]?.limits.minFen).toBeGreaterThan(0);
    for (const jkid of ['room', 'new_room']) {
      const sbin = await kit.call(
        'POST',
        '/sbin',
        { jkid, jkparam: JSON.stringify({ id: GAME }) },
        alice.token,
      );
      expect(sbin.body).toMatchObject({ code: '1' });
      expect((sbin.body.result as ChatRoom[]).map((r) => r.name)).toEqual(rooms.map((r) => r.name));
    }
    const unknown = await kit.call('GET', '/api/chat/rooms?game_id=NoSuchGame');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, error_code: ErrorCode.ChatRoomNotFound });
  });

  it("takes the operator's rooms instead, each with its own limits, and audits the change", async () => {
    const set = (room_id: string, name: string, tier: string, enabled = true) =>
      admin('PUT', '/api/admin/chat/rooms', {
        game_id: GAME,
        room_id,
        name,
        tier,
        sort: Number(room_id),
        enabled,
      });
    expect((await set('1', '新手房', 'basic')).body).toMatchObject({ success: true });
    expect((await set('2', '高手房', 'advanced')).body).toMatchObject({ success: true });
    expect((await set('3', 'VIP房', 'vip', false)).status).toBe(200);
    // Room 2 gets its own stake limits through the game module's room config.
    const limits = await kit.app.gamePlay.roomConfigs.resolve(GAME, '2');
    const rooms = (
      (await kit.call('GET', `/api/chat/rooms?game_id=${GAME}`)).body.result as { list: ChatRoom[] }
    ).list;
    expect(rooms.map((r) => `${r.id}:${r.name}`)).toEqual(['1:新手房', '2:高手房']);
    expect(rooms[1]?.limits).toEqual(limits.family.limits);
    expect(await auditActions('chat.room-set')).toBe(3);
    // A disabled room takes no messages.
    const closed = await send(alice.token, { room_id: 3, content: 'hi' });
    expect(closed.body).toMatchObject({ error_code: ErrorCode.ChatRoomNotFound });
  });

  it('stores messages in the spec shape, pages them by id in order, and resumes after an id', async () => {
    nextWindow();
    const sent = [await say(alice.token, '一'), await say(bob.token, '二'), await say(alice.token, '三')];
    for (const m of sent) expect(chatMessageSchema.parse(m)).toEqual(m);
    expect(sent[0]).toMatchObject({
      gid: GAME,
      roomId: '1',
      name: alice.username,
      type: 'text',
      content: '一',
      ext: { isRobot: false, issue: null, official: false, recalled: false, bet: null },
    });
    expect(sent.map((m) => m.id)).toEqual([...sent.map((m) => m.id)].sort((x, y) => x - y));
    const latest = await page(alice.token, 'limit=2');
    expect(latest.list.map((m) => m.content)).toEqual(['二', '三']);
    expect(latest.hasMore).toBe(true);
    const older = await page(alice.token, `before=${latest.list[0]?.id}&limit=2`);
    expect(older.list.map((m) => m.content)).toEqual(['一']);
    const after = await page(alice.token, `after=${sent[0]?.id}`);
    expect(after).toEqual({ list: sent.slice(1), hasMore: false });
  });

  it('makes a retried send (same client_key) the same message', async () => {
    nextWindow();
    const first = await send(alice.token, { content: '重发', client_key: 'key-12345678' });
    const again = await send(alice.token, { content: '重发', client_key: 'key-12345678' });
    expect((again.body.result as ChatMessage).id).toBe((first.body.result as ChatMessage).id);
    expect((await page(alice.token, 'limit=5')).list.filter((m) => m.content === '重发')).toHaveLength(1);
  });

  it('limits a member to 5 messages per 10 s across rooms, then lets them speak again', async () => {
    nextWindow();
    for (let i = 0; i < 5; i++) await say(bob.token, `快${i}`, i % 2 === 0 ? 1 : 2);
    const sixth = await send(bob.token, { content: '太快' });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({
      error_code: ErrorCode.ChatRateLimited,
      error_message: ChatMessages.rateLimited,
    });
    // Alice is not limited by Bob's messages.
    await say(alice.token, '我可以');
    nextWindow();
    await say(bob.token, '又可以了');
  });

  it('refuses messages with a listed word (folded), the list edited by the operator with an audit row', async () => {
    nextWindow();
    const put = await admin('PUT', '/api/admin/chat/words', { words: ['赌博', 'QQ群', '赌博'] });
    expect(put.body).toMatchObject({ success: true, result: { words: ['QQ群', '赌博'] } });
    expect(await auditActions('chat.words-set')).toBe(1);
    for (const content of ['来赌 博吧', '加qq群', '加 Q.Q 群']) {
      const r = await send(alice.token, { content });
      expect(r.status, content).toBe(400);
      expect(r.body).toMatchObject({ error_code: ErrorCode.ChatWordBlocked });
    }
    await say(alice.token, '正常发言');
  });

  it('mutes and bans for a time: a muted member reads but cannot send, a banned one does neither', async () => {
    nextWindow();
    const mute = await admin('POST', '/api/admin/chat/sanctions', {
      member_id: bob.id,
      kind: 'mute',
      minutes: 10,
      reason: '刷屏',
    });
    expect(mute.body).toMatchObject({ success: true, result: { kind: 'mute', memberId: bob.id } });
    const refused = await send(bob.token, { content: '说不了' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error_code: ErrorCode.ChatMuted });
    await page(bob.token, 'limit=1');
    // The mute ends by itself.
    kit.clock.set(new Date(kit.clock.now().getTime() + 11 * 60_000));
    await say(bob.token, '解除了');

    const ban = await admin('POST', '/api/admin/chat/sanctions', {
      member_id: bob.id,
      kind: 'ban',
      minutes: 60,
      reason: '广告',
    });
    const banId = (ban.body.result as { id: number }).id;
    const read = await kit.call('GET', `/api/chat/messages?game_id=${GAME}&room_id=1`, undefined, bob.token);
    expect(read.body).toMatchObject({ error_code: ErrorCode.ChatBanned });
    expect((await joined(bob.token, [`${GAME}:1`])).ack).toEqual({ type: 'chatJoined', rooms: [] });
    expect((await admin('POST', `/api/admin/chat/sanctions/${banId}/lift`)).body).toMatchObject({
      success: true,
    });
    expect((await joined(bob.token, [`${GAME}:1`])).ack).toEqual({
      type: 'chatJoined',
      rooms: [`${GAME}:1`],
    });
    expect(await auditActions('chat.mute')).toBe(1);
    expect(await auditActions('chat.ban')).toBe(1);
    expect(await auditActions('chat.ban-lifted')).toBe(1);
  });

  it('delivers to joined sockets only, and a withdrawal shows 该消息已被撤回 to the room', async () => {
    nextWindow();
    const { socket: inRoom } = await joined(alice.token, [`${GAME}:1`]);
    const { socket: elsewhere } = await joined(alice.token, [`${GAME}:2`]);
    const posted = await say(bob.token, '撤回我');
    const pushed = await inRoom.next('chat');
    expect(pushed).toEqual({ type: 'chat', message: posted });
    // Alice may not withdraw Bob's message; Bob may.
    const notHers = await kit.call('POST', '/api/chat/recall', { id: posted.id }, alice.token);
    expect(notHers.body).toMatchObject({ error_code: ErrorCode.ChatMessageNotFound });
    expect((await kit.call('POST', '/api/chat/recall', { id: posted.id }, bob.token)).body).toMatchObject({
      success: true,
    });
    expect(await inRoom.next('chatRecall')).toEqual({
      type: 'chatRecall',
      gameId: GAME,
      roomId: '1',
      id: posted.id,
    });
    const shown = (await page(alice.token, `after=${posted.id - 1}`)).list[0];
    expect(shown).toMatchObject({ id: posted.id, content: ChatMessages.recalled, ext: { recalled: true } });
    // The moderator withdraws any message, with an audit row.
    const other = await say(alice.token, '违规内容');
    await inRoom.next('chat');
    expect((await admin('POST', `/api/admin/chat/messages/${other.id}/recall`)).body).toMatchObject({
      success: true,
    });
    expect(await auditActions('chat.message-recalled')).toBe(1);
    expect(elsewhere.received.filter((m) => m.type === 'chat' || m.type === 'chatRecall')).toEqual([]);
  });

  it('takes one report per member and message; moderators see the count', async () => {
    nextWindow();
    const m = await say(bob.token, '可疑');
    expect(
      (await kit.call('POST', '/api/chat/report', { id: m.id, reason: '广告' }, alice.token)).body,
    ).toMatchObject({ success: true });
    const twice = await kit.call('POST', '/api/chat/report', { id: m.id, reason: '广告' }, alice.token);
    expect(twice.body).toMatchObject({ error_code: ErrorCode.ChatAlreadyReported });
    const reported = await admin('GET', `/api/admin/chat/messages?game_id=${GAME}&room_id=1&reported=1`);
    const list = (reported.body.result as { list: { id: number; reports: number; memberId: number }[] }).list;
    expect(list.find((r) => r.id === m.id)).toMatchObject({ reports: 1, memberId: bob.id });
  });

  it("counts each member's unread messages per room and clears them on read", async () => {
    nextWindow();
    const a = await kit.newMember();
    const carol = await kit.login(a);
    const unread = async () =>
      (
        (await kit.call('GET', `/api/chat/rooms?game_id=${GAME}`, undefined, carol)).body.result as {
          list: ChatRoom[];
        }
      ).list;
    const before = await unread();
    const room1 = before.find((r) => r.id === '1');
    expect(room1?.unread).toBeGreaterThan(0);
    const read = await kit.call(
      'POST',
      '/api/chat/read',
      { game_id: GAME, room_id: 1, last_id: room1?.lastId },
      carol,
    );
    expect(read.body).toMatchObject({ result: { unread: 0 } });
    await say(bob.token, '新消息');
    expect((await unread()).find((r) => r.id === '1')?.unread).toBe(1);
    // Her own messages are never unread to her.
    await say(carol, '我自己的');
    expect((await unread()).find((r) => r.id === '1')?.unread).toBe(1);
  });

  it("shares a member's own bet with its receipt and a copy another member places through the normal path", async () => {
    nextWindow();
    await kit.tick(); // the clock moved on: the issue on sale now
    await fund(kit.db.db, alice.id, 100_000);
    await fund(kit.db.db, bob.id, 100_000);
    const content = JSON.stringify([{ playId: 'big', amountFen: 1_000, odds: odds('big') }]);
    const placed = await kit.call(
      'POST',
      '/api/bet/order',
      { game_id: GAME, game_room_id: 1, content },
      alice.token,
    );
    expect(placed.body).toMatchObject({ success: true });
    const receipt = (placed.body.result as { receipt: { orderId: number; hash: string; issue: string } })
      .receipt;
    const shared = await kit.call('POST', '/api/chat/share-bet', { order_id: receipt.orderId }, alice.token);
    const message = shared.body.result as ChatMessage;
    expect(message).toMatchObject({ type: 'bet', ext: { isRobot: false, issue: receipt.issue } });
    expect(message.ext.bet?.receipt).toEqual(receipt);
    expect(message.content).toBe(ChatMessages.sharedBet(receipt.issue, '大'));
    // Only one's own order.
    const notHis = await kit.call('POST', '/api/chat/share-bet', { order_id: receipt.orderId }, bob.token);
    expect(notHis.status).toBe(404);
    expect(notHis.body).toMatchObject({ error_code: ErrorCode.ChatBetNotFound });
    // 跟投: Bob places the copy as it is.
    const copy = await kit.call('POST', '/api/bet/order', message.ext.bet?.copy, bob.token);
    expect(copy.body).toMatchObject({
      success: true,
      result: { receipt: { issue: receipt.issue, totalFen: 1_000 } },
    });
  });

  it('announces each draw in every room as a robot, once per issue, never as a player', async () => {
    const current = await kit.app.gamePlay.draws.currentIssue(GAME);
    if (!current) throw new Error('nothing on sale');
    kit.clock.set(new Date(current.drawAt + 1_000));
    await kit.tick();
    const robotIn = async (room: number) =>
      (await page(alice.token, 'limit=50', room)).list.filter(
        (m) => m.ext.isRobot && m.ext.issue === current.issue,
      );
    let announced: ChatMessage[] = [];
    for (let i = 0; i < 100 && announced.length === 0; i++) {
      announced = await robotIn(1);
      if (announced.length === 0) await new Promise((r) => setTimeout(r, 50));
    }
    const drawn = await kit.app.gamePlay.draws.issue(GAME, current.issue);
    expect(announced).toHaveLength(1);
    expect(announced[0]).toMatchObject({
      type: 'system',
      name: ChatMessages.robotName,
      ext: { isRobot: true, issue: current.issue, official: false, bet: null },
    });
    expect(announced[0]?.content).toContain(`第${current.issue}期`);
    const result = drawn?.result;
    if (result?.game === 'pc28') expect(announced[0]?.content).toContain(`=${result.sum}`);
    expect(await robotIn(2)).toHaveLength(1);
    // Heard again (another tick, a second listener): not posted again.
    await kit.app.events.publish({ type: 'saleIssueChanged', gameCode: GAME });
    await new Promise((r) => setTimeout(r, 200));
    expect(await robotIn(1)).toHaveLength(1);
  });

  it("announces a red packet's end in its chat room as a robot: parts, grabs, whether a mine was hit", async () => {
    await fund(kit.db.db, alice.id, 100_000);
    const made = await kit.call(
      'POST',
      '/api/redpacket/jdsl',
      { game_id: 'RedPacket', game_room_id: '2', szlh: 3, hbgs: 5, money: '10' },
      alice.token,
    );
    expect(made.body).toMatchObject({ success: true });
    const hid = (made.body.result as { hid: number }).hid;
    // Nobody grabs: it expires, and the sweep on the scheduler's tick settles it.
    kit.clock.set(new Date(kit.clock.now().getTime() + 301_000));
    await kit.tick();
    const robot = async () => {
      const r = await kit.call('GET', '/api/chat/messages?game_id=RedPacket&room_id=2', undefined, bob.token);
      return (r.body.result as Page).list.filter((m) => m.ext.isRobot);
    };
    let said: ChatMessage[] = [];
    for (let i = 0; i < 100 && said.length === 0; i++) {
      said = await robot();
      if (said.length === 0) await new Promise((r) => setTimeout(r, 50));
    }
    expect(said.map((m) => m.content)).toEqual([ChatMessages.redPacketOutcome(hid, 5, 0, false, true)]);
    expect(said[0]?.ext).toMatchObject({ isRobot: true, bet: null });
  });

  it('posts staff messages with the official flag and an audit row', async () => {
    const r = await admin('POST', '/api/admin/chat/messages', {
      game_id: GAME,
      room_id: '1',
      content: '欢迎来到新手房',
    });
    expect(r.body).toMatchObject({
      success: true,
      result: { name: ChatMessages.staffName, ext: { official: true, isRobot: false } },
    });
    expect(await auditActions('chat.staff-posted')).toBe(1);
  });

  it('answers predictions with their track record and the independence statement, no promise', async () => {
    const r = await kit.call(
      'POST',
      '/sbin',
      { jkid: 'prediction', jkparam: JSON.stringify({ id: 1, gid: GAME }) },
      alice.token,
    );
    const [current] = r.body.result as {
      track: { judged: number; hits: number; text: string };
      statement: string;
    }[];
    expect(current?.statement).toBe(ChatMessages.predictionStatement);
    expect(current?.track.hits).toBeLessThanOrEqual(current?.track.judged ?? 0);
    expect(current?.track.text).toBe(
      ChatMessages.predictionTrack(current?.track.hits ?? 0, current?.track.judged ?? 0),
    );
    for (const text of Object.values(ChatMessages).filter((v) => typeof v === 'string'))
      expect(text).not.toMatch(/保证|必中|稳赚|guarantee/i);
  });

  it('prunes messages older than the retention', async () => {
    const before = await kit.db.db.selectFrom('chat_messages').select('id').execute();
    expect(before.length).toBeGreaterThan(0);
    await kit.db.db
      .updateTable('chat_messages')
      .set({ created_at: new Date(kit.clock.now().getTime() - 31 * 24 * 3600_000) })
      .where('id', '=', before[0]?.id ?? 0)
      .execute();
    // The sweeper rides the scheduler's ticks and acts at most hourly.
    kit.clock.set(new Date(kit.clock.now().getTime() + 61 * 60_000));
    await kit.tick();
    const after = await kit.db.db.selectFrom('chat_messages').select('id').execute();
    expect(after.map((r) => r.id)).not.toContain(before[0]?.id);
    expect(after.map((r) => r.id)).toEqual(expect.arrayContaining(before.slice(1).map((r) => r.id)));
  });
});
