import { useEffect, useLayoutEffect, useRef } from 'react';
import { BrowserRouter, useNavigate, useRoutes } from 'react-router';
import { queryClient } from '../lib/query-client';
import { preloadToast } from '../lib/toast';
import { whenIdle } from '../lib/when-idle';
import { AppProviders } from './providers';
import { routes } from './router';
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

export function App() {
  useEffect(() => startBackground(queryClient), []);
  useEffect(() => whenIdle(() => void preloadToast()), []);
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <RouterWiring />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
