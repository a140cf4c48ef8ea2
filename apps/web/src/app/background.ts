import type { QueryClient } from '@tanstack/react-query';
import { popups } from '../components/popups';
import { paths } from '../config/paths';
import { reloadLines } from '../features/lines';
import { type RealtimeOptions, startRealtime } from '../features/realtime';
import { navigateTo, reloadPage } from '../lib/navigation';
import { queryKeys } from '../lib/query-client';
import { sessionStore } from '../lib/session';

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
      void popups.notice(notice);
      void queryClient.invalidateQueries({ queryKey: queryKeys.notices });
    },
    refreshBalance: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.balance });
      void queryClient.invalidateQueries({ queryKey: queryKeys.memberInfo });
    },
    showWin: (amountFen) => void popups.win(amountFen),
  };
}

/** Lines, then the socket on the chosen line; loaded and run by wiring.startBackground. */
export function runBackground(queryClient: QueryClient): () => void {
  void reloadLines().then(() => queryClient.invalidateQueries({ queryKey: queryKeys.siteFlags }));
  return startRealtime({ effects: realtimeEffects(queryClient) });
}
