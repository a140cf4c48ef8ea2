import type { RedPacketRules } from '@qilin/contract';
import { Button, Input, Popup, Stepper } from 'antd-mobile';
import { useState } from 'react';
import { useLayer } from '../../../components/popups';
import { ResponsibleFooter } from '../../../components/responsible-footer';
import { useTranslation } from '../../../i18n';
import { moneyText } from '../../../lib/money';
import { showToast } from '../../../lib/toast';
import { type SendVariant, sendVerdict, toggleMine } from '../model/send-form';

export type SendRequest = { variant: SendVariant; count: number; mines: number[]; totalFen: number };

type Props = {
  rules: RedPacketRules;
  busy: boolean;
  onClose: () => void;
  onSubmit: (r: SendRequest) => void;
};

const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0];

/** Send a packet: classic (one mine) or multi-mine, amount in yuan, parts, digits; preview of the terms. */
export function SendSheet({ rules, busy, onClose, onSubmit }: Props) {
  const { t } = useTranslation();
  const layer = useLayer();
  const [variant, setVariant] = useState<SendVariant>('classic');
  const [moneyInput, setMoneyInput] = useState('');
  const [count, setCount] = useState(rules.defaultCount);
  const [mines, setMines] = useState<number[]>([]);
  const verdict = sendVerdict({ variant, moneyText: moneyInput, count, mines }, rules);
  function handleVariant(v: SendVariant): void {
    setVariant(v);
    setMines((m) => (v === 'classic' ? m.slice(0, 1) : m));
  }
  function handleSubmit(): void {
    if (!verdict.ok) {
      showToast(verdict.message);
      return;
    }
    onSubmit({ variant, count, mines, totalFen: verdict.totalFen });
  }
  return (
    <Popup
      style={layer}
      visible
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="ql-rp-sheet"
      destroyOnClose
    >
      <div role="dialog" aria-label={t('redPacket.send')} className="ql-rp-sheet__inner">
        <div className="ql-rp-seg" role="tablist" aria-label={t('redPacket.send')}>
          {(['classic', 'multi'] as const).map((v) => (
            <button
              key={v}
              type="button"
              role="tab"
              aria-selected={variant === v}
              className={variant === v ? 'is-active' : ''}
              onClick={() => handleVariant(v)}
            >
              {t(`redPacket.${v}`)}
            </button>
          ))}
        </div>
        <label className="ql-rp-field" htmlFor="rp-money">
          {t('redPacket.money')}
        </label>
        <div className="ql-rp-input">
          <span aria-hidden="true">¥</span>
          <Input
            id="rp-money"
            aria-label={t('redPacket.money')}
            placeholder={`${t('redPacket.moneyPlaceholder')}（${moneyText(rules.minFen)}-${moneyText(rules.maxFen)}）`}
            value={moneyInput}
            inputMode="decimal"
            onChange={(v) => setMoneyInput(v.replace(/[^\d.]/g, ''))}
            clearable
          />
        </div>
        <div className="ql-rp-row">
          <span className="ql-rp-field">{t('redPacket.count')}</span>
          <Stepper
            style={{ '--height': '44px', '--button-width': '44px' }}
            aria-label={t('redPacket.count')}
            min={rules.minCount}
            max={rules.maxCount}
            digits={0}
            value={count}
            onChange={(v) => setCount(Number(v))}
          />
        </div>
        <div className="ql-rp-field">{t('redPacket.mines')}</div>
        <p className="ql-rp-hint">
          {variant === 'classic'
            ? t('redPacket.minesHintClassic')
            : t('redPacket.minesHintMulti', { max: rules.maxMines })}
        </p>
        <div className="ql-rp-digits">
          {DIGITS.map((d) => (
            <button
              key={d}
              type="button"
              aria-pressed={mines.includes(d)}
              aria-label={`${t('redPacket.mines')} ${d}`}
              className={mines.includes(d) ? 'is-active' : ''}
              onClick={() => setMines((m) => toggleMine(m, d, variant, Math.min(rules.maxMines, count)))}
            >
              {d}
            </button>
          ))}
        </div>
        <div className="ql-rp-preview" data-testid="rp-preview">
          <span>
            {t('redPacket.rate')} <strong>{verdict.ok ? verdict.terms.rate : '--'}</strong>
          </span>
          <span>
            {t('redPacket.liability')}{' '}
            <strong>{verdict.ok ? moneyText(verdict.terms.liabilityFen) : '--'}</strong>
          </span>
        </div>
        <Button
          block
          color="danger"
          shape="rounded"
          className="ql-rp__send"
          loading={busy}
          onClick={handleSubmit}
        >
          {t('redPacket.submitSend')}
        </Button>
        <ResponsibleFooter onNavigate={onClose} />
      </div>
    </Popup>
  );
}
