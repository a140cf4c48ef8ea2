import { Mask } from 'antd-mobile';
import { useTranslation } from '../../i18n';
import { Money } from '../money';
import './popups.css';
import { useLayer } from './layers';
import { useQuietMode } from './store';
import type { PopupEntry } from './types';

const COINS = Array.from({ length: 12 }, (_, i) => i);

/**
 * The `bonus` celebration: amount in yuan, coins bursting out (none in quiet mode); tap anywhere to
 * close early.
 */
export function WinAnimation({ entry, amountFen }: { entry: PopupEntry; amountFen: number }) {
  const { t } = useTranslation();
  const layer = useLayer();
  const quiet = useQuietMode();
  return (
    <Mask visible onMaskClick={() => entry.close(true)} opacity={0.7} style={layer}>
      <button type="button" className="ql-win" aria-live="assertive" onClick={() => entry.close(true)}>
        {quiet ? null : (
          <div className="ql-win__burst" aria-hidden="true">
            {COINS.map((i) => (
              <span key={i} className="ql-win__coin" style={{ '--i': i } as React.CSSProperties} />
            ))}
          </div>
        )}
        <div className="ql-win__card">
          <div className="ql-win__title">{t('popup.winTitle')}</div>
          <div className="ql-win__amount" data-testid="win-amount">
            <Money fen={amountFen} signed />
            <small>{t('popup.yuan')}</small>
          </div>
        </div>
      </button>
    </Mask>
  );
}
