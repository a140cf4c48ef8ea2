import { ErrorCode } from '@qilin/contract/error-codes';
import { Button, Form, Input } from 'antd-mobile';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { reportApiError } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { showSuccessToast } from '../../../lib/toast';
import { useEditNickname } from '../hooks/use-profile';
import { nicknameField } from '../model/nickname-form';

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
    <Form layout="vertical" className="ql-nickname-form" footer={null}>
      <Form.Item
        label={t('me.profile.nickname')}
        help={t('me.profile.nicknameRule')}
        extra={
          <span className={field.count > field.max ? 'ql-count ql-count--over' : 'ql-count'}>
            {field.count}/{field.max}
          </span>
        }
      >
        <Input
          value={text}
          clearable
          placeholder={t('me.profile.nicknamePlaceholder')}
          aria-label={t('me.profile.nickname')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(value) => {
            setText(value);
            setServerError(null);
          }}
        />
      </Form.Item>
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
    </Form>
  );
}
