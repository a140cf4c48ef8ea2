import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSessionStore } from '../lib/session';

/**
 * After a login (the store's notice flag) the important notice pops once, on whatever screen the login
 * lands. The notices chunk loads only then, so the first load carries none of it.
 */
export function LoginNoticeGate() {
  const pending = useSessionStore((s) => s.isLogin && s.noticeMark.pending);
  const client = useQueryClient();
  useEffect(() => {
    if (!pending) return;
    void import('../features/notices').then((m) => m.runLoginNotice(client)).catch(() => undefined);
  }, [pending, client]);
  return null;
}
