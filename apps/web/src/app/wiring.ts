import type { QueryClient } from '@tanstack/react-query';
import { popups, showPopup } from '../components/popups';
import { setTrialStarter } from '../components/popups/trial-entry';
import { i18n } from '../i18n';
import { setApiErrorHandler } from '../lib/api-client';
import { createApiErrorHandler } from '../lib/api-error-handler';
import { navigateTo, setNavigator } from '../lib/navigation';
import { sessionStore } from '../lib/session';
import { showToast } from '../lib/toast';
import { yieldToMain } from '../lib/yield-to-main';

type RouterLike = { navigate: (to: string, options?: { replace?: boolean }) => unknown };

/**
 * The app layer connects features that may not import each other: API errors here; lines and the
 * socket in app/background, loaded by startBackground.
 */
export function wireApp(router: RouterLike, queryClient: QueryClient): void {
  setNavigator((to, options) => void router.navigate(to, options));
  // 请先登录 offers 免费试玩; the trial feature loads when a guest takes it.
  setTrialStarter(() => import('../features/trial').then((trial) => trial.enterTrial(queryClient)));
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
      protectionGoText: i18n.t('common.protectionGo'),
    }),
  );
}

/**
 * Start-up work that needs no screen: lines first, then the socket on the chosen line (app/background).
 * It starts in a task of its own, after the first screen's commit and its effects, and its code (line
 * loading, the socket, their effects) is its own chunk: none of it is part of the first paint, and
 * keeping it out of the cold start (~2 KB gzip) shortens the start-up's longest tasks (issue 6 TBT).
 * A chunk that fails to load leaves the page on the current line without pushes.
 */
export function startBackground(queryClient: QueryClient): () => void {
  let stopped = false;
  let stop: (() => void) | undefined;
  void yieldToMain()
    .then(() => (stopped ? undefined : import('./background')))
    .then((background) => {
      if (background && !stopped) stop = background.runBackground(queryClient);
    })
    .catch(() => {});
  return () => {
    stopped = true;
    stop?.();
  };
}
