import { Grid, List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { allowMoneyEntry } from '../../../components/guest-gate';
import { PageShell } from '../../../components/page-shell';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { useWallet } from '../hooks/use-wallet';
import './wallet.css';
import { moneyText } from '../../../lib/money';

/** /account: balance, withdrawable amount and the doors to every money screen. */
export function WalletScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const wallet = useWallet();
  const balance = wallet.data ? moneyText(wallet.data.balance) : '--';
  const withdrawable = wallet.data ? moneyText(wallet.data.withdrawable_amount) : '--';
  const guarded = (to: string) => () => {
    if (allowMoneyEntry()) navigate(to);
  };
  const entries = [
    { key: 'recharge', label: t('wallet.recharge'), icon: '充', go: guarded(paths.recharge.href()) },
    { key: 'withdraw', label: t('wallet.withdraw'), icon: '提', go: guarded(paths.withdraw.href()) },
    { key: 'details', label: t('wallet.details'), icon: '明', go: guarded(paths.accountDetails.href()) },
    { key: 'venues', label: t('wallet.venues'), icon: '转', go: guarded(paths.venuesTransfer.href()) },
  ];
  return (
    <PageShell title={t('wallet.title')} backTo={paths.personCenter.href()}>
      <section className="ql-wallet__card" data-testid="wallet-card">
        <div className="ql-wallet__label">{t('wallet.balance')}</div>
        <div className="ql-wallet__balance" data-testid="wallet-balance">
          {balance}
        </div>
        <div className="ql-wallet__sub">
          {t('wallet.withdrawable')}：<span data-testid="wallet-withdrawable">{withdrawable}</span>{' '}
          {t('wallet.yuan')}
        </div>
      </section>
      <Grid columns={4} gap={8} className="ql-wallet__grid">
        {entries.map((e) => (
          <Grid.Item key={e.key} onClick={e.go}>
            <button type="button" className="ql-wallet__entry">
              <span className="ql-wallet__icon" aria-hidden="true">
                {e.icon}
              </span>
              {e.label}
            </button>
          </Grid.Item>
        ))}
      </Grid>
      <List className="ql-wallet__list">
        <List.Item onClick={guarded(paths.withdrawList.href())}>{t('wallet.withdrawList')}</List.Item>
        <List.Item onClick={guarded(paths.withdrawAccount.href())}>{t('wallet.withdrawAccount')}</List.Item>
        <List.Item onClick={guarded(paths.giftRecord.href())}>{t('wallet.giftRecord')}</List.Item>
        <List.Item onClick={guarded(paths.safeCenter.href())}>{t('wallet.safeCenter')}</List.Item>
      </List>
    </PageShell>
  );
}
