import { PageShell } from '../../../components/page-shell';
import { paths } from '../../../config/paths';
import { SupportChatScreen } from '../../../features/customer-service';
import { MemberOnly } from '../../../features/member';
import { useTranslation } from '../../../i18n';

/** /support/28 and /support/super (spec §2): the member's chat with the service; back goes to 客服. */
export default function SupportChatRoute() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('service.chat.title')} backTo={paths.online.href()}>
      <MemberOnly>
        <SupportChatScreen />
      </MemberOnly>
    </PageShell>
  );
}
