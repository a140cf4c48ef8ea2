import { Picker } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useLayer } from './popups';
import './records.css';

type Option = { label: string; value: string };
type Props = {
  /** Names the field for screen readers and titles the wheel. */
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
  testId?: string;
  className?: string;
};

/**
 * A choice of one option as antd-mobile's bottom-sheet wheel (spec: pickers, never a native select,
 * whose look differs on every phone): a button showing the choice opens it.
 */
export function PickerField({ label, value, options, onChange, testId, className }: Props) {
  const [open, setOpen] = useState(false);
  const layer = useLayer(open);
  const current = options.find((o) => o.value === value);
  const shown = current?.label ?? value;
  // Stable across the parent's re-renders (a room re-renders every second): the wheel resets its
  // pending choice to a `value` or `columns` it sees as new.
  const key = options.map((o) => `${o.value}\u0000${o.label}`).join('\u0001');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the options' contents
  const columns = useMemo(() => [options.map((o) => ({ label: o.label, value: o.value }))], [key]);
  const picked = useMemo(() => [value], [value]);
  return (
    <>
      <button
        type="button"
        className={className ? `ql-picker-field ${className}` : 'ql-picker-field'}
        // The name starts with the field's label and holds the text on the button (axe label-content-name-mismatch).
        aria-label={`${label}：${shown}`}
        aria-haspopup="dialog"
        data-testid={testId}
        data-value={value}
        onClick={() => setOpen(true)}
      >
        <span className="ql-picker-field__text">{shown}</span>
        <span aria-hidden="true">▾</span>
      </button>
      <Picker
        popupStyle={layer}
        visible={open}
        title={label}
        columns={columns}
        value={picked}
        onClose={() => setOpen(false)}
        onConfirm={(v) => {
          const next = String(v[0] ?? '');
          if (next !== value) onChange(next);
        }}
      />
    </>
  );
}
