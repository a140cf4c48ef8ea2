import { NavBar } from 'antd-mobile';
import { CustomerServicePanel } from '../../../features/customer-service';
import { useTranslation } from '../../../i18n';

/** /home/online: the customer-service tab (no back: the tab bar is the way out). */
export default function OnlineRoute() {
  const { t } = useTranslation();
  return (
    <div>
      <NavBar back={null} className="ql-page__bar">
        {t('online.title')}
      </NavBar>
      <main className="ql-page__body">
        <CustomerServicePanel />
      </main>
    </div>
  );
}
