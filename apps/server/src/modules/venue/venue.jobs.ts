import type { SbinRegistry } from '../../transport/sbin-registry';
import { type PasswordCipher, requireSealedValue } from '../security';
import type { VenueService } from './venue.service';

/** /sbin `transfer_back_all` (id, password) → the same one-click transfer back as REST: every venue balance. */
export function registerVenueJobs(
  registry: SbinRegistry,
  venues: VenueService,
  cipher: PasswordCipher,
): void {
  registry.register('transfer_back_all', {
    auth: true,
    async handle(params, ctx) {
      if (!ctx.member) throw new Error('transfer_back_all without a member');
      // The legacy `password` parameter has no `_enc` twin: it must carry the sealed form itself.
      const password = requireSealedValue(cipher, params.password);
      const result = await venues.allOutWithPassword(ctx.member.memberId, password);
      return { code: '1', message: 'ok', result: [result] };
    },
  });
}
