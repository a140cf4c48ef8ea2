import { type DedicatedService, type DepositOrderView, Messages } from '@qilin/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, List, Popup, SpinLoading } from 'antd-mobile';
import { useEffect } from 'react';
import { Money } from '../../../components/money';
import { useLayer } from '../../../components/popups';
import { TopBar } from '../../../components/top-bar';
import { useTranslation } from '../../../i18n';
import { copyText } from '../../../lib/copy-text';
import { showToast } from '../../../lib/toast';
import { cancelDeposit, confirmDeposit, getDeposit, USDT_TYPE_ID } from '../api/recharge-api';
import { formatClock, useCountdown } from '../hooks/use-countdown';
import { rechargeKeys } from '../hooks/use-pay-types';
import { OrderProof } from './order-proof';
import { QrImage } from './qr-image';

type Props = { orderId: number; onClose: () => void; onTransferred: (service: DedicatedService) => void };

function CopyRow({ label, value, testId }: { label: string; value: string; testId?: string }) {
  const { t } = useTranslation();
  if (value === '') return null;
  return (
    <List.Item
      extra={
        <Button size="mini" fill="outline" color="primary" onClick={() => void copyText(value)}>
          {t('recharge.copy')}
        </Button>
      }
      description={<span data-testid={testId}>{value}</span>}
    >
      {label}
    </List.Item>
  );
}

function OrderBody({ order }: { order: DepositOrderView }) {
  const { t } = useTranslation();
  const isUsdt = order.typeId === USDT_TYPE_ID;
  return (
    <>
      <div className="ql-recharge__order-amount">
        <strong>
          <Money fen={order.amount} unit="cny" />
        </strong>
        {isUsdt && order.usdtAmount ? (
          <div className="ql-recharge__order-usdt">{order.usdtAmount} USDT</div>
        ) : null}
      </div>
      <List className="ql-recharge__order-list">
        <CopyRow label={t('recharge.orderSn')} value={order.orderSn} />
        <CopyRow label={t('recharge.accountName')} value={order.accountName} testId="order-account-name" />
        <CopyRow label={t('recharge.accountNum')} value={order.accountNum} testId="order-account-num" />
        {order.bankName ? <List.Item extra={order.bankName}>{t('recharge.bankName')}</List.Item> : null}
        <CopyRow label={t('recharge.address')} value={order.address} />
      </List>
      {order.qrCode ? (
        <div className="ql-recharge__qr-box">
          <QrImage value={order.qrCode} alt={t('recharge.qrCode')} />
          <span>{t('recharge.qrCode')}</span>
        </div>
      ) : null}
      <OrderProof order={order} />
    </>
  );
}

/** Spec §4 steps 5–7: order details with copy buttons, a countdown, confirm or cancel. */
export function OrderView({ orderId, onClose, onTransferred }: Props) {
  const { t } = useTranslation();
  const layer = useLayer();
  const query = useQuery({ queryKey: rechargeKeys.order(orderId), queryFn: () => getDeposit(orderId) });
  // The server's countdown is measured on its clock at answer time; counting from the answer's arrival
  // keeps the view in step with the server's expiry whatever the phone's clock says.
  const deadline = query.data ? query.dataUpdatedAt + query.data.countdown * 1000 : null;
  const seconds = useCountdown(deadline);
  const expired = query.data !== undefined && seconds === 0;
  useEffect(() => {
    if (expired) onClose();
  }, [expired, onClose]);

  async function handleTransferred(): Promise<void> {
    const paid = await confirmDeposit(orderId);
    onTransferred(paid.service);
  }
  async function handleCancel(): Promise<void> {
    await cancelDeposit(orderId);
    showToast(Messages.orderCancelled);
    onClose();
  }
  return (
    <Popup style={layer} visible position="right" bodyClassName="ql-recharge__order" destroyOnClose>
      <TopBar title={t('recharge.orderTitle')} onBack={onClose} level={2} />
      <div className="ql-recharge__order-body" data-testid="order-view">
        <div className="ql-recharge__countdown">
          {t('recharge.countdown')} <strong data-testid="order-countdown">{formatClock(seconds)}</strong>
        </div>
        {query.data ? <OrderBody order={query.data} /> : <SpinLoading />}
        <div className="ql-recharge__order-actions">
          <Button
            block
            color="primary"
            shape="rounded"
            onClick={() => void handleTransferred().catch(() => {})}
          >
            {t('recharge.transferred')}
          </Button>
          <Button block fill="outline" shape="rounded" onClick={() => void handleCancel().catch(() => {})}>
            {t('recharge.cancelOrder')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
