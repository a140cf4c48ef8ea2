import { TabBar } from 'antd-mobile';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ActivityIcon, HallIcon, OnlineIcon, PersonIcon } from '../../../components/tab-icons';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import './home-layout.css';

const tabs = [
  { key: paths.hall.path, label: 'tab.hall', icon: <HallIcon /> },
  { key: paths.activity.path, label: 'tab.activity', icon: <ActivityIcon /> },
  { key: paths.online.path, label: 'tab.online', icon: <OnlineIcon /> },
  { key: paths.personCenter.path, label: 'tab.personCenter', icon: <PersonIcon /> },
] as const;

/** /home frame: the screen above, the four-tab bar below (hall, activity, service, me). */
export function HomeLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = tabs.find((tab) => pathname.startsWith(tab.key))?.key ?? paths.hall.path;
  return (
    <div className="ql-home">
      <div className="ql-home__body">
        <Outlet />
      </div>
      <nav className="ql-home__tabs">
        <TabBar activeKey={active} onChange={(key) => navigate(key)} safeArea>
          {tabs.map((tab) => (
            <TabBar.Item key={tab.key} icon={tab.icon} title={t(tab.label)} />
          ))}
        </TabBar>
      </nav>
    </div>
  );
}
