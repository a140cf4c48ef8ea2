import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageShell } from '../../../components/page-shell';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { useMarkAllRead, useNoticeList } from '../hooks/use-notice-center';
import { NoticeDetail } from './notice-detail';
import { NoticeList } from './notice-list';
import './notices.css';

/** /noticeCenter: the list; `?id=` opens one notice (and reads it). */
export function NoticeCenterScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id') ?? 0);
  const list = useNoticeList();
  const markAll = useMarkAllRead();
  if (Number.isInteger(id) && id > 0) {
    return (
      <PageShell title={t('notices.detailTitle')} backTo={paths.noticeCenter.href()}>
        <NoticeDetail id={id} />
      </PageShell>
    );
  }
  const unreadNum = list.data?.unreadNum ?? 0;
  const readAll =
    unreadNum > 0 ? (
      <Button
        className="ql-notices__read-all"
        size="mini"
        fill="none"
        loading={markAll.isPending}
        onClick={() => markAll.mutate()}
      >
        {t('notices.readAll')}
      </Button>
    ) : null;
  const notices = list.data?.list ?? [];
  return (
    <PageShell title={t('notices.title')} backTo={paths.personCenter.href()} right={readAll}>
      {list.isLoading ? <p className="ql-notices__loading">{t('common.loading')}</p> : null}
      {!list.isLoading && notices.length === 0 ? <EmptyState title={t('notices.empty')} /> : null}
      {notices.length > 0 ? (
        <NoticeList notices={notices} onOpen={(n) => navigate(paths.noticeCenter.href({ id: n }))} />
      ) : null}
    </PageShell>
  );
}
