import { useQuery } from '@tanstack/react-query';
import { Collapse } from 'antd-mobile';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageShell } from '../../../components/page-shell';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { getHelpQuestions, helpKeys } from '../api/help-api';
import './help.css';

/** /helpCenter: the FAQ as questions that expand to their answers, one open at a time. */
export function HelpCenterScreen() {
  const { t } = useTranslation();
  const { data, isLoading } = useQuery({ queryKey: helpKeys.questions, queryFn: getHelpQuestions });
  const list = data?.list ?? [];
  return (
    <PageShell title={t('help.title')} backTo={paths.personCenter.href()}>
      {isLoading ? <p className="ql-help__loading">{t('common.loading')}</p> : null}
      {!isLoading && list.length === 0 ? <EmptyState title={t('help.empty')} /> : null}
      {list.length > 0 ? (
        <Collapse accordion className="ql-help__list">
          {list.map((q) => (
            <Collapse.Panel key={String(q.id)} title={q.question}>
              <div className="ql-help__answer">{q.answer}</div>
            </Collapse.Panel>
          ))}
        </Collapse>
      ) : null}
      <Link className="ql-help__contact" to={paths.mixDeskPage.href()}>
        {t('help.contact')}
      </Link>
    </PageShell>
  );
}
