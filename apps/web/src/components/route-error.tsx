import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

// Every route names this as its error element, so it sits in the entry chunk; the status page
// (ErrorBlock's illustrations are ~12 KB gzip) loads only when a route has actually failed.
const StatusPage = lazy(() => import('./status-page').then((m) => ({ default: m.StatusPage })));

/** Per-route error boundary: one broken screen must not take the tab bar or popups with it. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const description = error instanceof Error ? error.message : String(error ?? '');
  return (
    <Suspense fallback={null}>
      <StatusPage status="crash" title={t('error.crashTitle')} description={description} />
    </Suspense>
  );
}
