import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { StatusPage } from './status-page';

/** Per-route error boundary: one broken screen must not take the tab bar or popups with it. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const description = error instanceof Error ? error.message : String(error ?? '');
  return <StatusPage status="crash" title={t('error.crashTitle')} description={description} />;
}
