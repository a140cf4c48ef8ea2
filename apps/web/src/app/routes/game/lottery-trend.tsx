import { Messages } from '@qilin/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageShell } from '../../../components/page-shell';
import { paths } from '../../../config/paths';
import {
  HISTORY_COUNT,
  mainTrends,
  TREND_COUNTS,
  TrendCharts,
  useGameFamily,
  useGuestTrendData,
  useMainLotteryData,
} from '../../../features/game';
import { useTranslation } from '../../../i18n';
import { useSessionStore } from '../../../lib/session';
import '../../../features/game/components/game.css';

/**
 * /gamezhuotou/LotteryTrend?game_id=…: trend, hot/cold, missing and road charts in SVG from the server's
 * main lottery data, over 10 draws by default (spec §9) or the count the member picks. A guest's
 * charts come from the guest draw history (main lottery data is a member call).
 */
export default function LotteryTrendRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const gameId = params.get('game_id') ?? '';
  const roomId = params.get('game_room_id') ?? '1';
  const family = useGameFamily(gameId);
  const [count, setCount] = useState<number>(HISTORY_COUNT);
  const guest = useSessionStore((s) => !s.isLogin);
  const member = useMainLotteryData(gameId, roomId, count, !guest);
  const guestData = useGuestTrendData(gameId, count, guest);
  const main = guest ? guestData : member;
  const backTo =
    family?.classType === 2
      ? paths.lottery.href({ game_id: gameId })
      : paths.gameRoom.href({ game_id: gameId });
  return (
    <PageShell title={`${family?.name ?? ''}${t('game.trend.title')}`} backTo={backTo}>
      <fieldset className="ql-trend__counts" aria-label={t('game.trend.count')}>
        {TREND_COUNTS.map((n) => (
          <button
            key={n}
            type="button"
            aria-pressed={n === count}
            className={`ql-trend__count ${n === count ? 'ql-trend__count--on' : ''}`}
            onClick={() => setCount(n)}
          >
            {n}
          </button>
        ))}
      </fieldset>
      {main.isError && !main.data ? (
        <EmptyState title={Messages.loadFailed} />
      ) : main.data ? (
        <TrendCharts trends={mainTrends(main.data)} />
      ) : null}
    </PageShell>
  );
}
