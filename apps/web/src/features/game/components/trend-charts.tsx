import type { MissEntry, TrendEntry } from '@qilin/contract';
import { Tabs } from 'antd-mobile';
import { EmptyState } from '../../../components/empty-state';
import { useTranslation } from '../../../i18n';
import { resultSum } from '../model/result-view';
import {
  byGroup,
  hotCold,
  type MainTrends,
  numberRange,
  numberStats,
  oddEvenRoad,
  roadGlyph,
  trendNumbers,
} from '../model/trend';
import { type Bar, Bars, Distribution, RoadChart, SumLine } from './trend-svg';

/** Distribution grids stay readable at 375 px up to 11 values (11选5). */
const MAX_DISTRIBUTION_VALUES = 11;

function hitBars(items: readonly { name: string; hits: number }[]): Bar[] {
  const { hot, cold } = hotCold(items);
  return items.map((i) => {
    const tag = hot.includes(i.name) ? 'hot' : cold.includes(i.name) ? 'cold' : undefined;
    return { name: i.name, value: i.hits, ...(tag && { tag }) };
  });
}

function GroupBars<T extends { group: string }>(props: { list: readonly T[]; bars: (items: T[]) => Bar[] }) {
  return (
    <>
      {byGroup(props.list).map(({ group, items }) => (
        <section key={group} className="ql-trend__group">
          <h4 className="ql-trend__title">{group}</h4>
          <Bars bars={props.bars(items)} label={group} />
        </section>
      ))}
    </>
  );
}

/**
 * Trend, hot/cold, missing and road tabs. The options' hits, missing counts and the road come from the
 * server's main lottery data (cold_hot, ignore, map); the drawn balls' own counts and the sum line are
 * read from the same answer's last draws (the count the member chose).
 */
export function TrendCharts({ trends }: { trends: MainTrends }) {
  const { t } = useTranslation();
  const first = trends.results[0];
  if (!first) return <EmptyState title={t('game.trend.noData')} />;
  const range = numberRange(first.game);
  const stats = range ? numberStats(trends.results, range[0], range[1]) : [];
  const sums = trends.results.map(resultSum).filter((s): s is number => s !== null);
  const showDistribution = range !== null && range[1] - range[0] + 1 <= MAX_DISTRIBUTION_VALUES;
  const recent = t('game.trend.recent', { count: trends.results.length });
  const roadName = trends.style[0]?.group ?? t('game.trend.tabs.road');
  const ballSection = (field: 'hits' | 'missing') =>
    stats.length > 0 ? (
      <section className="ql-trend__group">
        <h4 className="ql-trend__title">
          {t('game.trend.balls')} <small>{recent}</small>
        </h4>
        <Bars
          label={t('game.trend.balls')}
          bars={
            field === 'hits'
              ? hitBars(stats.map((s) => ({ name: String(s.value).padStart(2, '0'), hits: s.hits })))
              : stats.map((s) => ({ name: String(s.value).padStart(2, '0'), value: s.missing }))
          }
        />
      </section>
    ) : null;
  return (
    <Tabs defaultActiveKey="trend">
      <Tabs.Tab key="trend" title={t('game.trend.tabs.trend')}>
        {sums.length > 0 ? (
          <section className="ql-trend__group">
            <h4 className="ql-trend__title">
              {t('game.trend.sum')} <small>{recent}</small>
            </h4>
            <SumLine sums={[...sums].reverse()} />
          </section>
        ) : null}
        {showDistribution ? (
          <section className="ql-trend__group">
            <h4 className="ql-trend__title">{t('game.trend.distribution')}</h4>
            <Distribution
              label={t('game.trend.distribution')}
              min={range[0]}
              max={range[1]}
              rows={trends.draws.map((d) => ({ issue: d.issue, numbers: trendNumbers(d.result) }))}
            />
          </section>
        ) : null}
        {sums.length === 0 && !showDistribution ? <EmptyState title={t('game.trend.noData')} /> : null}
      </Tabs.Tab>
      <Tabs.Tab key="hotCold" title={t('game.trend.tabs.hotCold')}>
        <GroupBars<TrendEntry> list={trends.style} bars={hitBars} />
        <GroupBars<TrendEntry> list={trends.numbers} bars={hitBars} />
        {ballSection('hits')}
      </Tabs.Tab>
      <Tabs.Tab key="missing" title={t('game.trend.tabs.missing')}>
        <GroupBars<MissEntry>
          list={trends.ignore}
          bars={(items) => items.map((i) => ({ name: i.name, value: i.miss }))}
        />
        {ballSection('missing')}
      </Tabs.Tab>
      <Tabs.Tab key="road" title={t('game.trend.tabs.road')}>
        <div className="ql-road">
          {trends.road.length > 0 ? (
            <section>
              <h4 className="ql-trend__title">{roadName}</h4>
              <RoadChart
                rows={trends.road.map((row) => row.map((c) => (c ? roadGlyph(c) : null)))}
                label={roadName}
              />
            </section>
          ) : null}
          {sums.length > 0 ? (
            <section>
              <h4 className="ql-trend__title">{t('game.trend.oddEven')}</h4>
              <RoadChart rows={oddEvenRoad(trends.results)} label={t('game.trend.oddEven')} />
            </section>
          ) : null}
          {trends.road.length === 0 && sums.length === 0 ? (
            <EmptyState title={t('game.trend.noData')} />
          ) : null}
        </div>
      </Tabs.Tab>
    </Tabs>
  );
}
