import { gameFamiliesByClass } from '@qilin/domain';
import { DatePicker, Picker } from 'antd-mobile';
import { useState } from 'react';
import { DateRangeChips } from '../../../components/date-range-chips';
import { useLayer } from '../../../components/popups';
import { useTranslation } from '../../../i18n';
import type { BetRecordsFilter } from '../api/types';
import { customRange, pickerMinDate, QUICK_RANGES, type QuickRange, quickRange } from '../model/date-ranges';

const GAMES = [...gameFamiliesByClass(1), ...gameFamiliesByClass(2)];

type RangeKey = QuickRange | 'custom';
type Props = { gameId: string; onChange: (filter: BetRecordsFilter, gameId: string) => void };

/**
 * The records filters: a game picker (antd-mobile Picker, not a native select), the spec's quick
 * ranges as one row of chips, and 自定义 — two DatePickers reaching five years back.
 */
export function BetRecordFilters({ gameId, onChange }: Props) {
  const { t } = useTranslation();
  const [range, setRange] = useState<RangeKey>('today');
  const [span, setSpan] = useState(() => quickRange('today', Date.now()));
  const [gameOpen, setGameOpen] = useState(false);
  const [step, setStep] = useState<'start' | 'end' | null>(null);
  const [start, setStart] = useState<Date | null>(null);
  const gameLayer = useLayer(gameOpen);
  const dateLayer = useLayer(step !== null);
  const now = new Date();
  const emit = (next: typeof span, game = gameId) => {
    setSpan(next);
    onChange({ gameId: game || undefined, ...next }, game);
  };
  const gameName = GAMES.find((g) => g.code === gameId)?.name ?? t('game.record.allGames');
  const options = [
    ...QUICK_RANGES.map((r) => ({ key: r as RangeKey, label: t(`game.record.ranges.${r}`) })),
    { key: 'custom' as RangeKey, label: t('game.record.custom') },
  ];
  return (
    <div className="ql-records__head">
      <div className="ql-records__filters">
        <button
          type="button"
          className="ql-records__game"
          aria-label={t('game.record.pickGame')}
          aria-haspopup="dialog"
          onClick={() => setGameOpen(true)}
        >
          {gameName} ▾
        </button>
      </div>
      <DateRangeChips
        label={t('game.record.time')}
        options={options}
        value={range}
        onChange={(key) => {
          if (key === 'custom') return setStep('start');
          setRange(key);
          // The range is fixed when chosen, so the query key stays stable while the list scrolls.
          emit(quickRange(key, Date.now()));
        }}
      />
      <Picker
        popupStyle={gameLayer}
        visible={gameOpen}
        title={t('game.record.pickGame')}
        columns={[
          [
            { label: t('game.record.allGames'), value: '' },
            ...GAMES.map((g) => ({ label: g.name, value: g.code })),
          ],
        ]}
        value={[gameId]}
        onClose={() => setGameOpen(false)}
        onConfirm={(v) => emit(span, String(v[0] ?? ''))}
      />
      <DatePicker
        popupStyle={dateLayer}
        visible={step !== null}
        title={t(step === 'end' ? 'game.record.endDate' : 'game.record.startDate')}
        min={step === 'end' && start ? start : pickerMinDate(now)}
        max={now}
        onCancel={() => {
          setStep(null);
          setStart(null);
        }}
        onConfirm={(day) => {
          if (step === 'start') {
            setStart(day);
            setStep('end');
            return;
          }
          setStep(null);
          setRange('custom');
          emit(customRange(start ?? day, day));
          setStart(null);
        }}
      />
    </div>
  );
}
