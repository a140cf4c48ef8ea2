import { useTranslation } from '../../../i18n';
import { useNoticeDetail } from '../hooks/use-notice-center';
import './notices.css';

/** One notice, read by opening it. */
export function NoticeDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data: notice, isLoading } = useNoticeDetail(id);
  if (isLoading) return <p className="ql-notices__loading">{t('common.loading')}</p>;
  if (!notice) return null;
  return (
    <article className="ql-notices__detail">
      <h2 className="ql-notices__detail-title">{notice.title}</h2>
      <p className="ql-notices__meta">
        {notice.name ? <span>{t('notices.from', { name: notice.name })}</span> : null}
        <time>{notice.send_time}</time>
      </p>
      <div className="ql-notices__content">{notice.content}</div>
    </article>
  );
}
