import type { GameResult } from '@qilin/domain';
import { useTranslation } from '../../../i18n';
import type { IssueClock } from '../hooks/use-sale-issue';
import { isLocalBeacon } from '../model/fairness';
import { resultView } from '../model/result-view';
import { BeaconTag } from './beacon-tag';
import { CountdownText } from './countdown-text';

type Props = { clock: IssueClock | null; lastIssue?: string; lastResult?: GameResult | null };

/**
 * Room header: the issue on sale with its server-clock countdown (and, when its draw will be salted by
 * a local beacon, that it is not independent), and the latest result.
 */
export function IssueBar({ clock, lastIssue, lastResult }: Props) {
  const { t } = useTranslation();
  const last = lastResult ? resultView(lastResult) : null;
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
      {last && lastIssue ? (
        <div className="ql-issue-bar__last">
          <div className="ql-issue-bar__issue">{t('game.room.issue', { issue: lastIssue })}</div>
          <div className="ql-issue-bar__balls">
            {last.balls.join(' + ')}
            {last.sum !== undefined ? ` = ${last.sum}` : ''} {last.labels.join(' ')}
          </div>
        </div>
      ) : null}
    </section>
  );
}
