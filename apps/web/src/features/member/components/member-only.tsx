import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { useSessionStore } from '../../../lib/session';

/** A profile screen opened by a guest (a shared link): a login call that comes back here. */
export function MemberOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const isLogin = useSessionStore((s) => s.isLogin && s.userData !== null);
  if (isLogin) return children;
  return (
    <EmptyState
      title={t('popup.pleaseLoginContent')}
      action={
        <Button
          color="primary"
          shape="rounded"
          onClick={() => navigate(paths.login.href({ redirect: location.pathname + location.search }))}
        >
          {t('person.loginNow')}
        </Button>
      }
    />
  );
}
