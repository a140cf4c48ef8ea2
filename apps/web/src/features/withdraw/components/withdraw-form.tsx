import { yuanToFen } from '@qilin/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, List, Radio } from 'antd-mobile';
import { useState } from 'react';
import { FieldMessage } from '../../../components/form-field';
import { useTranslation } from '../../../i18n';
import { moneyText } from '../../../lib/money';
import { passwordField } from '../../../lib/password-crypto';
import { queryKeys } from '../../../lib/query-client';
import { showSuccessToast } from '../../../lib/toast';
import { accountDetail, applyWithdraw, getWithdrawable, type WithdrawAccount } from '../api/withdraw-api';
import { withdrawableView } from '../model/withdrawable';
import { WithdrawableNote } from './withdrawable-note';

type Props = {
  accounts: (WithdrawAccount & { available: boolean })[];
  initialAccount: number | null;
  onDone: () => void;
};

function requestId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

/** Amount (yuan, two decimals at most, never above withdrawable) and fund password. */
export function WithdrawForm({ accounts, initialAccount, onDone }: Props) {
  const { t } = useTranslation();
  const wallet = useQuery({ queryKey: queryKeys.balance, queryFn: getWithdrawable });
  const [accountId, setAccountId] = useState<number | null>(initialAccount);
  const [amount, setAmount] = useState('');
  const [secpwd, setSecpwd] = useState('');
  const [submitting, setSubmitting] = useState(false);
  // Said under the field that is wrong (aria-invalid), cleared as it is edited.
  const [errors, setErrors] = useState<{ amount?: string; secpwd?: string }>({});
  // One key per attempt: a double tap or a retried request cannot withdraw twice.
  const [attemptKey, setAttemptKey] = useState(requestId);
  const view = withdrawableView(wallet.data);
  const { withdrawableFen } = view;

  async function handleSubmit(): Promise<void> {
    const amountFen = yuanToFen(amount);
    const found = {
      amount:
        accountId === null || amountFen === null || amountFen <= 0
          ? t('withdraw.badAmount')
          : amountFen > withdrawableFen
            ? t('withdraw.overAmount')
            : undefined,
      secpwd: secpwd === '' ? t('withdraw.needPassword') : undefined,
    };
    setErrors(found);
    if (found.amount || found.secpwd || accountId === null || amountFen === null) return;
    setSubmitting(true);
    try {
      const secret = await passwordField('secpwd', secpwd);
      await applyWithdraw({
        account_id: accountId,
        amount_fen: amountFen,
        request_id: attemptKey,
        ...secret,
      });
      showSuccessToast(t('withdraw.submitted'));
      setAttemptKey(requestId());
      onDone();
    } catch {
      // The central handler has shown the refusal (20011 → set the fund password, limits, …).
    } finally {
      setSubmitting(false);
    }
  }
  return (
    <div className="ql-withdraw">
      <Radio.Group value={accountId} onChange={(v) => setAccountId(Number(v))}>
        <List header={t('withdraw.account')} className="ql-withdraw__card">
          {accounts.map((a) => (
            <List.Item
              key={a.id}
              disabled={!a.available}
              description={a.available ? accountDetail(a) : t('withdraw.unavailable')}
              extra={<Radio value={a.id} disabled={!a.available} aria-label={a.title} />}
              onClick={() => a.available && setAccountId(a.id)}
            >
              {a.title}
            </List.Item>
          ))}
        </List>
      </Radio.Group>
      <List header={t('withdraw.amount')} className="ql-withdraw__card">
        <List.Item
          extra={
            <button
              type="button"
              className="ql-withdraw__link"
              onClick={() => {
                setAmount(moneyText(withdrawableFen));
                setErrors((e) => ({ ...e, amount: undefined }));
              }}
            >
              {t('withdraw.all')}
            </button>
          }
          description={t('withdraw.withdrawable', { amount: moneyText(withdrawableFen) })}
        >
          <FieldMessage error={errors.amount}>
            <Input
              aria-label={t('withdraw.amount')}
              placeholder={t('withdraw.amountPlaceholder')}
              inputMode="decimal"
              value={amount}
              onChange={(v) => {
                setAmount(v.replace(/[^0-9.]/g, ''));
                setErrors((e) => ({ ...e, amount: undefined }));
              }}
            />
          </FieldMessage>
        </List.Item>
        {wallet.data ? (
          <List.Item>
            <WithdrawableNote view={view} />
          </List.Item>
        ) : null}
        <List.Item>
          <FieldMessage error={errors.secpwd}>
            <Input
              aria-label={t('withdraw.fundPassword')}
              placeholder={t('withdraw.fundPasswordPlaceholder')}
              type="password"
              inputMode="numeric"
              maxLength={6}
              value={secpwd}
              onChange={(v) => {
                setSecpwd(v);
                setErrors((e) => ({ ...e, secpwd: undefined }));
              }}
            />
          </FieldMessage>
        </List.Item>
      </List>
      <Button block color="primary" shape="rounded" loading={submitting} onClick={() => void handleSubmit()}>
        {t('withdraw.submit')}
      </Button>
    </div>
  );
}
