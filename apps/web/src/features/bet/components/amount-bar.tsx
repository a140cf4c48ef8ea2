import { formatFen, yuanToFen } from '@qilin/domain';
import { Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { AMOUNT_CHIPS_FEN } from '../model/slip';

type Props = { amountFen: number; onChange: (amountFen: number) => void };

/** Amount chips plus a custom yuan amount (parsed to integer fen by the domain, never via floats). */
export function AmountBar({ amountFen, onChange }: Props) {
  const { t } = useTranslation();
  const [custom, setCustom] = useState('');
  function handleCustom(text: string): void {
    setCustom(text);
    const fen = yuanToFen(text);
    if (fen !== null && fen > 0) onChange(fen);
  }
  return (
    <div className="ql-amount">
      <div className="ql-amount__chips">
        {AMOUNT_CHIPS_FEN.map((fen) => (
          <button
            key={fen}
            type="button"
            aria-pressed={amountFen === fen && custom === ''}
            className={`ql-chip ${amountFen === fen && custom === '' ? 'ql-chip--on' : ''}`}
            onClick={() => {
              setCustom('');
              onChange(fen);
            }}
          >
            {formatFen(fen)}
          </button>
        ))}
      </div>
      <Input
        className="ql-amount__custom"
        type="text"
        inputMode="decimal"
        placeholder={t('game.bet.customAmount')}
        aria-label={t('game.bet.enterAmount')}
        value={custom}
        onChange={handleCustom}
      />
    </div>
  );
}
