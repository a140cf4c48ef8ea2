import { yuanToFen } from '@qilin/domain';
import { Input } from 'antd-mobile';
import { useState } from 'react';
import { Money } from '../../../components/money';
import { useTranslation } from '../../../i18n';
import { moneyText } from '../../../lib/money';
import { doubleStake } from '../model/last-slip';
import { AMOUNT_CHIPS_FEN } from '../model/slip';

type Props = {
  amountFen: number;
  onChange: (amountFen: number) => void;
  /** The per-bet maximum: ×2 never passes it. */
  maxFen?: number;
  /** 上期重投: shown when given, enabled when there is a last slip to repeat. */
  onRepeat?: () => void;
  canRepeat?: boolean;
  disabled?: boolean;
};

const isChip = (fen: number) => (AMOUNT_CHIPS_FEN as readonly number[]).includes(fen);

/**
 * Amount chips, ×2 and 上期重投, plus a custom yuan amount (parsed to integer fen by the domain, never
 * via floats). A stake set from outside (×2, a repeated slip) that is no chip shows in the custom box.
 */
export function AmountBar({
  amountFen,
  onChange,
  maxFen,
  onRepeat,
  canRepeat = false,
  disabled = false,
}: Props) {
  const { t } = useTranslation();
  const [custom, setCustom] = useState('');
  const [shown, setShown] = useState(amountFen);
  if (shown !== amountFen) {
    // the stake changed outside the box: mirror it unless the box already says it
    setShown(amountFen);
    if (yuanToFen(custom) !== amountFen) setCustom(isChip(amountFen) ? '' : moneyText(amountFen));
  }
  function handleCustom(text: string): void {
    setCustom(text);
    const fen = yuanToFen(text);
    if (fen !== null && fen > 0) onChange(fen);
  }
  const chipOn = (fen: number) => amountFen === fen && custom === '';
  return (
    <div className="ql-amount">
      <div className="ql-amount__chips">
        {AMOUNT_CHIPS_FEN.map((fen) => (
          <button
            key={fen}
            type="button"
            aria-pressed={chipOn(fen)}
            className={`ql-chip ${chipOn(fen) ? 'ql-chip--on' : ''}`}
            onClick={() => {
              setCustom('');
              onChange(fen);
            }}
          >
            <Money fen={fen} />
          </button>
        ))}
      </div>
      <div className="ql-amount__row">
        <Input
          className="ql-amount__custom"
          type="text"
          inputMode="decimal"
          placeholder={t('game.bet.customAmount')}
          aria-label={t('game.bet.enterAmount')}
          value={custom}
          onChange={handleCustom}
        />
        <button
          type="button"
          className="ql-chip ql-amount__action"
          aria-label={t('game.bet.doubleLabel')}
          disabled={disabled || doubleStake(amountFen, maxFen) === amountFen}
          onClick={() => onChange(doubleStake(amountFen, maxFen))}
        >
          {t('game.bet.double')}
        </button>
        {onRepeat ? (
          <button
            type="button"
            className="ql-chip ql-amount__action"
            disabled={disabled || !canRepeat}
            onClick={onRepeat}
          >
            {t('game.bet.repeatLast')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
