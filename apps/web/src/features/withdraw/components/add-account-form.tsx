import { Messages, WITHDRAW_TYPE_NAMES } from '@qilin/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, List, Picker, Selector } from 'antd-mobile';
import { useState } from 'react';
import { FieldMessage } from '../../../components/form-field';
import { useLayer } from '../../../components/popups';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api-error';
import { useSessionStore } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { addAccount, getBanks } from '../api/withdraw-api';

const BANK_CARD = 1105;
const USDT = 1106;

/** Bank card (with the bank list), USDT address or e-wallet; '添加成功' or the server message. */
export function AddAccountForm({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation();
  const [type, setType] = useState<number>(BANK_CARD);
  const [bank, setBank] = useState('');
  const [pickerOpen, setPickerOpen] = useState(false);
  const pickerLayer = useLayer(pickerOpen);
  const [account, setAccount] = useState('');
  // A missing bank or account number is said under it (aria-invalid on the input), not in a toast.
  const [errors, setErrors] = useState<{ bank?: string; account?: string }>({});
  // The server requires the holder to be the bound real name (immutable once set): show it, fixed.
  const realName = useSessionStore((s) => s.userData?.real_name ?? '');
  const [typedHolder, setHolder] = useState('');
  const holder = realName || typedHolder;
  const banks = useQuery({ queryKey: ['withdraw', 'banks'], queryFn: getBanks, enabled: type === BANK_CARD });
  const options = Object.entries(WITHDRAW_TYPE_NAMES).map(([value, label]) => ({
    value: Number(value),
    label:
      Number(value) === USDT
        ? t('withdraw.usdt')
        : Number(value) === BANK_CARD
          ? t('withdraw.bankCard')
          : label,
  }));

  async function handleAdd(): Promise<void> {
    const found = {
      bank: type === BANK_CARD && bank === '' ? t('withdraw.fillAll') : undefined,
      account: account.trim() === '' ? t('withdraw.fillAll') : undefined,
    };
    setErrors(found);
    if (found.bank || found.account) return;
    try {
      await addAccount({
        type,
        account: account.trim(),
        holder_name: (type !== USDT && holder.trim()) || undefined,
        bank_name: type === BANK_CARD ? bank : undefined,
      });
      showToast(Messages.addSuccess);
      setAccount('');
      onAdded();
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : Messages.loadFailed);
    }
  }
  return (
    <List header={t('withdraw.addAccount')} className="ql-withdraw__form">
      <List.Item>
        <Selector
          aria-label={t('withdraw.type')}
          options={options}
          value={[type]}
          onChange={(v) => v[0] !== undefined && setType(v[0])}
        />
      </List.Item>
      {type === BANK_CARD ? (
        <List.Item
          onClick={() => setPickerOpen(true)}
          extra={bank || t('withdraw.chooseBank')}
          description={
            errors.bank ? (
              <span className="ql-field__error" role="alert">
                {errors.bank}
              </span>
            ) : undefined
          }
        >
          {t('withdraw.bank')}
        </List.Item>
      ) : null}
      <List.Item>
        <FieldMessage error={errors.account}>
          <Input
            aria-label={t('withdraw.accountNo')}
            placeholder={t('withdraw.accountNoPlaceholder')}
            value={account}
            onChange={(v) => {
              setAccount(v);
              setErrors((e) => ({ ...e, account: undefined }));
            }}
          />
        </FieldMessage>
      </List.Item>
      {type !== USDT ? (
        <List.Item>
          <Input
            aria-label={t('withdraw.holder')}
            placeholder={t('withdraw.holderPlaceholder')}
            value={holder}
            readOnly={realName !== ''}
            onChange={setHolder}
          />
        </List.Item>
      ) : null}
      <List.Item>
        <Button block color="primary" shape="rounded" onClick={() => void handleAdd()}>
          {t('withdraw.add')}
        </Button>
      </List.Item>
      <Picker
        popupStyle={pickerLayer}
        visible={pickerOpen}
        columns={[(banks.data ?? []).map((b) => ({ label: b.bankName, value: b.bankName }))]}
        onClose={() => setPickerOpen(false)}
        onConfirm={(v) => {
          setBank(String(v[0] ?? ''));
          setErrors((e) => ({ ...e, bank: undefined }));
        }}
      />
    </List>
  );
}
