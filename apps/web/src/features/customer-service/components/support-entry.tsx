import { Badge } from 'antd-mobile';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { useSupportUnread } from '../hooks/use-support-chat';
import { badgeText } from '../model/support-thread';

/** The in-app chat's entry (members only), with the service's unread messages as a badge. */
export function SupportEntry() {
  const { t } = useTranslation();
  const unread = useSupportUnread().data ?? 0;
  const badge = badgeText(unread);
  return (
    <section className="ql-cs__chat" aria-label={t('service.chat.title')}>
      <div className="ql-cs__chat-text">
        <strong>{t('service.chat.title')}</strong>
        <span>{t('service.chat.entryHint')}</span>
      </div>
      <Link className="ql-cs__chat-open ql-support__entry" to={paths.support28.href()}>
        {t('service.chat.open')}
        {badge ? (
          <Badge
            className="ql-support__badge"
            content={badge}
            aria-label={t('service.chat.unread', { count: unread })}
          />
        ) : null}
      </Link>
    </section>
  );
}
