import type { QueryClient } from '@tanstack/react-query';
import { popups, showPopup } from '../components/popups';
import { paths } from '../config/paths';
import { reloadLines } from '../features/lines';
import type { RealtimeOptions } from '../features/realtime';
import { i18n } from '../i18n';
import { setApiErrorHandler } from '../lib/api-client';
import { createApiErrorHandler } from '../lib/api-error-handler';
import { navigateTo, reloadPage, setNavigator } from '../lib/navigation';
import { queryKeys } from '../lib/query-client';
import { sessionStore } from '../lib/session';
import { showToast } from '../lib/toast';
import { yieldToMain } from '../lib/yield-to-main';

type RouterLike = { navigate: (to: string, options?: { replace?: boolean }) => unknown };

/** The app layer connects features that may not import each other: errors, lines and the socket. */
export function wireApp(router: RouterLike, queryClient: QueryClient): void {
  setNavigator((to, options) => void router.navigate(to, options));
  setApiErrorHandler(
    createApiErrorHandler({
      hasUser: () => sessionStore.get().userData !== null,
      clearSession: () => {
        sessionStore.get().clearSession();
        queryClient.clear();
      },
      navigate: (to) => navigateTo(to, { replace: true }),
      alert: (content) => popups.alert(content),
      prompt: (content, confirmText) => showPopup({ kind: 'prompt', content, confirmText }),
      toast: showToast,
      showTimeout: () => void popups.timeout(),
      goBindText: i18n.t('common.goBind'),
    }),
  );
}

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

/**
 * Start-up work that needs no screen: lines first, then the socket on the chosen line. It starts in a
 * task of its own, after the first screen's commit and its effects, and the socket code is its own
 * chunk: pushes are not part of the first paint, and keeping ~2 KB gzip and its evaluation out of the
 * cold start shortens its longest tasks (issue 6 TBT). A socket chunk that fails to load leaves the
 * page working without pushes.
 */
export function startBackground(queryClient: QueryClient): () => void {
  let stopped = false;
  let stopRealtime: (() => void) | undefined;
  void yieldToMain()
    .then(() => {
      if (stopped) return undefined;
      void reloadLines().then(() => queryClient.invalidateQueries({ queryKey: queryKeys.siteFlags }));
      return import('../features/realtime');
    })
    .then((realtime) => {
      if (realtime && !stopped)
        stopRealtime = realtime.startRealtime({ effects: realtimeEffects(queryClient) });
    })
    .catch(() => {});
  return () => {
    stopped = true;
    stopRealtime?.();
  };
}
