import type { GameClassType } from '@qilin/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { TabStrip } from '../../../components/tab-strip';
import { useTranslation } from '../../../i18n';
import { useSessionStore } from '../../../lib/session';
import { useOwnTurn } from '../../../lib/use-own-turn';
import { gameKeys, getGameList } from '../api/game-api';
import { useSaleIssue } from '../hooks/use-sale-issue';
import type { GameListItem } from '../model/game-views';
import { CountdownText } from './countdown-text';
import './game.css';

const CLASSES: GameClassType[] = [1, 2, 3];

function GameCard({ game, onOpen }: { game: GameListItem; onOpen: (game: GameListItem) => void }) {
  // Red packets have no issue clock; every other game shows its live countdown, started in a task of
  // its own (until then it reads as loading, as the live one does before its first answer) unless the
  // issue is already at hand (back on the hall).
  const ticking = game.type !== 3;
  const guest = useSessionStore((s) => !s.isLogin);
  const known = useQueryClient().getQueryData(gameKeys.saleIssue(game.game_id, guest)) !== undefined;
  const started = useOwnTurn(ticking && !known) || known;
  return (
    <button type="button" className="ql-game-card" onClick={() => onOpen(game)}>
      <span className="ql-game-card__icon" aria-hidden="true">
        {game.name.slice(0, 1)}
      </span>
      <span className="ql-game-card__name">{game.name}</span>
      {ticking ? (
        started ? (
          <LiveCountdown gameId={game.game_id} />
        ) : (
          <CountdownText clock={null} compact />
        )
      ) : null}
    </button>
  );
}

function LiveCountdown({ gameId }: { gameId: string }) {
  const { clock } = useSaleIssue(gameId);
  return <CountdownText clock={clock} compact />;
}

function GameGrid({ type, onOpen }: { type: GameClassType; onOpen: (game: GameListItem) => void }) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: gameKeys.list(type), queryFn: () => getGameList(type) });
  // React renders query-store updates synchronously; deferring the list renders the cards (each with
  // its own countdown query) in time slices instead of one long task when it arrives.
  const listed = useDeferredValue(query.data);
  if (listed === undefined && (query.isLoading || query.data !== undefined)) {
    return <div className="ql-game-grid__loading">{t('common.loading')}</div>;
  }
  const games = listed ?? [];
  if (games.length === 0) return <EmptyState title={t('game.hall.gamesEmpty')} />;
  return (
    <div className="ql-game-grid">
      {games.map((g) => (
        <GameCard key={g.game_id} game={g} onOpen={onOpen} />
      ))}
    </div>
  );
}

/** Hall games grouped by class (spec §3: 1 number, 2 lottery, 3 red packet), each with its countdown. */
export function GameLobby({ onOpen }: { onOpen: (game: GameListItem) => void }) {
  const { t } = useTranslation();
  const [active, setActive] = useState<string>('1');
  return (
    <TabStrip
      label={t('game.hall.classesLabel')}
      items={CLASSES.map((type) => ({ key: String(type), title: t(`game.classes.${type}`) }))}
      activeKey={active}
      onChange={setActive}
    >
      <GameGrid key={active} type={Number(active) as GameClassType} onOpen={onOpen} />
    </TabStrip>
  );
}
