import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../../components/status-page';

export default function NotFoundRoute() {
  const { t } = useTranslation();
  return <StatusPage status="404" title={t('error.notFoundTitle')} description={t('error.notFoundBody')} />;
}
