import type { SbinRegistry } from '../../transport/sbin-registry';
import type { PasswordCipher } from '../security';
import type { VenueService } from './venue.service';

/** /sbin `transfer_back_all` (id, money, password) → the same one-click transfer back as REST. */
export function registerVenueJobs(
  registry: SbinRegistry,
  venues: VenueService,
  cipher: PasswordCipher,
): void {
  registry.register('transfer_back_all', {
    auth: true,
    async handle(params, ctx) {
      if (!ctx.member) throw new Error('transfer_back_all without a member');
      // The legacy client may send the password encrypted: try it as a sealed value first.
      const password = looksSealed(params.password) ? cipher.decrypt(params.password) : params.password;
      const result = await venues.allOutWithPassword(ctx.member.memberId, password);
      return { code: '1', message: 'ok', result: [result] };
    },
  });
}

/** RSA-2048 ciphertext is 256 bytes: 344 base64 characters. */
function looksSealed(value: string): boolean {
  return value.length === 344 && /^[A-Za-z0-9+/]+=*$/.test(value);
}
