import { StatusPage } from '../../../components/status-page';
import { useTranslation } from '../../../i18n';

export default function NotFoundRoute() {
  const { t } = useTranslation();
  return <StatusPage status="404" title={t('error.notFoundTitle')} description={t('error.notFoundBody')} />;
}
