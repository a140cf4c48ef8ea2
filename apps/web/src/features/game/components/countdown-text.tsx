import { useTranslation } from '../../../i18n';
import type { IssueClock } from '../hooks/use-sale-issue';
import { formatCountdown } from '../model/server-clock';

/** '距封盘 01:23', then '封盘 00:10' until the draw (a PENDING issue: until its openAt), then '开奖中'. */
export function CountdownText({ clock, compact = false }: { clock: IssueClock | null; compact?: boolean }) {
  const { t } = useTranslation();
  if (!clock) return <span className="ql-count ql-count--idle">{t('game.hall.countdownLoading')}</span>;
  if (clock.phase === 'drawing') {
    return (
      <span className="ql-count ql-count--drawing" data-testid="countdown">
        {t('game.room.drawing')}
      </span>
    );
  }
  const label = clock.phase === 'open' ? t('game.room.closeIn') : t('game.room.closed');
  return (
    <span className={`ql-count ql-count--${clock.phase}`} data-testid="countdown">
      {compact ? null : <span className="ql-count__label">{label}</span>}
      <span className="ql-count__time">{formatCountdown(clock.remainingMs)}</span>
    </span>
  );
}
