import type { TokenResult } from '@qilin/contract';
import type { QueryClient } from '@tanstack/react-query';
import { popups } from '../components/popups';
import { showOrHoldWin } from '../components/popups/win-hold';
import { paths } from '../config/paths';
import { applyIssuePush, resyncIssues } from '../features/game/model/issue-push';
import { reloadLines } from '../features/lines';
import { type RealtimeOptions, startRealtime } from '../features/realtime';
import { api } from '../lib/api-client';
import { navigateTo, reloadPage } from '../lib/navigation';
import { queryKeys } from '../lib/query-client';
import { sessionStore, startTokenRenewal } from '../lib/session';

/** What socket messages do to the session, the query cache and the screens (features stay unaware of each other). */
export function realtimeEffects(queryClient: QueryClient): RealtimeOptions['effects'] {
  const session = () => sessionStore.get();
  return {
    setUuid: (uuid) => session().setUuid(uuid),
    putLineFirst: (line) => session().putLineFirst(line),
    dropLines: (lines) => {
      session().dropLines(lines);
      if (session().mainLineList.length === 0) void reloadLines();
    },
    reloadConfig: () => void reloadLines(),
    setDefense: (on) => session().setDefense(on),
    clearAllStorage: () => {
      session().clearAllStorage();
      queryClient.clear();
    },
    clearSession: () => {
      session().clearSession();
      queryClient.clear();
    },
    goToLogin: () => navigateTo(paths.login.href(), { replace: true }),
    reload: reloadPage,
    showNotice: (notice) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.allNotices });
      void queryClient.invalidateQueries({ queryKey: queryKeys.memberInfo });
      void popups.notice(notice).then((shown) => {
        // A member who acknowledged a stored notice (numeric id) has read it: the count and the
        // after-login popup follow.
        if (!shown || typeof notice.id !== 'number' || !session().isLogin) return;
        void api
          .post('/api/common/message/read', { id: notice.id }, { silent: true })
          .then(() => queryClient.invalidateQueries({ queryKey: queryKeys.memberInfo }))
          .catch(() => undefined);
      });
    },
    refreshBalance: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.balance });
      void queryClient.invalidateQueries({ queryKey: queryKeys.memberInfo });
    },
    showWin: (amountFen, gameId, issue) => showOrHoldWin(amountFen, gameId, issue),
    applyIssue: (gameId, sale) => applyIssuePush(queryClient, gameId, sale),
    refreshRedPacketRoom: (gameId, roomId) => {
      void queryClient.invalidateQueries({ queryKey: ['red-packet', 'room', gameId, roomId] });
      void queryClient.invalidateQueries({ queryKey: ['red-packet', 'packet'] });
    },
    refreshSupport: () => void queryClient.invalidateQueries({ queryKey: queryKeys.support }),
    resync: () => {
      resyncIssues(queryClient);
      void queryClient.invalidateQueries({ queryKey: queryKeys.support });
      void queryClient.invalidateQueries({ queryKey: ['red-packet'] });
      void queryClient.invalidateQueries({ queryKey: queryKeys.balance });
    },
  };
}

/** Token renewal (spec §4 Token refresh) for an active member; silent: an expired session shows on the next call. */
export function renewTokenInBackground(): () => void {
  return startTokenRenewal({
    // A 试玩 trial's token is not the member's: the trial ends rather than being renewed.
    getSession: () => {
      const s = sessionStore.get();
      return s.trial ? { ...s, isLogin: false } : s;
    },
    renew: () => api.get<TokenResult>('/api/auth/token', { silent: true }),
    setToken: (token, expiresIn) => sessionStore.get().setToken(token, expiresIn),
    target: window,
    visibility: document,
  });
}

/**
 * Lines, then the socket on the chosen line, and token renewal; loaded and run by wiring.startBackground. The socket
 * waits for the line check: a line stored from an earlier visit may be dead or replaced, and a
 * socket opened on it first would only be dropped for the chosen one a moment later.
 */
export function runBackground(queryClient: QueryClient): () => void {
  let stopped = false;
  let stopRealtime: (() => void) | undefined;
  const startSocket = () => {
    if (!stopped) stopRealtime = startRealtime({ effects: realtimeEffects(queryClient) });
  };
  const lines = reloadLines();
  void lines.then(
    () => queryClient.invalidateQueries({ queryKey: queryKeys.siteFlags }),
    () => {},
  );
  void lines.then(startSocket, startSocket);
  let stopRenewal: (() => void) | undefined;
  const startRenewal = () => {
    if (!stopped) stopRenewal = renewTokenInBackground();
  };
  // Renewal calls the main line, so it starts once the line is chosen.
  void lines.then(startRenewal, startRenewal);
  return () => {
    stopped = true;
    stopRealtime?.();
    stopRenewal?.();
  };
}
