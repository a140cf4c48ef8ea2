import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../../components/status-page';

export default function ForbiddenRoute() {
  const { t } = useTranslation();
  return <StatusPage status="403" title={t('error.forbiddenTitle')} description={t('error.forbiddenBody')} />;
}
