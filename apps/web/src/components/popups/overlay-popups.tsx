import { Mask, Popup, SpinLoading } from 'antd-mobile';
import { useTranslation } from '../../i18n';
import { useLayer } from './layers';
import type { PopupEntry } from './types';
import './popups.css';

/** Lightweight indicator: a centred card over a thin mask. */
function Indicator({ entry, children }: { entry: PopupEntry; children: React.ReactNode }) {
  const layer = useLayer();
  return (
    <Mask visible opacity="thin" style={layer} onMaskClick={() => entry.close(false)}>
      <div className="ql-indicator" role="status">
        {children}
      </div>
    </Mask>
  );
}

export function NotMemberHint({ entry }: { entry: PopupEntry }) {
  const { t } = useTranslation();
  return (
    <Indicator entry={entry}>
      <span>{t('popup.notMember')}</span>
    </Indicator>
  );
}

export function BetSubmitting({ entry }: { entry: PopupEntry }) {
  const { t } = useTranslation();
  return (
    <Indicator entry={entry}>
      <SpinLoading color="white" style={{ '--size': '32px' }} />
      <span>{t('popup.betSubmitting')}</span>
    </Indicator>
  );
}

export function BetSuccess({ entry }: { entry: PopupEntry }) {
  const { t } = useTranslation();
  return (
    <Indicator entry={entry}>
      <svg width="36" height="36" viewBox="0 0 48 48" aria-hidden="true">
        <circle cx="24" cy="24" r="22" fill="var(--adm-color-success)" />
        <path d="M14 25l7 7 13-15" stroke="#fff" strokeWidth="4" fill="none" strokeLinecap="round" />
      </svg>
      <span>{t('popup.betSuccess')}</span>
    </Indicator>
  );
}

export function RulesSheet({
  entry,
  title,
  content,
}: {
  entry: PopupEntry;
  title?: string;
  content: string;
}) {
  const { t } = useTranslation();
  const layer = useLayer();
  return (
    <Popup
      visible
      style={layer}
      onMaskClick={() => entry.close(true)}
      bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12, maxHeight: '70vh' }}
    >
      <div className="ql-sheet">
        <div className="ql-sheet__title">{title ?? t('popup.rulesTitle')}</div>
        <div className="ql-sheet__body">{content}</div>
        <button type="button" className="ql-sheet__close" onClick={() => entry.close(true)}>
          {t('common.ok')}
        </button>
      </div>
    </Popup>
  );
}
