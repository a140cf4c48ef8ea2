import fastifyWebsocket from '@fastify/websocket';
import { SERVER_MESSAGE_TYPES, serverMessageSchema } from '@qilin/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  connectMember,
  type RunningApp,
  SAMPLE_MESSAGES,
  startRealtimeApp,
  TestClient,
  waitUntil,
} from './realtime-test-kit';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('realtime socket', () => {
  let running: RunningApp;
  const clients: TestClient[] = [];
  const track = <T extends { client: TestClient }>(c: T): T => {
    clients.push(c.client);
    return c;
  };

  beforeEach(async () => {
    running = await startRealtimeApp();
  });
  afterEach(async () => {
    for (const c of clients.splice(0)) c.close();
    await running.app.close();
  });

  it('sends identify with a fresh uuid to every new socket', async () => {
    const a = track(await connectMember(running));
    const b = track(await connectMember(running));
    expect(a.uuid).toMatch(UUID_RE);
    expect(b.uuid).toMatch(UUID_RE);
    expect(a.uuid).not.toBe(b.uuid);
    expect(running.app.realtime.connectionCount).toBe(2);
  });

  it('binds a socket to its member on login, rebinds on a new login, unbinds on an unknown token', async () => {
    const { client } = track(await connectMember(running, 5));
    expect(running.app.realtime.memberConnectionCount(5)).toBe(1);

    client.send({ type: 'login', token: 'tok-6' });
    await waitUntil(() => running.app.realtime.memberConnectionCount(6) === 1);
    expect(running.app.realtime.memberConnectionCount(5)).toBe(0);

    client.send({ type: 'login', token: 'expired-or-forged' });
    await waitUntil(() => running.app.realtime.memberConnectionCount(6) === 0);
    expect(running.app.realtime.connectionCount).toBe(1);
  });

  it('says loggedIn once the login is bound, so a member push from then on reaches the socket', async () => {
    const client = await TestClient.connect(running.wsUrl);
    clients.push(client);
    await client.next('identify');
    client.send({ type: 'login', token: 'tok-7' });
    expect(await client.next()).toEqual({ type: 'loggedIn' });
    // No wait beyond the message itself: the member is bound by the time the client hears it.
    expect(running.app.realtime.sendToMember(7, SAMPLE_MESSAGES.notice)).toBe(1);
    expect(await client.next()).toEqual(SAMPLE_MESSAGES.notice);

    // A token that resolves to no member unbinds and is not acknowledged.
    client.send({ type: 'login', token: 'expired-or-forged' });
    await waitUntil(() => running.app.realtime.memberConnectionCount(7) === 0);
    running.app.realtime.broadcast(SAMPLE_MESSAGES.newLine);
    expect(await client.next()).toEqual(SAMPLE_MESSAGES.newLine);
  });

  it('forgets a member socket when it closes', async () => {
    const { client } = await connectMember(running, 9);
    client.close();
    await waitUntil(() => running.app.realtime.memberConnectionCount(9) === 0);
    expect(running.app.realtime.connectionCount).toBe(0);
  });

  it('sendToMember reaches every socket of that member and no other', async () => {
    const tabA = track(await connectMember(running, 1)).client;
    const tabB = track(await connectMember(running, 1)).client;
    const other = track(await connectMember(running, 2)).client;
    const anonymous = track(await connectMember(running)).client;

    const notice = SAMPLE_MESSAGES.notice;
    expect(running.app.realtime.sendToMember(1, notice)).toBe(2);
    expect(await tabA.next()).toEqual(notice);
    expect(await tabB.next()).toEqual(notice);

    // A marker broadcast afterwards must be the first thing the others see: the notice never came.
    running.app.realtime.broadcast(SAMPLE_MESSAGES.newLine);
    expect(await other.next()).toEqual(SAMPLE_MESSAGES.newLine);
    expect(await anonymous.next()).toEqual(SAMPLE_MESSAGES.newLine);
    expect(running.app.realtime.sendToMember(3, notice)).toBe(0);
  });

  it('broadcast reaches every socket, logged in or not', async () => {
    const members = [
      track(await connectMember(running, 1)).client,
      track(await connectMember(running, 2)).client,
      track(await connectMember(running)).client,
    ];
    expect(running.app.realtime.broadcast(SAMPLE_MESSAGES.stopLine)).toBe(3);
    for (const c of members) expect(await c.next()).toEqual(SAMPLE_MESSAGES.stopLine);
  });

  it('round-trips every server message type of the spec table, validated', async () => {
    const { client } = track(await connectMember(running, 1));
    for (const type of SERVER_MESSAGE_TYPES) {
      const sample = SAMPLE_MESSAGES[type];
      expect(running.app.realtime.sendToMember(1, sample)).toBe(1);
      const got = await client.next();
      expect(serverMessageSchema.parse(got)).toEqual(sample);
    }
  });

  it('refuses to send a message that breaks the contract', async () => {
    const { client } = track(await connectMember(running, 1));
    const floatBonus = { type: 'bonus', amountFen: 1.5 } as unknown as typeof SAMPLE_MESSAGES.bonus;
    expect(() => running.app.realtime.broadcast(floatBonus)).toThrow(/invalid realtime server message/);
    const unknown = { type: 'rm_rf' } as unknown as typeof SAMPLE_MESSAGES.clean;
    await expect(running.app.realtime.publish('all', unknown)).rejects.toThrow();
    running.app.realtime.broadcast(SAMPLE_MESSAGES.newLine);
    expect(await client.next()).toEqual(SAMPLE_MESSAGES.newLine);
  });

  it('ignores bad frames and client-sent server-only types without closing the socket', async () => {
    const { client } = track(await connectMember(running));
    const bad = [
      'not json',
      '{"type":"login"}',
      { type: 'login', token: 123 },
      { type: 'login', token: 'x'.repeat(300) },
      { type: 'clean' },
      { type: 'shutdown' },
      { type: 'heartbeat' },
      [1, 2, 3],
    ];
    for (const frame of bad) client.send(frame);
    client.ws.send(Buffer.from([0xde, 0xad, 0xbe, 0xef]), { binary: true });
    await waitUntil(() => running.app.realtime.invalidFrameCount === bad.length + 1);

    // Still alive and usable: a proper login binds it.
    client.send({ type: 'login', token: 'tok-4' });
    await waitUntil(() => running.app.realtime.memberConnectionCount(4) === 1);
  });

  it('closes a socket that sends an oversize frame with 1009', async () => {
    const { client } = track(await connectMember(running, 1));
    client.send({ type: 'login', token: 'y'.repeat(20 * 1024) });
    expect((await client.closed).code).toBe(1009);
    await waitUntil(() => running.app.realtime.connectionCount === 0);
  });
});

describe('realtime plugin next to an app-registered @fastify/websocket', () => {
  it('reuses it and still closes oversize frames with 1009', async () => {
    // No maxPayload here: the cap must come from the plugin's own per-frame check.
    const running = await startRealtimeApp({ maxPayloadBytes: 1024 }, (app) =>
      app.register(fastifyWebsocket),
    );
    try {
      const { client } = await connectMember(running, 1);
      client.send({ type: 'login', token: 'tok-1' });
      client.send({ type: 'login', token: 'z'.repeat(2000) });
      expect((await client.closed).code).toBe(1009);
    } finally {
      await running.app.close();
    }
  });
});

describe('realtime heartbeat', () => {
  // A beat's echo must be read before the next beat: a worker stalled longer than one interval (a
  // loaded 2-core CI machine) would drop the echoing socket too, so the interval is not tiny.
  const HEARTBEAT_MS = 400;
  it('keeps sockets that echo and closes the ones that stay silent', async () => {
    const running = await startRealtimeApp({ heartbeatMs: HEARTBEAT_MS });
    try {
      const echoing = (await connectMember(running, 1)).client;
      const silent = (await connectMember(running, 2)).client;
      echoing.ws.on('message', (data) => {
        const msg = JSON.parse(data.toString()) as { type: string; ts?: number };
        if (msg.type === 'heartbeat') echoing.send({ type: 'heartbeat', ts: msg.ts });
      });
      const beat = await silent.next('heartbeat');
      expect(beat.type === 'heartbeat' && beat.ts).toBeGreaterThan(0);
      await silent.closed;
      // Two more beats: the echoing socket answers each and stays.
      await new Promise((resolve) => setTimeout(resolve, 2 * HEARTBEAT_MS + 100));
      expect(echoing.ws.readyState).toBe(echoing.ws.OPEN);
      expect(running.app.realtime.memberConnectionCount(1)).toBe(1);
      expect(running.app.realtime.memberConnectionCount(2)).toBe(0);
      echoing.close();
    } finally {
      await running.app.close();
    }
  });
});
