import type { PayChannel } from '@qilin/contract';
import { stripNonDigits, usdtAmount } from '@qilin/domain';
import { Button, Input, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useLayer } from '../../../components/popups';
import { useTranslation } from '../../../i18n';
import { showToast } from '../../../lib/toast';
import { USDT_TYPE_ID } from '../api/recharge-api';
import { rechargeAmountVerdict } from '../model/amount-message';

type Props = {
  channel: PayChannel;
  submitting: boolean;
  onClose: () => void;
  onSubmit: (amountYuan: string) => void;
};

/** Spec §4 step 3 / §5: empty on open, digits only, quick amounts, USDT needed to 3 decimals. */
export function AmountPopup({ channel, submitting, onClose, onSubmit }: Props) {
  const { t } = useTranslation();
  const layer = useLayer();
  const [amount, setAmount] = useState('');
  const verdict = rechargeAmountVerdict(amount, channel.channelLimit);
  const isUsdt = channel.typeId === USDT_TYPE_ID && channel.exchangeRate !== '';
  let usdt = '';
  if (isUsdt && verdict.ok) {
    try {
      usdt = usdtAmount(verdict.amountFen, channel.exchangeRate, true);
    } catch {
      usdt = '';
    }
  }
  function handleSubmit(): void {
    if (!verdict.ok) {
      showToast(verdict.message);
      return;
    }
    onSubmit(amount);
  }
  return (
    <Popup
      style={layer}
      visible
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="ql-recharge__sheet"
      destroyOnClose
    >
      <div className="ql-recharge__sheet-title">
        {channel.typeName} · {channel.channelName}
      </div>
      <label className="ql-recharge__field" htmlFor="recharge-amount">
        {t('recharge.amountTitle')}
      </label>
      <div className="ql-recharge__input">
        <span aria-hidden="true">¥</span>
        <Input
          id="recharge-amount"
          aria-label={t('recharge.amountTitle')}
          placeholder={t('recharge.amountPlaceholder')}
          value={amount}
          inputMode="numeric"
          onChange={(v) => setAmount(stripNonDigits(v))}
          clearable
        />
      </div>
      <div className="ql-recharge__hint">
        {t('recharge.limit')}：{channel.channelLimit}
      </div>
      {channel.quickAmount.length > 0 ? (
        <div className="ql-recharge__quick">
          {channel.quickAmount.map((q) => (
            <button
              type="button"
              key={q}
              className={String(q) === amount ? 'is-active' : ''}
              onClick={() => setAmount(String(q))}
            >
              {q}
            </button>
          ))}
        </div>
      ) : null}
      {isUsdt ? (
        <div className="ql-recharge__usdt" data-testid="usdt-need">
          {t('recharge.usdtNeed')}：<strong>{usdt || '--'}</strong>
          <span>
            {t('recharge.rate')} {channel.exchangeRate}
          </span>
        </div>
      ) : null}
      <Button block color="primary" shape="rounded" loading={submitting} onClick={handleSubmit}>
        {t('recharge.submit')}
      </Button>
    </Popup>
  );
}
