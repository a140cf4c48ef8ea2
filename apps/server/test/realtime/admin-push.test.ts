import { ErrorCode, ServerMessages } from '@qilin/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_PUSH_PATH, ADMIN_TOKEN_HEADER } from '../../src/modules/realtime';
import {
  ADMIN_TOKEN,
  connectMember,
  type RunningApp,
  SAMPLE_MESSAGES,
  startRealtimeApp,
  type TestClient,
} from './realtime-test-kit';

async function push(running: RunningApp, body: unknown, token: string | null = ADMIN_TOKEN) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token !== null) headers[ADMIN_TOKEN_HEADER] = token;
  const res = await fetch(`${running.baseUrl}${ADMIN_PUSH_PATH}`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const adminOnly = {
  success: false,
  error_code: ErrorCode.AdminOnly,
  error_message: ServerMessages.adminOnly,
};

describe('operator push endpoint', () => {
  let running: RunningApp;
  let onDefense: ReturnType<typeof vi.fn<(on: boolean) => void>>;
  const clients: TestClient[] = [];

  beforeEach(async () => {
    onDefense = vi.fn<(on: boolean) => void>();
    running = await startRealtimeApp({ onDefense });
  });
  afterEach(async () => {
    for (const c of clients.splice(0)) c.close();
    await running.app.close();
  });

  it('refuses a missing or wrong admin token with 403 before looking at the body', async () => {
    const body = { target: 'all', message: SAMPLE_MESSAGES.clean };
    expect(await push(running, body, null)).toEqual({ status: 403, body: adminOnly });
    expect(await push(running, body, 'wrong')).toEqual({ status: 403, body: adminOnly });
    expect(await push(running, '{not json', 'wrong')).toEqual({ status: 403, body: adminOnly });
  });

  it('refuses everyone when no admin token is configured', async () => {
    const open = await startRealtimeApp({ adminToken: undefined });
    try {
      const body = { target: 'all', message: SAMPLE_MESSAGES.newLine };
      expect(await push(open, body, '')).toEqual({ status: 403, body: adminOnly });
      expect(await push(open, body, 'undefined')).toEqual({ status: 403, body: adminOnly });
    } finally {
      await open.app.close();
    }
  });

  it('pushes to one member and to everyone, answering the local delivery count', async () => {
    const member = (await connectMember(running, 11)).client;
    const other = (await connectMember(running, 12)).client;
    clients.push(member, other);

    const bonus = SAMPLE_MESSAGES.bonus;
    expect(await push(running, { target: { memberId: 11 }, message: bonus })).toEqual({
      status: 200,
      body: { success: true, result: { delivered: 1 } },
    });
    expect(await member.next()).toEqual(bonus);

    const shutdown = SAMPLE_MESSAGES.shutdown;
    const all = await push(running, { target: 'all', message: shutdown });
    expect(all.body).toEqual({ success: true, result: { delivered: 2 } });
    expect(await other.next()).toEqual(shutdown);
    expect(await member.next()).toEqual(shutdown);
  });

  it('toggles the defense hook on defense and undefense pushes', async () => {
    await push(running, { target: 'all', message: { type: 'defense' } });
    await push(running, { target: 'all', message: { type: 'undefense' } });
    expect(onDefense.mock.calls).toEqual([[true], [false]]);
  });

  it.each([
    ['unknown type', { target: 'all', message: { type: 'rm_rf' } }],
    ['float money', { target: 'all', message: { type: 'bonus', amountFen: 10.5 } }],
    ['bad target', { target: { memberId: -1 }, message: { type: 'newLine' } }],
    ['missing message', { target: 'all' }],
    ['array body', [1, 2]],
  ])('answers 400 envelope for %s', async (_name, body) => {
    expect(await push(running, body)).toEqual({
      status: 400,
      body: {
        success: false,
        error_code: ErrorCode.InvalidPayload,
        error_message: ServerMessages.invalidPayload,
      },
    });
  });

  it('answers 400 for malformed JSON and 413 for an oversize body, never a stack trace', async () => {
    const malformed = await push(running, '{"target":');
    expect(malformed).toEqual({
      status: 400,
      body: { success: false, error_code: ErrorCode.BadRequest, error_message: ServerMessages.malformedJson },
    });
    const huge = { target: 'all', message: { type: 'notice', id: 1, content: '长'.repeat(20_000) } };
    expect(await push(running, huge)).toEqual({
      status: 413,
      body: {
        success: false,
        error_code: ErrorCode.PayloadTooLarge,
        error_message: ServerMessages.payloadTooLarge,
      },
    });
  });
});
