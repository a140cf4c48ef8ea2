import { StatusPage } from '../../../components/status-page';
import { useTranslation } from '../../../i18n';

export default function ForbiddenRoute() {
  const { t } = useTranslation();
  return <StatusPage status="403" title={t('error.forbiddenTitle')} description={t('error.forbiddenBody')} />;
}
