import { Header } from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { encryptText } from '../lib/crypto';
import { isProtectedPath, pathOf } from '../lib/paths';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Set by a route whose answer is public and identical for everyone (catalogue reads): its
     * ciphertext may be reused for the same plaintext. See `CiphertextCache`.
     */
    reuseCiphertext: boolean;
  }
}

/**
 * Ciphertexts of public, repeated answers keyed by their exact plaintext. AES-GCM must never use one
 * IV for two different plaintexts (that leaks their XOR and the auth key); reusing a whole ciphertext
 * for the SAME plaintext only repeats a message already sent, so the one thing it reveals is that two
 * answers are equal — which is public anyway for a catalogue read anyone can request. Bounded: when
 * full it starts over rather than tracking recency.
 */
export class CiphertextCache {
  readonly #map = new Map<string, string>();
  constructor(
    private readonly key: Buffer,
    private readonly max = 256,
  ) {}

  encrypt(plaintext: string): string {
    const hit = this.#map.get(plaintext);
    if (hit !== undefined) return hit;
    const out = encryptText(this.key, plaintext);
    if (this.#map.size >= this.max) this.#map.clear();
    this.#map.set(plaintext, out);
    return out;
  }

  get size(): number {
    return this.#map.size;
  }
}

/**
 * Response encryption (spec §7): every API and /sbin answer — success or failure — leaves as
 * base64(iv ‖ ciphertext ‖ tag) text with `x-enc: 1`. Config, health, watch and operator calls stay
 * plain. ENCRYPT_RESPONSES=0 turns it off for debugging.
 */
async function encryption(app: FastifyInstance, opts: { key: Buffer; enabled: boolean }) {
  app.decorateReply('reuseCiphertext', false);
  if (!opts.enabled) return;
  const reused = new CiphertextCache(opts.key);
  // Callback style (no promise per answer); a throw is caught by Fastify's hook runner like a rejection.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isProtectedPath(pathOf(request.url))) return done(null, payload);
    let text: string;
    if (typeof payload === 'string') text = payload;
    else if (Buffer.isBuffer(payload)) text = payload.toString('utf8');
    else return done(null, payload); // streams (file downloads) are not API answers
    reply.header('content-type', 'text/plain; charset=utf-8');
    reply.header(Header.encrypted, '1');
    // Only a successful public answer is reused; errors and anything per-member get a fresh IV.
    if (reply.reuseCiphertext && reply.statusCode === 200) return done(null, reused.encrypt(text));
    done(null, encryptText(opts.key, text));
  });
}

export default fp(encryption, { name: 'qilin-encryption' });
