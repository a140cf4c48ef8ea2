import { NavBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';

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
