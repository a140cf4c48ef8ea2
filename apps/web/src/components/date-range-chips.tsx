import './records.css';

type Props<K extends string> = {
  options: readonly { key: K; label: string }[];
  value: K;
  onChange: (key: K) => void;
  label: string;
};

/**
 * Spec §9 quick ranges as one row of chips that never wraps: on a narrow phone the row scrolls
 * sideways instead of breaking onto a second line.
 */
export function DateRangeChips<K extends string>({ options, value, onChange, label }: Props<K>) {
  return (
    <fieldset className="ql-range-chips" aria-label={label} data-testid="date-chips">
      {options.map((o) => (
        <button
          key={o.key}
          type="button"
          aria-pressed={o.key === value}
          className={o.key === value ? 'ql-range-chip ql-range-chip--active' : 'ql-range-chip'}
          onClick={() => onChange(o.key)}
        >
          {o.label}
        </button>
      ))}
    </fieldset>
  );
}
