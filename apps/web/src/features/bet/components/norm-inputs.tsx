import { type BetUnit, rebatePoint } from '@qilin/domain';
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
      <Stepper
        style={{ '--height': '44px', '--button-width': '44px' }}
        min={1}
        max={9999}
        digits={0}
        value={props.multiple}
        onChange={(v) => props.onMultiple(v)}
      />
    </div>
  );
}

/**
 * 返点 (spec `point`): 0 … the member's ceiling in its steps, shown as a percent; the odds shown beside
 * the play are those at the rebate (a higher rebate pays a lower prize). Nothing when the ceiling is 0.
 */
export function RebatePicker(props: {
  maxBp: number;
  stepBp: number;
  value: number;
  onChange: (bp: number) => void;
}) {
  const { t } = useTranslation();
  if (props.maxBp <= 0) return null;
  return (
    <div className="ql-norm__rebate">
      <label className="ql-norm__rebate-label">
        {t('game.bet.rebate')}
        <input
          type="range"
          min={0}
          max={props.maxBp}
          step={props.stepBp}
          value={props.value}
          onChange={(e) => props.onChange(Math.min(props.maxBp, Math.max(0, Number(e.target.value))))}
        />
      </label>
      <span data-testid="norm-rebate">{t('game.bet.rebateLine', { point: rebatePoint(props.value) })}</span>
    </div>
  );
}
