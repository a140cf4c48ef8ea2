import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../src/app';
import { FakeClock } from '../draw/fake-clock';
import {
  type BuiltMember,
  buildMember,
  createTestDb,
  type EnvOverrides,
  type TestDb,
  testEnv,
} from '../helpers';

export type Reply = { status: number; body: Record<string, unknown> & { result?: unknown } };

/** The whole app over a fake clock, scheduler driven by hand, plain JSON answers; calls through inject. */
export async function buildHttpKit(
  only: string[],
  start = '2026-03-01T10:00:05+08:00',
  /** DRAW_PERIOD_SEC / DRAW_CLOSE_SEC as the e2e server sets them. */
  schedule: { periodSec?: number; closeSec?: number } = {},
  envOverrides: EnvOverrides = {},
) {
  const clock = new FakeClock(start);
  const db: TestDb = await createTestDb();
  const env = testEnv({ ENCRYPT_RESPONSES: '0', RATE_LIMIT_MAX: '100000', ...envOverrides });
  // Every picture captcha's code, as the member reads it off the picture.
  const captchaCodes = new Map<string, string>();
  const app: FastifyInstance = await buildServer({
    env,
    db,
    closeDbWithApp: false,
    now: clock.now,
    onCaptchaCode: (id, code) => captchaCodes.set(id, code),
    gamePlay: { autoStart: false, only, chainLength: 200, ...schedule },
  });
  await app.ready();
  const call = async (
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
    token?: string,
  ): Promise<Reply> => {
    const res = await app.inject({
      method,
      url,
      ...(body !== undefined && { payload: body as object }),
      headers: { ...(token && { token }), 'device-id': 'bet-test-device' },
    });
    return { status: res.statusCode, body: res.json() };
  };
  const login = async (member: BuiltMember): Promise<string> => {
    const r = await call('POST', '/api/auth/login', { username: member.username, password: member.password });
    const token = (r.body.result as { token?: string } | undefined)?.token;
    if (!token) throw new Error(`login failed: ${JSON.stringify(r.body)}`);
    return token;
  };
  return {
    app,
    db,
    clock,
    captchaCodes,
    call,
    login,
    newMember: () => buildMember(db.db),
    tick: () => app.gamePlay.scheduler.tick(),
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
