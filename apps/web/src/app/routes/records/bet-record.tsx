import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../../components/page-shell';
import { BetRecordFilters, BetRecordList, type BetRecordsFilter, quickRange } from '../../../features/bet';
import { useTranslation } from '../../../i18n';
import '../../../features/bet/components/bet.css';

/** /betRecord: filters by game and date range, infinite list, detail with receipt. */
export default function BetRecordRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [gameId, setGameId] = useState(params.get('game_id') ?? '');
  const [filter, setFilter] = useState<BetRecordsFilter>(() => ({
    gameId: gameId || undefined,
    ...quickRange('today', Date.now()),
  }));
  return (
    <PageShell title={t('game.record.title')}>
      <BetRecordFilters
        gameId={gameId}
        onChange={(next, game) => {
          setGameId(game);
          setFilter(next);
        }}
      />
      <BetRecordList filter={filter} />
    </PageShell>
  );
}
