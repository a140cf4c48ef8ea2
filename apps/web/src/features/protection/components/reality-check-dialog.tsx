import type { ProtectionSession } from '@qilin/contract';
import { Dialog } from 'antd-mobile';
import { Money } from '../../../components/money';
import { useLayer } from '../../../components/popups';
import { useTranslation } from '../../../i18n';
import './protection.css';

type Props = {
  session: ProtectionSession;
  onContinue: () => void;
  onStop: () => void;
  onLimits: () => void;
};

/** The reality check: time played and net result of this login session; 继续 / 停止 / 查看限额. */
export function RealityCheckDialog({ session, onContinue, onStop, onLimits }: Props) {
  const { t } = useTranslation();
  // A level above whatever is open: the reminder must be seen over any screen or sheet.
  const layer = useLayer();
  return (
    <Dialog
      visible
      style={layer}
      aria-label={t('protection.reality.title')}
      title={t('protection.reality.title')}
      closeOnMaskClick={false}
      content={
        <div className="ql-protect__reality-body" data-testid="reality-check">
          <p>{t('protection.reality.body', { minutes: session.minutes_played })}</p>
          <p>
            {t('protection.reality.net')}
            <Money
              fen={session.net_fen}
              signed
              unit="yuan"
              className={session.net_fen < 0 ? 'ql-protect__loss' : ''}
            />
          </p>
        </div>
      }
      actions={[
        { key: 'continue', text: t('protection.reality.keepOn'), bold: true, onClick: onContinue },
        { key: 'limits', text: t('protection.reality.limits'), onClick: onLimits },
        { key: 'stop', text: t('protection.reality.stop'), danger: true, onClick: onStop },
      ]}
    />
  );
}
