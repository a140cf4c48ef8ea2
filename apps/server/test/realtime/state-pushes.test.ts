import { type ServerMessage, WS_PATH } from '@qilin/contract';
import { findGameFamily } from '@qilin/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fund } from '../bet/bet-kit';
import { buildHttpKit } from '../bet/http-kit';
import { testDbKind } from '../helpers';
import { TestClient, waitUntil } from './realtime-test-kit';

type IssuePush = Extract<ServerMessage, { type: 'issue' }>;
const bigOdds = findGameFamily('Tradition28')?.playGroups.credit[0]?.entries.find(
  (e) => e.playId === 'big',
)?.odds;

/** What GET sale/issue answers, minus the fields that depend on the instant of the call. */
const timeless = ({ serverTime, closeCountdown, drawCountdown, ...rest }: Record<string, unknown>) => rest;
/** The same, with the last draw's state left out (the push comes before its settlement). */
const unsettled = (sale: Record<string, unknown>) => {
  const { last, ...rest } = timeless(sale);
  const { state, ...drawn } = last as Record<string, unknown>;
  return { ...rest, last: drawn };
};

// Issue 16: the clients polled the issue on sale at every draw instant; the server now pushes it, and
// the balance refresh of a settlement, over the socket.
describe(`the socket pushes issue changes and balance refreshes (${testDbKind()})`, () => {
  let kit: Awaited<ReturnType<typeof buildHttpKit>>;
  let wsUrl = '';
  const clients: TestClient[] = [];
  const connect = async () => {
    const c = await TestClient.connect(wsUrl);
    clients.push(c);
    await c.next('identify');
    return c;
  };
  beforeAll(async () => {
    kit = await buildHttpKit(['Tradition28']);
    await kit.app.listen({ port: 0, host: '127.0.0.1' });
    const address = kit.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no TCP address');
    wsUrl = `ws://127.0.0.1:${address.port}${WS_PATH}`;
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await kit.close();
  });

  it('an issue opened, then drawn, reaches every socket with the sale/issue answer', async () => {
    const guest = await connect();
    await kit.tick();
    const opened = (await guest.next('issue')) as IssuePush;
    expect(opened).toMatchObject({ gameId: 'Tradition28', sale: { issue: '20260301-121', state: 'OPEN' } });
    const rest = await kit.call('GET', '/api/guest/lottery/sale/issue?game_id=Tradition28');
    expect(timeless(opened.sale ?? {})).toEqual(timeless(rest.body.result as Record<string, unknown>));

    const member = await kit.newMember();
    await fund(kit.db.db, member.id, 10_000);
    const token = await kit.login(member);
    const mine = await connect();
    mine.send({ type: 'login', token });
    await waitUntil(() => kit.app.realtime.memberConnectionCount(member.id) === 1);
    const content = JSON.stringify([{ playId: 'big', amountFen: 500, odds: bigOdds }]);
    const bet = await kit.call(
      'POST',
      '/api/bet/order',
      { game_id: 'Tradition28', game_room_id: 1, content },
      token,
    );
    expect(bet.status).toBe(200);

    guest.received.length = 0;
    mine.received.length = 0;
    kit.clock.set(new Date('2026-03-01T10:05:01+08:00'));
    await kit.tick();
    const drawn = (await guest.next('issue')) as IssuePush;
    expect(drawn.sale).toMatchObject({
      issue: '20260301-122',
      state: 'OPEN',
      last: { issue: '20260301-121' },
    });
    expect((drawn.sale?.last as { result: unknown } | undefined)?.result).toBeTruthy();
    const after = await kit.call('GET', '/api/guest/lottery/sale/issue?game_id=Tradition28');
    expect(unsettled(drawn.sale ?? {})).toEqual(unsettled(after.body.result as Record<string, unknown>));
    // The member's own socket hears the draw and, once the bet settled, its balance refresh.
    expect(await mine.next('issue')).toMatchObject({ sale: { issue: '20260301-122', state: 'OPEN' } });
    expect(await mine.next('ex_out_all')).toEqual({ type: 'ex_out_all' });
    expect(guest.received.some((m) => m.type === 'ex_out_all')).toBe(false);
    // One push per change: opening the issues ahead (not on sale yet) pushed nothing.
    expect([...guest.received, ...mine.received].filter((m) => m.type === 'issue')).toEqual([]);
  });
});
