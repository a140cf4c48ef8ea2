import type { GameResult } from '@qilin/domain';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../../components/page-shell';
import { paths } from '../../../config/paths';
import { TrendCharts, useDrawHistory, useGameFamily } from '../../../features/game';
import { useTranslation } from '../../../i18n';
import '../../../features/game/components/game.css';

/** /gamezhuotou/LotteryTrend?game_id=…: trend, hot/cold, missing and road charts in SVG. */
export default function LotteryTrendRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const gameId = params.get('game_id') ?? '';
  const family = useGameFamily(gameId);
  const history = useDrawHistory(gameId);
  const results = (history.data ?? []).map((d) => d.result).filter((r): r is GameResult => r !== null);
  return (
    <PageShell
      title={`${family?.name ?? ''}${t('game.trend.title')}`}
      backTo={paths.gameRoom.href({ game_id: gameId })}
    >
      <TrendCharts results={results} />
    </PageShell>
  );
}
