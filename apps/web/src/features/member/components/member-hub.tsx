import { Badge, Button, List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { allowMoneyEntry, askLogin } from '../../../components/guest-gate';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { useMemberInfo } from '../hooks/use-member-info';
import { HUB_ACTIONS, HUB_ENTRIES, type HubEntry } from '../model/hub-entries';
import { MemberAvatar } from './member-avatar';
import './member-hub.css';

type Props = {
  /** Formatted balance once the wallet has loaded (the route composes it from the wallet feature). */
  balanceText?: string;
  /** Where the VIP badge goes once VIP exists; nothing is rendered for now. */
  vip?: ReactNode;
};

/**
 * 我的 as the hub of the member's own corner: who they are, the balance with its four money actions,
 * and every record, security, notice, help and settings screen one tap away. A guest sees the same hub;
 * a member-only entry asks them to log in and comes back to it.
 */
export function MemberHub({ balanceText, vip }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { member, unreadNum } = useMemberInfo();
  const isMember = member !== null;

  function handleOpen(entry: Pick<HubEntry, 'to' | 'memberOnly' | 'money'>): void {
    if (isMember || !entry.memberOnly) navigate(entry.to);
    else if (entry.money) allowMoneyEntry();
    else void askLogin(entry.to);
  }

  const name = member ? member.nickname || member.nick_name || member.username : t('person.guest');
  return (
    <main className="ql-hub">
      {/* The member card is the visual header; the page's one heading names the tab for screen readers. */}
      <h1 className="ql-sr-only">{t('tab.personCenter')}</h1>
      <section className="ql-hub__head" data-testid={isMember ? 'member-card' : 'guest-card'}>
        {isMember ? (
          <button
            type="button"
            className="ql-hub__avatar"
            aria-label={t('me.profile.avatarTitle')}
            onClick={() => navigate(paths.headImages.href())}
          >
            <MemberAvatar avatar={member.avatar} name={name} />
          </button>
        ) : (
          <MemberAvatar avatar="" name={name} />
        )}
        <div className="ql-hub__who">
          <div className="ql-hub__name-row">
            <span className="ql-hub__name">{name}</span>
            {vip}
          </div>
          {isMember ? (
            <>
              <div className="ql-hub__meta">
                {t('person.username')}：{member.username}
              </div>
              <div className="ql-hub__meta">
                {t('person.memberId')}：{member.memberId}
              </div>
              <button
                type="button"
                className="ql-hub__edit"
                onClick={() => navigate(paths.changePersonInfo.href())}
              >
                {t('me.editProfile')} ›
              </button>
            </>
          ) : (
            <Button
              shape="rounded"
              fill="outline"
              className="ql-hub__login"
              onClick={() => navigate(paths.login.href({ redirect: paths.personCenter.href() }))}
            >
              {t('person.loginNow')}
            </Button>
          )}
        </div>
      </section>

      <section className="ql-hub__wallet" aria-label={t('me.balance')}>
        <button
          type="button"
          className="ql-hub__balance"
          onClick={() => handleOpen({ to: paths.account.href(), memberOnly: true })}
        >
          <span className="ql-hub__balance-label">{t('me.balance')}</span>
          <span className="ql-hub__balance-value">
            {isMember ? (balanceText ?? '--') : t('me.balanceGuest')}
          </span>
          <span className="ql-hub__wallet-link" aria-hidden="true">
            {t('me.wallet')} ›
          </span>
        </button>
        <div className="ql-hub__actions">
          {HUB_ACTIONS.map((action) => (
            <button
              key={action.key}
              type="button"
              className="ql-hub__action"
              onClick={() => handleOpen(action)}
            >
              <span className="ql-hub__glyph" aria-hidden="true">
                {action.glyph}
              </span>
              {t(`me.${action.label}`)}
            </button>
          ))}
        </div>
      </section>

      <List className="ql-hub__list">
        {HUB_ENTRIES.map((entry) => (
          <List.Item
            key={entry.key}
            prefix={
              <span className="ql-hub__glyph ql-hub__glyph--small" aria-hidden="true">
                {entry.glyph}
              </span>
            }
            extra={
              entry.key === 'noticeCenter' && unreadNum > 0 ? (
                <Badge
                  content={unreadNum > 99 ? '99+' : unreadNum}
                  aria-label={t('me.unreadBadge', { count: unreadNum })}
                />
              ) : null
            }
            onClick={() => handleOpen(entry)}
          >
            {t(`me.${entry.label}`)}
          </List.Item>
        ))}
      </List>
    </main>
  );
}
