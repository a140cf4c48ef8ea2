import { Button, NoticeBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { popups } from '../../../components/popups';
import { SiteLogo } from '../../../components/site-logo';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { useTranslation } from '../../../i18n';
import { usePrefersReducedMotion } from '../../../lib/reduced-motion';
import { useSessionStore } from '../../../lib/session';
import './hall.css';

const QUICK_ACTIONS = [
  { key: 'recharge', glyph: '充', to: paths.recharge.href() },
  { key: 'withdraw', glyph: '提', to: paths.withdraw.href() },
  { key: 'record', glyph: '记', to: paths.betRecord.href() },
] as const;

type HallShellProps = {
  /** Formatted balance (yuan text) once the wallet has loaded. */
  balanceText?: string;
  /** Notice texts for the marquee; empty shows the empty notice. */
  notices?: string[];
  /** The games area, composed by the route from the game feature. */
  games?: ReactNode;
  /** Recent games above the games area (renders nothing when there are none). */
  recent?: ReactNode;
  /** The balance card's label when it is not the member's (试玩余额 in a trial). */
  balanceLabel?: string;
  /** Another way to play for a guest, beside the guest draws link (免费试玩). */
  guestAction?: ReactNode;
};

/**
 * The hall frame: brand header, balance card, notice strip and game area. The route supplies balance,
 * notices and games from their features; each area keeps a designed empty state.
 */
export function HallShell({
  balanceText,
  notices = [],
  games,
  recent,
  balanceLabel,
  guestAction,
}: HallShellProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isLogin = useSessionStore((s) => s.isLogin);
  const member = useSessionStore((s) => s.userData);
  // The marquee scrolls by JS; with reduced motion the notices stand still, wrapped onto lines.
  const reducedMotion = usePrefersReducedMotion();

  function handleQuickAction(to: string): void {
    if (!isLogin) {
      void popups.pleaseLogin();
      return;
    }
    navigate(to);
  }

  return (
    <div className="ql-hall">
      <header className="ql-hall__header">
        <h1 className="ql-hall__brand">
          <SiteLogo size={34} />
          <span>{site.name}</span>
        </h1>
        {isLogin ? (
          <span className="ql-hall__user">{member?.nickname || member?.username}</span>
        ) : (
          <Button size="mini" shape="rounded" onClick={() => navigate(paths.login.href())}>
            {t('auth.login')} / {t('auth.register')}
          </Button>
        )}
      </header>
      <main>
        <section className="ql-hall__balance" aria-label={t('hall.balance')}>
          <div className="ql-hall__balance-label">{balanceLabel ?? t('hall.balance')}</div>
          <div className="ql-hall__balance-value">
            {isLogin ? (
              (balanceText ?? '--')
            ) : (
              <span className="ql-hall__hint">{t('hall.balanceLoginHint')}</span>
            )}
          </div>
          {isLogin ? null : (
            <div className="ql-hall__guest-row">
              <Link className="ql-hall__guest-link" to={paths.guest.href()}>
                {t('hall.guestDraws')}
              </Link>
              {guestAction}
            </div>
          )}
          <div className="ql-hall__actions">
            {QUICK_ACTIONS.map((action) => (
              <button
                key={action.key}
                type="button"
                className="ql-hall__action"
                onClick={() => handleQuickAction(action.to)}
              >
                <span className="ql-hall__action-icon" aria-hidden="true">
                  {action.glyph}
                </span>
                {t(`hall.${action.key}`)}
              </button>
            ))}
          </div>
        </section>
        <NoticeBar
          className="ql-hall__notice"
          content={notices.length > 0 ? notices.join('　　') : t('hall.noticeEmpty')}
          color="alert"
          wrap={reducedMotion}
        />
        {recent}
        <section className="ql-hall__section">
          <h2 className="ql-hall__title">{t('hall.games')}</h2>
          {games ?? <EmptyState title={t('hall.gamesEmpty')} />}
        </section>
      </main>
    </div>
  );
}
