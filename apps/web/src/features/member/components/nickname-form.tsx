import { ErrorCode } from '@qilin/contract/error-codes';
import { Button, Input, type InputRef } from 'antd-mobile';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { reportApiError } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { showSuccessToast } from '../../../lib/toast';
import { useEditNickname } from '../hooks/use-profile';
import { nicknameField } from '../model/nickname-form';
import './member.css';

/**
 * /changePersonInfo's nickname field: the spec's character count (汉字 count 2) shown as n/16, the
 * refusal inline under the field (from the client's check or, if it got through, the server's).
 */
export function NicknameForm({ current, onSaved }: { current: string; onSaved?: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(current);
  const [serverError, setServerError] = useState<string | null>(null);
  const edit = useEditNickname();
  const field = nicknameField(text);
  const errorId = useId();
  const error = field.error ?? serverError;
  const inputRef = useRef<InputRef>(null);
  // antd-mobile's Input forwards only aria-label: the error link is set on its element directly.
  useEffect(() => {
    const el = inputRef.current?.nativeElement;
    if (!el) return;
    if (error) {
      el.setAttribute('aria-invalid', 'true');
      el.setAttribute('aria-describedby', errorId);
    } else {
      el.removeAttribute('aria-invalid');
      el.removeAttribute('aria-describedby');
    }
  }, [error, errorId]);
  const canSave = text.trim() !== '' && field.error === null && text.trim() !== current && !edit.isPending;

  async function handleSave(): Promise<void> {
    if (!canSave) return;
    try {
      await edit.mutateAsync(text.trim());
      showSuccessToast(t('me.profile.saved'));
      onSaved?.();
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === ErrorCode.InvalidPayload)
        setServerError(caught.message);
      else if (caught instanceof ApiError) reportApiError(caught);
    }
  }

  return (
    <div className="ql-nickname-form">
      <div className="ql-nickname-form__field">
        <div className="ql-nickname-form__head">
          <span className="ql-nickname-form__label">{t('me.profile.nickname')}</span>
          <span className={field.count > field.max ? 'ql-count ql-count--over' : 'ql-count'}>
            {field.count}/{field.max}
          </span>
        </div>
        <Input
          ref={inputRef}
          value={text}
          clearable
          placeholder={t('me.profile.nicknamePlaceholder')}
          aria-label={t('me.profile.nickname')}
          onChange={(value) => {
            setText(value);
            setServerError(null);
          }}
        />
        <div className="ql-nickname-form__help">{t('me.profile.nicknameRule')}</div>
      </div>
      {error ? (
        <div id={errorId} role="alert" className="ql-field-error">
          {error}
        </div>
      ) : null}
      <Button
        block
        color="primary"
        shape="rounded"
        size="large"
        disabled={!canSave}
        loading={edit.isPending}
        onClick={() => void handleSave()}
        style={{ marginTop: 16 }}
      >
        {t('me.profile.save')}
      </Button>
    </div>
  );
}
