import type { DrawnIssue } from '@qilin/contract';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from '../../../i18n';
import { useDrawMoment } from '../hooks/use-draw-moment';
import type { IssueClock } from '../hooks/use-sale-issue';
import { isLocalBeacon } from '../model/fairness';
import { formatCountdown } from '../model/server-clock';
import { BeaconTag } from './beacon-tag';
import { CountdownText } from './countdown-text';
import { GameResultView } from './game-result';

// The reveal loads with the first draw a member watches, not with the room.
const DrawReveal = lazy(() => import('./draw-reveal').then((m) => ({ default: m.DrawReveal })));

type Props = { gameCode: string; clock: IssueClock | null; drawn: readonly DrawnIssue[] | undefined };

/** 开奖中 with its own countdown to the draw (00:00 while the result is on its way). */
function Drawing({ remainingMs }: { remainingMs: number }) {
  const { t } = useTranslation();
  return (
    <div className="ql-issue-bar__last ql-issue-bar__drawing" data-testid="draw-moment" role="status">
      <span className="ql-issue-bar__drawing-label">{t('game.room.drawing')}</span>
      <span className="ql-count__time">{formatCountdown(remainingMs)}</span>
    </div>
  );
}

/**
 * Room header: the issue on sale with its server-clock countdown (and, when its draw will be salted by
 * a local beacon, that it is not independent), and on the right the draw moment: 开奖中 once sales
 * close, the new result revealed element by element, then the latest result.
 */
export function IssueBar({ gameCode, clock, drawn }: Props) {
  const { t } = useTranslation();
  const { moment, reveal } = useDrawMoment(gameCode, clock, drawn);
  const last = drawn?.find((d) => d.result);
  let right: ReactNode = null;
  if (moment.stage === 'drawing') right = <Drawing remainingMs={moment.remainingMs} />;
  else if (moment.stage === 'revealing' && reveal)
    right = (
      <Suspense fallback={<Drawing remainingMs={0} />}>
        <DrawReveal issue={reveal.issue} result={reveal.result} shown={reveal.shown} />
      </Suspense>
    );
  else if (last?.result)
    right = (
      <div className={`ql-issue-bar__last ql-issue-bar__last--${last.result.game}`} data-testid="last-result">
        <div className="ql-issue-bar__issue">{t('game.room.issue', { issue: last.issue })}</div>
        <GameResultView result={last.result} compact />
      </div>
    );
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
      {right}
    </section>
  );
}
