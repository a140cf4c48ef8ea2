import { StatusTag } from '../../../components/status-tag';
import { useTranslation } from '../../../i18n';
import { beijingTime } from '../../../lib/beijing-time';
import { moneyText } from '../../../lib/money';
import { BET_STATUS_TONE, type BetRecordRow, playText } from '../model/record-row';

/** Epoch ms as Beijing wall time, whatever the phone's own zone. */
const time = (ms: number) => beijingTime(new Date(ms).toISOString());

/**
 * One bet as the records list shows it: game and status on top, then issue and play, then stake,
 * payout and time. The status colour comes from its tone family, the same on every record screen.
 */
export function BetRecordRowView({ row, onOpen }: { row: BetRecordRow; onOpen: () => void }) {
  const { t } = useTranslation();
  const status = row.status;
  const settled = status !== 'open' && status !== 'cancelled';
  return (
    <button type="button" className="ql-bet-row" data-testid="bet-record-row" onClick={onOpen}>
      <span className="ql-bet-row__top">
        <strong className="ql-bet-row__game">{row.gameName || row.gameId}</strong>
        <StatusTag tone={BET_STATUS_TONE[status]}>{t(`game.record.statuses.${status}`)}</StatusTag>
      </span>
      <span className="ql-bet-row__line">
        <span data-testid="bet-record-issue">{t('game.record.issueNo', { issue: row.issue })}</span>
        <span className="ql-bet-row__play" data-testid="bet-record-play">
          {playText(row.name, row.selection)}
        </span>
      </span>
      <span className="ql-bet-row__line ql-bet-row__money">
        <span data-testid="bet-record-stake">
          {t('game.record.stake')} {moneyText(row.amountFen)}
        </span>
        <span data-testid="bet-record-payout" className={row.payoutFen > 0 ? 'is-win' : undefined}>
          {t('game.record.payout')} {settled ? moneyText(row.payoutFen) : '--'}
        </span>
        <span className="ql-bet-row__time">{time(row.placedAt).slice(5)}</span>
      </span>
    </button>
  );
}
