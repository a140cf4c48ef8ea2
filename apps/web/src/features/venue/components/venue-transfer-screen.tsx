import { yuanToFen } from '@qilin/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, List, Popup } from 'antd-mobile';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { PageShell } from '../../../components/page-shell';
import { useLayer } from '../../../components/popups';
import { ResponsibleFooter } from '../../../components/responsible-footer';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { queryKeys } from '../../../lib/query-client';
import { showSuccessToast, showToast } from '../../../lib/toast';
import {
  exchangeIn,
  exchangeOut,
  getMainWallet,
  getParties,
  type Party,
  transferAllBack,
} from '../api/venue-api';
import { MAIN_WALLET_CODE, sortParties } from '../model/sort-parties';
import './venue.css';
import { moneyText } from '../../../lib/money';

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}`;

/** /venuesTransfer: venue sub-wallets, transfer in/out, one-click transfer back. */
export function VenueTransferScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const parties = useQuery({ queryKey: ['venue', 'parties'], queryFn: getParties });
  const wallet = useQuery({ queryKey: queryKeys.balance, queryFn: getMainWallet });
  const [target, setTarget] = useState<Party | null>(null);
  const layer = useLayer(target !== null);
  const [amount, setAmount] = useState('');
  // One money call at a time: a second tap while the first is in flight would move money twice.
  const [busy, setBusy] = useState(false);
  const list = parties.data ? sortParties(parties.data, wallet.data?.balance ?? null) : [];
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['venue'] });
    void queryClient.invalidateQueries({ queryKey: queryKeys.balance });
  };

  async function handleMove(direction: 'in' | 'out'): Promise<void> {
    const amountFen = yuanToFen(amount);
    if (!target || amountFen === null || amountFen <= 0) return showToast(t('withdraw.badAmount'));
    const body = { code: target.code, amount_fen: amountFen, request_id: newKey() };
    setBusy(true);
    try {
      await (direction === 'in' ? exchangeIn(body) : exchangeOut(body));
      showSuccessToast(t('venue.done'));
      setTarget(null);
      setAmount('');
      refresh();
    } catch {
      // Central handler shows the refusal.
    } finally {
      setBusy(false);
    }
  }
  async function handleAllBack(): Promise<void> {
    setBusy(true);
    try {
      await transferAllBack({ request_id: newKey() });
      showSuccessToast(t('venue.recovered'));
      refresh();
    } catch {
      // Central handler shows the refusal.
    } finally {
      setBusy(false);
    }
  }
  return (
    <PageShell title={t('venue.title')} backTo={paths.account.href()}>
      <Button block color="primary" shape="rounded" loading={busy} onClick={() => void handleAllBack()}>
        {t('venue.allBack')}
      </Button>
      {parties.isSuccess && list.length === 0 ? <EmptyState title={t('venue.empty')} /> : null}
      <List className="ql-venue__list" data-testid="venue-list">
        {list.map((p) => (
          <List.Item
            key={p.code}
            extra={moneyText(p.balance, { unit: 'cny' })}
            onClick={p.code === MAIN_WALLET_CODE ? undefined : () => setTarget(p)}
            arrowIcon={p.code !== MAIN_WALLET_CODE}
          >
            <span data-testid="venue-title">{p.title}</span>
          </List.Item>
        ))}
      </List>
      {target ? (
        <Popup
          style={layer}
          visible
          onMaskClick={() => setTarget(null)}
          bodyClassName="ql-venue__sheet"
          destroyOnClose
        >
          <div className="ql-venue__sheet-title">{target.title}</div>
          <Input
            aria-label={t('venue.amountPlaceholder')}
            placeholder={t('venue.amountPlaceholder')}
            inputMode="decimal"
            value={amount}
            onChange={(v) => setAmount(v.replace(/[^0-9.]/g, ''))}
          />
          <div className="ql-venue__actions">
            <Button
              block
              color="primary"
              shape="rounded"
              disabled={busy}
              onClick={() => void handleMove('in')}
            >
              {t('venue.transferIn')}
            </Button>
            <Button block shape="rounded" disabled={busy} onClick={() => void handleMove('out')}>
              {t('venue.transferOut')}
            </Button>
          </div>
        </Popup>
      ) : null}
      <ResponsibleFooter />
    </PageShell>
  );
}
