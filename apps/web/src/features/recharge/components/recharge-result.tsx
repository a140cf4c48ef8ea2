import { Button, Result } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { PageShell } from '../../../components/page-shell';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';

/** /rechargeSucess and /rechargeFail: where payment pages return the member. */
export function RechargeResult({ ok }: { ok: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PageShell title={t('recharge.title')} backTo={paths.account.href()}>
      <Result
        status={ok ? 'success' : 'error'}
        title={ok ? t('recharge.resultSuccess') : t('recharge.resultFail')}
        description={ok ? t('recharge.resultSuccessBody') : t('recharge.resultFailBody')}
      />
      <div className="ql-recharge__result-actions">
        <Button block color="primary" shape="rounded" onClick={() => navigate(paths.account.href())}>
          {t('recharge.backWallet')}
        </Button>
        {ok ? null : (
          <Button block shape="rounded" onClick={() => navigate(paths.recharge.href(), { replace: true })}>
            {t('recharge.retry')}
          </Button>
        )}
      </div>
    </PageShell>
  );
}
