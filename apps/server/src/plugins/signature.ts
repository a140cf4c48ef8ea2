import { Header, ServerMessages, SIGNATURE_MAX_SKEW_MS, signaturePayload } from '@qilin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { deriveSigningKey, hmacHex, safeEqual } from '../lib/crypto';
import { Errors } from '../lib/errors';
import { isProtectedPath, pathOf } from '../lib/paths';

/**
 * Whether requests must carry a signature: on for everyone (global) or for single devices.
 * The realtime `defense`/`undefense` messages tell clients to start/stop signing; the server side
 * flips the same switch through `app.defense.setDefense`.
 */
export class DefenseState {
  #global: boolean;
  readonly #devices = new Set<string>();

  constructor(initial: boolean) {
    this.#global = initial;
  }

  /** `deviceId` given: only that device; omitted: everyone (clearing per-device entries on off). */
  setDefense(on: boolean, deviceId?: string): void {
    if (deviceId === undefined) {
      this.#global = on;
      if (!on) this.#devices.clear();
    } else if (on) this.#devices.add(deviceId);
    else this.#devices.delete(deviceId);
  }

  isOn(deviceId?: string): boolean {
    return this.#global || (deviceId !== undefined && this.#devices.has(deviceId));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    defense: DefenseState;
  }
}

function headerText(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** Throws the 401 AppError explaining why the request's signature is refused; returns if it is fine. */
export function checkSignature(request: FastifyRequest, key: Buffer, now: number): void {
  const signature = headerText(request, Header.signature);
  const timestamp = headerText(request, Header.timestamp);
  if (!signature || !timestamp) throw Errors.badSignature(ServerMessages.signatureRequired);
  const ts = /^\d{1,16}$/.test(timestamp) ? Number(timestamp) : Number.NaN;
  if (!Number.isFinite(ts) || Math.abs(now - ts) > SIGNATURE_MAX_SKEW_MS) throw Errors.staleTimestamp();
  const expected = hmacHex(key, signaturePayload(request.method, request.url, timestamp, request.rawBody));
  if (!safeEqual(expected, signature.toLowerCase())) throw Errors.badSignature();
}

async function signature(
  app: FastifyInstance,
  opts: { dataKey: Buffer; initial: boolean; now?: () => number },
) {
  const key = deriveSigningKey(opts.dataKey);
  const now = opts.now ?? Date.now;
  app.decorate('defense', new DefenseState(opts.initial));
  // preHandler: the body has been read, so the signature can cover the raw bytes.
  // Callback style (no promise per request); a refusal thrown here is caught by Fastify's hook runner.
  app.addHook('preHandler', (request, _reply, done) => {
    if (!isProtectedPath(pathOf(request.url))) return done();
    if (!app.defense.isOn(headerText(request, Header.deviceId))) return done();
    checkSignature(request, key, now());
    done();
  });
}

export default fp(signature, { name: 'qilin-signature' });
