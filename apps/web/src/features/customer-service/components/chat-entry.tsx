import { useTranslation } from '../../../i18n';

/** The online chat (the customer-service link from customer/key), above the contacts. */
export function ChatEntry({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <section className="ql-cs__chat" aria-label={t('online.title')}>
      <div className="ql-cs__chat-text">
        <strong>{t('online.title')}</strong>
        <span>{t('service.chatHint')}</span>
      </div>
      <a className="ql-cs__chat-open" href={href} target="_blank" rel="noopener noreferrer">
        {t('online.open')}
      </a>
    </section>
  );
}
