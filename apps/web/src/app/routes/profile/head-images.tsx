import { PageShell } from '../../../components/page-shell';
import { paths } from '../../../config/paths';
import { AvatarPicker, MemberOnly } from '../../../features/member';
import { useTranslation } from '../../../i18n';
import { useSessionStore } from '../../../lib/session';

/** /headImages: the default avatar list; the chosen one is saved on the server. */
export default function HeadImagesRoute() {
  const { t } = useTranslation();
  const member = useSessionStore((s) => s.userData);
  return (
    <PageShell title={t('me.profile.avatarTitle')} backTo={paths.changePersonInfo.href()}>
      <MemberOnly>
        {member ? <AvatarPicker current={member.avatar} name={member.nickname || member.username} /> : null}
      </MemberOnly>
    </PageShell>
  );
}
