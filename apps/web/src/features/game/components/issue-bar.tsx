import type { GameResult } from '@qilin/domain';
import { useTranslation } from '../../../i18n';
import type { IssueClock } from '../hooks/use-sale-issue';
import { isLocalBeacon } from '../model/fairness';
import { BeaconTag } from './beacon-tag';
import { CountdownText } from './countdown-text';
import { GameResultView } from './game-result';

type Props = { clock: IssueClock | null; lastIssue?: string; lastResult?: GameResult | null };

/**
 * Room header: the issue on sale with its server-clock countdown (and, when its draw will be salted by
 * a local beacon, that it is not independent), and the latest result.
 */
export function IssueBar({ clock, lastIssue, lastResult }: Props) {
  const { t } = useTranslation();
  return (
    <section className={`ql-issue-bar ql-issue-bar--${clock?.phase ?? 'idle'}`}>
      <div className="ql-issue-bar__current">
        <div className="ql-issue-bar__issue">
          {/* A PENDING issue opens once the previous one (closed, not yet drawn) is drawn. */}
          {clock
            ? t(clock.pending ? 'game.room.nextIssue' : 'game.room.issue', { issue: clock.issue })
            : '--'}
        </div>
        <CountdownText clock={clock} />
        {clock?.beacon && isLocalBeacon(clock.beacon) ? <BeaconTag beacon={clock.beacon} /> : null}
      </div>
      {lastResult && lastIssue ? (
        <div
          className={`ql-issue-bar__last ql-issue-bar__last--${lastResult.game}`}
          data-testid="last-result"
        >
          <div className="ql-issue-bar__issue">{t('game.room.issue', { issue: lastIssue })}</div>
          <GameResultView result={lastResult} compact />
        </div>
      ) : null}
    </section>
  );
}
