import { List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { PageShell } from '../../../components/page-shell';
import { paths } from '../../../config/paths';
import { MemberAvatar, MemberOnly, NicknameForm } from '../../../features/member';
import { useTranslation } from '../../../i18n';
import { useSessionStore } from '../../../lib/session';

/** /changePersonInfo: the avatar (a tap opens /headImages) and the nickname form. */
export default function ChangePersonInfoRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const member = useSessionStore((s) => s.userData);
  const name = member ? member.nickname || member.username : '';
  return (
    <PageShell title={t('me.profile.title')} backTo={paths.personCenter.href()}>
      <MemberOnly>
        {member ? (
          <>
            <List style={{ borderRadius: 12, overflow: 'hidden', marginBottom: 16 }}>
              <List.Item
                extra={<MemberAvatar avatar={member.avatar} name={name} size={40} />}
                onClick={() => navigate(paths.headImages.href())}
              >
                {t('me.profile.avatar')}
              </List.Item>
            </List>
            <NicknameForm key={name} current={name} />
          </>
        ) : null}
      </MemberOnly>
    </PageShell>
  );
}
