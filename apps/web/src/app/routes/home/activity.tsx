import { NavBar } from 'antd-mobile';
import { EmptyState } from '../../../components/empty-state';
import { useTranslation } from '../../../i18n';

export default function ActivityRoute() {
  const { t } = useTranslation();
  return (
    <div>
      <NavBar back={null} className="ql-page__bar">
        {t('activity.title')}
      </NavBar>
      <EmptyState title={t('activity.empty')} />
    </div>
  );
}
