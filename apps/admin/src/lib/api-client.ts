import type { ApiFail, ApiReply } from '@qilin/contract';
import { ADMIN_TOKEN_HEADER, OPERATOR_TOKEN_HEADER } from './operator-types';

/** How the console proves who it is: an operator session, or (outside production) the shared token. */
export type Credential = { kind: 'operator'; token: string } | { kind: 'dev-token'; token: string };

/** An API refusal; `message` is the server's error_message, shown to the operator as-is. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A sensitive write the server parked for a second operator (HTTP 202, two-person approval). */
export type PendingApproval = { pending: true; approval_id: number };

export function isPendingApproval(value: unknown): value is PendingApproval {
  return typeof value === 'object' && value !== null && (value as { pending?: unknown }).pending === true;
}

type Hooks = { credential: () => Credential | null; onUnauthorized: () => void };
let hooks: Hooks = { credential: () => null, onUnauthorized: () => {} };

/** The session module plugs itself in here, so the API layer knows nothing of storage. */
export function configureClient(next: Hooks): void {
  hooks = next;
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Sign-in itself: no credential, and a 401 is the answer, not a lost session. */
  anonymous?: boolean;
};

export function credentialHeaders(credential: Credential | null): Record<string, string> {
  if (!credential) return {};
  return credential.kind === 'operator'
    ? { [OPERATOR_TOKEN_HEADER]: credential.token }
    : { [ADMIN_TOKEN_HEADER]: credential.token };
}

function urlOf(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

const NETWORK_ERROR = '网络异常，请稍后重试';

/** Sends a raw request with the current credential; a refused credential ends the session. */
export async function send(path: string, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = options.anonymous ? {} : credentialHeaders(hooks.credential());
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(urlOf(path, options.query), {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR, 0);
  }
  if (response.status === 401 && !options.anonymous) hooks.onUnauthorized();
  return response;
}

/** One /api/admin call answering the envelope's `result`, or throwing ApiError with its error_message. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  let reply: ApiReply<T>;
  try {
    reply = (await response.json()) as ApiReply<T>;
  } catch {
    throw new ApiError(0, NETWORK_ERROR, response.status);
  }
  if (!reply.success) {
    const fail = reply as ApiFail;
    throw new ApiError(fail.error_code, fail.error_message, response.status);
  }
  return reply.result;
}
