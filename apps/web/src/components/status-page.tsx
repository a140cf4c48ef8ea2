import { Button, ErrorBlock } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { useTranslation } from '../i18n';
import './shell.css';

type Props = { status: '403' | '404' | 'crash'; title: string; description: string };

/** Full-page state for 403, not-found and crashed routes, always with a way back to the hall. */
export function StatusPage({ status, title, description }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const blockStatus = status === '404' ? 'empty' : status === '403' ? 'disconnected' : 'default';
  return (
    <main className="ql-status" data-status={status}>
      <ErrorBlock
        status={blockStatus}
        title={<h1 className="ql-status__title">{title}</h1>}
        description={description}
      />
      <Button color="primary" shape="rounded" onClick={() => navigate(paths.hall.href(), { replace: true })}>
        {t('error.goHome')}
      </Button>
    </main>
  );
}
