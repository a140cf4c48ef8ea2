import { gameFamiliesByClass } from '@qilin/domain';
import { useState } from 'react';
import { DateRangeChips } from '../../../components/date-range-chips';
import { DateRangeSheet } from '../../../components/date-range-sheet';
import { PickerField } from '../../../components/picker-field';
import { useTranslation } from '../../../i18n';
import { customRange, pickerMinDate, QUICK_RANGES, type QuickRange, quickRange } from '../model/date-ranges';
import type { BetRecordsFilter } from '../model/record-row';

const GAMES = [...gameFamiliesByClass(1), ...gameFamiliesByClass(2)];

type RangeKey = QuickRange | 'custom';
type Props = { gameId: string; onChange: (filter: BetRecordsFilter, gameId: string) => void };

/**
 * The records filters: a game picker (antd-mobile Picker, not a native select), the spec's quick
 * ranges as one row of chips, and 自定义 — date wheels reaching five years back.
 */
export function BetRecordFilters({ gameId, onChange }: Props) {
  const { t } = useTranslation();
  const [range, setRange] = useState<RangeKey>('today');
  const [span, setSpan] = useState(() => quickRange('today', Date.now()));
  const [picking, setPicking] = useState(false);
  const now = new Date();
  const emit = (next: typeof span, game = gameId) => {
    setSpan(next);
    onChange({ gameId: game || undefined, ...next }, game);
  };
  const options = [
    ...QUICK_RANGES.map((r) => ({ key: r as RangeKey, label: t(`game.record.ranges.${r}`) })),
    { key: 'custom' as RangeKey, label: t('game.record.custom') },
  ];
  return (
    <div className="ql-records__head">
      <div className="ql-records__filters">
        <PickerField
          label={t('game.record.pickGame')}
          value={gameId}
          options={[
            { label: t('game.record.allGames'), value: '' },
            ...GAMES.map((g) => ({ label: g.name, value: g.code })),
          ]}
          onChange={(game) => emit(span, game)}
          testId="record-game"
        />
      </div>
      <DateRangeChips
        label={t('game.record.time')}
        options={options}
        value={range}
        onChange={(key) => {
          if (key === 'custom') return setPicking(true);
          setRange(key);
          // The range is fixed when chosen, so the query key stays stable while the list scrolls.
          emit(quickRange(key, Date.now()));
        }}
      />
      <DateRangeSheet
        visible={picking}
        min={pickerMinDate(now)}
        max={now}
        startTitle={t('game.record.startDate')}
        endTitle={t('game.record.endDate')}
        onCancel={() => setPicking(false)}
        onConfirm={(from, to) => {
          setPicking(false);
          setRange('custom');
          emit(customRange(from, to));
        }}
      />
    </div>
  );
}
