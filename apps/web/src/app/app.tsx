import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { BrowserRouter, useNavigate, useRoutes } from 'react-router';
import { loadTexts } from '../i18n';
import { queryClient } from '../lib/query-client';
import { followReducedMotion } from '../lib/reduced-motion';
import { preloadToast } from '../lib/toast';
import { whenIdle } from '../lib/when-idle';
import { applyDeviceSettings } from './device-settings';
import { AppProviders } from './providers';
import { RealityCheckLayer } from './reality-check-layer';
import { routes } from './router';
import { TrialLayer } from './trial-layer';
import { startBackground, wireApp } from './wiring';

/**
 * Declarative routing (BrowserRouter + useRoutes) rather than createBrowserRouter: the app uses no
 * loaders or actions, and the data router is ~17 KB gzip of the hall's first load. Route errors are
 * caught per screen by lazyRoute's boundary.
 */
function AppRoutes() {
  return useRoutes(routes);
}

/** Hands the router's navigate to the non-React wiring (API errors, socket effects) once mounted. */
function RouterWiring() {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  latest.current = navigate;
  useLayoutEffect(() => {
    wireApp({ navigate: (to, options) => latest.current(to, options) }, queryClient);
  }, []);
  return null;
}

const FloatBallHost = lazy(() =>
  Promise.all([import('../features/float-ball'), loadTexts('me')]).then(([m]) => ({
    default: m.FloatBallHost,
  })),
);

/** The float ball (设置 → 悬浮球) loads once the first screen is idle: it is no part of the cold start. */
function DeferredFloatBall() {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  return ready ? (
    <Suspense fallback={null}>
      <FloatBallHost />
    </Suspense>
  ) : null;
}

export function App() {
  useEffect(() => startBackground(queryClient), []);
  useEffect(applyDeviceSettings, []);
  useEffect(() => whenIdle(() => void preloadToast()), []);
  useEffect(() => followReducedMotion(() => import('../lib/antd-motion')), []);
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <RouterWiring />
        <AppRoutes />
        <DeferredFloatBall />
        <TrialLayer />
        <RealityCheckLayer />
      </BrowserRouter>
    </AppProviders>
  );
}
