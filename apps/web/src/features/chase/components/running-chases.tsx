import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useTranslation } from '../../../i18n';
import { useSessionStore } from '../../../lib/session';
import { chaseKeys, getChaseRecords } from '../api/chase-api';
import './chase.css';
import { Money } from '../../../components/money';

/**
 * The member's running chases of one game, each with its progress and 取消追号; nothing when there are
 * none (a game screen shows it under its own bets).
 */
export function RunningChases({
  gameId,
  title,
  onCancel,
}: {
  gameId: string;
  title: string;
  onCancel: (zhid: number) => void;
}) {
  const { t } = useTranslation();
  const isLogin = useSessionStore((s) => s.isLogin);
  const query = useQuery({
    queryKey: chaseKeys.records(gameId),
    queryFn: () => getChaseRecords(gameId),
    enabled: isLogin && gameId !== '',
  });
  const running = (query.data ?? []).filter((c) => c.status === 'running');
  if (running.length === 0) return null;
  return (
    <section className="ql-room__panel ql-chase-running" aria-label={title}>
      <h3>{title}</h3>
      <ul>
        {running.map((c) => (
          <li key={c.zhid} className="ql-chase-running__row">
            <span className="ql-chase__issue">
              {t('game.chase.from', { issue: c.items[0]?.issue ?? '' })}
            </span>
            <span>{t('game.chase.progress', { done: c.done, issues: c.issues })}</span>
            <Money fen={c.totalFen} unit="yuan" />
            <Button size="mini" onClick={() => onCancel(c.zhid)}>
              {t('game.chase.cancel')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
