import {
  type DedicatedService,
  ErrorCode,
  Messages,
  type PayChannel,
  ProtectionMessages,
} from '@qilin/contract';
import { useQueryClient } from '@tanstack/react-query';
import { List, SpinLoading, Tabs } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageShell } from '../../../components/page-shell';
import { ResponsibleFooter } from '../../../components/responsible-footer';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api-error';
import { queryKeys } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session';
import { showSuccessToast, showToast } from '../../../lib/toast';
import { createDeposit, getRechargeCheck } from '../api/recharge-api';
import { rechargeKeys, usePayTypes } from '../hooks/use-pay-types';
import { AmountPopup } from './amount-popup';
import { OrderView } from './order-view';
import { SuccessPopup } from './success-popup';
import './recharge.css';

/** /recharge: the offline recharge flow of spec §4 (channel → amount → order → transferred). */
export function RechargeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const payTypes = usePayTypes();
  const [typeKey, setTypeKey] = useState<string | null>(null);
  const [channel, setChannel] = useState<PayChannel | null>(null);
  const [orderId, setOrderId] = useState<number | null>(null);
  const [success, setSuccess] = useState<{ at: number; service: DedicatedService } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const groups = payTypes.data ?? [];
  const active = groups.find((g) => String(g.typeId) === typeKey) ?? groups[0];

  const hasRealName = useSessionStore((s) => Boolean(s.userData?.real_name));
  /** 理性投注: no deposit before a real name is bound — off to the 实名 binding screen. */
  const toRealName = useCallback(() => {
    showToast(ProtectionMessages.realNameRequired);
    navigate(paths.safeCenter.href({ action: 'name' }));
  }, [navigate]);

  async function handleChannel(next: PayChannel): Promise<void> {
    if (!hasRealName) {
      toRealName();
      return;
    }
    // An unpaid order wins over a new one (spec §4 step 3: payOrderNums 1 → the order view).
    const check = await getRechargeCheck();
    if (check.payOrderNums === 1 && check.orderId !== null) setOrderId(check.orderId);
    else setChannel(next);
  }
  async function handleSubmit(amountYuan: string): Promise<void> {
    if (!channel) return;
    setSubmitting(true);
    try {
      const order = await createDeposit(channel.channelId, amountYuan);
      queryClient.setQueryData(rechargeKeys.order(order.id), order);
      showSuccessToast(Messages.orderCreated);
      setChannel(null);
      setOrderId(order.id);
    } catch (error) {
      // The server's word wins (a name bound elsewhere, or a stale member record here).
      if (error instanceof ApiError && error.code === ErrorCode.DepositRealNameRequired) toRealName();
      else throw error;
    } finally {
      setSubmitting(false);
    }
  }
  /** The service's own chat link in a new tab; without one, the in-app customer service page. */
  function contactService(service: DedicatedService): void {
    if (service.link !== '') window.open(service.link, '_blank', 'noopener');
    else navigate(paths.mixDeskPage.href());
  }
  const closeOrder = useCallback(() => {
    setOrderId(null);
    void queryClient.invalidateQueries({ queryKey: queryKeys.balance });
  }, [queryClient]);
  const closeSuccess = useCallback(() => {
    setSuccess(null);
    closeOrder();
  }, [closeOrder]);

  return (
    <PageShell title={t('recharge.title')} backTo={paths.account.href()}>
      {payTypes.isLoading ? <SpinLoading className="ql-recharge__spin" /> : null}
      {!payTypes.isLoading && groups.length === 0 ? <EmptyState title={t('recharge.noChannel')} /> : null}
      {groups.length > 0 ? (
        <Tabs
          activeKey={active ? String(active.typeId) : null}
          onChange={(key) => {
            setTypeKey(key);
            payTypes.refresh();
          }}
          className="ql-recharge__tabs"
        >
          {groups.map((g) => (
            <Tabs.Tab key={String(g.typeId)} title={g.typeName} />
          ))}
        </Tabs>
      ) : null}
      {active ? (
        <List header={t('recharge.channel')} className="ql-recharge__channels">
          {active.channels.map((c) => (
            <List.Item
              key={c.channelId}
              prefix={c.iconUrl ? <img src={c.iconUrl} alt="" width={28} height={28} /> : null}
              description={`${t('recharge.limit')}：${c.channelLimit}`}
              onClick={() => void handleChannel(c).catch(() => {})}
            >
              {c.channelName}
            </List.Item>
          ))}
        </List>
      ) : null}
      {channel ? (
        <AmountPopup
          channel={channel}
          submitting={submitting}
          onClose={() => setChannel(null)}
          onSubmit={(amount) => void handleSubmit(amount).catch(() => {})}
        />
      ) : null}
      {orderId !== null ? (
        <OrderView
          orderId={orderId}
          onClose={closeOrder}
          onTransferred={(service) => setSuccess({ at: Date.now(), service })}
        />
      ) : null}
      {success !== null ? (
        <SuccessPopup
          openedAt={success.at}
          service={success.service}
          onClose={closeSuccess}
          onContact={() => contactService(success.service)}
        />
      ) : null}
      <ResponsibleFooter />
    </PageShell>
  );
}
