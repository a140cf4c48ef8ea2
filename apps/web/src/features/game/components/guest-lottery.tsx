import type { GuestOverview } from '@qilin/contract';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { useTranslation } from '../../../i18n';
import { useDrawHistory } from '../hooks/use-game-data';
import { useGuestOverview } from '../hooks/use-guest-overview';
import { issueClockOf } from '../hooks/use-sale-issue';
import { CountdownText } from './countdown-text';
import { ResultBalls, ResultList } from './result-list';
import './guest-lottery.css';

type GuestGame = GuestOverview['games'][number];

/** Recent results of one game through the guest call, each with its fairness panel. */
function GuestResults({ gameId }: { gameId: string }) {
  const { t } = useTranslation();
  const history = useDrawHistory(gameId, { guest: true });
  if (history.isLoading) return <p className="ql-guest__loading">{t('common.loading')}</p>;
  return <ResultList gameCode={gameId} issues={history.data ?? []} guest />;
}

type OpenRoom = (game: { game_id: string; type: 1 | 2 }) => void;

function GuestGameCard(props: {
  game: GuestGame;
  type: 1 | 2;
  offsetMs: number;
  localNow: number;
  onOpen?: OpenRoom;
}) {
  const { t } = useTranslation();
  const { game } = props;
  const [open, setOpen] = useState(false);
  const clock = game.sale ? issueClockOf(game.sale, props.offsetMs, props.localNow) : null;
  return (
    <li className="ql-guest-game" data-testid={`guest-game-${game.id}`}>
      <button
        type="button"
        className="ql-guest-game__head"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <span className="ql-guest-game__icon" aria-hidden="true">
          {game.name.slice(0, 1)}
        </span>
        <span className="ql-guest-game__main">
          <span className="ql-guest-game__name">{game.name}</span>
          <span className="ql-guest-game__issue">
            {clock
              ? t(clock.pending ? 'game.room.nextIssue' : 'game.room.issue', { issue: clock.issue })
              : t('game.guest.noIssue')}
          </span>
        </span>
        {clock ? <CountdownText clock={clock} /> : null}
      </button>
      {game.last?.result ? (
        <div className="ql-guest-game__last">
          <span className="ql-guest-game__last-issue">
            {t('game.guest.lastIssue', { issue: game.last.issue })}
          </span>
          <ResultBalls result={game.last.result} />
        </div>
      ) : null}
      {open ? (
        <section className="ql-guest-game__results" aria-label={t('game.room.lastResults')}>
          {props.onOpen ? (
            <button
              type="button"
              className="ql-guest-game__enter"
              onClick={() => props.onOpen?.({ game_id: game.id, type: props.type })}
            >
              {t('game.guest.enterRoom')}
            </button>
          ) : null}
          <GuestResults gameId={game.id} />
        </section>
      ) : null}
    </li>
  );
}

/**
 * The /guest lottery view: games of the number and lottery classes with the issue on sale, its
 * server-clock countdown and the last result; a game opens its recent results (read-only, with the
 * fairness check) and, with `onOpen`, its room (browsed as a guest). Everything comes from the guest
 * calls, so no login is needed.
 */
export function GuestLottery({ onOpen }: { onOpen?: OpenRoom } = {}) {
  const { t } = useTranslation();
  const [type, setType] = useState<1 | 2>(1);
  const overview = useGuestOverview(type);
  const games = overview.data?.games ?? [];
  return (
    <div className="ql-guest">
      <div className="ql-guest__classes" role="tablist" aria-label={t('game.guest.classes')}>
        {([1, 2] as const).map((c) => (
          <button
            key={c}
            type="button"
            role="tab"
            aria-selected={type === c}
            className={`ql-guest__class ${type === c ? 'ql-guest__class--on' : ''}`}
            onClick={() => setType(c)}
          >
            {t(`game.classes.${c}`)}
          </button>
        ))}
      </div>
      {overview.isLoading ? (
        <p className="ql-guest__loading">{t('common.loading')}</p>
      ) : games.length === 0 ? (
        <EmptyState title={t('game.hall.gamesEmpty')} />
      ) : (
        <ul className="ql-guest__games">
          {games.map((g) => (
            <GuestGameCard
              key={g.id}
              game={g}
              type={type}
              onOpen={onOpen}
              offsetMs={overview.data?.offsetMs ?? 0}
              localNow={overview.localNow}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
