import { List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { MemberCard } from '../../../features/member';
import { useTranslation } from '../../../i18n';

export default function PersonCenterRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div>
      <MemberCard />
      <List style={{ margin: 12, borderRadius: 12, overflow: 'hidden' }}>
        <List.Item onClick={() => navigate(paths.setting.href())}>{t('person.setting')}</List.Item>
        <List.Item onClick={() => navigate(paths.about.href())}>{t('person.about')}</List.Item>
      </List>
    </div>
  );
}
