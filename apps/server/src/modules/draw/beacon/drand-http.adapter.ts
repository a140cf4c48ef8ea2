import { type BeaconChainInfo, beaconRandomness, verifyBeaconSignature } from '@qilin/domain';
import { assertBeaconRound, type BeaconRound, type BeaconSource } from './beacon.types';

/** Why one relay gave no usable answer; `too-early` means the round is not out yet. */
export type DrandRelayFailureReason =
  | 'too-early'
  | 'not-found'
  | 'http'
  | 'timeout'
  | 'network'
  | 'bad-json'
  | 'wrong-round'
  | 'bad-randomness'
  | 'bad-signature';

export interface DrandRelayFailure {
  url: string;
  round: number;
  reason: DrandRelayFailureReason;
  detail: string;
}

export interface DrandHttpBeaconOptions {
  /** Relay base URLs tried in order, e.g. https://api.drand.sh, https://drand.cloudflare.com. */
  urls: readonly string[];
  /** The chain, with its `chainHash` (relays serve several chains under /<chainHash>/). */
  info: BeaconChainInfo;
  /** Per relay request, body included. */
  timeoutMs: number;
  fetch?: typeof fetch;
  /** Each relay that gave no usable answer; this class logs nothing itself. */
  onError?: (failure: DrandRelayFailure) => void;
  /** Verified rounds kept in memory (default 256): games closing together ask for the same round. */
  cacheSize?: number;
}

type Answer =
  | { ok: true; beacon: BeaconRound }
  | { ok: false; reason: DrandRelayFailureReason; detail: string };

const fail = (reason: DrandRelayFailureReason, detail: string): Answer => ({ ok: false, reason, detail });
const CHAIN_HASH_RE = /^[0-9a-f]{64}$/;
const SIGNATURE_RE = /^[0-9a-fA-F]{96}$/;
/** A drand answer is ~250 bytes; anything far larger is not one. */
const MAX_BODY_CHARS = 16_384;

/**
 * drand's HTTP API v1 (GET <relay>/<chainHash>/public/<round>) over one or more relays. A relay is
 * only a courier: an answer counts only if it is the round asked for, its randomness is SHA-256 of
 * its signature, and the signature verifies against the configured public key, so a lying or broken
 * relay costs a retry on the next one, never a wrong salt.
 */
export class DrandHttpBeacon implements BeaconSource {
  readonly kind = 'drand' as const;
  readonly independent = true;
  readonly info: BeaconChainInfo;
  readonly #chainHash: string;
  readonly #urls: readonly string[];
  readonly #timeoutMs: number;
  readonly #fetch: typeof fetch;
  readonly #onError: ((failure: DrandRelayFailure) => void) | undefined;
  readonly #cacheSize: number;
  readonly #verified = new Map<number, BeaconRound>();

  constructor(options: DrandHttpBeaconOptions) {
    const chainHash = options.info.chainHash?.toLowerCase() ?? '';
    if (!CHAIN_HASH_RE.test(chainHash))
      throw new RangeError('drand beacon needs the chain hash (64 hex digits)');
    if (options.urls.length === 0) throw new RangeError('drand beacon needs at least one relay URL');
    if (!Number.isFinite(options.timeoutMs) || options.timeoutMs <= 0)
      throw new RangeError(`invalid relay timeout: ${options.timeoutMs}`);
    this.info = options.info;
    this.#chainHash = chainHash;
    this.#urls = options.urls.map(relayBase);
    this.#timeoutMs = options.timeoutMs;
    this.#fetch = options.fetch ?? fetch;
    this.#onError = options.onError;
    this.#cacheSize = options.cacheSize ?? 256;
  }

  async get(round: number, signal?: AbortSignal): Promise<BeaconRound | null> {
    assertBeaconRound(round);
    const known = this.#verified.get(round);
    if (known) return known;
    for (const url of this.#urls) {
      signal?.throwIfAborted();
      const answer = await this.#ask(url, round, signal);
      if (answer.ok) {
        this.#remember(answer.beacon);
        return answer.beacon;
      }
      this.#onError?.({ url, round, reason: answer.reason, detail: answer.detail });
    }
    return null;
  }

  async #ask(base: string, round: number, signal: AbortSignal | undefined): Promise<Answer> {
    const timeout = AbortSignal.timeout(this.#timeoutMs);
    const both = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let status: number;
    let text: string;
    try {
      const res = await this.#fetch(`${base}/${this.#chainHash}/public/${round}`, {
        headers: { accept: 'application/json' },
        signal: both,
      });
      status = res.status;
      if (!res.ok) {
        await res.body?.cancel().catch(() => {});
        return statusFailure(status);
      }
      text = await res.text();
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (timeout.aborted) return fail('timeout', `no answer within ${this.#timeoutMs} ms`);
      return fail('network', error instanceof Error ? error.message : String(error));
    }
    return checkAnswer(this.info.publicKey, round, text);
  }

  #remember(beacon: BeaconRound): void {
    if (this.#cacheSize <= 0) return;
    // Map keeps insertion order: the first key is the oldest.
    if (this.#verified.size >= this.#cacheSize) this.#verified.delete(this.#verified.keys().next().value!);
    this.#verified.set(beacon.round, beacon);
  }
}

function relayBase(url: string): string {
  const parsed = new URL(url); // throws on a malformed URL, at start-up
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new RangeError(`relay URL must be http(s): ${url}`);
  return url.replace(/\/+$/, '');
}

function statusFailure(status: number): Answer {
  // drand relays answer 425 Too Early for a round not yet produced, 404 for one they do not have.
  if (status === 425) return fail('too-early', 'round not produced yet (425)');
  if (status === 404) return fail('not-found', 'relay has no such round (404)');
  return fail('http', `status ${status}`);
}

function checkAnswer(publicKey: string, round: number, text: string): Answer {
  if (text.length > MAX_BODY_CHARS) return fail('bad-json', `body of ${text.length} chars`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return fail('bad-json', 'body is not JSON');
  }
  if (typeof body !== 'object' || body === null) return fail('bad-json', 'body is not an object');
  const fields = body as Record<string, unknown>;
  if (fields.round !== round)
    return fail('wrong-round', `asked ${round}, got ${JSON.stringify(fields.round)}`);
  const { signature, randomness } = fields;
  if (typeof signature !== 'string' || !SIGNATURE_RE.test(signature) || typeof randomness !== 'string')
    return fail('bad-json', 'signature or randomness missing or malformed');
  // The cheap check first; the pairing (tens of ms) only for an answer that is self-consistent.
  const expected = beaconRandomness(signature);
  if (randomness.toLowerCase() !== expected) return fail('bad-randomness', 'randomness ≠ SHA-256(signature)');
  if (!verifyBeaconSignature(publicKey, round, signature))
    return fail('bad-signature', 'signature does not verify against the chain key');
  return { ok: true, beacon: { round, signature: signature.toLowerCase(), randomness: expected } };
}
