import { lazy, type ReactNode, Suspense } from 'react';
import { useSessionStore } from '../lib/session';

const TrialBadge = lazy(() => import('../features/trial/components/trial-badge'));
const TrialRefusedScreen = lazy(() => import('../features/trial/components/trial-refused-screen'));

/** The 试玩 badge on every screen while a trial is active; its code loads only then. */
export function TrialLayer() {
  const active = useSessionStore((s) => s.trial !== null);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <TrialBadge />
    </Suspense>
  );
}

/** A member-only money screen: in trial it explains that play money cannot go there. */
export function TrialGate({ children }: { children: ReactNode }) {
  const active = useSessionStore((s) => s.trial !== null);
  if (!active) return children;
  return (
    <Suspense fallback={null}>
      <TrialRefusedScreen />
    </Suspense>
  );
}
