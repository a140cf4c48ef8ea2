import type { BetUnit } from '@qilin/domain';
import { Stepper } from 'antd-mobile';
import { useTranslation } from '../../../i18n';

const UNITS: BetUnit[] = ['yuan', 'jiao', 'fen'];

/** Number balls min..max; tapping toggles. */
export function NumberPicker(props: {
  min: number;
  max: number;
  pad: boolean;
  chosen: number[];
  onChange: (c: number[]) => void;
}) {
  const balls = Array.from({ length: props.max - props.min + 1 }, (_, i) => props.min + i);
  return (
    <div className="ql-picker">
      {balls.map((n) => {
        const on = props.chosen.includes(n);
        return (
          <button
            key={n}
            type="button"
            aria-pressed={on}
            className={`ql-picker__ball ${on ? 'ql-picker__ball--on' : ''}`}
            onClick={() => props.onChange(on ? props.chosen.filter((c) => c !== n) : [...props.chosen, n])}
          >
            {props.pad ? String(n).padStart(2, '0') : n}
          </button>
        );
      })}
    </div>
  );
}

/** The typed-entry box (spec §5): free text, counted live by the play's domain counter. */
export function TypedEntry(props: { value: string; onChange: (text: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="ql-entry">
      <textarea
        aria-label={t('game.bet.typedEntry')}
        placeholder={t('game.bet.typedPlaceholder')}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </div>
  );
}

/** 元/角/分 unit and 倍数 multiple. */
export function UnitMultiple(props: {
  unit: BetUnit;
  multiple: number;
  onUnit: (u: BetUnit) => void;
  onMultiple: (m: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="ql-units">
      {UNITS.map((u) => (
        <button
          key={u}
          type="button"
          aria-pressed={props.unit === u}
          className={`ql-chip ${props.unit === u ? 'ql-chip--on' : ''}`}
          onClick={() => props.onUnit(u)}
        >
          {t(`game.bet.units.${u}`)}
        </button>
      ))}
      <span>{t('game.bet.multiple')}</span>
      <Stepper min={1} max={9999} digits={0} value={props.multiple} onChange={(v) => props.onMultiple(v)} />
    </div>
  );
}
