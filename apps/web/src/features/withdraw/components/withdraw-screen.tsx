import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SpinLoading } from 'antd-mobile';
import { useEffect } from 'react';
import { PageShell } from '../../../components/page-shell';
import { showPopup } from '../../../components/popups';
import { ResponsibleFooter } from '../../../components/responsible-footer';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { useTranslation } from '../../../i18n';
import { navigateTo } from '../../../lib/navigation';
import { getAccounts, getFundTypes } from '../api/withdraw-api';
import { useWithdrawGate } from '../hooks/use-withdraw-gate';
import { orderAccounts } from '../model/order-accounts';
import { WithdrawForm } from './withdraw-form';
import './withdraw.css';

export const withdrawKeys = {
  accounts: ['withdraw', 'accounts'] as const,
  types: ['withdraw', 'types'] as const,
};

/** /withdraw: pre-check, then accounts (available first), amount and fund password. */
export function WithdrawScreen() {
  const { t } = useTranslation();
  const gate = useWithdrawGate();
  const allowed = gate.data === true;
  const accounts = useQuery({ queryKey: withdrawKeys.accounts, queryFn: getAccounts, enabled: allowed });
  const types = useQuery({ queryKey: withdrawKeys.types, queryFn: getFundTypes, enabled: allowed });
  const queryClient = useQueryClient();
  const ready = accounts.data !== undefined && types.data !== undefined;
  const ordered = ready ? orderAccounts(accounts.data, types.data.withdrawTypes.available) : null;
  const empty = ordered !== null && ordered.accounts.length === 0;

  useEffect(() => {
    if (!empty) return;
    // Spec §8: an empty list asks, under the brand's name, whether to go and bind one.
    void showPopup({
      kind: 'prompt',
      title: site.name,
      content: t('msg.noWithdrawAccountConfirm'),
      confirmText: t('common.confirm'),
    }).then((go) => {
      if (go) navigateTo(paths.withdrawAccount.href());
    });
  }, [empty, t]);

  return (
    <PageShell
      title={t('withdraw.title')}
      backTo={paths.account.href()}
      right={
        <button
          type="button"
          className="ql-withdraw__link"
          onClick={() => navigateTo(paths.withdrawList.href())}
        >
          {t('withdraw.listTitle')}
        </button>
      }
    >
      {gate.isLoading || (allowed && !ready) ? <SpinLoading className="ql-withdraw__spin" /> : null}
      {ordered && ordered.accounts.length > 0 ? (
        <WithdrawForm
          accounts={ordered.accounts}
          initialAccount={ordered.chosen}
          onDone={() => {
            void queryClient.invalidateQueries({ queryKey: ['wallet'] });
            navigateTo(paths.withdrawList.href());
          }}
        />
      ) : null}
      <ResponsibleFooter />
    </PageShell>
  );
}
