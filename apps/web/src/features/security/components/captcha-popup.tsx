import { useQuery } from '@tanstack/react-query';
import { Button, Input, Popup } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useLayer } from '../../../components/popups';
import { useTranslation } from '../../../i18n';
import { getPhoneCaptcha } from '../api/security-api';

/** Spec §9: the picture refreshes at most once a second; the code has 6 characters. */
export const CAPTCHA_REFRESH_MS = 1000;
export const CAPTCHA_LENGTH = 6;

function imgSrc(img: string): string {
  const text = img.trim();
  return text.startsWith('data:') ? text : `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
}

type Props = { onCancel: () => void; onConfirm: (code: string, codeId: string) => void };

export function CaptchaPopup({ onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  const layer = useLayer();
  const [code, setCode] = useState('');
  // When the last picture was asked for, the one fetched on open included.
  const lastFetchAt = useRef(Number.NEGATIVE_INFINITY);
  const captcha = useQuery({
    queryKey: ['security', 'captcha'],
    queryFn: () => {
      lastFetchAt.current = Date.now();
      return getPhoneCaptcha();
    },
    gcTime: 0,
  });
  function handleRefresh(): void {
    const now = Date.now();
    if (now - lastFetchAt.current < CAPTCHA_REFRESH_MS) return;
    lastFetchAt.current = now;
    setCode('');
    void captcha.refetch();
  }
  return (
    <Popup style={layer} visible onMaskClick={onCancel} bodyClassName="ql-security__captcha" destroyOnClose>
      <div className="ql-security__captcha-title">{t('security.captchaTitle')}</div>
      <button
        type="button"
        className="ql-security__captcha-img"
        onClick={handleRefresh}
        title={t('security.captchaRefresh')}
      >
        {captcha.data ? <img src={imgSrc(captcha.data.img)} alt={t('auth.captcha')} /> : <span>…</span>}
      </button>
      <Input
        aria-label={t('auth.captcha')}
        placeholder={t('auth.captchaPlaceholder')}
        value={code}
        maxLength={CAPTCHA_LENGTH}
        onChange={setCode}
      />
      <Button
        block
        color="primary"
        shape="rounded"
        disabled={code.length !== CAPTCHA_LENGTH || !captcha.data}
        onClick={() => captcha.data && onConfirm(code, captcha.data.id)}
      >
        {t('common.confirm')}
      </Button>
    </Popup>
  );
}
