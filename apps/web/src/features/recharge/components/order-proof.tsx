import type { DepositOrderView } from '@qilin/contract';
import { ServerMessages } from '@qilin/contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Input, List } from 'antd-mobile';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { showSuccessToast, showToast } from '../../../lib/toast';
import { enterPayerName, uploadEvidence } from '../api/recharge-api';
import { rechargeKeys } from '../hooks/use-pay-types';
import { EVIDENCE_ACCEPT, evidenceProblem } from '../model/evidence-check';

/** A local preview of the receipt just sent (jsdom and old webviews have no object URLs). */
function usePreview(): [string | null, (file: File) => void] {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  const show = (file: File) => {
    if (typeof URL.createObjectURL === 'function') setUrl(URL.createObjectURL(file));
  };
  return [url, show];
}

/**
 * The member's proof of payment on the order view: the payer's name (so the operator can match the
 * incoming transfer) and the transfer receipt. Errors from the server reach the central toast.
 */
export function OrderProof({ order }: { order: DepositOrderView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [payer, setPayer] = useState(order.payerName);
  const [busy, setBusy] = useState<'name' | 'file' | null>(null);
  const [preview, showPreview] = usePreview();
  const fileInput = useRef<HTMLInputElement>(null);
  const editable = order.status === 'pending' || order.status === 'paid';
  const keep = (view: DepositOrderView) => queryClient.setQueryData(rechargeKeys.order(order.id), view);

  async function handleSaveName(): Promise<void> {
    const name = payer.trim();
    if (name === '') return showToast(ServerMessages.payerNameRequired);
    setBusy('name');
    try {
      keep(await enterPayerName(order.id, name));
      showSuccessToast(t('recharge.payerSaved'));
    } catch {
      // Shown by the central handler.
    } finally {
      setBusy(null);
    }
  }
  async function handleFile(event: ChangeEvent<HTMLInputElement>): Promise<void> {
    const file = event.target.files?.[0];
    event.target.value = ''; // picking the same file again must fire change again
    if (!file) return;
    const problem = evidenceProblem(file);
    if (problem) return showToast(problem);
    setBusy('file');
    try {
      keep(await uploadEvidence(order.id, file));
      showPreview(file);
      showSuccessToast(t('recharge.evidenceSaved'));
    } catch {
      // Shown by the central handler (the server's message).
    } finally {
      setBusy(null);
    }
  }
  return (
    <List header={t('recharge.proofTitle')} className="ql-recharge__order-list ql-recharge__proof">
      <List.Item
        prefix={<span className="ql-recharge__proof-label">{t('recharge.payerName')}</span>}
        extra={
          <Button
            size="mini"
            color="primary"
            loading={busy === 'name'}
            disabled={!editable}
            onClick={() => void handleSaveName()}
          >
            {t('recharge.payerSave')}
          </Button>
        }
      >
        <Input
          aria-label={t('recharge.payerName')}
          placeholder={ServerMessages.payerNameRequired}
          maxLength={32}
          value={payer}
          disabled={!editable}
          onChange={setPayer}
        />
      </List.Item>
      <List.Item
        description={t('recharge.evidenceHint')}
        extra={
          <Button
            size="mini"
            fill="outline"
            color="primary"
            loading={busy === 'file'}
            disabled={!editable}
            onClick={() => fileInput.current?.click()}
          >
            {order.hasEvidence ? t('recharge.evidenceReplace') : t('recharge.evidencePick')}
          </Button>
        }
      >
        {t('recharge.evidence')}
        <span
          className={order.hasEvidence ? 'ql-recharge__proof-done' : 'ql-recharge__proof-todo'}
          data-testid="evidence-status"
        >
          {order.hasEvidence ? t('recharge.evidenceUploaded') : t('recharge.evidenceMissing')}
        </span>
      </List.Item>
      {preview ? (
        <List.Item>
          <img className="ql-recharge__proof-preview" src={preview} alt={t('recharge.evidence')} />
        </List.Item>
      ) : null}
      <input
        ref={fileInput}
        type="file"
        accept={EVIDENCE_ACCEPT}
        hidden
        aria-label={t('recharge.evidencePick')}
        data-testid="evidence-input"
        onChange={(e) => void handleFile(e)}
      />
    </List>
  );
}
