import type { BetUnit } from '@qilin/domain';
import { Stepper } from 'antd-mobile';
import { useTranslation } from '../../../i18n';

const UNITS: BetUnit[] = ['yuan', 'jiao', 'fen'];

/**
 * Number balls min..max; tapping toggles. `one`: a single choice (a tap replaces it); `format`: the
 * ball's text (快3 对子 11 / 豹子 111); `hint`: a second line under the ball (快3 和值 odds).
 */
export function NumberPicker(props: {
  min: number;
  max: number;
  pad: boolean;
  chosen: number[];
  onChange: (c: number[]) => void;
  one?: boolean;
  format?: (n: number) => string;
  hint?: (n: number) => string | undefined;
}) {
  const balls = Array.from({ length: props.max - props.min + 1 }, (_, i) => props.min + i);
  const text = (n: number) => props.format?.(n) ?? (props.pad ? String(n).padStart(2, '0') : String(n));
  const toggle = (n: number, on: boolean) => {
    if (on) return props.chosen.filter((c) => c !== n);
    return props.one ? [n] : [...props.chosen, n];
  };
  return (
    <div className="ql-picker">
      {balls.map((n) => {
        const on = props.chosen.includes(n);
        const hint = props.hint?.(n);
        return (
          <button
            key={n}
            type="button"
            aria-pressed={on}
            className={`ql-picker__ball ${on ? 'ql-picker__ball--on' : ''} ${hint ? 'ql-picker__ball--hint' : ''}`}
            onClick={() => props.onChange(toggle(n, on))}
          >
            {text(n)}
            {hint ? <small className="ql-picker__hint">{hint}</small> : null}
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

/** A row of chips with one chosen (segment 前三/中三/后三, input mode 手动输入/选号). */
export function ChoiceChips<T extends string | number>(props: {
  label: string;
  options: readonly { value: T; text: string }[];
  value: T;
  onChange: (v: T) => void;
}) {
  return (
    <fieldset className="ql-units ql-norm__set" aria-label={props.label}>
      {props.options.map((o) => (
        <button
          key={String(o.value)}
          type="button"
          aria-pressed={props.value === o.value}
          className={`ql-chip ${props.value === o.value ? 'ql-chip--on' : ''}`}
          onClick={() => props.onChange(o.value)}
        >
          {o.text}
        </button>
      ))}
    </fieldset>
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
