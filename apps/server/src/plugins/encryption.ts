import { Header } from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { encryptText } from '../lib/crypto';
import { isProtectedPath, pathOf } from '../lib/paths';

/**
 * Response encryption (spec §7): every API and /sbin answer — success or failure — leaves as
 * base64(iv ‖ ciphertext ‖ tag) text with `x-enc: 1`. Config, health, watch and operator calls stay
 * plain. ENCRYPT_RESPONSES=0 turns it off for debugging.
 */
async function encryption(app: FastifyInstance, opts: { key: Buffer; enabled: boolean }) {
  if (!opts.enabled) return;
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isProtectedPath(pathOf(request.url))) return payload;
    let text: string;
    if (typeof payload === 'string') text = payload;
    else if (Buffer.isBuffer(payload)) text = payload.toString('utf8');
    else return payload; // streams (file downloads) are not API answers
    reply.header('content-type', 'text/plain; charset=utf-8');
    reply.header(Header.encrypted, '1');
    return encryptText(opts.key, text);
  });
}

export default fp(encryption, { name: 'qilin-encryption' });
