import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { useLogout } from '../features/auth/hooks/use-logout';
import { loadTexts } from '../i18n';
import { useSessionStore } from '../lib/session';

const RealityCheckHost = lazy(() =>
  Promise.all([import('../features/protection/components/reality-check-host'), loadTexts('protection')]).then(
    ([m]) => ({ default: m.RealityCheckHost }),
  ),
);

/**
 * The reality check (理性投注) for a logged-in member, over every screen: its code and texts load only
 * for a member; 停止 logs out at once, 查看限额 opens the limits.
 */
export function RealityCheckLayer() {
  const member = useSessionStore((s) => s.isLogin && s.userData !== null && s.trial === null);
  const navigate = useNavigate();
  const logout = useLogout();
  if (!member) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckHost
        active={member}
        onStop={() => void logout()}
        onLimits={() => navigate(paths.protectionLimits.href())}
      />
    </Suspense>
  );
}
