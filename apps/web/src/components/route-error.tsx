import { lazy, Suspense } from 'react';
import { useRouteError } from 'react-router';
import { useTranslation } from '../i18n';

// Every route names this as its error element, so it sits in the entry chunk; the status page
// (ErrorBlock's illustrations are ~12 KB gzip) loads only when a route has actually failed.
const StatusPage = lazy(() => import('./status-page').then((m) => ({ default: m.StatusPage })));

/** The crash page for a route that threw: one broken screen must not take the tab bar or popups with it. */
export function RouteErrorView({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const description = error instanceof Error ? error.message : String(error ?? '');
  return (
    <Suspense fallback={null}>
      <StatusPage status="crash" title={t('error.crashTitle')} description={description} />
    </Suspense>
  );
}

/** Per-route error element for data routers (tests' memory router); reads the route's error. */
export function RouteError() {
  return <RouteErrorView error={useRouteError()} />;
}
