import { vi } from 'vitest';

export type Call = { method: string; path: string; headers: Record<string, string>; body: unknown };
type Handler = (call: Call) => { status?: number; body: unknown } | undefined;

/** Stubs fetch with `handler` (undefined → 404 envelope); answers the calls it saw. */
export function fakeApi(handler: Handler): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const call: Call = {
      method: init.method ?? 'GET',
      path: url,
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = handler(call) ?? {
      status: 404,
      body: { success: false, error_code: 404, error_message: '接口不存在' },
    };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

export const okBody = (result: unknown) => ({ body: { success: true, result } });
export const failBody = (status: number, code: number, message: string) => ({
  status,
  body: { success: false, error_code: code, error_message: message },
});
