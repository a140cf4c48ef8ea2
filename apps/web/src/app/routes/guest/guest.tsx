import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { PageShell } from '../../../components/page-shell';
import { paths } from '../../../config/paths';
import { GuestLottery } from '../../../features/game';
import { useTranslation } from '../../../i18n';
import { useSessionStore } from '../../../lib/session';
import './guest.css';

/** /guest: the guest lottery view — live issues and results read-only, with a login / register call to action. */
export default function GuestRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isLogin = useSessionStore((s) => s.isLogin);
  return (
    <PageShell title={t('game.guest.title')}>
      <section className="ql-guest-cta" aria-label={t('game.guest.ctaLabel')}>
        <p className="ql-guest-cta__text">{isLogin ? t('game.guest.memberText') : t('game.guest.ctaText')}</p>
        {isLogin ? (
          <Button size="small" color="primary" shape="rounded" onClick={() => navigate(paths.hall.href())}>
            {t('game.guest.toHall')}
          </Button>
        ) : (
          <div className="ql-guest-cta__actions">
            <Button size="small" color="primary" shape="rounded" onClick={() => navigate(paths.login.href())}>
              {t('auth.login')}
            </Button>
            <Button size="small" shape="rounded" onClick={() => navigate(paths.register.href())}>
              {t('auth.register')}
            </Button>
          </div>
        )}
      </section>
      <GuestLottery
        onOpen={(g) =>
          navigate(
            g.type === 1
              ? paths.gameRoom.href({ game_id: g.game_id })
              : paths.lottery.href({ game_id: g.game_id }),
          )
        }
      />
    </PageShell>
  );
}
