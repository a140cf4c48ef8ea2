import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n';
import { useSessionStore } from '../../../lib/session';
import { gameKeys, getRecentGames } from '../api/game-api';
import type { GameListItem } from '../model/game-views';
import './recent-games.css';

/**
 * The hall's recent games (spec §7 recent game): the games the member entered or bet on last, newest
 * first, as one tap back into the room. Guests have none; an empty list renders nothing.
 */
export function RecentGames({ onOpen }: { onOpen: (game: GameListItem) => void }) {
  const { t } = useTranslation();
  const isLogin = useSessionStore((s) => s.isLogin);
  const query = useQuery({ queryKey: gameKeys.recent, queryFn: getRecentGames, enabled: isLogin });
  const games = query.data ?? [];
  if (!isLogin || games.length === 0) return null;
  return (
    <section className="ql-recent" aria-label={t('game.hall.recent')}>
      <h2 className="ql-recent__title">{t('game.hall.recent')}</h2>
      <ul className="ql-recent__list">
        {games.map((g) => (
          <li key={g.game_id}>
            <button type="button" className="ql-recent__game" onClick={() => onOpen(g)}>
              <span className="ql-recent__icon" aria-hidden="true">
                {g.name.slice(0, 1)}
              </span>
              <span className="ql-recent__name">{g.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
