import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { confirmPopup, isPopupDismissed } from '../../../components/popups';
import { paths } from '../../../config/paths';
import { useSessionStore } from '../../../lib/session';
import { logout } from '../api/auth-api';

/** Asks, tells the server, then forgets the session locally (keeping the settings keys). */
/** Logout after `confirmText` is confirmed; without one (the reality check's 停止) at once. */
export function useLogout(confirmText?: string) {
  const clearSession = useSessionStore((s) => s.clearSession);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async function handleLogout(): Promise<void> {
    if (confirmText !== undefined) {
      try {
        await confirmPopup({ kind: 'prompt', content: confirmText });
      } catch (error) {
        if (isPopupDismissed(error)) return;
        throw error;
      }
    }
    await logout();
    clearSession();
    queryClient.clear();
    navigate(paths.login.href(), { replace: true });
  };
}
