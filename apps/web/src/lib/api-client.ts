import type { ApiReply } from '@qilin/contract';
import { ErrorCode } from '@qilin/contract/error-codes';
import { Header, signaturePayload } from '@qilin/contract/headers';
import { Messages } from '@qilin/contract/messages';
import { env } from '../config/env';
import { ApiError, type ApiErrorContext, type ApiErrorHandler, ClientErrorCode } from './api-error';
import { decryptResponse, signPayload } from './crypto';
import { deviceFingerprint } from './fingerprint';
import { sessionStore } from './session';
import { ownTask } from './yield-to-main';

/** Spec §9: 30 s for JSON calls, 120 s for multipart uploads. */
export const REQUEST_TIMEOUT_MS = 30_000;
export const MULTIPART_TIMEOUT_MS = 120_000;

export type RequestOptions = ApiErrorContext & {
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  formData?: FormData;
  query?: Record<string, string | number | undefined>;
  timeoutMs?: number;
  /** Skip the central error handler: the caller shows its own failure. */
  silent?: boolean;
  /** Overrides the main line (line tests call a specific host). */
  base?: string;
};

let errorHandler: ApiErrorHandler = () => {};

export function setApiErrorHandler(handler: ApiErrorHandler): void {
  errorHandler = handler;
}

/**
 * Hands an error a caller caught silently back to the central handler (spec §8), for screens that
 * treat some codes themselves (withdraw pre-check) and leave the rest to the catalogue.
 */
export function reportApiError(error: ApiError, context: ApiErrorContext = {}): void {
  errorHandler(error, context);
}

export function currentBase(): string {
  const line = sessionStore.get().mainLine;
  return line !== '' ? line : window.location.origin;
}

function buildPath(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const text = params.toString();
  return text === '' ? path : `${path}?${text}`;
}

async function buildHeaders(method: string, path: string, body: string): Promise<Headers> {
  const session = sessionStore.get();
  const headers = new Headers();
  if (session.token) headers.set(Header.token, session.token);
  headers.set(Header.deviceId, session.deviceId);
  headers.set(Header.fingerprint, await deviceFingerprint());
  headers.set(Header.from, encodeURI(document.referrer || window.location.href));
  headers.set(Header.device, session.deviceType);
  const timestamp = String(Date.now());
  // A write (POST, PUT) carries its time; a read only when it is signed.
  const writes = method !== 'GET';
  if (writes) headers.set(Header.timestamp, timestamp);
  if (session.defense) {
    if (!writes) headers.set(Header.timestamp, timestamp);
    const payload = signaturePayload(method, path, timestamp, body);
    headers.set(Header.signature, await signPayload(env.dataKeyHex, payload));
  }
  return headers;
}

async function readReply<T>(response: Response, path: string): Promise<ApiReply<T>> {
  const raw = await response.text();
  let reply: ApiReply<T> | null = null;
  try {
    const text =
      response.headers.get(Header.encrypted) === '1' ? await decryptResponse(raw, env.dataKeyHex) : raw;
    reply = JSON.parse(text) as ApiReply<T>;
  } catch {
    reply = null;
  }
  if (response.status === 429) {
    // A refusal with its own code (the SMS daily cap) keeps its message; any other 429 is the spec text.
    if (reply?.success === false && reply.error_code !== ErrorCode.RateLimited) {
      throw new ApiError(reply.error_code, reply.error_message, 429, path);
    }
    throw new ApiError(ErrorCode.RateLimited, Messages.tooManyRequests, 429, path);
  }
  if (reply === null)
    throw new ApiError(ClientErrorCode.BadResponse, Messages.loadFailed, response.status, path);
  return reply;
}

async function send<T>(path: string, options: RequestOptions): Promise<T> {
  // A screen's queries start together, from the effects of one commit (the hall asks for every game's
  // issue at once), and building the headers and calling fetch() costs ~0.5–2 ms of main thread each:
  // one task per request keeps the burst from being one long task with the commit's other effects.
  // (Only the very first requests resume together, from the one fingerprint digest.)
  await ownTask();
  const method = options.method ?? (options.body !== undefined || options.formData ? 'POST' : 'GET');
  const fullPath = buildPath(path, options.query);
  const body = options.formData ? '' : options.body === undefined ? '' : JSON.stringify(options.body);
  const headers = await buildHeaders(method, fullPath, body);
  const hasBody = method !== 'GET';
  if (hasBody && !options.formData) headers.set('content-type', 'application/json');
  const timeoutMs = options.timeoutMs ?? (options.formData ? MULTIPART_TIMEOUT_MS : REQUEST_TIMEOUT_MS);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetch(`${options.base ?? currentBase()}${fullPath}`, {
      method,
      headers,
      body: hasBody ? (options.formData ?? body) : undefined,
      signal: controller.signal,
    });
  } catch {
    const code = controller.signal.aborted ? ClientErrorCode.Timeout : ClientErrorCode.Network;
    throw new ApiError(code, Messages.networkError, 0, fullPath);
  } finally {
    clearTimeout(timer);
  }
  const reply = await readReply<T>(response, fullPath);
  if (reply.success === true) return reply.result;
  throw new ApiError(reply.error_code, reply.error_message, response.status, fullPath);
}

/**
 * REST call against the main line. Resolves with `result`; rejects with ApiError after the central
 * handler (spec §8) has shown whatever the failure calls for.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await send<T>(path, options);
  } catch (error) {
    const apiError =
      error instanceof ApiError
        ? error
        : new ApiError(ClientErrorCode.Network, Messages.networkError, 0, path);
    if (!options.silent) {
      errorHandler(apiError, { skipSessionExpiry: options.skipSessionExpiry });
    }
    throw apiError;
  }
}

/** A file the API serves (a chat picture): signed like any call, answered as bytes rather than JSON. */
async function fetchBlob(path: string): Promise<Blob> {
  await ownTask();
  const headers = await buildHeaders('GET', path, '');
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    const response = await fetch(`${currentBase()}${path}`, { headers, signal: controller.signal });
    if (!response.ok)
      throw new ApiError(ClientErrorCode.BadResponse, Messages.loadFailed, response.status, path);
    return await response.blob();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(ClientErrorCode.Network, Messages.networkError, 0, path);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A file the server answers as text (a CSV export): decrypted like any answer; a JSON refusal in its
 * place goes through the central handler and rejects, as apiRequest does.
 */
export async function apiText(path: string, query?: RequestOptions['query']): Promise<string> {
  const fullPath = buildPath(path, query);
  try {
    const headers = await buildHeaders('GET', fullPath, '');
    let response: Response;
    try {
      response = await fetch(`${currentBase()}${fullPath}`, { method: 'GET', headers });
    } catch {
      throw new ApiError(ClientErrorCode.Network, Messages.networkError, 0, fullPath);
    }
    const raw = await response.text();
    const text =
      response.headers.get(Header.encrypted) === '1' ? await decryptResponse(raw, env.dataKeyHex) : raw;
    if (response.ok) return text;
    const reply = JSON.parse(text) as ApiReply<unknown>;
    if (reply.success === false)
      throw new ApiError(reply.error_code, reply.error_message, response.status, path);
    throw new ApiError(ClientErrorCode.BadResponse, Messages.loadFailed, response.status, path);
  } catch (error) {
    const apiError =
      error instanceof ApiError
        ? error
        : new ApiError(ClientErrorCode.BadResponse, Messages.loadFailed, 0, path);
    errorHandler(apiError, {});
    throw apiError;
  }
}

export const api = {
  get: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body: unknown = {}, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body: unknown = {}, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  upload: <T>(path: string, formData: FormData, options: Omit<RequestOptions, 'method' | 'formData'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', formData }),
  blob: fetchBlob,
};
