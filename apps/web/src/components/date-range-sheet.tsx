import { DatePickerView, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../i18n';
import { useLayer } from './popups';
import './records.css';

type Props = {
  visible: boolean;
  min: Date;
  max: Date;
  startTitle: string;
  endTitle: string;
  onCancel: () => void;
  /** The two days picked, the first no later than the second. */
  onConfirm: (from: Date, to: Date) => void;
};

/**
 * 自定义 date range: antd-mobile's date wheels in a bottom sheet, first the start day, then the end day
 * (never before the start). A sheet of our own rather than DatePicker, whose popup takes no z-index.
 */
export function DateRangeSheet({ visible, min, max, startTitle, endTitle, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  const layer = useLayer(visible);
  const [from, setFrom] = useState<Date | null>(null);
  const [draft, setDraft] = useState<Date>(max);
  function cancel(): void {
    setFrom(null);
    onCancel();
  }
  function confirm(): void {
    if (from === null) {
      setFrom(draft);
      return;
    }
    setFrom(null);
    onConfirm(from, draft < from ? from : draft);
  }
  return (
    <Popup style={layer} visible={visible} onMaskClick={cancel} destroyOnClose>
      <div className="ql-date-sheet" data-testid="date-range-sheet">
        <div className="ql-date-sheet__head">
          <button type="button" onClick={cancel}>
            {t('common.cancel')}
          </button>
          <strong>{from === null ? startTitle : endTitle}</strong>
          <button type="button" className="is-primary" onClick={confirm}>
            {t('common.confirm')}
          </button>
        </div>
        <DatePickerView
          min={from ?? min}
          max={max}
          value={draft < (from ?? min) ? (from ?? min) : draft}
          onChange={setDraft}
        />
      </div>
    </Popup>
  );
}
