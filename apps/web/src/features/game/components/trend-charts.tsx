import type { GameResult } from '@qilin/domain';
import { Tabs } from 'antd-mobile';
import { EmptyState } from '../../../components/empty-state';
import { useTranslation } from '../../../i18n';
import { resultSum } from '../model/result-view';
import { type NumberStat, numberRange, numberStats, oddEvenRoad, sumBigFrom, sumRoad } from '../model/trend';

const W = 351;

/** Sum per issue as a polyline, oldest left; fits 375 px with 12 px margins. */
function SumLine({ results }: { results: GameResult[] }) {
  const { t } = useTranslation();
  const sums = results
    .map(resultSum)
    .filter((s): s is number => s !== null)
    .reverse();
  if (sums.length === 0) return null;
  const h = 140;
  const max = Math.max(...sums, 1);
  const step = sums.length > 1 ? (W - 24) / (sums.length - 1) : 0;
  const pts = sums.map((s, i) => [12 + i * step, h - 16 - (s / max) * (h - 32)] as const);
  return (
    <svg viewBox={`0 0 ${W} ${h}`} width="100%" role="img" aria-label={t('game.trend.sum')}>
      <polyline
        points={pts.map(([x, y]) => `${x},${y}`).join(' ')}
        fill="none"
        stroke="var(--adm-color-primary)"
        strokeWidth="2"
      />
      {pts.map(([x, y], i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: one point per issue position
        <g key={i}>
          <circle cx={x} cy={y} r="9" fill="var(--adm-color-primary)" />
          <text x={x} y={y + 4} textAnchor="middle" fontSize="10" fill="#fff">
            {sums[i]}
          </text>
        </g>
      ))}
    </svg>
  );
}

function StatBars({ stats, field }: { stats: NumberStat[]; field: 'hits' | 'missing' }) {
  const rowH = 22;
  const max = Math.max(1, ...stats.map((s) => s[field]));
  const h = stats.length * rowH + 8;
  return (
    <svg viewBox={`0 0 ${W} ${h}`} width="100%" role="img" aria-label={field}>
      {stats.map((s, i) => {
        const y = 4 + i * rowH;
        const width = ((W - 90) * s[field]) / max;
        const hot = field === 'hits' && s[field] === max;
        return (
          <g key={s.value}>
            <text x="8" y={y + 15} fontSize="13" fill="var(--adm-color-text)">
              {String(s.value).padStart(2, '0')}
            </text>
            <rect
              x="40"
              y={y + 3}
              width={Math.max(2, width)}
              height={rowH - 8}
              rx="4"
              fill={hot ? 'var(--adm-color-danger)' : 'var(--adm-color-primary)'}
            />
            <text x={W - 8} y={y + 15} fontSize="12" textAnchor="end" fill="var(--adm-color-weak)">
              {s[field]}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** Road chart (路子): runs of equal labels stacked in columns, at least 7 columns (spec §9). */
export function RoadChart({ rows, label }: { rows: (string | null)[][]; label: string }) {
  const cols = rows[0]?.length ?? 0;
  const cell = Math.min(28, Math.floor((W - 8) / Math.max(cols, 7)));
  const w = cols * cell + 8;
  const h = rows.length * cell + 8;
  const colour = (v: string) =>
    v === '大' || v === '单' ? 'var(--adm-color-danger)' : 'var(--adm-color-primary)';
  return (
    <svg viewBox={`0 0 ${w} ${h}`} width={Math.min(w, W)} role="img" aria-label={label} data-testid="road">
      {rows.map((row, r) =>
        row.map((v, c) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: grid cell coordinates are the identity
          <g key={`${r}-${c}`}>
            <rect x={4 + c * cell} y={4 + r * cell} width={cell} height={cell} fill="none" stroke="#e5e5e5" />
            {v ? (
              <>
                <circle
                  cx={4 + c * cell + cell / 2}
                  cy={4 + r * cell + cell / 2}
                  r={cell / 2 - 3}
                  fill={colour(v)}
                />
                <text
                  x={4 + c * cell + cell / 2}
                  y={4 + r * cell + cell / 2 + 4}
                  textAnchor="middle"
                  fontSize="12"
                  fill="#fff"
                >
                  {v}
                </text>
              </>
            ) : null}
          </g>
        )),
      )}
    </svg>
  );
}

/** Trend, hot/cold, missing and road tabs over the recent results (newest first). */
export function TrendCharts({ results }: { results: GameResult[] }) {
  const { t } = useTranslation();
  const first = results[0];
  if (!first) return <EmptyState title={t('game.trend.noData')} />;
  const range = numberRange(first.game);
  const stats = range ? numberStats(results, range[0], range[1]) : [];
  const hasSum = resultSum(first) !== null;
  return (
    <Tabs defaultActiveKey="trend">
      <Tabs.Tab key="trend" title={t('game.trend.tabs.trend')}>
        {hasSum ? <SumLine results={results} /> : <EmptyState title={t('game.trend.noData')} />}
      </Tabs.Tab>
      <Tabs.Tab key="hotCold" title={t('game.trend.tabs.hotCold')}>
        <StatBars stats={stats} field="hits" />
      </Tabs.Tab>
      <Tabs.Tab key="missing" title={t('game.trend.tabs.missing')}>
        <StatBars stats={stats} field="missing" />
      </Tabs.Tab>
      <Tabs.Tab key="road" title={t('game.trend.tabs.road')}>
        {hasSum ? (
          <div className="ql-road">
            <RoadChart rows={sumRoad(results, sumBigFrom(first.game))} label="大小" />
            <RoadChart rows={oddEvenRoad(results)} label="单双" />
          </div>
        ) : (
          <EmptyState title={t('game.trend.noData')} />
        )}
      </Tabs.Tab>
    </Tabs>
  );
}
