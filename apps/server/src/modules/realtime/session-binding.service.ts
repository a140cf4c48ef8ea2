import { sha256Hex } from '../../lib/crypto';
import type { SessionService } from '../auth';
import type { ActiveSessions, RealtimeApi } from './realtime.service';

/** A socket keeps its session's hash (never the token), so a revocation can find it. */
export function sessionBinding(sessions: SessionService) {
  return {
    resolveToken: async (token: string) => {
      const owner = await sessions.resolve(token);
      // A frozen member's socket binds to no one (their pushes stop with the freeze).
      if (!owner || owner.frozen) return null;
      return { memberId: owner.memberId, sessionId: sha256Hex(token) };
    },
    activeSessions: ((ids) => sessions.activeTokenHashes(ids)) satisfies ActiveSessions,
  };
}

/** A revoked session's sockets stop receiving the member's pushes at once, on every process. */
export function endRevokedSessions(sessions: SessionService, realtime: RealtimeApi): void {
  sessions.onRevoked((revocation) => {
    if (revocation.kind === 'member')
      realtime.endMemberSessions(revocation.memberId, revocation.keepTokenHash);
    // One token: a logout ended it, a refresh only shortened it; the store tells which.
    else realtime.recheckSessions([revocation.tokenHash]).catch(() => {});
  });
}
