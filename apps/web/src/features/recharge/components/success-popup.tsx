import type { DedicatedService } from '@qilin/contract';
import { Avatar, Button, Dialog } from 'antd-mobile';
import { useEffect } from 'react';
import { useLayer } from '../../../components/popups';
import { useTranslation } from '../../../i18n';
import { useCountdown } from '../hooks/use-countdown';

/** Spec §9: the offline-order success popup closes itself after 10 s. */
export const SUCCESS_POPUP_CLOSE_MS = 10_000;

type Props = {
  openedAt: number;
  /** From the confirm answer: the channel's or the site's dedicated customer service. */
  service: DedicatedService;
  onClose: () => void;
  onContact: () => void;
};

/** Spec §4 step 6: confirms the transfer and points at a dedicated customer service. */
export function SuccessPopup({ openedAt, service, onClose, onContact }: Props) {
  const { t } = useTranslation();
  const layer = useLayer();
  const seconds = useCountdown(openedAt + SUCCESS_POPUP_CLOSE_MS);
  useEffect(() => {
    const timer = setTimeout(onClose, Math.max(0, openedAt + SUCCESS_POPUP_CLOSE_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [openedAt, onClose]);
  return (
    <Dialog
      style={layer}
      visible
      aria-label={t('recharge.successTitle')}
      title={t('recharge.successTitle')}
      closeOnMaskClick={false}
      onClose={onClose}
      content={
        <div className="ql-recharge__success" data-testid="recharge-success-popup">
          <p>{t('recharge.successBody')}</p>
          <div className="ql-recharge__service" data-testid="dedicated-service">
            <Avatar
              src={service.avatar}
              alt={service.nickname}
              style={{ '--size': '40px', '--border-radius': '50%' }}
            />
            <span>
              <small>{t('recharge.dedicatedService')}</small>
              <strong>{service.nickname}</strong>
            </span>
            <Button size="mini" color="primary" shape="rounded" onClick={onContact}>
              {t('recharge.contactService')}
            </Button>
          </div>
          <p className="ql-recharge__close-in">{t('recharge.closeIn', { seconds })}</p>
        </div>
      }
      actions={[{ key: 'ok', text: t('common.ok'), onClick: onClose }]}
    />
  );
}
