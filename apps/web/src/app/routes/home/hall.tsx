import { formatFen } from '@qilin/domain';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { type GameListItem, GameLobby, RecentGames } from '../../../features/game';
import { HallShell, useHallNotices } from '../../../features/hall';
import { useWallet } from '../../../features/wallet';

/** /home/hall: the hall frame with the wallet balance, the notice marquee and the game lobby composed in. */
export default function HallRoute() {
  const navigate = useNavigate();
  const wallet = useWallet();
  const notices = useHallNotices();
  const handleOpen = useCallback(
    (game: GameListItem): void => {
      const room = game.room_id ? { game_room_id: game.room_id } : {};
      if (game.type === 1) navigate(paths.gameRoom.href({ game_id: game.game_id, ...room }));
      else if (game.type === 2) navigate(paths.lottery.href({ game_id: game.game_id, ...room }));
      else navigate(paths.redPacket.href({ game_id: game.game_id, ...room }));
    },
    [navigate],
  );
  // The same elements across renders: the notices or the balance arriving re-render the frame, not
  // every game card with its countdown query.
  const recent = useMemo(() => <RecentGames onOpen={handleOpen} />, [handleOpen]);
  const games = useMemo(() => <GameLobby onOpen={handleOpen} />, [handleOpen]);
  return (
    <HallShell
      balanceText={wallet.data ? formatFen(wallet.data.balance) : undefined}
      notices={notices}
      recent={recent}
      games={games}
    />
  );
}
