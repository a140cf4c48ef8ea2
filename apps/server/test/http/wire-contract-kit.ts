import { expect } from 'vitest';
import type { z } from 'zod';
import { buildHttpKit, type Reply } from '../bet/http-kit';

export type WireKit = Awaited<ReturnType<typeof buildHttpKit>> & {
  admin(method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<Reply>;
};

/** The whole app over a fake clock (see buildHttpKit), plus operator calls with the admin token. */
export async function buildWireKit(games: string[]): Promise<WireKit> {
  const kit = await buildHttpKit(games);
  const admin = async (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const res = await kit.app.inject({
      method,
      url,
      ...(payload && { payload }),
      headers: { 'x-admin-token': kit.app.env.adminToken },
    });
    return { status: res.statusCode, body: res.json() as Reply['body'] };
  };
  return Object.assign(kit, { admin });
}

/**
 * A real answer read through the contract: a success envelope with exactly the keys the route sends
 * (`code: 200` and `data` beside `result` for the calls that carry them), and a `result` the schema
 * parses — strict objects refuse a field the contract does not name. Returns the parsed result.
 */
export function readResult<S extends z.ZodType>(
  schema: S,
  reply: Reply,
  extras: readonly ('code' | 'data' | 'message')[] = [],
): z.output<S> {
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  expect(Object.keys(reply.body).sort()).toEqual(['result', 'success', ...extras].sort());
  expect(reply.body.success).toBe(true);
  const parsed = schema.safeParse(reply.body.result);
  expect(parsed.error?.issues ?? [], JSON.stringify(reply.body.result).slice(0, 400)).toEqual([]);
  return parsed.data as z.output<S>;
}
