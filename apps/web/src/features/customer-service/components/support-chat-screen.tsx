import type { SupportMessage } from '@qilin/contract/support-chat-client';
import { SUPPORT_TEXT_MAX } from '@qilin/contract/support-chat-client';
import { Button } from 'antd-mobile';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n';
import { beijingTime } from '../../../lib/beijing-time';
import { showToast } from '../../../lib/toast';
import { isSendableImage } from '../api/compress-image';
import { useSupportChat } from '../hooks/use-support-chat';
import { SupportImage } from './support-image';
import './support-chat.css';

function Bubble({ message }: { message: SupportMessage }) {
  const { t } = useTranslation();
  if (message.sender === 'system') {
    return (
      <li className="ql-support__system">
        <span>{message.content}</span>
      </li>
    );
  }
  const mine = message.sender === 'member';
  return (
    <li className={mine ? 'ql-support__row ql-support__row--mine' : 'ql-support__row'}>
      <span className="ql-support__who">{mine ? t('service.chat.me') : t('service.chat.service')}</span>
      <div className="ql-support__bubble">
        {message.image ? (
          <SupportImage {...message.image} />
        ) : (
          <span className="ql-support__text">{message.content}</span>
        )}
      </div>
      <time className="ql-support__time" dateTime={message.createdAt}>
        {beijingTime(message.createdAt).slice(5, 16)}
      </time>
    </li>
  );
}

/** /support/28 and /support/super: the member's chat with the service, live. */
export function SupportChatScreen() {
  const { t } = useTranslation();
  const chat = useSupportChat();
  const [text, setText] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const fileId = useId();
  const inputId = useId();
  const lastId = chat.messages.at(-1)?.id ?? 0;

  // New messages (sent or received) bring the thread to its end; loading older ones does not.
  useEffect(() => {
    const list = listRef.current;
    if (list && lastId > 0) list.scrollTop = list.scrollHeight;
  }, [lastId]);

  if (!chat.thread.data) {
    if (chat.thread.isError) {
      return (
        <EmptyState
          title={t('msg.loadFailed')}
          action={
            <Button color="primary" shape="rounded" size="small" onClick={() => void chat.thread.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      );
    }
    return (
      <div className="ql-cs__loading" role="status" aria-label={t('common.loading')}>
        <Spinner />
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const content = text.trim();
    if (content === '' || chat.sendText.isPending) return;
    chat.sendText.mutate(content, { onSuccess: () => setText('') });
  };
  const pick = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    if (!isSendableImage(file)) {
      showToast(t('service.chat.imageInvalid'));
      return;
    }
    chat.sendImage.mutate(file);
  };

  return (
    <div className="ql-support">
      <ol
        ref={listRef}
        className="ql-support__list"
        aria-label={t('service.chat.messages')}
        aria-live="polite"
      >
        {chat.canLoadOlder ? (
          <li className="ql-support__older">
            <Button
              size="small"
              fill="none"
              loading={chat.loadingOlder}
              onClick={() => void chat.loadOlder()}
            >
              {t('service.chat.loadOlder')}
            </Button>
          </li>
        ) : null}
        {chat.messages.length === 0 ? (
          <li className="ql-support__system">{t('service.chat.empty')}</li>
        ) : null}
        {chat.messages.map((m) => (
          <Bubble key={m.id} message={m} />
        ))}
      </ol>
      <form className="ql-support__composer" onSubmit={submit}>
        <label className="ql-support__pick" htmlFor={fileId}>
          <span className="ql-sr-only">{t('service.chat.sendImage')}</span>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path
              fill="currentColor"
              d="M21 19V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2zM8.5 13.5l2.5 3 3.5-4.5 4.5 6H5l3.5-4.5z"
            />
          </svg>
          <input
            id={fileId}
            className="ql-support__file"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            disabled={chat.sendImage.isPending}
            onChange={(e) => {
              pick(e.currentTarget.files);
              e.currentTarget.value = '';
            }}
          />
        </label>
        <label htmlFor={inputId} className="ql-sr-only">
          {t('service.chat.placeholder')}
        </label>
        <textarea
          id={inputId}
          className="ql-support__input"
          rows={1}
          maxLength={SUPPORT_TEXT_MAX}
          placeholder={t('service.chat.placeholder')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) submit(e);
          }}
        />
        <Button
          className="ql-support__send"
          type="submit"
          color="primary"
          disabled={text.trim() === ''}
          loading={chat.sendText.isPending}
        >
          {t('service.chat.send')}
        </Button>
      </form>
      {chat.sendImage.isPending ? (
        <p className="ql-support__status" role="status">
          {t('service.chat.sending')}
        </p>
      ) : null}
    </div>
  );
}
