import { useQuery } from '@tanstack/react-query';
import { Input } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n';
import { queryKeys } from '../../../lib/query-client';
import { captchaSrc, getCaptcha } from '../api/auth-api';

/** Spec §9: the picture refreshes at most once a second; codes are 6 characters. */
export const CAPTCHA_REFRESH_THROTTLE_MS = 1000;
export const CAPTCHA_LENGTH = 6;

type Props = {
  /** value, onChange and id come from the Form.Item around it. */
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  /** Reports the current captcha id so the form can send it as code_id. */
  onIdChange: (id: string) => void;
  /** Bumped by the form after a failed submit to fetch a fresh picture. */
  refreshSignal: number;
};

export function CaptchaField({ value = '', onChange = () => {}, id, onIdChange, refreshSignal }: Props) {
  const { t } = useTranslation();
  const lastRefresh = useRef(0);
  const query = useQuery({
    queryKey: queryKeys.captcha,
    queryFn: getCaptcha,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const { refetch } = query;

  useEffect(() => {
    if (query.data) onIdChange(query.data.id);
  }, [query.data, onIdChange]);

  useEffect(() => {
    if (refreshSignal > 0) void refetch();
  }, [refreshSignal, refetch]);

  function handleRefresh(): void {
    const now = Date.now();
    if (now - lastRefresh.current < CAPTCHA_REFRESH_THROTTLE_MS) return;
    lastRefresh.current = now;
    onChange('');
    void refetch();
  }

  return (
    <div className="ql-auth__captcha">
      <div className="ql-auth__box">
        <Input
          id={id}
          placeholder={t('auth.captchaPlaceholder')}
          value={value}
          onChange={onChange}
          maxLength={CAPTCHA_LENGTH}
          clearable
        />
      </div>
      <button
        type="button"
        className="ql-auth__captcha-img"
        onClick={handleRefresh}
        title={t('auth.captchaRefresh')}
      >
        {query.data ? <img src={captchaSrc(query.data.img)} alt={t('auth.captcha')} /> : <span>…</span>}
      </button>
    </div>
  );
}
