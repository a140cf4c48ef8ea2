import { Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { PageShell } from '../../../components/page-shell';
import { Spinner } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { copyText } from '../../../lib/copy-text';
import { useSessionStore } from '../../../lib/session';
import { useFriendsInfo } from '../hooks/use-promotion';
import { inviteUrlFor } from '../model/invite-url';
import { GuestPrompt } from './guest-prompt';
import { InviteQr } from './invite-qr';
import './promotion.css';

/** /promotionFriends/promote: the member's invite code, link and QR code, copy and share, friend count. */
export function PromoteScreen() {
  const { t } = useTranslation();
  const isLogin = useSessionStore((s) => s.isLogin);
  const navigate = useNavigate();
  const info = useFriendsInfo();
  const code = info.data?.inviteCode ?? '';
  const link = code ? inviteUrlFor(window.location.origin, code) : '';

  async function handleShare(): Promise<void> {
    if (navigator.share) {
      await navigator
        .share({ title: t('promotion.inviteTitle'), text: t('promotion.shareText'), url: link })
        .catch(() => {});
    } else await copyText(link);
  }

  return (
    <PageShell title={t('promotion.inviteTitle')} backTo={paths.personCenter.href()}>
      {isLogin ? null : <GuestPrompt />}
      {!isLogin ? null : info.isLoading ? (
        <Spinner />
      ) : (
        <section className="ql-promo__card" data-testid="invite-card">
          <div className="ql-promo__label">{t('promotion.myCode')}</div>
          <div className="ql-promo__code" data-testid="invite-code">
            {code}
          </div>
          {link ? <InviteQr value={link} alt={t('promotion.qrAlt')} /> : null}
          <div className="ql-promo__label">{t('promotion.myLink')}</div>
          <div className="ql-promo__link" data-testid="invite-link">
            {link}
          </div>
          <div className="ql-promo__actions">
            <Button color="primary" shape="rounded" onClick={() => void copyText(link)}>
              {t('promotion.copyLink')}
            </Button>
            <Button shape="rounded" onClick={() => void copyText(code)}>
              {t('promotion.copyCode')}
            </Button>
            <Button shape="rounded" onClick={() => void handleShare()}>
              {t('promotion.share')}
            </Button>
          </div>
        </section>
      )}
      <List>
        <List.Item
          extra={
            <span data-testid="friend-count">
              {info.data?.friendCount ?? 0}
              {t('promotion.people')}
            </span>
          }
          onClick={() => navigate(paths.promotionFriendsList.href())}
        >
          {t('promotion.friendCount')}
        </List.Item>
        <List.Item
          onClick={() =>
            navigate(info.data?.isAgent ? paths.promotionIndex.href() : paths.promotionWelcome.href())
          }
        >
          {t('promotion.agentCenter')}
        </List.Item>
      </List>
    </PageShell>
  );
}
