import { Messages } from '@qilin/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, List } from 'antd-mobile';
import { EmptyState } from '../../../components/empty-state';
import { PageShell } from '../../../components/page-shell';
import { showPopup } from '../../../components/popups';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast';
import { accountDetail, deleteAccount, getAccounts } from '../api/withdraw-api';
import { AddAccountForm } from './add-account-form';
import './withdraw.css';

/** /withdrawAccount: list, add, delete ('删除成功' or the message, then refresh). */
export function WithdrawAccountScreen() {
  const { t } = useTranslation();
  const accounts = useQuery({ queryKey: ['withdraw', 'accounts'], queryFn: getAccounts });
  const refresh = () => void accounts.refetch();

  async function handleDelete(id: number): Promise<void> {
    const ok = await showPopup({ kind: 'prompt', content: t('withdraw.deleteConfirm') });
    if (!ok) return;
    try {
      await deleteAccount(id);
      showToast(Messages.deleteSuccess);
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : Messages.loadFailed);
    }
    refresh();
  }
  const list = accounts.data ?? [];
  return (
    <PageShell
      title={t('withdraw.accountsTitle')}
      backTo={paths.account.href()}
      right={
        <button type="button" className="ql-withdraw__link" onClick={refresh}>
          {t('withdraw.refresh')}
        </button>
      }
    >
      {accounts.isSuccess && list.length === 0 ? <EmptyState title={t('withdraw.noAccounts')} /> : null}
      {list.length > 0 ? (
        <List className="ql-withdraw__card">
          {list.map((a) => (
            <List.Item
              key={a.id}
              description={accountDetail(a)}
              extra={
                <Button size="mini" color="danger" fill="outline" onClick={() => void handleDelete(a.id)}>
                  {t('withdraw.delete')}
                </Button>
              }
            >
              {a.title}
            </List.Item>
          ))}
        </List>
      ) : null}
      <AddAccountForm onAdded={refresh} />
    </PageShell>
  );
}
