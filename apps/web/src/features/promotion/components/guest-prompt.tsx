import { Button } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';

/** A guest on an invite or agent screen: log in first, then come back here. */
export function GuestPrompt() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <EmptyState
      title={t('popup.pleaseLoginContent')}
      action={
        <Button
          color="primary"
          shape="rounded"
          onClick={() => navigate(paths.login.href({ redirect: pathname }))}
        >
          {t('popup.goLogin')}
        </Button>
      }
    />
  );
}
