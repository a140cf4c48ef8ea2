import { gameFamiliesByClass } from '@qilin/domain';
import { Selector } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../../components/page-shell';
import { BetRecordList, QUICK_RANGES, type QuickRange, quickRange } from '../../../features/bet';
import { useTranslation } from '../../../i18n';
import '../../../features/bet/components/bet.css';

const GAMES = [...gameFamiliesByClass(1), ...gameFamiliesByClass(2)];

/** /betRecord: filters by game and quick date range, infinite list, detail with receipt. */
export default function BetRecordRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [gameId, setGameId] = useState(params.get('game_id') ?? '');
  const [range, setRange] = useState<QuickRange>('today');
  // The range is fixed when chosen, so the query key stays stable while the list scrolls.
  const [now, setNow] = useState(() => Date.now());
  const filter = useMemo(
    () => ({ gameId: gameId || undefined, ...quickRange(range, now) }),
    [gameId, range, now],
  );
  return (
    <PageShell title={t('game.record.title')}>
      <div className="ql-records__filters">
        <select
          aria-label={t('game.record.allGames')}
          value={gameId}
          onChange={(e) => setGameId(e.target.value)}
        >
          <option value="">{t('game.record.allGames')}</option>
          {GAMES.map((g) => (
            <option key={g.code} value={g.code}>
              {g.name}
            </option>
          ))}
        </select>
        <Selector
          columns={5}
          options={QUICK_RANGES.map((r) => ({ label: t(`game.record.ranges.${r}`), value: r }))}
          value={[range]}
          onChange={(v) => {
            if (v[0]) setRange(v[0]);
            setNow(Date.now());
          }}
        />
      </div>
      <BetRecordList filter={filter} />
    </PageShell>
  );
}
